import PokedexCore

/// How steps are printed.
public enum OutputFormat: String, Sendable, CaseIterable {
  case text, json
}

/// A session's settings, from the command line.
public struct SessionOptions: Sendable {
  public var format: OutputFormat = .text
  public var color = false
  public var plataforma: Plataforma = .ios
  public var hayCuentas = true
  /// Print each command before its output (`pdx> …`), as when replaying a script.
  public var echo = false
  public init() {}
}

/// Where a script's line came from, printed `path:line` (nil when typed). Every replayed line
/// has one, so its text is made only when something prints it.
public struct Location: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringInterpolation
{
  public var path: String
  public var line: Int

  public init(path: String, line: Int) {
    self.path = path
    self.line = line
  }

  /// `"a.pdx:3"`: the path before the last colon, the line after it.
  public init(stringLiteral text: String) {
    if let colon = text.lastIndex(of: ":"), let n = Int(text[text.index(after: colon)...]) {
      self.init(path: String(text[..<colon]), line: n)
    } else {
      self.init(path: text, line: 0)
    }
  }

  public var description: String { "\(path):\(line)" }
}

/// A flow that went otherwise than the script says: exit 1.
public struct Failure: Sendable, Equatable {
  public var location: Location?
  public var command: String
  /// The `-` lines.
  public var expected: [String]
  /// The `+` lines.
  public var actual: [String]
}

/// What happened to one line.
public enum Outcome: Sendable, Equatable {
  case ok
  /// Rejected, or an argument error: printed; in a script, decided by `!`.
  case rejected(String)
  case failed(Failure)
  /// The script itself is wrong (unknown command, bad argument, unreadable file): exit 2.
  case scriptError(String)
  case quit
  case interrupted
}

/// Where a session's output goes.
public enum OutputSink {
  /// Line by line (tests, explore).
  case lines((String) -> Void)
  /// In pieces of whole lines, each ended by a newline: what the front end writes.
  case bytes((UnsafeRawBufferPointer) -> Void)
  /// Nowhere: `pdx test` keeps only failures, so steps are not even rendered.
  case discard
}

/// The shell engine: runs command lines on a store, renders what happened, checks
/// expectations. No terminal here: output goes through the sink, passwords and pauses through
/// the closures the front end sets.
public final class Session {
  public private(set) var store: Store
  public var options: SessionOptions
  let sink: OutputSink
  /// Reused for every step: a step is rendered into it and handed to the sink in one piece.
  /// With the bytes sink it can hold a line's echo until the line's output joins it: both
  /// leave in one piece, and `execute` always ends with it empty.
  private var scratch = OutputBuffer()
  /// Where a run's failures go (stderr in the front end).
  private let diagnosticSink: (String) -> Void
  /// Asks for a password without echo (interactive only); nil when none was given.
  public var passwordProvider: ((String) -> String?)?
  /// Polled between script lines: Ctrl-C stops a running script.
  public var isInterrupted: () -> Bool = { false }
  /// Text of the last command's output, plain (no colour): for `output contains` and
  /// transcripts. A step's lines are rendered only when asked for.
  public var lastOutput: [String] { memory.lastShown.lines }
  /// What the lines run so far left behind: kept in one place, so a line updates it with one
  /// access (each access to a class's stored property is checked for exclusivity at run time).
  private var memory = Memory()

  /// What a command printed, kept as it came: a step is rendered to lines only when read.
  enum Shown {
    case lines([String])
    case step(Step)

    var lines: [String] {
      switch self {
      case .lines(let l): l
      case .step(let s): TextRenderer.render(s)
      }
    }
  }
  /// When set, the plain output of each command run from a script, by `file:line`.
  public var collectedOutputs: [Location: [String]]?
  /// Off under `--update`: transcript blocks are rewritten, not checked.
  public var checkTranscripts = true
  /// The step the last line ran (nil before the first command, and after a line that ran
  /// none).
  public var lastStep: Step? {
    guard memory.lineShowedStep, case .step(let step) = memory.lastShown else { return nil }
    return step
  }
  /// The last few steps, for a failure's context.
  public var recent: [String] {
    let oldestFirst =
      memory.recentSteps[memory.recentNext...] + memory.recentSteps[..<memory.recentNext]
    return oldestFirst.map { recent in
      let lines = recent.shown.lines
      let (location, command) = (recent.location, recent.command)
      let head = (location.map { $0.description + ": " } ?? "") + command
      let body = lines.prefix(12).map { "    " + $0 }
      let more = lines.count > 12 ? ["    …"] : []
      return (["  " + head] + body + more).joined(separator: "\n")
    }
  }
  /// The last lines typed or run, passwords masked: what `history` prints.
  public var typed: [String] { memory.typed }

