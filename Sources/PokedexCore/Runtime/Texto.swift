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
