import Testing

@testable import PokedexCore

/// `net slow` (docs/reference.md §5.3): the backend answers only at the next `net on` or `net
/// off`, so the restore's spinner (RaizConSesion's `comprobando`) is a state a script can stop
/// at, and so is a form's request in flight.
@Suite("A slow network")
struct NetSlowTests {
  @Test("with a saved session, net slow keeps the restore waiting: the spinner stays until net on")
  func restoreWaitsForNetOn() {
    var store = conSesion()
    accepted(&store, .netSlow)
    #expect(value(store, .field(.redLenta)) == .bool(true))
    let restart = accepted(&store, .restart)
    #expect(restart.has(Note.ID.waitsForBackend))
    #expect(value(store, .field(.raiz)) == .symbol("comprobando"))
    #expect(value(store, .field(.authComprobando)) == .bool(true))
    #expect(value(store, .field(.appEnVuelo)) == .list([.symbol("restaurar")]))
    #expect(value(store, .field(.contenido)) == .null)
    // The spinner holds across steps: the guard builds no tabs meanwhile.
    expectRejected(&store, .tab(.lista), because: .noTabs)
    #expect(value(store, .field(.raiz)) == .symbol("comprobando"))
    let answer = accepted(&store, .net(true))
    #expect(actions(answer).contains(.restaurar(.ios)))
    #expect(value(store, .field(.raiz)) == .symbol("conSesion"))
    #expect(value(store, .field(.authSesion)) == .string(ashEmail))
    #expect(value(store, .field(.appEnVuelo)) == .null)
    #expect(value(store, .field(.redLenta)) == .bool(false))
    #expect(value(store, .field(.red)) == .bool(true))
  }

  @Test("net off ends the wait: the restore keeps the saved session read from the keychain")
  func restoreWithNetOff() {
    var store = conSesion(.android)
    accepted(&store, .netSlow)
    accepted(&store, .restart)
    #expect(value(store, .field(.raiz)) == .symbol("comprobando"))
    accepted(&store, .net(false))
    #expect(value(store, .field(.raiz)) == .symbol("conSesion"))
    #expect(value(store, .field(.red)) == .bool(false))
  }

  @Test("without a saved session the restore does not wait: nothing to check with the backend")
  func noSessionNoWait() {
    var store = Store()
    accepted(&store, .netSlow)
    let restart = accepted(&store, .restart)
    #expect(!restart.has(Note.ID.waitsForBackend))
    #expect(value(store, .field(.raiz)) == .symbol("formulario"))
    #expect(value(store, .field(.appEnVuelo)) == .null)
  }

  @Test("the form's request waits too: net on answers it, net off fails it with the network error")
  func formRequestWaits() {
    for on in [true, false] {
      var store = conCuentaSinSesion()
      accepted(&store, .netSlow)
      let login = accepted(&store, .login(email: ashEmail, password: Secret(key)))
      #expect(login.has(Note.ID.waitsForBackend))
      #expect(value(store, .field(.appEnVuelo)) == .list([.symbol("signIn")]))
      #expect(value(store, .field(.raiz)) == .symbol("formulario"))
      #expect(value(store, .field(.formularioError)) == .null)
      accepted(&store, .net(on))
      #expect(value(store, .field(.appEnVuelo)) == .null)
      if on {
        #expect(value(store, .field(.raiz)) == .symbol("conSesion"))
      } else {
        #expect(value(store, .field(.raiz)) == .symbol("formulario"))
        #expect(value(store, .field(.formularioError)) == .string(BackendError.noNetwork.rawValue))
      }
    }
  }

  @Test("what waits dies with the process: after a restart with the network on, nothing waits")
  func waitingDiesWithTheProcess() {
    var store = conSesion()
    accepted(&store, .netSlow)
    accepted(&store, .restart)
    accepted(&store, .terminate)
    #expect(value(store, .field(.appEnVuelo)) == .null)
    // Still slow: the next launch's restore waits again, once.
    accepted(&store, .launch)
    #expect(value(store, .field(.appEnVuelo)) == .list([.symbol("restaurar")]))
  }

  @Test("net slow twice changes nothing the second time, and says so; it turns an off network on")
  func slowTwice() {
    var store = Store()
    accepted(&store, .net(false))
    let first = accepted(&store, .netSlow)
    #expect(first.changes.map(\.path) == [.field(.red), .field(.redLenta)])
    let second = accepted(&store, .netSlow)
    #expect(second.changes.isEmpty)
    #expect(second.has(Note.ID.alreadySet))
  }
}
