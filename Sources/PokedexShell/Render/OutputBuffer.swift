import PokedexCore

/// Output text as UTF-8 bytes, built in place: a replayed step is rendered straight into one
/// reused buffer and handed to the output in one piece, with no intermediate strings.
public struct OutputBuffer: Sendable {
  public private(set) var bytes: [UInt8] = []

  public init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

  public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

  @inline(__always)
  mutating func append(_ s: StaticString) {
    s.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  @inline(__always)
  mutating func append(_ s: String) {
    if s.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
      bytes.append(contentsOf: s.utf8)
    }
  }

  mutating func append(_ s: Substring) {
    if s.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
      bytes.append(contentsOf: s.utf8)
    }
  }

  mutating func append(byte: UInt8) { bytes.append(byte) }

  mutating func newline() { bytes.append(0x0A) }

  /// A decimal integer, without a String in between.
  mutating func append(_ n: Int) {
    if n < 0 { bytes.append(UInt8(ascii: "-")) }
    var m = n.magnitude
    if m < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(m))
      return
    }
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { d in
      while m > 0 {
        d[19 - count] = UInt8(ascii: "0") + UInt8(m % 10)
        m /= 10
        count += 1
      }
      bytes.append(contentsOf: d[(20 - count)...])
    }
  }

  /// The lines of the buffer (each ended by a newline), as strings.
  public var lines: [String] {
    var out: [String] = []
    var start = 0
    for i in bytes.indices where bytes[i] == 0x0A {
      out.append(String(decoding: bytes[start..<i], as: UTF8.self))
      start = i + 1
    }
    if start < bytes.count { out.append(String(decoding: bytes[start...], as: UTF8.self)) }
    return out
  }

  public var text: String { String(decoding: bytes, as: UTF8.self) }
}

extension Value {
  /// The literal of `write(to:)`, appended as bytes.
  func write(to o: inout OutputBuffer) {
    switch self {
    case .null: o.append("nil" as StaticString)
    case .bool(let b): o.append(b ? "true" : "false" as StaticString)
    case .int(let n): o.append(n)
    case .string(let s):
      if Value.needsEscape(s) {
        var quoted = ""
        Value.writeQuoted(s, to: &quoted)
        o.append(quoted)
      } else {
        o.append(byte: UInt8(ascii: "\""))
        o.append(s)
        o.append(byte: UInt8(ascii: "\""))
      }
    case .symbol(let s): o.append(s)
    case .ints(let items):
      o.append(byte: UInt8(ascii: "["))
      var first = true
      for item in items {
        if !first { o.append(", " as StaticString) }
        first = false
        o.append(item)
      }
      o.append(byte: UInt8(ascii: "]"))
    case .list(let items):
      o.append(byte: UInt8(ascii: "["))
      var first = true
      for item in items {
        if !first { o.append(", " as StaticString) }
        first = false
        item.write(to: &o)
      }
      o.append(byte: UInt8(ascii: "]"))
    }
  }
}
