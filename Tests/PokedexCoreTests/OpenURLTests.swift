import Testing

@testable import PokedexCore

@Suite("Links: abrir and open-url")
struct OpenURLTests {
  @Test("abrir selects the lista tab and sets caminoLista to [n]")
  func abrirDetalle() {
    var store = conSesion()
    accepted(&store, .tab(.ajustes))
    let step = accepted(&store, .openURL("pokedex://pokemon/25"))
    #expect(actions(step) == [.onOpenURL])
    #expect(step.change(.field(.contenidoPestana))?.new == .symbol("lista"))
    #expect(step.change(.field(.contenidoCaminoLista))?.new == ints(25))
    #expect(step.ui == [.push(.lista, 25)])
    #expect(value(store, .field(.pantallaLista)) == ints(25))
  }

  @Test("abrir with the list link empties caminoLista")
  func abrirLista() {
    var store = conSesion()
    accepted(&store, .open(1))
    accepted(&store, .open(4))
    let step = accepted(&store, .openURL("pokedex://lista"))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints())
    #expect(step.ui == [.popTo(.lista, nil)])
    #expect(value(store, .field(.pantallaLista)) == ints())
  }

  @Test("a link with a bad URL is ignored with a note saying why")
  func badLinkIgnored() {
    var store = conSesion()
    let before = store.world
    let step = accepted(&store, .openURL("pokedex://pokemon/152"))
    #expect(step.changes.isEmpty)
    #expect(step.has(Note.ID.linkInvalid))
    #expect(
      step.notes.contains { if case .linkInvalid(_, .outOfRange) = $0 { true } else { false } })
    #expect(store.world == before)
  }

  @Test("open-url on iOS is delivered to a built content")
  func iosDeliveredToContent() {
    var store = Store(hayCuentas: false)
    accepted(&store, .openURL("pokedex://pokemon/150"))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(150))
  }

  @Test("open-url on iOS without content is lost")
  func iosLostWithoutContent() {
    var store = Store()
    let before = store.world
    let step = accepted(&store, .openURL("pokedex://pokemon/25"))
    #expect(step.has(Note.ID.linkLost))
    #expect(step.changes.isEmpty)
    #expect(store.world == before)
    accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints())
  }

  @Test("open-url on Android without content waits and is delivered when content is built")
  func androidWaits() {
    var store = Store(platform: .android)
    let step = accepted(&store, .openURL("pokedex://pokemon/25"))
    #expect(step.has(Note.ID.linkWaitsInActivity))
    #expect(value(store, .field(.actividadEnlacePendiente)) == .string("pokedex://pokemon/25"))
    let login = accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(actions(login).contains(.deliverActivityLink))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(25))
    #expect(value(store, .field(.pantallaLista)) == ints(25))
    #expect(value(store, .field(.actividadEnlacePendiente)) == .null)
  }

  @Test("open-url on Android with content is delivered at once")
  func androidWithContent() {
    var store = conSesion(.android)
    let step = accepted(&store, .openURL("pokedex://pokemon/7"))
    #expect(actions(step) == [.onNewIntent])
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(7))
  }

  @Test("open-url while the app is not running launches it; the link arrives after launch")
  func openURLLaunches() {
    var store = conSesion()
    accepted(&store, .terminate)
    let step = accepted(&store, .openURL("pokedex://pokemon/25"))
    #expect(actions(step).first == .launchByLink)
    #expect(actions(step).last == .onOpenURL)
    #expect(actions(step).contains(.contentBuilt))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(25))
  }

  @Test("open-url on a closed iOS app without a session launches it and the link is lost")
  func openURLLaunchesLost() {
    var store = Store()
    accepted(&store, .terminate)
    let step = accepted(&store, .openURL("pokedex://pokemon/25"))
    #expect(actions(step).first == .launchByLink)
    #expect(step.has(Note.ID.linkLost))
    #expect(value(store, .field(.raiz)) == .symbol("formulario"))
  }

  @Test("open-url on a closed Android app without a session launches it and the link waits")
  func openURLLaunchesAndroidWaits() {
    var store = Store(platform: .android)
    accepted(&store, .terminate)
    accepted(&store, .openURL("pokedex://pokemon/25"))
    #expect(value(store, .field(.actividadEnlacePendiente)) == .string("pokedex://pokemon/25"))
    accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(25))
  }

  @Test("a link brings an app in the background to the foreground")
  func linkForegrounds() {
    var store = conSesion()
    accepted(&store, .scene(.background))
    let step = accepted(&store, .openURL("pokedex://lista"))
    #expect(step.change(.field(.appEscena))?.new == .symbol("active"))
  }
}
