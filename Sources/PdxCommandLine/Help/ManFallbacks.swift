// What the man page asks of a device that lacks a character: groff's ascii device (`LANG=C man
// pdx`) has no «…», no «, no é as a glyph, and without a fallback it drops the character and warns.

extension ManPage {
  /// One `.fchar` request per character outside ASCII that `page` names (`\[u2026]`), giving the
  /// ASCII a reader expects when the device has no glyph for it (`...`, `<<`, `e`). A device
  /// that has the glyph (utf8, PDF) ignores the request; a formatter other than groff skips the
  /// lines (`\n(.g` is groff's).
  static func fallbacks(for page: String) -> [String] {
    var seen: Set<String> = []
    var out: [String] = []
    var rest = Substring(page)
    while let start = rest.firstRange(of: "\\[u") {
      let digits = rest[start.upperBound...].prefix { $0 != "]" }
      rest = rest[start.upperBound...]
      guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value),
        seen.insert(String(digits)).inserted
      else { continue }
      out.append(".if \\n(.g .fchar \\[u\(digits)] " + ascii(scalar))
    }
    return out.sorted()
  }

  /// The ASCII a reader writes for `scalar`: a letter without its accent, the punctuation's
  /// plain form.
  static func ascii(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "á", "à", "â", "ä": "a"
    case "é", "è", "ê", "ë": "e"
    case "í", "ì", "î", "ï": "i"
    case "ó", "ò", "ô", "ö": "o"
    case "ú", "ù", "û", "ü": "u"
    case "ñ": "n"
    case "ç": "c"
    case "Á", "À", "Â", "Ä": "A"
    case "É", "È", "Ê", "Ë": "E"
    case "Í", "Ì", "Î", "Ï": "I"
    case "Ó", "Ò", "Ô", "Ö": "O"
    case "Ú", "Ù", "Û", "Ü": "U"
    case "Ñ": "N"
    case "…": "..."
    case "«": "<<"
    case "»": ">>"
    case "“", "”", "„": "\\(dq"
    case "‘", "’": "\\(aq"
    case "¿": "?"
    case "¡": "!"
    case "—", "–": "\\-"
    case "→": "\\->"
    case "←": "<\\-"
    case "·": "."
    case "§": "S"
    case "¶": "P"
    case "✓": "ok"
    case "✗", "✘": "x"
    case "≤": "<="
    case "≥": ">="
    case "×": "x"
    case "›": ">"
    case "‹": "<"
    case "▸": ">"
    default: "?"
    }
  }
}
