/// An operation the screen applied: the reconciler's push, pop, present and dismiss, a
/// gesture's pop, the guard's fade, a banner. A value with a stable id (`UIEvent.ID`,
/// docs/reference.md §4.10); the shell's renderer makes its words.
public enum UIEvent: Sendable, Equatable {
  /// RaizConSesion animates `haySesion` (`.transition(.opacity)`); Android's guard, its twin,
  /// with `AnimatedVisibility` (lesson 000).
  case fade(haySesion: Bool, Plataforma)
  /// The guard without `.transition` and `.animation` (`root-transition off`): the branch
  /// swaps at once.
  case cut(haySesion: Bool, Plataforma)
  /// A notification shown as a banner with sound: through `willPresent` on iOS; Android shows
  /// it in the foreground on its own.
  case banner(title: String, Plataforma)
  case push(Pestana, Int)
  case pop(Pestana, Int)
  /// Down to the screen that shows `Int` (nil: the root).
  case popTo(Pestana, Int?)
  case replace(Pestana, [Int])
  /// A pop the user made on the screen (the back button, or the edge swipe).
  case popByUser(Pestana, Int, button: Bool)
  case dismissedByUser(Presentado)
  case present(Presentado)
  case dismiss(Presentado)
  /// `nil-before-dismiss off`: the reconciler keeps its reference while the dismissal animates.
  case dismissKeepingReference(Presentado)
  /// A second dismissal during the animation, which UIKit refuses.
  case dismissAgainRefused(Presentado)
  /// The reconciler without its `presentado` reference asks UIKit to dismiss what it did not
  /// present (the system's alert), which UIKit refuses.
  case dismissNotItsOwn(Presentado)
  /// The theme changed: ContentView applies it at its root (`.preferredColorScheme` on iOS), so
  /// every tab is painted again, not only Ajustes (lesson 001: «El tema se aplica en la raíz»).
  case repaint(Tema, Plataforma)
  /// The theme applied inside SettingsView (`theme-at-root off`): only the Ajustes tab.
  case repaintAjustesOnly(Tema, Plataforma)
}

extension UIEvent {
  public enum ID: String, CaseIterable, Sendable {
    case fade, cut, banner, push, pop
    case popTo = "pop-to"
    case replace
    case popByUser = "pop-by-user"
    case dismissedByUser = "dismissed-by-user"
    case present, dismiss
    case dismissKeepingReference = "dismiss-keeping-reference"
    case dismissAgainRefused = "dismiss-again-refused"
    case dismissNotItsOwn = "dismiss-not-its-own"
    case repaint
    case repaintAjustesOnly = "repaint-ajustes-only"
  }

  public var id: ID {
    switch self {
    case .fade: .fade
    case .cut: .cut
    case .banner: .banner
    case .push: .push
    case .pop: .pop
    case .popTo: .popTo
    case .replace: .replace
    case .popByUser: .popByUser
    case .dismissedByUser: .dismissedByUser
    case .present: .present
    case .dismiss: .dismiss
    case .dismissKeepingReference: .dismissKeepingReference
    case .dismissAgainRefused: .dismissAgainRefused
    case .dismissNotItsOwn: .dismissNotItsOwn
    case .repaint: .repaint
    case .repaintAjustesOnly: .repaintAjustesOnly
    }
  }

  public var fields: [Field] {
    switch self {
    case .fade(let on, let p):
      [.init("haySesion", .bool(on)), .init("platform", .symbol(p.rawValue))]
    case .cut(let on, let p):
      [.init("haySesion", .bool(on)), .init("platform", .symbol(p.rawValue))]
    case .banner(let title, let p):
      [.init("title", .string(title)), .init("platform", .symbol(p.rawValue))]
    case .push(let tab, let n), .pop(let tab, let n):
      [.init("tab", .symbol(tab.rawValue)), .init("pokemon", .int(n))]
    case .popTo(let tab, let n):
      [.init("tab", .symbol(tab.rawValue)), .init("pokemon", n.map(Value.int) ?? .null)]
    case .replace(let tab, let stack):
      [.init("tab", .symbol(tab.rawValue)), .init("stack", .ints(stack))]
    case .popByUser(let tab, let n, let button):
      [
        .init("tab", .symbol(tab.rawValue)), .init("pokemon", .int(n)),
        .init("gesture", .symbol(button ? "back" : "swipe-back")),
      ]
    case .dismissedByUser(let p), .present(let p), .dismiss(let p), .dismissKeepingReference(let p),
      .dismissAgainRefused(let p), .dismissNotItsOwn(let p):
      [.init("title", .string(p.title))]
    case .repaint(let tema, let p):
      [.init("tema", .symbol(tema.rawValue)), .init("platform", .symbol(p.rawValue))]
    case .repaintAjustesOnly(let tema, let p):
      [.init("tema", .symbol(tema.rawValue)), .init("platform", .symbol(p.rawValue))]
    }
  }

  /// Whether a text field of the event satisfies `test`.
  package func anyText(_ test: (String) -> Bool) -> Bool {
    if case .banner(let title, _) = self { return test(title) }
    return false
  }
}
