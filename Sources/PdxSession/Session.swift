import PdxCommands
import PdxLanguage
import PdxScripts
import PdxText
@_spi(Internals) import PokedexCore

/// The shell engine: runs command lines on a store, renders what happened, checks
/// expectations. A session is four things, each decided in one place:
///
/// - its **state** (`State`), one value: the world, what the last lines showed, what `undo`
///   and `save` can take back or write. Only the session's own methods change it.
/// - its **options** (`SessionOptions`): the command line's settings, which `set` changes.
/// - its **setup** (`Setup`): what the front end decides once (`save` possible, paths `show`
///   leaves out, what transcripts are for).
/// - its **edge**, where every effect goes, given at init and never replaced: the sink for
///   output, the diagnostic sink, the observer told of each step, the host that answers for
///   the terminal (its width, a password, the pager, Ctrl-C), and the files `run FILE` reads
///   and `save FILE` writes (`SessionFiles`). The session calls nothing else up.
///
/// The stored properties a replayed line reads or writes (`state`, `options`, `scratch`) are
/// `@exclusivity(unchecked)`: a class's stored property is otherwise checked for overlapping
/// accesses at run time, on every access of every replayed line (README's performance section
/// says what that cost). Each is read or written only by the session's own methods, on the
/// one thread that owns the session, and no access to one spans a call back out of the
/// session that could reach it again: the sink and the observer are handed values, never the
/// session.
public final class Session {
  /// What the lines run so far left behind (`State`): changed only by the session's methods.
  @exclusivity(unchecked) public internal(set) var state: State
  @exclusivity(unchecked) public var options: SessionOptions
  /// What the front end decided when it made the session.
  public let setup: Setup

  // MARK: The edge

  let sink: OutputSink
  /// Where a run's failures go (stderr in the front end).
  let diagnosticSink: (String) -> Void
  /// Where the session runs: the terminal's input and output and the signals, answered by
  /// the front end (`SessionHost`); nil for a script's or a test's session.
  public let host: (any SessionHost)?
  /// Told of every step a command line runs, with the worlds around it: what `pdx graph`, its
  /// coverage and `walk --markdown` draw (nil otherwise: nothing is kept). The launch of
  /// `start()` is the first.
  public let observer: ((RanStep) -> Void)?
  /// Where `run FILE` reads and `save FILE` writes: the disk, unless the front end says.
  let files: any SessionFiles
  /// Reused for every step: a step is rendered into it and handed to the sink in one piece.
  /// With the bytes sink it can hold a line's echo until the line's output joins it: both
  /// leave in one piece, and `execute` always ends with it empty.
  @exclusivity(unchecked) var scratch = OutputBuffer()

  // MARK: What is read from the state

  /// The app: its world, and the steps `undo` can take back.
  public var store: Store { state.store }
  /// Polled between script lines: Ctrl-C stops a running script.
  func isInterrupted() -> Bool { host?.takeInterrupt() ?? false }
  /// The columns `help` lays out for (the host's; 80 without one).
  var helpWidth: Int { host?.helpColumns ?? Help.defaultWidth }
  /// The columns a step's sentences and errors wrap at (the host's; nil without one).
  var wrapWidth: Int? { host?.wrapColumns }
  /// Text of the last command's output, plain (no colour): for `output contains` and
  /// transcripts. A step's lines are rendered only when asked for.
  public var lastOutput: [String] { state.memory.lastShown.lines(options.language) }
  /// The language a script's transcripts and `expect output contains` read the last output
  /// in: the running script's own (its `# lang:` line; English without one), the session's
  /// at the prompt (docs/reference.md §4.11).
  var readingLanguage: Language { state.scriptLanguage ?? options.language }
  /// The step the last line ran (nil before the first command, and after a line that ran
  /// none).
  public var lastStep: Step? {
    guard state.memory.lineShowedStep else { return nil }
    return state.memory.lastShown.step
  }
  /// The step of the last command that printed something, when it ran one: what
  /// `expect note|ui|log` reads (an `expect` is not a step).
  var lastCommandStep: Step? {
    state.memory.lastShown.step
  }
  /// The last few steps, for a failure's context.
  public var recent: [String] {
    state.memory.recentSteps.oldestFirst.map { recent in
      let lines = recent.shown.lines(options.language)
      let (location, command) = (recent.location, recent.command)
      let head = (location.map { $0.description + ": " } ?? "") + command
      let body = lines.prefix(12).map { "    " + $0 }
      let more = lines.count > 12 ? ["    …"] : []
      return (["  " + head] + body + more).joined(separator: "\n")
    }
  }
  /// The last lines typed or run, passwords masked: what `history` prints.
  public var typed: [String] { state.memory.typed }

  public static let typedLimit = 1000
  public static let recentLimit = 3
  public static let includeLimit = 16

  public convenience init(
    options: SessionOptions = SessionOptions(), emit: @escaping (String) -> Void,
    diagnostic: ((String) -> Void)? = nil, host: (any SessionHost)? = nil,
    observer: ((RanStep) -> Void)? = nil, files: any SessionFiles = DiskFiles(),
    setup: Setup = Setup(), planted: [(knob: Knob, faithful: Bool)] = []
  ) {
    self.init(
      options: options, sink: .lines(emit), diagnostic: diagnostic ?? emit, host: host,
      observer: observer, files: files, setup: setup, planted: planted)
  }

  /// `planted`: knobs an exercise sets away from the lesson before the first launch, which the
  /// launch already obeys; a reset keeps them (`pdx exercise`).
  public init(
    options: SessionOptions = SessionOptions(), sink: OutputSink,
    diagnostic: @escaping (String) -> Void, host: (any SessionHost)? = nil,
    observer: ((RanStep) -> Void)? = nil, files: any SessionFiles = DiskFiles(),
    setup: Setup = Setup(), planted: [(knob: Knob, faithful: Bool)] = []
  ) {
    self.options = options
    self.setup = setup
    self.sink = sink
    self.diagnosticSink = diagnostic
    self.host = host
    self.observer = observer
    self.files = files
    state = State(
      store: Store(platform: options.platform, hayCuentas: options.hayCuentas, planted: planted),
      platform: options.platform, setup: setup)
  }

  /// Prints the fresh world's launch: the first step.
  public func start() {
    observer?(
      RanStep(
        command: "launch", location: nil, action: nil, before: state.store.world,
        after: state.store.world,
        step: state.store.launchStep))
    show(step: state.store.launchStep, command: "launch", location: nil)
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
        state.memory.lineShowedStep = false
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
    state.memory.begin(command, included: !state.includedFrom.isEmpty)
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
    state.memory.begin(shown, included: !state.includedFrom.isEmpty)
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
