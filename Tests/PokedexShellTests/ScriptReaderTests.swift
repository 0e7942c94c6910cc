import PdxCommands
import Testing

@testable import PdxLanguage
@testable import PdxRunner
@testable import PdxScripts

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
    #expect(s.lines[0].kind == .narration(Words("Narración: la puerta")))
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

  @Test("a narration line's ## en: line right after it is its English, and not a line of its own")
  func bilingualNarration() throws {
    let s = try parse(
      "## La puerta.\n  ## en: The door.\ntab lista\n## Junta.\n##en:Tight.\n\n"
        + "## Vacía.\r\n## en:\r\nopen 25\n## Sola.\n")
    #expect(
      s.lines.map(\.kind) == [
        .narration(Words(en: "The door.", es: "La puerta.")), s.lines[1].kind,
        .narration(Words(en: "Tight.", es: "Junta.")),
        .narration(Words(en: "", es: "Vacía.")), s.lines[4].kind, .narration(Words("Sola.")),
      ])
    #expect(
      s.lines.map(\.number) == [1, 3, 4, 7, 9, 10], "the ## en: lines count, but start nothing")
    var stream = ScriptStream(bytes: Array("## Uno.\n## en: One.".utf8), path: "t.pdx")
    #expect(try stream.next()?.kind == .narration(Words(en: "One.", es: "Uno.")))
    #expect(try stream.next() == nil, "the English line is the file's last, with no line end")
  }

  @Test("an ## en: line that follows no Spanish narration line is an error at its line")
  func orphanEnglishNarration() {
    let expected = Words(
      en: "an English narration line (## en: …) goes right after the Spanish narration line"
        + " (## …) it translates",
      es: "una línea de narración en inglés (## en: …) va justo después de la línea de"
        + " narración en español (## …) que traduce")
    for (text, line, column) in [
      ("## en: The door.\n", 1, 1), ("## La puerta.\n\n  ## en: The door.\n", 3, 3),
      ("## La puerta.\n## en: The door.\n## en: Again.\n", 3, 1),
      ("tab lista\n##en: The list.\n", 2, 1), ("# Título.\n## en: Title.\n", 2, 1),
    ] {
      let e = error(text)
      #expect(e?.words == expected && e?.line == line && e?.column == column, "\(text)")
    }
    #expect(
      error("## en: x\n")?.description(.es)
        == "t.pdx:1:1: una línea de narración en inglés (## en: …) va justo después de la línea"
        + " de narración en español (## …) que traduce")
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
