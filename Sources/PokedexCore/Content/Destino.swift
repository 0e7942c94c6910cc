/// Where a `pokedex://` link leads: the list, or one Pokémon's detail.
public enum Destino: Sendable, Equatable {
  case lista
  case detalle(Int)

  /// Parses a link, or says why it leads nowhere.
  ///
  /// Scheme and host ignore case; the number is decimal (leading zeros allowed), 1…151;
  /// one trailing `/` is allowed; query and fragment are ignored.
  ///
  ///     Destino.parse("POKEDEX://Pokemon/025/?x=1")  // .success(.detalle(25))
  ///     Destino.parse("https://pokedex/lista")       // .failure("the scheme is not pokedex")
  public static func parse(_ url: String) -> Result<Destino, Invalido> {
    // Links are ASCII nearly always: read on their bytes, the same rules, far cheaper.
    let ascii = url.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 < 0x80 } ? parseASCII(bytes) : nil
    }
    if let resultado = ascii ?? nil { return resultado }
    return parseTexto(url)
  }

  /// The rules of `parse` on the bytes of an ASCII link.
  static func parseASCII(_ b: UnsafeBufferPointer<UInt8>) -> Result<Destino, Invalido> {
    func texto(_ r: Range<Int>) -> String { String(decoding: b[r], as: UTF8.self) }
    func minusculas(_ r: Range<Int>, _ palabra: StaticString) -> Bool {
      r.count == palabra.utf8CodeUnitCount
        && zip(b[r], UnsafeBufferPointer(start: palabra.utf8Start, count: r.count)).allSatisfy {
          $0 | 0x20 == $1  // `palabra` is lowercase letters: this is ASCII case folding
        }
    }
    let fin = b.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? b.count
    guard let dosPuntos = b[..<fin].firstIndex(of: UInt8(ascii: ":")), fin - dosPuntos >= 3,
      b[dosPuntos + 1] == UInt8(ascii: "/"), b[dosPuntos + 2] == UInt8(ascii: "/")
    else {
      return .failure(Invalido("it has no scheme (expected pokedex://…)"))
    }
    guard minusculas(0..<dosPuntos, "pokedex") else {
      return .failure(Invalido("the scheme is not pokedex"))
    }
    var resto = (dosPuntos + 3)..<fin
    if let ultimo = resto.last, b[ultimo] == UInt8(ascii: "/") { resto = resto.dropLast() }
    var partes: [Range<Int>] = []
    var inicio = resto.lowerBound
    for i in resto where b[i] == UInt8(ascii: "/") {
      partes.append(inicio..<i)
      inicio = i + 1
    }
    partes.append(inicio..<resto.upperBound)
    if minusculas(partes[0], "lista") {
      return partes.count == 1
        ? .success(.lista) : .failure(Invalido("pokedex://lista takes no path"))
    }
    guard minusculas(partes[0], "pokemon") else {
      return .failure(Invalido("the host is not lista or pokemon"))
    }
    guard partes.count == 2 else {
      return .failure(Invalido("expected pokedex://pokemon/<1…151>"))
    }
    let numero = partes[1]
    guard !numero.isEmpty, b[numero].allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
      return .failure(
        Invalido("\(Quoting.guillemets(texto(numero))) is not a decimal number (expected 1…151)"))
    }
    let cifras = numero.drop { b[$0] == UInt8(ascii: "0") }
    var n = 0
    if cifras.count <= 3 { for i in cifras { n = n * 10 + Int(b[i] - 48) } }
    guard !cifras.isEmpty, cifras.count <= 3, Catalogo.rango.contains(n) else {
      return .failure(Invalido("\(texto(numero)) is outside 1…151"))
    }
    return .success(.detalle(n))
  }

  /// The rules of `parse` on the link's characters: what a link with non-ASCII text takes.
  static func parseTexto(_ url: String) -> Result<Destino, Invalido> {
    var resto = Substring(url)
    if let corte = resto.firstIndex(where: { $0 == "?" || $0 == "#" }) {
      resto = resto[..<corte]
    }
    guard let dosPuntos = resto.firstIndex(of: ":"), resto[dosPuntos...].hasPrefix("://") else {
      return .failure(Invalido("it has no scheme (expected pokedex://…)"))
    }
    guard resto[..<dosPuntos].lowercased() == "pokedex" else {
      return .failure(Invalido("the scheme is not pokedex"))
    }
    resto = resto[dosPuntos...].dropFirst(3)
    if resto.hasSuffix("/") { resto = resto.dropLast() }
    let partes = resto.split(separator: "/", omittingEmptySubsequences: false)
    switch partes.first?.lowercased() {
    case "lista":
      return partes.count == 1
        ? .success(.lista) : .failure(Invalido("pokedex://lista takes no path"))
    case "pokemon":
      guard partes.count == 2 else {
        return .failure(Invalido("expected pokedex://pokemon/<1…151>"))
      }
      let texto = partes[1]
      guard !texto.isEmpty, texto.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
        return .failure(
          Invalido("\(Quoting.guillemets(texto)) is not a decimal number (expected 1…151)"))
      }
      let cifras = texto.drop(while: { $0 == "0" })
      guard cifras.count <= 3, let n = Int(cifras), Catalogo.rango.contains(n) else {
        return .failure(Invalido("\(texto) is outside 1…151"))
      }
      return .success(.detalle(n))
    default:
      return .failure(Invalido("the host is not lista or pokemon"))
    }
  }

  /// Why a link parses to nothing.
  public struct Invalido: Error, Sendable, Equatable {
    public let porque: String
    init(_ porque: String) { self.porque = porque }
  }
}
