import Testing

@testable import PdxCommands
@testable import PdxRunner
@testable import PdxScripts

/// The parsed lines a script stream keeps by their bytes (`LineCache`): no table before the
/// first line, then one that grows while lines would take each other's slots, up to its most.
@Suite("Line cache")
struct LineCacheTests {
  func find(_ cache: LineCache, _ line: String) -> LineCache.Entry? {
    Array(line.utf8).withUnsafeBufferPointer { cache.find($0) }
  }

  /// As a script stream does: the line parsed and kept when the cache does not have it.
  /// Whether it was missed.
  @discardableResult
  func read(_ cache: inout LineCache, _ line: String) throws -> Bool {
    if find(cache, line) != nil { return false }
    let parsed = try #require(try Parser.parse(line))
    cache.insert(Array(line.utf8), text: line, parsed: parsed)
    return true
  }

  @Test("no table before the first line; one of 16 slots after it, the line found with its parse")
  func lazy() throws {
    var cache = LineCache()
    #expect(cache.slotCount == 0)
    #expect(find(cache, "show raiz") == nil)
    try read(&cache, "show raiz")
    #expect(cache.slotCount == 16)
    let entry = try #require(find(cache, "show raiz"))
    #expect(entry.text == "show raiz")
    #expect(entry.parsed == (try Parser.parse("show raiz")))
    #expect(find(cache, "show raiz ") == nil, "same slot or not, other bytes are another line")
  }

  @Test("a loop of 300 lines is parsed once: on every later pass each line is found")
  func loopParsedOnce() throws {
    var cache = LineCache()
    let lines = (1...300).map { "type email ash\($0)@kanto.com" } + ["show raiz", "tab lista"]
    let firstPass = try lines.filter { try read(&cache, $0) }
    #expect(firstPass.count == lines.count)
    for _ in 1...3 {
      let missed = try lines.filter { try read(&cache, $0) }
      #expect(missed.isEmpty, "parsed again: \(missed.prefix(5))")
    }
    #expect(cache.slotCount <= LineCache.slots)
    #expect(cache.slotCount.nonzeroBitCount == 1)
  }

  @Test("never more than 4,096 slots, however many lines; the last line is always found")
  func bounded() throws {
    var cache = LineCache()
    for n in 1...10_000 {
      try read(&cache, "type email ash\(n)@kanto.com")
      try #require(cache.slotCount <= LineCache.slots)
    }
    #expect(cache.slotCount == LineCache.slots)
    #expect(find(cache, "type email ash10000@kanto.com") != nil)
  }
}
