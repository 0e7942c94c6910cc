import Glibc
import PokedexCore

/// What a rule looks at: one accepted step, the worlds around it, and the command that made it.
public struct RuleInput {
  public var before: World
  public var after: World
  public var action: UserAction
  public var step: Step
  /// The command as echoed (its password masked): what it shows of itself may come back in
  /// its output (`plist add pikachu` prints `pikachu`) without leaking anything.
  public var shown: String
  /// The passwords in play: those the run types (the alphabet's, explore's).
  public var passwords: [String]
}

extension UserAction {
  /// The password the action types, if it types one.
  public var typedPassword: Secret? {
    switch self {
    case .signup(_, let password), .login(_, let password), .type(.password(let password)):
      password
    default: nil
    }
  }
}

/// A rule that did not hold: what happened, and a script line that fails on it when the
/// counterexample is replayed (an `expect`, so `pdx run` stops there).
public struct Breach: Sendable, Equatable {
  public var message: String
  public var expect: String
}

/// A rule the lessons' app keeps after every step, checked by `pdx check` (every transition),
/// `pdx explore` (every random step) and named in their output and counterexamples.
public struct Rule: Sendable {
  public let name: String
  /// The lesson it comes from (or pdx's own reference, for pdx's promises).
  public let lesson: String
  /// The rule in a sentence.
  public let statement: String
  /// Knobs whose pitfall value breaks this rule (what the knob is for): `pdx explore`, which
  /// sets knobs at random, does not check the rule while one of them is at its pitfall.
  public let brokenBy: [Knob]
  let check: @Sendable (RuleInput) -> Breach?

  /// Whether the rule applies in a world with these knobs (all of them at the lesson's fix).
  func applies(_ knobs: Knobs) -> Bool { brokenBy.allSatisfy { knobs[$0] } }
}

/// The rules, in the order they are checked (the first broken one is reported).
public enum Rules {
  public static let all: [Rule] = [
    contentNeedsSession, noStuckLink, tapHandledOrWaiting, externalLink, delegateNeverCrashes,
    foregroundNotificationShown, permissionDialogOnce, badgeCountsFavorites, screenFollowsState,
    oneDismissalPerPresentation, deliveredOnce, printOrder, noPasswordInOutput,
  ]

  public static func named(_ name: String) -> Rule? { all.first { $0.name == name } }

  /// The first rule broken by a step, with what broke; nil when all hold. `knobs` picks the
  /// rules that apply (`pdx check` fixes the knobs and checks them all).
  public static func firstBreach(_ input: RuleInput, checking rules: [Rule] = all) -> (
    Rule, Breach
  )? {
    // In place: a copy of a rule retains its strings and its closure.
    rules.withUnsafeBufferPointer { rules in
      for i in rules.indices {
        if let breach = rules[i].check(input) { return (rules[i], breach) }
      }
      return nil
    }
  }

  // MARK: The lessons' rules

  static let contentNeedsSession = Rule(
    name: "content-needs-session", lesson: "000 La puerta y la cuenta en iOS",
    statement: "ContentView exists only without accounts or with a session", brokenBy: []
  ) { i in
    guard let app = i.after.app, app.hayCuentas, app.sesion == nil, app.contenido != nil else {
      return nil
    }
    return Breach(
      message: "ContentView is built while accounts are configured and there is no session",
      expect: "expect contenido == nil")
  }

  static let noStuckLink = Rule(
    name: "no-stuck-link", lesson: "000 La puerta y la cuenta en iOS",
    statement: "a link never waits in the delegate while ContentView exists",
    brokenBy: [.onchangeInitial, .resetLink]
  ) { i in
    guard let app = i.after.app, app.contenido != nil, let link = app.enlacePendiente else {
      return nil
    }
    return Breach(
      message: "\(Quoting.visible(link)) waits in the delegate while ContentView exists: no"
        + " onChange will handle it",
      expect: "expect delegado.enlacePendiente == nil")
  }

