/// Joins the pieces of a line the core prints (an action's name, a `ui` operation) into one
/// string with one allocation: interpolation grows its string piece by piece, and every step
/// builds a few of these.
///
///     Texto.unir("pop ", "lista", " ", "#25 Pikachu")  // "pop lista #25 Pikachu"
enum Texto {
  static func unir(_ partes: String...) -> String {
    var total = 0
    for parte in partes { total += parte.utf8.count }
    return String(unsafeUninitializedCapacity: total) { destino in
      var i = 0
      for var parte in partes {
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
struct Rotulos: Sendable {
  let prefijo: String
  let sufijo: String
  private let lineas: [String]

  init(_ prefijo: String, _ sufijo: String = "") {
    self.prefijo = prefijo
    self.sufijo = sufijo
    lineas = Catalogo.rango.map { Texto.unir(prefijo, Reconciler.etiqueta($0), sufijo) }
  }

  subscript(n: Int) -> String {
    Catalogo.rango.contains(n)
      ? lineas[n - Catalogo.rango.lowerBound]
      : Texto.unir(prefijo, Reconciler.etiqueta(n), sufijo)
  }

  static let abrir = Rotulos("open ")
  static let marcar = Rotulos("fav ")
  static let desmarcar = Rotulos("unfav ")
  static let pushLista = Rotulos("push lista ")
  static let pushFavoritos = Rotulos("push favoritos ")
  static let popLista = Rotulos("pop lista ")
  static let popFavoritos = Rotulos("pop favoritos ")
  static let atrasLista = Rotulos("pop lista ", " (by the user: back button)")
  static let atrasFavoritos = Rotulos("pop favoritos ", " (by the user: back button)")
  static let bordeLista = Rotulos("pop lista ", " (by the user: edge swipe)")
  static let bordeFavoritos = Rotulos("pop favoritos ", " (by the user: edge swipe)")
}
