import PdxLanguage
import PdxSession
import PokedexCore
import PokedexShell

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

  /// The global options, in the order helps list them, each bound to what it sets (a
  /// subcommand takes those its row says).
  static let table: [Bound<GlobalOptions>] = [
    .choice(CLI.platform, \.session.platform),
    .custom(CLI.noAccounts) { globals, _ in globals.session.hayCuentas = false },
    .choice(CLI.format, \.session.format),
    .choice(CLI.color, \.colorMode),
    .choice(CLI.lang, \.language),
    .flag(CLI.noPager, \.noPager),
    .stop(CLI.versionOption, .version),
    .stop(CLI.help, .help),
  ]

  /// Colour or not: `always`; or `auto` on a terminal, unless NO_COLOR is set and not empty or
  /// the terminal is a dumb one (it would show escape sequences as text).
  mutating func resolveColor(environment: (String) -> String?, stdoutIsTerminal: Bool) {
    let noColor = !(environment("NO_COLOR") ?? "").isEmpty
    let dumb = environment("TERM") == "dumb"
    session.color =
      colorMode == .always || (colorMode == .auto && stdoutIsTerminal && !noColor && !dumb)
  }
}
