import Glibc
import PdxLanguage
import PdxRunner
import PdxScripts
import PdxSession
import PdxText
import PokedexCore
import Synchronization

/// `pdx test [PATH…]`: every `.pdx` below the paths, each in a fresh world, in parallel.
struct TestCommand: Subcommand {
  static let spec = SubcommandSpec(
    name: "test",
    synopsis:
      "test [PATH…] [-j N] [--format text|json|github|tap] [--junit FILE] [--summary FILE]"
      + " [--force] [--shard K/N] [--fail-fast] [--filter PATTERN]… [--exclude GLOB]…"
      + " [--last-failed] [--rerun-failed N] [--strict] [--update]",
    summary: Words(
      en: "every .pdx below the paths, each in a fresh world, in parallel",
      es: "cada .pdx bajo las rutas, cada uno en un mundo nuevo, en paralelo"),
    details: TestHelp.details,
    options: options.map(\.option), positional: 0...Int.max, positionalName: "PATH")

  static let options: [Bound<TestCommand>] = [
    .value(SharedOptions.jobs, \.jobs) { v throws(InvocationError) in try v.jobs() },
    .choice(
      CLIOption(
        spellings: ["--format"], value: "text|json|github|tap",
        help: Words(
          en: "how the report prints: text (default), json, github (workflow commands at the"
            + " failing lines) or tap (TAP version 13)",
          es: "cómo se escribe el informe: text (si no se dice), json, github (órdenes de flujo"
            + " de trabajo en las líneas que fallan) o tap (TAP versión 13)"),
        choices: ReportFormat.allCases.map(\.rawValue)), \.format),
    .text(
      CLIOption(
        spellings: ["--junit"], value: "FILE",
        help: Words(
          en: "also write a JUnit report: one testcase per script (missing folders are made)",
          es: "escribe además un informe JUnit: un `<testcase>` por guion (crea las carpetas que"
            + " falten)")), \.junit),
    .text(
      CLIOption(
        spellings: ["--summary"], value: "FILE",
        help: Words(
          en: "also write the step summary in Markdown, for any CI: the failures with their"
            + " lines, the counts, the slowest scripts (missing folders are made)",
          es: "escribe además el resumen del paso en Markdown, para cualquier CI: los fallos con"
            + " sus líneas, las cuentas, los guiones más lentos (crea las carpetas que falten)")),
      \.summary),
    .flag(SharedOptions.force, \.force),
    .value(SharedOptions.shard, \.shard) { v throws(InvocationError) in try v.shard() },
    .flag(
      CLIOption(
        spellings: ["--fail-fast"], value: nil,
        help: Words(
          en: "start no script after one fails or is wrong",
          es: "no empieza ningún guion después de que uno falle o esté mal")), \.failFast),
    .custom(
      CLIOption(
        spellings: ["--filter"], value: "PATTERN",
        help: Words(
          en: "only the scripts whose path contains PATTERN (repeatable: any of them)",
          es: "solo los guiones cuya ruta contiene PATRÓN (se puede repetir: basta con uno)"),
        repeatable: true)
    ) { test, v in test.filters.append(v.text) },
    .custom(
      CLIOption(
        spellings: ["--exclude"], value: "GLOB",
        help: Words(
          en: "leave out the scripts whose path or file name matches GLOB (repeatable)",
          es: "deja fuera los guiones cuya ruta o nombre de fichero encaja con PATRÓN (se puede"
            + " repetir)"),
        repeatable: true)
    ) { test, v in test.excludes.append(v.text) },
    .flag(
      CLIOption(
        spellings: ["--last-failed"], value: nil,
        help: Words(
          en: "only the scripts that failed, were wrong or were flaky in the last run here (all"
            + " of them when none was)",
          es: "solo los guiones que fallaron, estaban mal o fueron inestables en la última"
            + " ejecución aquí (todos cuando ninguno)")), \.lastFailed),
    .value(
      CLIOption(
        spellings: ["--rerun-failed"], value: "N",
        help: Words(
          en: "run a script that failed again, up to N times (1 to 10): one that then passes is"
            + " reported flaky, never passed",
          es: "vuelve a ejecutar un guion que falló, hasta N veces (de 1 a 10): uno que entonces"
            + " pasa se da por inestable, nunca por aprobado")), \.rerunFailed
    ) { v throws(InvocationError) in
      try v.number(
        Words(en: "a number of retries from 1 to 10", es: "un número de reintentos de 1 a 10"),
        1...10)
    },
    .flag(
      CLIOption(
        spellings: ["--strict"], value: nil,
        help: Words(
          en: "an unexpected pass (a counterexample that no longer fails) or a flaky script"
            + " fails the run",
          es: "un guion que pasa sin esperarse (un contraejemplo que ya no falla) o uno inestable"
            + " hace fallar la ejecución")), \.strict),
    .flag(
      CLIOption(
        spellings: ["--update"], value: nil,
        help: Words(
          en: "rewrite the transcript blocks (| …) from a real run; nothing else changes",
          es: "reescribe los bloques de transcripción (| …) con lo que sale de verdad; nada más"
            + " cambia")), \.update),
  ]

