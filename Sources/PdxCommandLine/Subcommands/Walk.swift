import Glibc
import PdxExplore
import PdxInteractive
import PdxLanguage
import PdxRunner
import PdxSession
import PokedexCore

/// `pdx walk FILE`: a walkthrough; `pdx walk --markdown FILE|DIR`: its page (WalkPages.swift).
struct WalkCommand: Subcommand {
  static let spec = SubcommandSpec(
    name: "walk",
    synopsis: "walk FILE [--ids] [--brief] | walk --predict FILE | walk --progress [--clear] [DIR]"
      + " | walk --markdown FILE [--out DIR] | walk --markdown DIR --out DIR [--force]",
    summary: Words(
      en: "a walkthrough: narration, then Enter runs the next command",
      es: "un recorrido: la narración, y después Intro ejecuta la orden siguiente"),
    details: [
      Words(
        en: "The comment the script opens with is printed first: its first sentence as the title,"
          + " the rest as the introduction. On a terminal, each command waits for Enter (q"
          + " quits) at the shell's prompt, where a command typed instead (show raiz, tree; TAB"
          + " and Up work as in the shell) runs first, then the same step comes back. Elsewhere"
          + " it runs straight through. The end says how many steps ran and how to replay them"
          + " (pdx run FILE, or the launcher that started the walk: Scripts/pdx run FILE).",
        es: "Primero se escribe el comentario con que empieza el guion: su primera frase como"
          + " título, el resto como introducción. En un terminal, cada orden espera a Intro (q"
          + " sale) tras el pdx> de la shell, donde una orden escrita en su lugar (show raiz,"
          + " tree; TAB y la flecha arriba funcionan como en la shell) se ejecuta antes, y"
          + " después vuelve el mismo paso. En otro sitio se ejecuta de corrido. Al final dice"
          + " cuántos pasos se dieron y cómo reproducirlos (pdx run FICHERO, o el lanzador con que"
          + " empezó el recorrido: Scripts/pdx run FICHERO)."),
      Words(
        en: "With --markdown, the walkthrough becomes a Markdown page that GitHub and GitLab render"
          + " as it is: the narration as paragraphs, under each narrated section a small sequence"
          + " diagram of its commands (the actors they involve, the messages, the changes the"
          + " section is about), each command a code block with its transitions folded in"
          + " <details>, each expectation a check mark. A FILE's page goes to stdout (or to"
          + " the --out folder as NAME.md); a folder's pages (one NAME.md a walkthrough, and a"
          + " README.md that lists them; exercises are left out) go to the --out folder. Exit 1 when a walkthrough fails (its page shows where).",
        es: "Con --markdown, el recorrido se convierte en una página Markdown que GitHub y GitLab"
          + " muestran tal cual: la narración como párrafos, bajo cada sección narrada un"
          + " pequeño diagrama de secuencia de sus órdenes (los actores que intervienen, los"
          + " mensajes, los cambios de que trata la sección), cada orden un bloque de código con"
          + " sus transiciones plegadas en <details>, cada comprobación una marca. La página de un"
          + " FICHERO sale por la salida estándar (o a la carpeta de --out como NOMBRE.md); las de una carpeta"
          + " (un NOMBRE.md por recorrido, y un README.md que las lista; los ejercicios se dejan"
          + " fuera) van a la carpeta de --out. Sale con 1 cuando un recorrido falla (su"
          + " página dice dónde)."),
      WalkCommand.predictDetails,
    ],
    options: options.map(\.option), positional: 0...1, positionalName: "FILE")

  static let options: [Bound<WalkCommand>] = [
    .flag(
      CLIOption(
        spellings: ["--markdown"], value: nil,
        help: Words(
          en: "write the walkthrough as a Markdown page instead of stepping through it",
          es: "escribe el recorrido como una página Markdown en vez de recorrerlo paso a paso")),
      \.markdown),
    .text(
      CLIOption(
        spellings: ["--out"], value: "DIR",
        help: Words(
          en: "with --markdown: the folder the page goes to, or a folder's pages (created if"
            + " missing)",
          es: "con --markdown: la carpeta adonde va la página, o las de una carpeta (se crea si"
            + " no existe)")), \.out),
    .flag(
      CLIOption(
        spellings: ["--force"], value: nil,
        help: Words(
          en: "with --markdown: replace a page pdx did not write; with --predict or --progress"
            + " --clear: mend a progress file pdx cannot read, dropping the lines it cannot",
          es: "con --markdown: reemplaza una página que no escribió pdx; con --predict o"
            + " --progress --clear: arregla un fichero de progreso que pdx no puede leer,"
            + " quitando las líneas que no lee")), \.force),
    .flag(SharedOptions.ids, \.ids),
    .flag(SharedOptions.brief, \.brief),
    .flag(
      CLIOption(
        spellings: ["--predict"], value: nil,
        help: Words(
          en: "ask before each asserted step what will happen, then score the predictions",
          es: "pregunta antes de cada paso comprobado qué pasará, y puntúa las predicciones")),
      \.predict),
    .flag(
      CLIOption(
        spellings: ["--progress"], value: nil,
        help: Words(
          en: "list each walkthrough (under DIR, or every one done) with its best --predict"
            + " score",
          es: "lista cada recorrido (bajo CARPETA, o todos los hechos) con su mejor marca de"
            + " --predict")), \.progress),
    .flag(
      CLIOption(
        spellings: ["--clear"], value: nil,
        help: Words(
          en: "with --progress: forget the scores of FILE, of the walkthroughs under DIR, or"
            + " all of them",
          es: "con --progress: olvida las marcas de FICHERO, de los recorridos bajo CARPETA, o"
            + " todas")), \.clear),
  ]

