import PokedexCore
import PokedexShell

/// What the global options ask for (`--platform`, `--no-accounts`, `--format`, `--color`,
/// `--lang`): the session every subcommand starts from.
public struct GlobalOptions: Sendable {
  public var session = SessionOptions()
  /// `--color`: auto, always or never; made a yes or no by `resolveColor`.
  public var colorMode = "auto"
  /// `--no-pager`: help taller than the terminal is written straight out, not paged.
  public var noPager = false

  public var language: Language {
    get { session.language }
    set { session.language = newValue }
  }

  /// One global option, read.
  mutating func set(_ option: CLIOption, _ value: OptionValue) throws(InvocationError) {
    switch option.name {
    case "--platform": session.platform = Plataforma(rawValue: try value.choice())!
    case "--no-accounts": session.hayCuentas = false
    case "--format": session.format = OutputFormat(rawValue: try value.choice())!
    case "--color": colorMode = try value.choice()
    case "--lang": language = Language(rawValue: try value.choice())!
    case "--no-pager": noPager = true
    default:
      throw InvocationError(
        Words(en: "unknown option \(option.name)", es: "opción desconocida \(option.name)"))
    }
  }

  /// Colour or not: `always`; or `auto` on a terminal, unless NO_COLOR is set and not empty or
  /// the terminal is a dumb one (it would show escape sequences as text).
  mutating func resolveColor(environment: (String) -> String?, stdoutIsTerminal: Bool) {
    let noColor = !(environment("NO_COLOR") ?? "").isEmpty
    let dumb = environment("TERM") == "dumb"
    session.color =
      colorMode == "always" || (colorMode == "auto" && stdoutIsTerminal && !noColor && !dumb)
  }
}
