import Testing

@testable import PokedexCore

/// The mistakes the lessons warn against in their own words, each a knob: what the user sees at
/// the pitfall, and that the lesson's fix (the default) does not show it (docs/reference.md
/// §5.6).
@Suite("The lessons' named mistakes")
struct LessonMistakesTests {
  /// A fresh iOS world, accounts on, no session, with `knob` at its pitfall.
  func planted(_ knob: Knob) -> Store {
    var store = Store(platform: .ios)
    accepted(&store, .set(knob, faithful: false))
    return store
  }

  @Test("guard-at-root off: the TabView exists without a session, and a link opens a detail")
  func guardOnEachScreen() {
    var fixed = Store(platform: .ios)
    expectRejected(&fixed, .tab(.favoritos), because: .noTabs)
    var store = planted(.guardAtRoot)
    #expect(value(store, .field(.contenido)) == .symbol("construido"))
    #expect(value(store, .field(.raiz)) == .symbol("formulario"))
    accepted(&store, .tab(.favoritos))
    expectRejected(&store, .open(25), because: .screenGuarded)
    expectRejected(&store, .settingsTema(.oscuro), because: .screenGuarded)
    let link = accepted(&store, .openURL("pokedex://pokemon/25"))
    #expect(!link.has(Note.ID.linkLost))
    #expect(value(store, .field(.pantallaLista)) == ints(25))
    #expect(value(store, .field(.authSesion)) == .null)
    expectRejected(
      &store, .signup(email: ashEmail, password: Secret(key)), because: .formUnderDetail)
    accepted(&store, .back)
    accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    accepted(&store, .open(4))
    // A logout destroys nothing: the stack waits for whoever logs in next.
    let out = accepted(&store, .logout(confirm: true))
    #expect(!actions(out).contains(.contentDestroyed))
    #expect(value(store, .field(.pantallaLista)) == ints(4))
    // Back at the root, the guard destroys what has no session.
    let fix = accepted(&store, .set(.guardAtRoot, faithful: true))
    #expect(actions(fix).contains(.contentDestroyed))
    #expect(value(store, .field(.contenido)) == .null)
  }

  @Test("root-transition off: the guard cuts between the form and the content, with no fade")
  func guardCuts() {
    var fixed = Store(platform: .ios)
    let fade = accepted(&fixed, .signup(email: ashEmail, password: Secret(key)))
    #expect(fade.ui == [.fade(haySesion: true, .ios)])
    var store = planted(.rootTransition)
    let login = accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(login.ui == [.cut(haySesion: true, .ios)])
    #expect(value(store, .field(.raiz)) == .symbol("conSesion"))
    let logout = accepted(&store, .logout(confirm: true))
    #expect(logout.ui.contains(.cut(haySesion: false, .ios)))
    #expect(!logout.has(UIEvent.ID.fade))
  }

  @Test("switch-tab off: a tap from Favoritos fills the Pokédex's stack and stays on Favoritos")
  func linkBehindTab() {
    var store = conSesion()
    accepted(&store, .set(.switchTab, faithful: false))
    accepted(&store, .tab(.favoritos))
    let tap = accepted(&store, .tapNotification("pokedex://pokemon/25"))
    #expect(tap.notes == [.linkBehindTab(url: "pokedex://pokemon/25", .favoritos)])
    #expect(value(store, .field(.contenidoPestana)) == .symbol("favoritos"))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(25))
    // From the Pokédex tab itself nothing differs.
    accepted(&store, .tab(.lista))
    let there = accepted(&store, .openURL("pokedex://pokemon/7"))
    #expect(!there.has(Note.ID.linkBehindTab))
    accepted(&store, .set(.switchTab, faithful: true))
    accepted(&store, .tab(.ajustes))
    let fixed = accepted(&store, .openURL("pokedex://pokemon/4"))
    #expect(!fixed.has(Note.ID.linkBehindTab))
    #expect(value(store, .field(.contenidoPestana)) == .symbol("lista"))
  }

