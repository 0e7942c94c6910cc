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
  public static func parse(_ url: String) -> Result<Destino, Invalid> {
    // Links are ASCII nearly always: read on their bytes, the same rules, far cheaper.
    let ascii = url.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 < 0x80 } ? parseASCII(bytes) : nil
    }
    if let result = ascii ?? nil { return result }
    return parseText(url)
  }

  /// The rules of `parse` on the bytes of an ASCII link.
  static func parseASCII(_ b: UnsafeBufferPointer<UInt8>) -> Result<Destino, Invalid> {
    func text(_ r: Range<Int>) -> String { String(decoding: b[r], as: UTF8.self) }
    func lowercased(_ r: Range<Int>, _ palabra: StaticString) -> Bool {
      r.count == palabra.utf8CodeUnitCount
        && zip(b[r], UnsafeBufferPointer(start: palabra.utf8Start, count: r.count)).allSatisfy {
          $0 | 0x20 == $1  // `palabra` is lowercase letters: this is ASCII case folding
        }
    }
    let fin = b.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? b.count
    guard let colon = b[..<fin].firstIndex(of: UInt8(ascii: ":")), fin - colon >= 3,
      b[colon + 1] == UInt8(ascii: "/"), b[colon + 2] == UInt8(ascii: "/")
    else {
      return .failure(Invalid("it has no scheme (expected pokedex://…)"))
    }
    guard lowercased(0..<colon, "pokedex") else {
      return .failure(Invalid("the scheme is not pokedex"))
    }
    var resto = (colon + 3)..<fin
    if let last = resto.last, b[last] == UInt8(ascii: "/") { resto = resto.dropLast() }
    var parts: [Range<Int>] = []
    var start = resto.lowerBound
    for i in resto where b[i] == UInt8(ascii: "/") {
      parts.append(start..<i)
      start = i + 1
    }
    parts.append(start..<resto.upperBound)
    if lowercased(parts[0], "lista") {
      return parts.count == 1
        ? .success(.lista) : .failure(Invalid("pokedex://lista takes no path"))
    }
    guard lowercased(parts[0], "pokemon") else {
      return .failure(Invalid("the host is not lista or pokemon"))
    }
    guard parts.count == 2 else {
      return .failure(Invalid("expected pokedex://pokemon/<1…151>"))
    }
    let number = parts[1]
    guard !number.isEmpty, b[number].allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
      return .failure(
        Invalid("\(Quoting.guillemets(text(number))) is not a decimal number (expected 1…151)"))
    }
    let digits = number.drop { b[$0] == UInt8(ascii: "0") }
    var n = 0
    if digits.count <= 3 { for i in digits { n = n * 10 + Int(b[i] - 48) } }
    guard !digits.isEmpty, digits.count <= 3, Catalog.range.contains(n) else {
      return .failure(Invalid("\(text(number)) is outside 1…151"))
    }
    return .success(.detalle(n))
  }

  /// The rules of `parse` on the link's characters: what a link with non-ASCII text takes.
  static func parseText(_ url: String) -> Result<Destino, Invalid> {
    var resto = Substring(url)
    if let cut = resto.firstIndex(where: { $0 == "?" || $0 == "#" }) {
      resto = resto[..<cut]
    }
    guard let colon = resto.firstIndex(of: ":"), resto[colon...].hasPrefix("://") else {
      return .failure(Invalid("it has no scheme (expected pokedex://…)"))
    }
    guard resto[..<colon].lowercased() == "pokedex" else {
      return .failure(Invalid("the scheme is not pokedex"))
    }
    resto = resto[colon...].dropFirst(3)
    if resto.hasSuffix("/") { resto = resto.dropLast() }
    let parts = resto.split(separator: "/", omittingEmptySubsequences: false)
    switch parts.first?.lowercased() {
    case "lista":
      return parts.count == 1
        ? .success(.lista) : .failure(Invalid("pokedex://lista takes no path"))
    case "pokemon":
      guard parts.count == 2 else {
        return .failure(Invalid("expected pokedex://pokemon/<1…151>"))
      }
      let text = parts[1]
      guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
        return .failure(
          Invalid("\(Quoting.guillemets(text)) is not a decimal number (expected 1…151)"))
      }
      let digits = text.drop(while: { $0 == "0" })
      guard digits.count <= 3, let n = Int(digits), Catalog.range.contains(n) else {
        return .failure(Invalid("\(text) is outside 1…151"))
      }
      return .success(.detalle(n))
    default:
      return .failure(Invalid("the host is not lista or pokemon"))
    }
  }

  /// Why a link parses to nothing.
  public struct Invalid: Error, Sendable, Equatable {
    public let reason: String
    init(_ reason: String) { self.reason = reason }
  }
}
