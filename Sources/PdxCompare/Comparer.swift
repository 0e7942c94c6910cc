import PdxCommands
import PdxLanguage
import PdxScripts
import PdxSession
import PokedexCore

/// `pdx compare FILE` (docs/reference.md §4.5): the script's lines sent, one by one, to two
/// sessions, one on iOS and one on Android, each started from its own fresh world. After each
/// line the two worlds are compared path by path, and the line is kept only when it set them
/// apart, or brought them back together.
///
/// The run never stops at a failure: a rejected command or a failing `expect` on one side is
/// what compare is for. `platform X` starts both sides over, each on its own platform (a
/// comparison of iOS against iOS would say nothing); `run FILE` is followed into FILE, so its
/// lines are compared one by one too; transcript blocks and narration are not read.
///
///     let found = try Comparer().compare(ScriptReader.read(path: "a.pdx"))
///     found.agree  // false: `uninstall` keeps the keychain on iOS only
public struct Comparer {
  public var hayCuentas: Bool
  /// The language both sides speak: the reasons, notes and errors are in it.
  public var language: Language

  public init(hayCuentas: Bool = true, language: Language = .en) {
    self.hayCuentas = hayCuentas
    self.language = language
  }

  /// Paths that only say which platform a world is on: never a difference. The installed
  /// build's Info.plist is iOS's alone (Android's app has none).
  public static let ignored: Set<StatePath> = [
    .field(.dispositivoPlataforma), .field(.dispositivoInfo),
  ]

  public func compare(_ script: Script) throws(CompareError) -> Comparison {
    var run = Lockstep(hayCuentas: hayCuentas, language: language)
    try run.file(script, trail: [])
    return Comparison(
      commands: run.commands, expectations: run.expectations, differences: run.differences,
      language: language)
  }
}

/// Two sessions driven by the same lines, and where their worlds differ now.
struct Lockstep {
  let ios: Session
  let android: Session
  let language: Language
  var commands = 0
  var expectations = 0
  var differences: [Difference] = []
  var apart: [Apart]

  init(hayCuentas: Bool, language: Language) {
    func session(_ platform: Plataforma) -> Session {
      var options = SessionOptions()
      options.platform = platform
      options.hayCuentas = hayCuentas
      options.language = language
      let session = Session(options: options, sink: .discard, diagnostic: { _ in })
      session.start()
      return session
    }
    ios = session(.ios)
    android = session(.android)
    self.language = language
    apart = Apart.between(ios.store.world, android.store.world)
    if !apart.isEmpty {
      differences.append(
        Difference(location: nil, command: "launch", items: Apart.items(from: [], to: apart)))
    }
  }

  /// A file's lines, in order; `trail` holds the `run` lines it was included from, innermost
  /// first.
  mutating func file(_ script: Script, trail: [Location]) throws(CompareError) {
    for line in script.lines {
      guard case .command(let text, let parsed) = line.kind else { continue }
      let location = Location(path: script.path, line: line.number)
      switch parsed?.invocation {
      case .run(let file) where parsed?.negated == false:
        try include(file, at: location, trail: trail)
      case .quit:
        // As in `pdx run`: the file ends here (an included one returns to its includer).
        return
      default:
        try self.line(text, parsed, at: location, trail: trail)
      }
    }
  }

  /// `run FILE`: FILE's lines, compared one by one. A relative FILE is taken from the including
  /// script's folder, as `pdx run` takes it (docs/reference.md §5.1).
  private mutating func include(_ file: String, at location: Location, trail: [Location])
    throws(CompareError)
  {
    guard trail.count < Session.includeLimit else {
      throw CompareError(
        "\(location): run: "
          + Words(
            en: "more than \(Session.includeLimit) nested runs (does a script run itself?)",
            es:
              "más de \(Session.includeLimit) inclusiones anidadas (¿un guion se ejecuta a sí mismo?)"
          )(
            language), trail: describe(trail))
    }
    var path = file
    if !file.hasPrefix("/"), let slash = location.path.lastIndex(of: "/") {
      path = location.path[...slash] + file
    }
    let script: Script
    do {
      script = try ScriptReader.read(path: path)
    } catch {
      // A file that cannot be read is the `run` line's error; a malformed line is its own.
      if error.line == 0 {
        throw CompareError("\(location): " + error.description(language), trail: describe(trail))
      }
      throw CompareError(error.description(language), trail: describe([location] + trail))
    }
    try self.file(script, trail: [location] + trail)
  }

