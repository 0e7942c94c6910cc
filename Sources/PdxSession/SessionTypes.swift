import PdxLanguage
import PdxScripts
import PokedexCore

/// How steps are printed.
public enum OutputFormat: String, Sendable, CaseIterable {
  case text, json
}

/// A session's settings, from the command line.
public struct SessionOptions: Sendable {
  public var format: OutputFormat = .text
  public var color = false
  public var platform: Plataforma = .ios
  public var hayCuentas = true
  /// Print each command before its output (`pdx> …`), as when replaying a script.
  public var echo = false
  /// The language of what pdx says (docs/reference.md §4.11).
  public var language: Language = .en
  /// Each event's id beside its sentence (`set ids on`, `--ids`; docs/reference.md §4.10).
  public var ids = false
  /// A step's changed paths hidden: actions, ui lines, log lines and notes only (`set brief
  /// on`, `--brief`; docs/reference.md §9.1).
  public var brief = false
  /// An exercise's session (`pdx exercise`, docs/reference.md §9.4): each event in its
  /// exercise form, which names no knob nor the code a knob stands for.
  public var exercise = false
  public init() {}
}

/// A flow that went otherwise than the script says: exit 1.
public struct Failure: Sendable, Equatable {
  public var location: Location?
  public var command: String
  /// The `-` lines.
  public var expected: [String]
  /// The `+` lines.
  public var actual: [String]
  /// The `run FILE` lines the failing line was included from, innermost first (empty for a
  /// line of the script itself, or one typed).
  public var includedFrom: [Location] = []
  /// The column of `location` (1-based, in characters): a failure is a whole line's, so 1.
  public var column = 1
  /// For a transcript that differs: the line of the command whose output it is (`location`
  /// is then the first transcript line that differs), and the unified line diff.
  public var transcriptOf: Int?
  public var diff: [String] = []
}

/// A place in a script, as values: what JSON, TAP, JUnit and GitHub's annotations point at.
public struct Place: Sendable, Equatable {
  public var file: String
  /// 0 for the whole file (it could not be read).
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int = 1) {
    self.file = file
    self.line = line
    self.column = column
  }
}

extension Failure {
  /// Where it failed, when it failed in a file.
  public var place: Place? {
    location.map { Place(file: $0.path, line: $0.line, column: column) }
  }
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

/// A step a command line ran, for those who draw it (`Session.observer`): the line as shown
/// (passwords masked), where it comes from, the action (nil for `reset` and `platform`), and
/// the worlds before and after (the same world when the command was rejected).
public struct RanStep {
  public var command: String
  public var location: Location?
  public var action: UserAction?
  public var before: World
  public var after: World
  public var step: Step
}
