import Testing

@testable import PokedexCore

@Suite("Lines that name a Pokémon")
struct RotulosTests {
  @Test(
    "each table holds the line built from its parts, and an id outside the catalogue is built on the spot"
  )
  func tablesMatchTheirParts() {
    let tablas: [PokemonLines] = [
      .open, .fav, .unfav, .pushLista, .pushFavoritos, .popLista, .popFavoritos,
      .backLista, .backFavoritos, .swipeLista, .swipeFavoritos,
    ]
    for table in tablas {
      for n in [0, -1, 152] + Array(Catalog.range) {
        #expect(table[n] == table.prefix + Reconciler.label(n) + table.suffix)
      }
    }
    #expect(PokemonLines.backLista[25] == "pop lista #25 Pikachu (by the user: back button)")
    #expect(
      PokemonLines.swipeFavoritos[1] == "pop favoritos #1 Bulbasaur (by the user: edge swipe)")
  }

  @Test("the screen's operations read the same through the tables")
  func describedOperations() {
    #expect(Reconciler.describe(.push(25), on: .lista) == "push lista #25 Pikachu")
    #expect(Reconciler.describe(.pop(7), on: .favoritos) == "pop favoritos #7 Squirtle")
    #expect(Reconciler.describe(.push(999), on: .lista) == "push lista #999 ?")
  }
}
