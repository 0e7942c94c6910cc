import PokedexCore

/// `help`, `help GROUP`, `help all`, `help COMMAND`, `--help` and the README's command
/// reference, all from the table. The terminal texts are laid out for a width and broken only
/// between words: pure functions of the topic and the width (docs/reference.md §4.7).
public enum Help {
  /// The width `help` lays out for when it is not on a terminal (a script, a pipe).
  public static let defaultWidth = 80

  /// What `help` takes: a command's name, a group's keyword, or `all`.
  public static let topics: [String] =
    CommandTable.names + CommandGroup.allCases.map(\.keyword) + ["all"]

  /// `help TOPIC` (nil: `help` alone, the groups) for a terminal `width` columns wide.
  public static func lines(for topic: String?, width: Int = defaultWidth) -> [String] {
    guard let topic else { return overview(width: width) }
    if topic == "all" { return groups(CommandGroup.allCases, width: width) }
    if let group = CommandGroup.named(topic) { return groups([group], width: width) }
    guard let spec = CommandTable.named(topic) else { return overview(width: width) }
    return command(spec, width: width)
  }

  /// `help COMMAND`: its synopses, summary, details and examples; `help set` adds the knobs.
  static func command(_ spec: CommandSpec, width: Int) -> [String] {
    var out = spec.synopses.flatMap {
      Wrap.synopsis($0, width: width, first: "usage: ", indent: "         ")
    }
    out += Wrap.lines(spec.summary, width: width, first: "  ", indent: "  ")
    if let d = spec.details { out += Wrap.lines(d, width: width, first: "  ", indent: "  ") }
    if !spec.examples.isEmpty {
      // Whole: an example is a line to type, not to read across a break.
      out.append("examples:")
      out += spec.examples.map { "  " + $0 }
    }
    if spec.name == "set" { out += knobs(width: width) }
    return out
  }

  /// `help set`: each knob, what its other value breaks, and the lesson's sentence.
  static func knobs(width: Int) -> [String] {
    var out = Wrap.lines(
      "knobs (the default first; the other value reproduces the lesson's pitfall):",
      width: width, indent: "  ")
    let more = "      "
    for knob in Knob.allCases {
      let d = knob.declaration
      out += Wrap.lines(
        "\(d.name) \(d.faithful)|\(d.pitfall)"
          + (d.platform.map { " (\($0.rawValue) only)" } ?? ""),
        width: width, first: "  ", indent: more)
      out += Wrap.lines(
        "\(d.pitfall): \(Language.en.changes(knob))", width: width, first: "    ", indent: more)
      out += Wrap.lines(
        "lesson \(d.lesson): «\(d.sentence)»", width: width, first: "    ", indent: more)
      out += Wrap.lines("walkthrough: \(d.example)", width: width, first: "    ", indent: more)
    }
    return out
  }

  /// `help`: one line a group, its keyword and its commands' names, so the first screen shows
  /// them all; then how to see more.
  public static func overview(width: Int = defaultWidth) -> [String] {
    var out = Wrap.lines(
      "The commands, by group. `help GROUP` lists a group's commands with what each does,"
        + " `help all` every group's, `help COMMAND` explains one.", width: width)
    let column = (CommandGroup.allCases.map(\.keyword.count).max() ?? 0) + 2
    // Too narrow for two columns: each group's names under its keyword.
    let narrow = width - 2 - column < 24
    for group in CommandGroup.allCases {
      let names = CommandTable.all.filter { $0.group == group }.map(\.name)
      if narrow { out.append("  " + group.keyword) }
      out += Wrap.lines(
        names.joined(separator: ", "), width: width,
        first: narrow ? "      " : "  " + group.keyword.padded(to: column),
        indent: String(repeating: " ", count: narrow ? 6 : 2 + column))
    }
    out += Wrap.lines(
      "A script line may start with ! to assert that the command is rejected. `show` lists"
        + " the state paths. Ctrl-L clears the screen; Ctrl-D leaves.", width: width)
    return out
  }

  /// `help GROUP` and `help all`: each group under its title, each command's synopses and
  /// summary in two columns. The synopsis column is capped: a longer synopsis stands on its
  /// own line, and the summary starts on the next, in its column; so do a command's several
  /// synopses.
  public static func groups(_ groups: [CommandGroup], width: Int = defaultWidth) -> [String] {
    let specs = CommandTable.all.filter { groups.contains($0.group) }
    let cap = max(12, min(32, width * 3 / 10))
    // The column is the same for one group as for all: from every command's synopses.
    let longest = CommandTable.all.flatMap(\.synopses).map(\.count).max() ?? 0
    var column = 2 + min(longest, cap) + 2
    // Too narrow for two columns: each summary goes under its synopses.
    if width - column < 24 { column = 6 }
    let pad = String(repeating: " ", count: column)
    var out: [String] = []
    for group in groups {
      out += Wrap.lines("\(group.rawValue) (help \(group.keyword)):", width: width)
      for spec in specs where spec.group == group {
        let synopses = spec.synopses
        for s in synopses.dropLast() {
          out += Wrap.synopsis(s, width: width, first: "  ", indent: "      ")
        }
        // A command with several forms has its summary under them all.
        let last = synopses.last ?? spec.name
        if synopses.count == 1, 2 + last.count + 2 <= column {
          out += Wrap.lines(
            spec.summary, width: width, first: "  " + last.padded(to: column - 2), indent: pad)
        } else {
          out += Wrap.synopsis(last, width: width, first: "  ", indent: "      ")
          out += Wrap.lines(spec.summary, width: width, first: pad, indent: pad)
        }
      }
    }
    out += Wrap.lines(
      "`help COMMAND` explains one command, with examples; `show` lists the state paths.",
      width: width)
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
        "| \(name) | `\(d.faithful)` | `\(d.pitfall)` | \(Language.en.changes(knob).replacingPipes()) |"
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
  /// The text, then spaces up to `width` characters (never cut).
  fileprivate func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  func replacingPipes() -> String {
    var out = ""
    for c in self { out += c == "|" ? "\\|" : String(c) }
    return out
  }
}
