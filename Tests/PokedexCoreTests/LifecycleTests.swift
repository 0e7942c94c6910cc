import Testing

@testable import PokedexCore

@Suite("The fresh world")
struct FreshWorldTests {
  @Test("the fresh world is ios, installed, running with an active scene, accounts configured")
  func freshDevice() {
    let store = Store()
    #expect(value(store, "dispositivo.plataforma") == .symbol("ios"))
    #expect(value(store, "dispositivo.instalada") == .bool(true))
    #expect(value(store, "app.enMarcha") == .bool(true))
    #expect(value(store, "app.escena") == .symbol("active"))
    #expect(value(store, "config.hayCuentas") == .bool(true))
    #expect(value(store, "hayCuentas") == .bool(true))
  }

  @Test("the fresh world has no account, no session, and shows the form after its launch")
  func freshAuth() {
    let store = Store()
    #expect(store.world.backend.cuentas.isEmpty)
    #expect(value(store, "dispositivo.llavero.sesion") == .null)
    #expect(value(store, "auth.comprobando") == .bool(false))
    #expect(value(store, "auth.sesion") == .null)
    #expect(value(store, "raiz") == .symbol("formulario"))
    #expect(value(store, "formulario.modo") == .symbol("entrar"))
    #expect(value(store, "formulario.correo") == .string(""))
    #expect(value(store, "formulario.errorCorreo") == .null)
    #expect(value(store, "formulario.errorContrasena") == .null)
    #expect(value(store, "formulario.error") == .null)
    #expect(value(store, "formulario.botonActivo") == .bool(false))
    #expect(value(store, "delegado.enlacePendiente") == .null)
    #expect(value(store, "contenido") == .null)
  }

  @Test("the fresh world has permission notDetermined, no favorites, defaults and 2026-01-01")
  func freshDefaults() {
    let store = Store()
    #expect(value(store, "permisos.notificaciones") == .symbol("notDetermined"))
    #expect(value(store, "permisos.camara") == .symbol("notDetermined"))
    #expect(value(store, "favoritos") == ints())
    #expect(value(store, "ajustes.tema") == .symbol("sistema"))
    #expect(value(store, "ajustes.favoritosPorNumero") == .bool(false))
    #expect(value(store, "recordatorio.programado") == .bool(false))
    #expect(value(store, "dialogo") == .null)
    #expect(value(store, "pantalla.presentado") == .null)
    #expect(value(store, "registro") == strs())
    #expect(store.world.fecha == SimDate(year: 2026, month: 1, day: 1))
    #expect(store.world.fecha == SimDate.initial)
  }

  @Test("the fresh world's knobs are at their faithful values")
  func freshKnobs() {
    let knobs = Store().world.knobs
    #expect(knobs[.onchangeInitial])
    #expect(knobs[.delegateInstall])
    #expect(knobs[.reportDismissals])
    let store = Store()
    #expect(value(store, "knobs.onchangeInitial") == .symbol("on"))
    #expect(value(store, "knobs.delegateInstall") == .symbol("early"))
    #expect(value(store, "knobs.reportDismissals") == .symbol("on"))
  }