  private struct Memory {
    /// What the last command printed.
    var lastShown = Shown.lines([])
    /// Whether the line running now (or last run) printed a step.
    var lineShowedStep = false
    /// The last few steps, kept as parts: they are joined only when a failure prints them.
    var recentSteps: [Recent] = []
    var recentNext = 0
    var typed: [String] = []
    /// How many lines scrolled out of `typed`, so numbers stay stable.
    var typedDropped = 0

    /// A line begins: it has shown nothing yet, and `history` lists it.
    mutating func begin(_ line: String) {
      lineShowedStep = false
      // Keeps between `typedLimit` and twice that many lines, dropping the oldest in one go.
      if typed.count == 2 * Session.typedLimit {
        typed.removeFirst(Session.typedLimit)
        typedDropped += Session.typedLimit
      }
      typed.append(line)
    }

    /// The line printed a step: it is the last output, and the newest of the recent steps.
    mutating func showed(_ step: Step, command: String, location: Location?) {
      lineShowedStep = true
      lastShown = .step(step)
      let recent = Recent(location: location, command: command, shown: lastShown)
      guard recentSteps.count == Session.recentLimit else { return recentSteps.append(recent) }
      // A ring: the oldest slot is overwritten, and `recent` reads from the one after it.
      recentSteps[recentNext] = recent
      recentNext = (recentNext + 1) % Session.recentLimit
    }
  }
  private struct Recent {
    var location: Location?
    var command: String
    var shown: Shown
  }
  /// Whether `save` is possible: the REPL records its session; scripts do not pay for it.
  public var recordsSession = false
  var recording: [Recorded] = []
  public static let typedLimit = 1000
  /// The `run FILE` lines the running lines were included from, outermost first (nil for one
  /// typed at the prompt).
  var includedFrom: [Location?] = []

  public static let recentLimit = 3
  public static let includeLimit = 16

  struct Recorded {
    var line: String
    var isStep: Bool
    var changes: [Change]
    var output: [String]
  }

  public convenience init(
    options: SessionOptions = SessionOptions(), emit: @escaping (String) -> Void,
    diagnostic: ((String) -> Void)? = nil
  ) {
    self.init(options: options, sink: .lines(emit), diagnostic: diagnostic ?? emit)
  }

  public init(
    options: SessionOptions = SessionOptions(), sink: OutputSink,
    diagnostic: @escaping (String) -> Void
  ) {
    self.options = options
    self.sink = sink
    self.diagnosticSink = diagnostic
    store = Store(plataforma: options.plataforma, hayCuentas: options.hayCuentas)
  }

  /// Prints one line.
  func emit(_ line: String) {
    switch sink {
    case .lines(let f): f(line)
    case .bytes:
      scratch.append(line)
      scratch.newline()
      flushScratch()
    case .discard: break
    }
  }

  /// Prints a diagnostic (a failure, a script error), after any output still held back.
  func diagnostic(_ line: String) {
    flushScratch()
    diagnosticSink(line)
  }

  /// Hands what the scratch buffer holds to the bytes sink.
  private func flushScratch() {
    if case .bytes(let f) = sink {
      scratch.drain(into: f)
    } else {
      scratch.removeAll()
    }
  }

  /// Prints the fresh world's launch: the first step.
  public func start() {
    show(step: store.launchStep, command: "launch", location: nil)
  }

  static func quoteIfNeeded(_ s: String) -> String {
    if !s.isEmpty, !s.contains(where: { " \t\"'\\#".contains($0) }) { return s }
    var out = ""
    Value.writeQuoted(s, to: &out)
    return out
  }

  // MARK: Running lines

