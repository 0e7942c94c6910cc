import Glibc
import PdxExplore
import PdxLanguage
import PdxRunner
import PdxScripts
import PdxSession
import PokedexCore
import Synchronization

/// `pdx check`: every command sequence to a depth, breadth-first, the rules checked after each
/// transition (docs/reference.md §7).
struct CheckCommand: Subcommand {
  static let spec = SubcommandSpec(
    name: "check",
    synopsis:
      "check [--depth N] [--platform ios|android|both] [--no-accounts] [--set KNOB=VALUE]…"
      + " [-j N] [--shard K/N] [--max-states N] [--max-time DURATION] [--max-memory SIZE]"
      + " [--out FILE] [--format text|json|github] [--junit FILE] [--summary FILE] [--force]",
    summary: Words(
      en: "every command sequence to a depth, breadth-first, the rules checked after each",
      es: "cada secuencia de órdenes hasta una profundidad, primero en anchura, con las reglas"
        + " comprobadas tras cada una"),
    details: CheckHelp.details,
    options: options.map(\.option), positional: 0...0,
    globals: [.noAccounts, .lang, .version, .help],
    refusals: [
      .color: Words(en: "check prints no colour", es: "check no escribe en color")
    ])

  static let options: [Bound<CheckCommand>] = [
    .value(
      CLIOption(
        spellings: ["--depth"], value: "N",
        help: Words(
          en: "how many commands deep (default \(CheckHelp.defaultDepth))",
          es: "cuántas órdenes de profundidad (\(CheckHelp.defaultDepth) si no se dice)")), \.depth
    ) { v throws(InvocationError) in try v.depth() },
    .value(
      CLIOption(
        spellings: ["--platform"], value: "ios|android|both",
        help: Words(
          en: "search from a fresh world on that platform, or on each (default both)",
          es: "busca desde un mundo nuevo en esa plataforma, o en cada una (both si no se dice)"),
        choices: ["ios", "android", "both"]), \.platforms
    ) { v throws(InvocationError) in
      let word = try v.choice()
      return word == "both" ? [.ios, .android] : [Plataforma(rawValue: word)!]
    },
    .custom(
      SharedOptions.knob(
        Words(
          en: "start with a knob away from the lesson's fix (repeatable; the knobs are listed"
            + " below)",
          es: "empieza con una palanca fuera del arreglo de la lección (se puede repetir; las"
            + " palancas se listan abajo)"))
    ) { check, v throws(InvocationError) in check.knobs.set(try v.knob("check")) },
    .value(SharedOptions.jobs, \.jobs) { v throws(InvocationError) in try v.jobs() },
    .value(SharedOptions.shard, \.shard) { v throws(InvocationError) in try v.shard() },
    .value(
      CLIOption(
        spellings: ["--max-states"], value: "N",
        help: Words(
          en: "stop after N distinct states (the summary says this bound stopped it)",
          es: "para tras N estados distintos (el resumen dice que esta cota la paró)")), \.maxStates
    ) { v throws(InvocationError) in
      try v.number(Words(en: "a number of states ≥ 1", es: "un número de estados ≥ 1"), 1...Int.max)
    },
    .value(
      CLIOption(
        spellings: ["--max-time"], value: "DURATION",
        help: Words(
          en: "end cleanly after DURATION (90s, 5m, 1.5h) with the summary of the levels"
            + " finished; exit 1 only if a rule broke",
          es: "acaba limpiamente tras DURACIÓN (90s, 5m, 1.5h) con el resumen de los niveles"
            + " terminados; sale con 1 solo si se rompió una regla")), \.maxTime
    ) { v throws(InvocationError) in (try v.maxTime(), v.text) },
    .value(SharedOptions.maxMemory, \.maxMemory) { v throws(InvocationError) in try v.size() },
    .text(
      CLIOption(
        spellings: ["--out"], value: "FILE",
        help: Words(
          en: "write the counterexample script there (default: printed)",
          es: "escribe ahí el guion del contraejemplo (si no se dice, va a la salida estándar)")),
      \.out),
    .choice(
      CLIOption(
        spellings: ["--format"], value: "text|json|github",
        help: Words(
          en: "how the summary prints: text (default), json, or github (the text, then a"
            + " workflow command for a broken rule, a search cut short, no verdict)",
          es: "cómo se escribe el resumen: text (si no se dice), json, o github (el texto, y"
            + " después una orden de flujo de trabajo por una regla rota, una búsqueda cortada,"
            + " la falta de veredicto)"),
        choices: CheckFormat.allCases.map(\.rawValue)), \.format),
    .text(
      CLIOption(
        spellings: ["--junit"], value: "FILE",
        help: Words(
          en: "also write a JUnit report: one testcase per rule (missing folders are made)",
          es: "escribe además un informe JUnit: un `<testcase>` por regla (crea las carpetas"
            + " que falten)")), \.junit),
    .text(
      CLIOption(
        spellings: ["--summary"], value: "FILE",
        help: Words(
          en: "also write the step summary in Markdown, for any CI (missing folders are made)",
          es: "escribe además el resumen del paso en Markdown, para cualquier CI (crea las"
            + " carpetas que falten)")), \.summary),
    .flag(SharedOptions.force, \.force),
    .choice(SharedOptions.frontier, \.frontier),
  ]