  var paths: [String] = []
  var jobs: Int?
  var format: ReportFormat?
  var junit: String?
  var summary: String?
  var force = false
  var shard: (index: Int, count: Int)?
  var failFast = false
  var filters: [String] = []
  var excludes: [String] = []
  var lastFailed = false
  var rerunFailed: Int?
  var strict = false
  var update = false

  mutating func set(arguments: [String]) throws(InvocationError) { paths = arguments }

  func validate(_ globals: GlobalOptions) throws(InvocationError) {
    // A rewrite made on a retry would hide the run that failed.
    if update, rerunFailed != nil {
      throw InvocationError(
        Words(
          en: "--rerun-failed does not go with --update, which rewrites what it runs",
          es: "--rerun-failed no va con --update, que reescribe lo que ejecuta"))
    }
  }

  func run(_ globals: GlobalOptions) throws -> Int32 {
    // SIGHUP, SIGINT, SIGQUIT and SIGTERM stop the run: no script starts after one, a running
    // one stops between two lines, and the report of what ran is printed before pdx exits
    // 128 + the signal.
    installStopHandlers()
    var runner = TestRunner()
    runner.jobs = jobs ?? processors()
    runner.shard = shard
    runner.update = update
    runner.options = globals.session
    runner.failFast = failFast
    runner.filters = filters
    runner.excludes = excludes
    runner.named = Set(paths)
    runner.rerunFailed = rerunFailed ?? 0
    runner.strict = strict
    if let junit { try checkTarget(junit, as: .junit, force: force) }
    if let summary { try checkTarget(summary, as: .summary, force: force) }
    let language = globals.language
    let warning = Words(en: "pdx: warning: ", es: "pdx: atención: ")(language)
    let cache = LastRun.folder(environment: { getenv($0).map { String(cString: $0) } })
    var chosen: [String]
    do {
      chosen = try runner.selection(paths.isEmpty ? ["."] : paths)
    } catch {
      throw RunError(error.words)
    }
    if lastFailed {
      let record: LastRun
      do {
        record = try LastRun.read(folder: cache)
      } catch {
        throw RunError(error.words)
      }
      let root = LastRun.root()
      let failed = record.failedScripts(chosen) { LastRun.key($0, root: root) }
      if failed.isEmpty {
        // As pytest's --lf: nothing failed last time, so everything runs (and says so).
        let scripts = Numbers.counted(chosen.count, ("script", "scripts"), ("guion", "guiones"))
        diagnostic(
          warning
            + Words(
              en: "--last-failed: no script here failed last time; running all \(scripts.en)",
              es: "--last-failed: ningún guion de aquí falló la última vez; se ejecutan los"
                + " \(scripts.es)")(language))
      } else {
        chosen = failed
      }
    }
    let scripts = runner.shared(chosen)
    runner.stopRequested = { stopSignal.load(ordering: .relaxed) != 0 }
    let results = runner.run(scripts, warn: { diagnostic(warning + $0) })
    let signal = stopSignal.load(ordering: .relaxed)
    let notRun = scripts.count - results.count
    // Kept for --last-failed: not after --update (its verdicts are of the rewritten text), nor
    // what a signal cut short.
    if !update, signal == 0 {
      do {
        try LastRun.record(results, folder: cache, force: force)
      } catch {
        diagnostic(
          warning
            + (Words(
              en: "the verdicts are not kept for --last-failed: ",
              es: "los veredictos no se guardan para --last-failed: ") + error.words)(language))
      }
    }
    // A global `--format json` before the subcommand still means the report's format.
    // A switch: a new session format is a build error here until the report says its own.
    let session: ReportFormat
    switch globals.session.format {
    case .text: session = .text
    case .json: session = .json
    }
    let chosenFormat = format ?? session
    // The files first: what they say (a refusal, an error) comes before the report, whose
    // closing line stays the last a log shows.
    let markdown = StepSummary.test(results, language: language, notRun: notRun, signal: signal)
    if chosenFormat == .github,
      let path = getenv("GITHUB_STEP_SUMMARY").map({ String(cString: $0) }), !path.isEmpty
    {
      if let refusal = SummaryFile.append(markdown, to: path) {
        diagnostic(warning + refusal(language))
      }
    }
    var code = TestRunner.exitCode(results)
    do {
      if let junit {
        try FileIO.writeAtomically(
          JUnit.xml(results, language: language, notRun: notRun, signal: signal), to: junit)
      }
      if let summary {
        try FileIO.writeAtomically(SummaryFile.mark + " -->\n" + markdown, to: summary)
      }
    } catch {
      diagnostic("error: " + error.words(language))
      code = max(code, 2)
    }
    var report = OutputBuffer()
    chosenFormat.report(
      results, style: Style(color: globals.session.color), language: language,
      notRun: notRun, signal: signal, into: &report)
    report.withBytes(standardOutput.bytes)
    return signal != 0 ? 128 + signal : code
  }
}