  /// Runs one line. In `script` mode a leading `!` must be met by a rejection, a rejection
  /// without it fails the run, and an unknown command is a script error.
  @discardableResult
  public func execute(
    _ text: String, at location: Location? = nil, script: Bool = false,
    parsed preparsed: ParsedLine? = nil
  ) -> Outcome {
    defer { flushScratch() }
    // A script's reader hands over lines already trimmed and parsed: used as they are, not
    // copied (a parsed line is a few strings and an enum).
    if preparsed != nil { return perform(text, preparsed!, location: location, script: script) }
    let trimmed = text.droppingIndent()
    let parsed: ParsedLine
    do {
      guard let p = try Parser.parse(String(trimmed)) else {
        memory.lineShowedStep = false
        return .ok
      }
      parsed = p
    } catch {
      return parseFailure(error, String(trimmed), location: location, script: script)
    }
    return perform(String(trimmed), parsed, location: location, script: script)
  }

  /// A line that does not parse: its error is printed (a script error in a script), and `!`
  /// is met by an argument error. Kept out of `execute`, which every replayed line runs.
  @inline(never)
  private func parseFailure(
    _ error: ParseError, _ trimmed: String, location: Location?, script: Bool
  ) -> Outcome {
    let negated = trimmed.utf8.first == UInt8(ascii: "!")
    let message = (location.map { "\($0):\(error.column): " } ?? "") + error.message
    let command = Secrets.masked(trimmed)
    memory.begin(command)
    if options.echo { emitEcho(command) }
    if error.kind == .argument && negated {
      printError(message, command: command, location: location)
      return .ok
    }
    if script { return scriptError(message, command: command, location: location) }
    printError(message, command: command, location: location)
    return .rejected(message)
  }

  /// Runs a parsed line: `line` is its text, trimmed.
  private func perform(
    _ line: String, _ parsed: ParsedLine, location: Location?, script: Bool
  ) -> Outcome {
    let shown = Secrets.masked(line)
    memory.begin(shown)
    if options.echo { emitEcho(shown) }
    let outcome = run(parsed, text: line, shown: shown, location: location, script: script)
    return negate(outcome, parsed: parsed, shown: shown, location: location, script: script)
  }

  private func negate(
    _ outcome: Outcome, parsed: ParsedLine, shown: String, location: Location?, script: Bool
  ) -> Outcome {
    switch (outcome, parsed.negated) {
    case (.rejected, true):
      return .ok
    case (.failed, true):
      if case .expect = parsed.invocation { return .ok }
      return outcome
    case (.ok, true):
      let failure = Failure(
        location: location, command: shown, expected: ["rejected (the line starts with !)"],
        actual: ["accepted"])
      if script { return .failed(failure) }
      let message = "expected a rejection (the line starts with !), but it was accepted"
      printError(message, command: shown, location: location)
      return .rejected(message)
    case (.rejected(let why), false) where script:
      return .failed(
        Failure(
          location: location, command: shown, expected: ["accepted"],
          actual: ["rejected: " + why]))
    default:
      return outcome
    }
  }

