import PokedexCore

/// ANSI styles, used only when colour is on.
public struct Style: Sendable {
  public var color: Bool
  public init(color: Bool) { self.color = color }

  package static let actionCode: StaticString = "1;36"
  package static let oldCode: StaticString = "31"
  package static let newCode: StaticString = "32"
  package static let uiCode: StaticString = "35"
  package static let logCode: StaticString = "34"
  package static let noteCode: StaticString = "33"
  package static let errorCode: StaticString = "1;31"
  package static let dimCode: StaticString = "2"

  /// What `body` appends, in the colour `code` when colour is on. The only place pdx writes an
  /// ESC: text appended to the buffer shows its own as `\u{1b}` (docs/reference.md §4.12).
  @inlinable @inline(__always)
  package func painting(
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
