import Glibc

/// Whether `text` holds `needle`, found on the bytes (memchr, memcmp: every step of a check goes
/// through the rules, and `String.contains` costs hundreds of instructions a call).
func holds(_ text: String, _ needle: String) -> Bool {
  let found = text.utf8.withContiguousStorageIfAvailable { t in
    needle.utf8.withContiguousStorageIfAvailable { n in find(n, in: t) }
  }
  // Both are native strings (the step's and the rules'); a bridged one takes the long way.
  return (found ?? nil) ?? text.contains(needle)
}

/// Whether the bytes `t` hold the bytes `n`.
@inline(__always)
private func find(_ n: UnsafeBufferPointer<UInt8>, in t: UnsafeBufferPointer<UInt8>) -> Bool {
  guard let tb = t.baseAddress, let nb = n.baseAddress else { return n.isEmpty }
  var from = 0
  while t.count - from >= n.count,
    let hit = memchr(tb + from, Int32(nb[0]), t.count - from - n.count + 1)
  {
    let at = tb.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    if memcmp(tb + at, nb, n.count) == 0 { return true }
    from = at + 1
  }
  return false
}
