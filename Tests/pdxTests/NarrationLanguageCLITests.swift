import PdxLanguage
import PdxRunner
import PdxScripts
import PokedexCore
import Testing

/// A walkthrough's narration in the session's language: the `## en:` line right after a
/// narration line is its English (docs/reference.md §4.4), shown by `run`, `walk` (at a
/// terminal, from a pipe, `--predict`) and `walk --markdown` in English, never in Spanish.
@Suite("narration in the session's language")
struct NarrationLanguageCLITests {
  let pdx = pdxExecutable()
  let example = repositoryRoot + "/examples/06-cerrar-sesion.pdx"

  static let firstEnglish =
    "We log in, mark a favorite and leave details open in both stacks, to see later what"
    + " survives a logout."
  static let firstSpanish =
    "Entramos, marcamos un favorito y dejamos fichas abiertas en las dos pilas, para ver luego"
    + " qué sobrevive a cerrar la sesión."

  /// The narration lines of the example's file in `language`: its `## en:` lines (their mark
  /// dropped) or the others.
  func narration(_ language: Language) throws -> [String] {
    let lines = try repositoryFile("examples/06-cerrar-sesion.pdx").split(separator: "\n")
    let english = language == .en
    return lines.filter { $0.hasPrefix("## ") && $0.hasPrefix("## en: ") == english }.map {
      "## " + (english ? $0.dropFirst(7) : $0.dropFirst(3))
    }
  }

  @Test("pdx run prints the English ## lines in English and the Spanish ones in Spanish")
  func run() throws {
    let en = try runProgram(pdx, ["--lang", "en", "run", example])
    let es = try runProgram(pdx, ["--lang", "es", "run", example])
    #expect(en.status == 0 && es.status == 0)
    let shownEn = outputLines(en.stdout).filter { $0.hasPrefix("## ") }
    let shownEs = outputLines(es.stdout).filter { $0.hasPrefix("## ") }
    #expect(shownEn.first == "## " + Self.firstEnglish)
    #expect(
      shownEn.last
        == "## Two platforms, two ways of asking and one ending: with no session, the root shows"
        + " the door again, and what lives on the device (like the favorites) is still there.")
    #expect(shownEs.first == "## " + Self.firstSpanish)
    #expect(shownEn == (try narration(.en)) && shownEn.count == 14)
    #expect(shownEs == (try narration(.es)) && shownEs.count == 14)
    #expect(!en.stdout.contains("Entramos") && !en.stdout.contains("## en:"))
    #expect(!es.stdout.contains("We log in") && !es.stdout.contains("## en:"))
  }

  @Test("pdx walk at a terminal narrates in the session's language, wrapped to its width")
  func walkAtATerminal() throws {
    let home = Scratch()
    for (language, first, other) in [
      (
        "en",
        "\r\nWe log in, mark a favorite and leave details open in both stacks, to see later\r\n"
          + "what survives a logout.\r\n", "Entramos"
      ),
      (
        "es",
        "\r\nEntramos, marcamos un favorito y dejamos fichas abiertas en las dos pilas, para\r\n"
          + "ver luego qué sobrevive a cerrar la sesión.\r\n", "We log in"
      ),
    ] {
      let walk = try PTYSession.pdx(
        ["--lang", language, "walk", example],
        environment: PTYSession.environment(home: home.path), prompt: nil
      ).session
      try walk.expect(first)
      try walk.waitForRawMode()
      walk.send("q\r")
      #expect(try walk.waitForExit() == 0)
      #expect(!walk.output.contains(other) && !walk.output.contains("en:"), "\(language)")
    }
  }

  @Test("walk --markdown writes the narration in the page's language")
  func page() throws {
    let en = try runProgram(pdx, ["--lang", "en", "walk", "--markdown", example])
    let es = try runProgram(pdx, ["--lang", "es", "walk", "--markdown", example])
    #expect(outputLines(en.stdout).contains(Self.firstEnglish))
    #expect(outputLines(es.stdout).contains(Self.firstSpanish))
    #expect(!en.stdout.contains("Entramos") && !es.stdout.contains("We log in"))
  }

  @Test("walk --predict explains with the narration in the session's language")
  func predict() throws {
    let dir = Scratch()
    let script = dir.write(
      "p.pdx",
      "## El usuario se registra.\n## en: The user signs up.\nsignup ash@kanto.com pikachu\n"
        + "expect raiz == conSesion\n")
    for (language, said, other) in [
      ("en", "The user signs up.", "El usuario"), ("es", "El usuario se registra.", "The user"),
    ] {
      let r = try runProgram(
        pdx, ["--lang", language, "walk", "--predict", script], stdin: "3\n",
        environment: ["XDG_STATE_HOME": dir.path + "/state", "HOME": dir.path, "PATH": "/usr/bin"])
      #expect(r.status == 0, "\(r.stderr)")
      let lines = outputLines(r.stdout)
      #expect(lines.contains(said) && !r.stdout.contains(other), "\(language)")
    }
  }

  @Test("an ## en: line after no Spanish narration line: exit 2 at its line, in run and test")
  func orphan() throws {
    let dir = Scratch()
    let script = dir.write("o.pdx", "## La puerta.\n\n## en: The door.\ntab lista\n")
    let where_ = script + ":3:1: "
    let english =
      "an English narration line (## en: …) goes right after the Spanish narration line (## …)"
      + " it translates"
    let spanish =
      "una línea de narración en inglés (## en: …) va justo después de la línea de narración en"
      + " español (## …) que traduce"
    for (language, message) in [("en", english), ("es", spanish)] {
      let run = try runProgram(pdx, ["--lang", language, "run", script])
      #expect(run.status == 2)
      #expect(run.stderr == "error: " + where_ + message + "\n", "\(language)")
      let test = try runProgram(pdx, ["--lang", language, "test", script])
      #expect(test.status == 2)
      #expect(outputLines(test.stdout).contains("  ERROR " + where_ + message), "\(language)")
    }
  }

  @Test("every narration line of the examples, the exercises and the test scripts has its English")
  func everyNarrationTranslated() throws {
    let found = try runProgram(
      "/usr/bin/find",
      [
        repositoryRoot + "/examples", repositoryRoot + "/Tests/scripts",
        "-name", "*.pdx",
      ])
    let files = outputLines(found.stdout).sorted()
    #expect(files.count > 30)
    var narrated = 0
    for file in files {
      let script = try ScriptReader.read(path: file)
      for line in script.lines {
        guard case .narration(let words) = line.kind else { continue }
        narrated += 1
        #expect(
          words.en != words.es && !words.en.isEmpty,
          "\(file):\(line.number): «\(words.es)» has no ## en: line after it")
      }
    }
    #expect(narrated >= 223, "the examples narrate")
  }
}
