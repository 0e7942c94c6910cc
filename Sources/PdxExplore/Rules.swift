import PdxCommands
import PdxLanguage
@_spi(Internals) import PokedexCore

/// The rules, in the order they are checked (the first broken one is reported).
public enum Rules {
  /// The rules each step is checked against: every name's rule but the search's own
  /// (`same-step-twice` reads a command run twice, `StateSpace` checks it there).
  public static let all: [Rule] = checked.filter { $0.id != .sameStepTwice }

  public static func named(_ name: String) -> Rule? { all.first { $0.name == name } }

  /// The paths whose every change some rule reads (`Rule.changesRead`).
  public static var changesRead: [StatePath] { all.flatMap(\.changesRead) }

  /// The first rule broken by a step, with what broke; nil when all hold. `knobs` picks the
  /// rules that apply (`pdx check` fixes the knobs and checks them all).
  /// (Inlined: returned from a call, the answer, none on nearly every transition, was built in
  /// full and copied out.)
  @inline(__always)
  public static func firstBreach(_ input: RuleInput, checking rules: [Rule] = all) -> (
    Rule, Breach
  )? {
    // In place, through the pointer: a rule read from the buffer is a copy, its strings, lists
    // and closure retained and released for each rule of each transition; the pointer's
    // subscript reads only the checker's reference. And that reference as the buffer holds it
    // (`_withUnsafeGuaranteedRef`): a closure read from memory is retained and released around
    // the call, its context null as it is, on every rule of every transition.
    rules.withUnsafeBufferPointer { rules in
      guard let rule = rules.baseAddress else { return nil }
      for i in 0..<rules.count {
        let breach = Unmanaged.passUnretained(rule[i].checker)._withUnsafeGuaranteedRef {
          $0.body(input)
        }
        if let breach { return (rule[i], breach) }
      }
      return nil
    }
  }

  // MARK: The lessons' rules

  static let contentNeedsSession = Rule(
    name: .contentNeedsSession, lesson: .laPuertaYLaCuenta, scope: .state,
    statement: Words(
      en: "ContentView exists only without accounts or with a session",
      es: "ContentView solo existe sin cuentas o con sesión"),
    brokenBy: [.guardAtRoot]
  ) { i in
    guard let app = i.after.app, app.hayCuentas, app.sesion == nil, app.contenido != nil else {
      return nil
    }
    return Breach(
      en: "ContentView is built while accounts are configured and there is no session",
      es: "ContentView está construida con cuentas configuradas y sin sesión",
      expecting: .equals(.field(.contenido), .null))
  }

  static let guardFades = Rule(
    name: .guardFades, lesson: .laPuertaYLaCuenta,
    statement: Words(
      en: "when the session comes or goes, the guard fades from one screen to the other",
      es: "cuando la sesión llega o se va, el guardián funde una pantalla con la otra"),
    brokenBy: [.rootTransition]
  ) { i in
    guard i.has(UIEvent.ID.cut) else { return nil }
    return Breach(
      en: "the guard cut from one screen to the other, with no fade",
      es: "el guardián pasó de una pantalla a otra con un corte seco, sin fundido",
      expecting: .event(.ui(.fade)))
  }

  static let delegateNeverCrashes = Rule(
    name: .delegateNeverCrashes, lesson: .delAvisoALaFicha,
    statement: Words(
      en: "the notification delegate never takes the app down",
      es: "el delegado de las notificaciones nunca cierra la app"),
    brokenBy: [.mainActor]
  ) { i in
    guard i.after.app == nil else { return nil }
    var inDelegate = false
    for event in i.step.events {
      switch event {
      case .action(let action):
        inDelegate = if case .didReceive = action { true } else { false }
      case .note(let note) where inDelegate && note.isCrash:
        return Breach(
          en: "the notification delegate crashed the app",
          es: "el delegado de las notificaciones cerró la app",
          expecting: .equals(.field(.appEnMarcha), .bool(true)))
      default: break
      }
    }
    return nil
  }

  static let foregroundNotificationShown = Rule(
    name: .foregroundNotificationShown, lesson: .delAvisoALaFicha,
    statement: Words(
      en: "with permission, a notification arriving in the foreground shows a banner",
      es: "con permiso, un aviso que llega con la app en primer plano se ve como banner"),
    brokenBy: [.willPresent],
    after: Rule.Commands("notify") { if case .notify = $0 { true } else { false } }
  ) { i in
    guard case .notify = i.action, i.before.dispositivo.notificaciones == .authorized,
      i.before.app.map({ $0.escena != .background }) == true, !i.has(UIEvent.ID.banner)
    else { return nil }
    return Breach(
      en: "a notification arrived in the foreground, with permission, and showed nothing",
      es: "llegó un aviso con la app en primer plano, con permiso, y no se vio nada",
      expecting: .event(.ui(.banner)))
  }

