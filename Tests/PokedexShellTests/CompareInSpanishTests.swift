import PdxLanguage
import PokedexCore
import Testing

@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxTeaching

/// `pdx compare` in Spanish (issue 25): both sides speak it, so a reason, a note and an
/// expectation's actual value are Spanish, and so are the headings, labels and summary; paths,
/// values, commands and the platforms' names are the same in every language.
@Suite("compare in Spanish")
struct CompareInSpanishTests {
  func compare(_ lines: String...) throws -> Comparison {
    let text = lines.joined(separator: "\n") + "\n"
    return try Comparer(language: .es).compare(ScriptReader.parse(Array(text.utf8), path: "c.pdx"))
  }

  @Test("the links walkthrough compared in Spanish, one after the other and side by side")
  func golden() throws {
    let path = "examples/05-enlaces-ios-y-android.pdx"
    let bytes = try FileIO.read(KnobExampleTests.root + path)
    let c = try Comparer(language: .es).compare(ScriptReader.parse(bytes, path: path))
    #expect(c.language == .es && !c.agree)
    let text =
      CompareRenderer.lines(c, width: nil) + ["", "--- en paralelo, 100 columnas ---", ""]
      + CompareRenderer.lines(c, width: 100)
    Golden.check("compare-05.es.txt", text.joined(separator: "\n") + "\n")
  }

  @Test("a command rejected on one side: aceptada, and rechazada with the Spanish reason")
  func verdicts() throws {
    let c = try compare("signup ash@kanto.com pikachu", "logout", "tap-outside")
    let lines = CompareRenderer.lines(c, width: nil)
    #expect(lines.contains("  ios      aceptada"))
    #expect(
      lines.contains(
        "  android  rechazada: la hoja inferior de Android se cierra con drag-down, no con"
          + " tap-outside"))
    #expect(lines.last == "compare: ios y android difieren en 1 de 3 órdenes")
  }

  @Test("an expectation that holds on one side: se cumple, and falla with what the other has")
  func expectations() throws {
    let c = try compare(
      "open-url pokedex://pokemon/25", "expect output contains \"perdido\"",
      "expect actividad.enlacePendiente == nil")
    let lines = CompareRenderer.lines(c, width: nil)
    #expect(lines.contains("  ios      se cumple"))
    #expect(
      lines.contains("  android  falla: ninguna línea de la salida de la última orden lo contiene"))
    #expect(
      lines.contains("  android  falla: actividad.enlacePendiente == \"pokedex://pokemon/25\""))
    #expect(lines.last == "compare: ios y android difieren en 1 de 1 orden y 2 de 2 expect")
  }

  @Test("platform X's note, the paths together again, and a long list, in Spanish")
  func notesAndLists() throws {
    let c = try compare(
      "open-url pokedex://pokemon/25", "platform android", "open-url pokedex://pokemon/25")
    let lines = CompareRenderer.lines(c, width: nil)
    #expect(
      lines.contains(
        "  nota: cada lado empieza de nuevo en su plataforma (compare nunca enfrenta android con"
          + " android)"))
    #expect(lines.contains("  iguales otra vez: actividad.enlacePendiente"))
    let ios = Value.list((1...10).map(Value.int))
    let android = Value.list((1...9).map(Value.int) + [.int(42)])
    #expect(CompareRenderer.text(ios, other: android, .es) == "10 elementos; solo aquí: 10")
    #expect(
      CompareRenderer.text(ios, other: .list(ios.elements!.reversed()), .es)
        == "10 elementos, en otro orden")
    let fresh = Difference(location: nil, command: "launch", items: [])
    #expect(CompareRenderer.heading(fresh, .es) == "el mundo nuevo: launch")
  }

  @Test("a script that agrees says so in Spanish, counting one orden or many")
  func agrees() throws {
    #expect(
      CompareRenderer.lines(try compare("fav 1", "expect favoritos == [1]"), width: nil) == [
        "compare: ios y android coinciden en todas las líneas (1 orden, 1 expect)"
      ])
    #expect(
      CompareRenderer.summary(
        Comparison(commands: 2, expectations: 3, differences: [], language: .es))
        == "compare: ios y android coinciden en todas las líneas (2 órdenes, 3 expect)")
  }

  @Test("a malformed line in an included file is an error in Spanish, with where it was run from")
  func includeError() throws {
    let dir = TempDir()
    let included = dir.write("otro.pdx", "## sin orden delante\n| fav 1\n")
    _ = dir.write("c.pdx", "fav 1\nrun otro.pdx\n")
    let text = "fav 1\nrun \(included)\n"
    do {
      _ = try Comparer(language: .es).compare(
        ScriptReader.parse(Array(text.utf8), path: dir.path + "/c.pdx"))
      Issue.record("expected an error")
    } catch let error as CompareError {
      #expect(error.trail == ["  incluido desde \(dir.path)/c.pdx:2"])
      #expect(error.message.contains("otro.pdx:2:"), "\(error.message)")
      #expect(!error.message.contains("transcript line"), "\(error.message)")
    }
  }
}
