/// A state path's value, printed as a Swift literal: `nil`, `true`, `25`, `"text"`, `lista`,
/// `[25, 1]`.
public enum Value: Sendable, Equatable, Hashable, CustomStringConvertible {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  /// An enum case of the app, printed bare: `lista`, `conSesion`, `notDetermined`.
  case symbol(String)
  case list([Value])
  /// A list of integers (ids, stacks) that keeps the state's own array: reading a stack shares
  /// its storage instead of building a list. It is the `.list` of the same `.int`s: equal to
  /// it, hashed like it, printed like it.
  case ints([Int])

  public static func == (a: Value, b: Value) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.int(let x), .int(let y)): return x == y
    case (.string(let x), .string(let y)), (.symbol(let x), .symbol(let y)): return x == y
    case (.list(let x), .list(let y)): return x == y
    case (.ints(let x), .ints(let y)): return x == y
    case (.ints(let x), .list(let y)), (.list(let y), .ints(let x)):
      return x.count == y.count && zip(x, y).allSatisfy { Value.int($0) == $1 }
    default: return false
    }
  }

  public func hash(into h: inout Hasher) {
    switch self {
    case .null: h.combine(0)
    case .bool(let b):
      h.combine(1)
      h.combine(b)
    case .int(let n):
      h.combine(2)
      h.combine(n)
    case .string(let s):
      h.combine(3)
      h.combine(s)
    case .symbol(let s):
      h.combine(4)
      h.combine(s)
    case .list(let xs):
      h.combine(5)
      h.combine(xs.count)
      for x in xs { x.hash(into: &h) }
    case .ints(let xs):
      h.combine(5)
      h.combine(xs.count)
      for x in xs { Value.int(x).hash(into: &h) }
    }
  }

  public var description: String {
    var out = ""
    write(to: &out)
    return out
  }

  /// Appends the literal to `out` (no intermediate strings for lists).
  public func write(to out: inout String) {
    switch self {
    case .null: out += "nil"
    case .bool(let b): out += b ? "true" : "false"
    case .int(let n): out += String(n)
    case .string(let s): Value.writeQuoted(s, to: &out)
    case .symbol(let s): out += s
    case .ints(let items):
      // Printed as the list it is (replays print through their byte buffer instead).
      Value.list(items.map(Value.int)).write(to: &out)
    case .list(let items):
      out += "["
      var first = true
      for item in items {
        if !first { out += ", " }
        first = false
        item.write(to: &out)
      }
      out += "]"
    }
  }

  /// A Swift string literal: quotes, backslashes and control characters escaped.
  public static func writeQuoted(_ s: String, to out: inout String) {
    out += "\""
    // Most strings need no escape: append them whole.
    if !needsEscape(s) {
      out += s
      out += "\""
      return
    }
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\0": out += "\\0"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  /// Whether a literal of `s` escapes anything: quotes, backslashes, control characters.
  public static func needsEscape(_ s: String) -> Bool {
    // Over the bytes in place: every string of every step goes through here.
    s.utf8.withContiguousStorageIfAvailable { escapes(UnsafeRawBufferPointer($0)) }
      ?? s.utf8.contains(where: escapes)
  }

  static func escapes(_ b: UInt8) -> Bool { b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F }

  /// The same over bytes. Without a branch per byte (the tests or-ed together), the loop
  /// runs several bytes at a time.
  static func escapes(_ p: UnsafeRawBufferPointer) -> Bool {
    var found: UInt8 = 0
    for b in p {
      found |= (b < 0x20 ? 1 : 0) | (b == 0x22 ? 1 : 0) | (b == 0x5C ? 1 : 0) | (b == 0x7F ? 1 : 0)
    }
    return found != 0
  }

  static func optional(_ s: String?) -> Value { s.map(Value.string) ?? .null }
  static func strings(_ xs: [String]) -> Value { .list(xs.map(Value.string)) }

  /// The list's elements, when it is one.
  public var elements: [Value]? {
    switch self {
    case .list(let xs): xs
    case .ints(let xs): xs.map(Value.int)
    default: nil
    }
  }

  /// How many elements the list has, when it is one (no elements are built).
  public var count: Int? {
    switch self {
    case .list(let xs): xs.count
    case .ints(let xs): xs.count
    default: nil
    }
  }

  /// `contains`: an element equal to `other` for lists, a substring for text.
  public func contains(_ other: Value) -> Bool? {
    switch (self, other) {
    case (.list(let xs), _): return xs.contains(other)
    case (.ints(let xs), _): return xs.contains { Value.int($0) == other }
    case (.string(let s), .string(let t)): return t.isEmpty || s.contains(t)
    default: return nil
    }
  }
}

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
