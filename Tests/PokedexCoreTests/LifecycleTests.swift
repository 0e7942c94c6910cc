import Testing

@testable import PokedexCore

@Suite("Lifecycle and device")
struct LifecycleTests {
  @Test("hayCuentas is what the running app read at launch, nil while not running")
  func hayCuentasNilWhenNotRunning() {
    var store = Store()
    let step = accepted(&store, .terminate)
    #expect(value(store, .hayCuentas) == .null)
    #expect(value(store, .configHayCuentas) == .bool(true))
    #expect(step.change(.hayCuentas) == Change(path: .hayCuentas, old: .bool(true), new: .null))
  }

  @Test("changing config accounts while the app runs takes effect at the next launch")
  func configAccountsAtNextLaunch() {
    var store = Store()
    let step = accepted(&store, .configAccounts(false))
    #expect(value(store, .configHayCuentas) == .bool(false))
    #expect(value(store, .hayCuentas) == .bool(true))
    #expect(value(store, .raiz) == .symbol("formulario"))
    #expect(step.has(Note.ID.configAtNextLaunch))
    #expect(step.changes.map(\.path) == [.configHayCuentas])
    let restart = accepted(&store, .restart)
    #expect(value(store, .hayCuentas) == .bool(false))
    #expect(value(store, .raiz) == .symbol("sinCuentas"))
    #expect(restart.change(.raiz)?.new == .symbol("sinCuentas"))
  }

  @Test("config accounts on again is read by the next launch")
  func configAccountsBackOn() {
    var store = Store(hayCuentas: false)
    accepted(&store, .configAccounts(true))
    #expect(value(store, .raiz) == .symbol("sinCuentas"))
    accepted(&store, .terminate)
    accepted(&store, .launch)
    #expect(value(store, .raiz) == .symbol("formulario"))
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
    #expect(value(store, .dispositivoInstalada) == .bool(true))
    #expect(value(store, .appEnMarcha) == .bool(false))
    #expect(actions(step) == [.install])
    // A build of the target is installed, with its Info.plist.
    #expect(step.changes.map(\.path) == [.dispositivoInstalada, .dispositivoInfo])
  }

  @Test("uninstall terminates a running app first")
  func uninstallTerminatesFirst() {
    var store = Store()
    let step = accepted(&store, .uninstall)
    #expect(actions(step) == [.terminate, .uninstall])
    #expect(step.actions[0].changes.contains { $0.path == .appEnMarcha })
    #expect(value(store, .appEnMarcha) == .bool(false))
    #expect(value(store, .dispositivoInstalada) == .bool(false))
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
    #expect(value(store, .appEnMarcha) == .bool(true))
    #expect(value(store, .raiz) == .symbol("formulario"))
  }

  @Test("launch starts a closed app and restores the session from the keychain")
  func launchRestoresSession() {
    var store = conSesion()
    accepted(&store, .terminate)
    let step = accepted(&store, .launch)
    #expect(value(store, .raiz) == .symbol("conSesion"))
    #expect(value(store, .authSesion) == .string(ashEmail))
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
      .hayCuentas, .authComprobando, .authSesion, .raiz, .formularioModo,
      .formularioCorreo, .formularioErrorCorreo, .formularioErrorContrasena,
      .formularioError, .formularioBotonActivo, .delegadoEnlacePendiente, .contenido,
      .contenidoPestana, .contenidoCaminoLista, .contenidoCaminoFavoritos,
      .contenidoInsignia, .dialogo, .pantallaLista, .pantallaFavoritos,
      .pantallaPresentado, .ajustesConfirmandoSalida, .ajustesCuenta, .appEscena,
    ]
    for path in paths {
      #expect(value(store, path) == .null, "\(path)")
    }
    #expect(value(store, .appEnMarcha) == .bool(false))
    #expect(value(store, .dispositivoLlaveroSesion) == .string(ashEmail))
  }

  @Test("a subpath of a nil parent is nil: no form paths while content is shown")
  func subpathOfNilParent() {
    let store = conSesion()
    #expect(value(store, .formularioModo) == .null)
    #expect(value(store, .formularioCorreo) == .null)
    #expect(value(store, .formularioBotonActivo) == .null)
    let form = Store()
    #expect(value(form, .contenidoPestana) == .null)
    #expect(value(form, .contenidoCaminoLista) == .null)
    #expect(value(form, .ajustesConfirmandoSalida) == .null)
    #expect(value(form, .pantallaLista) == .null)
  }

  @Test("a pending link dies with the process")
  func pendingLinkDies() {
    var store = Store()
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(value(store, .delegadoEnlacePendiente) == .string("pokedex://pokemon/25"))
    let step = accepted(&store, .terminate)
    #expect(step.has(Note.ID.linkDiesWithProcess))
    accepted(&store, .launch)
    #expect(value(store, .delegadoEnlacePendiente) == .null)
  }

  @Test("the scene phase changes between active, inactive and background")
  func scenePhase() {
    var store = Store()
    let step = accepted(&store, .scene(.background))
    #expect(value(store, .appEscena) == .symbol("background"))
    #expect(step.change(.appEscena)?.old == .symbol("active"))
    accepted(&store, .scene(.inactive))
    #expect(value(store, .appEscena) == .symbol("inactive"))
    let same = accepted(&store, .scene(.inactive))
    #expect(same.changes.isEmpty)
    #expect(same.has(Note.ID.alreadySet))
  }

  @Test("the simulated date changes with date and never with the wall clock")
  func dateCommand() {
    var store = Store()
    let dia = SimDate(year: 2026, month: 2, day: 1)
    let step = accepted(&store, .date(dia))
    #expect(value(store, .fecha) == .string("2026-02-01"))
    #expect(
      step.changes == [
        Change(path: .fecha, old: .string("2026-01-01"), new: .string("2026-02-01"))
      ])
    let same = accepted(&store, .date(dia))
    #expect(same.changes.isEmpty)
    #expect(same.has(Note.ID.alreadySet))
  }

  @Test("accounts live on the backend, apart from the device")
  func backendApartFromDevice() {
    var store = conSesion()
    accepted(&store, .uninstall)
    #expect(value(store, .backendCuentas) == strs(ashEmail))
    accepted(&store, .install)
    accepted(&store, .launch)
    #expect(value(store, .backendCuentas) == strs(ashEmail))
  }
}
