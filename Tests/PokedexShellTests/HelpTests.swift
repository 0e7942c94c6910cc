import PokedexCore
import Testing

@testable import PokedexShell

@Suite("Help")
struct HelpTests {
  @Test("the README's command reference is the one the command table generates")
  func readme() throws {
    let file = #filePath
    let root = file[..<file.firstRange(of: "/Tests/")!.lowerBound]
    let readme = String(decoding: try FileIO.read(root + "/README.md"), as: UTF8.self)
    let begin = try #require(readme.firstRange(of: "<!-- commands:begin -->\n"))
    let end = try #require(readme.firstRange(of: "<!-- commands:end -->"))
    let section = String(readme[begin.upperBound..<end.lowerBound])
    #expect(
      section == Help.markdown().joined(separator: "\n") + "\n",
      "README is stale: regenerate it with `pdx --commands-markdown`")
  }

  /// The overview's entries by group: each entry is the lines of one command (its first
  /// word), in the order printed; `footer` is what follows the last group.
  static func parseOverview(_ lines: [String]) -> (
    groups: [String], entries: [String: [(name: String, lines: [String])]], footer: [String]
  ) {
    var groups: [String] = []
    var entries: [String: [(name: String, lines: [String])]] = [:]
    var footer: [String] = []
    for line in lines {
      if line.hasPrefix("  "), footer.isEmpty, let group = groups.last {
        let name = String(line.dropFirst(2).prefix { $0 != " " })
        if let last = entries[group]?.last, last.name == name {
          entries[group]![entries[group]!.count - 1].lines.append(line)
        } else {
          entries[group, default: []].append((name, [line]))
        }
      } else if line.hasSuffix(":"), !line.hasPrefix(" "), footer.isEmpty {
        groups.append(String(line.dropLast()))
      } else {
        footer.append(line)
      }
    }
    return (groups, entries, footer)
  }

  @Test("help lists every command of the table exactly once, under its group, groups in order")
  func overviewListsEachCommandOnce() {
    // docs/reference.md §2: `help` lists the commands by group.
    let (groups, entries, footer) = Self.parseOverview(Help.overview())
    #expect(groups == CommandGroup.allCases.map(\.rawValue))
    for group in CommandGroup.allCases {
      let listed = entries[group.rawValue, default: []].map(\.name)
      let table = CommandTable.all.filter { $0.group == group }.map(\.name)
      #expect(listed == table, "group \(group.rawValue)")
    }
    let everyListed = groups.flatMap { entries[$0, default: []].map(\.name) }
    #expect(everyListed == CommandTable.names)
    #expect(Set(everyListed).count == everyListed.count, "a command is listed twice")
    #expect(
      footer == [
        "A script line may start with ! to assert that the command is rejected.",
        "`help COMMAND` explains one command; `show` lists the state paths.",
      ])
  }

  @Test("each command's entry is its synopses, the first followed by its summary")
  func overviewEntriesAreSynopses() {
    let (_, entries, _) = Self.parseOverview(Help.overview())
    let byName = Dictionary(
      entries.values.flatMap { $0 }.map { ($0.name, $0.lines) }, uniquingKeysWith: { a, _ in a })
    for spec in CommandTable.all {
      guard let lines = byName[spec.name] else {
        Issue.record("\(spec.name) is not in help")
        continue
      }
      #expect(lines.count == spec.synopses.count, "\(spec.name): \(lines)")
      for (i, (line, synopsis)) in zip(lines, spec.synopses).enumerated() {
        #expect(line.hasPrefix("  " + synopsis), "\(spec.name): \(line)")
        let rest = line.dropFirst(2 + synopsis.count)
        if i == 0 {
          #expect(rest.first == " " && rest.drop { $0 == " " } == spec.summary, "\(line)")
        } else {
          #expect(rest.isEmpty, "\(line)")
        }
      }
    }
  }

  @Test("help COMMAND gives each command's synopses, summary, details and examples")
  func helpForEachCommand() {
    for spec in CommandTable.all {
      var expected = spec.synopses.map { "usage: " + $0 }
      expected.append("  " + spec.summary)
      if let details = spec.details { expected.append("  " + details) }
      if !spec.examples.isEmpty { expected += ["examples:"] + spec.examples.map { "  " + $0 } }
      // `help set` goes on with every knob: its values, what it breaks, its lesson, its example.
      if spec.name == "set" {
        expected.append(
          "knobs (the default first; the other value reproduces the lesson's pitfall):")
        for knob in Knob.allCases {
          let d = knob.declaration
          expected.append(
            "  \(d.name) \(d.faithful)|\(d.pitfall)"
              + (d.platform.map { " (\($0.rawValue) only)" } ?? ""))
          expected += [
            "    \(d.pitfall): \(d.changes)", "    lesson \(d.lesson): «\(d.sentence)»",
            "    walkthrough: \(d.example)",
          ]
        }
      }
      #expect(Help.lines(for: spec.name) == expected, "help \(spec.name)")
    }
    #expect(Help.lines(for: "open").first == "usage: open ID|NAME")
    #expect(Help.lines(for: "open").contains("  open pikachu"))
    #expect(Help.lines(for: "nope") == Help.overview())
  }

  @Test("the help command prints the overview, and help COMMAND that command's lines")
  func helpCommandInTheSession() {
    let c = Captured()
    c.run("help")
    #expect(c.session.lastOutput == Help.overview())
    c.run("help permission")
    #expect(c.session.lastOutput == Help.lines(for: "permission"))
    #expect(
      c.session.lastOutput.prefix(2) == [
        "usage: permission", "usage: permission request [notifications|camera] [--provisional]",
      ])
  }
}
