extension Engine {
  /// `back`: the bar's button.
  mutating func back() throws(Rejection) { try popByUser(button: true) }

  /// `swipe-back`: the edge gesture.
  mutating func swipeBack() throws(Rejection) { try popByUser(button: false) }

  /// `tap-outside`: dismisses the iOS confirmation dialog from the screen.
  mutating func tapOutside() throws(Rejection) { try dismissByUser(tapOutside: true) }

  /// `drag-down`: dismisses the Android sheet from the screen.
  mutating func dragDown() throws(Rejection) { try dismissByUser(tapOutside: false) }

  /// The screen pops first; the report `cerradoPorElUsuario` brings the state along, unless
  /// reports are off.
  private mutating func popByUser(button: Bool) throws(Rejection) {
    let pestana = try requireContent()
    guard pestana != .ajustes else { throw Rejection("Ajustes has no navigation stack") }
    let stack = world.app?.pantalla.stack(pestana) ?? []
    guard let top = stack.last else {
      throw Rejection(
        "nothing to go back to: the \(pestana.rawValue) stack on screen is at its root")
    }
    action(button ? "back" : "swipe-back") { e in
      if pestana == .lista {
        e.world.app?.pantalla.lista?.removeLast()
      } else {
        e.world.app?.pantalla.favoritos?.removeLast()
      }
      switch (pestana == .lista, button) {
      case (true, true): e.ui(PokemonLines.backLista[top])
      case (true, false): e.ui(PokemonLines.swipeLista[top])
      case (false, true): e.ui(PokemonLines.backFavoritos[top])
      case (false, false): e.ui(PokemonLines.swipeFavoritos[top])
      }
      if e.world.knobs[.reportDismissals] {
        e.enqueue(.cerradoPorElUsuario(pestana))
      } else {
        e.note("report-dismissals off: the state is not told")
      }
    }
  }

  /// The screen dismisses first; the report `dismiss` clears the state, unless reports are off.
  private mutating func dismissByUser(tapOutside: Bool) throws(Rejection) {
    let app = try requireRunning()
    guard let p = app.pantalla.presentado else {
      throw Rejection("nothing is presented to dismiss")
    }
    switch p {
    case .alerta:
      throw Rejection("a system alert is answered only with allow or deny")
    case .logout(.ios, _) where !tapOutside:
      throw Rejection("the iOS confirmation dialog is dismissed with tap-outside, not drag-down")
    case .logout(.android, _) where tapOutside:
      throw Rejection("the Android bottom sheet is dismissed with drag-down, not tap-outside")
    case .logout:
      break
    }
    action(tapOutside ? "tap-outside" : "drag-down") { e in
      e.world.app?.pantalla.presentado = nil
      e.ui("dismissed by the user: \(p.kind) «\(p.title)»")
      if e.world.knobs[.reportDismissals] {
        e.enqueue(.dismiss)
      } else {
        e.note("report-dismissals off: the state is not told")
      }
    }
  }

  /// The report of a controller popped by the user: the state's stack follows the screen.
  mutating func cerradoPorElUsuario(_ pestana: Pestana) {
    // Written out: a literal name is never allocated.
    switch pestana {
    case .lista:
      action("cerradoPorElUsuario(lista)") { _ = $0.world.app?.contenido?.caminoLista.popLast() }
    case .favoritos:
      action("cerradoPorElUsuario(favoritos)") {
        _ = $0.world.app?.contenido?.caminoFavoritos.popLast()
      }
    case .ajustes:
      action("cerradoPorElUsuario(ajustes)") { _ in }
    }
  }
}
