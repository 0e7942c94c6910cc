import PdxLanguage
import PokedexCore

/// A parsed command line: a user action for the core, or something the shell does itself.
public enum Invocation: Sendable, Equatable {
  case action(UserAction)
  /// `platform X`: a fresh world on X.
  case platform(Plataforma)
  case reset
  case undo(UndoScope)
  case show(String?)
  case tree
  case history
  case help(String?)
  case permissionStatus
  case knobs
  /// `set ids on|off`: each event's id beside its sentence.
  case ids(Bool)
  /// `set brief on|off`: a step's changed paths hidden.
  case brief(Bool)
  case save(file: String, expect: Bool, transcript: Bool, force: Bool)
  case run(file: String)
  case say(String)
  case pause
  case quit
  case expect(Expectation)
  /// `login`/`signup` without a password: asked for without echo on a terminal.
  case needsPassword(signup: Bool, email: String)
}

/// How far `undo` goes back (docs/reference.md §5.1).
public enum UndoScope: Sendable, Equatable {
  /// The last N steps, those a `run FILE` took counted one by one.
  case steps(Int)
  /// Back to the world before the last `run FILE` (and every step after it).
  case lastRun
}

/// An argument that does not fit: which one, where, and what would be right.
public struct ArgumentError: Error, Sendable, Equatable {
  public var column: Int
  public var words: Words
  /// A name pdx does not know (an event's id): the script is wrong, even after `!`.
  public var unknownName = false
  public init(column: Int, _ words: Words, unknownName: Bool = false) {
    self.column = column
    self.words = words
    self.unknownName = unknownName
  }

  /// In English.
  public var message: String { words.en }
}
