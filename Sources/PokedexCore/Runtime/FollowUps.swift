extension Engine {
  /// One follow-up, recorded as its own action. A follow-up of a process that died meanwhile
  /// does nothing.
  mutating func process(_ f: FollowUp) {
    guard world.app != nil else { return }
    switch f {
    case .restaurar: restaurar()
    case .mostrarFormulario:
      begin("AuthView appears")
      world.app?.formulario = Formulario()
      end()
    case .ocultarFormulario:
      begin("AuthView disappears")
      world.app?.formulario = nil
      end()
    case .construirContenido: construirContenido()
    case .destruirContenido:
      begin("ContentView destroyed")
      world.app?.contenido = nil
      world.app?.pantalla.lista = nil
      world.app?.pantalla.favoritos = nil
      note("ContentView's state (tab, stacks) is gone with it: a new one starts fresh")
      end()
    case .observarEnlace(let initial): observarEnlace(initial: initial)
    case .observarEscena(let initial): observarEscena(initial: initial)
    case .entregarActividad:
      guard let url = world.app?.enlaceActividad else { return }
      begin("MainActivity delivers its waiting link")
      world.app?.enlaceActividad = nil
      abrir(url)
      end()
    case .didReceive(let url, let alArrancar): didReceive(url, alArrancar: alArrancar)
    case .instalarDelegadoTarde:
      begin("delegate installed (late)")
      world.app?.delegadoInstalado = true
      note("UNUserNotificationCenter.delegate set after launch finished (delegate-install late)")
      end()
    case .enlaceExterno(let url): enlaceExterno(url)
    case .respuestaBackend(let modo, let correo, let contrasena):
      respuestaBackend(modo, correo: correo, contrasena: contrasena)
    case .cerradoPorElUsuario(let pestana):
      // Written out: a literal name is never allocated.
      switch pestana {
      case .lista:
        begin("cerradoPorElUsuario(lista)")
        _ = world.app?.contenido?.caminoLista.popLast()
      case .favoritos:
        begin("cerradoPorElUsuario(favoritos)")
        _ = world.app?.contenido?.caminoFavoritos.popLast()
      case .ajustes:
        begin("cerradoPorElUsuario(ajustes)")
      }
      end()
    case .dismiss:
      begin("dismiss")
      world.app?.contenido?.confirmandoSalida = false
      end()
    }
  }

  /// `SessionRepository.restaurar()`: the session saved in the keychain, if any.
  mutating func restaurar() {
    begin("RaizConSesion.task: restaurar()")
    let llavero = world.dispositivo.llavero
    world.app?.sesion = llavero
    world.app?.comprobando = false
    if let s = llavero {
      note("session for \(s) found in the \(plataforma == .ios ? "keychain" : "private storage")")
    }
    end()
  }

  mutating func construirContenido() {
    begin("ContentView built")
    world.app?.contenido = Contenido()
    world.app?.pantalla.lista = []
    world.app?.pantalla.favoritos = []
    end()
    enqueue(.observarEnlace(initial: true))
    enqueue(.observarEscena(initial: true))
    if plataforma == .android, world.app?.enlaceActividad != nil { enqueue(.entregarActividad) }
  }

  mutating func observarEnlace(initial: Bool) {
    // No copy of the app is kept here: one alive while `abrir` changes it would be copied.
    guard let url = world.app.flatMap({ $0.hayContenido ? $0.enlacePendiente : nil }) else {
      return
    }
    if initial && !world.knobs.onchangeInitial {
      begin("ContentView.onChange(of: enlacePendiente)")
      note(
        "\(Quoting.visible(url)) is waiting in the delegate, but onChange without initial: true does not fire"
          + " when the view appears: the link is not handled (set onchange-initial off)")
      end()
      return
    }
    begin(
      world.knobs.onchangeInitial
        ? "ContentView.onChange(of: enlacePendiente, initial: true)"
        : "ContentView.onChange(of: enlacePendiente)")
    abrir(url)
    world.app?.enlacePendiente = nil
    end()
  }

  mutating func observarEscena(initial: Bool) {
    guard let app = world.app, app.hayContenido, app.escena == .active,
      world.dispositivo.notificaciones.permite
    else { return }
    let enlace = world.enlaceDelDia
    begin("ContentView.onChange(of: scenePhase, initial: true)")
    if world.dispositivo.recordatorio == enlace {
      note("RecordatorioDiario.programar() replaces the pending reminder with the same one")
    }
    world.dispositivo.recordatorio = enlace
    end()
  }

  /// ContentView's `abrir(url)`: tab ← lista, then caminoLista ← [n] or [].
  mutating func abrir(_ url: String) {
    switch Destino.parse(url) {
    case .failure(let e):
      note("\(Quoting.visible(url)) parses to nothing (\(e.porque)): ignored")
    case .success(let destino):
      let antes = world.app?.contenido
      world.app?.contenido?.pestana = .lista
      switch destino {
      case .lista: world.app?.contenido?.caminoLista = []
      case .detalle(let n): world.app?.contenido?.caminoLista = [n]
      }
      if antes != nil, world.app?.contenido == antes {
        note("\(Quoting.visible(url)) leads where the app already is: nothing changes")
      }
    }
  }

  mutating func didReceive(_ url: String, alArrancar: Bool) {
    begin("DelegadoDeNotificaciones.didReceive")
    guard world.app?.delegadoInstalado == true else {
      note(
        "the tap that opened the app was discarded: the delegate was not installed yet"
          + " (set delegate-install late)")
      end()
      return
    }
    if world.app?.enlacePendiente == url {
      note(
        "enlacePendiente already holds \(Quoting.visible(url)): the value does not change, so onChange does not"
          + " fire")
    } else {
      world.app?.enlacePendiente = url
    }
    end()
  }

  mutating func enlaceExterno(_ url: String) {
    guard let app = world.app else { return }
    switch (plataforma, app.hayContenido) {
    case (.ios, true), (.android, true):
      begin(plataforma == .ios ? "ContentView.onOpenURL" : "MainActivity.onNewIntent")
      abrir(url)
      end()
    case (.ios, false):
      begin("open-url")
      note(
        "link lost: \(Quoting.visible(url)) reached the app but ContentView is not built (raiz is"
          + " \(app.rama.rawValue)), so no .onOpenURL receives it")
      end()
    case (.android, false):
      begin("MainActivity receives the intent")
      world.app?.enlaceActividad = url
      note("the link waits in the activity until content is built")
      end()
    }
  }

  mutating func respuestaBackend(_ modo: ModoFormulario, correo: String, contrasena: String) {
    guard world.app?.hayFormulario == true else { return }
    let clave = correo.lowercased()
    begin(modo == .entrar ? "backend: signIn" : "backend: signUp")
    var error: ErrorBackend?
    if !world.backend.red {
      error = .sinRed
    } else if modo == .entrar {
      if let guardada = world.backend.cuentas[clave] {
        if guardada != contrasena { error = .contrasenaIncorrecta }
      } else {
        error = .cuentaDesconocida
      }
    } else if world.backend.cuentas[clave] != nil {
      error = .yaRegistrado
    } else {
      world.backend.cuentas[clave] = contrasena
    }
    if let error {
      world.app?.formulario?.error = error.rawValue
    } else {
      world.app?.sesion = clave
      world.dispositivo.llavero = clave
      note(
        "session saved in the \(plataforma == .ios ? "keychain (Llavero)" : "private storage")")
    }
    end()
  }
}
