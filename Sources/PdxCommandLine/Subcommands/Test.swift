import Glibc
import PokedexShell

/// `pdx test [PATH…]`: every `.pdx` below the paths, each in a fresh world, in parallel.
struct TestCommand: Subcommand {
  static let spec = SubcommandSpec(
    name: "test",
    synopsis: "test [PATH…] [-j N] [--junit FILE [--force]] [--shard K/N] [--update]",
    summary: Words(
      en: "every .pdx below the paths, each in a fresh world, in parallel",
      es: "cada .pdx bajo las rutas, cada uno en un mundo nuevo, en paralelo"),
    details: [
      Words(
        en: "Prints ok or FAIL per script and ends with the line `N passed, N failed`. Without a"
          + " PATH, the current folder. With --format json: one object per script (`file`,"
          + " `status`, `duration`, `failures`, `error`), then a summary object.",
        es: "Escribe ok o FAIL por guion y acaba con la línea `N pasan, N fallan`. Sin PATH, la"
          + " carpeta actual. Con --format json: un objeto por guion (`file`, `status`,"
          + " `duration`, `failures`, `error`) y después un objeto con el resumen."),
      Words(
        en: "Exit 0 when every script passes, 1 when one fails, 2 when one is wrong.",
        es: "Sale con 0 cuando pasan todos los guiones, 1 cuando uno falla, 2 cuando uno está"
          + " mal."),
    ],
    options: [
      SharedOptions.jobs,
      CLIOption(
        spellings: ["--junit"], value: "FILE",
        help: Words(
          en: "also write a JUnit report: one testcase per script",
          es: "escribe además un informe JUnit: un testcase por guion")),
      SharedOptions.force, SharedOptions.shard,
      CLIOption(
        spellings: ["--update"], value: nil,
        help: Words(
          en: "rewrite the transcript blocks (| …) from a real run; nothing else changes",
          es: "reescribe los bloques de transcripción (| …) con lo que sale de verdad; nada más"
            + " cambia")),
    ], positional: 0...Int.max, positionalName: "PATH")

  var paths: [String] = []
  var jobs: Int?
  var junit: String?
  var force = false
  var shard: (index: Int, count: Int)?
  var update = false

  mutating func set(_ option: CLIOption, _ value: OptionValue) throws(InvocationError) {
    switch option.name {
    case "--jobs": jobs = try value.jobs()
    case "--junit": junit = value.text
    case "--force": force = true
    case "--shard": shard = try value.shard()
    case "--update": update = true
    default: throw Self.unread(option)
    }
  }

  mutating func set(arguments: [String]) throws(InvocationError) { paths = arguments }

  func run(_ globals: GlobalOptions) throws -> Int32 {
    var runner = TestRunner()
    runner.jobs = jobs ?? processors()
    runner.shard = shard
    runner.update = update
    runner.options = globals.session
    if let junit { try checkTarget(junit, as: .junit, force: force) }
    let scripts: [String]
    do {
      scripts = try runner.discover(paths.isEmpty ? ["."] : paths)
    } catch {
      throw RunError(error.words)
    }
    let warning = Words(en: "pdx: warning: ", es: "pdx: atención: ")(globals.language)
    let results = runner.run(scripts, warn: { diagnostic(warning + $0) })
    var report = OutputBuffer()
    globals.session.format.testReport(
      results, style: Style(color: globals.session.color), language: globals.language,
      into: &report)
    report.withBytes(standardOutput.bytes)
    if let junit {
      do {
        try FileIO.writeAtomically(JUnit.xml(results), to: junit)
      } catch {
        throw RunError(error.words)
      }
    }
    return TestRunner.exitCode(results)
  }
}

/// The machine's processors: how many threads `-j` means when it is not given.
func processors() -> Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
