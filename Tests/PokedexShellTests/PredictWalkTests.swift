import PokedexCore
import Testing

@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxLanguage
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession
@testable import PdxTeaching

/// `PredictWalk` in-process: the questions an `expect` asks, and the verdicts and score
/// (docs/reference.md §9.3).
@Suite("Predict, then observe")
struct PredictWalkTests {
  static func script(_ text: String) throws -> Script {
    try ScriptReader.parse(Array(text.utf8), path: "p.pdx")
  }

  func walk(_ text: String, answers: [String], language: Language = .en) throws -> (
    PredictWalk.Result, [String]
  ) {
    var options = SessionOptions()
    options.language = language
    let c = Captured(options)
    var left = answers
    let walk = PredictWalk(script: try Self.script(text), interactive: false) { _ in
      left.isEmpty ? nil : left.removeFirst()
    }
    let result = walk.run(in: c.session)
    return (result, c.output + c.diag)
  }

  @Test("a right and a wrong prediction are told so, and the score counts them")
  func verdicts() throws {
    let (result, _) = try walk(
      "config accounts off\nrestart\nopen pikachu\nexpect contenido.caminoLista == [25]\n"
        + "tab favoritos\nexpect contenido.pestana == favoritos\n", answers: ["1", "1"])
    #expect(result == PredictWalk.Result(outcome: .ok, right: 1, asked: 2, left: false))
    let (es, lines) = try walk(
      "config accounts off\nrestart\nopen pikachu\nexpect contenido.caminoLista == [25]\n"
        + "tab favoritos\nexpect contenido.pestana == favoritos\n", answers: ["1", "2"],
      language: .es)
    #expect(es.right == 2)
    #expect(lines.contains("✓ acertaste: contenido.caminoLista == [25]"))
    #expect(lines.contains("✓ acertaste: contenido.pestana == favoritos"))
    #expect(lines.last == "Acertaste 2 de 2")
  }

  @Test("the choices: every value of a path of a few, else now, expected and empty")
  func choices() {
    #expect(
      Question.choices(for: .contenidoPestana, expected: .symbol("lista"), now: .null) == [
        .symbol("lista"), .symbol("favoritos"), .symbol("ajustes"), .null,
      ])
    #expect(
      Question.choices(for: .authSesion, expected: .string("a@b.com"), now: .null) == [
        .string("a@b.com"), .null,
      ])
    #expect(
      Question.choices(for: .favoritos, expected: .ints([25]), now: .ints([1])) == [
        .ints([1]), .ints([25]), .list([]),
      ])
    #expect(
      Question.choices(for: .recordatorioProgramado, expected: .bool(true), now: .bool(true)) == [
        .bool(true), .bool(false),
      ])
  }

  @Test("an event question offers the id and its three nearest of the same kind")
  func eventChoices() throws {
    let s = try Self.script("tap-notification\nexpect note link-lost\n")
    let q = Question.asked(by: s.lines[1], now: { _ in .null })!
    #expect(
      q.choices.map { String($0.en.prefix { $0 != ":" }) } == [
        "link-already-there", "link-behind-tab", "link-lost", "link-lost-no-new-intent",
      ])
    #expect(q.right == 2)
    #expect(q.prompt.es == "¿Qué nota escribirá el paso?")
  }
}
