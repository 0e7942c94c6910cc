import PokedexCore

/// A place in a script: where a line came from, printed `path:line` (nil when typed), and what
/// reports point at (JSON, TAP, JUnit, GitHub's annotations), with its column and line 0 for the
/// whole file (one that could not be read). Every replayed line has one, so its text is made
/// only when something prints it.
public struct Location: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringInterpolation
{
  public var path: String
  /// 0 for the whole file.
  public var line: Int
  /// 1-based, in characters: 1 for a whole line's.
  public var column: Int

  public init(path: String, line: Int, column: Int = 1) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// `"a.pdx:3"`: the path before the last colon, the line after it.
  public init(stringLiteral text: String) {
    if let colon = text.lastIndex(of: ":"), let n = Int(text[text.index(after: colon)...]) {
      self.init(path: String(text[..<colon]), line: n)
    } else {
      self.init(path: text, line: 0)
    }
  }

  /// As text shows it: the path with what would not show as itself, or would break the line,
  /// escaped (a file name with a line feed cannot forge a line of a report).
  public var description: String { Quoting.visible(path, limit: .max) + ":\(line)" }

  /// As typed, for a medium that escapes it by its own grammar (JSON).
  public var raw: String { "\(path):\(line)" }
}
