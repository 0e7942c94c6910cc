import PdxCompare
import PdxExplore
import PdxInteractive
import PdxLanguage
import PdxPictures
import PdxRunner
import PdxSession
import PdxTeaching
import PokedexCore

/// `pdx graph FILE`: a script's causal chain; `pdx graph --states`: the reachable screens
/// (GraphStates.swift). docs/reference.md §8.
struct GraphCommand: Subcommand {
  static let defaultDepth = 6

  static let spec = SubcommandSpec(
    name: "graph",
    synopsis:
      "graph FILE [--section N | --lines A-B] [--detail messages|changes|all] [--part K]"
      + " [--format mermaid|dot]"
      + " | graph --states [--depth N] [--set KNOB=VALUE]… [--max-memory SIZE] [--cover PATH…]"
      + " [--format mermaid|dot]",
    summary: Words(
      en: "a script's causal chain, or the reachable screens, as a diagram",
      es: "la cadena causal de un guion, o las pantallas alcanzables, como un diagrama"),
    details: GraphHelp.details,
    options: options.map(\.option), positional: 0...Int.max, positionalName: "FILE",
    globals: [.platform, .noAccounts, .lang, .version, .help],
    refusals: [
      .color: Words(
        en: "graph writes a diagram's text, with no colour",
        es: "graph escribe el texto de un diagrama, sin color")
    ])

  static let options: [Bound<GraphCommand>] = [
    .choice(
      CLIOption(
        spellings: ["--format"], value: "mermaid|dot",
        help: Words(
          en: "a Mermaid diagram (default; GitHub and GitLab draw it) or Graphviz DOT",
          es: "un diagrama Mermaid (si no se dice; GitHub y GitLab lo dibujan) o DOT de"
            + " Graphviz"),
        choices: ["mermaid", "dot"]), \.picture),
    .choice(
      CLIOption(
        spellings: ["--detail"], value: "messages|changes|all",
        help: Words(
          en: "what a script's diagram draws: the messages; also the changes the script is"
            + " about (default); or everything",
          es: "qué dibuja el diagrama de un guion: los mensajes; además los cambios de que trata"
            + " el guion (si no se dice); o todo"),
        choices: ["messages", "changes", "all"]), \.detail),
    .value(
      CLIOption(
        spellings: ["--part"], value: "K",
        help: Words(
          en: "the K-th part of a script too long for one Mermaid diagram (default 1)",
          es: "la K-ésima parte de un guion demasiado largo para un diagrama Mermaid (1 si no se"
            + " dice)")), \.part
    ) { v throws(InvocationError) in
      try v.number(Words(en: "a part number ≥ 1", es: "un número de parte ≥ 1"), 1...Int.max)
    },
    .flag(
      CLIOption(
        spellings: ["--states"], value: nil,
        help: Words(
          en: "the reachable screens (a state diagram) rather than a script's chain",
          es: "las pantallas alcanzables (un diagrama de estados) en vez de la cadena de un"
            + " guion")), \.states),
    .flag(
      CLIOption(
        spellings: ["--cover"], value: nil,
        help: Words(
          en: "with --states: mark what the scripts (the PATHs) visit, and count it",
          es: "con --states: marca lo que visitan los guiones (cada RUTA), y lo cuenta")), \.cover),
    .value(
      CLIOption(
        spellings: ["--depth"], value: "N",
        help: Words(
          en: "with --states: how many commands deep (default \(defaultDepth))",
          es: "con --states: cuántas órdenes de profundidad (\(defaultDepth) si no se dice)")),
      \.depth
    ) { v throws(InvocationError) in try v.depth() },
    .custom(
      SharedOptions.knob(
        Words(
          en: "with --states: start with a knob away from the lesson's fix (repeatable; the"
            + " knobs are listed below)",
          es: "con --states: empieza con una palanca fuera del arreglo de la lección (se puede"
            + " repetir; las palancas se listan abajo)"))
    ) { graph, v throws(InvocationError) in graph.knobs.set(try v.knob("graph")) },
    .value(SharedOptions.maxMemory, \.maxMemory) { v throws(InvocationError) in try v.size() },
    .choice(SharedOptions.frontier, \.frontier),
    .value(GraphCommand.sectionOption, \.section) { v throws(InvocationError) in
      try v.number(Words(en: "a section ≥ 1", es: "una sección ≥ 1"), 1...Int.max)
    },
    .value(GraphCommand.linesOption, \.lines) { v throws(InvocationError) in try v.lineRange() },
  ]

