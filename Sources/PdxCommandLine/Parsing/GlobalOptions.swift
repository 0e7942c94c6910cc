import PdxLanguage
import PdxSession

/// What the global options ask for (`--platform`, `--no-accounts`, `--format`, `--color`,
/// `--lang`): the session every subcommand starts from.
public struct GlobalOptions: Sendable {
  public var session = SessionOptions()
  /// `--color`; made a yes or no by `resolveColor`.
  public var colorMode = ColorMode.auto
  /// `--no-pager`: help taller than the terminal is written straight out, not paged.
  public var noPager = false

  /// `--color`'s values.
  public enum ColorMode: String, CaseIterable, Sendable {
    /// Colour on a terminal, unless NO_COLOR or a dumb terminal.
    case auto
    case always
    case never
  }

  public var language: Language {
    get { session.language }
    set { session.language = newValue }
  }

  /// The global options, in the order helps list them, each bound to what it sets.
  static let table: [Bound<GlobalOptions>] = GlobalOption.allCases.map(\.bound)

  /// Colour or not: `always`; or `auto` on a terminal, unless NO_COLOR is set and not empty or
  /// the terminal is a dumb one (it would show escape sequences as text).
  mutating func resolveColor(environment: (String) -> String?, stdoutIsTerminal: Bool) {
    let noColor = !(environment("NO_COLOR") ?? "").isEmpty
    let dumb = environment("TERM") == "dumb"
    session.color =
      colorMode == .always || (colorMode == .auto && stdoutIsTerminal && !noColor && !dumb)
  }
}

/// A global option, named as a value: a subcommand's row says which it takes and why it refuses
/// others by these cases, so a misspelt or removed option is a build error, and a new one is
/// one case here and what it sets.
public enum GlobalOption: CaseIterable, Sendable {
  case platform
  case noAccounts
  case format
  case color
  case lang
  case noPager
  case version
  case help

  /// The option as helps show it.
  public var option: CLIOption { bound.option }

  /// The option and what it sets.
  var bound: Bound<GlobalOptions> {
    switch self {
    case .platform: .choice(CLI.platform, \.session.platform)
    case .noAccounts: .custom(CLI.noAccounts) { globals, _ in globals.session.hayCuentas = false }
    case .format: .choice(CLI.format, \.session.format)
    case .color: .choice(CLI.color, \.colorMode)
    case .lang: .choice(CLI.lang, \.language)
    case .noPager: .flag(CLI.noPager, \.noPager)
    case .version: .stop(CLI.versionOption, .version)
    case .help: .stop(CLI.help, .help)
    }
  }

  /// The global option spelt `spelling`, if one is.
  static func spelt(_ spelling: String) -> GlobalOption? {
    allCases.first { $0.option.spellings.contains(spelling) }
  }
}