  static let reminderOnAppear = Rule(
    name: .reminderOnAppear, lesson: .delAvisoALaFicha,
    statement: Words(
      en: "when ContentView appears with the scene active and permission to notify, it schedules"
        + " the daily reminder",
      es: "cuando ContentView aparece con la escena activa y permiso para avisar, programa el"
        + " recordatorio diario"),
    brokenBy: [.sceneInitial]
  ) { i in
    // The observer that did not fire on appearing says so (the checker's step keeps no action
    // that changed only what is never text, ContentView's building among them).
    guard i.has(Note.ID.reminderNotScheduled) else { return nil }
    let link = i.after.linkOfTheDay
    // A reminder pending from before, today's: then programar()'s proof is its note.
    let pending = i.before.dispositivo.recordatorio == link
    return Breach(
      en: "ContentView appeared with the scene active and permission, and did not schedule the"
        + " reminder",
      es: "ContentView apareció con la escena activa y con permiso, y no programó el"
        + " recordatorio",
      expecting: pending
        ? .event(.note(Note.ID.reminderReplaced))
        : .equals(.field(.recordatorioEnlace), .string(link)))
  }

  static let permissionDialogOnce = Rule(
    name: .permissionDialogOnce, lesson: .permisos,
    statement: Words(
      en: "the system asks for a permission once per install",
      es: "el sistema pregunta por un permiso una sola vez por instalación"),
    brokenBy: []
  ) { i in
    guard let alert = i.after.app?.alerta, i.before.app?.alerta == nil else { return nil }
    let before =
      alert.permission == .notifications
      ? i.before.dispositivo.notificaciones : i.before.dispositivo.camara
    guard before != .notDetermined else { return nil }
    return Breach(
      en: "the system dialog showed although the answer was \(before.rawValue)",
      es: "salió el diálogo del sistema aunque el permiso ya estaba \(statusName(before, .es))",
      expecting: .equals(.field(.dialogo), .null))
  }

  static let permissionAskedByTheUser = Rule(
    name: .permissionAskedByTheUser, lesson: .permisos,
    statement: Words(
      en: "the system's permission dialog appears only when the user asks (a button), never as"
        + " the app opens",
      es: "el diálogo del permiso solo sale cuando el usuario lo pide (un botón), nunca al abrir"
        + " la app"),
    brokenBy: [.requestPermission]
  ) { i in
    guard i.after.app?.alerta != nil, i.before.app?.alerta == nil else { return nil }
    if case .permissionRequest = i.action { return nil }
    return Breach(
      en: "the system asked for a permission before the user pressed any button",
      es: "el sistema pidió un permiso antes de que el usuario pulsara ningún botón",
      expecting: .equals(.field(.dialogo), .null))
  }

  static let badgeCountsFavorites = Rule(
    name: .badgeCountsFavorites, lesson: .delAvisoALaFicha, scope: .state,
    statement: Words(
      en: "the Favoritos badge is the number of favorites, nil at zero",
      es: "la insignia de Favoritos es el número de favoritos, nil con cero"),
    brokenBy: []
  ) { i in
    guard i.after.app?.contenido != nil else { return nil }
    let badge = StatePath.field(.contenidoInsignia).value(in: i.after)
    let count = i.after.dispositivo.sandbox.favoritos.count
    let expected: Value = count == 0 ? .null : .string(String(count))
    guard badge != expected else { return nil }
    return Breach(
      en: "the badge shows \(badge) with \(count) favorites",
      es: "la insignia enseña \(badge) con \(count) favoritos",
      expecting: .equals(.field(.contenidoInsignia), expected))
  }

