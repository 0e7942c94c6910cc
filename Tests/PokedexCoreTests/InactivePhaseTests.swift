import Testing

@testable import PokedexCore

/// The inactive scene phase is the app open in the foreground (docs/reference.md §1.4): a tap
/// does not wake it, so `main-actor off` does not crash it, but the daily reminder is not
/// scheduled until the scene is active (the observer's `guard fase == .active`).
@Suite("The inactive scene phase")
struct InactivePhaseTests {
  @Test("a tap while inactive, main-actor off: the app is open, nothing to wake, no crash")
  func inactiveTapDoesNotCrashWithoutMainActor() {
    var store = conSesion()
    accepted(&store, .set(.mainActor, faithful: false))
    accepted(&store, .scene(.inactive))
    let step = accepted(&store, .tapNotification(nil))
    #expect(!step.has(Note.ID.crashMainActor), "\(step.notes)")
    #expect(value(store, .field(.appEnMarcha)) == .bool(true))
  }

  @Test("a tap in the background, main-actor off: didReceive runs off the main thread, a crash")
  func backgroundTapCrashesWithoutMainActor() {
    var store = conSesion()
    accepted(&store, .set(.mainActor, faithful: false))
    accepted(&store, .scene(.background))
    let step = accepted(&store, .tapNotification(nil))
    #expect(step.has(Note.ID.crashMainActor), "\(step.notes)")
    #expect(value(store, .field(.appEnMarcha)) == .bool(false))
  }

  @Test("a tap while active, main-actor off: no crash, the link is handled")
  func activeTapDoesNotCrash() {
    var store = conSesion()
    accepted(&store, .set(.mainActor, faithful: false))
    let step = accepted(&store, .tapNotification(nil))
    #expect(!step.has(Note.ID.crashMainActor), "\(step.notes)")
    #expect(value(store, .field(.appEnMarcha)) == .bool(true))
  }

  @Test("a tap while inactive, main-actor on: no crash")
  func inactiveTapWithMainActor() {
    var store = conSesion()
    accepted(&store, .scene(.inactive))
    let step = accepted(&store, .tapNotification(nil))
    #expect(!step.has(Note.ID.crashMainActor))
    #expect(value(store, .field(.appEnMarcha)) == .bool(true))
  }

  @Test("granted while in the background: inactive does not schedule the reminder, active does")
  func reminderWaitsForActive() {
    var store = conSesion()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .deny)
    accepted(&store, .scene(.background))
    accepted(&store, .systemSettings(.notifications, true))
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(false))
    accepted(&store, .scene(.inactive))
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(false), "inactive is not active")
    accepted(&store, .scene(.active))
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(true))
  }

  @Test("content built while the scene is inactive: initial: true does not schedule the reminder")
  func contentBuiltWhileInactive() {
    var store = Store()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .allow)
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("authorized"))
    accepted(&store, .scene(.inactive))
    accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.contenido)) != .null, "content is built")
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(false), "inactive is not active")
    accepted(&store, .scene(.active))
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(true))
  }
}
