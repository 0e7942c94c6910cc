import PdxCommands
import PokedexCore

/// What a session asks of the place it runs in, and nothing more: `Session` holds the state and
/// runs lines; its host (the front end's: the terminal at the prompt, a walk, an exercise,
/// `pdx run`) answers for the terminal's input and output and the process's signals. The
/// session calls nothing else up. Without a host (a script's session, a test's) each question
/// gets the answer below, which does not depend on where pdx runs.
public protocol SessionHost: AnyObject {
  /// The columns `help` lays out for: the terminal's, asked each time (it may have been
  /// resized); 80 elsewhere.
  var helpColumns: Int { get }
  /// The columns a step's sentences and a command's output wrap at, between words; nil: each
  /// line whole (a script's output, a transcript).
  var wrapColumns: Int? { get }
  /// Whether `login EMAIL` may ask for the password (a terminal); a script cannot.
  var asksPasswords: Bool { get }
  /// Asks for a password without echo; nil when none was given.
  func password(prompt: String) -> Secret?
  /// Shows `help`'s text (its bytes, its number of lines) through a pager when it is taller
  /// than the terminal; false when it did not, and the text is written as any other output.
  func page(_ text: [UInt8], lines: Int) -> Bool
  /// Whether Ctrl-C was pressed since it was last asked (the question forgets it): a running
  /// script stops between lines.
  func takeInterrupt() -> Bool
}

extension SessionHost {
  public var helpColumns: Int { Help.defaultWidth }
  public var wrapColumns: Int? { nil }
  public var asksPasswords: Bool { false }
  public func password(prompt: String) -> Secret? { nil }
  public func page(_ text: [UInt8], lines: Int) -> Bool { false }
  public func takeInterrupt() -> Bool { false }
}
