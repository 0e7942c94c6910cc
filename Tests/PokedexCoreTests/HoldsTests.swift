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

  /// Longer texts, where the first byte is looked for eight at a time: a few thousand texts of
  /// up to 40 letters over {a, b, c} (a fixed sequence), each against needles taken from it
  /// and made up, at every offset a word can start.
  @Test("the search eight bytes at a time agrees with the standard library on long texts")
  func wordSearchAgrees() {
    var seed: UInt64 = 2026
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33) % bound
    }
    func word(_ length: Int) -> String {
      String((0..<length).map { _ in ["a", "b", "c"][next(3)] })
    }
    var found = 0
    var missed = 0
    for _ in 0..<3000 {
      let text = word(next(41))
      var needles = (0..<3).map { _ in word(1 + next(6)) }
      if text.count > 2 {
        let from = next(text.count - 1)
        let length = 1 + next(min(8, text.count - from))
        needles.append(String(Array(text)[from..<(from + length)]))
      }
      for needle in needles {
        let expected = text.contains(needle)
        #expect(holds(text, needle) == expected, "\(text) \(needle)")
        if expected { found += 1 } else { missed += 1 }
      }
    }
    #expect(found > 1000 && missed > 1000, "\(found) found, \(missed) missed")
  }
}
