import PdxLanguage
import PdxText
import PokedexCore

/// `help`, `help GROUP`, `help all`, `help COMMAND`, `--help` and the README's command
/// reference, all from the table. The terminal texts are laid out for a width and broken only
/// between words: pure functions of the topic and the width (docs/reference.md §4.7).
public enum Help {
  /// The width `help` lays out for when it is not on a terminal (a script, a pipe).
  public static let defaultWidth = 80

  /// What `help` takes: a command's name, a group's keyword, or `all`.
  public static let topics: [String] =
    CommandTable.names + CommandGroup.allCases.map(\.keyword) + ["all", "ids"]

  /// `help TOPIC` (nil: `help` alone, the groups) for a terminal `width` columns wide.
  public static func lines(
    for topic: String?, width: Int = defaultWidth, language: Language = .en
  ) -> [String] {
    guard let topic else { return overview(width: width, language: language) }
    if topic == "all" { return groups(CommandGroup.allCases, width: width, language: language) }
    if topic == "ids" { return ids(width: width, language: language) }
    if let group = CommandGroup.named(topic) {
      return groups([group], width: width, language: language)
    }
    guard let spec = CommandTable.named(topic) else {
      return overview(width: width, language: language)
    }
    return command(spec, width: width, language: language)
  }

  /// `help COMMAND`: its synopses, summary, details and examples; `help set` adds the knobs.
  static func command(_ spec: CommandSpec, width: Int, language: Language = .en) -> [String] {
    let usage = Words(en: "usage: ", es: "uso: ")(language)
    var out = spec.synopses.map { Placeholders.localized($0, language) }.flatMap {
      Wrap.synopsis(
        $0, width: width, first: usage,
        indent: String(repeating: " ", count: usage.count + 2))
    }
    out += Wrap.lines(spec.summary(language), width: width, first: "  ", indent: "  ")
    if let d = spec.details {
      out += Wrap.lines(d(language), width: width, first: "  ", indent: "  ")
    }
    if !spec.examples.isEmpty {
      // Whole: an example is a line to type, not to read across a break.
      out.append(Words(en: "examples:", es: "ejemplos:")(language))
      out += spec.examples.map { "  " + $0 }
    }
    if spec.name == "set" { out += knobs(width: width, language: language) }
    return out
  }

  /// `help set`: each knob, what its other value breaks, and the lesson's sentence.
  static func knobs(width: Int, language: Language = .en) -> [String] {
    var out = Wrap.lines(
      Words(
        en: "knobs (the default first; the other value reproduces the lesson's pitfall):",
        es: "palancas (primero el valor por defecto; el otro reproduce el fallo de la lección):")(
          language),
      width: width, indent: "  ")
    let more = "      "
    for knob in Knob.allCases {
      let d = knob.declaration
      let only = d.platform.map {
        Words(en: " (\(platformName($0)) only)", es: " (solo \(platformName($0)))")(language)
      }
      out += Wrap.lines(
        "\(d.name) \(d.faithful)|\(d.pitfall)" + (only ?? ""),
        width: width, first: "  ", indent: more)
      out += Wrap.lines(
        "\(d.pitfall): \(language.changes(knob))", width: width, first: "    ", indent: more)
      out += Wrap.lines(
        Words(en: "lesson ", es: "lección ")(language) + "\(d.lesson.numbered): "
          + quotedSentence(d.sentence),
        width: width, first: "    ", indent: more)
      out += Wrap.lines(
        Words(en: "walkthrough: ", es: "recorrido: ")(language) + d.example, width: width,
        first: "    ", indent: more)
    }
    return out
  }

  /// `help`: one line a group, its keyword and its commands' names, so the first screen shows
  /// them all; then how to see more.
  public static func overview(width: Int = defaultWidth, language: Language = .en) -> [String] {
    var out = Wrap.lines(
      Words(
        en: "The commands, by group. `help GROUP` lists a group's commands with what each does,"
          + " `help all` every group's, `help COMMAND` explains one.",
        es: "Las órdenes, por grupos. `help GRUPO` lista las órdenes de un grupo con lo que hace"
          + " cada una, `help all` las de todos, `help ORDEN` explica una.")(language),
      width: width)
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
      Words(
        en: "A script line may start with ! to assert that the command is rejected. `show` lists"
          + " the state paths. Ctrl-L clears the screen; Ctrl-D leaves.",
        es: "Una línea de un guion puede empezar por ! para afirmar que la orden se rechaza."
          + " `show` lista las rutas de estado. Ctrl-L limpia la pantalla; Ctrl-D sale.")(
          language),
      width: width)
    return out
  }

  /// `help GROUP` and `help all`: each group under its title, each command's synopses and
  /// summary in two columns. The synopsis column is capped: a longer synopsis stands on its
  /// own line, and the summary starts on the next, in its column; so do a command's several
  /// synopses.
  public static func groups(
    _ groups: [CommandGroup], width: Int = defaultWidth, language: Language = .en
  ) -> [String] {
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
      out += Wrap.lines("\(group.title(language)) (help \(group.keyword)):", width: width)
      for spec in specs where spec.group == group {
        let synopses = spec.synopses.map { Placeholders.localized($0, language) }
        for s in synopses.dropLast() {
          out += Wrap.synopsis(s, width: width, first: "  ", indent: "      ")
        }
        // A command with several forms has its summary under them all.
        let last = synopses.last ?? spec.name
        if synopses.count == 1, 2 + last.count + 2 <= column {
          out += Wrap.lines(
            spec.summary(language), width: width, first: "  " + last.padded(to: column - 2),
            indent: pad)
        } else {
          out += Wrap.synopsis(last, width: width, first: "  ", indent: "      ")
          out += Wrap.lines(spec.summary(language), width: width, first: pad, indent: pad)
        }
      }
    }
    out += Wrap.lines(
      Words(
        en: "`help COMMAND` explains one command, with examples; `show` lists the state paths.",
        es: "`help ORDEN` explica una orden, con ejemplos; `show` lista las rutas de estado.")(
          language),
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
        var what = spec.summary.en
        if let d = spec.details { what += " " + d.en }
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
          + " \(d.lesson.numbered): \(quotedSentence(d.sentence).replacingPipes()) | `\(d.example)` |"
      )
    }
    out.append("")
    return out
  }

  /// The state path table in Markdown, under its heading (docs/reference.md §3).
  public static func pathsMarkdown() -> [String] {
    var out = ["### State paths", "", "| path | meaning |", "| --- | --- |"]
    for p in StatePath.allCases { out.append("| `\(p.name)` | \(p.doc.replacingPipes()) |") }
    return out
  }
}

extension String {
  /// The text, then spaces up to `width` characters (never cut).
  fileprivate func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
