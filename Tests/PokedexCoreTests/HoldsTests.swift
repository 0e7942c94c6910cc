import Testing

@testable import PokedexCore

@Suite("Finding a text in a text")
struct HoldsTests {
  /// Every text of up to seven letters over {a, b} against every needle of up to four: the
  /// search on the bytes agrees with the standard library's, at the start, the end, after a
  /// near miss and where the needle is longer than the text.
  @Test("the byte search finds a text exactly where the standard library does")
  func byteSearchAgrees() {
    func words(upTo length: Int) -> [String] {
      var all = [""]
      var last = [""]
      for _ in 0..<length {
        last = last.flatMap { [$0 + "a", $0 + "b"] }
        all += last
      }
      return all
    }
    let texts = words(upTo: 7)
    let needles = words(upTo: 4)
    var found = 0
    for text in texts {
      for needle in needles {
        let expected = needle.isEmpty || text.contains(needle)
        #expect(holds(text, needle) == expected, "\(text) \(needle)")
        #expect(
          WatchedTexts([needle]).held(by: .string(text)) == (expected && !needle.isEmpty),
          "\(text) \(needle)")
        if expected { found += 1 }
      }
    }
    #expect(found > 0 && found < texts.count * needles.count)
    #expect(holds("Pokédex: ash@kanto.com", "ash@kanto.com"))
    #expect(!holds("Pokédex", "dexx"))
  }
}
