/// User text inside a message or a note (`unknown command «…»`, `link lost: …`): what would
/// not show, or would break the line, is escaped, and a long text is cut, so a message stays one
/// readable line whatever was typed.
///
///     Quoting.guillemets("ta\u{C}b")     // "«ta\u{c}b»"
///     Quoting.visible("\u{FEFF}launch")  // "\u{feff}launch"
package enum Quoting {
  /// The characters of user text a message keeps; the rest becomes `…`.
  package static let limit = 80

  /// `«text»`, escaped and cut as `visible` does.
  package static func guillemets(_ text: some StringProtocol, limit: Int = Quoting.limit) -> String
  {
    "«" + visible(text, limit: limit) + "»"
  }

  /// The text with control characters (C0, DEL, C1) and characters that take no room (the
  /// BOM, zero-width spaces and joiners, line and paragraph separators, bidirectional
  /// controls) written as `\u{…}`, and cut after `limit` characters with `…`.
  package static func visible(_ text: some StringProtocol, limit: Int = Quoting.limit) -> String {
    // Nearly always there is nothing to do: checked on the bytes first.
    if text.utf8.count <= limit, !text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) {
      return String(text)
    }
    var out = ""
    var kept = 0
    for scalar in text.unicodeScalars {
      if kept == limit {
        out += "…"
        break
      }
      kept += 1
      if hidden(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether a scalar would not show as itself on a terminal.
  static func hidden(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0..<0x20, 0x7F..<0xA0: true
    case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF: true
    default: false
    }
  }
}
