import PdxCommands
import PokedexCore

/// The commands `pdx check` tries from every state: a bounded alphabet that still reaches every
/// flow of the lessons. Written as the commands a student types, parsed by the shell's own
/// parser, so a counterexample is those same lines.
public struct Alphabet: Sendable {
  public struct Letter: Sendable {
    public let text: String
    public let action: UserAction
    /// The line as echoed, its password masked.
    public let shown: String
  }

  public let letters: [Letter]
  /// The passwords the letters type: what `no-password-in-output` looks for.
  public let passwords: [String]

  /// Three Pokémon, links to them and one that does not parse, one account with its right and
  /// a wrong password, every permission answer, the scene's phases, the app's life, the
  /// network, every tab, dialog answer and gesture.
  public static let standard = Alphabet(lines: standardLines)

  /// The standard alphabet's lines, unparsed: what `pdx check --help` lists (every pdx run
  /// builds the help's table, and parsing them would cost every run more than its start).
  public static let standardLines = [
    "launch", "terminate", "restart", "install", "uninstall",
    "scene active", "scene inactive", "scene background",
    "net on", "net off", "net slow",
    "signup ash@kanto.com pikachu", "login ash@kanto.com pikachu", "login ash@kanto.com wrongpw",
    "open-url pokedex://lista", "open-url pokedex://pokemon/1", "open-url pokedex://pokemon/4",
    "open-url pokedex://pokemon/25", "open-url pokedex://pokemon/0",
    "tap-notification", "tap-notification pokedex://pokemon/25", "tap-notification pokedex://lista",
    "tap-notification pokedex://pokemon/0",
    "notify",
    "permission request", "permission request --provisional", "allow", "deny",
    "system-settings notifications on", "system-settings notifications off",
    "tab lista", "tab favoritos", "tab ajustes",
    "open 1", "open 4", "open 25", "back", "swipe-back",
    "fav 1", "fav 4", "fav 25", "unfav 1", "unfav 4", "unfav 25",
    "logout", "confirm", "cancel", "tap-outside", "drag-down", "settings tema oscuro",
  ]

  init(lines: [String]) {
    letters = lines.map { line in
      // Every line here parses to a user action (a test keeps it so).
      guard case .action(let action)? = (try? Parser.parse(line))?.invocation else {
        preconditionFailure("the alphabet's line \(line) is not a user action")
      }
      return Letter(text: line, action: action, shown: Secrets.masked(line))
    }
    var typed: [String] = []
    for letter in letters {
      // The rule `no-password-in-output` looks for these in the output: it needs their text.
      if let password = letter.action.typedPassword?.revealed, !typed.contains(password) {
        typed.append(password)
      }
    }
    passwords = typed
  }
}
