/// Text laid out for a terminal of a given width, broken only between words: a word is never
/// cut, so a word longer than the room left stands alone on its line, past the width. Widths
/// count characters (the help's texts have no wide ones). Pure: the same text and width give
/// the same lines.
public enum Wrap {
  /// `text`'s words, `first` before the first line and `indent` before each other one, in lines
  /// of at most `width` columns. The spaces between two words on a line are kept as they are
  /// (`nil   // ya se atendió`); at a break they go.
  public static func lines(
    _ text: String, width: Int, first: String = "", indent: String = ""
  ) -> [String] {
    var out: [String] = []
    var line = first
    var empty = true
    words(text) { gap, word in
      if empty {
        line += word
        empty = false
      } else if line.count + gap.count + word.count <= width {
        line += gap + word
      } else {
        out.append(line)
        line = indent + word
      }
    }
    out.append(line)
    return out
  }

  /// Each word of `text` (a run of characters other than a space), in order, with the spaces
  /// before it (those before the first word too); spaces after the last word are not passed.
  ///
  ///     Wrap.words("a  b") { gap, word in … }  // ("", "a"), ("  ", "b")
  public static func words(_ text: String, _ body: (_ gap: String, _ word: String) -> Void) {
    var gap = ""
    var word = ""
    for c in text {
      if c != " " {
        word.append(c)
        continue
      }
      if !word.isEmpty {
        body(gap, word)
        (gap, word) = ("", "")
      }
      gap.append(c)
    }
    if !word.isEmpty { body(gap, word) }
  }

  /// A synopsis such as `check [--depth N] [--set KNOB=VALUE]…`, in lines of at most `width`:
  /// broken only between its parts, a bracketed group (`[--depth N]`) being one part.
  public static func synopsis(
    _ synopsis: String, width: Int, first: String = "", indent: String = ""
  ) -> [String] {
    var parts: [String] = []
    var part = ""
    var depth = 0
    for c in synopsis {
      if c == "[" { depth += 1 }
      if c == "]" { depth = max(0, depth - 1) }
      if c == " ", depth == 0 {
        if !part.isEmpty { parts.append(part) }
        part = ""
      } else {
        part.append(c)
      }
    }
    if !part.isEmpty { parts.append(part) }
    // Inside a part, spaces are kept as no-break spaces while the words are laid out.
    let noBreak: Character = "\u{A0}"
    let joined = parts.map { String($0.map { $0 == " " ? noBreak : $0 }) }.joined(separator: " ")
    return lines(joined, width: width, first: first, indent: indent).map {
      String($0.map { $0 == noBreak ? " " : $0 })
    }
  }
}

extension Wrap {
  /// Rows of a term and its text (an option and what it does): the terms `indent` columns
  /// from the left, in a column as wide as the longest term but at most `cap`; the texts
  /// wrapped beside them. A longer term stands on its own line, and its text starts on the next
  /// line, in the text column. When fewer than 24 columns would be left for the texts, each
  /// text goes under its term, 4 columns further in.
  /// `alignedWith` are the terms of other rows printed elsewhere in the same column (the
  /// global options under a subcommand's own).
  public static func columns(
    _ rows: [(term: String, text: String)], width: Int, indent: Int = 2, cap: Int = 24,
    alignedWith: [String] = []
  ) -> [String] {
    let longest = (rows.map(\.term) + alignedWith).map(\.count).max() ?? 0
    var column = indent + min(longest, cap) + 2
    if width - column < 24 { column = indent + 4 }
    let margin = String(repeating: " ", count: indent)
    let pad = String(repeating: " ", count: column)
    var out: [String] = []
    for row in rows {
      if row.text.isEmpty {
        out += synopsis(row.term, width: width, first: margin, indent: margin + "    ")
      } else if indent + row.term.count + 2 <= column {
        let first =
          margin + row.term + String(repeating: " ", count: column - indent - row.term.count)
        out += lines(row.text, width: width, first: first, indent: pad)
      } else {
        out += synopsis(row.term, width: width, first: margin, indent: margin + "    ")
        out += lines(row.text, width: width, first: pad, indent: pad)
      }
    }
    return out
  }
}
