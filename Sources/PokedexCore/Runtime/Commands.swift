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
      _ = try requireRunning()
      // Running, so `app` is there.
      ajustar(\.app!.escena, fase, "scene", fase.rawValue, que: "the scene")
      end()
    case .configAccounts(let on): configAccounts(on)
    case .date(let fecha):
      ajustar(\.fecha, fecha, "date", fecha.description, que: "the date")
      end()
    case .net(let on):
      ajustar(\.backend.red, on, "net", on ? "on" : "off", que: "the network")
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
      let actual = try requireContent()
      // Written out: the commonest step's name and note are never built.
      switch pestana {
      case .lista: begin("tab lista")
      case .favoritos: begin("tab favoritos")
      case .ajustes: begin("tab ajustes")
      }
      if actual == pestana {
        switch pestana {
        case .lista: note("lista is already the selected tab")
        case .favoritos: note("favoritos is already the selected tab")
        case .ajustes: note("ajustes is already the selected tab")
        }
      } else {
        // Only a real change is written: a write copies an app the snapshot shares.
        world.app?.contenido?.pestana = pestana
      }
      end()
    case .open(let n): try abrirFicha(n)
    case .back: try gestoAtras(boton: true)
    case .swipeBack: try gestoAtras(boton: false)
    case .fav(let n): try favorito(n, marcar: true)
    case .unfav(let n): try favorito(n, marcar: false)
    case .settingsTema(let tema):
      try requireContent()
      ajustar(\.dispositivo.sandbox.tema, tema, "settings tema", tema.rawValue, que: "the theme")
      end()
    case .settingsFavoritosPorNumero(let on):
      try requireContent()
      ajustar(
        \.dispositivo.sandbox.favoritosPorNumero, on, "settings favoritosPorNumero",
        on ? "on" : "off", que: "favoritosPorNumero")
      end()
    case .setOnchangeInitial(let on):
      ajustar(\.knobs.onchangeInitial, on, "set onchange-initial", on ? "on" : "off")
      end()
    case .setDelegateInstallEarly(let early):
      let cambia = ajustar(
        \.knobs.delegateInstallEarly, early, "set delegate-install", early ? "early" : "late")
      if cambia, world.app != nil {
        note("takes effect at the next launch: the running app's delegate is already installed")
      }
      end()
    case .setReportDismissals(let on):
      ajustar(\.knobs.reportDismissals, on, "set report-dismissals", on ? "on" : "off")
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

  /// Begins the action `name shown` and sets a value, with a note when it already had it
  /// (`que` names it in the note; the command's last word by default). The caller ends the
  /// action. Returns whether the value changed.
  @discardableResult
  mutating func ajustar<T: Equatable>(
    _ path: WritableKeyPath<World, T>, _ value: T, _ name: String, _ shown: String,
    que: String? = nil
  ) -> Bool {
    begin(name + " " + shown)
    let cambia = world[keyPath: path] != value
    if cambia {
      // Only a real change is written: a write copies what the snapshot shares.
      world[keyPath: path] = value
    } else {
      note("\(que ?? String(name.split(separator: " ").last ?? "")) is already \(shown)")
    }
    return cambia
  }
}
