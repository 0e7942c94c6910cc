extension Engine {
  /// `logout`: «Cerrar sesión» in Ajustes' «Cuenta» section selects the ajustes tab and opens
  /// the confirmation (a confirmationDialog on iOS, a bottom sheet on Android); `--confirm`
  /// also confirms it.
  mutating func logout(confirm: Bool) throws(Rejection) {
    let pestana = try requireContent()
    guard world.app?.sesion != nil else { throw .noAccountSection(world.app?.branch) }
    action(.logout) { e in
      if pestana != .ajustes { e.world.app?.contenido?.pestana = .ajustes }
      if e.world.app?.contenido?.confirmandoSalida == true {
        // Only reachable when a dismissal was not reported (report-dismissals off).
        e.note(.confirmationNotShownAgain)
      }
      e.world.app?.contenido?.confirmandoSalida = true
    }
    if confirm {
      drain()
      try self.confirm()
    }
  }

  /// «Cerrar sesión» (destructive) in the confirmation on screen.
  mutating func confirm() throws(Rejection) {
    try requireConfirmation()
    action(.confirmLogout) { e in
      e.world.app?.contenido?.confirmandoSalida = false
      e.world.app?.sesion = nil
      e.world.dispositivo.llavero = nil
      if !e.world.dispositivo.sandbox.favoritos.isEmpty { e.note(.favoritesStay) }
    }
  }

  /// «Cancelar» in the confirmation on screen: not drawn on iOS 26.
  mutating func cancel() throws(Rejection) {
    try requireConfirmation()
    if case .logout(.ios, cancelDrawn: false) = world.app?.pantalla.presentado {
      throw .cancelNotDrawn
    }
    action(.cancel) { $0.world.app?.contenido?.confirmandoSalida = false }
  }

  /// The report of a dismissal by the user (`tap-outside`, `drag-down`).
  mutating func dismiss() {
    action(.dismiss) { $0.world.app?.contenido?.confirmandoSalida = false }
  }

  /// UIKit's dismissal animation ends: only now does the reconciler let go of its reference
  /// (`nil-before-dismiss off`).
  mutating func dismissalEnded() {
    guard world.app?.pantalla.dismissing == true else { return }
    action(.dismissalEnded) { e in
      e.world.app?.pantalla.dismissing = false
      e.world.app?.pantalla.presentado = nil
    }
  }

  private func requireConfirmation() throws(Rejection) {
    let app = try requireRunning()
    guard case .logout = app.pantalla.presentado else {
      if let p = app.pantalla.presentado { throw .answerTheAlert(title: p.title) }
      throw .noConfirmation
    }
  }
}
