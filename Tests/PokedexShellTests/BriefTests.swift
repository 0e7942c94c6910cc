import PokedexCore
import Testing

@testable import PdxLanguage
@testable import PdxRunner
@testable import PdxSession

/// `set brief on|off` and `--brief` (docs/reference.md §9.1): the story without the paths.
@Suite("Brief steps")
struct BriefTests {
  /// `signup` brief, `tab favoritos` in full, `tab lista` brief again, in `language`.
  func session(_ language: Language) -> Captured {
    var options = SessionOptions()
    options.language = language
    let c = Captured(options)
    c.run(
      "set brief on", "signup ash@kanto.com pikachu", "set brief off", "tab favoritos",
      "set brief on", "tab lista", script: false)
    return c
  }

  @Test("set brief on hides a step's changed paths and keeps its actions, ui lines and notes")
  func briefInEnglish() {
    #expect(
      session(.en).output.drop { !$0.hasPrefix("brief on") } == [
        "brief on: actions, ui and log lines and notes; the changed paths are hidden (show"
          + " prints the state)",
        "▸ signup",
        "▸ backend: signUp",
        "  ui: fade: RaizConSesion animates haySesion true (.transition(.opacity))",
        "  note: session saved in the keychain (Llavero)",
        "▸ AuthView disappears",
        "▸ ContentView built",
        "brief off: each step's changed paths are shown again",
        "▸ tab favoritos",
        "  contenido.pestana: lista → favoritos",
        "brief on: actions, ui and log lines and notes; the changed paths are hidden (show"
          + " prints the state)",
        "▸ tab lista",
      ])
  }

  @Test("set brief on in Spanish: the same story, its sentences in Spanish")
  func briefInSpanish() {
    #expect(
      session(.es).output.drop { !$0.hasPrefix("brief on") } == [
        "brief on: solo la historia de cada paso (acciones, líneas ui y de consola, notas); las"
          + " rutas que cambian quedan ocultas (show escribe el estado)",
        "▸ signup",
        "▸ backend: signUp",
        "  ui: fundido: RaizConSesion anima haySesion true (.transition(.opacity))",
        "  nota: sesión guardada en el Llavero",
        "▸ AuthView desaparece",
        "▸ ContentView se construye",
        "brief off: vuelven a verse las rutas que cambia cada paso",
        "▸ tab favoritos",
        "  contenido.pestana: lista → favoritos",
        "brief on: solo la historia de cada paso (acciones, líneas ui y de consola, notas); las"
          + " rutas que cambian quedan ocultas (show escribe el estado)",
        "▸ tab lista",
      ])
  }

  @Test("brief is a way of printing: output contains, and a failure's last steps, read the paths")
  func failuresShowThePaths() {
    for language in Language.allCases {
      let c = session(language)
      #expect(c.run("expect output contains \"contenido.pestana: favoritos → lista\"") == [.ok])
      guard case .failed(let f) = c.run("expect contenido.pestana == favoritos")[0] else {
        Issue.record("the expectation held")
        continue
      }
      let report = Session.describe(f, recent: c.session.recent, language: language)
      #expect(
        Array(report.prefix(3)) == [
          "FAIL expect contenido.pestana == favoritos",
          "  - contenido.pestana == favoritos",
          "  + contenido.pestana == lista",
        ])
      #expect(
        Array(report.suffix(2)) == [
          "      ▸ tab lista", "        contenido.pestana: favoritos → lista",
        ])
    }
  }

  @Test("brief and ids together: the ids beside the sentences, still no paths")
  func briefWithIds() {
    let c = Captured()
    c.run(
      "set ids on", "set brief on", "signup ash@kanto.com pikachu", "tab favoritos", script: false)
    #expect(
      c.output.suffix(7) == [
        "▸ [signup] signup",
        "▸ [backend] backend: signUp",
        "  ui [fade]: fade: RaizConSesion animates haySesion true (.transition(.opacity))",
        "  note [session-saved]: session saved in the keychain (Llavero)",
        "▸ [auth-view-disappears] AuthView disappears",
        "▸ [content-built] ContentView built",
        "▸ [tab] tab favoritos",
      ])
  }
}
