import PdxLanguage
@_spi(Internals) import PokedexCore
import Testing

@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession
@testable import PdxTeaching

/// The pictures and the walkthrough pages in Spanish (issue 25): pdx's words around what a
/// script did are Spanish; actors, commands, state paths and values, ids and the app's strings
/// are not translated.
@Suite("Pictures and pages in Spanish")
struct PicturesInSpanishTests {
  static var spanish: SessionOptions {
    var options = SessionOptions()
    options.language = .es
    return options
  }

  static func page(_ text: String) -> Page.Result {
    let script = try! ScriptReader.parse(Array(text.utf8), path: "w.pdx")
    return Page.of(script, shown: "w.pdx", options: spanish)
  }

  @Test("golden: examples/04 as Mermaid and the screens to depth 4 as Mermaid and DOT, in Spanish")
  func goldens() throws {
    let (four, _) = SequenceDiagram.of(
      try PicturesTests.example("04-el-toque-antes-de-entrar.pdx"), options: Self.spanish,
      diagnostic: { _ in })
    Golden.check("graph-04.es.mmd", Mermaid.sequence(four))
    var options = StateSpace.Options()
    options.platforms = [.ios]
    options.depth = 4
    let graph = ScreenGraph(options, language: .es)
    var coverage = ScreenGraph.Coverage()
    coverage.screens = [0, 1]
    Golden.check("screens-4.es.mmd", Mermaid.states(graph, coverage: coverage))
    Golden.check("screens-4.es.dot", DOT.states(graph, coverage: coverage))
  }

  @Test("the screens that are pdx's words are Spanish; the app's states and views are not")
  func screens() {
    var world = World()
    #expect(ScreenGraph.screen(world, .es) == "app cerrada")
    world.dispositivo.instalada = false
    #expect(ScreenGraph.screen(world, .es) == "no instalada")
    #expect(ScreenGraph.screen(world, .en) == "not installed")
    let store = Store(platform: .ios)
    #expect(ScreenGraph.screen(store.world, .es) == "AuthView (entrar)")
    var asked = Store(platform: .ios, hayCuentas: false)
    _ = asked.send(.permissionRequest(.notifications, provisional: false))
    #expect(
      ScreenGraph.screen(asked.world, .es)
        == "sinCuentas · lista + diálogo de permiso (notificaciones)")
    #expect(ScreenGraph.place(asked.world, .es).name == "lista + diálogo (notificaciones)")
  }

  @Test("a graph's legend and coverage figure speak its language")
  func legendAndSummary() {
    var options = StateSpace.Options()
    options.platforms = [.ios]
    options.depth = 2
    let graph = ScreenGraph(options, language: .es)
    var coverage = ScreenGraph.Coverage()
    coverage.screens = [0]
    coverage.outside = ["otra"]
    let summary = graph.summary(coverage)
    #expect(summary.hasPrefix("1 de \(graph.screens.count) pantallas, 0 de \(graph.moves.count)"))
    #expect(
      summary.hasSuffix(
        " (y 1 pantalla que la búsqueda no alcanzó: más profunda, o con otras palancas)"))
    let legend = PictureText.legend(
      graph, ScreenMap(graph), coverage: coverage, covered: PictureText.filled)
    #expect(legend.first == "Cómo leer este mapa")
    #expect(legend.contains("rellenas: lo que visitan los guiones; ✓ un movimiento que hacen"))
    #expect(legend.last == summary)
  }

  @Test("a refused command's note, the changes beyond five and a diagram's parts, in Spanish")
  func sequenceWords() {
    var sequence = SequenceDiagram(language: .es)
    let store = Store(platform: .ios)
    var step = Step(number: 1)
    step.rejection = .notRunning
    sequence.add(
      RanStep(
        command: "tab lista", location: nil, action: nil, before: store.world, after: store.world,
        step: step))
    #expect(
      sequence.items.contains(
        .note(
          over: .content,
          lines: ["rechazada: la app no está en marcha (arráncala primero: launch)"],
          warning: true)))
    let changes = (1...7).map { Change(path: StatePath.allCases[$0], old: .int(0), new: .int($0)) }
    #expect(SequenceDiagram.firstLines(changes, .es).last == "… y 3 cambios más")
    #expect(SequenceDiagram.firstLines(changes, .en).last == "… and 3 more changes")
    #expect(
      PictureText.part(1, of: 2, limit: 50_000, .es)
        == "Parte 1 de 2: demasiado largo para un solo diagrama de Mermaid (como mucho 50\u{A0}000"
        + " caracteres), el guion se dibuja en 2 partes; la parte 2 sigue desde aquí")
    #expect(PictureText.partComment(2, of: 3, .es) == "parte 2 de 3")
  }

  @Test("a page in Spanish: its chrome, its output and its expectations read in one language")
  func page() {
    let page = Self.page(
      """
      # Recorrido 99 — el toque.

      ## Tocamos el aviso.
      tap-notification
      expect delegado.enlacePendiente == "pokedex://pokemon/1"
      !tab lista
      signup ash@kanto.com pikachu
      expect raiz == formulario

      """)
    let text = page.markdown
    #expect(
      text.contains(
        "<!-- Generado por `pdx walk --markdown w.pdx`: edita el guion, no esta página. -->"))
    #expect(text.contains(PageText.howToRead("w.pdx", .es)))
    #expect(
      text.contains("<details><summary>DelegadoDeNotificaciones.didReceive, 1 cambio</summary>"))
    #expect(text.contains("<details><summary>rechazada, como espera el recorrido</summary>"))
    #expect(text.contains("<summary>signup y ") && text.contains(" cambios</summary>"))
    #expect(text.contains("- ❌ `expect raiz == formulario` — w.pdx:8: falló: se obtuvo `raiz =="))
    #expect(text.hasSuffix("*El recorrido se detiene aquí.*\n"))
    #expect(page.outcome != .ok)
    #expect(
      Page.index([("01.md", "Uno")], folder: "ex", language: .es)
        == "# Recorridos\n\n<!-- Generado por `pdx walk --markdown ex`: edita los guiones, no estas"
        + " páginas. -->\n\n- [Uno](01.md)\n")
  }

  @Test("a page shows what a command printed, whatever language a transcript block is in")
  func transcriptsAreNotThePages() {
    let page = Self.page(
      """
      ## Tocamos el aviso.
      tap-notification
      | ▸ DelegadoDeNotificaciones.didReceive
      |   delegado.enlacePendiente: nil → "pokedex://pokemon/1"
      net off
      | ▸ net off
      |   red: true → false
      |   note: this block was recorded in English

      """)
    #expect(page.outcome == .ok)
    #expect(!page.markdown.contains("❌") && !page.markdown.contains("se detiene"))
  }
}
