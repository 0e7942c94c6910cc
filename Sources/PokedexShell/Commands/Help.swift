import PokedexCore

/// `help`, `help COMMAND`, `--help` and the README's command reference, all from the table.
public enum Help {
  public static func lines(for name: String?) -> [String] {
    guard let name, let spec = CommandTable.named(name) else { return overview() }
    var out = spec.synopses.map { "usage: " + $0 }
    out.append("  " + spec.summary)
    if let d = spec.details { out.append("  " + d) }
    if !spec.examples.isEmpty {
      out.append("examples:")
      out += spec.examples.map { "  " + $0 }
    }
    if spec.name == "set" { out += knobs() }
    return out
  }

  /// `help set`: each knob, what its other value breaks, and the lesson's sentence.
  static func knobs() -> [String] {
    var out = ["knobs (the default first; the other value reproduces the lesson's pitfall):"]
    for knob in Knob.allCases {
      let d = knob.declaration
      out.append(
        "  \(d.name) \(d.faithful)|\(d.pitfall)"
          + (d.platform.map { " (\($0.rawValue) only)" } ?? ""))
      out.append("    \(d.pitfall): \(d.changes)")
      out.append("    lesson \(d.lesson): «\(d.sentence)»")
      out.append("    walkthrough: \(d.example)")
    }
    return out
  }

  public static func overview() -> [String] {
    var out: [String] = []
    let width = CommandTable.all.flatMap(\.synopses).map(\.count).max() ?? 0
    for group in CommandGroup.allCases {
      out.append(group.rawValue + ":")
      for spec in CommandTable.all where spec.group == group {
        for (i, s) in spec.synopses.enumerated() {
          let pad = String(repeating: " ", count: max(1, width - s.count + 2))
          out.append("  " + s + (i == 0 ? pad + spec.summary : ""))
        }
      }
    }
    out.append("A script line may start with ! to assert that the command is rejected.")
    out.append("`help COMMAND` explains one command; `show` lists the state paths.")
    return out
  }

  /// The command reference in Markdown, for the README: the commands, then the state paths.
  public static func markdown() -> [String] {
    commandsMarkdown() + pathsMarkdown()
  }

  /// The command tables in Markdown, one per group (docs/reference.md §2).
  public static func commandsMarkdown() -> [String] {
    var out: [String] = []
    for group in CommandGroup.allCases {
      out.append("### " + group.rawValue)
      out.append("")
      out.append("| command | what it does |")
      out.append("| --- | --- |")
      for spec in CommandTable.all where spec.group == group {
        let synopsis = spec.synopses.map { "`" + $0.replacingPipes() + "`" }.joined(
          separator: "<br>")
        var what = spec.summary
        if let d = spec.details { what += " " + d }
        out.append("| \(synopsis) | \(what.replacingPipes()) |")
      }
      out.append("")
    }
    out += pitfallsMarkdown()
    return out
  }

  /// The knobs as a table of pitfalls: what breaks, where the lesson says so, what shows it.
  public static func pitfallsMarkdown() -> [String] {
    var out = [
      "### Knobs: the lessons' pitfalls", "",
      "| knob | default | other value | what the other value does | lesson | walkthrough |",
      "| --- | --- | --- | --- | --- | --- |",
    ]
    for knob in Knob.allCases {
      let d = knob.declaration
      let name = "`set \(d.name)`" + (d.platform.map { " (\($0.rawValue) only)" } ?? "")
      out.append(
        "| \(name) | `\(d.faithful)` | `\(d.pitfall)` | \(d.changes.replacingPipes()) |"
          + " \(d.lesson): «\(d.sentence.replacingPipes())» | `\(d.example)` |")
    }
    out.append("")
    return out
  }

  /// The state path table in Markdown, under its heading (docs/reference.md §3).
  public static func pathsMarkdown() -> [String] {
    var out = ["### State paths", "", "| path | meaning |", "| --- | --- |"]
    for p in StatePaths.all { out.append("| `\(p.path)` | \(p.doc.replacingPipes()) |") }
    return out
  }
}

extension String {
  fileprivate func replacingPipes() -> String {
    var out = ""
    for c in self { out += c == "|" ? "\\|" : String(c) }
    return out
  }
}
