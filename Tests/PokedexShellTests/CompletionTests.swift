import Testing

@testable import PokedexShell

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

  @Test("file names after run and save")
  func files() {
    #expect(complete("run ex") == ["examples/"])
    #expect(complete("save --expect fl") == ["flujo.pdx"])
  }

  @Test("the word start is a UTF-8 offset")
  func wordStart() {
    #expect(Completion.complete("say ñ open pi", files: { _ in [] }).wordStart == 12)
  }
}
