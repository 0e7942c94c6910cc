extension Engine {
  /// `tab X`: only while content is built.
  mutating func tab(_ pestana: Pestana) throws(Rejection) {
    let current = try requireContent()
    action(.tab(pestana)) { e in
      if current == pestana {
        e.note(.tabAlreadySelected(pestana))
      } else {
        // Only a real change is written: a write copies an app the snapshot shares.
        e.world.app?.contenido?.pestana = pestana
      }
    }
  }

  /// `open N`: push a Pokémon's detail on the selected tab's stack.
  mutating func open(_ n: Int) throws(Rejection) {
    try requirePokemon(n)
    switch try requireScreen() {
    case .ajustes:
      throw .ajustesHasNoPokemon
    case .favoritos where !world.dispositivo.sandbox.favoritos.contains(n):
      throw .notAFavorite(n)
    case .favoritos:
      action(.open(n)) { $0.world.app?.contenido?.caminoFavoritos.append(n) }
    case .lista:
      action(.open(n)) { $0.world.app?.contenido?.caminoLista.append(n) }
    }
  }

  /// `fav N`: the detail's heart, on any tab while content is built.
  mutating func fav(_ n: Int) throws(Rejection) {
    try requirePokemon(n)
    try requireContent()
    action(.fav(n)) { e in
      if e.world.dispositivo.sandbox.favoritos.contains(n) {
        e.note(.alreadyFavorite(n))
      } else {
        e.world.dispositivo.sandbox.favoritos.append(n)
      }
    }
  }

  /// `unfav N`.
  mutating func unfav(_ n: Int) throws(Rejection) {
    try requirePokemon(n)
    try requireContent()
    action(.unfav(n)) { e in
      if let i = e.world.dispositivo.sandbox.favoritos.firstIndex(of: n) {
        e.world.dispositivo.sandbox.favoritos.remove(at: i)
      } else {
        e.note(.notFavorite(n))
      }
    }
  }

  /// The Pokédex has the first 151.
  func requirePokemon(_ n: Int) throws(Rejection) {
    guard Catalog.pokemon(n) != nil else { throw .notAPokemon(n) }
  }
}
