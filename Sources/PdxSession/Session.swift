import PdxCommands
import PdxLanguage
import PdxScripts
import PdxText
@_spi(Internals) import PokedexCore

/// The shell engine: runs command lines on a store, renders what happened, checks
/// expectations. No terminal here: output goes through the sink; the terminal's questions
/// (its width, a password, the pager, Ctrl-C) go to one `SessionHost` the front end sets.
///
/// The stored properties a replayed line reads or writes (`store`, `options`, `scratch`,
/// `memory`, `undoMemory` and the few others marked so) are `@exclusivity(unchecked)`: a
/// class's stored property is otherwise checked for overlapping accesses at run time, some 70
/// instructions an access and about 16 accesses a line, 1,100 of a replayed line's
/// instructions. Each is read or written only by the session's own methods, on the one thread
/// that owns the session, and no access to one spans a call back out of the session that could
/// reach it again: the sink and the observer are handed values, never the session.
public final class Session {
  @exclusivity(unchecked) public internal(set) var store: Store
  @exclusivity(unchecked) public var options: SessionOptions
  let sink: OutputSink
  /// Reused for every step: a step is rendered into it and handed to the sink in one piece.
  /// With the bytes sink it can hold a line's echo until the line's output joins it: both
  /// leave in one piece, and `execute` always ends with it empty.
  @exclusivity(unchecked) var scratch = OutputBuffer()
  /// Where a run's failures go (stderr in the front end).
  let diagnosticSink: (String) -> Void
  /// Where the session runs: the terminal's input and output and the signals, answered by
  /// the front end (`SessionHost`); nil for a script's or a test's session.
  @exclusivity(unchecked) public var host: (any SessionHost)?
  /// Polled between script lines: Ctrl-C stops a running script.
  func isInterrupted() -> Bool { host?.takeInterrupt() ?? false }
  /// The columns `help` lays out for (the host's; 80 without one).
  var helpWidth: Int { host?.helpColumns ?? Help.defaultWidth }
  /// The columns a step's sentences and errors wrap at (the host's; nil without one).
  var wrapWidth: Int? { host?.wrapColumns }
  /// Text of the last command's output, plain (no colour): for `output contains` and
  /// transcripts. A step's lines are rendered only when asked for.
  public var lastOutput: [String] { memory.lastShown.lines(options.language) }
  /// The language a script's transcripts and `expect output contains` read the last output
  /// in: the running script's own (its `# lang:` line; English without one), the session's
  /// at the prompt (docs/reference.md §4.11).
  var readingLanguage: Language { scriptLanguage ?? options.language }
  /// The running script's language; nil at the prompt.
  @exclusivity(unchecked) var scriptLanguage: Language?
  /// What the lines run so far left behind: kept in one place.
  @exclusivity(unchecked) var memory = Memory()
  /// What each step `undo` can take back was, and where each `run FILE` began.
  @exclusivity(unchecked) var undoMemory = UndoMemory()

  /// When set, the plain output of each command run from a script, by `file:line`.
  @exclusivity(unchecked) public var collectedOutputs: [Location: [String]]?
  /// Where the first script error of a run was (nil for a file that could not be read).
  @exclusivity(unchecked) public internal(set) var scriptErrorPlace: Location?
  /// Off under `--update`: transcript blocks are rewritten, not checked.
  @exclusivity(unchecked) public var checkTranscripts = true
  /// What a script error's diagnostic starts with: `error: `, or `ERROR ` in `pdx test`'s
  /// report, where it is said once.
  public var scriptErrorLabel = "error: "
  /// The step the last line ran (nil before the first command, and after a line that ran
  /// none).
  public var lastStep: Step? {
    guard memory.lineShowedStep else { return nil }
    return memory.lastShown.step
  }
  /// The step of the last command that printed something, when it ran one: what
  /// `expect note|ui|log` reads (an `expect` is not a step).
  var lastCommandStep: Step? {
    memory.lastShown.step
  }
  /// The last few steps, for a failure's context.
  public var recent: [String] {
    memory.recentSteps.oldestFirst.map { recent in
      let lines = recent.shown.lines(options.language)
      let (location, command) = (recent.location, recent.command)
      let head = (location.map { $0.description + ": " } ?? "") + command
      let body = lines.prefix(12).map { "    " + $0 }
      let more = lines.count > 12 ? ["    …"] : []
      return (["  " + head] + body + more).joined(separator: "\n")
    }
  }
  /// Told of every step a command line runs, with the worlds around it: what `pdx graph`, its
  /// coverage and `walk --markdown` draw (nil otherwise: nothing is kept).
  @exclusivity(unchecked) public var observer: ((RanStep) -> Void)?
  /// State paths `show` leaves out: an exercise's knobs (`pdx exercise`), empty otherwise.
  public var hiddenPaths: Set<StatePath> = []
  /// The last lines typed or run, passwords masked: what `history` prints.
  public var typed: [String] { memory.typed }

