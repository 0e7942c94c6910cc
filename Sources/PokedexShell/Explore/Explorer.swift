import PokedexCore

/// A small, seeded pseudo-random generator (SplitMix64): the same seed, the same numbers.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// An invariant that did not hold: where, and a minimal script that shows it again.
public struct Violation: Sendable, Equatable {
  public var seed: UInt64
  public var step: Int
  public var invariant: String
  public var script: [String]
}

/// `pdx explore`: random commands, valid and invalid, with the world's invariants checked after
/// every step.
public struct Explorer {
  public var seed: UInt64
  public var steps: Int
  public var options = SessionOptions()

  public init(seed: UInt64, steps: Int) {
    self.seed = seed
    self.steps = steps
  }

  /// What a run found, and a digest of everything it printed (FNV-1a), so that two runs with
  /// the same seed can be compared byte for byte.
  public struct Report: Sendable {
    public var steps = 0
    public var rejected = 0
    public var digest: UInt64 = 0xCBF2_9CE4_8422_2325
    public var violation: Violation?
  }

  public func run() -> Report {
    var report = Report()
    var rng = SplitMix64(seed: seed)
    final class Sink {
      var digest: UInt64 = 0xCBF2_9CE4_8422_2325
      func add(_ s: String) {
        for b in s.utf8 {
          digest ^= UInt64(b)
          digest &*= 0x0000_0100_0000_01B3
        }
        digest ^= 0x0A
        digest &*= 0x0000_0100_0000_01B3
      }
    }
    let sink = Sink()
    let session = Session(options: options, emit: sink.add)
    session.start()
    var history: [String] = []
    var worlds: [World] = []
    for n in 1...max(1, steps) {
      let line = Explorer.randomLine(&rng, world: session.store.world)
      history.append(line)
      let before = session.store.world
      let outcome = session.execute(line, at: nil, script: false)
      let after = session.store.world
      report.steps = n
      if case .rejected = outcome { report.rejected += 1 }
      if let broken = Explorer.check(
        line: line, outcome: outcome, before: before, after: after, undoTarget: worlds.last,
        step: session.lastStep)
      {
        report.violation = Violation(
          seed: seed, step: n, invariant: broken,
          script: Explorer.minimize(history, invariant: broken, options: options))
        break
      }
      // Mirror of the store's undo memory: the world before each accepted step.
      if line == "undo" {
        if outcome == .ok, !worlds.isEmpty { worlds.removeLast() }
      } else if before != after || Explorer.isAcceptedStep(line, outcome) {
        worlds.append(before)
        if worlds.count > Store.undoLimit { worlds.removeFirst() }
      }
    }
    report.digest = sink.digest
    return report
  }

  static func isAcceptedStep(_ line: String, _ outcome: Outcome) -> Bool {
    guard outcome == .ok, let p = try? Parser.parse(line) else { return false }
    switch p.invocation {
    case .action, .platform, .reset: return true
    default: return false
    }
  }

  /// The invariants, after one line; nil when they all hold.
  static func check(
    line: String, outcome: Outcome, before: World, after: World, undoTarget: World?,
    step: Step?
  ) -> String? {
    if let step, step.error == nil {
      var handled = 0
      var received = 0
      for a in step.actions
      where a.changes.contains(where: { $0.path == "delegado.enlacePendiente" }) {
        if a.name.hasPrefix("ContentView.onChange(of: enlacePendiente") { handled += 1 }
        if a.name == "DelegadoDeNotificaciones.didReceive" { received += 1 }
      }
      let waiting = before.app?.enlacePendiente != nil ? 1 : 0
      if handled > waiting + received { return "a pending link was delivered more than once" }
    }
    if case .rejected = outcome, before != after {
      return "a rejected command changed the world"
    }
    if line == "undo", outcome == .ok, let undoTarget, after != undoTarget {
      return "undo did not restore the exact previous world"
    }
    if let app = after.app {
      if app.hayCuentas && app.sesion == nil && app.contenido != nil {
        return "content is built while hayCuentas is true and there is no session"
      }
      if after.knobs.reportDismissals, let c = app.contenido {
        if app.pantalla.lista != c.caminoLista || app.pantalla.favoritos != c.caminoFavoritos {
          return "with dismissals reported, the screen's stacks differ from the state's"
        }
      }
      if after.knobs.reportDismissals,
        app.pantalla.presentado != app.dialogo(after.dispositivo.plataforma)
      {
        return "with dismissals reported, what is presented differs from the state"
      }
    }
    return nil
  }

  /// Replays `lines` in a fresh session and says whether `invariant` breaks, with the
  /// delivered-once check counted along the way.
  static func reproduces(_ lines: [String], invariant: String, options: SessionOptions) -> Bool {
    let session = Session(options: options, emit: { _ in })
    var worlds: [World] = []
    for line in lines {
      let before = session.store.world
      let outcome = session.execute(line, at: nil, script: false)
      let after = session.store.world
      if check(
        line: line, outcome: outcome, before: before, after: after, undoTarget: worlds.last,
        step: session.lastStep) == invariant
      {
        return true
      }
      if line == "undo" {
        if outcome == .ok, !worlds.isEmpty { worlds.removeLast() }
      } else if before != after || isAcceptedStep(line, outcome) {
        worlds.append(before)
        if worlds.count > Store.undoLimit { worlds.removeFirst() }
      }
    }
    return false
  }