  var file = ""
  var markdown = false
  var out: String?
  var force = false
  var ids = false
  var brief = false
  var predict = false
  var progress = false
  var clear = false

  mutating func set(arguments: [String]) throws(InvocationError) {
    if progress, arguments.count <= 1 {
      file = arguments.first ?? ""
      return
    }
    guard arguments.count == 1 else {
      throw InvocationError(
        Words(en: "walk takes exactly one FILE", es: "walk toma exactamente un FICHERO"))
    }
    file = arguments[0]
  }

  func validate(_ globals: GlobalOptions) throws(InvocationError) {
    try validateTeaching(globals)
    // A page is Markdown whatever the session's format, and has no colour: an option that would
    // change nothing is refused, as every subcommand does (docs/reference.md §4.5).
    if markdown, globals.session.format != .text {
      throw InvocationError(
        Words(
          en: "walk --markdown writes a Markdown page: --format does not apply",
          es: "walk --markdown escribe una página Markdown: --format no tiene sentido aquí"))
    }
    if markdown, globals.colorMode != .auto {
      throw InvocationError(
        Words(
          en: "walk --markdown writes a page, with no colour: --color does not apply",
          es: "walk --markdown escribe una página, sin color: --color no tiene sentido aquí"))
    }
    if out != nil, !markdown {
      throw InvocationError(
        Words(
          en: "--out goes with walk --markdown DIR", es: "--out va con walk --markdown CARPETA"))
    }
  }

  func run(_ globals: GlobalOptions) throws -> Int32 {
    // SIGHUP, SIGINT (Ctrl-C at the prompt too), SIGQUIT and SIGTERM end the walk, in each of
    // its modes, after the line running, with where it stopped, and pdx exits 128 + the signal.
    installStopHandlers()
    if markdown { return try WalkPages(command: self, globals: globals).run() }
    if progress {
      var predict = WalkPredict(file: file, globals: globals)
      predict.force = force
      let target = file.isEmpty ? nil : file
      return try clear ? predict.clear(target) : predict.list(target)
    }
    var globals = globals
    globals.session.ids = ids
    globals.session.brief = brief
    if predict {
      var predict = WalkPredict(file: file, globals: globals)
      predict.force = force
      return try predict.run()
    }
    let language = globals.language
    let script = try RunError.script(at: file)
    // At a terminal a step's sentences wrap between words at its width, as at the shell's
    // prompt; a pipe gets each on one line. What the student types at a terminal's prompt runs
    // as at the shell's: `save` keeps the walk so far, `login EMAIL` asks for the password,
    // Ctrl-C stops a `run FILE` typed there.
    let atTerminal = isatty(0) == 1 && isatty(1) == 1
    let host = TerminalHost()
    host.wraps = isatty(1) == 1
    host.interrupts = true
    host.asksPasswords = atTerminal
    let session = Session(
      options: globals.session, sink: .bytes(standardOutput.bytes), diagnostic: diagnostic,
      host: host, setup: Session.Setup(recordsSession: atTerminal))
    var walkthrough = Walkthrough(script: script, next: nil)
    walkthrough.width = { TerminalWidth.columns() ?? 80 }
    walkthrough.launcher = Launcher.name()
    walkthrough.stopSignal = stoppedBy
    walkthrough.introduce(in: session)
    session.start()
    var keys: WalkKeys?
    if atTerminal {
      let reader = WalkKeys(width: walkthrough.width, language: language) {
        Prompt.text(session.store.world, language: language)
      }
      keys = reader
      walkthrough.next = reader.next
    }
    let outcome = walkthrough.run(in: session)
    keys?.close()
    return outcome == .interrupted ? stoppedExitCode() : exitCode(outcome)
  }
}

/// How the user started pdx, for the lines that tell them what to type next (`pdx run FILE`):
/// `pdx`, or what `PDX_LAUNCHER` says — Scripts/pdx sets it to the path it was started by, so a
/// walkthrough started with `Scripts/pdx walk …` ends with `Scripts/pdx run …`.
enum Launcher {
  static func name(
    environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }
  ) -> String {
    guard let given = environment("PDX_LAUNCHER"), !given.isEmpty else { return "pdx" }
    return Walkthrough.shellQuoted(given)
  }
}
