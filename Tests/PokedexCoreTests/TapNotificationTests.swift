import Testing

@testable import PokedexCore

@Suite("URL grammar")
struct URLGrammarTests {
  func destino(_ url: String) -> Destino? {
    if case .success(let d) = Destino.parse(url) { return d }
    return nil
  }

  @Test("pokedex://lista parses to Destination.Lista")
  func lista() {
    #expect(destino("pokedex://lista") == .lista)
  }

  @Test("pokedex://pokemon/<n> parses to Destination.Detalle(n) for n in 1…151")
  func detalle() {
    #expect(destino("pokedex://pokemon/1") == .detalle(1))
    #expect(destino("pokedex://pokemon/25") == .detalle(25))
    #expect(destino("pokedex://pokemon/151") == .detalle(151))
    for n in Catalog.range {
      #expect(destino("pokedex://pokemon/\(n)") == .detalle(n))
    }
  }

  @Test(
    "scheme and host are case-insensitive",
    arguments: [
      ("POKEDEX://LISTA", Destino.lista), ("PokeDex://Lista", .lista),
      ("POKEDEX://POKEMON/25", .detalle(25)), ("pokedex://Pokemon/7", .detalle(7)),
    ])
  func caseInsensitive(_ url: String, _ expected: Destino) {
    #expect(destino(url) == expected)
  }

  @Test(
    "leading zeros are allowed",
    arguments: [
      ("pokedex://pokemon/025", 25), ("pokedex://pokemon/0001", 1),
      ("pokedex://pokemon/000000000000000000000000000151", 151),
    ])
  func leadingZeros(_ url: String, _ n: Int) {
    #expect(destino(url) == .detalle(n))
  }

  @Test(
    "a trailing slash is allowed",
    arguments: [("pokedex://lista/", Destino.lista), ("pokedex://pokemon/25/", .detalle(25))])
  func trailingSlash(_ url: String, _ expected: Destino) {
    #expect(destino(url) == expected)
  }

  @Test(
    "query and fragment are ignored",
    arguments: [
      ("pokedex://pokemon/25?x=1", Destino.detalle(25)), ("pokedex://pokemon/25#top", .detalle(25)),
      ("pokedex://pokemon/25/?a=b#c", .detalle(25)), ("pokedex://lista?tab=1", .lista),
      ("pokedex://lista#x", .lista), ("POKEDEX://Pokemon/025/?x=/1", .detalle(25)),
    ])
  func queryFragmentIgnored(_ url: String, _ expected: Destino) {
    #expect(destino(url) == expected)
  }

  @Test(
    "anything else parses to nothing, with a reason",
    arguments: [
      "pokedex://pokemon/0", "pokedex://pokemon/152", "pokedex://pokemon/-1",
      "pokedex://pokemon/123456789012345678901234567890", "pokedex://pokemon/00000",
      "pokedex://pokemon/+25", "pokedex://pokemon/2a", "pokedex://pokemon/ 25",
      "pokedex://pokemon/25.0", "pokedex://pokemon/0x19", "pokedex://pokemon/١",
      "pokedex://pokemon", "pokedex://pokemon/", "pokedex://pokemon/25/1",
      "pokedex://pokemon/25//", "pokedex://lista/25", "pokedex://lista//",
      "https://pokedex/lista", "http://lista", "pokedex:lista", "pokedex:/lista",
      "pokedex//lista", "pokedex://", "pokedex://favoritos", "pokedex://ajustes",
      "pokedexx://lista", "://lista", "", "junk", "lista", "25", "pokémon://lista",
      " pokedex://lista", "pokedex://lista ",
    ])
  func invalid(_ url: String) {
    let result = Destino.parse(url)
    guard case .failure(let e) = result else {
      Issue.record("\(url) parsed to \(result)")
      return
    }
    #expect(!e.reason.isEmpty)
  }

