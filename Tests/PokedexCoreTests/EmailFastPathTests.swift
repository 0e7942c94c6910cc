import Testing

@_spi(Internals) @testable import PokedexCore

/// The email rule read on an ASCII address's bytes agrees with the rule read on its characters.
@Suite("Email rule on bytes")
struct EmailFastPathTests {
  @Test("the byte rules and the character rules agree on thousands of ASCII addresses")
  func agree() {
    let alphabet: [Character] = ["a", "b", "@", ".", " ", "\t", "-", "_", "1"]
    var seed: UInt64 = 0x5EED
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33)
    }
    var agreed = 0
    for _ in 0..<20_000 {
      let text = String((0..<(next() % 10)).map { _ in alphabet[next() % alphabet.count] })
      var copy = text
      let bytes = copy.withUTF8 { Formulario.isCompleteASCIIEmail($0) }
      #expect(bytes == Formulario.isCompleteEmailText(text), "\(text.debugDescription)")
      if bytes == true { agreed += 1 }
    }
    #expect(agreed > 10)
    var accented = "ñandú@kanto.com"
    #expect(accented.withUTF8 { Formulario.isCompleteASCIIEmail($0) } == nil)
    #expect(Formulario.isCompleteEmail(accented))
  }
}
