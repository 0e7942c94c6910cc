import PokedexCore

/// Graphviz DOT, the second format (docs/reference.md §8.3): `dot -Tsvg` draws it. Every
/// label is a double-quoted string with `"` and `\` escaped and control characters as spaces.
public enum DOT {
  /// A double-quoted DOT string.
  public static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += " "
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// `pdx graph FILE --format dot`: a sequence diagram drawn with lifelines. Each actor is a
  /// column: a head, then one point a row, joined by a dashed line; row by row, a message is
  /// an edge between two columns' points, a note a box beside its column.
  public static func sequence(_ diagram: Sequence) -> String {
    let actors = diagram.actors
    var out = [
      "digraph sequence {",
      "  graph [rankdir=TB, nodesep=0.4, ranksep=0.25, fontname=\"Helvetica\"];",
      "  node [fontname=\"Helvetica\", fontsize=11];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    let heads = actors.map { actor in
      "\(actor.id)0 [shape=box, style=filled, fillcolor=\"#e6e9ef\", group=\(actor.id), label="
        + quoted(actor.name(platforms: diagram.platforms)) + "];"
    }
    out.append("  { rank=same; " + heads.joined(separator: " ") + " }")
    if actors.count > 1 {
      out.append(
        "  " + actors.map { "\($0.id)0" }.joined(separator: " -> ") + " [style=invis];")
    }
    for (index, item) in diagram.items.enumerated() {
      let row = index + 1
      // One group a column: dot keeps a group's nodes in a straight line.
      var same = actors.map { "\($0.id)\(row) [shape=point, width=0.02, group=\($0.id)];" }
      var edges: [String] = []
      switch item {
      case .message(let from, let to, let text, let rejected):
        let style = rejected ? ", color=\"#d20f39\", arrowhead=tee" : ""
        edges.append(
          "\(from.id)\(row) -> \(to.id)\(row) [label=\(quoted(Mermaid.short(text))),"
            + " constraint=false\(style)];")
      case .note, .changes, .failed:
        let (over, lines, warning) = DOT.note(item)
        let fill = warning ? "#f9e2af" : "#eff1f5"
        let label = lines.map { Mermaid.short($0) }.joined(separator: "\n")
        same.append(
          "n\(row) [shape=note, style=filled, fillcolor=\"\(fill)\", fontsize=9,"
            + " label=\(quoted(label))];")
        edges.append("\(over.id)\(row) -> n\(row) [style=invis];")
      }
      out.append("  { rank=same; " + same.joined(separator: " ") + " }")
      for actor in actors {
        out.append(
          "  \(actor.id)\(row - 1) -> \(actor.id)\(row) [style=dashed, arrowhead=none,"
            + " color=\"#9ca0b0\"];")
      }
      out += edges.map { "  " + $0 }
    }
    out.append("}")
    return out.joined(separator: "\n") + "\n"
  }

  /// A note's actor, lines and colour, whatever kind of item it is.
  static func note(_ item: Sequence.Item) -> (Sequence.Actor, [String], Bool) {
    switch item {
    case .note(let over, let lines, let warning): (over, lines, warning)
    case .changes(let over, let changes): (over, Sequence.firstLines(changes), false)
    case .failed(let message): (.usuario, ["✗ " + message], true)
    case .message(let from, _, let text, _): (from, [text], false)
    }
  }

  /// `pdx graph --states --format dot`: the screens as boxes, the moves as labelled edges;
  /// with coverage, what the scripts visit is green.
  public static func states(_ graph: ScreenGraph, coverage: ScreenGraph.Coverage? = nil) -> String {
    var out = [
      "digraph screens {",
      "  graph [rankdir=LR, fontname=\"Helvetica\"];",
      "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#eff1f5\", fontname=\"Helvetica\", fontsize=11];",
      "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#7c7f93\"];",
    ]
    if let coverage { out.append("  // covered: " + graph.summary(coverage)) }
    out.append("  start [shape=point, width=0.15];")
    for (i, screen) in graph.screens.enumerated() {
      let covered = coverage?.screens.contains(i) == true
      out.append(
        "  s\(i) [label=\(quoted(screen))\(covered ? ", fillcolor=\"#a6e3a1\"" : "")];")
    }
    if !graph.screens.isEmpty { out.append("  start -> s0;") }
    for pair in graph.moves.keys.sorted() {
      let label = graph.moves[pair]!.sorted().joined(separator: ", ")
      let covered = coverage?.moves.contains(pair) == true
      out.append(
        "  s\(pair.from) -> s\(pair.to) [label=\(quoted(Mermaid.short(label, 60)))"
          + (covered ? ", color=\"#40a02b\", penwidth=2" : "") + "];")
    }
    out.append("}")
    return out.joined(separator: "\n") + "\n"
  }
}