  @Test("an ASCII link read on its bytes gives what the character rules give, reasons included")
  func bytesAgreeWithCharacters() {
    let parts = [
      ["pokedex", "POKEDEX", "PoKeDeX", "https", "pokedexx", "", " pokedex"],
      ["://", ":/", ":", "", "//", ":///"],
      ["lista", "LISTA", "pokemon", "Pokemon", "favoritos", "", "pokemon/"],
      ["", "/", "//"],
      [
        "7", "25", "025", "151", "152", "0", "000", "0151", "1000", "-1", "99999999999999999999",
        "",
      ],
      ["", "/", "//", "?x=1", "#a", "/?q", " ", "\r\n", "/extra"],
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % n
    }
    var parsed = 0
    for _ in 0..<20_000 {
      let url = parts.map { $0[next($0.count)] }.joined()
      let bytes = Array(url.utf8)
      let fast = bytes.withUnsafeBufferPointer { Destino.parseASCII($0) }
      #expect(fast == Destino.parseText(url), "\(url)")
      if case .success = fast { parsed += 1 }
    }
    // Both outcomes were exercised, not only the failures.
    #expect(parsed > 20)
    for url in ["pokedex://pokemon/25", "POKEDEX://Pokemon/025/?x=1", "pokedex://lista/"] {
      let bytes = Array(url.utf8)
      let fast = bytes.withUnsafeBufferPointer { Destino.parseASCII($0) }
      #expect(fast == Destino.parseText(url), "\(url)")
    }
  }

  @Test("the reason names what is wrong")
  func reasons() {
    func reason(_ url: String) -> String {
      if case .failure(let e) = Destino.parse(url) { return e.reason }
      return ""
    }
    #expect(reason("https://pokedex/lista").contains("scheme"))
    #expect(reason("pokedex://favoritos").contains("host"))
    #expect(reason("pokedex://pokemon/152").contains("1…151"))
    #expect(reason("junk").contains("scheme"))
  }
}

@Suite("Links: abrir and open-url")
struct OpenURLTests {
  @Test("abrir selects the lista tab and sets caminoLista to [n]")
  func abrirDetalle() {
    var store = conSesion()
    accepted(&store, .tab(.ajustes))
    let step = accepted(&store, .openURL("pokedex://pokemon/25"))
    #expect(names(step) == ["ContentView.onOpenURL"])
    #expect(step.change("contenido.pestana")?.new == .symbol("lista"))
    #expect(step.change("contenido.caminoLista")?.new == ints(25))
    #expect(step.ui == ["push lista #25 Pikachu"])
    #expect(value(store, "pantalla.lista") == ints(25))
  }

  @Test("abrir with the list link empties caminoLista")
  func abrirLista() {
    var store = conSesion()
    accepted(&store, .open(1))
    accepted(&store, .open(4))
    let step = accepted(&store, .openURL("pokedex://lista"))
    #expect(value(store, "contenido.caminoLista") == ints())
    #expect(step.ui == ["pop-to lista root"])
    #expect(value(store, "pantalla.lista") == ints())
  }

  @Test("a link with a bad URL is ignored with a note saying why")
  func badLinkIgnored() {
    var store = conSesion()
    let before = store.world
    let step = accepted(&store, .openURL("pokedex://pokemon/152"))
    #expect(step.changes.isEmpty)
    #expect(any(step.notes, contains: "parses to nothing"))
    #expect(any(step.notes, contains: "outside 1…151"))
    #expect(store.world == before)
  }

  @Test("open-url on iOS is delivered to a built content")
  func iosDeliveredToContent() {
    var store = Store(hayCuentas: false)
    accepted(&store, .openURL("pokedex://pokemon/150"))
    #expect(value(store, "contenido.caminoLista") == ints(150))
  }

  @Test("open-url on iOS without content is lost")
  func iosLostWithoutContent() {
    var store = Store()
    let before = store.world
    let step = accepted(&store, .openURL("pokedex://pokemon/25"))
    #expect(any(step.notes, contains: "lost"))
    #expect(step.changes.isEmpty)
    #expect(store.world == before)
    accepted(&store, .signup(email: correo, password: key))
    #expect(value(store, "contenido.caminoLista") == ints())
  }

  @Test("open-url on Android without content waits and is delivered when content is built")
  func androidWaits() {
    var store = Store(plataforma: .android)
    let step = accepted(&store, .openURL("pokedex://pokemon/25"))
    #expect(any(step.notes, contains: "waits"))
    #expect(value(store, "actividad.enlacePendiente") == .string("pokedex://pokemon/25"))
    let login = accepted(&store, .signup(email: correo, password: key))
    #expect(names(login).contains("MainActivity delivers its waiting link"))
    #expect(value(store, "contenido.caminoLista") == ints(25))
    #expect(value(store, "pantalla.lista") == ints(25))
    #expect(value(store, "actividad.enlacePendiente") == .null)
  }

