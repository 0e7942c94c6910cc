import Testing

@_spi(Internals) @testable import PokedexCore

@Suite("The root guard (RaizConSesion)")
struct GuardTests {
  @Test("sinCuentas builds content directly")
  func sinCuentasBuildsContent() {
    let store = Store(hayCuentas: false)
    #expect(value(store, .raiz) == .symbol("sinCuentas"))
    #expect(value(store, .contenido) == .symbol("construido"))
    #expect(value(store, .contenidoPestana) == .symbol("lista"))
    #expect(value(store, .formularioModo) == .null)
    #expect(store.launchStep.change(.contenido)?.new == .symbol("construido"))
  }

  @Test("comprobando shows the spinner while the session is restored from the keychain")
  func comprobandoWhileRestoring() {
    let step = Store().launchStep
    let launch = step.actions[0]
    #expect(launch.action == .launch)
    #expect(launch.changes.contains { $0.path == .raiz && $0.new == .symbol("comprobando") })
    #expect(launch.changes.contains { $0.path == .authComprobando && $0.new == .bool(true) })
    #expect(!launch.changes.contains { $0.path == .contenido })
    #expect(!launch.changes.contains { $0.path == .formularioModo })
    #expect(step.change(.authComprobando)?.new == .bool(false))
  }

  @Test("conSesion builds content")
  func conSesionBuildsContent() {
    let store = conSesion()
    #expect(value(store, .raiz) == .symbol("conSesion"))
    #expect(value(store, .contenido) == .symbol("construido"))
    #expect(value(store, .formularioModo) == .null)
  }

  @Test("otherwise the guard shows the form (AuthView) and no content")
  func formularioShowsForm() {
    let store = Store()
    #expect(value(store, .raiz) == .symbol("formulario"))
    #expect(value(store, .contenido) == .null)
    #expect(value(store, .contenidoPestana) == .null)
    #expect(value(store, .formularioModo) == .symbol("entrar"))
  }

  @Test("a restart with a saved session goes comprobando → conSesion and builds content")
  func restartWithSession() {
    var store = conSesion()
    let step = accepted(&store, .restart)
    let raices = step.changes.filter { $0.path == .raiz }.map(\.new)
    #expect(raices == [.null, .symbol("comprobando"), .symbol("conSesion")])
    #expect(actions(step).last == .contentBuilt)
    #expect(!actions(step).contains(.authViewAppears))
  }

  @Test("without accounts the root never loads the session: comprobando stays true")
  func sinCuentasNeverLoadsSession() {
    var store = conSesion()
    accepted(&store, .configAccounts(false))
    let step = accepted(&store, .restart)
    #expect(value(store, .raiz) == .symbol("sinCuentas"))
    #expect(value(store, .authComprobando) == .bool(true))
    #expect(value(store, .authSesion) == .null)
    #expect(value(store, .dispositivoLlaveroSesion) == .string(ashEmail))
    #expect(value(store, .ajustesCuenta) == .null)
    #expect(!actions(step).contains(.restaurar(.ios)))
  }

  @Test("content's own state starts fresh after logout and login")
  func contentStartsFresh() {
    var store = conSesion()
    accepted(&store, .open(25))
    accepted(&store, .fav(4))
    accepted(&store, .tab(.favoritos))
    accepted(&store, .open(4))
    #expect(value(store, .contenidoCaminoFavoritos) == ints(4))
    let logout = accepted(&store, .logout(confirm: true))
    #expect(actions(logout).contains(.contentDestroyed))
    #expect(value(store, .contenido) == .null)
    #expect(value(store, .contenidoCaminoLista) == .null)
    #expect(value(store, .pantallaLista) == .null)
    accepted(&store, .login(email: ashEmail, password: Secret(key)))
    #expect(value(store, .contenidoPestana) == .symbol("lista"))
    #expect(value(store, .contenidoCaminoLista) == ints())
    #expect(value(store, .contenidoCaminoFavoritos) == ints())
    #expect(value(store, .pantallaLista) == ints())
    #expect(value(store, .pantallaFavoritos) == ints())
  }

  @Test("content's own state is gone when the app is terminated and starts fresh at launch")
  func contentFreshAfterRelaunch() {
    var store = conSesion()
    accepted(&store, .open(25))
    accepted(&store, .restart)
    #expect(value(store, .contenidoCaminoLista) == ints())
    #expect(value(store, .pantallaLista) == ints())
  }

  @Test("the notification delegate is installed at launch, before any screen exists")
  func delegateInstalledAtLaunch() {
    let store = Store()
    #expect(store.world.app?.delegateInstalled == true)
    #expect(actions(store.launchStep).first == .launch)
  }
}
