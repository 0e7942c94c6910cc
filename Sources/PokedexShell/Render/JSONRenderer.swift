import PokedexCore

/// The JSON form (SPEC §5): one object per step, on one line.
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
    // Read in place through the arrays' storage, as the text renderer does: a `for … in`
    // loop would copy each record and change only to print it.
    step.actions.withUnsafeBufferPointer { actions in
      for a in actions.indices {
        if a > 0 { o.append(byte: UInt8(ascii: ",")) }
        o.append("{\"action\":" as StaticString)
        string(actions[a].name, &o)
        o.append(",\"changes\":[" as StaticString)
        actions[a].changes.withUnsafeBufferPointer { changes in
          for c in changes.indices {
            if c > 0 { o.append(byte: UInt8(ascii: ",")) }
            o.append("{\"path\":" as StaticString)
            string(changes[c].path, &o)
            o.append(",\"old\":" as StaticString)
            value(changes[c].old, &o)
            o.append(",\"new\":" as StaticString)
            value(changes[c].new, &o)
            o.append(byte: UInt8(ascii: "}"))
          }
        }
        o.append("]}" as StaticString)
      }
    }
    o.append("],\"ui\":" as StaticString)
    strings(step.actions, .ui, &o)
    o.append(",\"notes\":" as StaticString)
    strings(step.actions, .notes, &o)
    o.append(",\"log\":" as StaticString)
    strings(step.actions, .log, &o)
    o.append(",\"warnings\":" as StaticString)
    strings(step.warnings, &o)
    o.append(",\"error\":" as StaticString)
    optional(step.error, &o)
    o.append(byte: UInt8(ascii: "}"))
  }

  /// A shell command's output (show, help, …) or a failure, in the same one-line form.
  public static func render(output: [String], command: String, source: Location?, error: String?)
    -> String
  {
    var o = OutputBuffer(capacity: 256)
    o.append("{\"step\":null,\"command\":" as StaticString)
    string(command, &o)
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

  enum Part { case ui, notes, log }

  /// The lines of one kind across a step's actions, as one array, without gathering them.
  static func strings(_ actions: [ActionRecord], _ part: Part, _ o: inout OutputBuffer) {
    o.append(byte: UInt8(ascii: "["))
    var first = true
    actions.withUnsafeBufferPointer { actions in
      for a in actions.indices {
        let lines: [String]
        switch part {
        case .ui: lines = actions[a].ui
        case .notes: lines = actions[a].notes
        case .log: lines = actions[a].log
        }
        for x in lines {
          if !first { o.append(byte: UInt8(ascii: ",")) }
          first = false
          string(x, &o)
        }
      }
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