  static let tapHandledOrWaiting = Rule(
    name: "tap-handled-or-waiting", lesson: "001 Del aviso a la ficha, en iOS",
    statement: "a tapped notification is handled, or waits visibly in the delegate; never"
      + " silently dropped",
    brokenBy: [.delegateInstall, .resetLink]
  ) { i in
    guard case .tapNotification(let tapped) = i.action, let app = i.after.app else { return nil }
    let link = tapped ?? i.before.linkOfTheDay
    guard case .success(let destination) = Destino.parse(link) else { return nil }
    // Waiting in the delegate is visible (`show`), content or not; a link that waits while
    // content is built is `no-stuck-link`'s to report.
    if app.enlacePendiente == link { return nil }
    if app.contenido != nil {
      let path = destination.path
      guard app.contenido?.pestana != .lista || app.contenido?.caminoLista != path else {
        return nil
      }
      return Breach(
        message: "the tapped \(Quoting.visible(link)) was neither handled nor kept waiting",
        expect: "expect contenido.caminoLista == \(Value.ints(path))")
    }
    var shown = ""
    Value.writeQuoted(link, to: &shown)
    return Breach(
      message: "the tapped \(Quoting.visible(link)) is not waiting in the delegate for"
        + " ContentView",
      expect: "expect delegado.enlacePendiente == \(shown)")
  }

  static let externalLink = Rule(
    name: "external-link-handled-lost-or-waiting", lesson: "000 La puerta y la cuenta en iOS",
    statement: "an external link is handled; without content it is lost with its note on iOS"
      + " and waits in the activity on Android",
    brokenBy: [.onNewIntent]
  ) { i in
    guard case .openURL(let link) = i.action, let app = i.after.app,
      case .success(let destination) = Destino.parse(link)
    else { return nil }
    let path = destination.path
    if app.contenido?.pestana == .lista, app.contenido?.caminoLista == path { return nil }
    switch i.after.dispositivo.plataforma {
    case .ios:
      if app.contenido == nil, i.step.has(Note.ID.linkLost) { return nil }
      return Breach(
        message: "\(Quoting.visible(link)) was neither handled nor reported lost",
        expect: (app.contenido != nil)
          ? "expect contenido.caminoLista == \(Value.ints(path))"
          : "expect note \(Note.ID.linkLost.rawValue)")
    case .android:
      if !(app.contenido != nil), app.enlaceActividad == link { return nil }
      var shown = ""
      Value.writeQuoted(link, to: &shown)
      return Breach(
        message: "\(Quoting.visible(link)) was neither handled nor kept in the activity",
        expect: (app.contenido != nil)
          ? "expect contenido.caminoLista == \(Value.ints(path))"
          : "expect actividad.enlacePendiente == \(shown)")
    }
  }

  static let delegateNeverCrashes = Rule(
    name: "delegate-never-crashes", lesson: "001 Del aviso a la ficha, en iOS",
    statement: "the notification delegate never takes the app down", brokenBy: [.mainActor]
  ) { i in
    guard i.after.app == nil else { return nil }
    var inDelegate = false
    for event in i.step.events {
      switch event {
      case .action(let action):
        inDelegate = if case .didReceive = action { true } else { false }
      case .note(let note) where inDelegate && note.isCrash:
        return Breach(
          message: "the notification delegate crashed the app",
          expect: "expect app.enMarcha == true")
      default: break
      }
    }
    return nil
  }

  static let foregroundNotificationShown = Rule(
    name: "foreground-notification-shown", lesson: "001 Del aviso a la ficha, en iOS",
    statement: "with permission, a notification arriving in the foreground shows a banner",
    brokenBy: [.willPresent]
  ) { i in
    guard case .notify = i.action, i.before.dispositivo.notificaciones == .authorized,
      i.before.app?.escena == .active, !i.step.has(UIEvent.ID.banner)
    else { return nil }
    return Breach(
      message: "a notification arrived in the foreground, with permission, and showed nothing",
      expect: "expect ui \(UIEvent.ID.banner.rawValue)")
  }

