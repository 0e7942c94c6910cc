import Testing

@_spi(Internals) @testable import PokedexCore

@Suite("The root guard (RaizConSesion)")
struct GuardTests {
  @Test("sinCuentas builds content directly")
  func sinCuentasBuildsContent() {
    let store = Store(hayCuentas: false)
    #expect(value(store, .field(.raiz)) == .symbol("sinCuentas"))
    #expect(value(store, .field(.contenido)) == .symbol("construido"))
    #expect(value(store, .field(.contenidoPestana)) == .symbol("lista"))
    #expect(value(store, .field(.formularioModo)) == .null)
    #expect(store.launchStep.change(.field(.contenido))?.new == .symbol("construido"))
  }

  @Test("comprobando shows the spinner while the session is restored from the keychain")
  func comprobandoWhileRestoring() {
    let step = Store().launchStep
    let launch = step.actions[0]
    #expect(launch.action == .launch)
    #expect(
      launch.changes.contains { $0.path == .field(.raiz) && $0.new == .symbol("comprobando") })
    #expect(
      launch.changes.contains { $0.path == .field(.authComprobando) && $0.new == .bool(true) })
    #expect(!launch.changes.contains { $0.path == .field(.contenido) })
    #expect(!launch.changes.contains { $0.path == .field(.formularioModo) })
    #expect(step.change(.field(.authComprobando))?.new == .bool(false))
  }

  @Test("conSesion builds content")
  func conSesionBuildsContent() {
    let store = conSesion()
    #expect(value(store, .field(.raiz)) == .symbol("conSesion"))
    #expect(value(store, .field(.contenido)) == .symbol("construido"))
    #expect(value(store, .field(.formularioModo)) == .null)
  }

  @Test("otherwise the guard shows the form (AuthView) and no content")
  func formularioShowsForm() {
    let store = Store()
    #expect(value(store, .field(.raiz)) == .symbol("formulario"))
    #expect(value(store, .field(.contenido)) == .null)
    #expect(value(store, .field(.contenidoPestana)) == .null)
    #expect(value(store, .field(.formularioModo)) == .symbol("entrar"))
  }

  @Test("a restart with a saved session goes comprobando → conSesion and builds content")
  func restartWithSession() {
    var store = conSesion()
    let step = accepted(&store, .restart)
    let raices = step.changes.filter { $0.path == .field(.raiz) }.map(\.new)
    #expect(raices == [.null, .symbol("comprobando"), .symbol("conSesion")])
    #expect(actions(step).last == .contentBuilt)
    #expect(!actions(step).contains(.authViewAppears))
  }

  @Test("without accounts the root never loads the session: comprobando stays true")
  func sinCuentasNeverLoadsSession() {
    var store = conSesion()
    accepted(&store, .configAccounts(false))
    let step = accepted(&store, .restart)
    #expect(value(store, .field(.raiz)) == .symbol("sinCuentas"))
    #expect(value(store, .field(.authComprobando)) == .bool(true))
    #expect(value(store, .field(.authSesion)) == .null)
    #expect(value(store, .field(.dispositivoLlaveroSesion)) == .string(ashEmail))
    #expect(value(store, .field(.ajustesCuenta)) == .null)
    #expect(!actions(step).contains(.restaurar(.ios)))
  }

  @Test("content's own state starts fresh after logout and login")
  func contentStartsFresh() {
    var store = conSesion()
    accepted(&store, .open(25))
    accepted(&store, .fav(4))
    accepted(&store, .tab(.favoritos))
    accepted(&store, .open(4))
    #expect(value(store, .field(.contenidoCaminoFavoritos)) == ints(4))
    let logout = accepted(&store, .logout(confirm: true))
    #expect(actions(logout).contains(.contentDestroyed))
    #expect(value(store, .field(.contenido)) == .null)
    #expect(value(store, .field(.contenidoCaminoLista)) == .null)
    #expect(value(store, .field(.pantallaLista)) == .null)
    accepted(&store, .login(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.contenidoPestana)) == .symbol("lista"))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints())
    #expect(value(store, .field(.contenidoCaminoFavoritos)) == ints())
    #expect(value(store, .field(.pantallaLista)) == ints())
    #expect(value(store, .field(.pantallaFavoritos)) == ints())
  }

  @Test("content's own state is gone when the app is terminated and starts fresh at launch")
  func contentFreshAfterRelaunch() {
    var store = conSesion()
    accepted(&store, .open(25))
    accepted(&store, .restart)
    #expect(value(store, .field(.contenidoCaminoLista)) == ints())
    #expect(value(store, .field(.pantallaLista)) == ints())
  }

  @Test("the notification delegate is installed at launch, before any screen exists")
  func delegateInstalledAtLaunch() {
    let store = Store()
    #expect(store.world.app?.delegateInstalled == true)
    #expect(actions(store.launchStep).first == .launch)
  }
}
