import Glibc
import PdxLanguage
import PdxRunner
import PdxScripts
import PdxText
import PokedexCore

/// `pdx test [PATH…]`: every `.pdx` below the paths, each in a fresh world, in parallel.
struct TestCommand: Subcommand {
  static let spec = SubcommandSpec(
    name: "test",
    synopsis:
      "test [PATH…] [-j N] [--format text|json|github|tap] [--junit FILE [--force]]"
      + " [--shard K/N] [--fail-fast] [--filter PATTERN]… [--exclude GLOB]… [--update]",
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
            + " failing lines) or tap (TAP version 14)",
          es: "cómo se escribe el informe: text (si no se dice), json, github (órdenes de flujo"
            + " de trabajo en las líneas que fallan) o tap (TAP versión 14)"),
        choices: ReportFormat.allCases.map(\.rawValue)), \.format),
    .text(
      CLIOption(
        spellings: ["--junit"], value: "FILE",
        help: Words(
          en: "also write a JUnit report: one testcase per script (missing folders are made)",
          es: "escribe además un informe JUnit: un `<testcase>` por guion (crea las carpetas que"
            + " falten)")), \.junit),
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
  var force = false
  var shard: (index: Int, count: Int)?
  var failFast = false
  var filters: [String] = []
  var excludes: [String] = []
  var update = false

  mutating func set(arguments: [String]) throws(InvocationError) { paths = arguments }

  func run(_ globals: GlobalOptions) throws -> Int32 {
    var runner = TestRunner()
    runner.jobs = jobs ?? processors()
    runner.shard = shard
    runner.update = update
    runner.options = globals.session
    runner.failFast = failFast
    runner.filters = filters
    runner.excludes = excludes
    runner.named = Set(paths)
    if let junit { try checkTarget(junit, as: .junit, force: force) }
    let scripts: [String]
    do {
      scripts = try runner.discover(paths.isEmpty ? ["."] : paths)
    } catch {
      throw RunError(error.words)
    }
    let language = globals.language
    let warning = Words(en: "pdx: warning: ", es: "pdx: atención: ")(language)
    let results = runner.run(scripts, warn: { diagnostic(warning + $0) })
    var report = OutputBuffer()
    // A global `--format json` before the subcommand still means the report's format.
    // A switch: a new session format is a build error here until the report says its own.
    let session: ReportFormat
    switch globals.session.format {
    case .text: session = .text
    case .json: session = .json
    }
    let chosen = format ?? session
    chosen.report(
      results, style: Style(color: globals.session.color), language: language,
      notRun: scripts.count - results.count, into: &report)
    report.withBytes(standardOutput.bytes)
    if chosen == .github, let path = getenv("GITHUB_STEP_SUMMARY").map({ String(cString: $0) }),
      !path.isEmpty
    {
      let summary = GitHubReport.stepSummary(results, language: language)
      if let refusal = StepSummary.append(summary, to: path) {
        diagnostic(warning + refusal(language))
      }
    }
    if let junit {
      do {
        try FileIO.writeAtomically(JUnit.xml(results, language: language), to: junit)
      } catch {
        throw RunError(error.words)
      }
    }
    return TestRunner.exitCode(results)
  }
}

/// `$GITHUB_STEP_SUMMARY`: the file GitHub Actions shows on the run's page. Appended to, never
/// created (the runner creates it), and only when it is a regular file.
enum StepSummary {
  /// Nil when appended; else why not.
  static func append(_ text: String, to path: String) -> Words? {
    let shown = Quoting.guillemets(path)
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
    var st = stat()
    guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else {
      return Words(
        en: "GITHUB_STEP_SUMMARY \(shown) is not a regular file: no summary written",
        es: "GITHUB_STEP_SUMMARY \(shown) no es un fichero normal: no se escribe el resumen")
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
