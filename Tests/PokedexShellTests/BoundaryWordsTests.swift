import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxLanguage
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

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

  @Test("the form's password error at the boundary: 5 characters say it, the 6th clears it")
  func passwordLength() {
    for language in Language.allCases {
      var options = SessionOptions()
      options.echo = true
      options.language = language
      let c = Captured(options)
      c.run("type password 12345", "type password 6", "clear password", script: false)
      // The app's own message: the same in every language.
      #expect(
        Array(c.output.drop { !$0.hasPrefix("pdx> ") }) == [
          "pdx> type password ******", "▸ type password",
          #"  formulario.errorContrasena: nil → "Al menos 6 caracteres""#,
          "pdx> type password ******", "▸ type password",
          #"  formulario.errorContrasena: "Al menos 6 caracteres" → nil"#,
          "pdx> clear password", "▸ clear password",
          #"  formulario.errorContrasena: nil → "Al menos 6 caracteres""#,
        ], "\(language)")
    }
  }

  @Test("bidirectional isolates and overrides in quoted user text show as escapes")
  func bidiInQuotes() {
    #expect(Quoting.guillemets("a\u{2066}b\u{2069}") == #"«a\u{2066}b\u{2069}»"#)
    #expect(Quoting.guillemets("\u{202E}kcat") == #"«\u{202e}kcat»"#)
    #expect(Quoting.visible("x\u{2067}y\u{2068}z") == #"x\u{2067}y\u{2068}z"#)
    let c = Captured()
    c.run("tab \u{2066}lista\u{2069}", script: false)
    #expect(
      c.output == [
        #"error: tab: TAB: «\u{2066}lista\u{2069}» is not one of lista, favoritos, ajustes (did"#
          + " you mean lista?)",
        "usage: tab lista|favoritos|ajustes",
      ])
  }
}
