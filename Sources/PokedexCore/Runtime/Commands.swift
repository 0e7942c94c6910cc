extension Engine {
  /// The command's own action, then every follow-up. Throws a rejection before recording
  /// anything when the command is not possible now.
  mutating func run(_ action: UserAction) throws(Rejection) {
    switch action {
    case .launch:
      try requireInstalled()
      guard world.app == nil else { throw Rejection("the app is already running") }
      arrancar(nombre: "launch")
    case .terminate:
      _ = try requireRunning()
      terminar()
    case .restart:
      _ = try requireRunning()
      terminar()
      drain()
      arrancar(nombre: "launch")
    case .install:
      guard !world.dispositivo.instalada else { throw Rejection("the app is already installed") }
      begin("install")
      world.dispositivo.instalada = true
      note("installed, not launched")
      end()
    case .uninstall:
      try requireInstalled()
      if world.app != nil {
        terminar()
        drain()
      }
      desinstalar()
    case .scene(let fase):
      let app = try requireRunning()
      begin("scene \(fase.rawValue)")
      if app.escena == fase { note("the scene is already \(fase.rawValue)") }
      world.app?.escena = fase
      end()
    case .configAccounts(let on): configAccounts(on)
    case .date(let fecha):
      begin("date \(fecha)")
      if world.fecha == fecha { note("the date is already \(fecha)") }
      world.fecha = fecha
      end()
    case .net(let on):
      begin("net \(on ? "on" : "off")")
      if world.backend.red == on { note("the network is already \(on ? "on" : "off")") }
      world.backend.red = on
      end()
    case .signup(let email, let password):
      try enviarFormulario(.crearCuenta, email, password)
    case .login(let email, let password):
      try enviarFormulario(.entrar, email, password)
    case .formMode(let modo):
      let f = try requireForm()
      begin("form mode \(modo.rawValue)")
      if f.modo == modo { note("the form is already in \(modo.rawValue) mode") }
      world.app?.formulario?.modo = modo
      world.app?.formulario?.error = nil
      end()
    case .type(let campo, let texto):
      _ = try requireForm()
      begin("type \(campo.rawValue)")
      editar(campo) { $0 += texto }
      end()
    case .clear(let campo):
      _ = try requireForm()
      begin("clear \(campo.rawValue)")
      editar(campo) { $0 = "" }
      end()
    case .submit:
      _ = try requireForm()
      begin("submit")
      pulsarBoton()
      end()
    case .logout(let confirmar):
      try abrirConfirmacion()
      if confirmar {
        drain()
        try responderConfirmacion(confirmar: true)
      }
    case .confirm: try responderConfirmacion(confirmar: true)
    case .cancel: try responderConfirmacion(confirmar: false)
    case .tapOutside: try gestoDeCierre(tapOutside: true)
    case .dragDown: try gestoDeCierre(tapOutside: false)
    case .openURL(let url): try openURL(url)
    case .tapNotification(let url): try tapNotification(url ?? world.enlaceDelDia)
    case .notify(let url): try notify(url ?? world.enlaceDelDia)
    case .permissionRequest(let permiso, let provisional):
      try pedirPermiso(permiso, provisional: provisional)
    case .allow: try responderAlerta(concedido: true)
    case .deny: try responderAlerta(concedido: false)
    case .systemSettings(let permiso, let on): ajustesDelSistema(permiso, on)
    case .plistAdd(let clave, let valor): editarInfo(clave, valor)
    case .plistRemove(let clave): editarInfo(clave, nil)
    case .tab(let pestana):
      let c = try requireContent()
      begin("tab \(pestana.rawValue)")
      if c.pestana == pestana { note("\(pestana.rawValue) is already the selected tab") }
      world.app?.contenido?.pestana = pestana
      end()
    case .open(let n): try abrirFicha(n)
    case .back: try gestoAtras(boton: true)
    case .swipeBack: try gestoAtras(boton: false)
    case .fav(let n): try favorito(n, marcar: true)
    case .unfav(let n): try favorito(n, marcar: false)
    case .settingsTema(let tema):
      _ = try requireContent()
      begin("settings tema \(tema.rawValue)")
      if world.dispositivo.sandbox.tema == tema { note("the theme is already \(tema.rawValue)") }
      world.dispositivo.sandbox.tema = tema
      end()
    case .settingsFavoritosPorNumero(let on):
      _ = try requireContent()
      begin("settings favoritosPorNumero \(on ? "on" : "off")")
      if world.dispositivo.sandbox.favoritosPorNumero == on {
        note("favoritosPorNumero is already \(on ? "on" : "off")")
      }
      world.dispositivo.sandbox.favoritosPorNumero = on
      end()
    case .setOnchangeInitial(let on):
      begin("set onchange-initial \(on ? "on" : "off")")
      if world.knobs.onchangeInitial == on {
        note("onchange-initial is already \(on ? "on" : "off")")
      }
      world.knobs.onchangeInitial = on
      end()
    case .setDelegateInstallEarly(let early):
      begin("set delegate-install \(early ? "early" : "late")")
      if world.knobs.delegateInstallEarly == early {
        note("delegate-install is already \(early ? "early" : "late")")
      } else if world.app != nil {
        note("takes effect at the next launch: the running app's delegate is already installed")
      }
      world.knobs.delegateInstallEarly = early
      end()
    case .setReportDismissals(let on):
      begin("set report-dismissals \(on ? "on" : "off")")
      if world.knobs.reportDismissals == on {
        note("report-dismissals is already \(on ? "on" : "off")")
      }
      world.knobs.reportDismissals = on
      if on, var app = world.app {
        // Reports back on: the state is the truth again, and the screen follows at once.
        let ops = Reconciler.reconciliar(&app, plataforma: plataforma)
        world.app = app
        for op in ops { ui(op) }
      }
      end()
    }
    drain()
  }
}
