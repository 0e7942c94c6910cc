import PokedexCore

/// The JSON form (SPEC §5): one object per step, on one line.
///
///     {"step":3,"command":"tab favoritos","source":"a.pdx:4","actions":[…],"ui":[],
///      "notes":[],"log":[],"error":null}
public enum JSONRenderer {
  public static func render(_ step: Step, command: String, source: String?) -> String {
    var o = "{\"step\":\(step.number),\"command\":"
    string(command, &o)
    o += ",\"source\":"
    optional(source, &o)
    o += ",\"actions\":["
    for (i, a) in step.actions.enumerated() {
      if i > 0 { o += "," }
      o += "{\"action\":"
      string(a.name, &o)
      o += ",\"changes\":["
      for (j, c) in a.changes.enumerated() {
        if j > 0 { o += "," }
        o += "{\"path\":"
        string(c.path, &o)
        o += ",\"old\":"
        value(c.old, &o)
        o += ",\"new\":"
        value(c.new, &o)
        o += "}"
      }
      o += "]}"
    }
    o += "],\"ui\":"
    strings(step.ui, &o)
    o += ",\"notes\":"
    strings(step.notes, &o)
    o += ",\"log\":"
    strings(step.log, &o)
    o += ",\"warnings\":"
    strings(step.warnings, &o)
    o += ",\"error\":"
    optional(step.error, &o)
    o += "}"
    return o
  }

  /// A shell command's output (show, help, …) or a failure, in the same one-line form.
  public static func render(output: [String], command: String, source: String?, error: String?)
    -> String
  {
    var o = "{\"step\":null,\"command\":"
    string(command, &o)
    o += ",\"source\":"
    optional(source, &o)
    o += ",\"output\":"
    strings(output, &o)
    o += ",\"error\":"
    optional(error, &o)
    o += "}"
    return o
  }

  public static func value(_ v: Value, _ o: inout String) {
    switch v {
    case .null: o += "null"
    case .bool(let b): o += b ? "true" : "false"
    case .int(let n): o += String(n)
    case .string(let s), .symbol(let s): string(s, &o)
    case .list(let xs):
      o += "["
      for (i, x) in xs.enumerated() {
        if i > 0 { o += "," }
        value(x, &o)
      }
      o += "]"
    }
  }

  static func optional(_ s: String?, _ o: inout String) {
    if let s { string(s, &o) } else { o += "null" }
  }

  static func strings(_ xs: [String], _ o: inout String) {
    o += "["
    for (i, x) in xs.enumerated() {
      if i > 0 { o += "," }
      string(x, &o)
    }
    o += "]"
  }

  /// A JSON string: quotes, backslashes and control characters escaped; the rest as UTF-8.
  public static func string(_ s: String, _ o: inout String) {
    o += "\""
    // Most strings need no escape: append them whole.
    if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
      o += s
      o += "\""
      return
    }
    for u in s.unicodeScalars {
      switch u {
      case "\"": o += "\\\""
      case "\\": o += "\\\\"
      case "\n": o += "\\n"
      case "\r": o += "\\r"
      case "\t": o += "\\t"
      default:
        if u.value < 0x20 || u.value == 0x7F {
          let hex = String(u.value, radix: 16)
          o += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          o.unicodeScalars.append(u)
        }
      }
    }
    o += "\""
  }
}
