import PdxLanguage
import PdxScripts
import PdxText
import PokedexCore

/// The JSON form (docs/reference.md §4.3): one object per step, on one line. Each action
/// carries its id and typed fields beside its text; `events` lists the step's ui, log, note and
/// warning events in print order, each with its kind, id, fields and text (the `ui`, `notes`,
/// `log` and `warnings` arrays keep their texts alone, as before).
///
///     {"step":3,"command":"tab favoritos","source":"a.pdx:4","actions":[…],"ui":[],
///      "notes":[],"log":[],"warnings":[],"events":[],"error":null,"rejection":null}
public enum JSONRenderer {
  public static func render(
    _ step: Step, command: String, source: Location?, language: Language = .en
  ) -> String {
    var o = OutputBuffer(capacity: 512)
    render(step, command: command, source: source, language: language, into: &o)
    return o.text
  }

  /// The same object, appended to `o` (no newline).
  public static func render(
    _ step: Step, command: String, source: Location?, language: Language,
    into o: inout OutputBuffer
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
      var sentences = 0
      for e in events.indices {
        switch events[e] {
        case .action(let action):
          o.append(first ? "{\"action\":" as StaticString : "]},{\"action\":")
          first = false
          _ = sentence(&o) { language.write(action, to: &$0) }
          o.append(",\"id\":" as StaticString)
          string(action.id.rawValue, &o)
          fields(action.fields, &o)
          o.append(",\"changes\":[" as StaticString)
          changeCount = 0
        case .change(let c):
          if changeCount > 0 { o.append(byte: UInt8(ascii: ",")) }
          changeCount += 1
          o.append("{\"path\":" as StaticString)
          string(c.path.name, &o)
          o.append(",\"old\":" as StaticString)
          value(c.old, &o)
          o.append(",\"new\":" as StaticString)
          value(c.new, &o)
          o.append(byte: UInt8(ascii: "}"))
        case .ui, .note:
          sentences += 1
        case .log:
          continue
        }
      }
      if !first { o.append("]}" as StaticString) }
      // Each ui line's and note's sentence is made once, in `ui` or `notes`, and copied from
      // there into its object in `events`; where each lies is kept on the stack.
      withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: sentences) { said in
        o.append("],\"ui\":" as StaticString)
        texts(events, .ui, language, said, &o)
        o.append(",\"notes\":" as StaticString)
        texts(events, .note, language, said, &o)
        o.append(",\"log\":" as StaticString)
        texts(events, .log, language, said, &o)
        o.append(",\"warnings\":" as StaticString)
        warnings(step.warnings, language, &o)
        o.append(",\"events\":[" as StaticString)
        typedEvents(events, step.warnings, language, said, &o)
        o.append(byte: UInt8(ascii: "]"))
      }
    }
    o.append(",\"error\":" as StaticString)
    optional(step.rejection.map(language.text), &o)
    o.append(",\"rejection\":" as StaticString)
    if let r = step.rejection {
      object(kind: nil, action: nil, id: r.id.rawValue, r.fields, text: language.text(r), &o)
    } else {
      o.append("null" as StaticString)
    }
    o.append(byte: UInt8(ascii: "}"))
  }

  /// The kinds of event a step's text arrays hold.
  enum LineKind { case ui, log, note }

  /// The texts of one kind of event across a step's actions, as one array, without gathering
  /// them. A ui line's or a note's sentence is written straight into `o`, and where it lies
  /// kept in `said` (slot n for the n-th ui line or note of the step) for `typedEvents`.
  static func texts(
    _ events: UnsafeBufferPointer<StepEvent>, _ kind: LineKind, _ language: Language,
    _ said: UnsafeMutableBufferPointer<Range<Int>>, _ o: inout OutputBuffer
  ) {
    o.append(byte: UInt8(ascii: "["))
    var commas = Commas()
    var slot = 0
    for e in events.indices {
      switch events[e] {
      case .ui(let u):
        if kind == .ui {
          commas.next(&o)
          said[slot] = sentence(&o) { language.write(u, to: &$0) }
        }
        slot += 1
      case .note(let n):
        if kind == .note {
          commas.next(&o)
          let start = o.count
          string(language.text(n), &o)
          said[slot] = start..<o.count
        }
        slot += 1
      case .log(let l):
        guard kind == .log else { continue }
        commas.next(&o)
        string(language.text(l), &o)
      case .action, .change:
        continue
      }
    }
    o.append(byte: UInt8(ascii: "]"))
  }

  /// Every ui, log and note event, with the index of its action, then the warnings. A ui
  /// line's and a note's text is the sentence `texts` wrote, copied.
  static func typedEvents(
    _ events: UnsafeBufferPointer<StepEvent>, _ warnings: [Warning], _ language: Language,
    _ said: UnsafeMutableBufferPointer<Range<Int>>, _ o: inout OutputBuffer
  ) {
    var commas = Commas()
    var action = -1
    var slot = 0
    for e in events.indices {
      switch events[e] {
      case .action: action += 1
      case .change: continue
      case .ui(let u):
        commas.next(&o)
        head(kind: "ui", action: action, id: u.id.rawValue, u.fields, &o)
        o.appendCopy(of: said[slot])
        o.append(byte: UInt8(ascii: "}"))
        slot += 1
      case .log(let l):
        commas.next(&o)
        object(kind: "log", action: action, id: l.id.rawValue, l.fields, text: l.text, &o)
      case .note(let n):
        commas.next(&o)
        head(kind: "note", action: action, id: n.id.rawValue, n.fields, &o)
        o.appendCopy(of: said[slot])
        o.append(byte: UInt8(ascii: "}"))
        slot += 1
      }
    }
    for w in warnings {
      commas.next(&o)
      object(kind: "warning", action: nil, id: w.id.rawValue, w.fields, text: language.text(w), &o)
    }
  }

  /// The warnings' texts, as one array (a `map` of the warnings made and freed a closure and
  /// an array on every step, though a step nearly never has one).
  static func warnings(_ warnings: [Warning], _ language: Language, _ o: inout OutputBuffer) {
    o.append(byte: UInt8(ascii: "["))
    for (i, w) in warnings.enumerated() {
      if i > 0 { o.append(byte: UInt8(ascii: ",")) }
      string(language.text(w), &o)
    }
    o.append(byte: UInt8(ascii: "]"))
  }

  /// A sentence `write` makes, as a JSON string, written straight into `o` (no String in
  /// between): escaped only when its bytes hold what JSON escapes, then through `string`, as
  /// any text. Returns where the JSON string lies in `o`.
  static func sentence(
    _ o: inout OutputBuffer, _ write: (inout OutputBuffer) -> Void
  ) -> Range<Int> {
    let start = o.count
    o.append(byte: UInt8(ascii: "\""))
    write(&o)
    let escaped = o.withBytes { escapes(UnsafeRawBufferPointer(rebasing: $0[(start + 1)...])) }
    if escaped {
      let text = o.withBytes { String(decoding: $0[(start + 1)...], as: UTF8.self) }
      o.removeLast(o.count - start)
      string(text, &o)
    } else {
      o.append(byte: UInt8(ascii: "\""))
    }
    return start..<o.count
  }

  /// `{"kind":"note","action":1,"id":"link-lost","url":"…","text":"…"}`.
  static func object(
    kind: StaticString?, action: Int?, id: String, _ fields: [Field], text: String,
    _ o: inout OutputBuffer
  ) {
    head(kind: kind, action: action, id: id, fields, &o)
    string(text, &o)
    o.append(byte: UInt8(ascii: "}"))
  }

  /// The object up to its text's value: `{"kind":"note","action":1,"id":"link-lost",…,"text":`.
  static func head(
    kind: StaticString?, action: Int?, id: String, _ fields: [Field], _ o: inout OutputBuffer
  ) {
    o.append(byte: UInt8(ascii: "{"))
    if let kind {
      o.append("\"kind\":\"" as StaticString)
      o.append(kind)
      o.append("\",\"action\":" as StaticString)
      if let action, action >= 0 { o.append(action) } else { o.append("null" as StaticString) }
      o.append(byte: UInt8(ascii: ","))
    }
    o.append("\"id\":" as StaticString)
    string(id, &o)
    JSONRenderer.fields(fields, &o)
    o.append(",\"text\":" as StaticString)
  }

  /// `,"name":value` for each field.
  static func fields(_ fields: [Field], _ o: inout OutputBuffer) {
    for f in fields {
      o.append(byte: UInt8(ascii: ","))
      string(f.name, &o)
      o.append(byte: UInt8(ascii: ":"))
      value(f.value, &o)
    }
  }

  /// A shell command's output (show, help, …) or an error, in the same one-line form; the
  /// command is null for a line that could not be read (a malformed line).
  public static func render(output: [String], command: String?, source: Location?, error: String?)
    -> String
  {
    var o = OutputBuffer(capacity: 256)
    render(output: output, command: command, source: source, error: error, into: &o)
    return o.text
  }

  /// The same object, appended to `o` (no newline).
  package static func render(
    output: [String], command: String?, source: Location?, error: String?,
    into o: inout OutputBuffer
  ) {
    o.append("{\"step\":null,\"command\":" as StaticString)
    optional(command, &o)
    o.append(",\"source\":" as StaticString)
    JSONRenderer.source(source, &o)
    o.append(",\"output\":" as StaticString)
    strings(output, &o)
    o.append(",\"error\":" as StaticString)
    optional(error, &o)
    o.append(byte: UInt8(ascii: "}"))
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
      var commas = Commas()
      for x in xs {
        commas.next(&o)
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
  package static func source(_ l: Location?, _ o: inout OutputBuffer) {
    guard let l else { return o.append("null" as StaticString) }
    guard !needsEscape(l.path) else { return string(l.raw, &o) }
    o.append(byte: UInt8(ascii: "\""))
    o.appendVerbatim(l.path)
    o.append(byte: UInt8(ascii: ":"))
    o.append(l.line)
    o.append(byte: UInt8(ascii: "\""))
  }

  package static func optional(_ s: String?, _ o: inout OutputBuffer) {
    if let s { string(s, &o) } else { o.append("null" as StaticString) }
  }

  package static func strings(_ xs: [String], _ o: inout OutputBuffer) {
    o.append(byte: UInt8(ascii: "["))
    for (i, x) in xs.enumerated() {
      if i > 0 { o.append(byte: UInt8(ascii: ",")) }
      string(x, &o)
    }
    o.append(byte: UInt8(ascii: "]"))
  }

  /// Whether a JSON string of `s` escapes anything: a quote, a backslash, a control character
  /// (C0, DEL, or C1, which JSON allows raw but a terminal may act on).
  static func needsEscape(_ s: String) -> Bool {
    // Every string of every step passes here: one pass over the bytes in place, eight bytes at
    // a time (a `utf8.contains` after `Value.needsEscape` would be a second, slower pass).
    var s = s
    return s.withUTF8 { escapes(UnsafeRawBufferPointer($0)) }
  }

  /// Whether the bytes hold one below 0x20, a quote, a backslash, DEL or 0xC2 (the lead byte
  /// of a C1 control). Eight at a time as one word: `(x - n·ones) & ~x & high` is nonzero
  /// exactly when a byte of `x` is below `n` (n ≤ 0x80), and a byte equal to `c` is a zero
  /// byte of `x ^ c·ones`; the bytes left over one by one, without a branch per byte.
  static func escapes(_ p: UnsafeRawBufferPointer) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    func below(_ x: UInt64, _ n: UInt64) -> UInt64 { (x &- ones &* n) & ~x & high }
    var found: UInt64 = 0
    var i = 0
    while i + 8 <= p.count {
      let x = p.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      found |=
        below(x, 0x20) | below(x ^ (ones &* 0x22), 1) | below(x ^ (ones &* 0x5C), 1)
        | below(x ^ (ones &* 0x7F), 1) | below(x ^ (ones &* 0xC2), 1)
      i += 8
    }
    var tail: UInt8 = 0
    while i < p.count {
      let b = p[i]
      tail |=
        (b < 0x20 ? 1 : 0) | (b == 0x22 ? 1 : 0) | (b == 0x5C ? 1 : 0) | (b == 0x7F ? 1 : 0)
        | (b == 0xC2 ? 1 : 0)
      i += 1
    }
    return found != 0 || tail != 0
  }

  /// A JSON string: quotes, backslashes and control characters (C0, DEL, C1) escaped; the rest
  /// as UTF-8.
  public static func string(_ s: String, _ o: inout String) {
    var b = OutputBuffer(capacity: s.utf8.count + 2)
    string(s, &b)
    o += b.text
  }

  package static func string(_ s: String, _ o: inout OutputBuffer) {
    o.append(byte: UInt8(ascii: "\""))
    // Most strings need no escape: append them whole.
    guard needsEscape(s) else {
      o.appendVerbatim(s)
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
        if u.value < 0x20 || (0x7F...0x9F).contains(u.value) {
          let hex = String(u.value, radix: 16)
          o.appendVerbatim("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        } else {
          o.appendVerbatim(String(u))
        }
      }
    }
    o.append(byte: UInt8(ascii: "\""))
  }
}
