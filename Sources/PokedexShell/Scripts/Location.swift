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
