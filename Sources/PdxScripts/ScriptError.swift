import PdxLanguage

/// A malformed script: where, and what was expected.
public struct ScriptError: Error, Sendable, Equatable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var column: Int
  public var words: Words
  /// In English.
  public var message: String { words.en }
  /// Set when Ctrl-C ended a read that was waiting for input (see `ScriptStream.isInterrupted`):
  /// nothing is wrong with the script, and `Session.runScript` reports `.interrupted`.
  public var interrupted = false
  /// `a.pdx:3:7: …` for a line; the message alone for the whole file (it names the file).
  public var description: String { description(.en) }

  /// `a.pdx:3:7: …` in `language`.
  public func description(_ language: Language) -> String { described(language) }

  /// `a.pdx:3:7: …` in every language.
  public var described: Words {
    line == 0 ? words : "\(Location(path: path, line: line)):\(column): " + words
  }

  public init(
    path: String, line: Int, column: Int, _ words: Words, interrupted: Bool = false
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.words = words
    self.interrupted = interrupted
  }
}