  private func run(
    _ parsed: ParsedLine, text: String, shown: String, location: Location?, script: Bool
  ) -> Outcome {
    switch parsed.invocation {
    case .action(let action):
      let step = store.send(action)
      show(step: step, command: shown, location: location)
      record(text, step: step)
      if let error = step.error { return .rejected(error) }
      return .ok
    case .needsPassword(let signup, let email):
      guard !script, let ask = passwordProvider else {
        let message = "\(parsed.command): missing PASSWORD (a script cannot ask for it)"
        // An argument error: `!` is met by it; without `!` the script is wrong.
        guard parsed.negated else {
          return scriptError(
            (location.map { "\($0): " } ?? "") + message, command: shown, location: location)
        }
        printError(message, command: shown, location: location)
        return .rejected(message)
      }
      guard let password = ask("Password for \(email): ") else {
        printError("no password given: nothing was sent", command: shown, location: location)
        return .rejected("no password given")
      }
      let action: UserAction =
        signup
        ? .signup(email: email, password: password) : .login(email: email, password: password)
      let full =
        parsed.command + " " + Session.quoteIfNeeded(email) + " "
        + Session.quoteIfNeeded(password)
      let step = store.send(action)
      show(step: step, command: shown, location: location)
      record(full, step: step)
      if let error = step.error { return .rejected(error) }
      return .ok
    case .platform(let p):
      options.plataforma = p
      let step = store.reset(plataforma: p, hayCuentas: options.hayCuentas, command: text)
      show(step: step, command: shown, location: location)
      record(text, step: step)
      return .ok
    case .reset:
      let step = store.reset(
        plataforma: store.world.dispositivo.plataforma, hayCuentas: options.hayCuentas,
        command: text)
      show(step: step, command: shown, location: location)
      record(text, step: step)
      return .ok
    case .undo:
      guard store.undo() else {
        printError("nothing to undo", command: shown, location: location)
        return .rejected("nothing to undo")
      }
      if let i = recording.lastIndex(where: \.isStep) { recording.remove(at: i) }
      output(["undone: the world is as before the last step"], command: shown, location: location)
      return .ok
    case .show(let path):
      let paths = path.map(StatePaths.matching) ?? StatePaths.all
      var lines: [String] = []
      for p in paths { lines.append(p.path + ": " + p.value(in: store.world).description) }
      output(lines, command: shown, location: location)
      return .ok
    case .tree:
      output(Arbol.lineas(store.world), command: shown, location: location)
      return .ok
    case .history:
      let dropped = memory.typedDropped
      let lines = memory.typed.dropLast().enumerated().map {
        "\($0.offset + 1 + dropped)  \($0.element)"
      }
      output(Array(lines), command: shown, location: location)
      return .ok
    case .help(let name):
      output(Help.lines(for: name), command: shown, location: location)
      return .ok
    case .permissionStatus:
      output(
        [
          "notifications: " + store.world.dispositivo.notificaciones.rawValue,
          "camera: " + store.world.dispositivo.camara.rawValue,
        ], command: shown, location: location)
      return .ok
    case .knobs:
      output(
        Knob.allCases.map { "\($0.name) \($0.word(faithful: store.world.knobs[$0]))" },
        command: shown,
        location: location)
      return .ok
    case .save(let file, let expect, let transcript, let force):
      guard !script else {
        let message = (location.map { "\($0): " } ?? "") + "save exists in the REPL only"
        return scriptError(message, command: shown, location: location)
      }
      return save(file, expect: expect, transcript: transcript, force: force, shown: shown)
    case .run(let file):
      return include(file, shown: shown, location: location)
    case .say(let words):
      output([words], command: shown, location: location)
      if recordsSession {
        recording.append(Recorded(line: text, isStep: false, changes: [], output: []))
      }
      return .ok
    case .pause:
      memory.lastShown = .lines([])
      return .ok
    case .quit:
      return .quit
    case .expect(let e):
      if recordsSession {
        recording.append(Recorded(line: text, isStep: false, changes: [], output: []))
      }
      if let failure = check(e, command: shown, location: location) {
        return .failed(failure)
      }
      return .ok
    }
  }

  // MARK: Output

  func emitEcho(_ command: String) {
    let options = self.options
    guard options.format == .text else { return }
    guard case .bytes = sink else {
      return emit(Style(color: options.color).dim("pdx> ") + command)
    }
    // Held back: it leaves with the line's output.
    Session.echo(command, style: Style(color: options.color), into: &scratch)
  }

  func show(step: Step, command: String, location: Location?) {
    memory.showed(step, command: command, location: location)
    if collectedOutputs != nil { collectedOutputs?[location ?? ""] = lastOutput }
    Session.show(step, command: command, location: location, options: options, sink: sink, &scratch)
  }

  /// Renders a step after what `o` holds and hands it all to the sink (one access to the
  /// session's buffer: each is checked for exclusivity at run time).
  private static func show(
    _ step: Step, command: String, location: Location?, options: SessionOptions,
    sink: OutputSink, _ o: inout OutputBuffer
  ) {
    switch sink {
    case .discard:
      return
    case .bytes(let f):
      render(step, command: command, location: location, options: options, into: &o)
      o.drain(into: f)
    case .lines(let f):
      render(step, command: command, location: location, options: options, into: &o)
      for line in o.lines { f(line) }
      o.removeAll()
    }
  }

  private static func render(
    _ step: Step, command: String, location: Location?, options: SessionOptions,
    into o: inout OutputBuffer
  ) {
    switch options.format {
    case .json:
      JSONRenderer.render(step, command: command, source: location, into: &o)
      o.newline()
    case .text:
      TextRenderer.render(step, style: Style(color: options.color), into: &o)
    }
  }

  private static func echo(_ command: String, style: Style, into o: inout OutputBuffer) {
    style.painting(Style.dimCode, &o) { $0.append("pdx> " as StaticString) }
    o.append(command)
    o.newline()
  }