  /// One line on both sides, and what it set apart.
  private mutating func line(
    _ text: String, _ parsed: ParsedLine?, at location: Location, trail: [Location]
  ) throws(CompareError) {
    var items: [Difference.Item] = []
    var run = (text: text, parsed: parsed)
    if case .platform(let p) = parsed?.invocation {
      items.append(
        .note(
          Words(
            en: "each side starts over on its own platform (compare never runs \(p) against \(p))",
            es: "cada lado empieza de nuevo en su plataforma (compare nunca enfrenta \(p) con \(p))"
          )(
            language)))
      run = ("reset", ParsedLine(invocation: .reset, negated: parsed!.negated, command: "reset"))
    }
    let onIOS = ios.execute(run.text, at: location, script: true, parsed: run.parsed)
    let onAndroid = android.execute(run.text, at: location, script: true, parsed: run.parsed)
    for outcome in [onIOS, onAndroid] {
      if case .scriptError(let message) = outcome {
        throw CompareError(message, trail: describe(trail))
      }
    }
    if case .expect(let e) = parsed?.invocation {
      expectations += 1
      let negated = parsed?.negated ?? false
      let (i, a) = (
        found(onIOS, e, negated: negated), found(onAndroid, e, negated: negated)
      )
      if (i == nil) != (a == nil) { items.append(.expectation(ios: i, android: a)) }
    } else {
      commands += 1
      // A `!` line whose argument error is what it asserts is read unparsed.
      let negated = parsed?.negated ?? true
      let i = Lockstep.verdict(onIOS, ios, negated: negated)
      let a = Lockstep.verdict(onAndroid, android, negated: negated)
      if (i == .accepted) != (a == .accepted) { items.append(.verdict(ios: i, android: a)) }
      if let events = Lockstep.events(ios.lastStep, android.lastStep) { items.append(events) }
    }
    let now = Apart.between(ios.store.world, android.store.world)
    items += Apart.items(from: apart, to: now)
    apart = now
    guard items.contains(where: { if case .note = $0 { false } else { true } }) else { return }
    differences.append(
      Difference(location: location, command: Secrets.masked(text), items: items))
  }

  /// Whether a side took the line: a step says so itself; the shell's own commands, by their
  /// outcome (in script mode a rejection without `!` is a failure, and one with `!` is met).
  static func verdict(_ outcome: Outcome, _ session: Session, negated: Bool) -> Verdict {
    if let step = session.lastStep {
      return step.rejection.map { .rejected(session.options.language.text($0)) } ?? .accepted
    }
    let rejected = Verdict.rejectedLabel(session.options.language)
    switch outcome {
    case .rejected(let why):
      return .rejected(why)
    case .failed(let f) where f.actual.first?.hasPrefix(rejected) == true:
      return .rejected(String(f.actual[0].dropFirst(rejected.count)))
    case .ok where negated:
      let error = "error: "
      guard let first = session.lastOutput.first, first.hasPrefix(error) else { return .accepted }
      return .rejected(String(first.dropFirst(error.count)))
    default:
      return .accepted
    }
  }

  /// nil when the `expect` line holds on a side; else what that side has instead.
  func found(_ outcome: Outcome, _ e: Expectation, negated: Bool) -> String? {
    guard case .failed(let f) = outcome else { return nil }
    if case .outputContains = e, !negated {
      return Words(
        en: "no line of the last command's output contains it",
        es: "ninguna línea de la salida de la última orden lo contiene")(language)
    }
    return f.actual.joined(separator: "; ")
  }

  func describe(_ trail: [Location]) -> [String] {
    let words = Words(en: "  included from ", es: "  incluido desde ")(language)
    return trail.map { words + $0.description }
  }
}
