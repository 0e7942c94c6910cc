import PdxLanguage
import PdxRender
import PdxText
import PokedexCore

/// The text of a comparison (docs/reference.md §4.5): a block per line where the sides differ,
/// headed `file:line: command`, then a summary line. Side by side, as `diff -y` prints, when
/// there are at least `sideBySideWidth` columns; otherwise each value under its platform, one
/// after the other. A pure function: the same comparison and width give the same lines. Its
/// words are in the comparison's language.
///
///     a.pdx:3: uninstall                                    (one after the other)
///       dispositivo.llavero.sesion
///         ios      "ash@correo.com"
///         android  nil
///
///     a.pdx:3: uninstall                                    (side by side)
///       dispositivo.llavero.sesion  "ash@correo.com"       | nil
public enum CompareRenderer {
  /// The narrowest terminal that gets the side-by-side layout.
  public static let sideBySideWidth = 100

  /// Every line to print; `width` is the terminal's (nil: not a terminal, one after the other
  /// and nothing wrapped).
  public static func lines(_ c: Comparison, width: Int?) -> [String] {
    var o = OutputBuffer()
    write(c, width: width, style: Style(color: false), into: &o)
    return o.lines
  }

  /// The same lines, each ended by a newline, appended to `o` (headings painted when colour
  /// is on).
  public static func write(
    _ c: Comparison, width: Int?, style: Style, into o: inout OutputBuffer
  ) {
    func line(_ text: String) {
      o.append(text)
      o.newline()
    }
    let language = c.language
    let layout = width.flatMap { $0 >= sideBySideWidth ? Columns(c, width: $0) : nil }
    if let layout { line(layout.header) }
    for (n, d) in c.differences.enumerated() {
      if n > 0 || layout != nil { line("") }
      style.painting(Style.actionCode, &o) { $0.append(heading(d, language)) }
      o.newline()
      for item in d.items {
        if let layout, sides(item, language) != nil {
          layout.rows(item, language).forEach(line)
        } else {
          stacked(item, width: width, language).forEach(line)
        }
      }
    }
    if !c.differences.isEmpty { line("") }
    line(summary(c))
  }

  /// The last line: at how many commands, and how many `expect` lines, the sides differ.
  public static func summary(_ c: Comparison) -> String {
    let expects = c.differences.filter(\.isExpectation).count
    let commands = c.differences.count - expects
    // A count and its noun: one, or many (an `expect` line is `expect` in Spanish either way).
    let command = (Words(en: "command", es: "orden"), Words(en: "commands", es: "órdenes"))
    let expect = (Words("expect"), Words(en: "expects", es: "expect"))
    func some(_ n: Int, _ noun: (one: Words, many: Words)) -> String {
      "\(n) " + (n == 1 ? noun.one : noun.many)(c.language)
    }
    if c.agree {
      let counts =
        [some(c.commands, command)] + (c.expectations > 0 ? [some(c.expectations, expect)] : [])
      return Words(
        en: "compare: ios and android agree at every line (",
        es: "compare: ios y android coinciden en todas las líneas (")(c.language)
        + counts.joined(separator: ", ") + ")"
    }
    var out =
      Words(en: "compare: ios and android differ at ", es: "compare: ios y android difieren en ")(
        c.language) + "\(commands)" + Words(en: " of ", es: " de ")(c.language)
      + some(c.commands, command)
    if c.expectations > 0 {
      out +=
        Words(en: " and ", es: " y ")(c.language) + "\(expects)"
        + Words(en: " of ", es: " de ")(c.language) + some(c.expectations, expect)
    }
    return out
  }

  static func heading(_ d: Difference, _ language: Language) -> String {
    (d.location.map { "\($0): " }
      ?? Words(en: "the fresh world: ", es: "el mundo nuevo: ")(language)) + d.command
  }

  /// The two sides' texts for an item that has them.
  static func sides(_ item: Difference.Item, _ language: Language) -> (
    label: String, ios: String, android: String
  )? {
    switch item {
    case .verdict(let i, let a):
      return ("", i.text(language), a.text(language))
    case .expectation(let i, let a):
      let fails = Words(en: "fails: ", es: "falla: ")(language)
      let holds = Words(en: "holds", es: "se cumple")(language)
      return ("", i.map { fails + $0 } ?? holds, a.map { fails + $0 } ?? holds)
    case .path(let path, let i, let a):
      return (path.name, text(i, other: a, language), text(a, other: i, language))
    case .events(let i, let a):
      let none = Words(en: "none", es: "ninguno")(language)
      func list(_ ids: [String]) -> String { ids.isEmpty ? none : ids.joined(separator: ", ") }
      return (Words(en: "events", es: "eventos")(language), list(i), list(a))
    case .converged, .note:
      return nil
    }
  }

  /// One after the other: the path, then each side's value under it; or a line that spans
  /// both sides.
  private static func stacked(_ item: Difference.Item, width: Int?, _ language: Language)
    -> [String]
  {
    switch item {
    case .converged(let paths):
      return wrapped(
        Words(en: "  the same again: ", es: "  iguales otra vez: ")(language),
        paths.map(\.name).joined(separator: ", "), width)
    case .note(let text):
      return wrapped(Words(en: "  note: ", es: "  nota: ")(language), text, width)
    default:
      guard let (label, ios, android) = sides(item, language) else { return [] }
      let indent = label.isEmpty ? "  " : "    "
      return (label.isEmpty ? [] : ["  " + label])
        + wrapped(indent + "ios      ", ios, width) + wrapped(indent + "android  ", android, width)
    }
  }

  /// `prefix` then `text`, wrapped to `width` under itself (not wrapped without a width, or
  /// when too little room is left).
  static func wrapped(_ prefix: String, _ text: String, _ width: Int?) -> [String] {
    guard let width, width - prefix.count >= Columns.narrowest else { return [prefix + text] }
    let pad = String(repeating: " ", count: prefix.count)
    return Columns.wrap(text, width - prefix.count).enumerated().map {
      ($0.offset == 0 ? prefix : pad) + $0.element
    }
  }

  /// A value as a Swift literal; a list longer than `TextRenderer.wholeListLimit` on either side
  /// prints its length and what only this side has (`12 elements; only here: "x"`), as a step
  /// prints a long list's change (docs/reference.md §4.1).
  static func text(_ v: Value, other: Value, _ language: Language = .en) -> String {
    guard let mine = v.elements, let theirs = other.elements,
      max(mine.count, theirs.count) > TextRenderer.wholeListLimit
    else { return v.description }
    let only = TextRenderer.listDelta(theirs, mine).added
    let count =
      mine.count == 1
      ? Words(en: "1 element", es: "1 elemento")(language)
      : "\(mine.count)" + Words(en: " elements", es: " elementos")(language)
    if only.isEmpty {
      return count
        + (mine.count == theirs.count
          ? Words(en: ", in another order", es: ", en otro orden")(language) : "")
    }
    return count + Words(en: "; only here: ", es: "; solo aquí: ")(language)
      + only.map(\.description).joined(separator: ", ")
  }
}