  @Test("the launch's own transitions are the first step: launch, restore, then the form")
  func launchStep() {
    let step = Store().launchStep
    #expect(step.number == 0)
    #expect(step.error == nil)
    #expect(names(step) == ["launch", "RaizConSesion.task: restaurar()", "AuthView appears"])
    let launch = step.actions[0].changes
    #expect(launch.contains(Change(path: "app.enMarcha", old: .bool(false), new: .bool(true))))
    #expect(launch.contains(Change(path: "raiz", old: .null, new: .symbol("comprobando"))))
    #expect(
      step.actions[1].changes.contains(
        Change(path: "raiz", old: .symbol("comprobando"), new: .symbol("formulario"))))
    #expect(step.change("formulario.modo")?.new == .symbol("entrar"))
    #expect(step.warnings.isEmpty)
  }

  @Test("the fresh world on Android differs only in its platform")
  func freshAndroid() {
    let android = Store(plataforma: .android)
    #expect(value(android, "dispositivo.plataforma") == .symbol("android"))
    var world = android.world
    world.dispositivo.plataforma = .ios
    #expect(world == Store().world)
    #expect(names(android.launchStep) == names(Store().launchStep))
  }

  @Test("--no-accounts starts with hayCuentas false and builds content directly")
  func freshWithoutAccounts() {
    let store = Store(hayCuentas: false)
    #expect(value(store, "config.hayCuentas") == .bool(false))
    #expect(value(store, "hayCuentas") == .bool(false))
    #expect(value(store, "raiz") == .symbol("sinCuentas"))
    #expect(value(store, "contenido") != .null)
    #expect(value(store, "formulario.modo") == .null)
    #expect(names(store.launchStep) == ["launch", "ContentView built"])
    #expect(any(store.launchStep.notes, contains: "never loads the session"))
  }

  @Test("platform X resets everything to the fresh world on X")
  func platformResets() {
    var store = conSesion()
    accepted(&store, .fav(25))
    accepted(&store, .date(SimDate(year: 2026, month: 3, day: 3)))
    accepted(&store, .set(.reportDismissals, faithful: false))
    accepted(&store, .net(false))
    let step = store.reset(plataforma: .android)
    #expect(store.world == Store(plataforma: .android).world)
    #expect(value(store, "dispositivo.plataforma") == .symbol("android"))
    #expect(store.world.backend.cuentas.isEmpty)
    #expect(store.world.knobs == Knobs())
    #expect(store.world.fecha == .initial)
    #expect(names(step) == ["reset"] + names(Store(plataforma: .android).launchStep))
    #expect(step.actions[0].changes.contains { $0.path == "dispositivo.plataforma" })
    #expect(step.number > 0)
    #expect(store.launchStep == step)
  }

  @Test("reset without accounts starts a fresh world with hayCuentas false")
  func resetWithoutAccounts() {
    var store = conSesion()
    _ = store.reset(plataforma: .ios, hayCuentas: false)
    #expect(store.world == Store(hayCuentas: false).world)
    #expect(value(store, "raiz") == .symbol("sinCuentas"))
  }

  @Test("the same actions give the same steps and the same world")
  func deterministic() {
    func run() -> ([Step], World) {
      var store = Store()
      let actions: [UserAction] = [
        .tapNotification(nil), .signup(email: correo, password: key),
        .open(4), .fav(4), .logout(confirm: true),
      ]
      return (actions.map { store.send($0) }, store.world)
    }
    let (a, wa) = run()
    let (b, wb) = run()
    #expect(a == b)
    #expect(wa == wb)
  }
}

@Suite("Lifecycle and device")
struct LifecycleTests {
  @Test("hayCuentas is what the running app read at launch, nil while not running")
  func hayCuentasNilWhenNotRunning() {
    var store = Store()
    let step = accepted(&store, .terminate)
    #expect(value(store, "hayCuentas") == .null)
    #expect(value(store, "config.hayCuentas") == .bool(true))
    #expect(step.change("hayCuentas") == Change(path: "hayCuentas", old: .bool(true), new: .null))
  }

  @Test("changing config accounts while the app runs takes effect at the next launch")
  func configAccountsAtNextLaunch() {
    var store = Store()
    let step = accepted(&store, .configAccounts(false))
    #expect(value(store, "config.hayCuentas") == .bool(false))
    #expect(value(store, "hayCuentas") == .bool(true))
    #expect(value(store, "raiz") == .symbol("formulario"))
    #expect(any(step.notes, contains: "next launch"))
    #expect(step.changes.map(\.path) == ["config.hayCuentas"])
    let restart = accepted(&store, .restart)
    #expect(value(store, "hayCuentas") == .bool(false))
    #expect(value(store, "raiz") == .symbol("sinCuentas"))
    #expect(restart.change("raiz")?.new == .symbol("sinCuentas"))
  }

  @Test("config accounts on again is read by the next launch")
  func configAccountsBackOn() {
    var store = Store(hayCuentas: false)
    accepted(&store, .configAccounts(true))
    #expect(value(store, "raiz") == .symbol("sinCuentas"))
    accepted(&store, .terminate)
    accepted(&store, .launch)
    #expect(value(store, "raiz") == .symbol("formulario"))
  }

  @Test("setting config accounts to its current value changes nothing and says so")
  func configAccountsSameValue() {
    var store = Store()
    let step = accepted(&store, .configAccounts(true))
    #expect(step.changes.isEmpty)
    #expect(any(step.notes, contains: "already"))
  }

  @Test("install does not launch")
  func installDoesNotLaunch() {
    var store = Store()
    accepted(&store, .uninstall)
    let step = accepted(&store, .install)
    #expect(value(store, "dispositivo.instalada") == .bool(true))
    #expect(value(store, "app.enMarcha") == .bool(false))
    #expect(names(step) == ["install"])
    #expect(step.changes.map(\.path) == ["dispositivo.instalada"])
  }

  @Test("uninstall terminates a running app first")
  func uninstallTerminatesFirst() {
    var store = Store()
    let step = accepted(&store, .uninstall)
    #expect(names(step) == ["terminate", "uninstall"])
    #expect(step.actions[0].changes.contains { $0.path == "app.enMarcha" })
    #expect(value(store, "app.enMarcha") == .bool(false))
    #expect(value(store, "dispositivo.instalada") == .bool(false))
  }