  @Test("open-url on Android with content is delivered at once")
  func androidWithContent() {
    var store = conSesion(.android)
    let step = accepted(&store, .openURL("pokedex://pokemon/7"))
    #expect(names(step) == ["MainActivity.onNewIntent"])
    #expect(value(store, "contenido.caminoLista") == ints(7))
  }

  @Test("open-url while the app is not running launches it; the link arrives after launch")
  func openURLLaunches() {
    var store = conSesion()
    accepted(&store, .terminate)
    let step = accepted(&store, .openURL("pokedex://pokemon/25"))
    #expect(names(step).first == "launch (by the link)")
    #expect(names(step).last == "ContentView.onOpenURL")
    #expect(names(step).contains("ContentView built"))
    #expect(value(store, "contenido.caminoLista") == ints(25))
  }

  @Test("open-url on a closed iOS app without a session launches it and the link is lost")
  func openURLLaunchesLost() {
    var store = Store()
    accepted(&store, .terminate)
    let step = accepted(&store, .openURL("pokedex://pokemon/25"))
    #expect(names(step).first == "launch (by the link)")
    #expect(any(step.notes, contains: "lost"))
    #expect(value(store, "raiz") == .symbol("formulario"))
  }

  @Test("open-url on a closed Android app without a session launches it and the link waits")
  func openURLLaunchesAndroidWaits() {
    var store = Store(plataforma: .android)
    accepted(&store, .terminate)
    accepted(&store, .openURL("pokedex://pokemon/25"))
    #expect(value(store, "actividad.enlacePendiente") == .string("pokedex://pokemon/25"))
    accepted(&store, .signup(email: correo, password: key))
    #expect(value(store, "contenido.caminoLista") == ints(25))
  }

  @Test("a link brings an app in the background to the foreground")
  func linkForegrounds() {
    var store = conSesion()
    accepted(&store, .scene(.background))
    let step = accepted(&store, .openURL("pokedex://lista"))
    #expect(step.change("app.escena")?.new == .symbol("active"))
  }
}

@Suite("Notification taps")
struct TapNotificationTests {
  @Test("a tap goes to the delegate, which sets enlacePendiente even before login")
  func tapSetsPending() {
    var store = Store()
    let step = accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(names(step) == ["DelegadoDeNotificaciones.didReceive"])
    #expect(step.change("delegado.enlacePendiente")?.new == .string("pokedex://pokemon/25"))
    #expect(value(store, "contenido") == .null)
  }

  @Test("a tap before login is handled when content appears")
  func tapBeforeLoginHandled() {
    var store = Store()
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    let step = accepted(&store, .signup(email: correo, password: key))
    #expect(names(step).last == "ContentView.onChange(of: enlacePendiente, initial: true)")
    #expect(value(store, "contenido.caminoLista") == ints(25))
    #expect(value(store, "delegado.enlacePendiente") == .null)
    #expect(value(store, "pantalla.lista") == ints(25))
    #expect(step.ui.contains("push lista #25 Pikachu"))
  }

