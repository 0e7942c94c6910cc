/// ANSI styles, used only when colour is on.
public struct Style: Sendable {
  public var color: Bool
  public init(color: Bool) { self.color = color }

  @inlinable public static var actionCode: StaticString { "1;36" }
  @inlinable public static var oldCode: StaticString { "31" }
  @inlinable public static var newCode: StaticString { "32" }
  @inlinable public static var uiCode: StaticString { "35" }
  @inlinable public static var logCode: StaticString { "34" }
  @inlinable public static var noteCode: StaticString { "33" }
  @inlinable public static var errorCode: StaticString { "1;31" }
  @inlinable public static var dimCode: StaticString { "2" }

  /// What `body` appends, in the colour `code` when colour is on. The only place pdx writes an
  /// ESC: text appended to the buffer shows its own as `\u{1b}` (docs/reference.md §4.12).
  @inlinable @inline(__always)
  public func painting(
    _ code: StaticString, _ o: inout OutputBuffer, _ body: (inout OutputBuffer) -> Void
  ) {
    guard color else { return body(&o) }
    o.append("\u{1B}[" as StaticString)
    o.append(code)
    o.append(byte: UInt8(ascii: "m"))
    body(&o)
    o.append("\u{1B}[0m" as StaticString)
  }
}
