extension Engine {
  /// `open`: push a Pokémon's detail on the selected tab's stack.
  mutating func abrirFicha(_ n: Int) throws(Rejection) {
    try requirePokemon(n)
    switch try requireContent() {
    case .ajustes:
      throw Rejection("the Ajustes tab has no Pokémon to open (tab lista or tab favoritos)")
    case .favoritos where !world.dispositivo.sandbox.favoritos.contains(n):
      throw Rejection(
        "\(Reconciler.etiqueta(n)) is not a favorite: the Favoritos tab lists only favorites")
    case .favoritos:
      begin(Rotulos.abrir[n])
      world.app?.contenido?.caminoFavoritos.append(n)
    case .lista:
      begin(Rotulos.abrir[n])
      world.app?.contenido?.caminoLista.append(n)
    }
    end()
  }

  /// The detail's heart: works on any tab while content is built.
  mutating func favorito(_ n: Int, marcar: Bool) throws(Rejection) {
    try requirePokemon(n)
    try requireContent()
    begin(marcar ? Rotulos.marcar[n] : Rotulos.desmarcar[n])
    let favoritos = world.dispositivo.sandbox.favoritos
    if marcar {
      if favoritos.contains(n) {
        note("\(Reconciler.etiqueta(n)) is already a favorite")
      } else {
        world.dispositivo.sandbox.favoritos.append(n)
      }
    } else if let i = favoritos.firstIndex(of: n) {
      world.dispositivo.sandbox.favoritos.remove(at: i)
    } else {
      note("\(Reconciler.etiqueta(n)) is not a favorite")
    }
    end()
  }
}

extension Engine {
  /// The Pokédex has the first 151.
  func requirePokemon(_ n: Int) throws(Rejection) {
    guard Catalogo.pokemon(n) != nil else {
      throw Rejection("\(n) is not a Pokémon of the Pokédex (1…151)")
    }
  }
}
