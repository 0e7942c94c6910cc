import Testing

@testable import PokedexShell

@Suite("Script reader")
struct ScriptReaderTests {
  func parse(_ text: String) throws(ScriptError) -> Script {
    try ScriptReader.parse(Array(text.utf8), path: "t.pdx")
  }

  func error(_ text: String) -> ScriptError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test("comments, narration, commands, expectations and transcripts")
  func forms() throws {
    let s = try parse(
      """
      # a comment
      ## Narración: la puerta
      tab lista
      | error: …
      | ...

      expect raiz == formulario
      !open 25
      """)
    #expect(s.lines.count == 4)
    #expect(s.lines[0].kind == .narration("Narración: la puerta"))
    #expect(s.lines[1].transcript == ["error: …", "..."])
    #expect(s.lines[1].transcriptLines == 4..<6)
    guard case .command(_, let p?) = s.lines[3].kind else {
      Issue.record("expected a command")
      return
    }
    #expect(p.negated)
  }

  @Test("the opening comment is the header: up to the first other line, without its #")
  func header() throws {
    let s = try parse("# Title. More\r\n  #and more\n#\n## narration\n# later\ntab lista\n")
    #expect(s.header == ["Title. More", "and more", ""])
    #expect(s.titleAndIntroduction(.en)?.title == "Title")
    #expect(s.titleAndIntroduction(.en)?.introduction == "More and more")
    #expect(s.titleAndIntroduction(.es)?.title == "Title", "no en: line: one header for both")
    #expect(try parse("tab lista\n# late\n").header == [])
    #expect(try parse("\n# after a blank line\n").header == [])
    #expect(try parse("# One sentence.\n").titleAndIntroduction(.en)! == ("One sentence", ""))
    #expect(try parse("#\n").titleAndIntroduction(.es) == nil)
    var stream = ScriptStream(bytes: Array("# a\n# b\ntab lista\n# c\n".utf8), path: "t.pdx")
    while try stream.next() != nil {}
    #expect(stream.header == ["a", "b"], "a stream keeps it too")
  }

  @Test("a header's en: lines are its English, the other lines its Spanish")
  func bilingualHeader() throws {
    let s = try parse(
      "# Recorrido 06 — «Cerrar sesión»: la confirmación. Lección: 3.\n"
        + "# en: Walkthrough 06 — «Cerrar sesión»: the confirmation. Lesson: 3.\n"
        + "# Cubre: tap-outside.\n# en: Covers: tap-outside.\ntab lista\n")
    #expect(
      s.titleAndIntroduction(.es)! == (
        "Recorrido 06 — «Cerrar sesión»: la confirmación", "Lección: 3. Cubre: tap-outside."
      ))
    #expect(
      s.titleAndIntroduction(.en)! == (
        "Walkthrough 06 — «Cerrar sesión»: the confirmation", "Lesson: 3. Covers: tap-outside."
      ))
  }

  @Test("CRLF line ends and a BOM are accepted")
  func crlfAndBOM() throws {
    let s = try ScriptReader.parse(
      [0xEF, 0xBB, 0xBF] + Array("tab lista\r\nopen 25\r\n".utf8), path: "w.pdx")
    #expect(s.lines.count == 2 && s.usesCRLF && s.hadBOM)
  }

  @Test("an unknown command is an error at file:line:col")
  func unknownCommand() {
    let e = error("tab lista\n  tabb lista\n")
    #expect(e?.description.hasPrefix("t.pdx:2:3: unknown command «tabb»") == true)
  }

  @Test("a bad argument is an error at file:line:col with the synopsis")
  func badArgument() {
    let e = error("open 999\n")
    #expect(e?.line == 1 && e?.column == 6)
    #expect(e?.message.contains("usage: open ID|NAME") == true)
  }

  @Test("a transcript line with nothing before it is an error")
  func strayTranscript() {
    #expect(error("| hola\n")?.message.contains("must follow a command") == true)
    #expect(error("## n\n| hola\n")?.line == 2)
    #expect(error("tab lista\n|x\n")?.message.contains("expected a space after |") == true)
  }

  @Test("an unterminated quote is an error at its column")
  func unterminatedQuote() {
    let e = error("say \"hola\n")
    #expect(e?.line == 1 && e?.column == 5)
  }

  @Test("invalid UTF-8 and NUL bytes are errors at their line and column")
  func badBytes() {
    #expect(throws: ScriptError.self) {
      try ScriptReader.parse(Array("tab lista\nsay a".utf8) + [0xFF], path: "b.pdx")
    }
    do {
      _ = try ScriptReader.parse(Array("say ab".utf8) + [0xC3], path: "b.pdx")
    } catch {
      #expect(error.line == 1 && error.column == 7)
    }
    #expect(error("say a\u{0}b")?.column == 6)
  }

  @Test("login without a password is an error in a script")
  func missingPassword() {
    #expect(error("login ash@kanto.com\n")?.message.contains("missing PASSWORD") == true)
  }

  @Test("a directory or a missing file is a clear error")
  func unreadable() {
    #expect(throws: ScriptError.self) { try ScriptReader.read(path: "/tmp") }
    do {
      _ = try ScriptReader.read(path: "/nonexistent/x.pdx")
    } catch {
      #expect(error.message.contains("No such file"))
    }
  }
}
