import PokedexCore
import Testing

@testable import PdxLanguage
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

/// A script's transcripts and `expect output contains` lines are read in the script's own
/// language (`# lang: es`; English without one), whatever language the session speaks
/// (docs/reference.md §4.11): every script passes under `--lang en` and `--lang es`.
@Suite("Scripts in two languages")
struct ScriptLanguageTests {
  static func options(_ language: Language) -> SessionOptions {
    var o = SessionOptions()
    o.language = language
    return o
  }

  /// Runs `text` as the file `path` in a session speaking `language`: its outcome and
  /// failures.
  static func run(
    _ text: String, as path: String = "s.pdx", in language: Language
  ) throws -> (outcome: Outcome, failures: [Failure]) {
    let script = try ScriptReader.parse(Array(text.utf8), path: path)
    let c = Captured(options(language))
    var failures: [Failure] = []
    let outcome = c.session.runScript(script, continueOnFailure: true, failures: &failures)
    return (outcome, failures)
  }

  static let english = """
    # The guard, without a session.
    !tab favoritos
    | error: there are no tabs: content is not built (raiz is formulario); the guard builds them only in sinCuentas and conSesion
    expect output contains "there are no tabs"
    signup ash@kanto.com pikachu
    expect output contains "note: session saved in the keychain (Llavero)"

    """

  static let spanish = """
    # El guardián, sin sesión.
    # lang: es
    !tab favoritos
    | error: no hay pestañas: el contenido no está construido (raiz es formulario); el guardián solo lo construye en sinCuentas y conSesion
    expect output contains "no hay pestañas"
    signup ash@kanto.com pikachu
    expect output contains "nota: sesión guardada en el Llavero"

    """

  @Test(
    "a script passes in a session of either language: it is read in its own",
    arguments: [
      Language.en, .es,
    ])
  func passesInBoth(_ session: Language) throws {
    for text in [Self.english, Self.spanish] {
      let r = try Self.run(text, in: session)
      #expect(r.outcome == .ok, "\(r.failures)")
      #expect(r.failures.isEmpty)
    }
  }

  @Test("without # lang: a script is English: a Spanish transcript in it fails, in both sessions")
  func undeclaredIsEnglish() throws {
    let undeclared = Self.spanish.replacingAll("# lang: es\n", with: "")
    for session in Language.allCases {
      let r = try Self.run(undeclared, in: session)
      #expect(r.failures.count == 3, "the transcript and both expect output contains")
      // The failure shows what the script would have needed, in the script's language.
      #expect(r.failures.first?.actual.first?.hasPrefix("| error: there are no tabs") == true)
    }
  }

  @Test(
    "the # lang: line is not part of the title, and is read wherever it is before the first command"
  )
  func header() throws {
    let script = try ScriptReader.parse(Array(Self.spanish.utf8), path: "s.pdx")
    #expect(script.language == .es)
    #expect(script.header == ["El guardián, sin sesión."])
    let late = try ScriptReader.parse(
      Array("# a title\n\n# lang: en\nlaunch\n".utf8), path: "l.pdx")
    #expect(late.language == .en)
    #expect(late.header == ["a title"])
    let none = try ScriptReader.parse(Array("launch\n".utf8), path: "n.pdx")
    #expect(none.language == nil)
  }

