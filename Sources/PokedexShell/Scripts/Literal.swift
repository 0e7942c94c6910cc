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
    guard p.atEnd else { throw p.error("unexpected text after the value") }
    return v
  }
}

/// Why a literal could not be read, and at which column (1-based, in scalars).
public struct LiteralError: Error, Sendable, Equatable, CustomStringConvertible {
  public let column: Int
  public let message: String
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
  func error(_ m: String) -> LiteralError { LiteralError(column: i + 1, message: m) }

  mutating func skipSpaces() {
    while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 }
  }

  mutating func value() throws(LiteralError) -> Value {
    guard i < s.count else {
      throw error("expected a value: nil, true, false, a number, \"text\", a word or [list]")
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
    throw error("expected a value: nil, true, false, a number, \"text\", a word or [list]")
  }

  mutating func number() throws(LiteralError) -> Value {
    let start = i
    if s[i] == "-" { i += 1 }
    let digitsStart = i
    while i < s.count, ("0"..."9").contains(s[i]) { i += 1 }
    guard i > digitsStart else { throw error("expected digits after -") }
    var text = ""
    text.unicodeScalars.append(contentsOf: s[start..<i])
    guard let n = Int(text) else {
      i = start
      throw error("the number \(text) is too large")
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
          throw error("expected \\u{hex}")
        }
        var hex = ""
        hex.unicodeScalars.append(contentsOf: s[(i + 1)..<close])
        guard let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
          throw error("\\u{\(hex)} is not a Unicode scalar")
        }
        out.unicodeScalars.append(scalar)
        i = close + 1
      default:
        i -= 1
        throw error("unknown escape \\\(e)")
      }
    }
    throw error("unterminated string: a closing \" is missing")
  }

  mutating func list() throws(LiteralError) -> Value {
    // Each level is a call: without a bound, `[[[[…` 40,000 deep overflows the stack.
    guard depth < LiteralParser.maxDepth else {
      throw error("lists nest at most \(LiteralParser.maxDepth) deep")
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
      guard i < s.count else { throw error("unterminated list: a closing ] is missing") }
      if s[i] == "]" {
        i += 1
        return .list(items)
      }
      guard s[i] == "," else { throw error("expected , or ] in the list") }
      i += 1
    }
  }
}