  @Test("uninstall of a closed app only uninstalls")
  func uninstallClosedApp() {
    var store = Store()
    accepted(&store, .terminate)
    let step = accepted(&store, .uninstall)
    #expect(names(step) == ["uninstall"])
  }

  @Test("restart is terminate then launch as one step")
  func restartIsTerminateThenLaunch() {
    var store = Store()
    let step = accepted(&store, .restart)
    #expect(
      names(step) == ["terminate", "launch", "RaizConSesion.task: restaurar()", "AuthView appears"])
    #expect(value(store, "app.enMarcha") == .bool(true))
    #expect(value(store, "raiz") == .symbol("formulario"))
  }

  @Test("launch starts a closed app and restores the session from the keychain")
  func launchRestoresSession() {
    var store = conSesion()
    accepted(&store, .terminate)
    let step = accepted(&store, .launch)
    #expect(value(store, "raiz") == .symbol("conSesion"))
    #expect(value(store, "auth.sesion") == .string(correo))
    #expect(any(step.notes, contains: "found in the keychain"))
    #expect(names(step).starts(with: ["launch", "RaizConSesion.task: restaurar()"]))
    #expect(names(step).contains("ContentView built"))
  }

  @Test("while the app is not running every process path is nil")
  func processPathsNilWhenNotRunning() {
    var store = conSesion()
    accepted(&store, .open(25))
    accepted(&store, .logout(confirm: false))
    accepted(&store, .terminate)
    let paths = [
      "hayCuentas", "auth.comprobando", "auth.sesion", "raiz", "formulario.modo",
      "formulario.correo", "formulario.errorCorreo", "formulario.errorContrasena",
      "formulario.error", "formulario.botonActivo", "delegado.enlacePendiente", "contenido",
      "contenido.pestana", "contenido.caminoLista", "contenido.caminoFavoritos",
      "contenido.insignia", "dialogo", "pantalla.lista", "pantalla.favoritos",
      "pantalla.presentado", "ajustes.confirmandoSalida", "ajustes.cuenta", "app.escena",
    ]
    for path in paths {
      #expect(value(store, path) == .null, "\(path)")
    }
    #expect(value(store, "app.enMarcha") == .bool(false))
    #expect(value(store, "dispositivo.llavero.sesion") == .string(correo))
  }

  @Test("a subpath of a nil parent is nil: no form paths while content is shown")
  func subpathOfNilParent() {
    let store = conSesion()
    #expect(value(store, "formulario.modo") == .null)
    #expect(value(store, "formulario.correo") == .null)
    #expect(value(store, "formulario.botonActivo") == .null)
    let form = Store()
    #expect(value(form, "contenido.pestana") == .null)
    #expect(value(form, "contenido.caminoLista") == .null)
    #expect(value(form, "ajustes.confirmandoSalida") == .null)
    #expect(value(form, "pantalla.lista") == .null)
  }

  @Test("a pending link dies with the process")
  func pendingLinkDies() {
    var store = Store()
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(value(store, "delegado.enlacePendiente") == .string("pokedex://pokemon/25"))
    let step = accepted(&store, .terminate)
    #expect(any(step.notes, contains: "dies with the process"))
    accepted(&store, .launch)
    #expect(value(store, "delegado.enlacePendiente") == .null)
  }

  @Test("the scene phase changes between active, inactive and background")
  func scenePhase() {
    var store = Store()
    let step = accepted(&store, .scene(.background))
    #expect(value(store, "app.escena") == .symbol("background"))
    #expect(step.change("app.escena")?.old == .symbol("active"))
    accepted(&store, .scene(.inactive))
    #expect(value(store, "app.escena") == .symbol("inactive"))
    let same = accepted(&store, .scene(.inactive))
    #expect(same.changes.isEmpty)
    #expect(any(same.notes, contains: "already inactive"))
  }

  @Test("the simulated date changes with date and never with the wall clock")
  func dateCommand() {
    var store = Store()
    let dia = SimDate(year: 2026, month: 2, day: 1)
    let step = accepted(&store, .date(dia))
    #expect(value(store, "fecha") == .string("2026-02-01"))
    #expect(
      step.changes == [
        Change(path: "fecha", old: .string("2026-01-01"), new: .string("2026-02-01"))
      ])
    let same = accepted(&store, .date(dia))
    #expect(same.changes.isEmpty)
    #expect(any(same.notes, contains: "already"))
  }

  @Test("accounts live on the backend, apart from the device")
  func backendApartFromDevice() {
    var store = conSesion()
    accepted(&store, .uninstall)
    #expect(value(store, "backend.cuentas") == strs(correo))
    accepted(&store, .install)
    accepted(&store, .launch)
    #expect(value(store, "backend.cuentas") == strs(correo))
  }
}

