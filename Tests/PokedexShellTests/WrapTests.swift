import Testing

@testable import PdxLanguage
@testable import PdxRunner
@testable import PdxSession
@testable import PdxText

/// The layout every help text leans on: words are never cut.
@Suite("Wrap")
struct WrapTests {
  @Test("lines: words fill each line up to the width, never past it when they can break")
  func lines() {
    #expect(
      Wrap.lines("the quick brown fox jumps over the lazy dog", width: 15)
        == ["the quick brown", "fox jumps over", "the lazy dog"])
    // The first line's prefix and the others' indentation count in the width.
    #expect(
      Wrap.lines("one two three four", width: 12, first: "- ", indent: "  ")
        == ["- one two", "  three four"])
    // A word longer than the room stands alone, whole.
    #expect(
      Wrap.lines("a pokedex://pokemon/25 b", width: 10)
        == ["a", "pokedex://pokemon/25", "b"])
    // The spaces between two words on a line are kept; at a break they go. No text gives the
    // prefix alone.
    #expect(Wrap.lines("nil   // done", width: 80) == ["nil   // done"])
    #expect(Wrap.lines("nil   // done", width: 5) == ["nil", "//", "done"])
    #expect(Wrap.lines("", width: 80, first: "x") == ["x"])
    // Exactly the width fits.
    #expect(Wrap.lines("abcde fghij", width: 11) == ["abcde fghij"])
    #expect(Wrap.lines("abcde fghij", width: 10) == ["abcde", "fghij"])
  }

  @Test("words: each word with the spaces before it, the first's too; none after the last")
  func words() {
    var seen: [String] = []
    Wrap.words("  nil   // ya  ") { gap, word in seen.append("[\(gap)]\(word)") }
    #expect(seen == ["[  ]nil", "[   ]//", "[ ]ya"])
    seen = []
    Wrap.words("") { gap, word in seen.append("[\(gap)]\(word)") }
    #expect(seen.isEmpty)
  }

  @Test("synopsis: a bracketed group is one part, kept whole")
  func synopsis() {
    #expect(
      Wrap.synopsis("check [--depth N] [--set KNOB=VALUE]… [-j N]", width: 20, indent: "  ")
        == ["check [--depth N]", "  [--set KNOB=VALUE]…", "  [-j N]"])
    #expect(Wrap.synopsis("open ID|NAME", width: 80, first: "usage: ") == ["usage: open ID|NAME"])
  }

  @Test("columns: terms in a capped column, texts beside them or under a long term")
  func columns() {
    let rows = [
      (term: "--depth N", text: "how many commands deep"),
      (term: "--platform ios|android|both", text: "where to search from"),
    ]
    #expect(
      Wrap.columns(rows, width: 40, cap: 12)
        == [
          "  --depth N     how many commands deep",
          "  --platform ios|android|both",
          "                where to search from",
        ])
    // Another list's terms widen the column alike.
    #expect(
      Wrap.columns([rows[0]], width: 60, cap: 30, alignedWith: [rows[1].term])
        == ["  --depth N                    how many commands deep"])
    // Too narrow for two columns: each text under its term.
    #expect(
      Wrap.columns([rows[0]], width: 30, cap: 12)
        == ["  --depth N", "      how many commands deep"])
    // A term without a text has no trailing spaces.
    #expect(Wrap.columns([(term: "--version", text: "")], width: 40) == ["  --version"])
  }
}

/// At the prompt a step's sentences and errors wrap at the terminal's width between words, as
/// `help` does; elsewhere (scripts, pipes) each stays on one line.
@Suite("Wrapped steps")
struct WrappedStepTests {
  static let commands = [
    "tab favoritos", "open-url pokedex://pokemon/25", "signup ash@kanto.com pikachu",
    "open 25", "fav 25", "set report-dismissals off", "swipe-back", "logout", "tap-outside",
    "notify", "bogus-command", "tab nada",
  ]

  static func output(width: Int?, language: Language) -> [String] {
    var options = SessionOptions()
    options.language = language
    let c = Captured(options, host: TestHost(wrapColumns: width))
    for command in commands { _ = c.session.execute(command) }
    return c.output
  }

  @Test("at 60 columns errors, ui, note and log lines wrap between words, never cutting one")
  func sixtyColumns() {
    for language in [Language.en, .es] {
      let whole = Self.output(width: nil, language: language)
      let wrapped = Self.output(width: 60, language: language)
      #expect(whole.contains { $0.count > 60 && $0.hasPrefix("error: ") })
      #expect(whole.contains { $0.count > 60 && $0.hasPrefix("  ui: ") })
      for line in wrapped where line.count > 60 {
        // Only a word longer than the room may pass the width, alone on its line.
        let words = line.split(separator: " ")
        #expect(words.count <= 2, "\(language): \(line)")
      }
      // The same words in the same order: wrapping moves breaks, it cuts nothing.
      #expect(
        wrapped.flatMap { $0.split(separator: " ") } == whole.flatMap { $0.split(separator: " ") })
      #expect(wrapped.count > whole.count)
      // A continuation is indented under its text.
      if let i = wrapped.firstIndex(where: { $0.hasPrefix("error: ") && $0.count > 40 }),
        i + 1 < wrapped.count, wrapped[i + 1].hasPrefix(" ")
      {
        #expect(wrapped[i + 1].hasPrefix("       ") && !wrapped[i + 1].hasPrefix("        "))
      }
    }
  }

  @Test("a command's output wraps at the terminal between words, under its text; never in a script")
  func outputAtTheTerminal() {
    // A terminal that does not wrap, then is given a width (its host is asked each time).
    let host = TestHost()
    let c = Captured(host: host)
    c.run("show dispositivo.info", script: false)
    let whole =
      #"dispositivo.info: ["CFBundleDisplayName", "CFBundleIdentifier", "UIApplicationSceneManifest"]"#
    #expect(c.output.last == whole)
    host.wrapColumns = 44
    c.run("show dispositivo.info", script: false)
    #expect(
      Array(c.output.suffix(3)) == [
        #"dispositivo.info: ["CFBundleDisplayName","#,
        #"    "CFBundleIdentifier","#,
        #"    "UIApplicationSceneManifest"]"#,
      ])
    // A tree's branch goes on under it; its corner does not.
    #expect(
      TextFormat.wrapped("│  └─ NavigationStack: PokemonListView › #1 Bulbasaur", width: 30) == [
        "│  └─ NavigationStack:", "│         PokemonListView › #1", "│         Bulbasaur",
      ])
    #expect(TextFormat.wrapped("short", width: 3) == ["short"])
    #expect(TextFormat.wrapped("a b c", width: nil) == ["a b c"])
  }
}