/// The step summary's files: `$GITHUB_STEP_SUMMARY`, which GitHub Actions shows on the run's
/// page, appended to and never created (the runner creates it); and `--summary FILE`, written
/// whole as `--junit` writes its report.
enum SummaryFile {
  /// The first line of a summary `--summary` wrote: pdx replaces a file that has it.
  static let mark = WrittenKind.summary.mark

  /// Appends `text` to `path`. Nil when appended; else why not. Refused, as a file pdx writes
  /// would be: a `.pdx` script, anything but a regular file, and a file whose mode has no
  /// write bit at all (even for root, who could write it: `chmod a-w` means leave it as it
  /// is). What other steps wrote in it is kept.
  static func append(_ text: String, to path: String) -> Words? {
    let shown = Quoting.guillemets(path)
    if path.hasSuffix(".pdx") {
      return Words(
        en: "GITHUB_STEP_SUMMARY \(shown) is a .pdx script: no summary written",
        es: "GITHUB_STEP_SUMMARY \(shown) es un guion .pdx: no se escribe el resumen")
    }
    // Not followed if a link, not waited on if a FIFO: opened only to be looked at first.
    let fd = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      let why = FileIO.errnoText()
      return Words(
        en: "GITHUB_STEP_SUMMARY \(shown): no summary written (",
        es:
          "GITHUB_STEP_SUMMARY \(shown): no se escribe el resumen (") + why + ")"
    }
    defer { close(fd) }
    guard let mode = FileIO.mode(fd), mode & S_IFMT == S_IFREG else {
      return Words(
        en: "GITHUB_STEP_SUMMARY \(shown) is not a regular file: no summary written",
        es: "GITHUB_STEP_SUMMARY \(shown) no es un fichero normal: no se escribe el resumen")
    }
    guard mode & 0o222 != 0 else {
      return Words(
        en: "GITHUB_STEP_SUMMARY \(shown) is read-only (no write bit in its mode): no summary"
          + " written",
        es: "GITHUB_STEP_SUMMARY \(shown) es de solo lectura (su modo no tiene permiso de"
          + " escritura): no se escribe el resumen")
    }
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeMutableBytes {
        write(fd, $0.baseAddress! + written, $0.count - written)
      }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else {
        let why = FileIO.errnoText()
        return Words(
          en: "GITHUB_STEP_SUMMARY \(shown): the summary was cut short (",
          es:
            "GITHUB_STEP_SUMMARY \(shown): el resumen quedó a medias (") + why + ")"
      }
      written += n
    }
    return nil
  }
}

/// The machine's processors: how many threads `-j` means when it is not given.
func processors() -> Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
