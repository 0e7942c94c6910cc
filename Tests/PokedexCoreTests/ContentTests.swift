import Testing

@testable import PokedexCore

@Suite("Tabs, details and favorites")
struct ContentTests {
  @Test("tab selects a tab while content is built")
  func tabSelects() {
    var store = conSesion()
    let step = accepted(&store, .tab(.favoritos))
    #expect(actions(step) == [.tab(.favoritos)])
    #expect(
      step.changes == [
        Change(path: .field(.contenidoPestana), old: .symbol("lista"), new: .symbol("favoritos"))
      ])
  }

  @Test("tab X when X is already selected changes nothing, with a note")
  func tabSame() {
    var store = conSesion()
    let before = store.world
    let step = accepted(&store, .tab(.lista))
    #expect(step.changes.isEmpty)
    #expect(step.has(Note.ID.tabAlreadySelected))
    #expect(store.world == before)
  }

  @Test("open on lista opens any Pokémon and the screen pushes it")
  func openOnLista() {
    var store = conSesion()
    let step = accepted(&store, .open(25))
    #expect(actions(step) == [.open(25)])
    #expect(step.changes.map(\.path) == [.field(.contenidoCaminoLista), .field(.pantallaLista)])
    #expect(step.ui == [.push(.lista, 25)])
    accepted(&store, .open(151))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(25, 151))
    #expect(value(store, .field(.pantallaLista)) == ints(25, 151))
  }

  @Test("open on favoritos opens a favorite on the favorites stack")
  func openOnFavoritos() {
    var store = conSesion()
    accepted(&store, .fav(7))
    accepted(&store, .tab(.favoritos))
    let step = accepted(&store, .open(7))
    #expect(step.ui == [.push(.favoritos, 7)])
    #expect(value(store, .field(.contenidoCaminoFavoritos)) == ints(7))
    #expect(value(store, .field(.pantallaFavoritos)) == ints(7))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints())
  }

  @Test("fav and unfav work on any tab while content is built", arguments: Pestana.allCases)
  func favAnyTab(_ pestana: Pestana) {
    var store = conSesion()
    if pestana != .lista { accepted(&store, .tab(pestana)) }
    let step = accepted(&store, .fav(25))
    #expect(
      step.change(.field(.favoritos))
        == Change(path: .field(.favoritos), old: ints(), new: ints(25)))
    #expect(step.change(.field(.contenidoInsignia))?.new == .string("1"))
    let un = accepted(&store, .unfav(25))
    #expect(un.change(.field(.favoritos))?.new == ints())
    #expect(value(store, .field(.contenidoInsignia)) == .null)
  }

  @Test("fav of a favorite and unfav of a non-favorite change nothing, with a note")
  func favIdempotent() {
    var store = conSesion()
    accepted(&store, .fav(1))
    let again = accepted(&store, .fav(1))
    #expect(again.changes.isEmpty)
    #expect(again.has(Note.ID.alreadyFavorite))
    let un = accepted(&store, .unfav(2))
    #expect(un.changes.isEmpty)
    #expect(un.has(Note.ID.notFavorite))
  }

  @Test("favoritos lists in the order added, oldest first")
  func favoritesOrderAdded() {
    var store = conSesion()
    for n in [25, 7, 1] { accepted(&store, .fav(n)) }
    #expect(value(store, .field(.favoritos)) == ints(25, 7, 1))
  }

  @Test("favoritos lists by number when favoritosPorNumero is on")
  func favoritesByNumber() {
    var store = conSesion()
    for n in [25, 7, 1] { accepted(&store, .fav(n)) }
    let step = accepted(&store, .settingsFavoritosPorNumero(true))
    #expect(
      step.change(.field(.favoritos))
        == Change(path: .field(.favoritos), old: ints(25, 7, 1), new: ints(1, 7, 25)))
    accepted(&store, .fav(4))
    #expect(value(store, .field(.favoritos)) == ints(1, 4, 7, 25))
    accepted(&store, .settingsFavoritosPorNumero(false))
    #expect(value(store, .field(.favoritos)) == ints(25, 7, 1, 4))
  }

  @Test("contenido.insignia is the favorites count as text, nil at zero")
  func insignia() {
    var store = conSesion()
    #expect(value(store, .field(.contenidoInsignia)) == .null)
    accepted(&store, .fav(1))
    accepted(&store, .fav(2))
    #expect(value(store, .field(.contenidoInsignia)) == .string("2"))
    #expect(value(Store(), .field(.contenidoInsignia)) == .null)
  }

  @Test("favorites and the theme work without accounts too")
  func sinCuentasContent() {
    var store = Store(hayCuentas: false)
    accepted(&store, .fav(150))
    accepted(&store, .settingsTema(.claro))
    #expect(value(store, .field(.favoritos)) == ints(150))
    #expect(value(store, .field(.ajustesTema)) == .symbol("claro"))
  }
}
