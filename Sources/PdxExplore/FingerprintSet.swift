/// The states seen, by fingerprint: 16 tables, the fingerprint's top four bits choosing one,
/// each open addressing with linear probing in one array of 64-bit slots (0 is empty:
/// `World.fingerprint` is never 0), at most three quarters full, doubled when it would be more.
/// Between 8/0.75 and 16/0.75 bytes a state, nothing else held. A table doubles alone: while it
/// does, the old and the new arrays are both held, and sixteen tables make that a sixteenth of
/// the set, where a single table would hold its old and new arrays whole during the deepest
/// level's merge. Three quarters full rather than half: the probes a fuller set adds stay
/// within a cache line or two, the fingerprints being uniform, and the set is half the size.
import PokedexCore

struct FingerprintSet: Sendable {
  private struct Table: Sendable {
    var slots = [UInt64](repeating: 0, count: 64)
    var count = 0
  }

  private var tables = [Table](repeating: Table(), count: 16)
  private(set) var count = 0

  var bytes: Int { tables.reduce(0) { $0 + $1.slots.count * 8 } }

  @inline(__always)
  private static func table(_ fingerprint: UInt64) -> Int {
    Int(truncatingIfNeeded: fingerprint >> 60)
  }

  func contains(_ fingerprint: UInt64) -> Bool {
    tables[Self.table(fingerprint)].slots.withUnsafeBufferPointer { slots in
      let mask = slots.count - 1
      var i = Int(truncatingIfNeeded: fingerprint) & mask
      while true {
        let slot = slots[i]
        if slot == fingerprint { return true }
        if slot == 0 { return false }
        i = (i + 1) & mask
      }
    }
  }

  /// False when it was there already.
  mutating func insert(_ fingerprint: UInt64) -> Bool {
    let t = Self.table(fingerprint)
    if (tables[t].count + 1) * 4 > tables[t].slots.count * 3 { grow(t) }
    guard Self.insert(fingerprint, into: &tables[t].slots) else { return false }
    tables[t].count += 1
    count += 1
    return true
  }

  private static func insert(_ fingerprint: UInt64, into slots: inout [UInt64]) -> Bool {
    slots.withUnsafeMutableBufferPointer { slots in
      let mask = slots.count - 1
      var i = Int(truncatingIfNeeded: fingerprint) & mask
      while true {
        let slot = slots[i]
        if slot == fingerprint { return false }
        if slot == 0 {
          slots[i] = fingerprint
          return true
        }
        i = (i + 1) & mask
      }
    }
  }

  /// Empties the set, keeping its slots.
  mutating func removeAll() {
    guard count > 0 else { return }
    for t in tables.indices where tables[t].count > 0 {
      tables[t].slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
      tables[t].count = 0
    }
    count = 0
  }

  private mutating func grow(_ t: Int) {
    let old = tables[t].slots
    tables[t].slots = [UInt64](repeating: 0, count: old.count * 2)
    for f in old where f != 0 { _ = Self.insert(f, into: &tables[t].slots) }
  }
}

/// An immutable value shared by the threads of one level.
final class Shared<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
