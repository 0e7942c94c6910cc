import PdxPictures
import PdxRender
import PdxRunner
import PdxText

/// What each writer must never let out, whatever text it is handed (docs/reference.md §4.12):
/// no raw control character (C0, DEL, C1) where its medium would act on it, and no text read
/// as its medium's structure. Checked by the `writers` fuzz target (Scripts/fuzz) and by a test
/// over random bytes; `violations` names each broken promise.
public enum MediumChecks {
  public static func violations(_ bytes: [UInt8]) -> [String] {
    let s = String(decoding: bytes, as: UTF8.self)
    var out: [String] = []
    func check(_ medium: String, _ text: String, allowing allowed: Set<UInt32> = [], _ ok: Bool) {
      if let c = control(in: text, allowing: allowed) {
        out.append("\(medium): a raw control character U+\(String(c, radix: 16))")
      }
      if !ok { out.append("\(medium): its structure is broken: \(text.debugDescription)") }
    }
    // Terminal and plain text: lines stay lines.
    check("text", Visible.text(s), allowing: [0x0A], true)
    // JSON: one string, whose escapes are JSON's.
    var json = ""
    JSONRenderer.string(s, &json)
    check("json", json, isJSONString(json))
    // XML (JUnit): no markup, every & an entity.
    let xml = JUnit.escape(s)
    check("xml", xml, allowing: [0x09, 0x0A, 0x0D], !xml.contains("<") && entitiesOnly(xml))
    // Markdown prose on a page: no HTML, no code fence opened.
    let prose = Visible.text(Page.prose(s))
    check(
      "markdown", prose, allowing: [0x0A],
      !prose.contains("<") && entitiesOnly(prose) && !opensFence(prose))
    // Mermaid: nothing of its syntax but its own entity codes.
    let mermaid = Mermaid.text(s)
    check("mermaid", mermaid, isMermaidText(mermaid, syntax: ";:\"<>%{}[]«»|`\\\n\r"))
    let sequence = Mermaid.sequenceText(s)
    check("mermaid sequence", sequence, isMermaidText(sequence, syntax: ";<>%`\\\n\r"))
    // DOT: one double-quoted string.
    let dot = DOT.quoted(s)
    check("dot", dot, isDOTString(dot))
    return out
  }

  /// The first control character of `text` (C0, DEL, C1) not in `allowed`.
  static func control(in text: String, allowing allowed: Set<UInt32>) -> UInt32? {
    for u in text.unicodeScalars {
      let v = u.value
      if v < 0x20 || (0x7F...0x9F).contains(v), !allowed.contains(v) { return v }
    }
    return nil
  }

  /// `"…"` with only JSON's escapes inside.
  static func isJSONString(_ s: String) -> Bool {
    let c = Array(s.unicodeScalars)
    guard c.count >= 2, c.first == "\"", c.last == "\"" else { return false }
    var i = 1
    while i < c.count - 1 {
      if c[i] == "\"" { return false }
      if c[i] == "\\" {
        guard i + 1 < c.count - 1 else { return false }
        let e = c[i + 1]
        if "\"\\/bfnrt".unicodeScalars.contains(e) {
          i += 2
        } else if e == "u", i + 5 < c.count - 1,
          c[(i + 2)...(i + 5)].allSatisfy({ $0.properties.isASCIIHexDigit })
        {
          i += 6
        } else {
          return false
        }
      } else {
        i += 1
      }
    }
    return true
  }

  /// Every `&` starts an entity: `&name;` or `&#x…;` (read on code points).
  static func entitiesOnly(_ s: String) -> Bool {
    let c = Array(s.unicodeScalars)
    var i = 0
    while i < c.count {
      guard c[i] == "&" else {
        i += 1
        continue
      }
      var j = i + 1
      while j < c.count, c[j] != ";", j - i < 12 { j += 1 }
      guard j < c.count, c[j] == ";" else { return false }
      let name = c[(i + 1)..<j]
      let named = !name.isEmpty && name.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
      let hex =
        name.count > 2 && name.starts(with: "#x".unicodeScalars)
        && name.dropFirst(2).allSatisfy(\.properties.isASCIIHexDigit)
      let decimal =
        name.count > 1 && name.first == "#"
        && name.dropFirst().allSatisfy { ("0"..."9").contains($0) }
      guard named || hex || decimal else { return false }
      i = j + 1
    }
    return true
  }

  /// Whether a line opens a code fence (three backquotes or tildes after its indent), read on
  /// code points as Markdown does.
  static func opensFence(_ s: String) -> Bool {
    s.split(separator: "\n", omittingEmptySubsequences: false).contains { line in
      let t = line.unicodeScalars.drop { $0 == " " }
      return t.starts(with: "```".unicodeScalars) || t.starts(with: "~~~".unicodeScalars)
    }
  }

  /// Mermaid text: no character of `syntax` but inside `#<number>;`.
  static func isMermaidText(_ s: String, syntax: String) -> Bool {
    let c = Array(s.unicodeScalars)
    var i = 0
    while i < c.count {
      if c[i] == "#" {
        var j = i + 1
        while j < c.count, ("0"..."9").contains(c[j]) { j += 1 }
        guard j > i + 1, j < c.count, c[j] == ";" else { return false }
        i = j + 1
        continue
      }
      if syntax.unicodeScalars.contains(c[i]) { return false }
      i += 1
    }
    return true
  }

  /// `"…"` with `"` and `\` escaped inside.
  static func isDOTString(_ s: String) -> Bool {
    let c = Array(s.unicodeScalars)
    guard c.count >= 2, c.first == "\"", c.last == "\"" else { return false }
    var i = 1
    while i < c.count - 1 {
      if c[i] == "\"" { return false }
      i += c[i] == "\\" ? 2 : 1
    }
    return i == c.count - 1
  }
}
