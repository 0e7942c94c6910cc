extension Engine {
  /// `logout`: «Cerrar sesión» in Ajustes' «Cuenta» section selects the ajustes tab and opens
  /// the confirmation (a confirmationDialog on iOS, a bottom sheet on Android); `--confirm`
  /// also confirms it.
  mutating func logout(confirm: Bool) throws(Rejection) {
    let pestana = try requireContent()
    guard world.app?.sesion != nil else {
      let branch = world.app?.branch.rawValue ?? "nil"
      throw Rejection(
        "there is no «Cuenta» section in Ajustes without a session (raiz is \(branch))")
    }
    action("logout") { e in
      if pestana != .ajustes { e.world.app?.contenido?.pestana = .ajustes }
      if e.world.app?.contenido?.confirmandoSalida == true {
        // Only reachable when a dismissal was not reported (report-dismissals off).
        e.note(
          "the state already says confirmandoSalida = true: the value does not change, so the"
            + " dialog is not shown again")
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
    action("confirm «Cerrar sesión»") { e in
      e.world.app?.contenido?.confirmandoSalida = false
      e.world.app?.sesion = nil
      e.world.dispositivo.llavero = nil
      if !e.world.dispositivo.sandbox.favoritos.isEmpty {
        e.note("favorites stay on this device: they will be here after the next login")
      }
    }
  }

  /// «Cancelar» in the confirmation on screen: not drawn on iOS 26.
  mutating func cancel() throws(Rejection) {
    try requireConfirmation()
    if case .logout(.ios, cancelDrawn: false) = world.app?.pantalla.presentado {
      throw Rejection(
        "«Cancelar» is in the code, but iOS 26 does not draw it: close the dialog with"
          + " tap-outside (set ios 18 draws it)")
    }
    action("cancel") { $0.world.app?.contenido?.confirmandoSalida = false }
  }

  /// The report of a dismissal by the user (`tap-outside`, `drag-down`).
  mutating func dismiss() {
    action("dismiss") { $0.world.app?.contenido?.confirmandoSalida = false }
  }

  /// UIKit's dismissal animation ends: only now does the reconciler let go of its reference
  /// (`nil-before-dismiss off`).
  mutating func dismissalEnded() {
    guard world.app?.pantalla.dismissing == true else { return }
    action("UIKit: the dismissal animation ends") { e in
      e.world.app?.pantalla.dismissing = false
      e.world.app?.pantalla.presentado = nil
    }
  }

  private func requireConfirmation() throws(Rejection) {
    let app = try requireRunning()
    guard case .logout = app.pantalla.presentado else {
      if let p = app.pantalla.presentado {
        throw Rejection("«\(p.title)» is on screen: answer it with allow or deny")
      }
      throw Rejection("no logout confirmation is on screen (logout opens it)")
    }
  }
}
