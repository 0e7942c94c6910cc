import PokedexCore

#if canImport(Glibc)
  import Glibc
#endif

/// Output text as UTF-8 bytes, built in place: a replayed step is rendered straight into one
/// reused buffer and handed to the output in one piece, with no intermediate strings. It owns
/// its memory and cannot be copied, so an append is a bounds check and a copy of the bytes.
public struct OutputBuffer: ~Copyable {
  // Read by the appends below, which are inlined into the modules that render: a step's
  // bytes are written without a call per append.
  @usableFromInline var base: UnsafeMutablePointer<UInt8>
  @usableFromInline var used = 0
  @usableFromInline var capacity: Int

  public init(capacity: Int = 4096) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  public var count: Int { used }

  public mutating func removeAll() { used = 0 }

  /// Drops the last `k` bytes.
  package mutating func removeLast(_ k: Int) { used -= min(k, used) }

  /// Appends a copy of bytes already in the buffer (`range`, within what it holds).
  package mutating func appendCopy(of range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= used)
    if used + range.count > capacity { grow(toFit: range.count) }
    (base + used).update(from: base + range.lowerBound, count: range.count)
    used += range.count
  }

  /// Hands the bytes to `body`, if there are any, and empties the buffer.
  package mutating func drain(into body: (UnsafeRawBufferPointer) -> Void) {
    guard used > 0 else { return }
    body(UnsafeRawBufferPointer(start: base, count: used))
    used = 0
  }

  /// The bytes so far, for as long as `body` runs.
  public func withBytes<T>(_ body: (UnsafeRawBufferPointer) -> T) -> T {
    body(UnsafeRawBufferPointer(start: base, count: used))
  }

  @usableFromInline mutating func grow(toFit extra: Int) {
    var larger = capacity * 2
    while larger < used + extra { larger *= 2 }
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.update(from: base, count: used)
    base.deallocate()
    base = moved
    capacity = larger
  }

  @inlinable @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    if used + bytes.count > capacity { grow(toFit: bytes.count) }
    if let source = bytes.baseAddress { (base + used).update(from: source, count: bytes.count) }
    used += bytes.count
  }

  @inlinable @inline(__always)
  public mutating func append(_ s: StaticString) {
    s.withUTF8Buffer { append($0) }
  }

  /// Text, as a terminal or a plain file shows it (docs/reference.md §4.12): a control
  /// character (C0 but the line feed, DEL, C1: U+0080–U+009F) is written as a visible escape,
  /// `\u{1b}`, whatever the text came from — a script's line, a narration, a file name, a state
  /// value, an error. Only `Style.painting` writes an ESC of its own (its codes are
  /// `StaticString`s, never text).
  @inlinable @inline(__always)
  public mutating func append(_ s: String) {
    if s.utf8.withContiguousStorageIfAvailable({ appendVisible($0) }) == nil {
      append(Substring(s))
    }
  }

  @usableFromInline mutating func append(_ s: Substring) {
    if s.utf8.withContiguousStorageIfAvailable({ appendVisible($0) }) == nil {
      Array(s.utf8).withUnsafeBufferPointer { appendVisible($0) }
    }
  }

  /// Text already escaped by the grammar of its medium (a JSON string's own escapes): written
  /// as it is.
  package mutating func appendVerbatim(_ s: String) {
    if s.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
      for b in s.utf8 { append(byte: b) }
    }
  }

  /// The bytes of text, each control character and each bidirectional control (U+202A–U+202E,
  /// U+2066–U+2069, which reorder what follows on a terminal) or line separator (U+2028,
  /// U+2029) as a visible escape. Nearly always there is none: checked first over the bytes,
  /// without a branch per byte; the runs between escapes are copied whole.
  @inlinable @inline(__always)
  mutating func appendVisible(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard Visible.mayHideControls(bytes) else { return append(bytes) }
    var i = 0
    var run = 0
    func flush(_ upTo: Int) {
      if upTo > run { append(UnsafeBufferPointer(rebasing: bytes[run..<upTo])) }
    }
    while i < bytes.count {
      let b = bytes[i]
      var escaped: UInt32?
      var width = 1
      if b < 0x20, b != 0x0A {
        escaped = UInt32(b)
      } else if b == 0x7F {
        escaped = 0x7F
      } else if b == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) {
        // U+0080–U+009F in UTF-8: C2 and the code point itself.
        escaped = UInt32(bytes[i + 1])
        width = 2
      } else if b == 0xE2, i + 2 < bytes.count {
        let (second, third) = (bytes[i + 1], bytes[i + 2])
        if second == 0x80, (0xA8...0xAE).contains(third) {
          escaped = 0x2000 + UInt32(third - 0x80)
        } else if second == 0x81, (0xA6...0xA9).contains(third) {
          escaped = 0x2040 + UInt32(third - 0x80)
        }
        width = escaped == nil ? 1 : 3
      }
      if let escaped {
        flush(i)
        escape(escaped)
        run = i + width
      }
      i += width
    }
    flush(bytes.count)
  }

  /// `\u{1b}`.
  @usableFromInline mutating func escape(_ scalar: UInt32) {
    append("\\u{" as StaticString)
    let hex: [UInt8] = Array("0123456789abcdef".utf8)
    var shift = 12
    while shift > 0, scalar >> UInt32(shift) == 0 { shift -= 4 }
    while shift >= 0 {
      append(byte: hex[Int((scalar >> UInt32(shift)) & 0xF)])
      shift -= 4
    }
    append(byte: UInt8(ascii: "}"))
  }

  @inlinable @inline(__always)
  public mutating func append(byte: UInt8) {
    if used == capacity { grow(toFit: 1) }
    base[used] = byte
    used += 1
  }

  @inlinable public mutating func newline() { append(byte: 0x0A) }

  /// A decimal integer, without a String in between.
  package mutating func append(_ n: Int) {
    if n < 0 { append(byte: UInt8(ascii: "-")) }
    var m = n.magnitude
    if m < 10 {
      append(byte: UInt8(ascii: "0") + UInt8(m))
      return
    }
    // At most 20 digits: written from the end of a small stack buffer.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { d in
      var first = 20
      while m > 0 {
        first -= 1
        d[first] = UInt8(ascii: "0") + UInt8(m % 10)
        m /= 10
      }
      append(UnsafeBufferPointer(rebasing: d[first...]))
    }
  }

  /// The lines of the buffer (each ended by a newline), as strings.
  public var lines: [String] {
    withBytes { bytes in
      var out: [String] = []
      var start = 0
      for i in bytes.indices where bytes[i] == 0x0A {
        out.append(String(decoding: bytes[start..<i], as: UTF8.self))
        start = i + 1
      }
      if start < bytes.count { out.append(String(decoding: bytes[start...], as: UTF8.self)) }
      return out
    }
  }

  public var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }
}

/// Which text may hold a control character a terminal would act on.
public enum Visible {
  /// Whether `bytes` may hold a control character other than the line feed (a C0 byte, DEL,
  /// the lead byte 0xC2 of U+0080–U+00BF, or 0xE2 of U+2000–U+2FFF, bidirectional controls
  /// among them, which `appendVisible` then reads closely).
  @inlinable @inline(__always)
  static func mayHideControls(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var found: UInt8 = 0
    for b in bytes {
      found |=
        (b < 0x20 && b != 0x0A ? 1 : 0) | (b == 0x7F ? 1 : 0) | (b == 0xC2 ? 1 : 0)
        | (b == 0xE2 ? 1 : 0)
    }
    return found != 0
  }

  /// The text as `OutputBuffer.append` writes it.
  public static func text(_ s: String) -> String {
    var s = s
    guard s.withUTF8({ mayHideControls($0) }) else { return s }
    var o = OutputBuffer(capacity: s.utf8.count + 16)
    o.append(s)
    return o.text
  }
}

extension Value {
  /// The literal of `write(to:)`, appended as bytes.
  package func write(to o: inout OutputBuffer) {
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
