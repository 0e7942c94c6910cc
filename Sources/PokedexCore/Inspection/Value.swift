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
  package func write(to out: inout String) {
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
  package static func writeQuoted(_ s: String, to out: inout String) {
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
  package static func needsEscape(_ s: String) -> Bool {
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
  package var elements: [Value]? {
    switch self {
    case .list(let xs): xs
    case .ints(let xs): xs.map(Value.int)
    default: nil
    }
  }

  /// How many elements the list has, when it is one (no elements are built).
  package var count: Int? {
    switch self {
    case .list(let xs): xs.count
    case .ints(let xs): xs.count
    default: nil
    }
  }
}
