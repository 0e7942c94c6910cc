import PokedexCore

/// What each knob's pitfall changes, in English (said by `help set`, the man page and the notes
/// that name a knob), and the pieces that name what is presented.
extension English {
  package static func changes(_ knob: Knob) -> String {
    switch knob {
    case .onchangeInitial: "a link waiting in the delegate when ContentView appears is not handled"
    case .delegateInstall: "the tap that cold-starts the app reaches no delegate and is discarded"
    case .reportDismissals: "a back gesture or a dismissal changes the screen but not the state"
    case .mainActor:
      "a tap on a notification with the app in the background or closed crashes it: the delegate"
        + " publishes enlacePendiente off the main thread"
    case .willPresent:
      "a notification arriving with the app in the foreground shows no banner and makes no sound"
    case .resetLink:
      "enlacePendiente stays set after abrir: the same notification tapped again changes"
        + " nothing, and the link is not handled again"
    case .onNewIntent:
      "a link that arrives while the app is open is lost: only onCreate reads intents"
    case .nilBeforeDismiss:
      "the reconciler keeps its presentado reference until the dismissal animation ends: a"
        + " re-run meanwhile asks for the dismissal again"
    case .ios: "the logout confirmation draws «Cancelar» as well"
    case .didMoveToParent:
      "a back gesture pops the screen's stack but not the state's camino: only the stack's hook"
        + " is forgotten, and a dismissed sheet is still reported"
    case .presentationDidDismiss:
      "dismissing the dialog or sheet by hand leaves the state saying it is open: only the"
        + " sheet's hook is forgotten, and a back gesture is still reported"
    case .stackHelper:
      "a hand-written push compares only the stacks' lengths: two screens added at once push"
        + " one, three removed pop one, and a deep link that replaces the path changes nothing"
    case .guardAtRoot:
      "each screen guards itself instead of the root: the TabView is built without a session,"
        + " its tabs are reachable, a link opens a detail no screen guards, and the stacks outlive"
        + " a logout"
    case .rootTransition: "the guard swaps the form and the content with a cut, without the fade"
    case .switchTab:
      "a link opened from another tab goes onto the Pokédex's stack while that tab stays"
        + " selected: nothing shows"
    case .themeAtRoot:
      "the theme is applied inside SettingsView: only the Ajustes tab is painted with it"
    case .sceneInitial:
      "the scene observer misses the scene already active when ContentView appears (a cold"
        + " start, a login): the reminder waits for the next return to the foreground"
    case .requestPermission:
      "the app asks for notifications as it opens, before the user knows what for; the system"
        + " asks only once"
    case .presentadoReference:
      "the reconciler has no presentado reference and asks UIKit what is presented: it takes"
        + " the system's alert for its own and asks to dismiss it, and asks again for its dialog"
        + " while that animates out"
    }
  }

  /// ` [Cerrar sesión (destructive)]`, and what the code declares but the screen does not draw.
  package static func buttons(_ p: Presentado) -> String {
    p.buttons.map { " [" + $0.title + ($0.destructive ? " (destructive)]" : "]") }.joined()
      + (p.cancelUndrawn ? " («Cancelar» is in the code; iOS 26 does not draw it)" : "")
  }

  /// `confirmationDialog «¿Cerrar la sesión?»`: how UIKit or Compose calls the thing, and its
  /// title.
  package static func presented(_ p: Presentado) -> String {
    let kind =
      switch p {
      case .logout(.ios, _): "confirmationDialog"
      case .logout(.android, _): "bottom sheet"
      case .alerta: "system alert"
      }
    return kind + " " + guillemets(p.title)
  }
}
