import Testing

@testable import PokedexShell

/// The parsed lines a script stream keeps by their bytes (`LineCache`): no table before the
/// first line, then one that grows as lines come, up to its most, and keeps what it held.
@Suite("Line cache")
struct LineCacheTests {
  func find(_ cache: LineCache, _ line: String) -> LineCache.Entry? {
    Array(line.utf8).withUnsafeBufferPointer { cache.find($0) }
  }

  mutating func insert(_ cache: inout LineCache, _ line: String) throws {
    let parsed = try #require(try Parser.parse(line))
    cache.insert(Array(line.utf8), text: line, parsed: parsed)
  }

  @Test("no table before the first line; one of 16 slots after it, the line found with its parse")
  mutating func lazy() throws {
    var cache = LineCache()
    #expect(cache.slotCount == 0)
    #expect(find(cache, "show raiz") == nil)
    try insert(&cache, "show raiz")
    #expect(cache.slotCount == 16)
    let entry = try #require(find(cache, "show raiz"))
    #expect(entry.text == "show raiz")
    #expect(entry.parsed == (try Parser.parse("show raiz")))
    #expect(find(cache, "show raiz ") == nil, "same slot or not, other bytes are another line")
  }

  @Test(
    "growing keeps the lines held: each held in 16 slots is found in 32 (but one the new line may take)"
  )
  mutating func growthKeeps() throws {
    var cache = LineCache()
    let lines = (1...8).map { "fav \($0)" }
    for line in lines { try insert(&cache, line) }
    #expect(cache.slotCount == 16)
    let held = lines.filter { find(cache, $0) != nil }
    #expect(held.count >= 4)
    try insert(&cache, "fav 9")
    #expect(cache.slotCount == 32)
    #expect(find(cache, "fav 9") != nil)
    // Lines in different slots of 16 are in different slots of 32: only "fav 9" can evict one.
    #expect(held.filter { find(cache, $0) != nil }.count >= held.count - 1)
  }

  @Test("never more than 4,096 slots, however many lines; the last line is always found")
  mutating func bounded() throws {
    var cache = LineCache()
    for n in 1...10_000 {
      try insert(&cache, "type email ash\(n)@kanto.com")
      #expect(cache.slotCount <= LineCache.slots)
    }
    #expect(cache.slotCount == LineCache.slots)
    #expect(find(cache, "type email ash10000@kanto.com") != nil)
  }
}
