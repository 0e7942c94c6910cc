import PdxCommands
import PdxLanguage
import PdxScripts
import PdxSession
@_spi(Internals) import PokedexCore

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
  /// What broke: `rule-name: what happened` for a rule, else the session's promise broken.
  public var invariant: Words
  public var script: [String]
}

/// `pdx explore`: random commands, valid and invalid, with the world's invariants checked after
/// every step.
public struct Explorer {
  public var seed: UInt64
  public var steps: Int
  public var options = SessionOptions()
  /// The name of the signal that asked the run to stop, once one did (asked before each step).
  public var stop: () -> String? = { nil }

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
    /// The steps asked for, and the signal that stopped the run before them, if one did.
    public var requested = 0
    public var stoppedBy: String?

    /// What `pdx explore` prints on stdout: the run and the digest of its output, then `no
    /// violation`, or what broke, where, and the script that shows it. The same for the same
    /// seed, byte for byte.
    public func lines(seed: UInt64, _ language: Language) -> [String] {
      let taken = Numbers.counted(steps, ("step", "steps"), ("paso", "pasos"))
      let refused = Numbers.counted(rejected, ("rejected", "rejected"), ("rechazado", "rechazados"))
      let digest = Report.hex16(self.digest)
      let headline = Words(
        en: "explore: seed \(seed), \(taken.en) (\(refused.en)), output digest \(digest)",
        es: "explore: semilla \(seed), \(taken.es) (\(refused.es)), huella de la salida \(digest)")
      guard let v = violation else {
        // What was not run is no part of the verdict: a run a signal stopped says so.
        if let signal = stoppedBy {
          let asked = Numbers.counted(requested, ("step", "steps"), ("paso", "pasos"))
          return [
            headline(language),
            Words(
              en: "no violation in the \(taken.en) run of \(asked.en): \(signal) stopped it",
              es: "ninguna regla rota en \(steps == 1 ? "el" : "los") \(taken.es) dados de"
                + " \(asked.es): \(signal) la paró")(language),
          ]
        }
        return [headline(language), Words(en: "no violation", es: "ninguna regla rota")(language)]
      }
      let shown = Numbers.counted(v.script.count, ("line", "lines"), ("línea", "líneas"))
      return [
        headline(language),
        Words(
          en: "violation at step \(v.step) (seed \(v.seed)): ",
          es: "regla rota en el paso \(v.step) (semilla \(v.seed)): ")(language)
          + v.invariant(language),
        Words(
          en: "a script that shows it (\(shown.en)):", es: "un guion que lo muestra (\(shown.es)):")(
            language),
      ] + v.script.map { "  " + $0 }
    }

