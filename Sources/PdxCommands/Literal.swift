import PdxLanguage
import PokedexCore

/// The literal grammar `expect` reads its VALUE with (docs/reference.md §4.4): the shell's, as
/// the printing of values (`Value.description`) is the core's.
extension Value {
  /// Parses a literal as `expect` reads it: `nil`, `true`/`false`, a decimal integer, a
  /// double-quoted string with Swift escapes, a bare word (an enum case), or a list of those.
  ///
  ///     try Value.parse("[25, 1]")  // .list([.int(25), .int(1)])
  public static func parse(_ text: String) throws(LiteralError) -> Value {
    var p = LiteralParser(Array(text.unicodeScalars))
    p.skipSpaces()
    let v = try p.value()
    p.skipSpaces()
    guard p.atEnd else {
      throw p.error(
        Words(en: "unexpected text after the value", es: "sobra texto después del valor"))
    }
    return v
  }
}

/// Why a literal could not be read, and at which column (1-based, in scalars).
public struct LiteralError: Error, Sendable, Equatable, CustomStringConvertible {
  public let column: Int
  public let words: Words
  /// In English.
  public var message: String { words.en }
  public var description: String { "column \(column): \(message)" }
}

struct LiteralParser {
  let s: [Unicode.Scalar]
  var i = 0
  /// How many lists are open at `i`.
  var depth = 0
  /// State values are at most a list of plain values; a literal may nest lists this deep.
  static let maxDepth = 32
  init(_ s: [Unicode.Scalar]) { self.s = s }

  var atEnd: Bool { i >= s.count }
  func error(_ w: Words) -> LiteralError { LiteralError(column: i + 1, words: w) }

  static let expectedValue = Words(
    en: "expected a value: nil, true, false, a number, \"text\", a word or [list]",
    es: "se esperaba un valor: nil, true, false, un número, \"texto\", una palabra o [lista]")

  mutating func skipSpaces() {
    while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 }
  }

  mutating func value() throws(LiteralError) -> Value {
    guard i < s.count else {
      throw error(LiteralParser.expectedValue)
    }
    let c = s[i]
    if c == "\"" { return .string(try quoted()) }
    if c == "[" { return try list() }
    if c == "-" || ("0"..."9").contains(c) { return try number() }
    if c == "_" || c.properties.isAlphabetic {
      let start = i
      while i < s.count, s[i] == "_" || s[i].properties.isAlphabetic || ("0"..."9").contains(s[i]) {
        i += 1
      }
      var word = ""
      word.unicodeScalars.append(contentsOf: s[start..<i])
      switch word {
      case "nil": return .null
      case "true": return .bool(true)
      case "false": return .bool(false)
      default: return .symbol(word)
      }
    }
    throw error(LiteralParser.expectedValue)
  }

  mutating func number() throws(LiteralError) -> Value {
    let start = i
    if s[i] == "-" { i += 1 }
    let digitsStart = i
    while i < s.count, ("0"..."9").contains(s[i]) { i += 1 }
    guard i > digitsStart else {
      throw error(Words(en: "expected digits after -", es: "se esperaban dígitos después de -"))
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: s[start..<i])
    guard let n = Int(text) else {
      i = start
      throw error(
        Words(en: "the number \(text) is too large", es: "el número \(text) es demasiado grande"))
    }
    return .int(n)
  }

  mutating func quoted() throws(LiteralError) -> String {
    i += 1
    var out = ""
    while i < s.count {
      let c = s[i]
      i += 1
      if c == "\"" { return out }
      if c != "\\" {
        out.unicodeScalars.append(c)
        continue
      }
      guard i < s.count else { break }
      let e = s[i]
      i += 1
      switch e {
      case "n": out += "\n"
      case "t": out += "\t"
      case "r": out += "\r"
      case "0": out += "\0"
      case "\"", "\\", "'": out.unicodeScalars.append(e)
      case "u":
        guard i < s.count, s[i] == "{", let close = s[i...].firstIndex(of: "}") else {
          throw error(Words(en: "expected \\u{hex}", es: "se esperaba \\u{hex}"))
        }
        var hex = ""
        hex.unicodeScalars.append(contentsOf: s[(i + 1)..<close])
        guard let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
          throw error(
            Words(
              en: "\\u{\(hex)} is not a Unicode scalar", es: "\\u{\(hex)} no es un escalar Unicode")
          )
        }
        out.unicodeScalars.append(scalar)
        i = close + 1
      default:
        i -= 1
        throw error(Words(en: "unknown escape \\\(e)", es: "escape desconocido \\\(e)"))
      }
    }
    throw error(
      Words(
        en: "unterminated string: a closing \" is missing",
        es: "texto sin cerrar: falta la \" de cierre"))
  }

  mutating func list() throws(LiteralError) -> Value {
    // Each level is a call: without a bound, `[[[[…` 40,000 deep overflows the stack.
    guard depth < LiteralParser.maxDepth else {
      throw error(
        Words(
          en: "lists nest at most \(LiteralParser.maxDepth) deep",
          es: "las listas se anidan como mucho \(LiteralParser.maxDepth) niveles"))
    }
    depth += 1
    defer { depth -= 1 }
    i += 1
    var items: [Value] = []
    skipSpaces()
    if i < s.count, s[i] == "]" {
      i += 1
      return .list(items)
    }
    while true {
      skipSpaces()
      items.append(try value())
      skipSpaces()
      guard i < s.count else {
        throw error(
          Words(
            en: "unterminated list: a closing ] is missing",
            es: "lista sin cerrar: falta el ] de cierre"))
      }
      if s[i] == "]" {
        i += 1
        return .list(items)
      }
      guard s[i] == "," else {
        throw error(Words(en: "expected , or ] in the list", es: "se esperaba , o ] en la lista"))
      }
      i += 1
    }
  }
}
