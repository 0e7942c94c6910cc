import Testing

@testable import PokedexCore

/// The inactive scene phase is not the foreground: a tap then wakes the app (which `main-actor
/// off` turns into a crash) and the daily reminder is not scheduled until the scene is active.
@Suite("The inactive scene phase")
struct InactivePhaseTests {
  @Test("a tap while inactive, main-actor off: didReceive runs off the main thread, a crash")
  func inactiveTapCrashesWithoutMainActor() {
    var store = conSesion()
    accepted(&store, .set(.mainActor, faithful: false))
    accepted(&store, .scene(.inactive))
    let step = accepted(&store, .tapNotification(nil))
    #expect(step.has(Note.ID.crashMainActor), "\(step.notes)")
    #expect(value(store, "app.enMarcha") == .bool(false))
  }

  @Test("a tap while active, main-actor off: no crash, the link is handled")
  func activeTapDoesNotCrash() {
    var store = conSesion()
    accepted(&store, .set(.mainActor, faithful: false))
    let step = accepted(&store, .tapNotification(nil))
    #expect(!step.has(Note.ID.crashMainActor), "\(step.notes)")
    #expect(value(store, "app.enMarcha") == .bool(true))
  }

  @Test("a tap while inactive, main-actor on: no crash")
  func inactiveTapWithMainActor() {
    var store = conSesion()
    accepted(&store, .scene(.inactive))
    let step = accepted(&store, .tapNotification(nil))
    #expect(!step.has(Note.ID.crashMainActor))
    #expect(value(store, "app.enMarcha") == .bool(true))
  }

  @Test("granted while in the background: inactive does not schedule the reminder, active does")
  func reminderWaitsForActive() {
    var store = conSesion()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .deny)
    accepted(&store, .scene(.background))
    accepted(&store, .systemSettings(.notifications, true))
    #expect(value(store, "recordatorio.programado") == .bool(false))
    accepted(&store, .scene(.inactive))
    #expect(value(store, "recordatorio.programado") == .bool(false), "inactive is not active")
    accepted(&store, .scene(.active))
    #expect(value(store, "recordatorio.programado") == .bool(true))
  }

  @Test("content built while the scene is inactive: initial: true does not schedule the reminder")
  func contentBuiltWhileInactive() {
    var store = Store()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .allow)
    #expect(value(store, "permisos.notificaciones") == .symbol("authorized"))
    accepted(&store, .scene(.inactive))
    accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(value(store, "contenido") != .null, "content is built")
    #expect(value(store, "recordatorio.programado") == .bool(false), "inactive is not active")
    accepted(&store, .scene(.active))
    #expect(value(store, "recordatorio.programado") == .bool(true))
  }
}
