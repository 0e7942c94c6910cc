import PdxSession
import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxLanguage
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxTeaching

@Suite("Help")
struct HelpTests {
  @Test("help in Spanish names its placeholders in Spanish: help GRUPO, help ORDEN")
  func overviewInSpanish() {
    #expect(
      Help.overview(width: 80, language: .es).prefix(2) == [
        "Las órdenes, por grupos. `help GRUPO` lista las órdenes de un grupo con lo que",
        "hace cada una, `help all` las de todos, `help ORDEN` explica una.",
      ])
  }

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

  /// The words of some lines, in order: what wrapping must keep (a word cut in two would be
  /// two words here).
  static func words(_ lines: [String]) -> [Substring] {
    lines.flatMap { $0.split(separator: " ") }
  }

  /// Whether a line over the width could not have been broken: past its indentation it is
  /// one word, or one bracketed group of a synopsis (`[--set KNOB=VALUE]…`).
  static func unbreakable(_ line: String) -> Bool {
    let text = line.drop { $0 == " " }
    var depth = 0
    for c in text {
      if c == "[" { depth += 1 }
      if c == "]" { depth -= 1 }
      if c == " ", depth == 0 { return false }
    }
    return true
  }

  @Test("help lists each group by its keyword with its commands, in order, each once")
  func overviewListsEachCommandOnce() {
    // docs/reference.md §2: `help` lists the groups, each with its commands' names.
    for width in [80, 100] {
      let lines = Help.overview(width: width)
      var listed: [String: [String]] = [:]
      var current: String?
      for line in lines where line.hasPrefix("  ") {
        let fields = line.split(separator: " ").map(String.init)
        if !line.hasPrefix("   ") {
          current = fields[0]
          listed[fields[0]] = Array(fields.dropFirst())
        } else if let current {
          listed[current]! += fields
        }
      }
      let keywords = lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        .map { String($0.split(separator: " ")[0]) }
      #expect(keywords == CommandGroup.allCases.map(\.keyword), "width \(width)")
      for group in CommandGroup.allCases {
        let names = listed[group.keyword, default: []].map {
          $0.hasSuffix(",") ? String($0.dropLast()) : $0
        }
        #expect(
          names == CommandTable.all.filter { $0.group == group }.map(\.name),
          "width \(width), group \(group.keyword)")
      }
      #expect(lines.allSatisfy { $0.count <= width }, "width \(width): \(lines)")
      #expect(lines.first?.hasPrefix("The commands, by group.") == true)
      #expect(lines.joined(separator: " ").contains("`help all` every group's"))
      #expect(lines.joined(separator: " ").contains("Ctrl-L clears the screen"))
    }
  }

  @Test("the first screen: help fits 24 rows at 80 columns")
  func overviewFitsAScreen() {
    #expect(Help.overview(width: 80).count <= 22)
  }

  @Test("help all and help GROUP: each command's synopses, then its summary, word for word")
  func groupsGiveSynopsesAndSummaries() {
    for width in [80, 100] {
      let all = Help.lines(for: "all", width: width)
      // The footer: the lines after the last command's, not indented.
      let footer = all.reversed().prefix { !$0.hasPrefix(" ") }.count
      #expect(footer >= 1)
      var byGroup: [[String]] = []
      for group in CommandGroup.allCases {
        let one = Help.lines(for: group.keyword, width: width)
        #expect(one.first == "\(group.rawValue) (help \(group.keyword)):")
        #expect(Array(one.suffix(footer)) == Array(all.suffix(footer)))
        byGroup.append(Array(one.dropLast(footer)))
        // The lines of each command: its synopses start lines at column 2, and its summary's
        // words follow in order.
        var text = Self.words(one)[...]
        for spec in CommandTable.all where spec.group == group {
          for synopsis in spec.synopses {
            let expected = synopsis.split(separator: " ")
            guard let at = text.firstIndex(of: expected[0]) else {
              Issue.record("\(spec.name) is missing from help \(group.keyword)")
              continue
            }
            #expect(Array(text[at..<min(at + expected.count, text.endIndex)]) == expected)
            text = text[(at + expected.count)...]
          }
          let summary = spec.summary.en.split(separator: " ")
          #expect(Array(text.prefix(summary.count)) == summary, "\(spec.name), width \(width)")
          text = text.dropFirst(summary.count)
        }
      }
      // help all is every group, in order, and the one footer.
      #expect(Array(all.dropLast(footer)) == Array(byGroup.joined()))
      #expect(all.allSatisfy { $0.count <= width }, "width \(width)")
    }
  }

  @Test("the synopsis column is capped: a long synopsis has its summary on the next line")
  func longSynopsisOnItsOwnLine() throws {
    let lines = Help.lines(for: "all", width: 80)
    let column = String(repeating: " ", count: 28)
    let scene = try #require(lines.firstIndex(of: "  scene active|inactive|background"))
    #expect(lines[scene + 1] == column + "Move the app's scene to a phase.")
    let launch = "  launch                    Launch the app, installing it first (Xcode's Run)."
    #expect(lines.contains(launch))
    // A command with several forms: all of them, then the summary.
    let plist = try #require(lines.firstIndex(of: "  plist add KEY [VALUE]"))
    #expect(lines[plist + 1] == "  plist remove KEY")
    #expect(lines[plist + 2].hasPrefix(column + "Edit the Info"))
    // 100 columns: a wider column, the same rule.
    let wide = Help.lines(for: "all", width: 100)
    #expect(
      wide.contains(
        "  platform ios|android            A fresh world on that platform (everything resets)."))
  }

  @Test("at any width, no word is ever cut; a line goes past the width only when it cannot break")
  func wrappingNeverCutsAWord() {
    for topic in [nil, "all", "set", "save", "permission", "expect", "navigation"] as [String?] {
      let unwrapped = Help.lines(for: topic, width: 10_000)
      for width in [30, 40, 60, 80, 100, 132] {
        let lines = Help.lines(for: topic, width: width)
        #expect(
          Self.words(lines) == Self.words(unwrapped), "help \(topic ?? ""), width \(width)")
        // Examples stay whole: they are lines to type.
        let examples = Set((topic.flatMap(CommandTable.named)?.examples ?? []).map { "  " + $0 })
        for line in lines where line.count > width && !examples.contains(line) {
          #expect(Self.unbreakable(line), "help \(topic ?? ""), width \(width): \(line)")
        }
      }
    }
  }

  @Test("the help command's layout is pinned at 80 and 100 columns")
  func golden() {
    for width in [80, 100] {
      var text: [String] = []
      for topic in [nil, "all", "open", "set"] as [String?] {
        text.append("> help" + (topic.map { " " + $0 } ?? ""))
        text += Help.lines(for: topic, width: width)
      }
      Golden.check("help-\(width).txt", text.joined(separator: "\n") + "\n")
    }
  }

  @Test("help COMMAND gives each command's synopses, summary, details and examples")
  func helpForEachCommand() {
    // Wide enough that nothing wraps: the lines as the table has them.
    for spec in CommandTable.all {
      var expected = spec.synopses.map { "usage: " + $0 }
      expected.append("  " + spec.summary.en)
      if let details = spec.details { expected.append("  " + details.en) }
      if !spec.examples.isEmpty { expected += ["examples:"] + spec.examples.map { "  " + $0 } }
      // `help set` goes on with every knob: its values, what it breaks, its lesson, its example.
      if spec.name == "set" {
        expected.append(
          "knobs (the default first; the other value reproduces the lesson's pitfall):")
        for knob in Knob.allCases {
          let d = knob.declaration
          expected.append(
            "  \(d.name) \(d.faithful)|\(d.pitfall)"
              + (d.platform.map { " (\(platformName($0)) only)" } ?? ""))
          expected += [
            "    \(d.pitfall): \(Language.en.changes(knob))",
            "    lesson \(d.lesson.numbered): \(quotedSentence(d.sentence))",
            "    walkthrough: \(d.example)",
          ]
        }
      }
      #expect(Help.lines(for: spec.name, width: 10_000) == expected, "help \(spec.name)")
    }
    #expect(Help.lines(for: "open").first == "usage: open ID|NAME")
    #expect(Help.lines(for: "open").contains("  open pikachu"))
    #expect(Help.lines(for: "nope") == Help.overview())
    // Wrapped at 80, under its indentation.
    let set = Help.lines(for: "set", width: 80)
    #expect(set.contains("      cambia, y el .onChange no se entera.»"))
  }

  @Test("help takes a command, a group's keyword or all; anything else is one clear error")
  func helpTopics() throws {
    #expect(Set(Help.topics).count == Help.topics.count, "a keyword is also a command's name")
    #expect(Help.topics.contains("all") && Help.topics.contains("navigation"))
    let error = #expect(throws: ParseError.self) { try Parser.parse("help navegacion") }
    #expect(error?.kind == .argument)
    #expect(
      error?.message.hasPrefix(
        "help: no command or group «navegacion» (did you mean navigation?); `help` lists the groups"
      )
        == true, "\(String(describing: error))")
    #expect(Completion.complete("help nav", files: { _ in [] }).candidates == ["navigation"])
    #expect(Completion.complete("help al", files: { _ in [] }).candidates.contains("all"))
  }

  @Test("the help command lays out for the session's width: 80 unless the front end says")
  func helpCommandInTheSession() {
    let host = TestHost()
    let c = Captured(host: host)
    c.run("help")
    #expect(c.session.lastOutput == Help.overview(width: 80))
    c.run("help permission")
    #expect(c.session.lastOutput == Help.lines(for: "permission", width: 80))
    #expect(
      c.session.lastOutput.prefix(2) == [
        "usage: permission", "usage: permission request [notifications|camera] [--provisional]",
      ])
    host.helpColumns = 100  // the terminal, resized
    c.run("help all")
    #expect(c.session.lastOutput == Help.lines(for: "all", width: 100))
    #expect(c.session.lastOutput != Help.lines(for: "all", width: 80))
    c.run("help links")
    #expect(c.session.lastOutput == Help.lines(for: "links", width: 100))
  }

  @Test("clear alone says how to clear the screen; clear FIELD is unchanged")
  func clearAlone() throws {
    let error = #expect(throws: ParseError.self) { try Parser.parse("clear") }
    #expect(error?.kind == .argument)
    #expect(
      error?.message
        == "clear: clear alone does not clear the screen: Ctrl-L does; clear email|password"
        + " empties a field of the form\nusage: clear email|password")
    // Only alone: a wrong field is the usual error.
    let wrong = #expect(throws: ParseError.self) { try Parser.parse("clear name") }
    #expect(wrong?.message.contains("Ctrl-L") == false)
    #expect(try Parser.parse("clear password") != nil)
  }
}
