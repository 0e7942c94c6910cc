import Testing

@_spi(Internals) @testable import PokedexCore

@Suite("Notification taps")
struct TapNotificationTests {
  @Test("a tap goes to the delegate, which sets enlacePendiente even before login")
  func tapSetsPending() {
    var store = Store()
    let step = accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(actions(step) == [.didReceive(.ios)])
    #expect(step.change(.field(.delegadoEnlacePendiente))?.new == .string("pokedex://pokemon/25"))
    #expect(value(store, .field(.contenido)) == .null)
  }

  @Test(
    "the delegate's guard let: a notification without enlace, or one not a URL, is ignored",
    arguments: Plataforma.allCases)
  func guardLet(_ platform: Plataforma) {
    var store = conSesion(platform)
    accepted(&store, .tapNotification("pokedex://pokemon/4"))
    accepted(&store, .back)
    for (action, enlace) in [
      (UserAction.tapNotificationWithoutLink, nil), (.tapNotification(""), ""),
    ] {
      let step = accepted(&store, action)
      #expect(actions(step) == [.didReceive(platform)])
      #expect(step.notes == [.tapIgnored(enlace: enlace, platform)])
      #expect(step.changes.isEmpty)
      #expect(value(store, .field(.contenidoCaminoLista)) == ints())
    }
    // On a closed app the tap still launches it; the guard then returns, and nothing waits.
    var closed = conCuentaSinSesion(platform)
    accepted(&closed, .terminate)
    let cold = accepted(&closed, .tapNotificationWithoutLink)
    #expect(actions(cold).first == .launchByTap && cold.has(Note.ID.tapIgnored))
    #expect(value(closed, .field(.delegadoEnlacePendiente)) == .null)
  }

  @Test("without @MainActor, a tap with nothing to publish does not crash: the guard returns first")
  func guardBeforeCrash() {
    var store = conSesion()
    accepted(&store, .set(.mainActor, faithful: false))
    accepted(&store, .scene(.background))
    let step = accepted(&store, .tapNotificationWithoutLink)
    #expect(value(store, .field(.appEnMarcha)) == .bool(true))
    #expect(!step.has(Note.ID.crashMainActor) && step.has(Note.ID.tapIgnored))
  }

