import PdxExplore
import PdxLanguage
import PdxSession
@_spi(Internals) import PokedexCore

/// The reachable screens (`pdx graph --states`, docs/reference.md §8.2): the state space of
/// `pdx check`, collapsed to what a student sees — the guard's branch, the tab, the top of its
/// stack, a dialog — with the commands that move between them. Thousands of states become a
/// few dozen screens; a move is drawn once for every command that makes it.
public struct ScreenGraph: Sendable {
  /// Screens in the order the search first reached them (the first is where it starts).
  public private(set) var screens: [String] = []
  /// Each screen's family (`AuthView`, a tab, or the screen itself), and its name within it
  /// (`entrar`, `› ficha + alert (notifications)`): the map draws a family as a box.
  public private(set) var families: [String] = []
  public private(set) var names: [String] = []
  /// Moves between two different screens, with the commands that make them, sorted.
  public private(set) var moves: [Pair: Set<String>] = [:]
  /// The depth the memory bound stopped the search at, when it did.
  public private(set) var memoryBound: Int?
  /// The language of the screens' labels that are pdx's words (`app closed`), the legend and
  /// the summary; state values, views and commands are the same in every language.
  public let language: Language

  public struct Pair: Hashable, Sendable, Comparable {
    public var from: Int
    public var to: Int
    public static func < (a: Pair, b: Pair) -> Bool { (a.from, a.to) < (b.from, b.to) }
  }

  /// What the scripts given to `--cover` visited.
  public struct Coverage: Sendable {
    public var screens: Set<Int> = []
    public var moves: Set<Pair> = []
    /// Screens the scripts saw that the search did not reach (deeper, or other knobs).
    public var outside: Set<String> = []
    public init() {}
  }

  /// Searches from a fresh world with `options` (its rules are not checked: this is a
  /// picture) and collapses what it finds, its labels in `language`.
  public init(_ options: StateSpace.Options, language: Language = .en) {
    self.language = language
    var search = options
    search.rules = []
    search.determinism = Int.max
    var screenOf: [Int] = []  // state → screen
    var index: [String: Int] = [:]
    var screens: [String] = []
    var families: [String] = []
    var names: [String] = []
    var moves: [Pair: Set<String>] = [:]
    let letters = search.alphabet.letters
    let result = StateSpace(search).run(
      visit: { visit in
        let label = ScreenGraph.screen(visit.world, language)
        if index[label] == nil {
          index[label] = screens.count
          screens.append(label)
          let (family, name) = ScreenGraph.place(visit.world, language)
          families.append(family)
          names.append(name)
        }
        screenOf.append(index[label]!)
      },
      move: { move in
        let pair = Pair(from: screenOf[move.from], to: screenOf[move.to])
        guard pair.from != pair.to else { return }
        moves[pair, default: []].insert(ScreenGraph.verb(letters[move.letter].text))
      })
    self.screens = screens
    self.families = families
    self.names = names
    self.moves = moves
    memoryBound = result.memoryBound
  }

  /// Which screens and moves a script's steps visit (one call a step).
  public func cover(_ ran: RanStep, into coverage: inout Coverage) {
    guard ran.action != nil, !ran.step.isRejected else { return }
    let from = ScreenGraph.screen(ran.before, language)
    let to = ScreenGraph.screen(ran.after, language)
    let a = screens.firstIndex(of: from)
    let b = screens.firstIndex(of: to)
    for (label, i) in [(from, a), (to, b)] {
      if let i { coverage.screens.insert(i) } else { coverage.outside.insert(label) }
    }
    if let a, let b, a != b, moves[Pair(from: a, to: b)] != nil {
      coverage.moves.insert(Pair(from: a, to: b))
    }
  }

