import PdxCommands
import PdxLanguage
@_spi(Internals) import PokedexCore

// The lessons' rules about links: a notification's tap and an external link are handled, or
// wait where the lesson says they wait (the delegate, the activity), never lost in silence.
extension Rules {
  static let noStuckLink = Rule(
    name: .noStuckLink, lesson: .laPuertaYLaCuenta, scope: .state,
    statement: Words(
      en: "a link never waits in the delegate while ContentView exists",
      es: "un enlace nunca espera en el delegado mientras ContentView existe"),
    brokenBy: [.onchangeInitial, .resetLink]
  ) { i in
    guard let app = i.after.app, app.contenido != nil, let link = app.enlacePendiente else {
      return nil
    }
    let shown = Quoting.visible(link)
    return Breach(
      en: "\(shown) waits in the delegate while ContentView exists",
      es: "\(shown) espera en el delegado mientras ContentView existe",
      expecting: .equals(.field(.delegadoEnlacePendiente), .null))
  }

  static let tapHandledOrWaiting = Rule(
    name: .tapHandledOrWaiting, lesson: .delAvisoALaFicha,
    statement: Words(
      en: "a tapped notification is handled, or waits visibly in the delegate; never silently"
        + " dropped",
      es: "un aviso tocado se atiende, o se queda esperando en el delegado, donde se ve; nunca"
        + " se pierde sin que se note"),
    brokenBy: [.delegateInstall, .resetLink, .switchTab],
    after: Rule.Commands("tap-notification") {
      if case .tapNotification = $0 { true } else { false }
    }
  ) { i in
    guard case .tapNotification(let tapped) = i.action, let app = i.after.app else { return nil }
    let link = tapped ?? i.before.linkOfTheDay
    // Waiting in the delegate is visible (`show`), content or not; a link that waits while
    // content is built is `no-stuck-link`'s to report. (Asked before the link is parsed: every
    // tap of a check comes here, and the comparison is the cheaper.)
    if app.enlacePendiente == link { return nil }
    guard case .success(let destination) = Destino.parse(link) else { return nil }
    if app.contenido != nil {
      guard app.contenido?.pestana != .lista || !destination.isPath(app.contenido?.caminoLista)
      else { return nil }
      // The words only once the rule broke: every tap of a check comes here.
      let shownLink = Quoting.visible(link)
      if let offScreen = handledOffScreen(
        "the tapped " + shownLink, "el toque en " + shownLink, destination, app)
      {
        return offScreen
      }
      return Breach(
        en: "the tapped \(shownLink) was neither handled nor kept waiting",
        es: "el toque en \(shownLink) ni se atendió ni quedó esperando",
        expecting: shown(destination, in: app))
    }
    let shownLink = Quoting.visible(link)
    return Breach(
      en: "the tapped \(shownLink) is not waiting in the delegate for ContentView",
      es: "el toque en \(shownLink) no espera en el delegado a que aparezca ContentView",
      expecting: .equals(.field(.delegadoEnlacePendiente), .string(link)))
  }

  static let externalLink = Rule(
    name: .externalLink, lesson: .laPuertaYLaCuenta,
    statement: Words(
      en: "an external link is handled; without content it is lost with its note on iOS and"
        + " waits in the activity on Android",
      es: "un enlace externo se atiende; sin contenido, en iOS se pierde con su nota y en"
        + " Android espera en la actividad"),
    brokenBy: [.onNewIntent, .switchTab],
    after: Rule.Commands("open-url") { if case .openURL = $0 { true } else { false } }
  ) { i in
    guard case .openURL(let link) = i.action, let app = i.after.app,
      case .success(let destination) = Destino.parse(link)
    else { return nil }
    if app.contenido?.pestana == .lista, destination.isPath(app.contenido?.caminoLista) {
      return nil
    }
    switch i.after.dispositivo.plataforma {
    case .ios:
      if app.contenido == nil, i.has(Note.ID.linkLost) { return nil }
      // The words only once the rule broke: every link of a check comes here.
      let shownLink = Quoting.visible(link)
      if let offScreen = handledOffScreen(shownLink, shownLink, destination, app) {
        return offScreen
      }
      return Breach(
        en: "\(shownLink) was neither handled nor reported lost",
        es: "\(shownLink) ni se atendió ni se dio por perdido",
        expecting: (app.contenido != nil)
          ? shown(destination, in: app) : .event(.note(Note.ID.linkLost)))
    case .android:
      if !(app.contenido != nil), app.enlaceActividad == link { return nil }
      let shownLink = Quoting.visible(link)
      if let offScreen = handledOffScreen(shownLink, shownLink, destination, app) {
        return offScreen
      }
      return Breach(
        en: "\(shownLink) was neither handled nor kept in the activity",
        es: "\(shownLink) ni se atendió ni quedó esperando en la actividad",
        expecting: (app.contenido != nil)
          ? shown(destination, in: app) : .equals(.field(.actividadEnlacePendiente), .string(link)))
    }
  }

  /// A link handled onto the Pokédex's stack while another tab stays selected: said as such,
  /// not as a link that went nowhere (a note says it was handled). Nil when it was not.
  static func handledOffScreen(
    _ en: String, _ es: String, _ destination: Destino, _ app: AppProceso
  ) -> Breach? {
    guard let c = app.contenido, destination.isPath(c.caminoLista), c.pestana != .lista else {
      return nil
    }
    return Breach(
      en: "\(en) was handled, but its detail is not on screen: the selected tab is still"
        + " \(c.pestana.rawValue)",
      es: "\(es) se atendió, pero su ficha no se ve: la pestaña seleccionada sigue siendo"
        + " \(c.pestana.rawValue)",
      expecting: .equals(.field(.contenidoPestana), .symbol("lista")))
  }

  /// What a handled link shows: the Pokédex tab selected, with the destination's `path` on
  /// its stack; the expectation that fails on the part that is missing.
  static func shown(_ destination: Destino, in app: AppProceso) -> Expectation {
    app.contenido?.pestana == .lista
      ? .equals(.field(.contenidoCaminoLista), .ints(destination.path))
      : .equals(.field(.contenidoPestana), .symbol("lista"))
  }
}

extension Destino {
  /// The Pokédex tab's stack `abrir` leaves for this destination.
  var path: [Int] {
    switch self {
    case .lista: []
    case .detalle(let n): [n]
    }
  }

  /// Whether `stack` is `path`, compared in place: the rules ask it of every link a check
  /// follows, and `path` makes an array each time (an allocation for a detail).
  func isPath(_ stack: [Int]?) -> Bool {
    guard let stack else { return false }
    switch self {
    case .lista: return stack.isEmpty
    case .detalle(let n): return stack.count == 1 && stack[0] == n
    }
  }
}
