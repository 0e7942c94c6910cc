import Glibc
import PdxExplore
import PdxLanguage
import PdxRunner
import PdxScripts

/// `pdx explore`: random commands with the invariants checked after every step.
struct ExploreCommand: Subcommand {
  static let spec = SubcommandSpec(
    name: "explore", synopsis: "explore [--seed S] [--steps N]",
    summary: Words(
      en: "random commands, the rules checked after each step",
      es: "órdenes al azar, con las reglas comprobadas tras cada paso"),
    details: [
      Words(
        en: "The same seed gives the same commands and the same output (its digest is printed).",
        es: "La misma semilla da las mismas órdenes y la misma salida (se escribe su resumen).")
    ],
    options: options.map(\.option), positional: 0...0,
    globals: [.platform, .noAccounts, .lang, .version, .help],
    refusals: [
      .format: Words(
        en: "explore prints its report as text (its digest covers every step's text)",
        es: "explore escribe su informe como texto (su huella cubre el texto de cada paso)"),
      .color: Words(en: "explore prints no colour", es: "explore no escribe en color"),
    ])

  static let options: [Bound<ExploreCommand>] = [
    .value(
      CLIOption(
        spellings: ["--seed"], value: "S",
        help: Words(en: "the random seed (default 1)", es: "la semilla (1 si no se dice)")), \.seed
    ) { v throws(InvocationError) in
      guard let n = UInt64(v.text) else {
        throw v.wrong(Words(en: "a whole number", es: "un número entero"))
      }
      return n
    },
    .value(
      CLIOption(
        spellings: ["--steps"], value: "N",
        help: Words(
          en: "how many commands (default 10,000)",
          es: "cuántas órdenes (10\u{A0}000 si no se dice)")),
      \.steps
    ) { v throws(InvocationError) in
      try v.number(
        Words(
          en: "a number of steps from 1 to 1,000,000,000",
          es: "un número de pasos de 1 a 1\u{A0}000\u{A0}000\u{A0}000"), 1...Bounds.steps)
    },
  ]

  var seed: UInt64 = 1
  var steps = 10_000

  mutating func set(arguments: [String]) throws(InvocationError) { try Self.none(arguments) }

  func run(_ globals: GlobalOptions) throws -> Int32 {
    var explorer = Explorer(seed: seed, steps: steps)
    explorer.options = globals.session
    // A signal stops the run between two steps: the report says how many ran, and pdx exits
    // 128 + the signal.
    installStopHandlers()
    explorer.stop = { stoppedBy().map(StopSignal.name) }
    let start = FileIO.monotonicNanoseconds()
    let report = explorer.run()
    let seconds = Double(FileIO.monotonicNanoseconds() - start) / 1e9
    for line in report.lines(seed: seed, globals.language) {
      standardOutput.line(line)
    }
    let rate = Numbers.grouped(Int(Double(report.steps) / max(seconds, 1e-9)), globals.language)
    // lint: counted (a rate: steps a second)
    diagnostic(
      Words(en: "explore: \(rate) steps/s", es: "explore: \(rate) pasos/s")(globals.language))
    if report.stoppedBy != nil { return stoppedExitCode() }
    return report.violation == nil ? 0 : 1
  }
}