  @Test("theme-at-root off: only the Ajustes tab is repainted, and the root keeps the system's")
  func themeInsideSettings() {
    var store = conSesion()
    let root = accepted(&store, .settingsTema(.oscuro))
    #expect(root.ui == [.repaint(.oscuro, .ios)])
    #expect(value(store, .field(.contenidoTema)) == .symbol("oscuro"))
    let moved = accepted(&store, .set(.themeAtRoot, faithful: false))
    #expect(moved.change(.field(.contenidoTema))?.new == .symbol("sistema"))
    let inside = accepted(&store, .settingsTema(.claro))
    #expect(inside.ui == [.repaintAjustesOnly(.claro, .ios)])
    #expect(value(store, .field(.ajustesTema)) == .symbol("claro"))
    #expect(value(store, .field(.contenidoTema)) == .symbol("sistema"))
  }

  @Test("scene-initial off: ContentView appearing with the scene active schedules no reminder")
  func sceneAlreadyActive() {
    var store = Store(platform: .ios)
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .allow)
    var fixed = store
    let appears = accepted(&fixed, .signup(email: ashEmail, password: Secret(key)))
    #expect(actions(appears).last == .observeScene(initial: true, .ios))
    #expect(value(fixed, .field(.recordatorioEnlace)) == .string("pokedex://pokemon/1"))
    accepted(&store, .set(.sceneInitial, faithful: false))
    let missed = accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(actions(missed).last == .observeScene(initial: false, .ios))
    #expect(missed.notes.last == .reminderNotScheduled)
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(false))
    // A change to active still schedules it.
    accepted(&store, .scene(.background))
    let back = accepted(&store, .scene(.active))
    #expect(!back.has(Note.ID.reminderNotScheduled))
    #expect(value(store, .field(.recordatorioEnlace)) == .string("pokedex://pokemon/1"))
  }

  @Test("request-permission launch: each launch asks, the system only while notDetermined")
  func askedAtLaunch() {
    var store = Store(platform: .ios)
    let next = accepted(&store, .set(.requestPermission, faithful: false))
    #expect(next.has(Note.ID.knobAtNextLaunch))
    #expect(value(store, .field(.dialogo)) == .null)
    let launch = accepted(&store, .restart)
    #expect(actions(launch).last == .requestAtLaunch(.ios))
    #expect(
      value(store, .field(.dialogo))
        == .string(
          SystemAlert(
            permission: .notifications, platform: .ios
          ).title))
    #expect(value(store, .field(.appEscena)) == .symbol("inactive"))
    expectRejected(&store, .type(.email("ash")), because: .alertInFront)
    accepted(&store, .deny)
    let again = accepted(&store, .restart)
    #expect(again.has(Note.ID.noDialogAskedOnce) && again.has(LogEvent.ID.permissionDenied))
    #expect(value(store, .field(.dialogo)) == .null)
    // From a button, the launch asks nothing.
    accepted(&store, .set(.requestPermission, faithful: true))
    let quiet = accepted(&store, .restart)
    #expect(!actions(quiet).contains(.requestAtLaunch(.ios)))
  }

  @Test("presentado-reference off: the block takes the system's alert for its own")
  func noReference() {
    func alertUpAsContentAppears(_ store: inout Store) -> Step {
      accepted(&store, .netSlow)
      accepted(&store, .restart)
      accepted(&store, .permissionRequest(.notifications, provisional: false))
      return accepted(&store, .net(true))
    }
    var fixed = conSesion()
    let kept = alertUpAsContentAppears(&fixed)
    #expect(actions(kept).contains(.contentBuilt))
    #expect(!kept.has(UIEvent.ID.dismissNotItsOwn))
    var store = conSesion()
    accepted(&store, .set(.presentadoReference, faithful: false))
    let taken = alertUpAsContentAppears(&store)
    let alert = Presentado.alerta(SystemAlert(permission: .notifications, platform: .ios))
    #expect(taken.ui.contains(.dismissNotItsOwn(alert)))
    // UIKit refuses: the alert stays, waiting for its answer.
    #expect(value(store, .field(.pantallaPresentado)) == .string(alert.title))
    accepted(&store, .allow)
    // Nor can it clear a reference it does not keep before the dismissal: a run during the
    // animation asks again.
    let out = accepted(&store, .logout(confirm: true))
    #expect(out.has(UIEvent.ID.dismissAgainRefused))
    #expect(!out.has(UIEvent.ID.dismissKeepingReference))
    #expect(value(store, .field(.pantallaPresentado)) == .null)
  }
}