  func output(_ lines: [String], command: String, location: Location?) {
    memory.lastShown = .lines(lines)
    collectedOutputs?[location ?? ""] = lines
    switch options.format {
    case .json:
      emit(JSONRenderer.render(output: lines, command: command, source: location, error: nil))
    case .text:
      for l in lines { emit(l) }
    }
  }

  /// The script itself is wrong: said once, on the diagnostic stream (stderr), with the `run`
  /// lines it was included from; in JSON also as the line's object on stdout.
  func scriptError(_ message: String, command: String, location: Location?) -> Outcome {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    memory.lastShown = .lines(["error: " + (lines.first ?? "")] + lines.dropFirst())
    collectedOutputs?[location ?? ""] = lastOutput
    if options.format == .json {
      emit(JSONRenderer.render(output: [], command: command, source: location, error: message))
    }
    for line in lastOutput + includeTrail { diagnostic(line) }
    return .scriptError(message)
  }

  /// `  included from a.pdx:3`, innermost first: where the running lines come from.
  var includeTrail: [String] {
    includedFrom.reversed().compactMap { $0.map { "  included from \($0)" } }
  }

  func printError(_ message: String, command: String, location: Location?) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    memory.lastShown = .lines(["error: " + (lines.first ?? "")] + lines.dropFirst())
    collectedOutputs?[location ?? ""] = lastOutput
    switch options.format {
    case .json:
      emit(JSONRenderer.render(output: [], command: command, source: location, error: message))
    case .text:
      let style = Style(color: options.color)
      emit(style.error("error: ") + (lines.first ?? ""))
      for l in lines.dropFirst() { emit(l) }
    }
  }

  /// Keeps a step for `save`, as what happened: a rejected command with `!`, an accepted one
  /// without (whether or not it was typed with `!`), so the saved script replays.
  private func record(_ text: String, step: Step) {
    guard recordsSession else { return }
    var bare = Substring(text)
    if bare.first == "!" { bare = bare.dropFirst().droppingIndent() }
    let line = step.error != nil ? "!" + bare : String(bare)
    recording.append(
      Recorded(line: line, isStep: step.error == nil, changes: step.changes, output: lastOutput))
  }

  // MARK: Expectations

  /// nil when the expectation holds; else the failure with `-` expected and `+` actual.
  func check(_ e: Expectation, command: String, location: Location?) -> Failure? {
    func fail(_ expected: String, _ actual: String) -> Failure {
      Failure(location: location, command: command, expected: [expected], actual: [actual])
    }
    switch e {
    case .outputContains(let text):
      if lastOutput.contains(where: { $0.contains(text) }) || (text.isEmpty) { return nil }
      var quoted = ""
      Value.writeQuoted(text, to: &quoted)
      return Failure(
        location: location, command: command, expected: ["output contains " + quoted],
        actual: lastOutput.isEmpty ? ["(no output)"] : lastOutput)
    case .equals(let path, let value):
      let actual = read(path)
      return Session.same(actual, value)
        ? nil : fail("\(path) == \(value)", "\(path) == \(actual)")
    case .notEquals(let path, let value):
      let actual = read(path)
      return Session.same(actual, value)
        ? fail("\(path) != \(value)", "\(path) == \(actual)") : nil
    case .contains(let path, let value):
      let actual = read(path)
      let holds: Bool
      switch actual {
      case .list, .ints: holds = actual.elements!.contains { Session.same($0, value) }
      case .string(let s):
        if case .string(let t) = value { holds = t.isEmpty || s.contains(t) } else { holds = false }
      default: holds = false
      }
      return holds ? nil : fail("\(path) contains \(value)", "\(path) == \(actual)")
    }
  }

  func read(_ path: String) -> Value {
    StatePaths.named(path)?.value(in: store.world) ?? .null
  }

  /// Equality for `expect`: a quoted string also matches an enum case of the same spelling.
  static func same(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.symbol(let x), .string(let y)), (.string(let x), .symbol(let y)): return x == y
    case (.list, .list), (.ints, .list), (.list, .ints):
      if a == b { return true }
      let xs = a.elements ?? []
      let ys = b.elements ?? []
      return xs.count == ys.count && zip(xs, ys).allSatisfy { same($0, $1) }
    default: return a == b
    }
  }
}
