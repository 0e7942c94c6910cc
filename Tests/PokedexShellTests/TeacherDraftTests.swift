import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxLanguage
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxSession
@testable import PdxTeaching

/// `save --expect` writes a draft a teacher keeps: each step's events and the story's paths
/// (docs/reference.md §9.2); and `set ids on` shows the ids those lines name.
@Suite("Teacher's drafts and ids")
struct TeacherDraftTests {
  @Test("save --expect asserts each step's events and only the story's paths, and replays")
  func draftAssertsEvents() throws {
    let dir = TempDir()
    let c = Captured(setup: Session.Setup(recordsSession: true))
    c.run(
      "signup ash@kanto.com pikachu", "open pikachu", "tab favoritos", "logout", "confirm",
      script: false)
    #expect(c.session.execute("save --expect " + dir.path + "/d.pdx") == .ok)
    #expect(
      dir.read("d.pdx") == """
        # Saved by pdx `save`: replays to the same state with `pdx run \(dir.path)/d.pdx`.
        signup ash@kanto.com pikachu
        expect ui fade
        expect note session-saved
        expect raiz == conSesion
        expect auth.sesion == "ash@kanto.com"
        expect dispositivo.llavero.sesion == "ash@kanto.com"
        expect contenido.pestana == lista
        expect contenido.caminoLista == []
        expect contenido.caminoFavoritos == []
        open pikachu
        expect ui push
        expect contenido.caminoLista == [25]
        tab favoritos
        expect contenido.pestana == favoritos
        logout
        expect ui present
        expect contenido.pestana == ajustes
        expect dialogo == "¿Cerrar la sesión?"
        confirm
        expect ui fade
        expect ui dismiss
        expect note content-state-gone
        expect raiz == formulario
        expect auth.sesion == nil
        expect dispositivo.llavero.sesion == nil
        expect contenido.pestana == nil
        expect contenido.caminoLista == nil
        expect contenido.caminoFavoritos == nil
        expect dialogo == nil

        """)
    let (outcome, failures, world) = try SaveReplayTests.replay(dir.path + "/d.pdx")
    #expect(outcome == .ok && failures.isEmpty)
    #expect(world == c.session.store.world)
  }

  @Test("random sessions saved with --expect replay, every expect holding")
  func randomDraftsReplay() throws {
    let dir = TempDir()
    for seed in UInt64(1)...30 {
      var rng = SplitMix64(seed: seed)
      let c = Captured(setup: Session.Setup(recordsSession: true))
      for _ in 0..<30 {
        _ = c.session.execute(Explorer.randomLine(&rng, world: c.session.store.world))
      }
      let file = dir.path + "/r\(seed).pdx"
      #expect(c.session.execute("save --expect " + file) == .ok)
      let (outcome, failures, world) = try SaveReplayTests.replay(file)
      #expect(outcome == .ok, "seed \(seed)")
      #expect(failures.isEmpty, "seed \(seed): \(failures.map(\.command))")
      #expect(world == c.session.store.world, "seed \(seed)")
    }
  }

  @Test("set ids on prints each event's id beside its sentence, in both languages")
  func idsBesideSentences() {
    for (language, expected) in [
      (
        Language.en,
        [
          "ids on: each event's id in brackets beside its sentence (help ids lists them)",
          "▸ [tab] tab lista",
          "error [no-tabs]: there are no tabs: content is not built (raiz"
            + " is formulario); the guard builds them only in sinCuentas and conSesion",
          "ids off",
        ]
      ),
      (
        Language.es,
        [
          "ids on: el id de cada evento entre corchetes junto a su frase (help ids los lista)",
          "▸ [tab] tab lista",
          "error [no-tabs]: no hay pestañas: el contenido no está"
            + " construido (raiz es formulario); el guardián solo lo construye en sinCuentas y"
            + " conSesion",
          "ids off",
        ]
      ),
    ] {
      var options = SessionOptions()
      options.language = language
      let c = Captured(options)
      c.run("set ids on", "tab lista", "set ids off", script: false)
      #expect(
        [c.output[0], c.output[1], c.output.last!] == [expected[0], expected[2], expected[3]])
    }
  }

  @Test("a step's notes, ui lines and logs carry their ids with set ids on")
  func idsOnNotes() {
    var options = SessionOptions()
    options.language = .es
    let c = Captured(options)
    c.run("set ids on", "signup ash@kanto.com pikachu", script: false)
    #expect(c.output.contains("  nota [session-saved]: sesión guardada en el Llavero"))
    #expect(c.output.contains { $0.hasPrefix("  ui [fade]: ") })
    #expect(c.output.contains("▸ [signup] signup"))
    // A script's transcript reads the plain output: ids are a way of printing.
    #expect(c.session.lastOutput.contains("  nota: sesión guardada en el Llavero"))
  }

  @Test("help ids lists every id with its sentence in the session's language")
  func helpIds() {
    let en = Help.lines(for: "ids", width: 80, language: .en)
    #expect(
      Array(en.prefix(6)) == [
        "Event ids: expect KIND ID holds when the last command's step has that event.",
        "Each id with an example of its sentence; set ids on shows them beside each",
        "step's sentences.",
        "note:",
        "  installed-not-launched",
        "      installed, not launched",
      ])
    let es = Help.lines(for: "ids", width: 80, language: .es)
    #expect(es.contains("  session-saved"))
    #expect(es[es.firstIndex(of: "  session-saved")! + 1] == "      sesión guardada en el Llavero")
    let ids =
      Note.ID.allCases.count + UIEvent.ID.allCases.count + LogEvent.ID.allCases.count
      + ActionEvent.ID.allCases.count + Rejection.ID.allCases.count + Warning.ID.allCases.count
    #expect(es.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }.count == ids)
  }
}
