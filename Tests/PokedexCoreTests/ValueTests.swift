import Testing

@testable import PokedexCore

@Suite("Values")
struct ValueTests {
  @Test("the escape check over a string's bytes agrees with the byte-by-byte one")
  func escapeCheckAgrees() {
    // Every byte that matters, and the bytes around the thresholds, at every position of
    // strings of every length up to 24.
    let interesting: [UInt8] =
      Array(0x00...0x21) + [0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0x9F, 0xA0, 0xC3, 0xFF]
    for length in 0...24 {
      let base = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      #expect(!base.withUnsafeBytes { Value.escapes($0) })
      for position in 0..<length {
        for byte in interesting {
          var bytes = base
          bytes[position] = byte
          let fast = bytes.withUnsafeBytes { Value.escapes($0) }
          #expect(fast == bytes.contains(where: Value.escapes), "\(length) \(position) \(byte)")
        }
      }
    }
    #expect(Value.needsEscape("contenido.caminoLista") == false)
    #expect(
      Value.needsEscape("say \"hi\"") && Value.needsEscape("a\tb") && !Value.needsEscape("Pokédex"))
  }

  @Test("a list of ints kept as the state's array is the list of the same ints")
  func intsAreLists() {
    let shared = Value.ints([25, 1])
    let built = Value.list([.int(25), .int(1)])
    #expect(shared == built && built == shared)
    #expect(shared.hashValue == built.hashValue)
    #expect(Set([shared, built]).count == 1)
    #expect(shared != Value.list([.int(25)]) && shared != Value.ints([1, 25]))
    #expect(Value.ints([]) == Value.list([]) && Value.ints([]) != Value.null)
    #expect(shared.description == built.description && shared.description == "[25, 1]")
    #expect(shared.elements == [.int(25), .int(1)] && shared.count == 2)
  }

  @Test("values render as Swift literals")
  func rendering() {
    #expect(Value.null.description == "nil")
    #expect(Value.bool(true).description == "true")
    #expect(Value.bool(false).description == "false")
    #expect(Value.int(25).description == "25")
    #expect(Value.int(-3).description == "-3")
    #expect(Value.string("text").description == "\"text\"")
    #expect(Value.symbol("lista").description == "lista")
    #expect(ints(25, 1).description == "[25, 1]")
    #expect(ints().description == "[]")
    #expect(Value.list([.string("a"), .null, .bool(true)]).description == "[\"a\", nil, true]")
  }

  @Test("strings escape quotes, backslashes and control characters")
  func escaping() {
    #expect(Value.string("a\"b").description == #""a\"b""#)
    #expect(Value.string("a\\b").description == #""a\\b""#)
    #expect(Value.string("a\nb\tc\rd").description == #""a\nb\tc\rd""#)
    #expect(Value.string("\u{1}").description == #""\u{1}""#)
    #expect(Value.string("\u{7F}").description == #""\u{7f}""#)
    #expect(Value.string("¿Cerrar la sesión?").description == "\"¿Cerrar la sesión?\"")
  }
}
