import Testing

@_spi(Internals) @testable import PokedexCore

@Suite("State-driven navigation")
struct NavigationTests {
  @Test("back pops the screen and the report brings the state along")
  func backReported() {
    var store = conSesion()
    accepted(&store, .open(1))
    accepted(&store, .open(4))
    let step = accepted(&store, .back)
    #expect(actions(step) == [.back, .cerradoPorElUsuario(.lista)])
    #expect(step.actions[0].ui == [.popByUser(.lista, 4, button: true)])
    #expect(step.actions[0].changes.map(\.path) == [.field(.pantallaLista)])
    #expect(step.actions[1].changes.map(\.path) == [.field(.contenidoCaminoLista)])
    #expect(step.actions[1].ui.isEmpty)
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(1))
    #expect(value(store, .field(.pantallaLista)) == ints(1))
    #expect(step.warnings.isEmpty)
  }

  @Test("swipe-back pops like back, by the edge gesture")
  func swipeBack() {
    var store = conSesion()
    accepted(&store, .fav(7))
    accepted(&store, .tab(.favoritos))
    accepted(&store, .open(7))
    let step = accepted(&store, .swipeBack)
    #expect(actions(step) == [.swipeBack, .cerradoPorElUsuario(.favoritos)])
    #expect(step.ui == [.popByUser(.favoritos, 7, button: false)])
    #expect(value(store, .field(.contenidoCaminoFavoritos)) == ints())
    #expect(value(store, .field(.pantallaFavoritos)) == ints())
  }

  @Test("report-dismissals off: the screen pops, the state does not, and the shell flags it")
  func reportsOffDiverges() {
    var store = conSesion()
    accepted(&store, .open(25))
    let knob = accepted(&store, .set(.reportDismissals, faithful: false))
    #expect(!store.world.knobs[.reportDismissals])
    #expect(knob.ui.isEmpty)
    #expect(
      knob.changes == [
        Change(path: .knob(.reportDismissals), old: .symbol("on"), new: .symbol("off"))
      ])
    let step = accepted(&store, .back)
    #expect(actions(step) == [.back])
    #expect(step.has(Note.ID.stateNotTold))
    #expect(value(store, .field(.pantallaLista)) == ints())
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(25))
    #expect(step.warnings.count == 1)
    #expect(!step.warnings.isEmpty)
  }

  @Test(
    "report-dismissals off on the favoritos tab: the screen pops, the state does not, a warning")
  func reportsOffDivergesOnFavoritos() {
    // docs/reference.md §1.8: after every step while they differ, a warning with `diverged`.
    var store = conSesion()
    accepted(&store, .fav(7))
    accepted(&store, .tab(.favoritos))
    accepted(&store, .open(7))
    accepted(&store, .set(.reportDismissals, faithful: false))
    let step = accepted(&store, .back)
    #expect(actions(step) == [.back])
    #expect(value(store, .field(.pantallaFavoritos)) == ints())
    #expect(value(store, .field(.contenidoCaminoFavoritos)) == ints(7))
    #expect(
      step.warnings == [.stackDiverged(.favoritos, screen: [], state: [7])])
    // The warning stands after every step while they differ, and goes when they agree.
    #expect(!accepted(&store, .fav(25)).warnings.isEmpty)
    #expect(accepted(&store, .set(.reportDismissals, faithful: true)).warnings.isEmpty)
  }

  @Test("report-dismissals on again reconciles at once: the screen follows the state")
  func reportsBackOn() {
    var store = conSesion()
    accepted(&store, .open(25))
    accepted(&store, .set(.reportDismissals, faithful: false))
    accepted(&store, .back)
    let step = accepted(&store, .set(.reportDismissals, faithful: true))
    #expect(step.ui == [.push(.lista, 25)])
    #expect(value(store, .field(.pantallaLista)) == ints(25))
    #expect(step.warnings.isEmpty)
    #expect(
      step.change(.field(.pantallaLista))
        == Change(path: .field(.pantallaLista), old: ints(), new: ints(25)))
  }

  @Test("report-dismissals on when already on changes nothing, with a note")
  func reportsOnAlready() {
    var store = conSesion()
    let step = accepted(&store, .set(.reportDismissals, faithful: true))
    #expect(step.ui.isEmpty)
    #expect(step.changes.isEmpty)
    #expect(step.has(Note.ID.alreadySet))
  }

  @Test("report-dismissals off: tap-outside dismisses the dialog but the state still shows it")
  func reportsOffDialog() {
    var store = conSesion()
    accepted(&store, .set(.reportDismissals, faithful: false))
    accepted(&store, .logout(confirm: false))
    let step = accepted(&store, .tapOutside)
    #expect(actions(step) == [.tapOutside])
    #expect(value(store, .field(.pantallaPresentado)) == .null)
    #expect(value(store, .field(.dialogo)) == .string("¿Cerrar la sesión?"))
    #expect(value(store, .field(.ajustesConfirmandoSalida)) == .bool(true))
    #expect(!step.warnings.isEmpty)
  }

  @Test("report-dismissals off: logout again does not show the dialog again, and says so")
  func reportsOffDialogNotShownAgain() {
    var store = conSesion()
    accepted(&store, .set(.reportDismissals, faithful: false))
    accepted(&store, .logout(confirm: false))
    accepted(&store, .tapOutside)
    let step = accepted(&store, .logout(confirm: false))
    #expect(step.ui.isEmpty)
    #expect(value(store, .field(.pantallaPresentado)) == .null)
    #expect(step.has(Note.ID.confirmationNotShownAgain))
    #expect(!step.warnings.isEmpty)
  }

  @Test("forgetting only the stack's didMove(toParent:): a pop diverges, a dismissal is reported")
  func onlyTheStackHookForgotten() {
    var store = conSesion()
    accepted(&store, .open(7))
    accepted(&store, .set(.didMoveToParent, faithful: false))
    let back = accepted(&store, .back)
    #expect(back.notes == [.stateNotTold(.didMoveToParent)])
    #expect(back.warnings == [.stackDiverged(.lista, screen: [], state: [7])])
    // Back on: the state is the truth again, and the screen follows at once.
    let on = accepted(&store, .set(.didMoveToParent, faithful: true))
    #expect(on.ui == [.push(.lista, 7)] && on.warnings.isEmpty)
    accepted(&store, .set(.didMoveToParent, faithful: false))
    accepted(&store, .logout(confirm: false))
    let outside = accepted(&store, .tapOutside)
    #expect(actions(outside) == [.tapOutside, .dismiss])
    #expect(value(store, .field(.ajustesConfirmandoSalida)) == .bool(false))
  }

  @Test("forgetting only the sheet's presentationControllerDidDismiss: a pop is still reported")
  func onlyTheSheetHookForgotten() {
    var store = conSesion()
    accepted(&store, .open(7))
    accepted(&store, .set(.presentationDidDismiss, faithful: false))
    accepted(&store, .logout(confirm: false))
    let outside = accepted(&store, .tapOutside)
    #expect(outside.notes == [.stateNotTold(.presentationDidDismiss)])
    #expect(value(store, .field(.ajustesConfirmandoSalida)) == .bool(true))
    #expect(outside.warnings.contains { $0.id == .presentationDiverged })
    accepted(&store, .tab(.lista))
    let back = accepted(&store, .back)
    #expect(actions(back) == [.back, .cerradoPorElUsuario(.lista)])
    #expect(value(store, .field(.contenidoCaminoLista)) == ints())
    // report-dismissals off forgets both, whatever the hooks say.
    var both = conSesion()
    accepted(&both, .open(7))
    accepted(&both, .set(.reportDismissals, faithful: false))
    #expect(accepted(&both, .back).notes == [.stateNotTold(.reportDismissals)])
  }

  @Test("report-dismissals is UIKit's: Android refuses it, and its drag-down is always reported")
  func reportsOnAndroid() {
    var store = conSesion(.android)
    expectRejected(&store, .set(.reportDismissals, faithful: false), because: .knobOtherPlatform)
    accepted(&store, .logout(confirm: false))
    let step = accepted(&store, .dragDown)
    #expect(actions(step) == [.dragDown, .dismiss])
    #expect(value(store, .field(.pantallaPresentado)) == .null)
    #expect(value(store, .field(.ajustesConfirmandoSalida)) == .bool(false))
    #expect(step.warnings.isEmpty)
  }

  @Test("the system's alert answered over an unreported dismissal runs no observer of the app")
  func systemAlertRunsNoObserver() {
    // docs/reference.md §1.7, §1.8: with the confirmation dismissed unreported, the state still
    // claims it; iOS's alert goes over it and away again, and since the confirmation's own
    // state did not change its observer does not run: the two stories stay.
    var store = conSesion()
    accepted(&store, .set(.reportDismissals, faithful: false))
    accepted(&store, .logout(confirm: false))
    accepted(&store, .tapOutside)
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    let alert = "“Pokédex” quiere enviarte notificaciones"
    #expect(value(store, .field(.pantallaPresentado)) == .string(alert))
    let step = accepted(&store, .allow)
    #expect(step.ui == [.dismiss(.alerta(SystemAlert(permission: .notifications, platform: .ios)))])
    #expect(value(store, .field(.pantallaPresentado)) == .null)
    #expect(value(store, .field(.dialogo)) == .string("¿Cerrar la sesión?"))
    #expect(step.warnings == [.presentationDiverged(screen: nil, state: "¿Cerrar la sesión?")])
  }

  @Test("a state change after a divergence is reconciled from what the screen has")
  func reconcileFromScreen() {
    var store = conSesion()
    accepted(&store, .open(1))
    accepted(&store, .set(.reportDismissals, faithful: false))
    accepted(&store, .back)
    let step = accepted(&store, .open(4))
    #expect(step.ui == [.push(.lista, 1), .push(.lista, 4)])
    #expect(value(store, .field(.pantallaLista)) == ints(1, 4))
    #expect(step.warnings.isEmpty)
  }

  @Test("a deep link replaces a stack that is not a prefix, with one replace")
  func deepLinkReplace() {
    var store = conSesion()
    accepted(&store, .open(1))
    accepted(&store, .open(4))
    let step = accepted(&store, .openURL("pokedex://pokemon/7"))
    #expect(step.ui == [.replace(.lista, [7])])
    #expect(value(store, .field(.pantallaLista)) == ints(7))
  }

  @Test("a deep link to the first screen of the stack pops to it")
  func deepLinkPopTo() {
    var store = conSesion()
    for n in [1, 4, 7] { accepted(&store, .open(n)) }
    let step = accepted(&store, .openURL("pokedex://pokemon/1"))
    #expect(step.ui == [.popTo(.lista, 1)])
    #expect(value(store, .field(.pantallaLista)) == ints(1))
  }

  @Test("a link to a Pokémon opened twice in the stack leaves the screen equal to the state")
  func deepLinkDuplicates() {
    var store = conSesion()
    for n in [1, 4, 1, 7] { accepted(&store, .open(n)) }
    let step = accepted(&store, .openURL("pokedex://pokemon/1"))
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(1))
    #expect(value(store, .field(.pantallaLista)) == ints(1))
    #expect(step.warnings.isEmpty)
    #expect(step.ui.count == 1)
  }

  @Test("reconciling twice does nothing the second time")
  func reconcileTwice() {
    var store = conSesion()
    for n in [1, 4] { accepted(&store, .open(n)) }
    var app = store.world.app!
    let second = Reconciler.reconcile(&app, platform: .ios)
    #expect(second.isEmpty)
    #expect(app == store.world.app)
  }

  @Test("pantalla.lista compares directly with contenido.caminoLista")
  func pantallaComparesWithCamino() {
    var store = conSesion()
    for n in [25, 26] { accepted(&store, .open(n)) }
    #expect(value(store, .field(.pantallaLista)) == value(store, .field(.contenidoCaminoLista)))
    #expect(value(store, .field(.pantallaLista)) == ints(25, 26))
  }

  @Test("a step that changes nothing watched does not reconcile")
  func noReconcileWithoutChange() {
    var store = conSesion()
    accepted(&store, .open(25))
    let step = accepted(&store, .fav(25))
    #expect(step.ui.isEmpty)
  }
}
