/// The states seen, by fingerprint: open addressing with linear probing in one array of
/// 64-bit slots (0 is empty: `World.fingerprint` is never 0), at most three quarters full,
/// doubled when it would be more. 10.7 to 21.3 bytes a state, nothing else held. (At most half
/// full, as 0.1.x kept it, the depth-11 check's set was 256 MiB instead of 128: the probes a
/// fuller set adds stay within a cache line or two, the fingerprints being uniform.)
struct FingerprintSet: Sendable {
  private var slots = [UInt64](repeating: 0, count: 1 << 10)
  private(set) var count = 0

  var bytes: Int { slots.count * 8 }

  func contains(_ fingerprint: UInt64) -> Bool {
    let mask = slots.count - 1
    var i = Int(truncatingIfNeeded: fingerprint) & mask
    while true {
      let slot = slots[i]
      if slot == fingerprint { return true }
      if slot == 0 { return false }
      i = (i + 1) & mask
    }
  }

  /// False when it was there already.
  mutating func insert(_ fingerprint: UInt64) -> Bool {
    if (count + 1) * 4 > slots.count * 3 { grow() }
    let mask = slots.count - 1
    var i = Int(truncatingIfNeeded: fingerprint) & mask
    while true {
      let slot = slots[i]
      if slot == fingerprint { return false }
      if slot == 0 {
        slots[i] = fingerprint
        count += 1
        return true
      }
      i = (i + 1) & mask
    }
  }

  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: old.count * 2)
    count = 0
    for f in old where f != 0 { _ = insert(f) }
  }
}

/// An immutable value shared by the threads of one level.
final class Shared<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
