/// Joins the pieces of a line the core prints (an action's name, a `ui` operation) into one
/// string with one allocation: interpolation grows its string piece by piece, and every step
/// builds a few of these.
///
///     Text.join("pop ", "lista", " ", "#25 Pikachu")  // "pop lista #25 Pikachu"
enum Text {
  static func join(_ parts: String...) -> String {
    var total = 0
    for parte in parts { total += parte.utf8.count }
    return String(unsafeUninitializedCapacity: total) { destino in
      var i = 0
      for var parte in parts {
        parte.withUTF8 { bytes in
          guard let origen = bytes.baseAddress else { return }
          (destino.baseAddress! + i).update(from: origen, count: bytes.count)
          i += bytes.count
        }
      }
      return i
    }
  }
}

/// One kind of line that names a Pokémon (`open #25 Pikachu`, `push lista #25 Pikachu`), built
/// once for the whole catalogue the first time it is needed: steps print these all the time,
/// and a shared string costs a retain where a new one costs an allocation and a copy.
struct PokemonLines: Sendable {
  let prefix: String
  let suffix: String
  private let lines: [String]

  init(_ prefix: String, _ suffix: String = "") {
    self.prefix = prefix
    self.suffix = suffix
    lines = Catalog.range.map { Text.join(prefix, Reconciler.label($0), suffix) }
  }

  subscript(n: Int) -> String {
    Catalog.range.contains(n)
      ? lines[n - Catalog.range.lowerBound]
      : Text.join(prefix, Reconciler.label(n), suffix)
  }

  static let open = PokemonLines("open ")
  static let fav = PokemonLines("fav ")
  static let unfav = PokemonLines("unfav ")
  static let pushLista = PokemonLines("push lista ")
  static let pushFavoritos = PokemonLines("push favoritos ")
  static let popLista = PokemonLines("pop lista ")
  static let popFavoritos = PokemonLines("pop favoritos ")
  static let backLista = PokemonLines("pop lista ", " (by the user: back button)")
  static let backFavoritos = PokemonLines("pop favoritos ", " (by the user: back button)")
  static let swipeLista = PokemonLines("pop lista ", " (by the user: edge swipe)")
  static let swipeFavoritos = PokemonLines("pop favoritos ", " (by the user: edge swipe)")
}
