// The table of pdx's options and subcommands: each subcommand declares its row (`spec`) beside
// its code (Subcommands/), and parsing, `pdx --help`, `pdx SUB --help`, the man page and the
// shell completions all read these rows. Every sentence is in both languages.

import PdxLanguage
import PdxSession

/// An option of the command line.
public struct CLIOption: Sendable {
  /// `--jobs` and `-j`: the first is the option's name.
  public let spellings: [String]
  /// What its value is called (`N`, `FILE`); nil for a flag.
  public let value: String?
  public let help: Words
  /// The values it takes, when they are a fixed set (for completion and the check).
  public var choices: [String] = []
  public var repeatable = false
  /// Its value is a knob and one of its values, `KNOB=VALUE` (`--set`): completion offers them.
  public var setsKnob = false
  /// In no help, page or completion: what pdx's own scripts use (`--commands-markdown`).
  public var hidden = false

  public var name: String { spellings[0] }
  public var synopsis: String {
    spellings.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
  }
}

/// A subcommand's row of the table: what it takes, what it does, its own options, and which of
/// the global options it takes.
public struct SubcommandSpec: Sendable {
  public let name: String
  /// `run FILE… [--continue]`, after `pdx [OPTIONS]`; alternatives parted by ` | run `.
  public let synopsis: String
  public let summary: Words
  /// Paragraphs `pdx SUB --help` prints after the options: made when asked for (check's list
  /// the alphabet and the rules, which every pdx run would otherwise pay for at start).
  public var details: [Words] { makeDetails() }
  private let makeDetails: @Sendable () -> [Words]
  /// Its options (beyond the global ones), hidden ones included.
  public let options: [CLIOption]
  /// How many positional arguments it takes, and what they are called (for completion).
  public let positional: ClosedRange<Int>
  public let positionalName: String
  /// The values a positional argument takes, when they are a fixed set (for completion).
  public var positionalChoices: [String] = []
  /// The global options it takes (nil: all of them). Any other is an invocation error.
  public var globals: [GlobalOption]? = nil
  /// Why a global option it does not take would make no sense here, said in its error.
  public var refusals: [GlobalOption: Words] = [:]

  init(
    name: String, synopsis: String, summary: Words,
    details: @autoclosure @escaping @Sendable () -> [Words] = [], options: [CLIOption],
    positional: ClosedRange<Int>, positionalName: String = "", positionalChoices: [String] = [],
    globals: [GlobalOption]? = nil, refusals: [GlobalOption: Words] = [:]
  ) {
    self.name = name
    self.synopsis = synopsis
    self.summary = summary
    makeDetails = details
    self.options = options
    self.positional = positional
    self.positionalName = positionalName
    self.positionalChoices = positionalChoices
    self.globals = globals
    self.refusals = refusals
  }

  /// The synopsis's alternatives (`graph FILE … | graph --states …`), one a line.
  public var synopses: [String] {
    var out: [String] = []
    var rest = Substring(synopsis)
    while let bar = rest.firstRange(of: " | " + name + " ") {
      out.append(String(rest[..<bar.lowerBound]))
      rest = rest[rest.index(bar.lowerBound, offsetBy: 3)...]
    }
    return out + [String(rest)]
  }

  /// Its own options that helps, the page and the completions show.
  public var shownOptions: [CLIOption] { options.filter { !$0.hidden } }

  /// Whether it takes the global option.
  /// `--no-pager` goes with every subcommand, as git's does: each one's `--help` may be paged.
  public func takes(_ global: GlobalOption) -> Bool {
    global == .noPager || (globals?.contains(global) ?? true)
  }

  /// Whether an option of its own has the global option's name, and so is read instead.
  public func shadows(_ global: GlobalOption) -> Bool {
    options.contains { $0.name == global.option.name }
  }

  /// The global options it takes that it does not give a meaning of its own.
  public var globalOptions: [CLIOption] {
    GlobalOption.allCases.filter { takes($0) && !shadows($0) }.map(\.option)
  }
}

