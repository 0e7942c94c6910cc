import PdxExplore
import PdxLanguage

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
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
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
  /// a straight edge between two columns' points (`splines=line`) with its text as an
  /// `xlabel`, which Graphviz sets beside the arrow rather than on its path; a note a box
  /// beside its column.
  public static func sequence(_ diagram: SequenceDiagram) -> String {
    let actors = diagram.actors
    var out = [
      "digraph sequence {",
      "  graph [rankdir=TB, splines=line, forcelabels=true, nodesep=0.4, ranksep=0.35,"
        + " fontname=\"Helvetica\"];",
      "  node [fontname=\"Helvetica\", fontsize=11];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    let heads = actors.map { actor in
      "\(actor.id)0 [shape=box, style=filled, fillcolor=\"#e6e9ef\", group=\(actor.id), label="
        + quoted(actor.name(platforms: diagram.platforms, diagram.language)) + "];"
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
          "\(from.id)\(row) -> \(to.id)\(row) [xlabel=\(quoted(Mermaid.short(text))),"
            + " constraint=false\(style)];")
      case .note, .changes, .failed:
        let (over, lines, warning) = DOT.note(item, diagram.language)
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
  static func note(_ item: SequenceDiagram.Item, _ language: Language) -> (
    SequenceDiagram.Actor, [String], Bool
  ) {
    switch item {
    case .note(let over, let lines, let warning): (over, lines, warning)
    case .changes(let over, let changes):
      (over, SequenceDiagram.firstLines(changes, language), false)
    case .failed(let message): (.usuario, ["✗ " + message], true)
    case .message(let from, _, let text, _): (from, [text], false)
    }
  }

  /// `pdx graph --states --format dot`: the same map as Mermaid's (`ScreenMap`), top-down, a
  /// family a cluster (an arrow to or from it is clipped at its border), the legend a note;
  /// with coverage, what the scripts visit is green. Labels are plain edge labels, which dot
  /// lays out as nodes of their own, routing every arrow around them (an `xlabel`, placed
  /// after the layout, can land on another arrow).
  public static func states(_ graph: ScreenGraph, coverage: ScreenGraph.Coverage? = nil) -> String {
    let map = ScreenMap(graph, coverage: coverage)
    var out = [
      "digraph screens {",
      "  graph [rankdir=TB, compound=true, newrank=true, nodesep=0.3,"
        + " ranksep=0.5, fontname=\"Helvetica\", fontsize=12];",
      "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#eff1f5\", fontname=\"Helvetica\", fontsize=11];",
      "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#7c7f93\"];",
    ]
    if let coverage { out.append("  // covered: " + graph.summary(coverage)) }
    func node(_ i: Int, _ label: String) -> String {
      let covered = coverage?.screens.contains(i) == true
      return "s\(i) [label=\(quoted(label))" + (covered ? ", fillcolor=\"#a6e3a1\"" : "")
        + (i == 0 ? ", penwidth=2.5" : "") + "];"
    }
    var boxed = Set<Int>()
    for (i, box) in map.boxes.enumerated() {
      out.append("  subgraph cluster_f\(i) {")
      out.append(
        "    label=\(quoted(box.name)); style=\"rounded\"; color=\"#9ca0b0\";")
      for screen in box.screens {
        out.append("    " + node(screen, graph.names[screen]))
        boxed.insert(screen)
      }
      out.append("  }")
    }
    for (i, screen) in graph.screens.enumerated() where !boxed.contains(i) {
      out.append("  " + node(i, screen))
    }
    if map.hasAnywhere {
      out.append(
        "  anywhere [label=\(quoted(PictureText.anywhere(graph.language))),"
          + " style=\"rounded,dashed\"];")
    }
    // An arrow to or from a box is drawn from its first screen, clipped at the box.
    func end(_ e: ScreenMap.End) -> (node: String, cluster: String?) {
      switch e {
      case .screen(let i): ("s\(i)", nil)
      case .family(let i): ("s\(map.boxes[i].screens[0])", "cluster_f\(i)")
      case .anywhere: ("anywhere", nil)
      }
    }
    for arrow in map.arrows {
      let (from, to) = (end(arrow.from), end(arrow.to))
      var attributes = ["label=" + quoted(ScreenMap.label(arrow.commands))]
      if let tail = from.cluster { attributes.append("ltail=" + tail) }
      if let head = to.cluster { attributes.append("lhead=" + head) }
      if arrow.covered { attributes += ["color=\"#40a02b\"", "penwidth=2"] }
      out.append("  \(from.node) -> \(to.node) [" + attributes.joined(separator: ", ") + "];")
    }
    if !graph.screens.isEmpty {
      let legend = PictureText.legend(graph, map, coverage: coverage, covered: PictureText.green)
      out.append(
        "  legend [shape=note, style=filled, fillcolor=\"#f9e2af\", fontsize=10, label="
          + quoted(legend.joined(separator: "\n")) + "];")
      out.append("  legend -> \(map.hasAnywhere ? "anywhere" : "s0") [style=invis];")
    }
    out.append("}")
    return out.joined(separator: "\n") + "\n"
  }
}
