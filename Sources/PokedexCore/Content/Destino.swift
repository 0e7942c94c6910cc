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
  ///     Destino.parse("https://pokedex/lista")       // .failure(.notPokedex)
  package static func parse(_ url: String) -> Result<Destino, Invalid> {
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
      return .failure(.noScheme)
    }
    guard lowercased(0..<colon, "pokedex") else {
      return .failure(.notPokedex)
    }
    var resto = (colon + 3)..<fin
    if let last = resto.last, b[last] == UInt8(ascii: "/") { resto = resto.dropLast() }
    // The host, and what follows its `/`: the rules read two parts at most, and how many there
    // are (counted, not kept: an array of them was an allocation a link).
    let slash = b[resto].firstIndex(of: UInt8(ascii: "/"))
    let host = resto.lowerBound..<(slash ?? resto.upperBound)
    let rest = slash.map { ($0 + 1)..<resto.upperBound }
    if lowercased(host, "lista") {
      return rest == nil ? .success(.lista) : .failure(.listaTakesNoPath)
    }
    guard lowercased(host, "pokemon") else {
      return .failure(.unknownHost)
    }
    guard let number = rest, !b[number].contains(UInt8(ascii: "/")) else {
      return .failure(.expectedNumberPath)
    }
    guard !number.isEmpty, b[number].allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
      return .failure(.notDecimal(text(number)))
    }
    let digits = number.drop { b[$0] == UInt8(ascii: "0") }
    var n = 0
    if digits.count <= 3 { for i in digits { n = n * 10 + Int(b[i] - 48) } }
    guard !digits.isEmpty, digits.count <= 3, Catalog.range.contains(n) else {
      return .failure(.outOfRange(text(number)))
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
      return .failure(.noScheme)
    }
    guard resto[..<colon].lowercased() == "pokedex" else {
      return .failure(.notPokedex)
    }
    resto = resto[colon...].dropFirst(3)
    if resto.hasSuffix("/") { resto = resto.dropLast() }
    let parts = resto.split(separator: "/", omittingEmptySubsequences: false)
    switch parts.first?.lowercased() {
    case "lista":
      return parts.count == 1
        ? .success(.lista) : .failure(.listaTakesNoPath)
    case "pokemon":
      guard parts.count == 2 else {
        return .failure(.expectedNumberPath)
      }
      let text = parts[1]
      guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
        return .failure(.notDecimal(String(text)))
      }
      let digits = text.drop(while: { $0 == "0" })
      guard digits.count <= 3, let n = Int(digits), Catalog.range.contains(n) else {
        return .failure(.outOfRange(String(text)))
      }
      return .success(.detalle(n))
    default:
      return .failure(.unknownHost)
    }
  }

  /// Why a link parses to nothing (the renderer says it in words; `id` names it in JSON).
  public enum Invalid: Error, Sendable, Equatable {
    case noScheme
    case notPokedex
    case listaTakesNoPath
    case unknownHost
    case expectedNumberPath
    /// The number's text is not decimal digits.
    case notDecimal(String)
    /// The number is outside 1…151.
    case outOfRange(String)

    package var id: String {
      switch self {
      case .noScheme: "no-scheme"
      case .notPokedex: "not-pokedex"
      case .listaTakesNoPath: "lista-takes-no-path"
      case .unknownHost: "unknown-host"
      case .expectedNumberPath: "expected-number-path"
      case .notDecimal: "not-decimal"
      case .outOfRange: "out-of-range"
      }
    }
  }
}