  /// Greedy minimisation: drop lines, one at a time from the end, while the violation still
  /// shows; only the last 400 lines are considered.
  static func minimize(_ lines: [String], invariant: String, options: SessionOptions) -> [String] {
    minimize(lines) { reproduces($0, invariant: invariant, options: options) }
  }

  static func minimize(_ lines: [String], stillFails: ([String]) -> Bool) -> [String] {
    var current = Array(lines.suffix(400))
    guard stillFails(current) else { return lines }
    var i = current.count - 2
    while i >= 0 {
      var candidate = current
      candidate.remove(at: i)
      if stillFails(candidate) { current = candidate }
      i -= 1
    }
    return current
  }

  // MARK: Random lines

  static let pokemon = [
    "1", "25", "007", "151", "0", "152", "-1", "pikachu", "mew", "mr-mime", "pikachuu",
  ]
  static let urls = [
    "pokedex://lista", "pokedex://pokemon/25", "POKEDEX://Pokemon/001/", "pokedex://pokemon/0",
    "pokedex://pokemon/152", "https://pokedex/lista", "pokedex://otra", "junk",
    "pokedex://pokemon/7?x=1",
  ]
  static let emails = ["ash@kanto.com", "misty@kanto.com", "ash", "a@b", "", "ash@kanto.com "]
  static let passwords = ["pikachu", "12345", "secretpw", ""]

  /// One line built from the command words: mostly valid, sometimes not. With the form on
  /// screen it often signs in, so that the content's states are explored as much as the
  /// guard's.
  static func randomLine(_ rng: inout SplitMix64, world: World? = nil) -> String {
    func pick(_ xs: [String]) -> String { xs[Int(rng.next() % UInt64(xs.count))] }
    if let app = world?.app, app.formulario != nil, rng.next() % 3 == 0 {
      return pick(["signup", "login"]) + " " + pick(["ash@kanto.com", "misty@kanto.com"])
        + " pikachu"
    }
    if world?.app == nil, rng.next() % 2 == 0 {
      return pick(["launch", "install", "tap-notification", "open-url pokedex://pokemon/4"])
    }
    func quoted(_ s: String) -> String { s.isEmpty || s.contains(" ") ? "\"\(s)\"" : s }
    let commands = [
      "launch", "terminate", "restart", "install", "uninstall", "scene", "config", "date", "net",
      "signup", "login", "form", "type", "clear", "submit", "logout", "confirm", "cancel",
      "tap-outside", "drag-down", "open-url", "tap-notification", "notify", "permission",
      "allow", "deny", "system-settings", "plist", "tab", "open", "back", "swipe-back", "fav",
      "unfav", "settings", "show", "tree", "set", "undo", "expect", "say", "nonsense",
      "platform", "reset",
    ]
    let c = pick(commands + ["tab", "open", "fav", "back", "login", "signup", "tap-notification"])
    let onOff = ["on", "off", "maybe"]
    switch c {
    case "scene": return "scene " + pick(["active", "inactive", "background", "asleep"])
    case "config": return "config accounts " + pick(onOff)
    case "date":
      return "date " + pick(["2026-01-01", "2026-02-01", "2024-02-29", "2026-02-29", "mañana"])
    case "net": return "net " + pick(onOff)
    case "signup", "login":
      return c + " " + quoted(pick(emails)) + " " + quoted(pick(passwords))
    case "form": return "form mode " + pick(["entrar", "crearCuenta", "x"])
    case "type":
      return "type " + pick(["email", "password", "nombre"]) + " "
        + quoted(pick(emails + passwords))
    case "clear": return "clear " + pick(["email", "password"])
    case "logout": return pick(["logout", "logout --confirm"])
    case "open-url": return "open-url " + pick(urls)
    case "tap-notification", "notify": return pick([c, c + " " + pick(urls)])
    case "permission":
      return pick([
        "permission", "permission request", "permission request camera",
        "permission request --provisional", "permission request camera --provisional",
      ])
    case "system-settings":
      return "system-settings " + pick(["notifications", "camera"]) + " " + pick(onOff)
    case "plist":
      return pick([
        "plist add NSCameraUsageDescription \"Para escanear\"",
        "plist remove NSCameraUsageDescription",
      ])
    case "tab": return "tab " + pick(["lista", "favoritos", "ajustes", "inicio"])
    case "open", "fav", "unfav": return c + " " + pick(pokemon)
    case "settings":
      return pick([
        "settings tema " + pick(["sistema", "claro", "oscuro"]),
        "settings favoritosPorNumero " + pick(onOff),
      ])
    case "show": return pick(["show", "show contenido", "show raiz"])
    case "set":
      return "set " + pick(["onchange-initial", "delegate-install", "report-dismissals"]) + " "
        + pick(["on", "off", "early", "late"])
    case "expect":
      return pick([
        "expect raiz == conSesion", "expect contenido != nil", "expect output contains \"lost\"",
      ])
    case "say": return "say hola"
    case "platform": return "platform " + pick(["ios", "android", "windows"])
    default: return c
    }
  }
}
