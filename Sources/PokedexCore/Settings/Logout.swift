extension Engine {
  /// «Cerrar sesión» in Ajustes' «Cuenta» section: selects the ajustes tab and opens the
  /// confirmation (a confirmationDialog on iOS, a bottom sheet on Android).
  mutating func abrirConfirmacion() throws(Rejection) {
    let pestana = try requireContent()
    guard world.app?.sesion != nil else {
      throw Rejection(
        "there is no «Cuenta» section in Ajustes without a session (raiz is"
          + " \(world.app?.rama.rawValue ?? "nil"))")
    }
    begin("logout")
    if pestana != .ajustes { world.app?.contenido?.pestana = .ajustes }
    if world.app?.contenido?.confirmandoSalida == true {
      // Only reachable when a dismissal was not reported (report-dismissals off).
      note(
        "the state already says confirmandoSalida = true: the value does not change, so the"
          + " dialog is not shown again")
    }
    world.app?.contenido?.confirmandoSalida = true
    end()
  }

  /// A button of the confirmation on screen: «Cerrar sesión» (destructive) or «Cancelar».
  mutating func responderConfirmacion(confirmar: Bool) throws(Rejection) {
    let app = try requireRunning()
    guard case .dialogoSalida = app.pantalla.presentado else {
      if let p = app.pantalla.presentado {
        throw Rejection("«\(p.titulo)» is on screen: answer it with allow or deny")
      }
      throw Rejection("no logout confirmation is on screen (logout opens it)")
    }
    if confirmar {
      begin("confirm «Cerrar sesión»")
      world.app?.contenido?.confirmandoSalida = false
      world.app?.sesion = nil
      world.dispositivo.llavero = nil
      if !world.dispositivo.sandbox.favoritos.isEmpty {
        note("favorites stay on this device: they will be here after the next login")
      }
    } else {
      begin("cancel")
      world.app?.contenido?.confirmandoSalida = false
    }
    end()
  }
}
