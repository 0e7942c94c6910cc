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
    for scalar in Visible.text(s).unicodeScalars {
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

  /// A text, cut to `limit` characters with an ellipsis (a diagram is read at a glance).
  static func short(_ s: String, _ limit: Int = 90) -> String {
    s.count <= limit ? s : String(s.prefix(limit - 1)) + "…"
  }

  /// `pdx graph FILE`: a `sequenceDiagram`.
  public static func sequence(_ diagram: Sequence) -> String {
    var lines = ["sequenceDiagram"]
    for actor in diagram.actors {
      lines.append("  participant \(actor.id) as \(text(actor.name(platforms: diagram.platforms)))")
    }
    for item in diagram.items {
      switch item {
      case .message(let from, let to, let message, let rejected):
        lines.append("  \(from.id)\(rejected ? "-x" : "->>")\(to.id): \(text(short(message)))")
      case .note(let over, let noteLines, _):
        let body = noteLines.map { text(short($0)) }.joined(separator: "<br/>")
        lines.append("  Note over \(over.id): \(body)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `pdx graph --states`: a `stateDiagram-v2`; with coverage, the screens the scripts visit
  /// are filled and the moves they make end in ✓ (a state diagram's edges take no style).
  public static func states(_ graph: ScreenGraph, coverage: ScreenGraph.Coverage? = nil) -> String {
    var lines = ["stateDiagram-v2"]
    if let coverage { lines.append("  %% covered: " + graph.summary(coverage)) }
    for (i, screen) in graph.screens.enumerated() {
      lines.append("  state \"\(text(screen))\" as s\(i)")
    }
    if !graph.screens.isEmpty { lines.append("  [*] --> s0") }
    for pair in graph.moves.keys.sorted() {
      var label = graph.moves[pair]!.sorted().joined(separator: ", ")
      if coverage?.moves.contains(pair) == true { label += " ✓" }
      lines.append("  s\(pair.from) --> s\(pair.to): \(text(short(label, 60)))")
    }
    if let coverage, !coverage.screens.isEmpty {
      lines.append("  classDef covered fill:#a6e3a1,stroke:#40a02b")
      lines.append(
        "  class " + coverage.screens.sorted().map { "s\($0)" }.joined(separator: ",") + " covered")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
