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
        return .failure(Invalido("«\(texto)» is not a decimal number (expected 1…151)"))
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
