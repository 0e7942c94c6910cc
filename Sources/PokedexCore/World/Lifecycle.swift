/// How the app was launched: by the user, or by a tap or a link arriving while it was closed.
enum Arranque: Equatable {
  case normal
  case toque(String)
  case enlace(String)
}

extension Engine {
  /// Launches the app: `hayCuentas` and the Info keys are read once, here; the notification
  /// delegate is installed before any screen exists (unless `delegate-install late`).
  mutating func arrancar(nombre: String, con arranque: Arranque = .normal) {
    begin(nombre)
    let hayCuentas = world.proyecto.hayCuentas
    world.app = AppProceso(
      hayCuentas: hayCuentas, info: world.proyecto.info,
      delegadoInstalado: world.knobs.delegateInstallEarly)
    if !hayCuentas {
      note("hayCuentas is false: RaizConSesion builds content directly and never loads the session")
    }
    if case .toque(let url) = arranque { enqueue(.didReceive(url, alArrancar: true)) }
    if !world.knobs.delegateInstallEarly { enqueue(.instalarDelegadoTarde) }
    if hayCuentas { enqueue(.restaurar) }
    end()
    if case .enlace(let url) = arranque { enqueueAfterLaunch(.enlaceExterno(url)) }
  }

  mutating func terminar() {
    begin("terminate")
    if let url = world.app?.enlacePendiente {
      note("the pending link \(Quoting.visible(url)) dies with the process")
    }
    world.app = nil
    end()
  }

  /// iOS wipes the sandbox and the permission answers but keeps the keychain; Android wipes
  /// its private storage too. The backend and the Info keys are never touched.
  mutating func desinstalar() {
    begin("uninstall")
    world.dispositivo.instalada = false
    world.dispositivo.sandbox = Sandbox()
    world.dispositivo.notificaciones = .notDetermined
    world.dispositivo.camara = .notDetermined
    world.dispositivo.recordatorio = nil
    switch plataforma {
    case .ios:
      if world.dispositivo.llavero != nil {
        note("the keychain survives an uninstall on iOS: the saved session stays")
      }
    case .android:
      if world.dispositivo.llavero != nil {
        note("Android wipes the app's private storage: the saved session is gone")
      }
      world.dispositivo.llavero = nil
    }
    end()
  }

  mutating func configAccounts(_ on: Bool) {
    begin("config accounts \(on ? "on" : "off")")
    if world.proyecto.hayCuentas == on {
      note("accounts are already \(on ? "configured" : "not configured")")
    }
    world.proyecto.hayCuentas = on
    if let app = world.app, app.hayCuentas != on {
      note(
        "the running app read hayCuentas = \(app.hayCuentas) at launch: this takes effect at"
          + " the next launch")
    }
    end()
  }

  /// `plist add|remove`: the Info of the target, read by the next launch.
  mutating func editarInfo(_ clave: String, _ valor: String?) {
    begin(
      valor == nil
        ? "plist remove \(Quoting.visible(clave))" : "plist add \(Quoting.visible(clave))")
    if let valor {
      if world.proyecto.info[clave] == valor {
        note("\(Quoting.visible(clave)) already has that value")
      }
      world.proyecto.info[clave] = valor
    } else if world.proyecto.info.removeValue(forKey: clave) == nil {
      note("the Info has no key \(Quoting.visible(clave))")
    }
    if world.app != nil {
      note("takes effect at the next launch (the running build has the old Info)")
    }
    end()
  }

  /// Opening a link or tapping a notification brings a running app to the foreground.
  mutating func traerAlFrente() {
    guard let app = world.app, app.escena != .active else { return }
    begin("scene active")
    world.app?.escena = .active
    note("the app comes to the foreground")
    end()
  }
}