/// The options every subcommand may take, and the list of subcommands.
public enum CLI {
  /// A value's choices as a usage line shows them (`a|b|c`). Joined by hand: the standard
  /// library's `joined` is generic code here, which asks the runtime for the array's types, and
  /// these are made at every start.
  static func alternatives(_ choices: [String]) -> String {
    var line = ""
    for choice in choices { line += line.isEmpty ? choice : "|" + choice }
    return line
  }

  static let platform = CLIOption(
    spellings: ["--platform"], value: "ios|android",
    help: Words(
      en: "start on that platform (default ios)",
      es: "empieza en esa plataforma (ios si no se dice)"),
    choices: ["ios", "android"])
  static let noAccounts = CLIOption(
    spellings: ["--no-accounts"], value: nil,
    help: Words(en: "start with hayCuentas false", es: "empieza con hayCuentas a false"))
  static let format = CLIOption(
    spellings: ["--format"], value: alternatives(OutputFormat.allCases.map(\.rawValue)),
    help: Words(
      en: "how steps print (json: one object per step per line)",
      es: "cómo se escriben los pasos (json: un objeto por paso, uno por línea)"),
    choices: OutputFormat.allCases.map(\.rawValue))
  static let color = CLIOption(
    spellings: ["--color"],
    value: alternatives(GlobalOptions.ColorMode.allCases.map(\.rawValue)),
    help: Words(
      en: "colour on a terminal unless NO_COLOR (default auto)",
      es: "color en un terminal salvo con NO_COLOR (auto si no se dice)"),
    choices: GlobalOptions.ColorMode.allCases.map(\.rawValue))
  static let lang = CLIOption(
    spellings: ["--lang"], value: "en|es",
    help: Words(
      en: "the language pdx speaks (default: PDX_LANG, else LC_ALL, LC_MESSAGES or LANG: es… is"
        + " Spanish, anything else English)",
      es: "el idioma en que habla pdx (si no se dice: PDX_LANG, si no LC_ALL, LC_MESSAGES o"
        + " LANG: es… es español, cualquier otra cosa inglés)"),
    choices: ["en", "es"])
  static let noPager = CLIOption(
    spellings: ["--no-pager"], value: nil,
    help: Words(
      en: "write help taller than the terminal straight out, not through `$PAGER` or `less`",
      es: "escribe de corrido la ayuda más alta que el terminal, sin pasarla por `$PAGER` ni"
        + " `less`"))
  static let help = CLIOption(
    spellings: ["--help", "-h"], value: nil,
    help: Words(en: "show this help", es: "muestra la ayuda"))
  static let versionOption = CLIOption(
    spellings: ["--version"], value: nil,
    help: Words(en: "print pdx's version", es: "escribe la versión de pdx"))

  /// The global options, in the order helps list them (`GlobalOptions.table`'s). A subcommand
  /// takes those its row says.
  public static let global = GlobalOptions.table.map(\.option)

  /// The subcommands, in the order helps list them.
  static let types: [any Subcommand.Type] = [
    RunCommand.self, TestCommand.self, WalkCommand.self, ExerciseCommand.self,
    ExploreCommand.self, CheckCommand.self, GraphCommand.self, CompareCommand.self,
    CompletionsCommand.self, ManCommand.self,
  ]

  /// The options `pdx` alone takes beyond the global ones (`--ids`, `--brief`), shown in
  /// `pdx --help`, the page and the completions.
  static var shellOptions: [CLIOption] { ShellCommand.spec.shownOptions }

  /// Their rows.
  public static let subcommands: [SubcommandSpec] = types.map { $0.spec }

  public static func subcommand(_ name: String) -> SubcommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// Every subcommand that takes an option spelt so (for the error that says where it goes).
  static func owners(of spelling: String) -> [String] {
    subcommands.filter { $0.options.contains { $0.spellings.contains(spelling) } }.map(\.name)
  }
}
