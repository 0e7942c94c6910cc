import Testing

@testable import PdxLanguage

/// A count before a noun says «1 line», never «1 lines», in both languages: every such count
/// goes through `Numbers.counted` (Scripts/lint finds one made by hand).
@Suite("Singular and plural")
struct PluralTests {
  @Test("Numbers.counted: singular for exactly one, plural otherwise, grouped, in both languages")
  func counted() {
    let lines = { Numbers.counted($0, ("line", "lines"), ("línea", "líneas")) }
    #expect(lines(1) == Words(en: "1 line", es: "1 línea"))
    #expect(lines(0) == Words(en: "0 lines", es: "0 líneas"))
    #expect(lines(2) == Words(en: "2 lines", es: "2 líneas"))
    #expect(lines(12_345) == Words(en: "12,345 lines", es: "12\u{A0}345 líneas"))
    #expect(lines(-1) == Words(en: "-1 lines", es: "-1 líneas"))
  }
}
