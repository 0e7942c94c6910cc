import Testing

@testable import PokedexCore

@Suite("Lifecycle and device")
struct LifecycleTests {
  @Test("hayCuentas is what the running app read at launch, nil while not running")
  func hayCuentasNilWhenNotRunning() {
    var store = Store()
    let step = accepted(&store, .terminate)
    #expect(value(store, .field(.hayCuentas)) == .null)
    #expect(value(store, .field(.configHayCuentas)) == .bool(true))
    #expect(
      step.change(.field(.hayCuentas))
        == Change(path: .field(.hayCuentas), old: .bool(true), new: .null))
  }

  @Test("changing config accounts while the app runs takes effect at the next launch")
  func configAccountsAtNextLaunch() {
    var store = Store()
    let step = accepted(&store, .configAccounts(false))
    #expect(value(store, .field(.configHayCuentas)) == .bool(false))
    #expect(value(store, .field(.hayCuentas)) == .bool(true))
    #expect(value(store, .field(.raiz)) == .symbol("formulario"))
    #expect(step.has(Note.ID.configAtNextLaunch))
    #expect(step.changes.map(\.path) == [.field(.configHayCuentas)])
    let restart = accepted(&store, .restart)
    #expect(value(store, .field(.hayCuentas)) == .bool(false))
    #expect(value(store, .field(.raiz)) == .symbol("sinCuentas"))
    #expect(restart.change(.field(.raiz))?.new == .symbol("sinCuentas"))
  }

  @Test("config accounts on again is read by the next launch")
  func configAccountsBackOn() {
    var store = Store(hayCuentas: false)
    accepted(&store, .configAccounts(true))
    #expect(value(store, .field(.raiz)) == .symbol("sinCuentas"))
    accepted(&store, .terminate)
    accepted(&store, .launch)
    #expect(value(store, .field(.raiz)) == .symbol("formulario"))
  }

  @Test("setting config accounts to its current value changes nothing and says so")
  func configAccountsSameValue() {
    var store = Store()
    let step = accepted(&store, .configAccounts(true))
    #expect(step.changes.isEmpty)
    #expect(step.has(Note.ID.accountsAlready))
  }

  @Test("install does not launch")
  func installDoesNotLaunch() {
    var store = Store()
    accepted(&store, .uninstall)
    let step = accepted(&store, .install)
    #expect(value(store, .field(.dispositivoInstalada)) == .bool(true))
    #expect(value(store, .field(.appEnMarcha)) == .bool(false))
    #expect(actions(step) == [.install])
    // A build of the target is installed, with its Info.plist.
    #expect(step.changes.map(\.path) == [.field(.dispositivoInstalada), .field(.dispositivoInfo)])
  }

  @Test("uninstall terminates a running app first")
  func uninstallTerminatesFirst() {
    var store = Store()
    let step = accepted(&store, .uninstall)
    #expect(actions(step) == [.terminate, .uninstall])
    #expect(step.actions[0].changes.contains { $0.path == .field(.appEnMarcha) })
    #expect(value(store, .field(.appEnMarcha)) == .bool(false))
    #expect(value(store, .field(.dispositivoInstalada)) == .bool(false))
  }

  @Test("uninstall of a closed app only uninstalls")
  func uninstallClosedApp() {
    var store = Store()
    accepted(&store, .terminate)
    let step = accepted(&store, .uninstall)
    #expect(actions(step) == [.uninstall])
  }

  @Test("restart is terminate then launch as one step")
  func restartIsTerminateThenLaunch() {
    var store = Store()
    let step = accepted(&store, .restart)
    #expect(
      actions(step) == [.terminate, .launch, .restaurar(.ios), .authViewAppears])
    #expect(value(store, .field(.appEnMarcha)) == .bool(true))
    #expect(value(store, .field(.raiz)) == .symbol("formulario"))
  }

  @Test("launch starts a closed app and restores the session from the keychain")
  func launchRestoresSession() {
    var store = conSesion()
    accepted(&store, .terminate)
    let step = accepted(&store, .launch)
    #expect(value(store, .field(.raiz)) == .symbol("conSesion"))
    #expect(value(store, .field(.authSesion)) == .string(ashEmail))
    #expect(step.has(Note.ID.sessionRestored))
    #expect(actions(step).starts(with: [.launch, .restaurar(.ios)]))
    #expect(actions(step).contains(.contentBuilt))
  }

  @Test("while the app is not running every process path is nil")
  func processPathsNilWhenNotRunning() {
    var store = conSesion()
    accepted(&store, .open(25))
    accepted(&store, .logout(confirm: false))
    accepted(&store, .terminate)
    let paths: [StatePath] = [
      .field(.hayCuentas), .field(.authComprobando), .field(.authSesion), .field(.raiz),
      .field(.formularioModo),
      .field(.formularioCorreo), .field(.formularioErrorCorreo), .field(.formularioErrorContrasena),
      .field(.formularioError), .field(.formularioBotonActivo), .field(.delegadoEnlacePendiente),
      .field(.contenido),
      .field(.contenidoPestana), .field(.contenidoCaminoLista), .field(.contenidoCaminoFavoritos),
      .field(.contenidoInsignia), .field(.dialogo), .field(.pantallaLista),
      .field(.pantallaFavoritos),
      .field(.pantallaPresentado), .field(.ajustesConfirmandoSalida), .field(.ajustesCuenta),
      .field(.appEscena),
    ]
    for path in paths {
      #expect(value(store, path) == .null, "\(path)")
    }
    #expect(value(store, .field(.appEnMarcha)) == .bool(false))
    #expect(value(store, .field(.dispositivoLlaveroSesion)) == .string(ashEmail))
  }

  @Test("a subpath of a nil parent is nil: no form paths while content is shown")
  func subpathOfNilParent() {
    let store = conSesion()
    #expect(value(store, .field(.formularioModo)) == .null)
    #expect(value(store, .field(.formularioCorreo)) == .null)
    #expect(value(store, .field(.formularioBotonActivo)) == .null)
    let form = Store()
    #expect(value(form, .field(.contenidoPestana)) == .null)
    #expect(value(form, .field(.contenidoCaminoLista)) == .null)
    #expect(value(form, .field(.ajustesConfirmandoSalida)) == .null)
    #expect(value(form, .field(.pantallaLista)) == .null)
  }

  @Test("a pending link dies with the process")
  func pendingLinkDies() {
    var store = Store()
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(value(store, .field(.delegadoEnlacePendiente)) == .string("pokedex://pokemon/25"))
    let step = accepted(&store, .terminate)
    #expect(step.has(Note.ID.linkDiesWithProcess))
    accepted(&store, .launch)
    #expect(value(store, .field(.delegadoEnlacePendiente)) == .null)
  }

  @Test("the scene phase changes between active, inactive and background")
  func scenePhase() {
    var store = Store()
    let step = accepted(&store, .scene(.background))
    #expect(value(store, .field(.appEscena)) == .symbol("background"))
    #expect(step.change(.field(.appEscena))?.old == .symbol("active"))
    accepted(&store, .scene(.inactive))
    #expect(value(store, .field(.appEscena)) == .symbol("inactive"))
    let same = accepted(&store, .scene(.inactive))
    #expect(same.changes.isEmpty)
    #expect(same.has(Note.ID.alreadySet))
  }

  @Test("the simulated date changes with date and never with the wall clock")
  func dateCommand() {
    var store = Store()
    let dia = SimDate(year: 2026, month: 2, day: 1)
    let step = accepted(&store, .date(dia))
    #expect(value(store, .field(.fecha)) == .string("2026-02-01"))
    #expect(
      step.changes == [
        Change(path: .field(.fecha), old: .string("2026-01-01"), new: .string("2026-02-01"))
      ])
    let same = accepted(&store, .date(dia))
    #expect(same.changes.isEmpty)
    #expect(same.has(Note.ID.alreadySet))
  }

  @Test("accounts live on the backend, apart from the device")
  func backendApartFromDevice() {
    var store = conSesion()
    accepted(&store, .uninstall)
    #expect(value(store, .field(.backendCuentas)) == strs(ashEmail))
    accepted(&store, .install)
    accepted(&store, .launch)
    #expect(value(store, .field(.backendCuentas)) == strs(ashEmail))
  }
}
