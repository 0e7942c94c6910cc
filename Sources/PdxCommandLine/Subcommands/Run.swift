import Glibc
import PdxLanguage
import PdxRunner
import PdxScripts
import PdxSession
import PokedexCore

/// `pdx run FILE… [--continue]`: each file in a fresh world.
struct RunCommand: Subcommand {
  static let spec = SubcommandSpec(
    name: "run", synopsis: "run FILE… [--continue] [--ids] [--brief]",
    summary: Words(
      en: "replay scripts, each in a fresh world (- reads stdin)",
      es: "reproduce guiones, cada uno en un mundo nuevo (- lee la entrada estándar)"),
    details: [
      Words(
        en: "Each command is echoed (pdx> …) before its output; failures go to stderr with"
          + " file:line, the expected and actual lines, and the last steps.",
        es:
          "Cada orden se repite (pdx> …) antes de su salida; los fallos van a la salida de errores con"
          + " fichero:línea, las líneas esperadas y las que hubo, y los últimos pasos."),
      Words(
        en: "Exit 0 when every script passes, 1 when a flow went otherwise than a script says, 2"
          + " when a script is wrong, 130 when interrupted.",
        es: "Sale con 0 cuando pasan todos los guiones, 1 cuando un flujo no va como dice"
          + " su guion, 2 cuando un guion está mal, 130 si se interrumpe."),
    ],
    options: options.map(\.option), positional: 1...Int.max, positionalName: "FILE")

  static let options: [Bound<RunCommand>] = [
    .flag(
      CLIOption(
        spellings: ["--continue"], value: nil,
        help: Words(
          en: "go on after a failure (and to the next file): every failure is reported",
          es: "sigue tras un fallo (y con el fichero siguiente): se informa de todos los fallos")),
      \.continueOnFailure),
    .flag(SharedOptions.ids, \.ids),
    .flag(SharedOptions.brief, \.brief),
  ]

  var files: [String] = []
  var continueOnFailure = false
  var ids = false
  var brief = false

  mutating func set(arguments: [String]) throws(InvocationError) {
    guard !arguments.isEmpty else {
      throw InvocationError(
        Words(
          en: "run needs at least one FILE (or - for stdin)",
          es: "run necesita al menos un FICHERO (o - para la entrada estándar)"))
    }
    files = arguments
  }

  func run(_ globals: GlobalOptions) throws -> Int32 {
    var globals = globals
    globals.session.ids = ids
    globals.session.brief = brief
    return Scripts.run(files, continueOnFailure: continueOnFailure, globals)
  }
}

/// `pdx` alone: the interactive shell on a terminal, else commands from stdin as `pdx run -`.
/// Its options: the two ways of printing `run` takes too, and the hidden ones pdx's own
/// scripts use.
struct ShellCommand: Subcommand {
  static let spec = SubcommandSpec(
    name: "", synopsis: "[--ids] [--brief]", summary: Words(""),
    options: options.map(\.option), positional: 0...0)

  static let options: [Bound<ShellCommand>] = [
    .flag(SharedOptions.ids, \.ids),
    .flag(SharedOptions.brief, \.brief),
    .stop(
      CLIOption(
        spellings: ["--commands-markdown"], value: nil,
        help: Words("print the command reference in Markdown (Scripts/readme-commands)"),
        hidden: true), .commandsMarkdown),
    .stop(
      CLIOption(
        spellings: ["--events-markdown"], value: nil,
        help: Words("print the table of event ids in Markdown (Scripts/readme-commands)"),
        hidden: true), .eventsMarkdown),
    .stop(
      CLIOption(
        spellings: ["--rules-markdown"], value: nil,
        help: Words("print the table of the check's rules in Markdown (Scripts/readme-commands)"),
        hidden: true), .rulesMarkdown),
  ]

  var ids = false
  var brief = false

  mutating func set(arguments: [String]) throws(InvocationError) {
    guard let first = arguments.first else { return }
    throw InvocationError(
      Words(
        en: "unknown subcommand \(Quoting.guillemets(first))",
        es: "subcomando desconocido \(Quoting.guillemets(first))"))
  }

  func run(_ globals: GlobalOptions) throws -> Int32 {
    var globals = globals
    globals.session.ids = ids
    globals.session.brief = brief
    return isatty(0) == 1
      ? Interactive.run(globals) : Scripts.run(["-"], continueOnFailure: false, globals)
  }
}

/// Replaying scripts from files or stdin, for `run`, `pdx` without a terminal, and the shell
/// when libedit cannot start.
enum Scripts {
  /// A script read as it runs: stdin for `-`. An unreadable one is said on stderr.
  static func open(_ path: String, _ language: Language) -> ScriptStream? {
    if path == "-" {
      // Whoever writes the lines may wait for each answer before writing the next.
      var stream = ScriptStream(fd: 0, path: "<stdin>")
      stream.readsAsLinesArrive = true
      stream.beforeWaiting = { standardOutput.flush() }
      return stream
    }
    do {
      return try ScriptStream(path: path)
    } catch {
      diagnostic("error: " + error.description(language))
      return nil
    }
  }

  /// Each file in a fresh world; the exit code is the first that is not 0, or with
  /// `continueOnFailure` the worst.
  static func run(_ files: [String], continueOnFailure: Bool, _ globals: GlobalOptions) -> Int32 {
    // SIGHUP, SIGINT, SIGQUIT and SIGTERM stop the run between two lines, --continue or not:
    // what ran and what did not is said, and pdx exits 128 + the signal.
    installStopHandlers()
    var worst: Int32 = 0
    for (index, path) in files.enumerated() {
      guard var script = open(path, globals.language) else {
        worst = 2
        if !continueOnFailure { return 2 }
        continue
      }
      var options = globals.session
      options.echo = true
      let host = TerminalHost()
      host.interrupts = true
      let session = Session(
        options: options, sink: .bytes(standardOutput.bytes), diagnostic: diagnostic, host: host)
      script.isInterrupted = takeInterrupt
      session.start()
      var failures: [Failure] = []
      let outcome = session.runScript(
        &script, continueOnFailure: continueOnFailure, failures: &failures)
      if outcome == .interrupted || stoppedBy() != nil {
        diagnostic(interrupted(in: path, notRun: files.count - index - 1, globals.language))
        return stoppedExitCode()
      }
      let code = failures.isEmpty ? exitCode(outcome) : max(exitCode(outcome), 1)
      worst = max(worst, code)
      if code != 0 && !continueOnFailure { return code }
    }
    return worst
  }

  /// What a signal stopped: `pdx: interrupted by SIGTERM: a.pdx stopped partway; 2 files not
  /// run`.
  static func interrupted(in path: String, notRun: Int, _ language: Language) -> String {
    let name = StopSignal.name(stoppedBy() ?? SIGINT)
    let shown = path == "-" ? "<stdin>" : Quoting.guillemets(path)
    var words = Words(
      en: "pdx: interrupted by \(name): \(shown) stopped partway",
      es: "pdx: interrumpido por \(name): \(shown) se paró a medias")
    if notRun > 0 {
      let files = Numbers.counted(notRun, ("file", "files"), ("fichero", "ficheros"))
      words = words + Words(en: "; \(files.en) not run", es: "; \(files.es) sin ejecutar")
    }
    return words(language)
  }
}