@Suite("Uninstall and the keychain")
struct UninstallTests {
  /// A signed-in world with a favorite, a theme, a granted permission and a camera key.
  func preparado(_ plataforma: Plataforma) -> Store {
    var store = conSesion(plataforma)
    accepted(&store, .fav(25))
    accepted(&store, .settingsTema(.oscuro))
    accepted(&store, .settingsFavoritosPorNumero(true))
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .allow)
    accepted(&store, .plistAdd("NSCameraUsageDescription", "Para fotos"))
    #expect(value(store, "permisos.notificaciones") == .symbol("authorized"))
    #expect(value(store, "recordatorio.programado") == .bool(true))
    return store
  }

  @Test("uninstall on iOS wipes the sandbox and the permission answers but keeps the keychain")
  func iosKeepsKeychain() {
    var store = preparado(.ios)
    let step = accepted(&store, .uninstall)
    #expect(value(store, "favoritos") == ints())
    #expect(value(store, "ajustes.tema") == .symbol("sistema"))
    #expect(value(store, "ajustes.favoritosPorNumero") == .bool(false))
    #expect(value(store, "permisos.notificaciones") == .symbol("notDetermined"))
    #expect(value(store, "permisos.camara") == .symbol("notDetermined"))
    #expect(value(store, "recordatorio.programado") == .bool(false))
    #expect(value(store, "dispositivo.llavero.sesion") == .string(correo))
    #expect(any(step.notes, contains: "keychain survives"))
  }

  @Test("after an uninstall on iOS, reinstalling restores the session from the keychain")
  func iosReinstallRestoresSession() {
    var store = preparado(.ios)
    accepted(&store, .uninstall)
    accepted(&store, .install)
    accepted(&store, .launch)
    #expect(value(store, "raiz") == .symbol("conSesion"))
    #expect(value(store, "auth.sesion") == .string(correo))
  }

  @Test("uninstall on Android wipes the sandbox, the permissions and the saved session")
  func androidWipesAll() {
    var store = preparado(.android)
    let step = accepted(&store, .uninstall)
    #expect(value(store, "favoritos") == ints())
    #expect(value(store, "ajustes.tema") == .symbol("sistema"))
    #expect(value(store, "permisos.notificaciones") == .symbol("notDetermined"))
    #expect(value(store, "dispositivo.llavero.sesion") == .null)
    #expect(any(step.notes, contains: "Android wipes"))
    accepted(&store, .install)
    accepted(&store, .launch)
    #expect(value(store, "raiz") == .symbol("formulario"))
  }

  @Test("uninstall never touches the backend or the Info keys", arguments: Plataforma.allCases)
  func backendAndInfoSurvive(_ plataforma: Plataforma) {
    var store = preparado(plataforma)
    accepted(&store, .uninstall)
    #expect(value(store, "backend.cuentas") == strs(correo))
    #expect(value(store, "info") == strs("NSCameraUsageDescription"))
    #expect(store.world.proyecto.info["NSCameraUsageDescription"] == "Para fotos")
  }
}

@Suite("Undo")
struct UndoTests {
  @Test("undo goes back one step per call")
  func undoOneStep() {
    var store = Store()
    let fresh = store.world
    accepted(&store, .net(false))
    let afterNet = store.world
    accepted(&store, .signup(email: correo, password: key))
    #expect(store.undoDepth == 2)
    #expect(undoOnce(&store))
    #expect(store.world == afterNet)
    #expect(undoOnce(&store))
    #expect(store.world == fresh)
    #expect(!undoOnce(&store))
    #expect(store.world == fresh)
  }

  @Test("undo goes back up to the last 100 steps")
  func undoLimit() {
    var store = Store()
    var worlds: [World] = [store.world]
    for i in 0..<130 {
      accepted(&store, .net(i % 2 == 1))
      worlds.append(store.world)
    }
    #expect(Store.undoLimit == 100)
    #expect(store.undoDepth == 100)
    for back in 1...100 {
      #expect(undoOnce(&store))
      #expect(store.world == worlds[130 - back])
    }
    #expect(!undoOnce(&store))
    #expect(store.world == worlds[30])
  }

  @Test("a rejected action is not an undo step")
  func rejectionNotUndoable() {
    var store = Store()
    accepted(&store, .net(false))
    expectRejected(&store, .launch)
    #expect(store.undoDepth == 1)
    #expect(undoOnce(&store))
    #expect(store.world == Store().world)
  }

  @Test("reset can be undone")
  func resetUndoable() {
    var store = conSesion()
    let before = store.world
    _ = store.reset(plataforma: .android)
    #expect(undoOnce(&store))
    #expect(store.world == before)
  }
}
