import PdxLanguage
import PdxText
import PokedexCore

/// The text form of a step (docs/reference.md §4.1): each action in causal order, then the paths it changed
/// (`path: old → new`), the screen's operations, log lines and notes; warnings after the step.
public enum TextRenderer {
  /// Lists longer than this print only what was inserted and removed.
  public static let wholeListLimit = 8

  public static func render(
    _ step: Step, style: Style = Style(color: false), language: Language = .en
  ) -> [String] {
    var o = OutputBuffer(capacity: 256)
    render(step, style: style, language: language, into: &o)
    return o.lines
  }

  /// The same lines, each ended by a newline, appended to `o`: what a replay prints.
  /// With `width`, the sentences (a rejection, `ui:`, `log:` and `note:` lines, warnings) wrap
  /// at it between words, as `help` does (`Wrap.lines`), each further line indented under the
  /// first one's text; without it (scripts, pipes) every event stays on one line.
  public static func render(
    _ step: Step, style: Style, language: Language, width: Int? = nil, into o: inout OutputBuffer
  ) {
    if let rejection = step.rejection {
      labelled(
        "", "error: ", language.text(rejection), Style.errorCode, style, width, plainText: true,
        &o)
      o.newline()
      return
    }
    if let width { return wrapping(step, style: style, language: language, width: width, into: &o) }
    switch language {
    case .en: lines(step, style: style, English.self, into: &o)
    case .es: lines(step, style: style, Spanish.self, into: &o)
    }
  }

  /// The step's lines in the sentences of `words`: one copy of this function for each
  /// phrasebook, so that each sentence is a direct call (through `language.words` each was a
  /// call through the protocol's table, with a copy of the event for it).
  private static func lines<P: Phrasebook>(
    _ step: Step, style: Style, _ words: P.Type, into o: inout OutputBuffer
  ) {
    // The events are in print order. Read in place through the array's storage: a `for … in`
    // loop would copy each event (a retain per string and list it holds) only to print it.
    step.events.withUnsafeBufferPointer { events in
      for e in events.indices {
        switch events[e] {
        case .action(let action):
          style.painting(Style.actionCode, &o) {
            $0.append("▸ " as StaticString)
            words.write(action, to: &$0)
          }
        case .change(let c):
          o.append("  " as StaticString)
          change(c, style: style, into: &o)
        case .ui(let event):
          o.append("  " as StaticString)
          style.painting(Style.uiCode, &o) {
            $0.append("ui: " as StaticString)
            words.write(event, to: &$0)
          }
        case .log(let line):
          // The app's own line (`Language.text(_: LogEvent)`).
          item(words.text(line), words.logLabel, Style.logCode, style, &o)
        case .note(let note):
          item(words.text(note), words.noteLabel, Style.noteCode, style, &o)
        }
        o.newline()
      }
    }
    for w in step.warnings {
      style.painting(Style.errorCode, &o) { $0.append(words.warningLabel) }
      o.append(words.text(w))
      o.newline()
    }
  }

  /// The same lines as `render`, each sentence wrapped at `width`.
  private static func wrapping(
    _ step: Step, style: Style, language: Language, width: Int, into o: inout OutputBuffer
  ) {
    for event in step.events {
      switch event {
      case .action(let action):
        var text = OutputBuffer(capacity: 64)
        language.write(action, to: &text)
        labelled("", "▸ ", text.text, Style.actionCode, style, width, &o)
      case .change(let c):
        o.append("  " as StaticString)
        change(c, style: style, into: &o)
      case .ui(let event):
        var text = OutputBuffer(capacity: 64)
        language.write(event, to: &text)
        labelled("  ", "ui: ", text.text, Style.uiCode, style, width, &o)
      case .log(let line):
        labelled(
          "  ", String(describing: language.words.logLabel), language.text(line), Style.logCode,
          style, width, &o)
      case .note(let note):
        labelled(
          "  ", String(describing: language.words.noteLabel), language.text(note),
          Style.noteCode, style, width, &o)
      }
      o.newline()
    }
    for w in step.warnings {
      labelled(
        "", String(describing: language.words.warningLabel), language.text(w), Style.errorCode,
        style, width, plainText: true, &o)
      o.newline()
    }
  }

