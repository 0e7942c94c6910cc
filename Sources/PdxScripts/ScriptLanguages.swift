import PdxLanguage
import PdxText
import PokedexCore

/// A script's prose in two languages: its header and its narration are written in Spanish, the
/// course's language, with English lines beside them marked `en:` (`# en: …` in the header,
/// `## en: …` right after the narration line it translates). Each session reads its own.
extension Script {
  /// The opening comment read in `language` as a title, its first sentence (up to the first
  /// ". "), and an introduction, the rest; nil when the file opens with no comment. A header
  /// line that starts with `en: ` is English, the others Spanish: each language reads its own
  /// lines, and a header with no `en: ` line is read whole in both.
  ///
  ///     # Recorrido 01 — la raíz. Lección: «La puerta y la cuenta en iOS».
  ///     # en: Walkthrough 01 — the root guard. Lesson: «La puerta y la cuenta en iOS».
  ///     // .en: ("Walkthrough 01 — the root guard", "Lesson: «La puerta y la cuenta en iOS».")
  public func titleAndIntroduction(_ language: Language) -> (title: String, introduction: String)? {
    let text = Script.headerLines(header, language).joined(separator: " ").trimmingBlanks()
    guard !text.isEmpty else { return nil }
    if let end = text.firstRange(of: ". ") {
      return (
        String(text[..<end.lowerBound]), String(text[end.upperBound...]).trimmingBlanks()
      )
    }
    return (text.hasSuffix(".") ? String(text.dropLast()) : text, "")
  }

  /// What marks a header line as English.
  static let englishMark = "en: "

  /// The keys of an exercise's header lines (`# exercise: KNOB VALUE`, `# rule: NAME`,
  /// `# platform: android`, `# hint: …`, docs/reference.md §9.4): what pdx exercise reads, not
  /// the title's prose.
  static let exerciseKeys = ["exercise:", "sealed:", "rule:", "platform:", "hint:"]

  /// The lines of `header` in `language`, without the English mark and without an exercise's
  /// keyed lines.
  static func headerLines(_ header: [String], _ language: Language) -> [String] {
    let prose = header.filter { line in
      let text = line.hasPrefix(englishMark) ? line.dropFirst(englishMark.count) : Substring(line)
      return !exerciseKeys.contains { text.hasPrefix($0) }
    }
    let english = prose.filter { $0.hasPrefix(englishMark) }
    guard !english.isEmpty else { return prose }
    switch language {
    case .en: return english.map { String($0.dropFirst(englishMark.count)) }
    case .es: return prose.filter { !$0.hasPrefix(englishMark) }
    }
  }
}

extension Script {
  /// What marks a narration line as English: `## en: text`, right after the Spanish narration
  /// line it translates.
  static let englishNarrationMark = "en:"

  /// A narration line's text, after its indent: without the `##` and the one space after it.
  static func narrationNote(_ trimmed: Substring) -> Substring {
    var note = trimmed.dropFirst(2)
    if note.first == " " { note = note.dropFirst() }
    return note
  }

  /// The English text of a narration note that carries the mark (`en: text` gives `text`), nil
  /// for a Spanish one.
  static func englishNarration(_ note: Substring) -> Substring? {
    guard note.hasPrefix(englishNarrationMark) else { return nil }
    return note.dropFirst(englishNarrationMark.count).drop { $0 == " " || $0 == "\t" }
  }

  /// How many bytes of a line, after its indent, tell whether it is an English narration line
  /// (`## en:`).
  static let englishNarrationHead = 6

  /// Whether the first bytes of a line, after its indent, open an English narration line.
  static func opensEnglishNarration(_ head: [UInt8]) -> Bool {
    let text = Substring(String(decoding: head, as: UTF8.self))
    return text.hasPrefix("##") && englishNarration(narrationNote(text)) != nil
  }
}
