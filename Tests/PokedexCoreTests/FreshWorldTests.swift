import Testing

@_spi(Internals) @testable import PokedexCore

@Suite("The fresh world")
struct FreshWorldTests {
  @Test("the fresh world is ios, installed, running with an active scene, accounts configured")
  func freshDevice() {
    let store = Store()
    #expect(value(store, .field(.dispositivoPlataforma)) == .symbol("ios"))
    #expect(value(store, .field(.dispositivoInstalada)) == .bool(true))
    #expect(value(store, .field(.appEnMarcha)) == .bool(true))
    #expect(value(store, .field(.appEscena)) == .symbol("active"))
    #expect(value(store, .field(.configHayCuentas)) == .bool(true))
    #expect(value(store, .field(.hayCuentas)) == .bool(true))
  }

  @Test("the fresh world has no account, no session, and shows the form after its launch")
  func freshAuth() {
    let store = Store()
    #expect(store.world.backend.cuentas.isEmpty)
    #expect(value(store, .field(.dispositivoLlaveroSesion)) == .null)
    #expect(value(store, .field(.authComprobando)) == .bool(false))
    #expect(value(store, .field(.authSesion)) == .null)
    #expect(value(store, .field(.raiz)) == .symbol("formulario"))
    #expect(value(store, .field(.formularioModo)) == .symbol("entrar"))
    #expect(value(store, .field(.formularioCorreo)) == .string(""))
    #expect(value(store, .field(.formularioErrorCorreo)) == .null)
    #expect(value(store, .field(.formularioErrorContrasena)) == .null)
    #expect(value(store, .field(.formularioError)) == .null)
    #expect(value(store, .field(.formularioBotonActivo)) == .bool(false))
    #expect(value(store, .field(.delegadoEnlacePendiente)) == .null)
    #expect(value(store, .field(.contenido)) == .null)
  }

  @Test("the fresh world has permission notDetermined, no favorites, defaults and 2026-01-01")
  func freshDefaults() {
    let store = Store()
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("notDetermined"))
    #expect(value(store, .field(.permisosCamara)) == .symbol("notDetermined"))
    #expect(value(store, .field(.favoritos)) == ints())
    #expect(value(store, .field(.ajustesTema)) == .symbol("sistema"))
    #expect(value(store, .field(.ajustesFavoritosPorNumero)) == .bool(false))
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(false))
    #expect(value(store, .field(.dialogo)) == .null)
    #expect(value(store, .field(.pantallaPresentado)) == .null)
    #expect(value(store, .field(.registro)) == strs())
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
    #expect(value(store, .knob(.onchangeInitial)) == .symbol("on"))
    #expect(value(store, .knob(.delegateInstall)) == .symbol("early"))
    #expect(value(store, .knob(.reportDismissals)) == .symbol("on"))
  }

  @Test("the launch's own transitions are the first step: launch, restore, then the form")
  func launchStep() {
    let step = Store().launchStep
    #expect(step.number == 0)
    #expect(step.rejection == nil)
    #expect(actions(step) == [.launch, .restaurar(.ios), .authViewAppears])
    let launch = step.actions[0].changes
    #expect(
      launch.contains(Change(path: .field(.appEnMarcha), old: .bool(false), new: .bool(true))))
    #expect(launch.contains(Change(path: .field(.raiz), old: .null, new: .symbol("comprobando"))))
    #expect(
      step.actions[1].changes.contains(
        Change(path: .field(.raiz), old: .symbol("comprobando"), new: .symbol("formulario"))))
    #expect(step.change(.field(.formularioModo))?.new == .symbol("entrar"))
    #expect(step.warnings.isEmpty)
  }

  @Test("the fresh world on Android differs only in its platform, and has no Info.plist")
  func freshAndroid() {
    let android = Store(platform: .android)
    #expect(value(android, .field(.dispositivoPlataforma)) == .symbol("android"))
    #expect(value(android, .field(.dispositivoInfo)) == .null)
    var world = android.world
    world.dispositivo.plataforma = .ios
    world.dispositivo.info = Store().world.dispositivo.info
    #expect(world == Store().world)
    #expect(actions(android.launchStep).map(\.?.id) == actions(Store().launchStep).map(\.?.id))
  }

  @Test("--no-accounts starts with hayCuentas false and builds content directly")
  func freshWithoutAccounts() {
    let store = Store(hayCuentas: false)
    #expect(value(store, .field(.configHayCuentas)) == .bool(false))
    #expect(value(store, .field(.hayCuentas)) == .bool(false))
    #expect(value(store, .field(.raiz)) == .symbol("sinCuentas"))
    #expect(value(store, .field(.contenido)) != .null)
    #expect(value(store, .field(.formularioModo)) == .null)
    #expect(actions(store.launchStep) == [.launch, .contentBuilt])
    #expect(store.launchStep.has(Note.ID.noAccountsContentDirectly))
  }

  @Test("platform X resets everything to the fresh world on X")
  func platformResets() {
    var store = conSesion()
    accepted(&store, .fav(25))
    accepted(&store, .date(SimDate(year: 2026, month: 3, day: 3)))
    accepted(&store, .set(.reportDismissals, faithful: false))
    accepted(&store, .net(false))
    let step = store.reset(platform: .android)
    #expect(store.world == Store(platform: .android).world)
    #expect(value(store, .field(.dispositivoPlataforma)) == .symbol("android"))
    #expect(store.world.backend.cuentas.isEmpty)
    #expect(store.world.knobs == Knobs())
    #expect(store.world.fecha == .initial)
    #expect(actions(step) == [.reset] + actions(Store(platform: .android).launchStep))
    #expect(step.actions[0].changes.contains { $0.path == .field(.dispositivoPlataforma) })
    #expect(step.number > 0)
    #expect(store.launchStep == step)
  }

  @Test("reset without accounts starts a fresh world with hayCuentas false")
  func resetWithoutAccounts() {
    var store = conSesion()
    _ = store.reset(platform: .ios, hayCuentas: false)
    #expect(store.world == Store(hayCuentas: false).world)
    #expect(value(store, .field(.raiz)) == .symbol("sinCuentas"))
  }

  @Test("the same actions give the same steps and the same world")
  func deterministic() {
    func run() -> ([Step], World) {
      var store = Store()
      let actions: [UserAction] = [
        .tapNotification(nil), .signup(email: ashEmail, password: Secret(key)),
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