  /// `lead`, then `label` in the colour `code` (and `text` too unless `plainText`: an error's
  /// words are not painted), wrapped at `width` (when given) between words, each further line
  /// indented under the text: what `help` does to its own (`Wrap.lines`). Without a newline at
  /// the end, as the other lines.
  package static func labelled(
    _ lead: String, _ label: String, _ text: String, _ code: StaticString, _ style: Style,
    _ width: Int?, plainText: Bool = false, _ o: inout OutputBuffer
  ) {
    let head = lead + label
    let lines =
      width.map {
        Wrap.lines(
          text, width: $0, first: head, indent: String(repeating: " ", count: head.count))
      } ?? [head + text]
    for (i, line) in lines.enumerated() {
      if i > 0 { o.newline() }
      let words = String(line.dropFirst(head.count))
      o.append(i == 0 ? lead : String(repeating: " ", count: lead.count))
      if plainText {
        if i == 0 {
          style.painting(code, &o) { $0.append(label) }
        } else {
          o.append(String(repeating: " ", count: label.count))
        }
        o.append(words)
      } else {
        style.painting(code, &o) {
          $0.append(i == 0 ? label : String(repeating: " ", count: label.count))
          $0.append(words)
        }
      }
    }
  }

  @inline(__always)
  private static func item(
    _ line: String, _ label: StaticString, _ code: StaticString, _ style: Style,
    _ o: inout OutputBuffer
  ) {
    o.append("  " as StaticString)
    style.painting(code, &o) {
      $0.append(label)
      $0.append(line)
    }
  }

  /// `path: old → new`; lists of more than 8 elements print only `+inserted -removed`.
  public static func change(_ c: Change, style: Style = Style(color: false)) -> String {
    var o = OutputBuffer(capacity: 64)
    change(c, style: style, into: &o)
    return o.text
  }

  @inline(__always)
  static func change(_ c: Change, style: Style, into o: inout OutputBuffer) {
    o.append(c.path.name)
    o.append(": " as StaticString)
    if let na = c.old.count, let nb = c.new.count, na > wholeListLimit || nb > wholeListLimit {
      // Ids (favorites, stacks) are compared as ints, without building a value per element.
      if case .ints(let a) = c.old, case .ints(let b) = c.new {
        delta(listDelta(a, b), count: nb, style: style, into: &o) { o, n in o.append(n) }
      } else {
        delta(
          listDelta(c.old.elements ?? [], c.new.elements ?? []), count: nb, style: style, into: &o
        ) { o, v in v.write(to: &o) }
      }
      return
    }
    style.painting(Style.oldCode, &o) { c.old.write(to: &$0) }
    o.append(" → " as StaticString)
    style.painting(Style.newCode, &o) { c.new.write(to: &$0) }
  }

  /// `+inserted -removed`, or `reordered (N elements)` when nothing was.
  private static func delta<T>(
    _ d: (added: [T], removed: [T]), count: Int, style: Style, into o: inout OutputBuffer,
    _ write: (inout OutputBuffer, T) -> Void
  ) {
    if d.added.isEmpty && d.removed.isEmpty {
      o.append("reordered (" as StaticString)
      o.append(count)
      o.append(" elements)" as StaticString)
      return
    }
    var first = true
    for (sign, code, values) in [("+", Style.newCode, d.added), ("-", Style.oldCode, d.removed)] {
      for v in values {
        if !first { o.append(byte: UInt8(ascii: " ")) }
        first = false
        style.painting(code, &o) {
          $0.append(sign)
          write(&$0, v)
        }
      }
    }
  }

  /// Multiset difference: what `b` has more of than `a`, and what it has less of, in order.
  /// Common prefix and suffix are skipped first, so an append costs little.
  package static func listDelta<T: Hashable>(_ a: [T], _ b: [T]) -> (added: [T], removed: [T]) {
    var lo = 0
    while lo < a.count, lo < b.count, a[lo] == b[lo] { lo += 1 }
    var hiA = a.count
    var hiB = b.count
    while hiA > lo, hiB > lo, a[hiA - 1] == b[hiB - 1] {
      hiA -= 1
      hiB -= 1
    }
    var counts: [T: Int] = [:]
    for v in a[lo..<hiA] { counts[v, default: 0] += 1 }
    var added: [T] = []
    for v in b[lo..<hiB] {
      if let n = counts[v], n > 0 { counts[v] = n - 1 } else { added.append(v) }
    }
    var removed: [T] = []
    for v in a[lo..<hiA] {
      if let n = counts[v], n > 0 {
        counts[v] = n - 1
        removed.append(v)
      }
    }
    return (added, removed)
  }
}

extension Language {
  /// The text of any event in this language (a change prints as `path: old → new`).
  public func text(_ event: StepEvent) -> String {
    switch event {
    case .action(let a): text(a)
    case .change(let c): TextRenderer.change(c)
    case .ui(let u): text(u)
    case .log(let l): text(l)
    case .note(let n): text(n)
    }
  }
}