  @Test(
    "a language pdx does not speak, a second # lang:, or one after a command is a script error at its line"
  )
  func badDeclarations() {
    func error(_ text: String) -> ScriptError? {
      do {
        _ = try ScriptReader.parse(Array(text.utf8), path: "b.pdx")
        return nil
      } catch {
        return error
      }
    }
    let unknown = error("# lang: fr\nlaunch\n")
    #expect(unknown?.line == 1)
    #expect(unknown?.column == 9)
    #expect(unknown?.message == "# lang: takes en or es, not «fr»")
    #expect(unknown?.words(.es) == "# lang: admite en o es, no «fr»")
    let twice = error("# lang: es\n# lang: es\nlaunch\n")
    #expect(twice?.line == 2)
    #expect(twice?.message == "the script's language is declared once, and line 1 did")
    let late = error("launch\n# lang: es\n")
    #expect(late?.line == 2)
    #expect(late?.column == 3)
    #expect(
      late?.message
        == "# lang: declares the script's language before its first command or narration")
    let afterNarration = error("## Primero\n# lang: es\n")
    #expect(afterNarration?.line == 2)
    // A comment that only starts alike is a comment.
    #expect(error("# language: whatever\nlaunch\n") == nil)
  }

  @Test("an included script is read in its own language, and the includer's comes back after it")
  func includes() throws {
    let dir = TempDir()
    _ = dir.write(
      "en.pdx",
      "!tab lista\n| error: there are no tabs: content is not built (raiz is formulario); the guard builds them only in sinCuentas and conSesion\n"
    )
    let main = dir.write(
      "main.pdx",
      "# lang: es\nrun en.pdx\n!tab lista\n| error: no hay pestañas: el contenido no está"
        + " construido (raiz es formulario); el guardián solo lo construye en sinCuentas y"
        + " conSesion\n")
    for session in Language.allCases {
      let script = try ScriptReader.read(path: main)
      let c = Captured(Self.options(session))
      var failures: [Failure] = []
      #expect(c.session.runScript(script, failures: &failures) == .ok, "\(failures)")
    }
  }

  @Test("after `run FILE` at the prompt, the prompt reads the session's language, not the file's")
  func promptAfterAScript() {
    let dir = TempDir()
    let spanish = dir.write("es.pdx", "# lang: es\n!tab favoritos\n")
    let c = Captured(Self.options(.en))
    #expect(c.run("run \(spanish)", script: false) == [.ok])
    c.run("!tab favoritos", script: false)
    #expect(c.run("expect output contains \"there are no tabs\"", script: false) == [.ok])
  }

  @Test("at the prompt, expect output contains reads the session's own language")
  func promptReadsTheSessionsLanguage() {
    let c = Captured(Self.options(.es))
    c.run("!tab favoritos", script: false)
    #expect(c.run("expect output contains \"no hay pestañas\"", script: false) == [.ok])
    #expect(c.run("expect output contains \"there are no tabs\"", script: false) != [.ok])
  }

  @Test("--update writes the transcripts in the script's language, not the session's")
  func updateKeepsTheFilesLanguage() throws {
    let dir = TempDir()
    let english = dir.write("en.pdx", "!tab favoritos\n| stale\n")
    let spanish = dir.write("es.pdx", "# lang: es\n!tab favoritos\n| stale\n")
    for session in Language.allCases {
      var runner = TestRunner()
      runner.update = true
      runner.options = Self.options(session)
      let results = runner.run([english, spanish])
      #expect(results.allSatisfy { $0.passed })
      #expect(dir.read("en.pdx").hasPrefix("!tab favoritos\n| error: there are no tabs:"))
      #expect(dir.read("es.pdx").hasPrefix("# lang: es\n!tab favoritos\n| error: no hay pestañas:"))
      // Put back, so that the next session rewrites them again.
      _ = dir.write("en.pdx", "!tab favoritos\n| stale\n")
      _ = dir.write("es.pdx", "# lang: es\n!tab favoritos\n| stale\n")
    }
  }

  @Test("save in a Spanish session says so in the file, which replays in both languages")
  func saveDeclaresItsLanguage() throws {
    let dir = TempDir()
    let c = Captured(Self.options(.es), setup: Session.Setup(recordsSession: true))
    c.run("!tab favoritos", "signup ash@kanto.com pikachu", "help undo", script: false)
    let path = dir.path + "/guardado.pdx"
    #expect(c.session.execute("save --transcript " + path) == .ok)
    let saved = dir.read("guardado.pdx")
    #expect(saved.hasPrefix("# Guardado por pdx `save`"))
    #expect(saved.split(separator: "\n").dropFirst().first == "# lang: es")
    #expect(saved.contains("| error: no hay pestañas"))
    for session in Language.allCases {
      let r = try Self.run(saved, as: path, in: session)
      #expect(r.outcome == .ok, "\(r.failures)")
    }
    let english = Captured(setup: Session.Setup(recordsSession: true))
    english.run("!launch", script: false)
    #expect(english.session.execute("save --transcript " + dir.path + "/saved.pdx") == .ok)
    #expect(!dir.read("saved.pdx").contains("# lang:"), "English is the default: not declared")
  }

  @Test("what --update writes passes, even when a block quotes a line that a block above moved")
  func updateHoldsStill() throws {
    let dir = TempDir()
    // `undo` names the line of the step it undoes, which moves when the block above grows.
    let path = dir.write("m.pdx", "form mode crearCuenta\n| x\nform mode entrar\n| x\nundo\n| x\n")
    var runner = TestRunner()
    runner.update = true
    let updated = runner.runOne(path)
    #expect(updated.passed && updated.transcriptsUpdated == 3)
    #expect(dir.read("m.pdx").contains("| undone: form mode entrar (\(path):5)"))
    let again = TestRunner().runOne(path)
    #expect(again.passed, "\(again.report)")
  }

  @Test("pdx test's report: ok, FAIL and ERROR are the same in both; its sentences are not")
  func reportInSpanish() throws {
    let dir = TempDir()
    let good = dir.write("a.pdx", "expect raiz == formulario\n")
    let bad = dir.write("b.pdx", "expect raiz == conSesion\n")
    let stale = dir.write("c.pdx", "!tab lista\n| old\n")
    var runner = TestRunner()
    runner.options = Self.options(.es)
    let results = runner.run([good, bad])
    #expect(
      TestRunner.summary(results.untimed, language: .es)
        == [
          "ok    0,00 s  \(good)", "FAIL  0,00 s  \(bad)",
          "  FAIL \(bad):1: expect raiz == conSesion",
          "    - raiz == conSesion", "    + raiz == formulario", "1 pasa, 1 falla",
        ])
    runner.update = true
    let updated = runner.run([stale])
    #expect(
      TestRunner.summary(updated.untimed, language: .es)
        == ["actualizado \(stale) (1 transcripción)", "ok    0,00 s  \(stale)", "1 pasa, 0 fallan"])
    let missing = #expect(throws: FileError.self) {
      try runner.discover([dir.path + "/vacia"])
    }
    #expect(missing?.words(.es) == "no se puede leer \(dir.path)/vacia: no existe")
  }
}

@Suite("Numbers as people read them")
struct NumbersTests {
  @Test("digits grouped: a comma in English; in Spanish a no-break space, from five digits (RAE)")
  func grouped() {
    #expect(Numbers.grouped(0) == "0")
    #expect(Numbers.grouped(999) == "999")
    #expect(Numbers.grouped(1000) == "1,000")
    #expect(Numbers.grouped(-1_234_567) == "-1,234,567")
    #expect(Numbers.grouped(4096, .es) == "4096")
    #expect(Numbers.grouped(9999, .es) == "9999")
    #expect(Numbers.grouped(10_000, .es) == "10\u{A0}000")
    #expect(Numbers.grouped(65_536, .es) == "65\u{A0}536")
    #expect(Numbers.grouped(-1_234_567, .es) == "-1\u{A0}234\u{A0}567")
  }
}