  static let permissionDialogOnce = Rule(
    name: "permission-dialog-once", lesson: "003 Permisos en iOS",
    statement: "the system asks for a permission once per install", brokenBy: []
  ) { i in
    guard let alert = i.after.app?.alerta, i.before.app?.alerta == nil else { return nil }
    let before =
      alert.permission == .notifications
      ? i.before.dispositivo.notificaciones : i.before.dispositivo.camara
    guard before != .notDetermined else { return nil }
    return Breach(
      message: "the system dialog showed although the answer was \(before.rawValue)",
      expect: "expect dialogo == nil")
  }

  static let badgePath = StatePaths.named("contenido.insignia")

  static let badgeCountsFavorites = Rule(
    name: "badge-counts-favorites", lesson: "001 Del aviso a la ficha, en iOS",
    statement: "the Favoritos badge is the number of favorites, nil at zero", brokenBy: []
  ) { i in
    guard i.after.app?.contenido != nil, let badge = badgePath?.value(in: i.after) else {
      return nil
    }
    let count = i.after.dispositivo.sandbox.favoritos.count
    let expected: Value = count == 0 ? .null : .string(String(count))
    guard badge != expected else { return nil }
    return Breach(
      message: "the badge shows \(badge) with \(count) favorites",
      expect: "expect contenido.insignia == \(expected)")
  }

  static let screenFollowsState = Rule(
    name: "screen-follows-state", lesson: "004 Navegación en UIKit dirigida por el estado",
    statement: "after each step the screen shows what the state says",
    brokenBy: [.reportDismissals, .didMoveToParent, .presentationDidDismiss]
  ) { i in
    guard let app = i.after.app else { return nil }
    let plataforma = i.after.dispositivo.plataforma
    if let c = app.contenido {
      if app.pantalla.lista != c.caminoLista {
        return Breach(
          message: "the Pokédex tab shows \(Value.ints(app.pantalla.lista ?? [])) but the state"
            + " says \(Value.ints(c.caminoLista))",
          expect: "expect pantalla.lista == \(Value.ints(c.caminoLista))")
      }
      if app.pantalla.favoritos != c.caminoFavoritos {
        return Breach(
          message: "the Favoritos tab shows \(Value.ints(app.pantalla.favoritos ?? [])) but the"
            + " state says \(Value.ints(c.caminoFavoritos))",
          expect: "expect pantalla.favoritos == \(Value.ints(c.caminoFavoritos))")
      }
    }
    let wanted = app.dialogo(plataforma)?.title
    guard app.pantalla.presentado?.title != wanted else { return nil }
    return Breach(
      message: "the screen presents \(literal(app.pantalla.presentado?.title)) but the"
        + " state says \(literal(wanted))",
      expect: "expect pantalla.presentado == \(literal(wanted))")
  }

  static let oneDismissalPerPresentation = Rule(
    name: "one-dismissal-per-presentation",
    lesson: "004 Navegación en UIKit dirigida por el estado",
    statement: "the reconciler asks UIKit to dismiss what it presented once",
    brokenBy: [.nilBeforeDismiss]
  ) { i in
    guard i.step.has(UIEvent.ID.dismissAgainRefused) else { return nil }
    return Breach(
      message: "the reconciler asked UIKit to dismiss again during the animation",
      expect: "!expect ui \(UIEvent.ID.dismissAgainRefused.rawValue)")
  }

  // MARK: pdx's own promises

  static let deliveredOnce = Rule(
    name: "delivered-once", lesson: "001 Del aviso a la ficha, en iOS",
    statement: "a pending link is handled at most once", brokenBy: []
  ) { i in
    var handled = 0
    var received = 0
    // What the current action is: 1 a handler, 2 the delegate's didReceive, 0 another; -1
    // once its change of the pending link is counted.
    var current = 0
    for event in i.step.events {
      switch event {
      case .action(let action):
        current =
          switch action {
          case .observeLink: 1
          case .didReceive: 2
          default: 0
          }
      case .change(let c) where current > 0 && c.path == "delegado.enlacePendiente":
        if current == 1 { handled += 1 } else { received += 1 }
        current = -1
      default: break
      }
    }
    let waiting = i.before.app?.enlacePendiente != nil ? 1 : 0
    guard handled > waiting + received else { return nil }
    return Breach(
      message: "a pending link was delivered more than once",
      expect: "expect delegado.enlacePendiente == nil")
  }

