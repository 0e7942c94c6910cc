import PokedexCore
import Testing

@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession
@testable import PdxTeaching

/// A script's sections as its page cuts them, and the part of the chain one draws
/// (`pdx graph FILE --section N`, docs/reference.md §9.5).
@Suite("Sections of a page")
struct SectionsTests {
  static let text = """
    # A title.
    set onchange-initial off

    ## The tap arrives first.
    tap-notification
    expect delegado.enlacePendiente == "pokedex://pokemon/1"
    ## Then the login.
    ## Two paragraphs of narration, one section.
    signup ash@kanto.com pikachu
    expect note link-not-handled

    ## Narration with no command after it draws nothing.

    """

  @Test("a section begins at narration after a command; one with no command is left out")
  func sections() throws {
    let script = try ScriptReader.parse(Array(Self.text.utf8), path: "s.pdx")
    #expect(SequenceDiagram.sections(script) == [2...2, 4...6, 7...10])
  }

  @Test("only the steps of the chosen lines are drawn, in the world they meet")
  func partDrawn() throws {
    let script = try ScriptReader.parse(Array(Self.text.utf8), path: "s.pdx")
    let part = SequenceDiagram.of(
      script, lines: 7...10, detail: .changes, options: SessionOptions(), diagnostic: { _ in })
    #expect(part.steps == 1)
    #expect(part.outcome == .ok)
    let whole = SequenceDiagram.of(
      script, lines: 1...12, detail: .changes, options: SessionOptions(), diagnostic: { _ in })
    #expect(whole.steps == 3)
  }
}