  var files: [String] = []
  var picture = Picture.mermaid

  /// `--format`'s pictures.
  enum Picture: String, CaseIterable, Sendable {
    case mermaid
    case dot
  }
  var detail: SequenceDiagram.Detail?
  var part: Int?
  var states = false
  var cover = false
  var depth: Int?
  var knobs: [(knob: Knob, faithful: Bool)] = []
  var maxMemory: Int?
  var frontier = FrontierStrategy.replay
  var section: Int?
  var lines: ClosedRange<Int>?

  mutating func set(arguments: [String]) throws(InvocationError) { files = arguments }

  func validate(_ globals: GlobalOptions) throws(InvocationError) {
    if states {
      if !cover, let file = files.first {
        throw InvocationError(
          Words(
            en: "graph --states takes no FILE (did you mean --cover \(Quoting.guillemets(file))?)",
            es: "graph --states no toma ningún FICHERO (¿querías decir --cover"
              + " \(Quoting.guillemets(file))?)"))
      }
      if detail != nil || part != nil {
        throw InvocationError(
          Words(
            en: "--detail and --part go with graph FILE (a script's diagram)",
            es: "--detail y --part van con graph FICHERO (el diagrama de un guion)"))
      }
      if section != nil || lines != nil {
        throw InvocationError(
          Words(
            en: "--section and --lines go with graph FILE (a part of a script's diagram)",
            es: "--section y --lines van con graph FICHERO (una parte del diagrama de un guion)"))
      }
      for (knob, _) in knobs {
        if let only = knob.declaration.platform, only != globals.session.platform {
          let p = only.rawValue
          throw InvocationError(
            Words(
              en: "--set \(knob.name) exists on \(platformName(only)) only: graph --platform \(p)",
              es: "--set \(knob.name) solo existe en \(platformName(only)): graph --platform \(p)"))
        }
      }
      return
    }
    if cover || depth != nil || !knobs.isEmpty || maxMemory != nil {
      throw InvocationError(
        Words(
          en: "--cover, --depth, --set and --max-memory go with graph --states",
          es: "--cover, --depth, --set y --max-memory van con graph --states"))
    }
    if picture == .dot, part != nil {
      throw InvocationError(
        Words(
          en: "--part goes with Mermaid (Graphviz draws a diagram of any length)",
          es: "--part va con Mermaid (Graphviz dibuja un diagrama de cualquier longitud)"))
    }
    if section != nil, lines != nil {
      throw InvocationError(
        Words(
          en: "--section N and --lines A-B each choose the part to draw: give one",
          es: "--section N y --lines A-B eligen cada una la parte que se dibuja: da una"))
    }
    guard files.count == 1 else {
      throw InvocationError(
        Words(
          en: "graph takes exactly one FILE (or --states)",
          es: "graph toma exactamente un FICHERO (o --states)"))
    }
  }

  func run(_ globals: GlobalOptions) throws -> Int32 {
    if states { return try GraphStates(command: self, globals: globals).run() }
    let language = globals.language
    let file = files[0]
    let script = try RunError.script(at: file)
    let (drawn, outcome) = try picture(script, globals)
    if case .scriptError = outcome { return 2 }
    if picture == .dot {
      standardOutput.text(DOT.sequence(drawn))
      return exitCode(outcome)
    }
    let parts = Mermaid.sequenceParts(drawn)
    let part = part ?? 1
    guard part <= parts.count else {
      let count = parts.count
      throw InvocationError(
        Words(
          en: "--part \(part): \(Quoting.guillemets(file)) is drawn in \(count)"
            + (count == 1 ? " part" : " parts"),
          es: "--part \(part): \(Quoting.guillemets(file)) se dibuja en \(count)"
            + (count == 1 ? " parte" : " partes")))
    }
    if parts.count > 1 {
      diagnostic(
        Words(
          en: "pdx graph: \(file) is too long for one Mermaid diagram: drawn in \(parts.count)"
            + " parts; this is part \(part) (--part K draws the K-th)",
          es: "pdx graph: \(file) es demasiado largo para un diagrama Mermaid: se dibuja en"
            + " \(parts.count) partes; esta es la parte \(part) (--part K dibuja la K-ésima)")(
            language))
    }
    standardOutput.text(parts[part - 1])
    return exitCode(outcome)
  }
}
