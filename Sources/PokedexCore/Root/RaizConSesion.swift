/// The guard at the root (RaizConSesion): its four branches, and what each one builds.
extension AppProceso {
  /// The guard's branch, derived exactly as RaizConSesion's `if`: without accounts the app goes
  /// straight in; while the session is restored, a spinner; with a session, the content;
  /// otherwise the form.
  package var branch: Branch {
    if !self.hayCuentas { return .sinCuentas }
    if self.comprobando { return .comprobando }
    if self.sesion != nil { return .conSesion }
    return .formulario
  }
}

extension Branch {
  /// Content (the TabView with its tabs, stacks and observers) exists only in these two.
  package var buildsContent: Bool { self == .sinCuentas || self == .conSesion }
}

/// The views the guard builds and destroys as its branch changes (queued by the engine after
/// each action).
extension Engine {
  mutating func showForm() {
    action(.authViewAppears) { $0.world.app?.formulario = Formulario() }
  }

  mutating func hideForm() {
    action(.authViewDisappears) { $0.world.app?.formulario = nil }
  }

  /// ContentView with its own fresh state; its observers fire on appearing.
  mutating func buildContent() {
    action(.contentBuilt) { e in
      e.world.app?.contenido = Contenido()
      e.world.app?.pantalla.lista = []
      e.world.app?.pantalla.favoritos = []
    }
    enqueue(.observeLink(initial: true))
    enqueue(.observeScene(initial: true))
    if platform == .android, world.app?.enlaceActividad != nil { enqueue(.deliverActivityLink) }
  }

  mutating func destroyContent() {
    action(.contentDestroyed) { e in
      e.world.app?.contenido = nil
      e.world.app?.pantalla.lista = nil
      e.world.app?.pantalla.favoritos = nil
      e.note(.contentStateGone)
    }
  }
}
