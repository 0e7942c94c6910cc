import Testing

@testable import PokedexCore

@Suite("Catalogue")
struct CatalogueTests {
  @Test("the catalogue has the 151 Pokémon of the first generation, in order")
  func hundredFiftyOne() {
    #expect(Catalog.all.count == 151)
    #expect(Catalog.all.map(\.number) == Array(1...151))
    #expect(Set(Catalog.all.map(\.name)).count == 151)
    #expect(Set(Catalog.all.map(\.slug)).count == 151)
    #expect(Catalog.pokemon(1)?.name == "Bulbasaur")
    #expect(Catalog.pokemon(25)?.name == "Pikachu")
    #expect(Catalog.pokemon(151)?.name == "Mew")
    #expect(Catalog.pokemon(150)?.name == "Mewtwo")
    #expect(Catalog.pokemon(0) == nil)
    #expect(Catalog.pokemon(152) == nil)
  }

  @Test(
    "names are found ignoring case, with or without symbols",
    arguments: [
      ("pikachu", 25), ("PIKACHU", 25), ("Pikachu", 25), ("mew", 151), ("MEWTWO", 150),
      ("Mr. Mime", 122), ("mr-mime", 122), ("MR. MIME", 122), ("mrmime", 122),
      ("Nidoran♀", 29), ("nidoran-f", 29), ("Nidoran♂", 32), ("nidoran-m", 32),
      ("Farfetch'd", 83), ("farfetchd", 83), ("025", 25), ("25", 25), ("151", 151),
      ("0000001", 1),
    ])
  func find(_ texto: String, _ n: Int) {
    #expect(Catalog.find(texto)?.number == n)
  }

  @Test(
    "anything else finds nothing",
    arguments: ["", "0", "152", "000", "-1", "pikachuu", "missingno", "...", "nidoran", "2.5"])
  func buscarNada(_ texto: String) {
    #expect(Catalog.find(texto) == nil)
  }

  @Test("a Pokémon's label is its number and name")
  func label() {
    #expect(Reconciler.label(25) == "#25 Pikachu")
    #expect(Reconciler.label(122) == "#122 Mr. Mime")
  }
}
