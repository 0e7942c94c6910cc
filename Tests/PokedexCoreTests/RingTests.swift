import Testing

@_spi(Internals) @testable import PokedexCore

/// `Ring`: the undo memory of the store and of the shell.
@Suite("Ring")
struct RingTests {
  @Test("pop gives the newest first; past the capacity the oldest are forgotten")
  func newestFirstOldestForgotten() {
    var ring = Ring<Int>(capacity: 3)
    #expect(ring.pop() == nil && ring.count == 0)
    for n in 1...5 { ring.push(n) }
    #expect(ring.count == 3)
    #expect(ring.pop() == 5)
    #expect(ring.pop() == 4)
    ring.push(6)
    #expect(ring.count == 2)
    #expect(ring.pop() == 6)
    #expect(ring.pop() == 3)
    #expect(ring.pop() == nil, "1 and 2 were overwritten")
    #expect(ring.count == 0)
  }

  @Test("pushes and pops across the wrap keep the order, at every fill")
  func againstAnArray() {
    var ring = Ring<Int>(capacity: 4)
    var model: [Int] = []
    // A fixed pattern of pushes and pops, checked against an array that drops its oldest.
    let moves = [1, 1, 0, 1, 1, 1, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 1, 0]
    for (n, move) in moves.enumerated() {
      if move == 1 {
        ring.push(n)
        model.append(n)
        if model.count > 4 { model.removeFirst() }
      } else {
        #expect(ring.pop() == model.popLast(), "move \(n)")
      }
      #expect(ring.count == model.count, "move \(n)")
    }
  }

  @Test("a capacity below 1 keeps one element")
  func smallestCapacity() {
    var ring = Ring<String>(capacity: 0)
    ring.push("a")
    ring.push("b")
    #expect(ring.count == 1)
    #expect(ring.pop() == "b")
    #expect(ring.pop() == nil)
  }

  @Test("Ring gives the newest n-th and its elements oldest first")
  func ringReads() {
    var ring = Ring<Int>(capacity: 3)
    #expect(ring.oldestFirst == [] && ring.newest(1) == nil)
    for n in 1...4 { ring.push(n) }
    #expect(ring.oldestFirst == [2, 3, 4])
    #expect(ring.newest(1) == 4 && ring.newest(3) == 2 && ring.newest(4) == nil)
    _ = ring.pop()
    #expect(ring.oldestFirst == [2, 3])
  }
}
