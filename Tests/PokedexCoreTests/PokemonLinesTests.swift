import Testing

@testable import PokedexCore

/// The lines a step prints about one Pokémon (docs/reference.md §4.1, §1.8), for every Pokémon
/// of the catalogue: each names it as `#N Name`, whatever builds the line.
@Suite("Lines that name a Pokémon")
struct PokemonLinesTests {
  /// `#25 Pikachu`, from the catalogue.
  static func label(_ n: Int) -> String { "#\(n) \(Catalog.pokemon(n)!.name)" }

  @Test("open, fav and unfav name the Pokémon in their action line, every one of the 151")
  func actionLines() {
    let signedIn = conSesion()
    for n in Catalog.range {
      var store = signedIn
      #expect(names(store.send(.open(n))) == ["open \(Self.label(n))"])
      #expect(names(store.send(.fav(n))) == ["fav \(Self.label(n))"])
      #expect(names(store.send(.unfav(n))) == ["unfav \(Self.label(n))"])
    }
  }

  @Test("push, pop and the user's pops name the Pokémon on both tabs, every one of the 151")
  func screenLines() {
    let signedIn = conSesion()
    for n in Catalog.range {
      let label = Self.label(n)
      var store = signedIn
      #expect(store.send(.open(n)).ui == ["push lista \(label)"])
      #expect(store.send(.back).ui == ["pop lista \(label) (by the user: back button)"])
      _ = store.send(.open(n))
      #expect(store.send(.swipeBack).ui == ["pop lista \(label) (by the user: edge swipe)"])
      // A link to the list's first screen pops the one above it: the reconciler's pop.
      _ = store.send(.open(1))
      _ = store.send(.open(n))
      #expect(store.send(.openURL("pokedex://pokemon/1")).ui == ["pop lista \(label)"])
      _ = store.send(.fav(n))
      _ = store.send(.tab(.favoritos))
      #expect(store.send(.open(n)).ui == ["push favoritos \(label)"])
      #expect(store.send(.back).ui == ["pop favoritos \(label) (by the user: back button)"])
      _ = store.send(.open(n))
      #expect(store.send(.swipeBack).ui == ["pop favoritos \(label) (by the user: edge swipe)"])
    }
  }

  @Test("the screen's operations read the same, and an id outside the catalogue reads as ?")
  func describedOperations() {
    #expect(Reconciler.describe(.push(25), on: .lista) == "push lista #25 Pikachu")
    #expect(Reconciler.describe(.pop(7), on: .favoritos) == "pop favoritos #7 Squirtle")
    #expect(Reconciler.describe(.push(999), on: .lista) == "push lista #999 ?")
    #expect(Reconciler.describe(.pop(0), on: .favoritos) == "pop favoritos #0 ?")
  }
}
