import PdxCompare
import PdxExplore
import PdxInteractive
import PdxPictures
import PdxRunner
import PdxScripts
import PdxTeaching
import PokedexCore
import Testing

@testable import PdxCommandLine

/// `graph FILE`'s detail, in-process (Scripts/mutate runs these; GraphCLITests reads the whole
/// diagram a started pdx prints).
@Suite("graph FILE's detail")
struct GraphDetailTests {
  @Test(
    "with no --detail a script's diagram is drawn at `changes`: not the messages alone, not all")
  func defaultIsChanges() throws {
    let script = try ScriptReader.parse(
      Array(
        "tap-notification\nexpect delegado.enlacePendiente != nil\nsignup ash@kanto.com x123456\n"
          .utf8), path: "d.pdx")
    func drawn(_ detail: [String]) throws -> String {
      let p = try parse(["graph", "d.pdx"] + detail)
      let graph = try #require(
        { if case .run(let c) = p.action { c as? GraphCommand } else { nil } }())
      return Mermaid.sequence(try graph.picture(script, p.globals).0)
    }
    let byDefault = try drawn([])
    #expect(byDefault == (try drawn(["--detail", "changes"])))
    #expect(byDefault != (try drawn(["--detail", "messages"])))
    #expect(byDefault != (try drawn(["--detail", "all"])))
    // The one change the expect names is drawn; the form's are not.
    #expect(
      byDefault.contains(
        #"  Note over D: delegado.enlacePendiente:<br/>nil → "pokedex://<br/>pokemon/1""#))
    #expect(!byDefault.contains("formulario.correo"))
  }
}
