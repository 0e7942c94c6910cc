import PdxText

/// A JSON object written member by member with the steps' own primitives (`JSONRenderer`'s
/// string escaping, OutputBuffer's integers), for the reports that are not steps (`pdx check
/// --format json`): one JSON writer in pdx, not strings put together by hand.
///
///     var o = JSONObject()
///     o.member("distinct", 12)
///     o.member("violation", nil as String?)
///     o.text  // {"distinct":12,"violation":null}
public struct JSONObject: ~Copyable {
  private var o = OutputBuffer(capacity: 256)
  private var members = 0

  public init() { o.append(byte: UInt8(ascii: "{")) }

  private mutating func key(_ name: StaticString) {
    if members > 0 { o.append(byte: UInt8(ascii: ",")) }
    members += 1
    o.append(byte: UInt8(ascii: "\""))
    o.append(name)
    o.append("\":" as StaticString)
  }

  public mutating func member(_ name: StaticString, _ n: Int) {
    key(name)
    o.append(n)
  }

  public mutating func member(_ name: StaticString, _ n: Int?) {
    key(name)
    if let n { o.append(n) } else { o.append("null" as StaticString) }
  }

  public mutating func member(_ name: StaticString, _ b: Bool) {
    key(name)
    o.append(b ? "true" as StaticString : "false")
  }

  public mutating func member(_ name: StaticString, _ s: String?) {
    key(name)
    JSONRenderer.optional(s, &o)
  }

  public mutating func member(_ name: StaticString, _ ns: [Int]) {
    key(name)
    o.append(byte: UInt8(ascii: "["))
    for (i, n) in ns.enumerated() {
      if i > 0 { o.append(byte: UInt8(ascii: ",")) }
      o.append(n)
    }
    o.append(byte: UInt8(ascii: "]"))
  }

  /// A number with `places` decimals (`0.125`): written from its digits, never in exponent form.
  public mutating func member(_ name: StaticString, _ x: Double, places: Int) {
    key(name)
    o.appendVerbatim(JSONObject.fixed(x, places: places))
  }

  /// Another object, whole, or null.
  public mutating func member(_ name: StaticString, _ object: consuming JSONObject?) {
    key(name)
    guard let inner = object else { return o.append("null" as StaticString) }
    o.appendVerbatim(inner.text)
  }

  /// The object, closed.
  public consuming func finished() -> String {
    o.append(byte: UInt8(ascii: "}"))
    return o.text
  }

  /// The object closed, for nesting.
  var text: String {
    o.text + "}"
  }

  /// `x` with `places` decimals after a point, no grouping, never in exponent form: `1234.50`.
  public static func fixed(_ x: Double, places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let n = Int((x * scale).rounded())
    let whole = n / Int(scale)
    let fraction = String(n % Int(scale))
    return places == 0
      ? String(whole)
      : "\(whole)." + String(repeating: "0", count: places - fraction.count) + fraction
  }
}

/// The commas between a JSON array's or object's members: none before the first.
struct Commas {
  private var first = true

  mutating func next(_ o: inout OutputBuffer) {
    if !first { o.append(byte: UInt8(ascii: ",")) }
    first = false
  }
}