  /// "12 of 31 screens, 40 of 97 moves".
  public func summary(_ c: Coverage) -> String {
    let (seen, all, made, every) = (c.screens.count, screens.count, c.moves.count, moves.count)
    let screenCount = Numbers.counted(all, ("screen", "screens"), ("pantalla", "pantallas"))
    let moveCount = Numbers.counted(every, ("move", "moves"), ("movimiento", "movimientos"))
    var text = Words(
      en: "\(seen) of \(screenCount.en), \(made) of \(moveCount.en)",
      es: "\(seen) de \(screenCount.es), \(made) de \(moveCount.es)")(language)
    if !c.outside.isEmpty {
      let n = c.outside.count
      let screens = Numbers.counted(n, ("screen", "screens"), ("pantalla", "pantallas"))
      text += Words(
        en: " (and \(screens.en) the search did not reach: deeper, or other knobs)",
        es: " (y \(screens.es) que la búsqueda no alcanzó: "
          + (n == 1
            ? "más profunda, o con otras palancas)" : "más profundas, o con otras palancas)"))(
          language)
    }
    return text
  }

  // MARK: What a student sees

  /// A world as a screen: `app closed`, `AuthView (entrar)`, `lista`, `lista › ficha`,
  /// `ajustes + ¿Cerrar la sesión?`, `favoritos + permission alert (notificaciones)`.
  public static func screen(_ world: World, _ language: Language = .en) -> String {
    guard world.dispositivo.instalada else {
      return Words(en: "not installed", es: "no instalada")(language)
    }
    guard let app = world.app else { return Words(en: "app closed", es: "app cerrada")(language) }
    var label: String
    switch app.branch {
    case .comprobando: label = "comprobando"
    case .formulario:
      label = "AuthView (\(app.formulario?.modo.rawValue ?? "entrar"))"
    case .conSesion, .sinCuentas:
      guard let c = app.contenido else {
        label = app.branch.rawValue
        break
      }
      label = c.pestana.rawValue
      let stack =
        c.pestana == .lista ? c.caminoLista : c.pestana == .favoritos ? c.caminoFavoritos : []
      // Which Pokémon is on top does not change the flow: one screen for every ficha.
      if !stack.isEmpty { label += " › ficha" }
      if app.branch == .sinCuentas { label = "sinCuentas · " + label }
    }
    switch app.dialogo(world.dispositivo.plataforma) {
    case .logout?: label += " + " + Presentado.logoutTitle
    case .alerta(let alert)?:
      label +=
        Words(en: " + permission alert (", es: " + diálogo de permiso (")(language)
        + permissionName(alert.permission, language) + ")"
    case nil: break
    }
    return label
  }

  /// A screen's family and its name within it, for the map: the form's screens are a family
  /// (`AuthView`: `entrar`, `crearCuenta + alert (notifications)`), each tab's are one (`lista`:
  /// `lista`, `› ficha`, `+ ¿Cerrar la sesión?`); any other screen is a family of its own.
  static func place(_ world: World, _ language: Language) -> (family: String, name: String) {
    let label = screen(world, language)
    guard let app = world.app else { return (label, label) }
    let family: String
    var name: String
    switch app.branch {
    case .formulario:
      family = "AuthView"
      name = app.formulario?.modo.rawValue ?? "entrar"
    case .conSesion, .sinCuentas:
      guard let c = app.contenido else { return (label, label) }
      family = (app.branch == .sinCuentas ? "sinCuentas · " : "") + c.pestana.rawValue
      let stack =
        c.pestana == .lista ? c.caminoLista : c.pestana == .favoritos ? c.caminoFavoritos : []
      name = stack.isEmpty ? c.pestana.rawValue : "› ficha"
    case .comprobando: return (label, label)
    }
    switch app.dialogo(world.dispositivo.plataforma) {
    case .logout?: name += " + " + Presentado.logoutTitle
    case .alerta(let alert)?:
      name +=
        Words(en: " + alert (", es: " + diálogo (")(language)
        + permissionName(alert.permission, language) + ")"
    case nil: break
    }
    return (family, name)
  }

  /// A command as an edge's label: its verb, and its choice when it has one (`tab lista`,
  /// `scene background`), but not its Pokémon, link or account.
  static func verb(_ line: String) -> String {
    let words = line.split(separator: " ").map(String.init)
    guard let first = words.first else { return line }
    switch first {
    case "tab", "scene", "net", "system-settings":
      return words.prefix(first == "system-settings" ? 3 : 2).joined(separator: " ")
    case "permission":
      return words.contains("--provisional")
        ? "permission request --provisional" : "permission request"
    default: return first
    }
  }
}
