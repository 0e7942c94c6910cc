import PdxExplore
import PdxLanguage
import PdxPictures
import PdxRunner
import PdxScripts
import PdxSession

/// What `pdx graph --help` explains after its options.
enum GraphHelp {
  static var details: [Words] {
    [
      Words(
        en: "pdx graph FILE runs the script as `pdx run` does and prints its causal chain as a"
          + " Mermaid sequenceDiagram (GitHub and GitLab draw it), or Graphviz DOT with --format"
          + " dot: the app's actors as the lessons name them (only those that take part), each"
          + " command and follow-up a message in causal order. A failed expectation is drawn"
          + " where it failed (exit 1).",
        es: "pdx graph FICHERO ejecuta el guion como `pdx run` y escribe su cadena causal como un"
          + " sequenceDiagram de Mermaid (GitHub y GitLab lo dibujan), o DOT de Graphviz con"
          + " --format dot: los actores de la app con los nombres de las lecciones (solo los que"
          + " intervienen), cada orden y cada consecuencia un mensaje en orden causal. Una"
          + " comprobación que falla se dibuja donde falló (sale con 1)."),
      Words(
        en: "--detail chooses what else is drawn beside the messages. messages: nothing else."
          + " changes (the default): the notes (a lost link, a tap not handled, why a command was"
          + " refused) and the changes to the paths the script is about, those its expect lines"
          + " check and its narration names. all: every path each action changed.",
        es: "--detail elige qué más se dibuja junto a los mensajes. messages: nada más. changes"
          + " (si no se dice): las notas (un enlace perdido, un toque sin atender, por qué se"
          + " rechazó una orden) y los cambios en las rutas de que trata el guion, las que"
          + " comprueban sus expect y nombra su narración. all: cada ruta que cambió cada"
          + " acción."),
      Words(
        en: "Mermaid draws at most 50,000 characters in one diagram: a script whose diagram is"
          + " longer is drawn in parts, cut between two commands, each within the limit and"
          + " ending with a note that says which part it is; pdx prints the first (or the --part"
          + " K-th) and says on stderr how many there are.",
        es:
          "Mermaid dibuja como mucho 50\u{A0}000 caracteres en un diagrama: un guion cuyo diagrama"
          + " es más largo se dibuja en partes, cortadas entre dos órdenes, cada una dentro del"
          + " límite y acabada en una nota que dice qué parte es; pdx escribe la primera (o la"
          + " K-ésima con --part) y dice en la salida de errores cuántas hay."),
      Words(
        en: "pdx graph --states searches the app from a fresh world (on --platform, after"
          + " --no-accounts and the --set knobs) as `pdx check` does, and draws the screens a"
          + " student sees (the guard's branch, the tab, the top of its stack, a dialog) with the"
          + " commands that move between them. With --cover, the scripts below the PATHs are run"
          + " and what they visit is marked (filled screens, moves ending in ✓ in Mermaid; green"
          + " in DOT); the figure (\"12 of 31 screens, 40 of 97 moves\") is printed on stderr and"
          + " as a comment in the diagram. --max-memory SIZE bounds the search as in `pdx"
          + " check`: what was found above the depth it stopped at is drawn, and stderr says so.",
        es: "pdx graph --states recorre la app desde un mundo nuevo (en --platform, tras"
          + " --no-accounts y las palancas de --set) como `pdx check`, y dibuja las pantallas que ve"
          + " un alumno (la rama del guardián, la pestaña, lo alto de su pila, un diálogo) con"
          + " las órdenes que llevan de una a otra. Con --cover, se ejecutan los guiones bajo"
          + " cada RUTA y se marca lo que visitan (pantallas rellenas, movimientos acabados en ✓"
          + " en Mermaid; en verde en DOT); la cifra («12 de 31 pantallas, 40 de 97"
          + " movimientos») se escribe en la salida de errores y como comentario en el diagrama. --max-memory"
          + " TAMAÑO acota la"
          + " búsqueda como en `pdx check`: se dibuja lo hallado por encima de la profundidad"
          + " en que paró, y la salida de errores lo dice."),
      SharedOptions.knobsParagraph,
    ]
  }
}

/// `pdx graph --states [--cover PATH…]`.
struct GraphStates {
  let command: GraphCommand
  let globals: GlobalOptions

  func run() throws -> Int32 {
    let language = globals.language
    var options = StateSpace.Options()
    options.platforms = [globals.session.platform]
    options.hayCuentas = globals.session.hayCuentas
    options.depth = command.depth ?? GraphCommand.defaultDepth
    options.knobs = command.knobs
    options.maxMemory = command.maxMemory ?? ProcessMemory.physical() / 2
    options.frontier = command.frontier
    let graph = ScreenGraph(options, language: language)
    if let depth = graph.memoryBound {
      let size = Numbers.size(options.maxMemory ?? 0, language)
      diagnostic(
        Words(
          en: "pdx graph: the memory bound (\(size)) stopped the search at depth \(depth): the"
            + " screens found above it are drawn",
          es: "pdx graph: la cota de memoria (\(size)) paró la búsqueda en la profundidad"
            + " \(depth): se dibujan las pantallas halladas por encima")(language))
    }
    var coverage: ScreenGraph.Coverage?
    if command.cover {
      let files: [String]
      do {
        files = try TestRunner().discover(command.files.isEmpty ? ["."] : command.files)
      } catch {
        throw RunError(error.words)
      }
      var c = ScreenGraph.Coverage()
      for file in files {
        let script = try RunError.script(at: file)
        let box = CoverageBox(c)
        let session = Session(
          options: globals.session, sink: .discard, diagnostic: { _ in },
          observer: { graph.cover($0, into: &box.value) })
        session.start()
        var failures: [Failure] = []
        _ = session.runScript(script, failures: &failures)
        c = box.value
      }
      coverage = c
      let count = files.count
      diagnostic(
        "pdx graph: " + graph.summary(c)
          + (" (" + Numbers.counted(count, ("script", "scripts"), ("guion", "guiones")) + ")")(
            language))
    }
    standardOutput.text(
      command.picture == .dot
        ? DOT.states(graph, coverage: coverage) : Mermaid.states(graph, coverage: coverage))
    return 0
  }
}

/// The coverage, reachable from the session's observer.
private final class CoverageBox {
  var value: ScreenGraph.Coverage
  init(_ value: ScreenGraph.Coverage) { self.value = value }
}
