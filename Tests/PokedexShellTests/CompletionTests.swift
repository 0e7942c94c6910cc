import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxTeaching

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Completion")
struct CompletionTests {
  func complete(_ s: String) -> [String] {
    Completion.complete(s, files: { p in ["examples/", "flujo.pdx"].filter { $0.hasPrefix(p) } })
      .candidates
  }

  @Test("the first word completes to commands")
  func commands() {
    #expect(
      complete("lo")
        == ["logout", "login"].sorted(by: { a, b in
          CommandTable.names.firstIndex(of: a)! < CommandTable.names.firstIndex(of: b)!
        }))
    #expect(
      complete("tap-")
        == ["tap-notification", "tap-outside"].sorted(by: { a, b in
          CommandTable.names.firstIndex(of: a)! < CommandTable.names.firstIndex(of: b)!
        }))
    #expect(complete("!ta").contains("!tab"))
  }

  @Test("tab names, subcommands and choices")
  func choices() {
    #expect(complete("tab f") == ["favoritos"])
    #expect(complete("config ") == ["accounts"])
    #expect(complete("config accounts o") == ["on", "off"])
    #expect(complete("settings t") == ["tema"])
    #expect(complete("permission r") == ["request"])
    #expect(complete("logout --c") == ["--confirm"])
  }

  @Test("Pokémon names and ids")
  func pokemon() {
    #expect(complete("open pika") == ["pikachu"])
    #expect(complete("fav mr") == ["mr-mime"])
    #expect(complete("open 15").contains("151"))
  }

  @Test("state paths after show and expect")
  func paths() {
    #expect(
      complete("show contenido.cam") == ["contenido.caminoLista", "contenido.caminoFavoritos"])
    #expect(complete("expect outp") == ["output"])
    #expect(complete("expect raiz ") == ["==", "!=", "contains"])
  }

  @Test("knobs and their values")
  func knobs() {
    #expect(complete("set del") == ["delegate-install"])
    #expect(complete("set delegate-install ") == ["early", "late"])
  }

  @Test("set's own settings come from its forms: ids and brief first, then the knobs; on or off")
  func settings() {
    #expect(complete("set ") == ["ids", "brief"] + Knob.allCases.map(\.name))
    #expect(complete("set b") == ["brief"])
    #expect(complete("set ids ") == ["on", "off"])
    #expect(complete("set brief o") == ["on", "off"])
  }

  @Test("file names after run and save")
  func files() {
    #expect(complete("run ex") == ["examples/"])
    #expect(complete("save --expect fl") == ["flujo.pdx"])
  }

  @Test("a single candidate gets a space after it, a folder none: the next TAB goes into it")
  func completedWord() {
    #expect(Completion.completed("pikachu") == "pikachu ")
    #expect(Completion.completed("examples/") == "examples/")
    #expect(Completion.completed("examples/01-la-puerta.pdx") == "examples/01-la-puerta.pdx ")
    let only = complete("run ex")
    #expect(only.count == 1 && Completion.completed(only[0]) == "examples/")
  }

  @Test("the files after run are listed from the real folder, folders with a slash")
  func realFolders() throws {
    let dir = TempDir()
    _ = mkdir(dir.path + "/examples", 0o755)
    _ = dir.write("examples/a.pdx", "say a\n")
    _ = dir.write("examples/b.pdx", "say b\n")
    let first = Completion.complete("run \(dir.path)/ex", files: FileIO.complete)
    #expect(first.candidates == ["\(dir.path)/examples/"])
    let next = Completion.completed(first.candidates[0])
    let inside = Completion.complete("run " + next, files: FileIO.complete)
    #expect(inside.candidates == ["\(dir.path)/examples/a.pdx", "\(dir.path)/examples/b.pdx"])
    #expect(inside.wordStart == 4)
  }

  @Test("the word start is a UTF-8 offset")
  func wordStart() {
    #expect(Completion.complete("say ñ open pi", files: { _ in [] }).wordStart == 12)
  }
}

/// TAB's candidates for a file are typed so the tokenizer reads them back whole.
@Suite("Completion quotes file names")
struct CompletionQuotingTests {
  func complete(_ line: String, names: [String]) -> [String] {
    Completion.complete(line, files: { prefix in names.filter { $0.hasPrefix(prefix) } })
      .candidates
  }

  @Test("a name with a space, a quote or a backslash comes in double quotes, escaped")
  func quoted() throws {
    #expect(complete("run my", names: ["my script.pdx"]) == ["\"my script.pdx\""])
    #expect(complete("run it", names: ["it's.pdx"]) == ["\"it's.pdx\""])
    #expect(
      complete("run a", names: ["a\"b.pdx", "a\\b.pdx"]) == ["\"a\\\"b.pdx\"", "\"a\\\\b.pdx\""])
    #expect(complete("run pl", names: ["plain.pdx"]) == ["plain.pdx"])
    let candidate = try #require(complete("run my", names: ["my script.pdx"]).first)
    let words = try Tokenizer.split("run " + Completion.completed(candidate)).map(\.text)
    #expect(words == ["run", "my script.pdx"], "the line reads back as one word")
  }

  @Test("a folder's quote is left open, and what was typed inside quotes or escaped is read")
  func folderAndTyped() {
    #expect(complete("run my", names: ["my dir/"]) == ["\"my dir/"])
    #expect(complete("run \"my dir/sc", names: ["my dir/scene.pdx"]) == ["\"my dir/scene.pdx\""])
    #expect(complete("run my\\ s", names: ["my script.pdx"]) == ["\"my script.pdx\""])
  }

  @Test("a name with a control character is never offered: TAB inserts none")
  func controlCharacters() {
    #expect(complete("run x", names: ["x\u{1B}[31m.pdx", "x\r.pdx", "x\u{7F}.pdx"]).isEmpty)
    #expect(complete("run x", names: ["x\nnext.pdx"]) == ["\"x\\nnext.pdx\""])
    for candidate in complete("run x", names: ["x\nnext.pdx", "x\ty.pdx"]) {
      #expect(!candidate.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }
  }
}