  @Test("a tap before login is handled when content appears")
  func tapBeforeLoginHandled() {
    var store = Store()
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    let step = accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(actions(step).last == .observeLink(initial: true, .ios))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(25))
    #expect(value(store, .field(.delegadoEnlacePendiente)) == .null)
    #expect(value(store, .field(.pantallaLista)) == ints(25))
    #expect(step.ui.contains(.push(.lista, 25)))
  }

  @Test("a tap while content is built is handled by the change observer at once")
  func tapWithContent() {
    var store = conSesion()
    accepted(&store, .tab(.favoritos))
    let step = accepted(&store, .tapNotification("pokedex://pokemon/4"))
    #expect(
      actions(step) == [
        .didReceive(.ios),
        .observeLink(initial: true, .ios),
      ])
    #expect(value(store, .field(.contenidoPestana)) == .symbol("lista"))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(4))
    #expect(value(store, .field(.delegadoEnlacePendiente)) == .null)
  }

  @Test("tapping the same link twice with onchange-initial on is handled twice")
  func sameLinkTwiceOn() {
    var store = conSesion()
    accepted(&store, .tapNotification("pokedex://pokemon/4"))
    accepted(&store, .back)
    let step = accepted(&store, .tapNotification("pokedex://pokemon/4"))
    #expect(step.change(.field(.contenidoCaminoLista))?.new == ints(4))
  }

  @Test("onchange-initial off: the waiting link is not handled when content appears")
  func onchangeInitialOffNotHandled() {
    var store = Store()
    let knob = accepted(&store, .set(.onchangeInitial, faithful: false))
    #expect(!store.world.knobs[.onchangeInitial])
    #expect(
      knob.changes == [
        Change(path: .knob(.onchangeInitial), old: .symbol("on"), new: .symbol("off"))
      ])
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    let step = accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints())
    #expect(value(store, .field(.delegadoEnlacePendiente)) == .string("pokedex://pokemon/25"))
    #expect(step.has(Note.ID.linkNotHandled))
    #expect(actions(step).last == .observeLink(initial: false, .ios))
  }

  @Test("onchange-initial off: a second tap with the same link changes nothing")
  func onchangeInitialOffSecondTap() {
    var store = Store()
    accepted(&store, .set(.onchangeInitial, faithful: false))
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    let before = store.world
    let step = accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(step.changes.isEmpty)
    #expect(step.has(Note.ID.linkUnchanged))
    #expect(actions(step) == [.didReceive(.ios)])
    #expect(store.world == before)
    #expect(value(store, .field(.contenidoCaminoLista)) == ints())
  }

  @Test("onchange-initial off: a different link while content is built is handled")
  func onchangeInitialOffChangeHandled() {
    var store = Store()
    accepted(&store, .set(.onchangeInitial, faithful: false))
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    let step = accepted(&store, .tapNotification("pokedex://pokemon/7"))
    #expect(actions(step).last == .observeLink(initial: false, .ios))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(7))
    #expect(value(store, .field(.delegadoEnlacePendiente)) == .null)
  }

  @Test("onchange-initial on again: the waiting link is handled when content appears")
  func onchangeInitialBackOn() {
    var store = Store()
    accepted(&store, .set(.onchangeInitial, faithful: false))
    let step = accepted(&store, .set(.onchangeInitial, faithful: true))
    #expect(store.world.knobs[.onchangeInitial])
    #expect(actions(step) == [.set(.onchangeInitial, faithful: true)])
    #expect(step.change(.knob(.onchangeInitial))?.new == .symbol("on"))
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(25))
  }

  @Test("onchange-initial affects only the observer of enlacePendiente")
  func onchangeInitialOnlyLinks() {
    var store = Store()
    accepted(&store, .set(.onchangeInitial, faithful: false))
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .allow)
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(false))
    let step = accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(true))
    #expect(actions(step).last == .observeScene(initial: true, .ios))
    #expect(step.change(.field(.recordatorioProgramado))?.new == .bool(true))
  }

  @Test(
    "a tap while the app is not running launches it with that tap (cold start)",
    arguments: Plataforma.allCases)
  func coldStart(_ platform: Plataforma) {
    var store = conSesion(platform)
    accepted(&store, .terminate)
    let step = accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(actions(step).first == .launchByTap)
    #expect(actions(step).contains(.didReceive(platform)))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(25))
    #expect(value(store, .field(.delegadoEnlacePendiente)) == .null)
  }

  @Test("a cold-start tap without a session waits in the delegate until login")
  func coldStartBeforeLogin() {
    var store = conCuentaSinSesion()
    accepted(&store, .terminate)
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(value(store, .field(.delegadoEnlacePendiente)) == .string("pokedex://pokemon/25"))
    accepted(&store, .login(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(25))
  }

  @Test("delegate-install late: iOS discards the tap that opened the app; no didReceive runs")
  func delegateLateDiscards() throws {
    var store = conSesion()
    accepted(&store, .set(.delegateInstall, faithful: false))
    accepted(&store, .terminate)
    let step = accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(step.has(Note.ID.tapDiscarded))
    let done = actions(step)
    #expect(!done.contains(.didReceive(.ios)))
    let noDelegate = try #require(done.firstIndex(of: .tapWithoutDelegate))
    let installed = try #require(done.firstIndex(of: .delegateInstalledLate))
    #expect(noDelegate < installed)
    // The note that the tap was discarded belongs to the tap that found no delegate.
    let record = try #require(step.actions.first { $0.action == .tapWithoutDelegate })
    #expect(record.notes == [.tapDiscarded])
    #expect(value(store, .field(.delegadoEnlacePendiente)) == .null)
    #expect(value(store, .field(.contenidoCaminoLista)) == ints())
  }

  @Test("delegate-install early: the tap that opened the app is kept")
  func delegateEarlyKeeps() {
    var store = conSesion()
    accepted(&store, .set(.delegateInstall, faithful: false))
    let step = accepted(&store, .set(.delegateInstall, faithful: true))
    #expect(store.world.knobs[.delegateInstall])
    #expect(
      step.changes == [
        Change(path: .knob(.delegateInstall), old: .symbol("late"), new: .symbol("early"))
      ])
    accepted(&store, .terminate)
    let tap = accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(!tap.has(Note.ID.tapDiscarded))
    #expect(!actions(tap).contains(.delegateInstalledLate))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(25))
  }

  @Test("delegate-install late while running takes effect at the next launch")
  func delegateLateNextLaunch() {
    var store = conSesion()
    let step = accepted(&store, .set(.delegateInstall, faithful: false))
    #expect(step.has(Note.ID.knobAtNextLaunch))
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(25))
  }

  @Test("delegate-install late still delivers taps once the app has launched")
  func delegateLateLaterTaps() {
    var store = conSesion()
    accepted(&store, .set(.delegateInstall, faithful: false))
    accepted(&store, .restart)
    #expect(store.world.app?.delegateInstalled == true)
    accepted(&store, .tapNotification("pokedex://pokemon/9"))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(9))
  }

  @Test("a tap never needs notification permission")
  func tapNeedsNoPermission() {
    var store = conSesion()
    answerNotifications(&store, granted: false)
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("denied"))
    accepted(&store, .tapNotification("pokedex://pokemon/3"))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(3))
  }

  @Test("a tap with a bad link is consumed and ignored with a note")
  func tapBadLink() {
    var store = conSesion()
    let step = accepted(&store, .tapNotification("pokedex://pokemon/999"))
    #expect(step.has(Note.ID.linkInvalid))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints())
    #expect(value(store, .field(.delegadoEnlacePendiente)) == .null)
  }

  @Test("tap-notification without a URL taps the daily notification")
  func tapDaily() {
    var store = conSesion()
    accepted(&store, .date(SimDate(year: 2026, month: 2, day: 1)))
    accepted(&store, .tapNotification(nil))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(32))
  }
}
