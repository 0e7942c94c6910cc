import PdxLanguage
import PdxText
import PokedexCore

/// Mermaid, as GitHub and GitLab render it (docs/reference.md §8.3). What pdx emits is a small
/// subset, one statement a line; every text is escaped with Mermaid's entity codes, so that
/// nothing in it is read as syntax: `#` (which starts an entity), `;` (which ends a
/// statement), `:` (which starts a message's text), «» and `"` `<` `>` `%` `{` `}` `[` `]`.
public enum Mermaid {
  /// A text safe anywhere pdx puts one: after a message's colon, in a note, a state's label.
  public static func text(_ s: String) -> String {
    var out = ""
    // A control character shows as its escape (`\u{1b}`), whose backslash and braces are then
    // entities like any other.
    let visible = Visible.text(s)
    for scalar in visible.unicodeScalars {
      switch scalar {
      case "#", ";", ":", "\"", "<", ">", "%", "{", "}", "[", "]", "«", "»", "|", "`", "\\":
        out += "#\(scalar.value);"
      case "\n", "\r", "\t":
        out += " "
      default:
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A text in a sequence diagram, after a message's or a note's colon (to the end of the
  /// line): there Mermaid reads only `#` (an entity), `;` (the end of a statement), `%` (a
  /// comment), `<` `>` (HTML), `` ` `` and `\` as syntax, so only these are entity codes. Fewer
  /// codes keep a diagram narrow: Mermaid measures a text as written, before decoding them.
  public static func sequenceText(_ s: String) -> String {
    var out = ""
    for u in Visible.text(s).unicodeScalars {
      switch u {
      case "#", ";", "%", "<", ">", "`", "\\": out += "#\(u.value);"
      case "\n", "\r", "\t": out += " "
      default: out.unicodeScalars.append(u)
      }
    }
    return out
  }

  /// A note's text is cut to this many characters (a message's to 90): a note says why
  /// something did nothing, which a walkthrough's narration is often about.
  static let noteLimit = 240

  /// A text, cut to `limit` characters with an ellipsis (a diagram is read at a glance).
  static func short(_ s: String, _ limit: Int = 90) -> String {
    s.count <= limit ? s : String(s.prefix(limit - 1)) + "…"
  }

  /// Mermaid's own limit (`maxTextSize`): a longer diagram is drawn as the box "Maximum text
  /// size in diagram exceeded". Counted as JavaScript counts a string's length (UTF-16).
  public static let maxText = 50_000

  /// The longest line of a message or a note (longer texts break between words, `<br/>`): a
  /// diagram grows as wide as its widest text. 19, with 20 px between actors
  /// (`sequenceConfig`), draws every walkthrough's whole diagram within 1,200 px (at 22 and
  /// 30 px, 11 of 22 were 1,231–1,296 px wide; Scripts/diagrams measures them).
  static let lineWidth = 19

  /// The text of a message or a note as lines of at most `lineWidth` characters (a longer word
  /// is cut), escaped, joined by `<br/>`.
  static func lines(_ s: String) -> String {
    wrapped(s).map(sequenceText).joined(separator: "<br/>")
  }

  /// An actor's name as its box shows it: a name longer than 16 characters on two lines, cut
  /// before the capital nearest its middle (`DelegadoDe` / `Notificaciones`), so that one long
  /// name does not widen every diagram it is in.
  static func nameLines(_ name: String) -> [String] {
    let characters = Array(name)
    guard characters.count > 16 else { return [name] }
    let middle = characters.count / 2
    let cuts = characters.indices.dropFirst().filter { characters[$0].isUppercase }
    guard let cut = cuts.min(by: { abs($0 - middle) < abs($1 - middle) }) else { return [name] }
    return [String(characters[..<cut]), String(characters[cut...])]
  }

  /// How a sequence diagram is laid out: narrower boxes and gaps than Mermaid's own (150 and
  /// 50 px), so that a few actors fit a page's column. Mermaid reads it as a directive;
  /// GitHub and GitLab too.
  static let sequenceConfig =
    #"%%{init: {"sequence": {"width": 80, "actorMargin": 20, "diagramMarginX": 10}}}%%"#

  /// `pdx graph FILE`: a `sequenceDiagram` of every step of `diagram`, whatever its size (see
  /// `sequenceParts`).
  public static func sequence(_ diagram: SequenceDiagram) -> String {
    sequence(diagram.steps, platforms: diagram.platforms, comment: nil, diagram.language)
  }

  static func sequence(
    _ steps: [[SequenceDiagram.Item]], platforms: [Plataforma], comment: String?,
    _ language: Language
  ) -> String {
    var lines = [sequenceConfig, "sequenceDiagram"]
    if let comment { lines.append("  %% " + comment) }
    for actor in SequenceDiagram.actors(in: steps.flatMap { $0 }) {
      let name = nameLines(actor.name(platforms: platforms, language)).map(sequenceText)
      lines.append("  participant \(actor.id) as \(name.joined(separator: "<br/>"))")
    }
    for step in steps { lines += body(step, language) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The statements of a step's items.
  static func body(_ items: [SequenceDiagram.Item], _ language: Language) -> [String] {
    items.map { item in
      switch item {
      case .message(let from, let to, let message, let rejected):
        return "  \(from.id)\(rejected ? "-x" : "->>")\(to.id): \(lines(short(message)))"
      case .note(let over, let noteLines, _):
        return "  Note over \(over.id): "
          + noteLines.map { lines(short($0, noteLimit)) }.joined(separator: "<br/>")
      case .changes(let over, let changes):
        return "  Note over \(over.id): "
          + SequenceDiagram.firstLines(changes, language).map { lines(short($0)) }.joined(
            separator: "<br/>")
      case .failed(let message):
        return "  Note over \(SequenceDiagram.Actor.usuario.id): \(lines("✗ " + message))"
      }
    }
  }

  /// `diagram` as one diagram when it is within `limit` characters, else as parts, each
  /// within it, cut between two command lines (one command whose items alone go over is cut
  /// between them), each saying which part it is: nothing pdx writes goes over Mermaid's limit.
  public static func sequenceParts(_ diagram: SequenceDiagram, limit: Int = maxText) -> [String] {
    let whole = sequence(diagram)
    if whole.utf16.count <= limit { return [whole] }
    // A part's participants and its note take at most this much; the rest is its steps'.
    let budget = limit - 1_500
    func size(_ items: [SequenceDiagram.Item]) -> Int {
      body(items, diagram.language).reduce(0) { $0 + $1.utf16.count + 1 }
    }
    var units: [[SequenceDiagram.Item]] = []
    for step in diagram.steps {
      if size(step) <= budget {
        units.append(step)
        continue
      }
      var chunk: [SequenceDiagram.Item] = []
      for item in step {
        if !chunk.isEmpty, size(chunk + [item]) > budget {
          units.append(chunk)
          chunk = []
        }
        chunk.append(item)
      }
      units.append(chunk)
    }
    var parts: [[[SequenceDiagram.Item]]] = [[]]
    var used = 0
    for unit in units {
      let cost = size(unit)
      if used + cost > budget, !parts[parts.count - 1].isEmpty {
        parts.append([])
        used = 0
      }
      parts[parts.count - 1].append(unit)
      used += cost
    }
    return parts.enumerated().map { index, steps in
      let words = PictureText.part(index + 1, of: parts.count, limit: limit, diagram.language)
      let first = SequenceDiagram.actors(in: steps.flatMap { $0 }).first ?? .usuario
      let note: SequenceDiagram.Item = .note(over: first, lines: [words], warning: true)
      return sequence(
        steps + [[note]], platforms: diagram.platforms,
        comment: PictureText.partComment(index + 1, of: parts.count, diagram.language),
        diagram.language)
    }
  }

  /// `pdx graph --states`: a `stateDiagram-v2` drawn as a map (`ScreenMap`): top-down, a box
  /// a family, one arrow a way between two places, a legend beside "any screen" (or the first
  /// screen); with coverage, the screens the scripts visit are filled and the arrows they take
  /// end in ✓ (a state diagram's arrows take no style).
  public static func states(_ graph: ScreenGraph, coverage: ScreenGraph.Coverage? = nil) -> String {
    let map = ScreenMap(graph, coverage: coverage)
    var lines = ["stateDiagram-v2"]
    if let coverage { lines.append("  %% covered: " + graph.summary(coverage)) }
    if map.hasAnywhere {
      lines.append("  state \"\(text(PictureText.anywhere(graph.language)))\" as anywhere")
    }
    var boxed = Set<Int>()
    for (i, box) in map.boxes.enumerated() {
      lines.append("  state \"\(text(box.name))\" as f\(i) {")
      for screen in box.screens {
        lines.append("    state \"\(text(graph.names[screen]))\" as s\(screen)")
        boxed.insert(screen)
      }
      lines.append("  }")
    }
    for (i, screen) in graph.screens.enumerated() where !boxed.contains(i) {
      lines.append("  state \"\(text(screen))\" as s\(i)")
    }
    func id(_ end: ScreenMap.End) -> String {
      switch end {
      case .screen(let i): "s\(i)"
      case .family(let i): "f\(i)"
      case .anywhere: "anywhere"
      }
    }
    for arrow in map.arrows {
      let label = ScreenMap.label(arrow.commands) + (arrow.covered ? " ✓" : "")
      lines.append("  \(id(arrow.from)) --> \(id(arrow.to)): \(text(label))")
    }
    guard !graph.screens.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    let legend = PictureText.legend(graph, map, coverage: coverage, covered: PictureText.filled)
    lines.append(
      "  note left of \(map.hasAnywhere ? "anywhere" : "s0"): "
        + legend.map(text).joined(separator: "<br/>"))
    lines.append("  classDef start stroke-width:3px")
    lines.append("  class s0 start")
    if let coverage, !coverage.screens.isEmpty {
      lines.append("  classDef covered fill:#a6e3a1,stroke:#40a02b")
      lines.append(
        "  class " + coverage.screens.sorted().map { "s\($0)" }.joined(separator: ",") + " covered")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
