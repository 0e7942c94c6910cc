extension Engine {
  /// `tab X`: only while content is built.
  mutating func tab(_ pestana: Pestana) throws(Rejection) {
    let current = try requireContent()
    // Written out: the commonest step's name and note are never built.
    let name: String
    switch pestana {
    case .lista: name = "tab lista"
    case .favoritos: name = "tab favoritos"
    case .ajustes: name = "tab ajustes"
    }
    action(name) { e in
      if current == pestana {
        switch pestana {
        case .lista: e.note("lista is already the selected tab")
        case .favoritos: e.note("favoritos is already the selected tab")
        case .ajustes: e.note("ajustes is already the selected tab")
        }
      } else {
        // Only a real change is written: a write copies an app the snapshot shares.
        e.world.app?.contenido?.pestana = pestana
      }
    }
  }

  /// `open N`: push a Pokémon's detail on the selected tab's stack.
  mutating func open(_ n: Int) throws(Rejection) {
    try requirePokemon(n)
    switch try requireContent() {
    case .ajustes:
      throw Rejection("the Ajustes tab has no Pokémon to open (tab lista or tab favoritos)")
    case .favoritos where !world.dispositivo.sandbox.favoritos.contains(n):
      throw Rejection(
        "\(Reconciler.label(n)) is not a favorite: the Favoritos tab lists only favorites")
    case .favoritos:
      action(PokemonLines.open[n]) { $0.world.app?.contenido?.caminoFavoritos.append(n) }
    case .lista:
      action(PokemonLines.open[n]) { $0.world.app?.contenido?.caminoLista.append(n) }
    }
  }

  /// `fav N`: the detail's heart, on any tab while content is built.
  mutating func fav(_ n: Int) throws(Rejection) {
    try requirePokemon(n)
    try requireContent()
    action(PokemonLines.fav[n]) { e in
      if e.world.dispositivo.sandbox.favoritos.contains(n) {
        e.note("\(Reconciler.label(n)) is already a favorite")
      } else {
        e.world.dispositivo.sandbox.favoritos.append(n)
      }
    }
  }

  /// `unfav N`.
  mutating func unfav(_ n: Int) throws(Rejection) {
    try requirePokemon(n)
    try requireContent()
    action(PokemonLines.unfav[n]) { e in
      if let i = e.world.dispositivo.sandbox.favoritos.firstIndex(of: n) {
        e.world.dispositivo.sandbox.favoritos.remove(at: i)
      } else {
        e.note("\(Reconciler.label(n)) is not a favorite")
      }
    }
  }

  /// The Pokédex has the first 151.
  func requirePokemon(_ n: Int) throws(Rejection) {
    guard Catalog.pokemon(n) != nil else {
      throw Rejection("\(n) is not a Pokémon of the Pokédex (1…151)")
    }
  }
}
