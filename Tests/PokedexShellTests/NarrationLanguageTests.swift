import PokedexCore
import Testing

@testable import PdxLanguage
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession
@testable import PdxTeaching

/// A narration line and its `## en:` line are one line shown in the session's language, by
/// every reader of a script: a run, a walkthrough, a prediction walk, a page and its sections.
@Suite("Narration in the session's language")
struct NarrationLanguageTests {
  static let text = """
    # Recorrido 99 — la puerta.
    # en: Walkthrough 99 — the door.
    ## Primero, la puerta.
    ## en: First, the door.
    expect raiz == formulario
    ## Ahora, una cuenta: `auth.sesion` cambia.
    ## en: Now an account: `raiz` changes.
    signup ash@kanto.com pikachu
    expect raiz == conSesion

    """

  static func script() throws -> Script {
    try ScriptReader.parse(Array(text.utf8), path: "n.pdx")
  }

  static func options(_ language: Language) -> SessionOptions {
    var options = SessionOptions()
    options.language = language
    return options
  }

  @Test("a run prints the ## line in the session's language")
  func run() throws {
    for (language, expected) in [
      (Language.en, ["## First, the door.", "## Now an account: `raiz` changes."]),
      (.es, ["## Primero, la puerta.", "## Ahora, una cuenta: `auth.sesion` cambia."]),
    ] {
      let c = Captured(Self.options(language))
      c.session.start()
      var failures: [Failure] = []
      #expect(c.session.runScript(try Self.script(), failures: &failures) == .ok)
      #expect(c.output.filter { $0.hasPrefix("## ") } == expected, "\(language)")
    }
  }

  @Test("a walkthrough and a prediction walk narrate in the session's language")
  func walks() throws {
    for (language, first, second) in [
      (Language.en, "First, the door.", "Now an account: `raiz` changes."),
      (.es, "Primero, la puerta.", "Ahora, una cuenta: `auth.sesion` cambia."),
    ] {
      let c = Captured(Self.options(language))
      c.session.start()
      #expect(Walkthrough(script: try Self.script(), next: nil).run(in: c.session) == .ok)
      #expect(c.output.contains(first) && c.output.contains(second), "\(language)")
      let p = Captured(Self.options(language))
      p.session.start()
      let predict = PredictWalk(script: try Self.script(), interactive: false) { _ in "1" }
      #expect(predict.run(in: p.session).outcome == .ok)
      #expect(p.output.contains(first) && p.output.contains(second), "\(language)")
    }
  }

  @Test("a page's paragraphs are the narration in its language; its diagrams are the same")
  func page() throws {
    let en = Page.of(try Self.script(), shown: "n.pdx", options: Self.options(.en)).markdown
    let es = Page.of(try Self.script(), shown: "n.pdx", options: Self.options(.es)).markdown
    let enLines = en.split(separator: "\n").map(String.init)
    let esLines = es.split(separator: "\n").map(String.init)
    #expect(enLines.contains("First, the door.") && !en.contains("Primero"))
    #expect(esLines.contains("Primero, la puerta.") && !es.contains("First,"))
    // The focus is both languages' paths: each page draws the changes to raiz and auth.sesion.
    for markdown in [en, es] {
      #expect(markdown.contains("raiz: formulario → conSesion"))
      #expect(markdown.contains("auth.sesion: nil → \"ash@kanto.com\""))
    }
  }

  @Test("an ## en: line starts no section and moves no line number")
  func sections() throws {
    #expect(SequenceDiagram.sections(try Self.script()) == [3...5, 6...9])
    var focus = SequenceDiagram.Focus()
    for line in try Self.script().lines { focus.add(line) }
    #expect(focus.names == ["auth.sesion", "raiz"])
  }
}
