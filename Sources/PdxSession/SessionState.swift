import PdxLanguage
import PdxScripts
import PokedexCore

extension Session {
  /// What the lines run so far left behind, as one value: the world and its undo history,
  /// what the last command showed, what `undo` and `save` can take back or write, and where a
  /// running script and its includes are. Only the session's own methods change it; a front end
  /// reads it (`Session.state`) and never sets it.
  public struct State {
    /// The app: its world, and the steps `undo` can take back.
    public internal(set) var store: Store
    /// What the last lines showed and typed.
    var memory = Memory()
    /// What each step `undo` can take back was, and where each `run FILE` began.
    var undoMemory = UndoMemory()
    /// The running script's language (its `# lang:` line); nil at the prompt.
    var scriptLanguage: Language?
    /// The `run FILE` lines the running lines were included from, outermost first (nil for one
    /// typed at the prompt).
    var includedFrom: [Location?] = []
    /// Lines executed through includes so far, against `Setup.includeBudget`.
    var includedLines = 0
    /// The platform the session started on (`--platform`), which `save` recreates first.
    let startPlatform: Plataforma
    /// The lines `save` writes (kept only when `Setup.recordsSession`).
    var recording: [Recorded] = []
    /// `expect` lines `save` leaves out: they failed, or read output a replay does not print.
    var expectationsLeftOut = 0
    /// Where the first script error of a run was (nil for a file that could not be read).
    public internal(set) var scriptErrorPlace: Location?
    /// The plain output of each command run from a script, by `file:line`, when the setup
    /// collects it (`Setup.transcripts == .collect`); nil otherwise.
    public internal(set) var collectedOutputs: [Location: [String]]?

    init(store: Store, platform: Plataforma, setup: Setup) {
      self.store = store
      startPlatform = platform
      collectedOutputs = setup.transcripts == .collect ? [:] : nil
    }
  }

  /// What a front end decides about a session once, when it makes it: whether it keeps its
  /// lines for `save`, what `show` leaves out, what becomes of a script's transcript blocks,
  /// how a script error is labelled, and how many lines includes may run. Fixed for the
  /// session's life.
  public struct Setup: Sendable {
    /// Whether `save` is possible: the REPL records its session; scripts do not pay for it.
    public var recordsSession = false
    /// State paths `show` leaves out: an exercise's knobs (`pdx exercise`), empty otherwise.
    public var hiddenPaths: Set<StatePath> = []
    /// What a script's transcript blocks are for this session.
    public var transcripts = Transcripts.check
    /// What a script error's diagnostic starts with: `error: `, or `ERROR ` in `pdx test`'s
    /// report, where it is said once.
    public var scriptErrorLabel = "error: "
    /// Lines a run may execute through includes (`run FILE` inside a script, at any depth):
    /// includes that fan out (each running the next twice, 16 deep) would otherwise run for
    /// ever. Counted over a whole `pdx run` file, a `pdx test` script, or a `run` typed at the
    /// prompt.
    public var includeBudget = 1_000_000

    /// What a session does with a script's transcript blocks.
    public enum Transcripts: Sendable {
      /// Each is compared with the output of the command above it (`pdx run`, `pdx test`).
      case check
      /// Not compared: the output of each command is collected by `file:line` instead, for
      /// `pdx test --update` to write (`State.collectedOutputs`).
      case collect
      /// Not compared, not collected: a page shows the output in its own language.
      case ignore
    }

    public init(
      recordsSession: Bool = false, hiddenPaths: Set<StatePath> = [],
      transcripts: Transcripts = .check, scriptErrorLabel: String = "error: ",
      includeBudget: Int = 1_000_000
    ) {
      self.recordsSession = recordsSession
      self.hiddenPaths = hiddenPaths
      self.transcripts = transcripts
      self.scriptErrorLabel = scriptErrorLabel
      self.includeBudget = includeBudget
    }
  }
}
