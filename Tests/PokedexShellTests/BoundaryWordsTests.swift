import PokedexCore
import Testing

@testable import PokedexShell

/// What a user reads at the boundaries a planted bug would blur, read exactly.
@Suite("Exact words at the boundaries")
struct BoundaryWordsTests {
  @Test("«did you mean» for two swapped letters, in both languages")
  func swappedLetters() {
    #expect(Suggest.closest("tba", in: ["tab", "back", "fav"]) == "tab")
    #expect(Suggest.closest("lgoin", in: ["login", "logout", "launch"]) == "login")
    #expect(Suggest.closest("lgoout", in: ["login", "logout", "launch"]) == "logout")
    for language in Language.allCases {
      var options = SessionOptions()
      options.language = language
      let c = Captured(options)
      c.run("tba lista", script: false)
      #expect(
        c.output.last
          == (language == .en
            ? "error: unknown command «tba» (did you mean tab?); `help` lists the commands"
            : "error: orden desconocida «tba» (¿querías decir tab?); `help` lista las órdenes"),
        "\(c.output.last ?? "")")
    }
  }

  @Test("JUnit turns U+FFFE and U+FFFF (not XML characters) into U+FFFD, in text and attributes")
  func junitNonCharacters() {
    #expect(JUnit.escape("a\u{FFFE}b\u{FFFF}c") == "a\u{FFFD}b\u{FFFD}c")
    #expect(JUnit.escape("a\u{FFFE}\"", attribute: true) == "a\u{FFFD}&quot;")
    // Their neighbours are characters XML allows: kept.
    #expect(JUnit.escape("\u{FFFD}\u{FFFC}") == "\u{FFFD}\u{FFFC}")
  }

  @Test("a bare | is an empty output line of a transcript, and matches only one")
  func bareBar() throws {
    let script = try ScriptReader.parse(Array("say \"\"\n|\n".utf8), path: "b.pdx")
    #expect(script.lines.first?.transcript == [""])
    #expect(Transcript.matches(expected: [""], actual: [""]))
    #expect(!Transcript.matches(expected: [""], actual: []))
    #expect(!Transcript.matches(expected: [""], actual: [" "]))
    let c = Captured()
    var failures: [Failure] = []
    #expect(c.session.runScript(script, failures: &failures) == .ok, "\(c.diag)")
  }

  @Test("which files count as scripts: .pdx files only, exactly that ending, hidden ones not")
  func scriptFiles() throws {
    let dir = TempDir()
    for name in ["a.pdx", "b.PDX", "c.pdx~", "d.pdx.bak", "e.txt", ".f.pdx", "g"] {
      _ = dir.write(name, "say hi\n")
    }
    let found = try FileIO.scripts(under: dir.path).map { String($0.dropFirst(dir.path.count + 1)) }
    #expect(found == ["a.pdx"], "\(found)")
  }
}
