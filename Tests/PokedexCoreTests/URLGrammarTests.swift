import Testing

@testable import PokedexCore

@Suite("URL grammar")
struct URLGrammarTests {
  func destino(_ url: String) -> Destino? {
    if case .success(let d) = Destino.parse(url) { return d }
    return nil
  }

  @Test("pokedex://lista parses to Destination.Lista")
  func lista() {
    #expect(destino("pokedex://lista") == .lista)
  }

  @Test("pokedex://pokemon/<n> parses to Destination.Detalle(n) for n in 1…151")
  func detalle() {
    #expect(destino("pokedex://pokemon/1") == .detalle(1))
    #expect(destino("pokedex://pokemon/25") == .detalle(25))
    #expect(destino("pokedex://pokemon/151") == .detalle(151))
    for n in Catalog.range {
      #expect(destino("pokedex://pokemon/\(n)") == .detalle(n))
    }
  }

  @Test(
    "scheme and host are case-insensitive",
    arguments: [
      ("POKEDEX://LISTA", Destino.lista), ("PokeDex://Lista", .lista),
      ("POKEDEX://POKEMON/25", .detalle(25)), ("pokedex://Pokemon/7", .detalle(7)),
    ])
  func caseInsensitive(_ url: String, _ expected: Destino) {
    #expect(destino(url) == expected)
  }

  @Test(
    "leading zeros are allowed",
    arguments: [
      ("pokedex://pokemon/025", 25), ("pokedex://pokemon/0001", 1),
      ("pokedex://pokemon/000000000000000000000000000151", 151),
    ])
  func leadingZeros(_ url: String, _ n: Int) {
    #expect(destino(url) == .detalle(n))
  }

  @Test(
    "a trailing slash is allowed",
    arguments: [("pokedex://lista/", Destino.lista), ("pokedex://pokemon/25/", .detalle(25))])
  func trailingSlash(_ url: String, _ expected: Destino) {
    #expect(destino(url) == expected)
  }

  @Test(
    "query and fragment are ignored",
    arguments: [
      ("pokedex://pokemon/25?x=1", Destino.detalle(25)), ("pokedex://pokemon/25#top", .detalle(25)),
      ("pokedex://pokemon/25/?a=b#c", .detalle(25)), ("pokedex://lista?tab=1", .lista),
      ("pokedex://lista#x", .lista), ("POKEDEX://Pokemon/025/?x=/1", .detalle(25)),
    ])
  func queryFragmentIgnored(_ url: String, _ expected: Destino) {
    #expect(destino(url) == expected)
  }

  @Test(
    "anything else parses to nothing, with a reason",
    arguments: [
      "pokedex://pokemon/0", "pokedex://pokemon/152", "pokedex://pokemon/-1",
      "pokedex://pokemon/123456789012345678901234567890", "pokedex://pokemon/00000",
      "pokedex://pokemon/+25", "pokedex://pokemon/2a", "pokedex://pokemon/ 25",
      "pokedex://pokemon/25.0", "pokedex://pokemon/0x19", "pokedex://pokemon/١",
      "pokedex://pokemon", "pokedex://pokemon/", "pokedex://pokemon/25/1",
      "pokedex://pokemon/25//", "pokedex://lista/25", "pokedex://lista//",
      "https://pokedex/lista", "http://lista", "pokedex:lista", "pokedex:/lista",
      "pokedex//lista", "pokedex://", "pokedex://favoritos", "pokedex://ajustes",
      "pokedexx://lista", "://lista", "", "junk", "lista", "25", "pokémon://lista",
      " pokedex://lista", "pokedex://lista ",
    ])
  func invalid(_ url: String) {
    let result = Destino.parse(url)
    guard case .failure(let e) = result else {
      Issue.record("\(url) parsed to \(result)")
      return
    }
    #expect(!e.id.isEmpty)
  }

  @Test("an ASCII link read on its bytes gives what the character rules give, reasons included")
  func bytesAgreeWithCharacters() {
    let parts = [
      ["pokedex", "POKEDEX", "PoKeDeX", "https", "pokedexx", "", " pokedex"],
      ["://", ":/", ":", "", "//", ":///"],
      ["lista", "LISTA", "pokemon", "Pokemon", "favoritos", "", "pokemon/"],
      ["", "/", "//"],
      [
        "7", "25", "025", "151", "152", "0", "000", "0151", "1000", "-1", "99999999999999999999",
        "",
      ],
      ["", "/", "//", "?x=1", "#a", "/?q", " ", "\r\n", "/extra"],
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % n
    }
    var parsed = 0
    for _ in 0..<20_000 {
      let url = parts.map { $0[next($0.count)] }.joined()
      let bytes = Array(url.utf8)
      let fast = bytes.withUnsafeBufferPointer { Destino.parseASCII($0) }
      #expect(fast == Destino.parseText(url), "\(url)")
      if case .success = fast { parsed += 1 }
    }
    // Both outcomes were exercised, not only the failures.
    #expect(parsed > 20)
    for url in ["pokedex://pokemon/25", "POKEDEX://Pokemon/025/?x=1", "pokedex://lista/"] {
      let bytes = Array(url.utf8)
      let fast = bytes.withUnsafeBufferPointer { Destino.parseASCII($0) }
      #expect(fast == Destino.parseText(url), "\(url)")
    }
  }

  @Test("the reason names what is wrong")
  func reasons() {
    func reason(_ url: String) -> Destino.Invalid? {
      if case .failure(let e) = Destino.parse(url) { return e }
      return nil
    }
    #expect(reason("https://pokedex/lista") == .notPokedex)
    #expect(reason("pokedex://favoritos") == .unknownHost)
    #expect(reason("pokedex://pokemon/152") == .outOfRange("152"))
    #expect(reason("pokedex://pokemon/x1") == .notDecimal("x1"))
    #expect(reason("pokedex://lista/1") == .listaTakesNoPath)
    #expect(reason("pokedex://pokemon") == .expectedNumberPath)
    #expect(reason("junk") == .noScheme)
  }
}