  var depth = CheckHelp.defaultDepth
  var platforms: [Plataforma] = [.ios, .android]
  var knobs: [(knob: Knob, faithful: Bool)] = []
  var jobs: Int?
  var shard: (index: Int, count: Int)?
  var maxStates: Int?
  var maxMemory: Int?
  /// `--max-time`: in nanoseconds, and as given (for the summary).
  var maxTime: (nanoseconds: Int, given: String)?
  var out: String?
  var format: CheckFormat?
  var junit: String?
  var summary: String?
  var force = false
  var frontier = FrontierStrategy.replay

  mutating func set(arguments: [String]) throws(InvocationError) { try Self.none(arguments) }

  func validate(_ globals: GlobalOptions) throws(InvocationError) {
    for (knob, _) in knobs {
      if let only = knob.declaration.platform, !platforms.contains(only) {
        let (p, name) = (only.rawValue, platformName(only))
        throw InvocationError(
          Words(
            en: "--set \(knob.name) exists on \(name) only: check --platform \(p) or both",
            es: "--set \(knob.name) solo existe en \(name): check --platform \(p) o both"))
      }
    }
  }

  /// The search's options: these, the global ones, and the machine's defaults.
  func options(_ globals: GlobalOptions) -> StateSpace.Options {
    var options = StateSpace.Options()
    options.depth = depth
    options.platforms = platforms
    options.hayCuentas = globals.session.hayCuentas
    options.knobs = knobs
    options.jobs = jobs ?? processors()
    options.shard = shard
    options.maxStates = maxStates
    options.maxMemory = maxMemory ?? ProcessMemory.physical() / 2
    options.frontier = frontier
    return options
  }

  func run(_ globals: GlobalOptions) throws -> Int32 {
    let language = globals.language
    let options = options(globals)
    if let out { try checkTarget(out, as: .counterexample, force: force) }
    if let junit { try checkTarget(junit, as: .junit, force: force) }
    if let summary { try checkTarget(summary, as: .summary, force: force) }
    let live = isatty(2) == 1
    let progress = CheckProgress(language: language)
    let start = FileIO.monotonicNanoseconds()
    var bounded = options
    let deadline = maxTime.map { start + $0.nanoseconds }
    bounded.stop = {
      stopSignal.load(ordering: .relaxed) != 0
        || deadline.map { FileIO.monotonicNanoseconds() >= $0 } ?? false
    }
    // SIGHUP, SIGINT, SIGQUIT and SIGTERM end the search as at a bound: the summary of the
    // levels it finished is printed before pdx exits 128 + the signal (TLC's way).
    installStopHandlers()
    let result = StateSpace(bounded).run(progress: live ? { progress.show($0) } : nil)
    let seconds = Double(FileIO.monotonicNanoseconds() - start) / 1e9
    if live { progress.clear() }
    let signal = stopSignal.load(ordering: .relaxed)
    let summary = CheckSummary(
      result: result, options: options, language: language, maxTime: maxTime?.given,
      signal: signal)
    // A switch, not a comparison: a new output format is a build error here until the check
    // says how it prints. A global `--format json` before the subcommand still means JSON.
    let chosen: CheckFormat
    switch globals.session.format {
    case .text: chosen = format ?? .text
    case .json: chosen = format ?? .json
    }
    let text = chosen != .json
    if text {
      for line in summary.lines { standardOutput.line(line) }
      diagnostic(summary.timing(seconds: seconds, peak: ProcessMemory.peak()))
    } else {
      standardOutput.line(summary.json(seconds: seconds, peak: ProcessMemory.peak()))
    }
    var code = summary.exitCode
    let warning = Words(en: "pdx: warning: ", es: "pdx: atención: ")(language)
    if chosen == .github,
      let path = getenv("GITHUB_STEP_SUMMARY").map({ String(cString: $0) }), !path.isEmpty,
      let refusal = SummaryFile.append(summary.markdown(), to: path)
    {
      diagnostic(warning + refusal(language))
    }
    do {
      if let junit { try FileIO.writeAtomically(summary.junit(seconds: seconds), to: junit) }
      if let summaryFile = self.summary {
        try FileIO.writeAtomically(
          SummaryFile.mark + " -->\n" + summary.markdown(), to: summaryFile)
      }
    } catch {
      diagnostic("error: " + error.words(language))
      code = max(code, 2)
    }
    // A bound too small to take a step reached no verdict: the invocation asked for nothing
    // that could be done (2, as for a bad invocation; the summary says why).
    guard let found = result.counterexample else {
      if chosen == .github {
        for line in summary.githubCommands(out: nil) { standardOutput.line(line) }
      }
      return code
    }
    let script = RuleWords.script(found, language)
    guard let out else {
      if text {
        standardOutput.line("")
        standardOutput.text(script)
      }
      if chosen == .github {
        for line in summary.githubCommands(out: nil) { standardOutput.line(line) }
      }
      return code
    }
    do {
      try FileIO.writeAtomically(script, to: out)
    } catch {
      // Checked before the search, yet failing now (a full disk): the counterexample a long
      // search found is printed rather than lost.
      diagnostic(
        "error: " + error.words(language)
          + Words(
            en: "; the counterexample is printed instead",
            es: "; en su lugar, el contraejemplo se escribe aquí")(language))
      standardOutput.line("")
      standardOutput.text(script)
      return 2
    }
    if text {
      let replay = "\(Launcher.name()) run \(out)"
      standardOutput.line(
        Words(
          en: "the counterexample is in \(out): \(replay) replays it",
          es: "el contraejemplo está en \(out): \(replay) lo reproduce")(language))
    }
    if chosen == .github {
      for line in summary.githubCommands(out: out) { standardOutput.line(line) }
    }
    return code
  }
}