  static let printOrder = Rule(
    name: "print-order", lesson: "docs/reference.md §4.1",
    statement: "a step's events are in print order: each action's changes, ui, log, notes",
    brokenBy: []
  ) { i in
    guard !i.step.isInPrintOrder else { return nil }
    return Breach(
      message: "a step's events are not in print order",
      expect: #"expect output contains "(the events in print order)""#)
  }

  static let noPasswordInOutput = Rule(
    name: "no-password-in-output", lesson: "docs/reference.md §6.1",
    statement: "no password appears in any output (but what the command itself shows)",
    brokenBy: []
  ) { i in
    // Over the events' values: a password could only reach the output through a text field of
    // an event (a link, a key, a title; the app's log lines are fixed) or a changed value. Read
    // in place: a copy of each event retains its strings, and this rule reads every step.
    let leaked: String? = i.step.events.withUnsafeBufferPointer { events in
      var found: String?
      let test = { (text: String) -> Bool in
        found = password(in: text, i)
        return found != nil
      }
      for index in events.indices {
        switch events[index] {
        case .action(.plistAdd(let key)), .action(.plistRemove(let key)):
          if test(key) { return found }
        case .action, .log: continue
        case .ui(let event): if event.anyText(test) { return found }
        case .note(let note): if note.anyText(test) { return found }
        case .change(let c):
          if let leak = password(in: c.old, i) ?? password(in: c.new, i) { return leak }
        }
      }
      return nil
    }
    guard let leaked else { return nil }
    return Breach(
      message: "a password appears in the step's output",
      expect: "!expect output contains \"\(leaked)\"")
  }

  /// A password in play that `text` holds and the command did not show itself.
  static func password(in text: String, _ i: RuleInput) -> String? {
    for password in i.passwords
    where !password.isEmpty && holds(text, password) && !holds(i.shown, password) {
      return password
    }
    return nil
  }

  static func password(in value: Value, _ i: RuleInput) -> String? {
    switch value {
    case .string(let s): password(in: s, i)
    case .list(let items): items.lazy.compactMap { password(in: $0, i) }.first
    default: nil
    }
  }
}

/// Whether `text` holds `needle`, found on the bytes (memchr, memcmp: every step of a check goes
/// through the rules, and `String.contains` costs hundreds of instructions a call).
func holds(_ text: String, _ needle: String) -> Bool {
  let found = text.utf8.withContiguousStorageIfAvailable { t in
    needle.utf8.withContiguousStorageIfAvailable { n in find(n, in: t) }
  }
  // Both are native strings (the step's and the rules'); a bridged one takes the long way.
  return (found ?? nil) ?? text.contains(needle)
}

/// Whether the bytes `t` hold the bytes `n`.
@inline(__always)
private func find(_ n: UnsafeBufferPointer<UInt8>, in t: UnsafeBufferPointer<UInt8>) -> Bool {
  guard let tb = t.baseAddress, let nb = n.baseAddress else { return n.isEmpty }
  var from = 0
  while t.count - from >= n.count,
    let hit = memchr(tb + from, Int32(nb[0]), t.count - from - n.count + 1)
  {
    let at = tb.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    if memcmp(tb + at, nb, n.count) == 0 { return true }
    from = at + 1
  }
  return false
}

/// A text as a literal, nil as `nil`.
private func literal(_ text: String?) -> Value { text.map(Value.string) ?? .null }

extension Destino {
  /// The Pokédex tab's stack `abrir` leaves for this destination.
  var path: [Int] {
    switch self {
    case .lista: []
    case .detalle(let n): [n]
    }
  }
}
