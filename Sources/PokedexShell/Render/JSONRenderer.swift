import PokedexCore

/// The JSON form (docs/reference.md §4.3): one object per step, on one line.
///
///     {"step":3,"command":"tab favoritos","source":"a.pdx:4","actions":[…],"ui":[],
///      "notes":[],"log":[],"error":null}
public enum JSONRenderer {
  public static func render(_ step: Step, command: String, source: Location?) -> String {
    var o = OutputBuffer(capacity: 512)
    render(step, command: command, source: source, into: &o)
    return o.text
  }

  /// The same object, appended to `o` (no newline).
  public static func render(
    _ step: Step, command: String, source: Location?, into o: inout OutputBuffer
  ) {
    o.append("{\"step\":" as StaticString)
    o.append(step.number)
    o.append(",\"command\":" as StaticString)
    string(command, &o)
    o.append(",\"source\":" as StaticString)
    JSONRenderer.source(source, &o)
    o.append(",\"actions\":[" as StaticString)
    // Read in place through the array's storage, as the text renderer does: a `for … in`
    // loop would copy each event only to print it.
    step.events.withUnsafeBufferPointer { events in
      var first = true
      var changeCount = 0
      for e in events.indices {
        switch events[e] {
        case .action(let name):
          o.append(first ? "{\"action\":" as StaticString : "]},{\"action\":")
          first = false
          string(name, &o)
          o.append(",\"changes\":[" as StaticString)
          changeCount = 0
        case .change(let c):
          if changeCount > 0 { o.append(byte: UInt8(ascii: ",")) }
          changeCount += 1
          o.append("{\"path\":" as StaticString)
          string(c.path, &o)
          o.append(",\"old\":" as StaticString)
          value(c.old, &o)
          o.append(",\"new\":" as StaticString)
          value(c.new, &o)
          o.append(byte: UInt8(ascii: "}"))
        case .ui, .log, .note:
          continue
        }
      }
      if !first { o.append("]}" as StaticString) }
      o.append("],\"ui\":" as StaticString)
      strings(events, .ui, &o)
      o.append(",\"notes\":" as StaticString)
      strings(events, .note, &o)
      o.append(",\"log\":" as StaticString)
      strings(events, .log, &o)
    }
    o.append(",\"warnings\":" as StaticString)
    strings(step.warnings, &o)
    o.append(",\"error\":" as StaticString)
    optional(step.error, &o)
    o.append(byte: UInt8(ascii: "}"))
  }

  /// A shell command's output (show, help, …) or an error, in the same one-line form; the
  /// command is null for a line that could not be read (a malformed line).
  public static func render(output: [String], command: String?, source: Location?, error: String?)
    -> String
  {
    var o = OutputBuffer(capacity: 256)
    o.append("{\"step\":null,\"command\":" as StaticString)
    optional(command, &o)
    o.append(",\"source\":" as StaticString)
    JSONRenderer.source(source, &o)
    o.append(",\"output\":" as StaticString)
    strings(output, &o)
    o.append(",\"error\":" as StaticString)
    optional(error, &o)
    o.append(byte: UInt8(ascii: "}"))
    return o.text
  }

  public static func value(_ v: Value, _ o: inout String) {
    var b = OutputBuffer(capacity: 64)
    value(v, &b)
    o += b.text
  }

  static func value(_ v: Value, _ o: inout OutputBuffer) {
    switch v {
    case .null: o.append("null" as StaticString)
    case .bool(let b): o.append(b ? "true" : "false" as StaticString)
    case .int(let n): o.append(n)
    case .string(let s), .symbol(let s): string(s, &o)
    case .ints(let xs):
      o.append(byte: UInt8(ascii: "["))
      var first = true
      for x in xs {
        if !first { o.append(byte: UInt8(ascii: ",")) }
        first = false
        o.append(x)
      }
      o.append(byte: UInt8(ascii: "]"))
    case .list(let xs):
      o.append(byte: UInt8(ascii: "["))
      for (i, x) in xs.enumerated() {
        if i > 0 { o.append(byte: UInt8(ascii: ",")) }
        value(x, &o)
      }
      o.append(byte: UInt8(ascii: "]"))
    }
  }

  /// `"path:line"`, or null.
  static func source(_ l: Location?, _ o: inout OutputBuffer) {
    guard let l else { return o.append("null" as StaticString) }
    guard !Value.needsEscape(l.path) else { return string(l.description, &o) }
    o.append(byte: UInt8(ascii: "\""))
    o.append(l.path)
    o.append(byte: UInt8(ascii: ":"))
    o.append(l.line)
    o.append(byte: UInt8(ascii: "\""))
  }

  static func optional(_ s: String?, _ o: inout OutputBuffer) {
    if let s { string(s, &o) } else { o.append("null" as StaticString) }
  }

  static func strings(_ xs: [String], _ o: inout OutputBuffer) {
    o.append(byte: UInt8(ascii: "["))
    for (i, x) in xs.enumerated() {
      if i > 0 { o.append(byte: UInt8(ascii: ",")) }
      string(x, &o)
    }
    o.append(byte: UInt8(ascii: "]"))
  }

  /// The lines of one kind across a step's actions, as one array, without gathering them.
  static func strings(
    _ events: UnsafeBufferPointer<StepEvent>, _ kind: StepEvent.Kind, _ o: inout OutputBuffer
  ) {
    o.append(byte: UInt8(ascii: "["))
    var first = true
    for e in events.indices {
      // Matched in place: a function returning the line would copy it out of the event.
      let line: String
      switch events[e] {
      case .ui(let l) where kind == .ui: line = l
      case .log(let l) where kind == .log: line = l
      case .note(let l) where kind == .note: line = l
      default: continue
      }
      if !first { o.append(byte: UInt8(ascii: ",")) }
      first = false
      string(line, &o)
    }
    o.append(byte: UInt8(ascii: "]"))
  }

  /// A JSON string: quotes, backslashes and control characters escaped; the rest as UTF-8.
  public static func string(_ s: String, _ o: inout String) {
    var b = OutputBuffer(capacity: s.utf8.count + 2)
    string(s, &b)
    o += b.text
  }

  static func string(_ s: String, _ o: inout OutputBuffer) {
    o.append(byte: UInt8(ascii: "\""))
    // Most strings need no escape: append them whole.
    guard Value.needsEscape(s) else {
      o.append(s)
      o.append(byte: UInt8(ascii: "\""))
      return
    }
    for u in s.unicodeScalars {
      switch u {
      case "\"": o.append("\\\"" as StaticString)
      case "\\": o.append("\\\\" as StaticString)
      case "\n": o.append("\\n" as StaticString)
      case "\r": o.append("\\r" as StaticString)
      case "\t": o.append("\\t" as StaticString)
      default:
        if u.value < 0x20 || u.value == 0x7F {
          let hex = String(u.value, radix: 16)
          o.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        } else {
          o.append(String(u))
        }
      }
    }
    o.append(byte: UInt8(ascii: "\""))
  }
}