  @Test("a tap while content is built is handled by the change observer at once")
  func tapWithContent() {
    var store = conSesion()
    accepted(&store, .tab(.favoritos))
    let step = accepted(&store, .tapNotification("pokedex://pokemon/4"))
    #expect(
      names(step) == [
        "DelegadoDeNotificaciones.didReceive",
        "ContentView.onChange(of: enlacePendiente, initial: true)",
      ])
    #expect(value(store, "contenido.pestana") == .symbol("lista"))
    #expect(value(store, "contenido.caminoLista") == ints(4))
    #expect(value(store, "delegado.enlacePendiente") == .null)
  }

  @Test("tapping the same link twice with onchange-initial on is handled twice")
  func sameLinkTwiceOn() {
    var store = conSesion()
    accepted(&store, .tapNotification("pokedex://pokemon/4"))
    accepted(&store, .back)
    let step = accepted(&store, .tapNotification("pokedex://pokemon/4"))
    #expect(step.change("contenido.caminoLista")?.new == ints(4))
  }

  @Test("onchange-initial off: the waiting link is not handled when content appears")
  func onchangeInitialOffNotHandled() {
    var store = Store()
    let knob = accepted(&store, .set(.onchangeInitial, faithful: false))
    #expect(!store.world.knobs[.onchangeInitial])
    #expect(
      knob.changes == [
        Change(path: "knobs.onchangeInitial", old: .symbol("on"), new: .symbol("off"))
      ])
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    let step = accepted(&store, .signup(email: correo, password: key))
    #expect(value(store, "contenido.caminoLista") == ints())
    #expect(value(store, "delegado.enlacePendiente") == .string("pokedex://pokemon/25"))
    #expect(any(step.notes, contains: "not handled"))
    #expect(names(step).last == "ContentView.onChange(of: enlacePendiente)")
  }

  @Test("onchange-initial off: a second tap with the same link changes nothing")
  func onchangeInitialOffSecondTap() {
    var store = Store()
    accepted(&store, .set(.onchangeInitial, faithful: false))
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    accepted(&store, .signup(email: correo, password: key))
    let before = store.world
    let step = accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(step.changes.isEmpty)
    #expect(any(step.notes, contains: "does not change"))
    #expect(names(step) == ["DelegadoDeNotificaciones.didReceive"])
    #expect(store.world == before)
    #expect(value(store, "contenido.caminoLista") == ints())
  }

  @Test("onchange-initial off: a different link while content is built is handled")
  func onchangeInitialOffChangeHandled() {
    var store = Store()
    accepted(&store, .set(.onchangeInitial, faithful: false))
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    accepted(&store, .signup(email: correo, password: key))
    let step = accepted(&store, .tapNotification("pokedex://pokemon/7"))
    #expect(names(step).last == "ContentView.onChange(of: enlacePendiente)")
    #expect(value(store, "contenido.caminoLista") == ints(7))
    #expect(value(store, "delegado.enlacePendiente") == .null)
  }

  @Test("onchange-initial on again: the waiting link is handled when content appears")
  func onchangeInitialBackOn() {
    var store = Store()
    accepted(&store, .set(.onchangeInitial, faithful: false))
    let step = accepted(&store, .set(.onchangeInitial, faithful: true))
    #expect(store.world.knobs[.onchangeInitial])
    #expect(names(step) == ["set onchange-initial on"])
    #expect(step.change("knobs.onchangeInitial")?.new == .symbol("on"))
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    accepted(&store, .signup(email: correo, password: key))
    #expect(value(store, "contenido.caminoLista") == ints(25))
  }

  @Test("onchange-initial affects only the observer of enlacePendiente")
  func onchangeInitialOnlyLinks() {
    var store = Store()
    accepted(&store, .set(.onchangeInitial, faithful: false))
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .allow)
    #expect(value(store, "recordatorio.programado") == .bool(false))
    let step = accepted(&store, .signup(email: correo, password: key))
    #expect(value(store, "recordatorio.programado") == .bool(true))
    #expect(names(step).last == "ContentView.onChange(of: scenePhase, initial: true)")
    #expect(step.change("recordatorio.programado")?.new == .bool(true))
  }

  @Test(
    "a tap while the app is not running launches it with that tap (cold start)",
    arguments: Plataforma.allCases)
  func coldStart(_ plataforma: Plataforma) {
    var store = conSesion(plataforma)
    accepted(&store, .terminate)
    let step = accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(names(step).first == "launch (by the notification tap)")
    #expect(names(step).contains("DelegadoDeNotificaciones.didReceive"))
    #expect(value(store, "contenido.caminoLista") == ints(25))
    #expect(value(store, "delegado.enlacePendiente") == .null)
  }

  @Test("a cold-start tap without a session waits in the delegate until login")
  func coldStartBeforeLogin() {
    var store = conCuentaSinSesion()
    accepted(&store, .terminate)
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(value(store, "delegado.enlacePendiente") == .string("pokedex://pokemon/25"))
    accepted(&store, .login(email: correo, password: key))
    #expect(value(store, "contenido.caminoLista") == ints(25))
  }

  @Test("delegate-install late: iOS discards the tap that opened the app")
  func delegateLateDiscards() {
    var store = conSesion()
    accepted(&store, .set(.delegateInstall, faithful: false))
    accepted(&store, .terminate)
    let step = accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(any(step.notes, contains: "discarded"))
    #expect(names(step).contains("delegate installed (late)"))
    #expect(value(store, "delegado.enlacePendiente") == .null)
    #expect(value(store, "contenido.caminoLista") == ints())
  }

  @Test("delegate-install early: the tap that opened the app is kept")
  func delegateEarlyKeeps() {
    var store = conSesion()
    accepted(&store, .set(.delegateInstall, faithful: false))
    let step = accepted(&store, .set(.delegateInstall, faithful: true))
    #expect(store.world.knobs[.delegateInstall])
    #expect(
      step.changes == [
        Change(path: "knobs.delegateInstall", old: .symbol("late"), new: .symbol("early"))
      ])
    accepted(&store, .terminate)
    let tap = accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(!any(tap.notes, contains: "discarded"))
    #expect(!names(tap).contains("delegate installed (late)"))
    #expect(value(store, "contenido.caminoLista") == ints(25))
  }

  @Test("delegate-install late while running takes effect at the next launch")
  func delegateLateNextLaunch() {
    var store = conSesion()
    let step = accepted(&store, .set(.delegateInstall, faithful: false))
    #expect(any(step.notes, contains: "next launch"))
    accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(value(store, "contenido.caminoLista") == ints(25))
  }

  @Test("delegate-install late still delivers taps once the app has launched")
  func delegateLateLaterTaps() {
    var store = conSesion()
    accepted(&store, .set(.delegateInstall, faithful: false))
    accepted(&store, .restart)
    #expect(store.world.app?.delegateInstalled == true)
    accepted(&store, .tapNotification("pokedex://pokemon/9"))
    #expect(value(store, "contenido.caminoLista") == ints(9))
  }

  @Test("a tap never needs notification permission")
  func tapNeedsNoPermission() {
    var store = conSesion()
    accepted(&store, .systemSettings(.notifications, false))
    #expect(value(store, "permisos.notificaciones") == .symbol("denied"))
    accepted(&store, .tapNotification("pokedex://pokemon/3"))
    #expect(value(store, "contenido.caminoLista") == ints(3))
  }

  @Test("a tap with a bad link is consumed and ignored with a note")
  func tapBadLink() {
    var store = conSesion()
    let step = accepted(&store, .tapNotification("pokedex://pokemon/999"))
    #expect(any(step.notes, contains: "parses to nothing"))
    #expect(value(store, "contenido.caminoLista") == ints())
    #expect(value(store, "delegado.enlacePendiente") == .null)
  }

  @Test("tap-notification without a URL taps the daily notification")
  func tapDaily() {
    var store = conSesion()
    accepted(&store, .date(SimDate(year: 2026, month: 2, day: 1)))
    accepted(&store, .tapNotification(nil))
    #expect(value(store, "contenido.caminoLista") == ints(32))
  }
}

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
    #expect(value(store, "app.escena") == .symbol("inactive"))
    #expect(value(store, "recordatorio.programado") == .bool(false))
    let step = accepted(&store, .allow)
    #expect(value(store, "recordatorio.programado") == .bool(true))
    #expect(value(store, "recordatorio.enlace") == .string("pokedex://pokemon/1"))
    #expect(
      step.actions.last?.changes == [
        Change(path: "recordatorio.programado", old: .bool(false), new: .bool(true)),
        Change(path: "recordatorio.enlace", old: .null, new: .string("pokedex://pokemon/1")),
      ])
    #expect(names(step) == ["allow", "ContentView.onChange(of: scenePhase, initial: true)"])
  }

  @Test("the reminder is not scheduled when permission is denied")
  func notScheduledWhenDenied() {
    var store = conSesion()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    let step = accepted(&store, .deny)
    #expect(value(store, "recordatorio.programado") == .bool(false))
    #expect(names(step) == ["deny"])
  }

  @Test("the reminder is scheduled when content appears with the scene active and permission")
  func scheduledOnAppearing() {
    var store = Store()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .allow)
    #expect(value(store, "recordatorio.programado") == .bool(false))
    let step = accepted(&store, .signup(email: correo, password: key))
    #expect(value(store, "recordatorio.programado") == .bool(true))
    #expect(names(step).last == "ContentView.onChange(of: scenePhase, initial: true)")
  }

  @Test("the reminder is scheduled again on each change to active")
  func scheduledOnEachActive() {
    var store = conSesion()
    accepted(&store, .systemSettings(.notifications, true))
    accepted(&store, .scene(.background))
    accepted(&store, .date(SimDate(year: 2026, month: 1, day: 25)))
    let step = accepted(&store, .scene(.active))
    #expect(value(store, "recordatorio.enlace") == .string("pokedex://pokemon/25"))
    #expect(names(step) == ["scene active", "ContentView.onChange(of: scenePhase, initial: true)"])
    #expect(step.change("recordatorio.enlace")?.new == .string("pokedex://pokemon/25"))
    let again = accepted(&store, .scene(.background))
    #expect(names(again) == ["scene background"])
    let active = accepted(&store, .scene(.active))
    #expect(names(active).last == "ContentView.onChange(of: scenePhase, initial: true)")
    #expect(active.change("recordatorio.enlace") == nil)
    #expect(any(active.notes, contains: "RecordatorioDiario.programar()"))
  }

  @Test("the scene-phase observer lives in content: no reminder while the form is shown")
  func noReminderWithoutContent() {
    var store = Store()
    accepted(&store, .systemSettings(.notifications, true))
    accepted(&store, .scene(.background))
    let step = accepted(&store, .scene(.active))
    #expect(names(step) == ["scene active"])
    #expect(value(store, "recordatorio.programado") == .bool(false))
    #expect(step.changes.map(\.path) == ["app.escena"])
  }

  @Test("the reminder is not scheduled while the scene is in the background")
  func notScheduledInBackground() {
    var store = conSesion()
    accepted(&store, .scene(.background))
    let step = accepted(&store, .systemSettings(.notifications, true))
    #expect(value(store, "recordatorio.programado") == .bool(false))
    #expect(names(step) == ["system-settings notifications on"])
  }

  @Test("provisional permission also schedules the reminder")
  func provisionalSchedules() {
    var store = Store()
    accepted(&store, .permissionRequest(.notifications, provisional: true))
    accepted(&store, .signup(email: correo, password: key))
    #expect(value(store, "recordatorio.programado") == .bool(true))
  }

  @Test("an arriving notification in the foreground is a banner with sound (willPresent)")
  func bannerInForeground() {
    var store = conSesion()
    accepted(&store, .systemSettings(.notifications, true))
    let step = accepted(&store, .notify(nil))
    #expect(names(step) == ["notification arrives"])
    #expect(
      step.ui == [
        "banner «Pokémon del día: #1 Bulbasaur» with sound (willPresent, app in the foreground)"
      ])
  }

  @Test("an arriving notification in the background goes to the notification center")
  func centerInBackground() {
    var store = conSesion()
    accepted(&store, .systemSettings(.notifications, true))
    accepted(&store, .scene(.background))
    let step = accepted(&store, .notify("pokedex://pokemon/25"))
    #expect(step.ui.isEmpty)
    #expect(any(step.notes, contains: "notification center"))
  }

  @Test("an arriving notification with the app closed goes to the notification center")
  func centerWhenClosed() {
    var store = Store()
    accepted(&store, .systemSettings(.notifications, true))
    accepted(&store, .terminate)
    let step = accepted(&store, .notify(nil))
    #expect(step.ui.isEmpty)
    #expect(any(step.notes, contains: "notification center"))
    #expect(value(store, "app.enMarcha") == .bool(false))
  }

  @Test(
    "a notification is not shown without permission",
    arguments: [PermissionStatus.notDetermined, .denied])
  func notShown(_ estado: PermissionStatus) {
    var store = conSesion()
    if estado == .denied { accepted(&store, .systemSettings(.notifications, false)) }
    let before = store.world
    let step = accepted(&store, .notify(nil))
    #expect(any(step.notes, contains: "not shown"))
    #expect(step.ui.isEmpty)
    #expect(store.world == before)
  }

  @Test("a provisional notification goes quietly to the notification center")
  func provisionalQuiet() {
    var store = conSesion()
    accepted(&store, .permissionRequest(.notifications, provisional: true))
    let step = accepted(&store, .notify(nil))
    #expect(step.ui.isEmpty)
    #expect(any(step.notes, contains: "quietly to the notification center"))
  }
}
