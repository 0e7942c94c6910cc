import PokedexCore

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

  /// As text shows it: the path with what would not show as itself, or would break the line,
  /// escaped (a file name with a line feed cannot forge a line of a report).
  public var description: String { Quoting.visible(path, limit: .max) + ":\(line)" }

  /// As typed, for a medium that escapes it by its own grammar (JSON).
  public var raw: String { "\(path):\(line)" }
}