    /// The digest in 16 hexadecimal digits, zeros in front: the same width for every seed.
    static func hex16(_ n: UInt64) -> String {
      let digits = String(n, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
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
    // Only the lines minimising may use are kept (keeping them all grew with the run); the
    // seed regenerates the rest when they are needed.
    var recent = Ring<String>(capacity: Explorer.minimizedWindow)
    var worlds = Ring<World>(capacity: Store.undoLimit)
    var suspended = Suspensions()
    report.requested = max(1, steps)
    for n in 1...max(1, steps) {
      if let signal = stop() {
        report.stoppedBy = signal
        break
      }
      let line = Explorer.randomLine(&rng, world: session.store.world)
      recent.push(line)
      let before = session.store.world
      let outcome = session.execute(line, at: nil, script: false)
      let after = session.store.world
      report.steps = n
      if case .rejected = outcome { report.rejected += 1 }
      if let broken = Explorer.check(
        line: line, outcome: outcome, before: before, after: after,
        undoTarget: Explorer.undoTarget(line, worlds), step: session.lastStep,
        suspended: suspended)
      {
        let lines =
          Explorer.minimize(recent.oldestFirst, invariant: broken, options: options)
          ?? Explorer.minimize(lines(upTo: n), invariant: broken, options: options)
          ?? lines(upTo: n)
        report.violation = Violation(
          seed: seed, step: n, invariant: broken,
          script: Explorer.replayable(lines, options: options))
        break
      }
      Explorer.remember(line, outcome, before: before, after: after, in: &worlds)
      suspended.update(line, outcome, after: after)
    }
    report.digest = sink.digest
    return report
  }

  /// The first `count` lines this seed gives, regenerated by running them again (the lines
  /// depend on the world they are drawn in): only when a violation needs more than the kept
  /// window.
  func lines(upTo count: Int) -> [String] {
    var rng = SplitMix64(seed: seed)
    let session = Session(options: options, sink: .discard, diagnostic: { _ in })
    var out: [String] = []
    for _ in 0..<count {
      let line = Explorer.randomLine(&rng, world: session.store.world)
      out.append(line)
      session.execute(line, at: nil, script: false)
    }
    return out
  }

  /// How many of the last lines minimising starts from.
  static let minimizedWindow = 400

  static func isAcceptedStep(_ line: String, _ outcome: Outcome) -> Bool {
    guard outcome == .ok, let p = try? Parser.parse(line) else { return false }
    switch p.invocation {
    case .action, .platform, .reset: return true
    default: return false
    }
  }

  /// The invariants, after one line; nil when they all hold: the rules `pdx check` checks
  /// (those that apply with the world's knobs: `explore` sets knobs at random), then what only
  /// a session can break (a rejection that changed the world, an undo that restored another).
  static func check(
    line: String, outcome: Outcome, before: World, after: World, undoTarget: World?,
    step: Step?, suspended: Suspensions = Suspensions()
  ) -> Words? {
    if let step, step.rejection == nil,
      case .action(let action)? = (try? Parser.parse(line))?.invocation
    {
      let input = RuleInput(
        before: before, after: after, action: action, step: step, shown: Secrets.masked(line),
        passwords: [leakProbe])
      let rules = Rules.all.filter {
        $0.applies(before.knobs) && $0.applies(after.knobs) && !suspended.holds($0)
      }
      if let (rule, breach) = Rules.firstBreach(input, checking: rules) {
        return rule.name + ": " + breach.words
      }
    }
    if case .rejected = outcome, before != after {
      return Words(
        en: "a rejected command changed the world", es: "una orden rechazada cambió el mundo")
    }
    if undoneSteps(line) != nil, outcome == .ok, let undoTarget, after != undoTarget {
      return Words(
        en: "undo did not restore the exact previous world",
        es: "undo no devolvió exactamente el mundo de antes")
    }
    return nil
  }

  /// How many steps the line undoes: N for `undo` and `undo N`; nil for any other line (and
  /// for `undo run`, which the explorer never meets with a run to undo: it runs no files).
  static func undoneSteps(_ line: String) -> Int? {
    guard case .undo(.steps(let n))? = (try? Parser.parse(line))??.invocation else { return nil }
    return n
  }

  /// The world an undo should restore: the one before the N-th last accepted step.
  static func undoTarget(_ line: String, _ worlds: Ring<World>) -> World? {
    undoneSteps(line).flatMap { worlds.newest($0) }
  }

  /// Mirror of the store's undo memory: the world before each accepted step.
  static func remember(
    _ line: String, _ outcome: Outcome, before: World, after: World,
    in worlds: inout Ring<World>
  ) {
    if let n = undoneSteps(line) {
      if outcome == .ok { for _ in 0..<min(n, worlds.count) { _ = worlds.pop() } }
    } else if before != after || isAcceptedStep(line, outcome) {
      worlds.push(before)
    }
  }

  /// Replays `lines` in a fresh session and says whether `invariant` breaks, with the
  /// delivered-once check counted along the way.
  static func reproduces(_ lines: [String], invariant: Words, options: SessionOptions) -> Bool {
    let session = Session(options: options, sink: .discard, diagnostic: { _ in })
    var worlds = Ring<World>(capacity: Store.undoLimit)
    var suspended = Suspensions()
    for line in lines {
      let before = session.store.world
      let outcome = session.execute(line, at: nil, script: false)
      let after = session.store.world
      if check(
        line: line, outcome: outcome, before: before, after: after,
        undoTarget: undoTarget(line, worlds), step: session.lastStep, suspended: suspended)
        == invariant
      {
        return true
      }
      remember(line, outcome, before: before, after: after, in: &worlds)
      suspended.update(line, outcome, after: after)
    }
    return false
  }

  /// The minimised lines as a script `pdx run` replays exactly as explore ran them: a line that
  /// was rejected (or had an argument error) gets its `!`; a line that does nothing in the world
  /// and that a script may not hold (an unknown command, a malformed line, an `expect` that
  /// failed) is left out.
  static func replayable(_ lines: [String], options: SessionOptions) -> [String] {
    let session = Session(options: options, sink: .discard, diagnostic: { _ in })
    var out: [String] = []
    for line in lines {
      let written: String
      switch session.execute(line, at: nil, script: false) {
      case .ok: written = line
      case .rejected: written = "!" + line
      case .failed, .scriptError, .quit, .interrupted: continue
      }
      // What a script reader refuses (an unknown command, even after `!`) changed nothing.
      guard (try? ScriptReader.parse(Array((written + "\n").utf8), path: "repro.pdx")) != nil
      else { continue }
      out.append(written)
    }
    return out
  }

  /// Greedy minimisation: drop lines, one at a time from the end, while the violation still
  /// shows; only the last `minimizedWindow` lines are considered. nil when those do not show it.
  static func minimize(_ lines: [String], invariant: Words, options: SessionOptions) -> [String]? {
    minimize(lines) { reproduces($0, invariant: invariant, options: options) }
  }

  static func minimize(_ lines: [String], stillFails: ([String]) -> Bool) -> [String]? {
    var current = Array(lines.suffix(minimizedWindow))
    guard stillFails(current) else { return nil }
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
  static let passwords = ["pikachu", "12345", leakProbe, ""]
  /// The password `no-password-in-output` looks for: typed only where a password goes, so
  /// that any output holding it is a leak ("pikachu" is also a Pokémon, an email typed as text).
  static let leakProbe = "secretpw"

  /// Words an argument of each kind may take: mostly valid, some not.
  static func words(for kind: ArgKind, previous: String) -> [String] {
    switch kind {
    case .pokemon: pokemon
    case .url: urls
    case .email: emails
    case .password: passwords
    case .text:
      emails + passwords.filter { $0 != leakProbe } + [
        "NSCameraUsageDescription", "\"Para escanear\"",
      ]
    case .rest: ["hola", "\"dos palabras\""]
    case .date: ["2026-01-01", "2026-02-01", "2024-02-29", "2026-02-29", "mañana"]
    case .count: ["1", "2", "3", "0", "muchos"]
    case .file: ["/nonexistent/x.pdx"]
    case .path: ["raiz", "contenido", "pantalla.lista", "nada"]
    case .expectTarget: ["raiz", "contenido", "delegado.enlacePendiente", "output", "nada"]
    case .choice(let ws): ws + ["otro"]
    case .knob: Knob.allCases.map(\.name) + ["otro"]
    case .knobValue: (Knob.named(previous)?.values ?? []) + ["maybe"]
    case .eventID: ["link-lost", "banner", "permission-granted", "nada"]
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
    for slot in form.slots {
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

/// The rules not judged for now: a rule one of whose knobs went to its pitfall since the last
/// fresh world (`reset`, `platform`). A state made while the knob was off may hold what the rule
/// forbids (a link left waiting while `reset-link off`); setting the knob back does not unmake
/// it, so judging it then would blame the fix for the pitfall's state. The rule is judged again
/// from the next fresh world on.
struct Suspensions {
  private var names: Set<String> = []

  func holds(_ rule: Rule) -> Bool { names.contains(rule.name) }

  mutating func update(_ line: String, _ outcome: Outcome, after: World) {
    if outcome == .ok, let invocation = (try? Parser.parse(line))??.invocation {
      switch invocation {
      case .reset, .platform: names.removeAll()
      default: break
      }
    }
    for rule in Rules.all where !rule.applies(after.knobs) { names.insert(rule.name) }
  }
}
