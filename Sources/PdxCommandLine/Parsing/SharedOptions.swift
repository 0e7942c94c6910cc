import PdxCommands
import PdxExplore
import PdxLanguage
import PokedexCore

/// Options more than one subcommand takes, declared once.
enum SharedOptions {
  static let jobs = CLIOption(
    spellings: ["--jobs", "-j"], value: "N",
    help: Words(
      en: "run on N threads (1 to 256; default: the cores)",
      es: "trabaja con N hilos (de 1 a 256; si no se dice, los núcleos)"))
  static let force = CLIOption(
    spellings: ["--force"], value: nil,
    help: Words(
      en: "replace the file written even when pdx did not write it (a .pdx script, anything else)",
      es: "reemplaza el fichero aunque no lo haya escrito pdx (sea un guion .pdx o cualquier otro)")
  )
  static let ids = CLIOption(
    spellings: ["--ids"], value: nil,
    help: Words(
      en: "print each event's id beside its sentence, as set ids on does in the shell",
      es: "escribe el id de cada evento junto a su frase, como set ids on en la shell"))
  static let brief = CLIOption(
    spellings: ["--brief"], value: nil,
    help: Words(
      en: "print each step's story alone (actions, ui and log lines, notes), without the paths"
        + " it changes, as set brief on does in the shell",
      es: "escribe solo la historia de cada paso (acciones, líneas ui y de consola, notas), sin"
        + " las rutas que cambia, como set brief on en la shell"))
  static let shard = CLIOption(
    spellings: ["--shard"], value: "K/N",
    help: Words(
      en: "only the K-th of N shares (1 ≤ K ≤ N): run the N shares on N machines",
      es: "solo la K-ésima de N partes (1 ≤ K ≤ N): las N partes en N máquinas"))
  static let maxMemory = CLIOption(
    spellings: ["--max-memory"], value: "SIZE",
    help: Words(
      en: "stop the search cleanly before the process holds SIZE (512M, 2G; default: half the"
        + " memory)",
      es: "para la búsqueda limpiamente antes de que el proceso ocupe TAMAÑO (512M, 2G; si no se"
        + " dice, la mitad de la memoria)"))
  static let frontier = CLIOption(
    spellings: ["--frontier"], value: "replay|worlds",
    help: Words(
      "check and graph --states: re-derive the states to expand, or keep their worlds"
        + " (Scripts/bench measures both)"),
    choices: ["replay", "worlds"], hidden: true)

  /// `--set KNOB=VALUE`, with what a subcommand's help says about it.
  static func knob(_ help: Words) -> CLIOption {
    CLIOption(
      spellings: ["--set"], value: "KNOB=VALUE", help: help, repeatable: true, setsKnob: true)
  }

  /// The knobs and their values, as `check --help` and `graph --help` list them.
  static var knobsParagraph: Words {
    func list(_ only: (Plataforma) -> String) -> String {
      Knob.allCases.map { k in
        let d = k.declaration
        return "\(d.name) \(d.faithful)|\(d.pitfall)" + (d.platform.map(only) ?? "")
      }.joined(separator: ", ")
    }
    return Words(
      en: "The knobs --set takes, each with the lesson's fix first and its pitfall second: "
        + list { " (\(platformName($0)) only)" } + ". What each one reproduces: `help set` in the"
        + " shell, or pdx man.",
      es: "Las palancas que toma --set, cada una con primero el arreglo de la lección y después su"
        + " fallo: " + list { " (solo \(platformName($0)))" }
        + ". Qué reproduce cada una: `help set`"
        + " en la shell, o pdx man.")
  }
}

extension OptionValue {
  /// `-j N`: a number of jobs from 1 to 256.
  func jobs() throws(InvocationError) -> Int {
    guard let n = Int(text), (1...256).contains(n) else {
      throw InvocationError(
        Words(
          en: "-j takes a number of jobs from 1 to 256, not \(quoted)",
          es: "-j toma un número de hilos de 1 a 256, no \(quoted)"))
    }
    return n
  }

  /// `--shard K/N`.
  func shard() throws(InvocationError) -> (index: Int, count: Int) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n,
      n <= Bounds.shards
    else {
      throw InvocationError(
        Words(
          en: "--shard takes K/N with 1 ≤ K ≤ N ≤ 1,000,000, such as 1/4, not \(quoted)",
          es: "--shard toma K/N con 1 ≤ K ≤ N ≤ 1\u{A0}000\u{A0}000, como 1/4, no \(quoted)"))
    }
    return (k, n)
  }

  /// `--depth N`.
  func depth() throws(InvocationError) -> Int {
    try number(
      Words(en: "a depth from 1 to 1,000", es: "una profundidad de 1 a 1000"), 1...Bounds.depth)
  }

  /// `--max-memory SIZE`.
  func size() throws(InvocationError) -> Int {
    guard let bytes = ProcessMemory.size(text) else {
      throw InvocationError(
        Words(
          en: "--max-memory takes a size with its unit, such as 512M or 2G (K, M, G, T: powers of"
            + " 1024), not \(quoted)",
          es: "--max-memory toma un tamaño con su unidad, como 512M o 2G (K, M, G, T: potencias de"
            + " 1024), no \(quoted)"))
    }
    return bytes
  }

  /// `--set KNOB=VALUE` of `subcommand`: the knob, and whether the value is the lesson's fix.
  func knob(_ subcommand: String) throws(InvocationError) -> (knob: Knob, faithful: Bool) {
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    let help = "`pdx \(subcommand) --help`"
    guard parts.count == 2, let knob = Knob.named(parts[0]) else {
      let names = Knob.allCases.map(\.name)
      let list = names.joined(separator: ", ")
      let hint = Suggest.closest(parts.first ?? "", in: names)
      throw InvocationError(
        Words(
          en: "--set takes KNOB=VALUE with a knob of \(help) (\(list)), not \(quoted)",
          es: "--set toma PALANCA=VALOR con una palanca de \(help) (\(list)), no \(quoted)")
          + Words.didYouMean(hint))
    }
    guard knob.values.contains(parts[1]) else {
      let values = knob.values
      throw InvocationError(
        Words(
          en: "--set \(knob.name) takes \(values.joined(separator: " or ")), not"
            + " \(Quoting.guillemets(parts[1]))",
          es: "--set \(knob.name) toma \(values.joined(separator: " o ")), no"
            + " \(Quoting.guillemets(parts[1]))"))
    }
    return (knob, parts[1] == knob.declaration.faithful)
  }
}

extension Array where Element == (knob: Knob, faithful: Bool) {
  /// A knob set again replaces what it was set to.
  mutating func set(_ setting: (knob: Knob, faithful: Bool)) {
    removeAll { $0.knob == setting.knob }
    append(setting)
  }
}