  static let themeOnEveryTab = Rule(
    name: .themeOnEveryTab, lesson: .delAvisoALaFicha, scope: .state,
    statement: Words(
      en: "the theme Ajustes chose is applied at ContentView's root, so every tab is painted with"
        + " it",
      es: "el tema que eligió Ajustes se aplica en la raíz de ContentView, así que pinta todas"
        + " las pestañas"),
    brokenBy: [.themeAtRoot]
  ) { i in
    // Asked first: the system's theme is the same at the root and inside Ajustes.
    let tema = i.after.dispositivo.sandbox.tema
    guard tema != .sistema, i.after.app?.contenido != nil else { return nil }
    let root = StatePath.field(.contenidoTema).value(in: i.after)
    let chosen = Value.symbol(tema.rawValue)
    guard root != chosen else { return nil }
    return Breach(
      en: "Ajustes chose tema \(tema.rawValue), and ContentView's root paints \(root): only the"
        + " Ajustes tab shows it",
      es: "Ajustes eligió el tema \(tema.rawValue), y la raíz de ContentView pinta \(root): solo"
        + " la pestaña Ajustes lo enseña",
      expecting: .equals(.field(.contenidoTema), chosen))
  }

  static let screenFollowsState = Rule(
    name: .screenFollowsState, lesson: .navegacionEnUIKit,
    scope: .state,
    statement: Words(
      en: "after each step the screen shows what the state says",
      es: "después de cada paso la pantalla enseña lo que dice el estado"),
    brokenBy: [.reportDismissals, .didMoveToParent, .presentationDidDismiss, .stackHelper]
  ) { i in
    guard let app = i.after.app else { return nil }
    let platform = i.after.dispositivo.plataforma
    if let c = app.contenido {
      if app.pantalla.lista != c.caminoLista {
        return stackBreach("Pokédex", .field(.pantallaLista), app.pantalla.lista, c.caminoLista)
      }
      if app.pantalla.favoritos != c.caminoFavoritos {
        return stackBreach(
          "Favoritos", .field(.pantallaFavoritos), app.pantalla.favoritos, c.caminoFavoritos)
      }
    }
    let wanted = app.dialogo(platform)?.title
    guard app.pantalla.presentado?.title != wanted else { return nil }
    let presents: Value = literal(app.pantalla.presentado?.title)
    let says: Value = literal(wanted)
    return Breach(
      en: "the screen presents \(presents) but the state says \(says)",
      es: (app.pantalla.presentado == nil
        ? "la pantalla no presenta nada" : "la pantalla presenta \(presents)")
        + ", pero el estado dice \(says)",
      expecting: .equals(.field(.pantallaPresentado), says))
  }

  /// A tab's stack on screen is not the state's: `tab` as the screen names it, `path` the
  /// screen's path for it.
  static func stackBreach(_ tab: String, _ path: StatePath, _ screen: [Int]?, _ state: [Int])
    -> Breach
  {
    let (shows, says) = (Value.ints(screen ?? []), Value.ints(state))
    return Breach(
      en: "the \(tab) tab shows \(shows) but the state says \(says)",
      es: "la pestaña \(tab) enseña \(shows), pero el estado dice \(says)",
      expecting: .equals(path, says))
  }

  static let oneDismissalPerPresentation = Rule(
    name: .oneDismissalPerPresentation,
    lesson: .navegacionEnUIKit,
    statement: Words(
      en: "the reconciler asks UIKit to dismiss what it presented once",
      es: "el reconciliador le pide a UIKit una sola vez el cierre de lo que presentó"),
    brokenBy: [.nilBeforeDismiss, .presentadoReference]
  ) { i in
    guard i.has(UIEvent.ID.dismissAgainRefused) else { return nil }
    return Breach(
      en: "the reconciler asked UIKit to dismiss again during the animation",
      es: "el reconciliador volvió a pedirle el cierre a UIKit durante la animación",
      expect: "!expect ui \(UIEvent.ID.dismissAgainRefused.rawValue)")
  }

  static let dismissesOnlyItsOwn = Rule(
    name: .dismissesOnlyItsOwn,
    lesson: .navegacionEnUIKit,
    statement: Words(
      en: "the reconciler asks UIKit to dismiss only what it presented",
      es: "el reconciliador solo le pide a UIKit que cierre lo que presentó él"),
    brokenBy: [.presentadoReference]
  ) { i in
    guard i.has(UIEvent.ID.dismissNotItsOwn) else { return nil }
    return Breach(
      en: "the reconciler asked UIKit to dismiss the system's alert, which it did not present",
      es: "el reconciliador le pidió a UIKit que cerrara la alerta del sistema, que no presentó él",
      expect: "!expect ui \(UIEvent.ID.dismissNotItsOwn.rawValue)")
  }
}

/// A text as a literal, nil as `nil`.
private func literal(_ text: String?) -> Value { text.map(Value.string) ?? .null }
