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
    if let step, !step.isInPrintOrder {
      return "a step's events are not in print order (changes, ui, log, notes in each action)"
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
    let session = Session(options: options, sink: .discard, diagnostic: { _ in })
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

  /// Words an argument of each kind may take: mostly valid, some not.
  static func words(for kind: ArgKind, previous: String) -> [String] {
    switch kind {
    case .pokemon: pokemon
    case .url: urls
    case .email: emails
    case .password: passwords
    case .text: emails + passwords + ["NSCameraUsageDescription", "\"Para escanear\""]
    case .rest: ["hola", "\"dos palabras\""]
    case .date: ["2026-01-01", "2026-02-01", "2024-02-29", "2026-02-29", "mañana"]
    case .file: ["/nonexistent/x.pdx"]
    case .path: ["raiz", "contenido", "pantalla.lista", "nada"]
    case .expectTarget: ["raiz", "contenido", "delegado.enlacePendiente", "output", "nada"]
    case .choice(let ws): ws + ["otro"]
    case .knob: Knob.allCases.map(\.rawValue) + ["otro"]
    case .knobValue: (Knob(rawValue: previous)?.values ?? []) + ["maybe"]
    case .command: CommandTable.names
    case .literal: ["conSesion", "nil", "[25]", "\"lost\"", "[1"]
    }
  }

  /// Commands the explorer leaves out: they touch files or end the session.
  static let excluded: Set<String> = ["save", "run", "quit", "exit"]
  static let explored = CommandTable.all.filter { !excluded.contains($0.name) }

  /// One line built from the command table's grammar: a command, one of its forms, and words
  /// for each argument of that form (sometimes wrong ones), so every command is explored. With
  /// the form on screen it often signs in, so that the content's states are explored as much
  /// as the guard's.
  static func randomLine(_ rng: inout SplitMix64, world: World? = nil) -> String {
    func pick(_ xs: [String]) -> String { xs[Int(rng.next() % UInt64(xs.count))] }
    func chance(_ n: UInt64) -> Bool { rng.next() % n == 0 }
    if let app = world?.app, app.formulario != nil, chance(3) {
      return pick(["signup", "login"]) + " " + pick(["ash@kanto.com", "misty@kanto.com"])
        + " pikachu"
    }
    if world?.app == nil, chance(2) {
      return pick(["launch", "install", "tap-notification", "open-url pokedex://pokemon/4"])
    }
    if chance(40) { return pick(["nonsense", "tabb lista", "\"unterminated"]) }
    let spec = explored[Int(rng.next() % UInt64(explored.count))]
    let form = spec.forms[Int(rng.next() % UInt64(spec.forms.count))]
    var line = [spec.name]
    for slot in form {
      switch slot {
      case .word(let w): line.append(chance(30) ? "otro" : w)
      case .flag(let f): if chance(3) { line.append(f) }
      case .optional(_, let kind):
        if chance(2) { line.append(pick(words(for: kind, previous: line.last ?? ""))) }
      case .arg(_, let kind): line.append(pick(words(for: kind, previous: line.last ?? "")))
      }
    }
    return line.map { $0.isEmpty || ($0.contains(" ") && !$0.hasPrefix("\"")) ? "\"\($0)\"" : $0 }
      .joined(separator: " ")
  }
}
