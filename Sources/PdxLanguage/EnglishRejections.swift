// Why a command was refused, in English.

import PokedexCore

extension English {
  package static func text(_ rejection: Rejection) -> String {
    switch rejection {
    case .notInstalled(let forLaunch):
      forLaunch
        ? "the app is not installed (launch installs it, then launches it)"
        : "the app is not installed (install it first)"
    case .notRunning: "the app is not running (launch it first)"
    case .alreadyRunning: "the app is already running"
    case .alreadyInstalled: "the app is already installed"
    case .alertInFront(let title):
      "the system alert \(guillemets(title)) is in front: answer it with allow or deny"
    case .dialogOpen(let title):
      "the dialog \(guillemets(title)) is open: confirm, cancel or tap-outside first"
    case .sheetOpen(let title):
      "the sheet \(guillemets(title)) is open: confirm, cancel or drag-down first"
    case .noTabs(let branch):
      "there are no tabs: content is not built (raiz is \(branch.rawValue)); the guard builds"
        + " them only in sinCuentas and conSesion"
    case .noForm(let branch):
      "the form is not on screen: "
        + {
          switch branch {
          case .sinCuentas: "accounts are not configured (raiz is sinCuentas)"
          case .comprobando: "the session is still being restored (raiz is comprobando)"
          case .conSesion: "there is a session (raiz is conSesion); log out first"
          case .formulario: "raiz is formulario"
          }
        }()
    case .provisionalNotificationsOnly: "--provisional applies to notifications only"
    case .dialogNeedsForeground(let phase):
      "a system dialog needs the app in the foreground (scene is \(phase.rawValue))"
    case .noSystemDialog: "no system dialog is shown (permission request shows it once)"
    case .noSettingsSwitch(let p):
      "Settings has no \(p.rawValue) switch for Pokédex yet: iOS adds it the first time the app"
        + " asks (permission request \(p.rawValue))"
    case .noAccountSection(let branch):
      "there is no «Cuenta» section in Ajustes without a session (raiz is"
        + " \(branch?.rawValue ?? "nil"))"
    case .cancelNotDrawn:
      "«Cancelar» is in the code, but iOS 26 does not draw it: close the dialog with tap-outside"
        + " (set ios 18 draws it)"
    case .answerTheAlert(let title):
      "\(guillemets(title)) is on screen: answer it with allow or deny"
    case .noConfirmation: "no logout confirmation is on screen (logout opens it)"
    case .ajustesHasNoPokemon:
      "the Ajustes tab has no Pokémon to open (tab lista or tab favoritos)"
    case .notAFavorite(let n):
      "\(Reconciler.label(n)) is not a favorite: the Favoritos tab lists only favorites"
    case .notAPokemon(let n): "\(n) is not a Pokémon of the Pokédex (1…151)"
    case .ajustesHasNoStack: "Ajustes has no navigation stack"
    case .atRoot(let tab):
      "nothing to go back to: the \(tab.rawValue) stack on screen is at its root"
    case .nothingPresented: "nothing is presented to dismiss"
    case .alertNeedsAnswer: "a system alert is answered only with allow or deny"
    case .dialogNeedsTapOutside:
      "the iOS confirmation dialog is dismissed with tap-outside, not drag-down"
    case .sheetNeedsDragDown:
      "the Android bottom sheet is dismissed with drag-down, not tap-outside"
    case .knobOtherPlatform(let knob, let only, let current):
      "\(knob.name) exists on \(platformName(only)) only (\(changes(knob))); this world runs"
        + " \(platformName(current)): platform \(only.rawValue) first"
    case .fieldFull(let field, let held, let adding):
      "type \(field.rawValue): a field holds at most 65,536 bytes; it has \(held) and the text"
        + " would add \(adding) (clear \(field.rawValue) empties it)"
    case .restrictionsIOSOnly:
      "system-settings restrictions exists on ios only (restrictions on notifications, which"
        + " make a request for them fail); this world runs android: platform ios first"
    case .screenGuarded(let tab, let branch):
      "the \(tabTitle(tab)) screen shows"
        + (branch == .comprobando ? " a spinner" : " the form")
        + " in its place (guard-at-root off): there is no session (raiz is \(branch.rawValue))"
    case .formUnderDetail(let tab, let n):
      "the form is under \(Reconciler.label(n))'s detail on the \(tabTitle(tab)) tab, which"
        + " shows without a session (guard-at-root off); back first"
    }
  }
}
