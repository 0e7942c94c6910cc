import Testing

@_spi(Internals) @testable import PokedexCore

@Suite("Daily notification and arriving notifications")
struct DailyNotificationTests {
  @Test(
    "the daily Pokémon is n = (day of year − 1) mod 151 + 1",
    arguments: [
      ("2026-01-01", 1), ("2026-01-25", 25), ("2026-02-01", 32), ("2026-05-31", 151),
      ("2026-06-01", 1), ("2026-12-31", 63), ("2024-12-31", 64), ("2024-03-01", 61),
      ("2026-03-01", 60), ("2000-12-31", 64),
    ])
  func dailyPokemon(_ text: String, _ n: Int) throws {
    let date = try #require(SimDate.parse(text))
    #expect(date.pokemonOfTheDay == n)
    #expect((date.dayOfYear - 1) % 151 + 1 == n)
  }

  @Test("the daily notification links to pokedex://pokemon/<n> of the simulated date")
  func dailyLink() {
    var world = World()
    #expect(world.linkOfTheDay == "pokedex://pokemon/1")
    world.fecha = SimDate(year: 2026, month: 3, day: 15)
    #expect(world.linkOfTheDay == "pokedex://pokemon/74")
  }

  @Test("the reminder is scheduled when the scene becomes active with permission granted")
  func scheduledOnActive() {
    var store = conSesion()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    #expect(value(store, .field(.appEscena)) == .symbol("inactive"))
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(false))
    let step = accepted(&store, .allow)
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(true))
    #expect(value(store, .field(.recordatorioEnlace)) == .string("pokedex://pokemon/1"))
    #expect(
      step.actions.last?.changes == [
        Change(path: .field(.recordatorioProgramado), old: .bool(false), new: .bool(true)),
        Change(path: .field(.recordatorioEnlace), old: .null, new: .string("pokedex://pokemon/1")),
      ])
    #expect(actions(step) == [.allow, .observeScene(initial: true, .ios)])
  }

  @Test("the reminder is not scheduled when permission is denied")
  func notScheduledWhenDenied() {
    var store = conSesion()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    let step = accepted(&store, .deny)
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(false))
    #expect(actions(step) == [.deny])
  }

  @Test("the reminder is scheduled when content appears with the scene active and permission")
  func scheduledOnAppearing() {
    var store = Store()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .allow)
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(false))
    let step = accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(true))
    #expect(actions(step).last == .observeScene(initial: true, .ios))
  }

  @Test("the reminder is scheduled again on each change to active")
  func scheduledOnEachActive() {
    var store = conSesion()
    answerNotifications(&store, granted: true)
    accepted(&store, .scene(.background))
    accepted(&store, .date(SimDate(year: 2026, month: 1, day: 25)))
    let step = accepted(&store, .scene(.active))
    #expect(value(store, .field(.recordatorioEnlace)) == .string("pokedex://pokemon/25"))
    #expect(actions(step) == [.scene(.active), .observeScene(initial: true, .ios)])
    #expect(step.change(.field(.recordatorioEnlace))?.new == .string("pokedex://pokemon/25"))
    let again = accepted(&store, .scene(.background))
    #expect(actions(again) == [.scene(.background)])
    let active = accepted(&store, .scene(.active))
    #expect(actions(active).last == .observeScene(initial: true, .ios))
    #expect(active.change(.field(.recordatorioEnlace)) == nil)
    #expect(active.has(Note.ID.reminderReplaced))
  }

  @Test("the scene-phase observer lives in content: no reminder while the form is shown")
  func noReminderWithoutContent() {
    var store = Store()
    answerNotifications(&store, granted: true)
    accepted(&store, .scene(.background))
    let step = accepted(&store, .scene(.active))
    #expect(actions(step) == [.scene(.active)])
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(false))
    #expect(step.changes.map(\.path) == [.field(.appEscena)])
  }

  @Test("the reminder is not scheduled while the scene is in the background")
  func notScheduledInBackground() {
    var store = conSesion()
    answerNotifications(&store, granted: false)
    accepted(&store, .scene(.background))
    let step = accepted(&store, .systemSettings(.notifications, true))
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(false))
    #expect(actions(step) == [.systemSettings(.notifications, true)])
  }

  @Test("provisional permission also schedules the reminder")
  func provisionalSchedules() {
    var store = Store()
    accepted(&store, .permissionRequest(.notifications, provisional: true))
    accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(true))
  }

  @Test("an arriving notification in the foreground is a banner with sound (willPresent)")
  func bannerInForeground() {
    var store = conSesion()
    answerNotifications(&store, granted: true)
    let step = accepted(&store, .notify(nil))
    #expect(actions(step) == [.notificationArrives])
    #expect(
      step.ui == [
        .banner(title: "Pokémon del día: #1 Bulbasaur", .ios)
      ])
  }

  @Test("an arriving notification in the background goes to the notification center")
  func centerInBackground() {
    var store = conSesion()
    answerNotifications(&store, granted: true)
    accepted(&store, .scene(.background))
    let step = accepted(&store, .notify("pokedex://pokemon/25"))
    #expect(step.ui.isEmpty)
    #expect(step.has(Note.ID.notificationToCenter))
  }

  @Test("an arriving notification with the app closed goes to the notification center")
  func centerWhenClosed() {
    var store = Store()
    answerNotifications(&store, granted: true)
    accepted(&store, .terminate)
    let step = accepted(&store, .notify(nil))
    #expect(step.ui.isEmpty)
    #expect(step.has(Note.ID.notificationToCenter))
    #expect(value(store, .field(.appEnMarcha)) == .bool(false))
  }

  @Test("authorized, with the scene inactive: the app is in the foreground, a banner")
  func bannerWhenInactive() {
    // docs/reference.md §1.4: an inactive scene is the app open, in the foreground.
    var store = conSesion()
    answerNotifications(&store, granted: true)
    accepted(&store, .scene(.inactive))
    let step = accepted(&store, .notify(nil))
    #expect(step.ui == [.banner(title: "Pokémon del día: #1 Bulbasaur", .ios)])
    #expect(step.notes.isEmpty)
  }

  @Test("authorized, with a system alert up (the scene inactive): a banner, as in the foreground")
  func bannerUnderSystemAlert() {
    // docs/reference.md §1.7: the system alert makes the scene inactive until it is answered.
    var store = Store()
    accepted(&store, .plistAdd("NSCameraUsageDescription", "Para fotos"))
    accepted(&store, .restart)
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .allow)
    accepted(&store, .permissionRequest(.camera, provisional: false))
    #expect(value(store, .field(.pantallaPresentado)) != .null)
    #expect(value(store, .field(.appEscena)) == .symbol("inactive"))
    let step = accepted(&store, .notify("pokedex://pokemon/25"))
    #expect(step.ui == [.banner(title: "Pokédex: pokedex://pokemon/25", .ios)])
    #expect(step.notes.isEmpty)
  }

  @Test(
    "a notification is not shown without permission",
    arguments: [PermissionStatus.notDetermined, .denied])
  func notShown(_ estado: PermissionStatus) {
    var store = conSesion()
    if estado == .denied { answerNotifications(&store, granted: false) }
    let before = store.world
    let step = accepted(&store, .notify(nil))
    #expect(step.has(Note.ID.notificationNotShown))
    #expect(step.ui.isEmpty)
    #expect(store.world == before)
  }

  @Test("a provisional notification goes quietly to the notification center")
  func provisionalQuiet() {
    var store = conSesion()
    accepted(&store, .permissionRequest(.notifications, provisional: true))
    let step = accepted(&store, .notify(nil))
    #expect(step.ui.isEmpty)
    #expect(step.has(Note.ID.notificationProvisional))
  }
}
