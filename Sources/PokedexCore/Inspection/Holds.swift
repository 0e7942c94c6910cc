/// Whether `text` holds `needle`, found on the bytes (every step of a check goes through the
/// rules, and `String.contains` costs hundreds of instructions a call).
package func holds(_ text: String, _ needle: String) -> Bool {
  let found = text.utf8.withContiguousStorageIfAvailable { t in
    needle.utf8.withContiguousStorageIfAvailable { n in find(n, in: t) }
  }
  // Both are native strings (the step's and the rules'); a bridged one takes the long way.
  return (found ?? nil) ?? text.contains(needle)
}

/// Whether the bytes `t` hold the bytes `n`: each place `n`'s first byte stands, compared from
/// there. In Swift, not the C library's `memchr` and `memcmp`, so that the core imports no
/// platform module (an app on any platform builds it). The first byte is looked for eight bytes
/// at a time, as `memchr` does without its vector registers: a word whose bytes are XORed with
/// the byte sought has a zero byte where it stands, and `(x - 0x01…01) & ~x & 0x80…80` sets the
/// high bit of the lowest zero byte (higher bits may be set falsely, by the borrow, so only the
/// lowest is taken, and the search goes on from the byte after it).
@inline(__always)
private func find(_ n: UnsafeBufferPointer<UInt8>, in t: UnsafeBufferPointer<UInt8>) -> Bool {
  guard let nb = n.baseAddress, !n.isEmpty else { return true }
  guard let tb = t.baseAddress, n.count <= t.count else { return false }
  let first = nb[0]
  let last = t.count - n.count
  let ones: UInt64 = 0x0101_0101_0101_0101
  let highs: UInt64 = 0x8080_8080_8080_8080
  let sought = UInt64(first) &* ones
  var at = 0
  while at <= last {
    if at + 8 <= t.count {
      let word = UInt64(littleEndian: UnsafeRawPointer(tb + at).loadUnaligned(as: UInt64.self))
      let x = word ^ sought
      let hits = (x &- ones) & ~x & highs
      if hits == 0 {
        at += 8
        continue
      }
      at += hits.trailingZeroBitCount >> 3
      if at > last { return false }
    } else if tb[at] != first {
      at += 1
      continue
    }
    var k = 1
    while k < n.count, tb[at + k] == nb[k] { k += 1 }
    if k == n.count { return true }
    at += 1
  }
  return false
}

/// Texts looked for in values (the passwords in play, for the checker's step: `Transition.
/// checked`), kept as bytes: a value's text is opened once and each text sought in it.
package struct WatchedTexts: Sendable {
  /// The texts' bytes, the empty one left out (every text holds it).
  private let needles: [[UInt8]]
  /// The shortest's length: a text shorter holds none of them.
  private let shortest: Int

  package init(_ texts: [String]) {
    needles = texts.filter { !$0.isEmpty }.map { Array($0.utf8) }
    shortest = needles.map(\.count).min() ?? Int.max
  }

  /// Whether the value's text holds one of the texts: a string's, or a list's items' (what
  /// `no-password-in-output` reads of a changed value).
  package func held(by value: Value) -> Bool {
    switch value {
    case .string(var s):
      guard s.utf8.count >= shortest else { return false }
      return s.withUTF8 { text in
        needles.contains { $0.withUnsafeBufferPointer { find($0, in: text) } }
      }
    case .list(let items): return items.contains { held(by: $0) }
    default: return false
    }
  }
}