  /// The platform the session started on (`--platform`), which `save` recreates first.
  let startPlatform: Plataforma
  /// Whether `save` is possible: the REPL records its session; scripts do not pay for it.
  @exclusivity(unchecked) public var recordsSession = false
  var recording: [Recorded] = []
  /// `expect` lines `save` leaves out: they failed, or read output a replay does not print.
  var expectationsLeftOut = 0
  public static let typedLimit = 1000
  /// The `run FILE` lines the running lines were included from, outermost first (nil for one
  /// typed at the prompt).
  @exclusivity(unchecked) var includedFrom: [Location?] = []

  public static let recentLimit = 3
  public static let includeLimit = 16
  /// Lines a run may execute through includes (`run FILE` inside a script, at any depth):
  /// includes that fan out (each running the next twice, 16 deep) would otherwise run for ever.
  /// Counted over a whole `pdx run` file, a `pdx test` script, or a `run` typed at the prompt.
  var includeBudget = 1_000_000
  /// Lines executed through includes so far against `includeBudget`.
  var includedLines = 0

  public convenience init(
    options: SessionOptions = SessionOptions(), emit: @escaping (String) -> Void,
    diagnostic: ((String) -> Void)? = nil, planted: [(knob: Knob, faithful: Bool)] = []
  ) {
    self.init(
      options: options, sink: .lines(emit), diagnostic: diagnostic ?? emit, planted: planted)
  }

  /// `planted`: knobs an exercise sets away from the lesson before the first launch, which the
  /// launch already obeys; a reset keeps them (`pdx exercise`).
  public init(
    options: SessionOptions = SessionOptions(), sink: OutputSink,
    diagnostic: @escaping (String) -> Void, planted: [(knob: Knob, faithful: Bool)] = []
  ) {
    self.options = options
    self.sink = sink
    self.diagnosticSink = diagnostic
    store = Store(platform: options.platform, hayCuentas: options.hayCuentas, planted: planted)
    startPlatform = options.platform
  }

  /// Prints the fresh world's launch: the first step.
  public func start() {
    observer?(
      RanStep(
        command: "launch", location: nil, action: nil, before: store.world, after: store.world,
        step: store.launchStep))
    show(step: store.launchStep, command: "launch", location: nil)
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
    let message = (location.map { "\($0):\(error.column): " } ?? "") + error.words
    let command = Secrets.masked(trimmed)
    memory.begin(command, included: !includedFrom.isEmpty)
    if options.echo { emitEcho(command) }
    if error.kind == .argument && negated {
      printError(message, command: command, location: location)
      return .ok
    }
    if script {
      return scriptError(message, command: command, location: location, column: error.column)
    }
    printError(message, command: command, location: location)
    return .rejected(message(options.language))
  }

  /// Runs a parsed line: `line` is its text, trimmed.
  private func perform(
    _ line: String, _ parsed: ParsedLine, location: Location?, script: Bool
  ) -> Outcome {
    let shown = parsed.shown(line)
    memory.begin(shown, included: !includedFrom.isEmpty)
    if options.echo { emitEcho(shown) }
    let outcome = run(parsed, text: line, shown: shown, location: location, script: script)
    return negate(outcome, parsed: parsed, shown: shown, location: location, script: script)
  }

  private func negate(
    _ outcome: Outcome, parsed: ParsedLine, shown: String, location: Location?, script: Bool
  ) -> Outcome {
    // An `expect` judged its `!` itself: it states the opposite.
    if case .expect = parsed.invocation { return outcome }
    switch (outcome, parsed.negated) {
    case (.rejected, true):
      return .ok
    case (.failed, true):
      return outcome
    case (.ok, true), (.quit, true):
      // `!quit` was accepted like any command: a verdict the run did not reach is not a pass.
      let language = options.language
      let failure = Failure(
        location: location, command: shown,
        expected: [
          Words(
            en: "rejected (the line starts with !)", es: "rechazada (la línea empieza por !)")(
              language)
        ],
        actual: [Words(en: "accepted", es: "aceptada")(language)])
      if script { return .failed(failure) }
      let message = Words(
        en: "expected a rejection (the line starts with !), but it was accepted",
        es: "se esperaba un rechazo (la línea empieza por !), pero se aceptó")
      printError(message, command: shown, location: location)
      return .rejected(message(language))
    case (.rejected(let why), false) where script:
      return .failed(
        Failure(
          location: location, command: shown,
          expected: [Words(en: "accepted", es: "aceptada")(options.language)],
          actual: [Words(en: "rejected: ", es: "rechazada: ")(options.language) + why]))
    default:
      return outcome
    }
  }

}
