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
    guard pestana != .ajustes else { throw .ajustesHasNoStack }
    let stack = world.app?.pantalla.stack(pestana) ?? []
    guard let top = stack.last else { throw .atRoot(pestana) }
    action(button ? .back : .swipeBack) { e in
      if pestana == .lista {
        e.world.app?.pantalla.lista?.removeLast()
      } else {
        e.world.app?.pantalla.favoritos?.removeLast()
      }
      e.ui(.popByUser(pestana, top, button: button))
      if let forgotten = e.forgottenHook(.didMoveToParent) {
        e.note(.stateNotTold(forgotten))
      } else {
        e.enqueue(.cerradoPorElUsuario(pestana))
      }
    }
  }

  /// The screen dismisses first; the report `dismiss` clears the state, unless reports are off.
  private mutating func dismissByUser(tapOutside: Bool) throws(Rejection) {
    let app = try requireRunning()
    guard let p = app.pantalla.presentado else { throw .nothingPresented }
    switch p {
    case .alerta: throw .alertNeedsAnswer
    case .logout(.ios, _) where !tapOutside: throw .dialogNeedsTapOutside
    case .logout(.android, _) where tapOutside: throw .sheetNeedsDragDown
    case .logout: break
    }
    action(tapOutside ? .tapOutside : .dragDown) { e in
      e.world.app?.pantalla.presentado = nil
      e.ui(.dismissedByUser(p))
      if let forgotten = e.forgottenHook(.presentationDidDismiss) {
        e.note(.stateNotTold(forgotten))
      } else {
        e.enqueue(.dismiss)
      }
    }
  }

  /// The knob whose pitfall keeps the screen from telling the state (lesson 004's two hooks):
  /// `report-dismissals off` forgets both, `hook` off forgets that one alone; nil when the
  /// report is sent.
  func forgottenHook(_ hook: Knob) -> Knob? {
    if !world.knobs[.reportDismissals] { return .reportDismissals }
    return world.knobs[hook] ? nil : hook
  }

  /// The report of a controller popped by the user: the state's stack follows the screen.
  mutating func cerradoPorElUsuario(_ pestana: Pestana) {
    action(.cerradoPorElUsuario(pestana)) { e in
      switch pestana {
      case .lista: _ = e.world.app?.contenido?.caminoLista.popLast()
      case .favoritos: _ = e.world.app?.contenido?.caminoFavoritos.popLast()
      case .ajustes: break
      }
    }
  }
}
