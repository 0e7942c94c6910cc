import Testing

@_spi(Internals) @testable import PokedexCore

@Suite("Settings and logout")
struct SettingsTests {
  @Test("settings tema changes the theme among sistema, claro and oscuro")
  func tema() {
    var store = conSesion()
    let step = accepted(&store, .settingsTema(.oscuro))
    #expect(
      step.changes == [
        Change(path: .field(.contenidoTema), old: .symbol("sistema"), new: .symbol("oscuro")),
        Change(path: .field(.ajustesTema), old: .symbol("sistema"), new: .symbol("oscuro")),
      ])
    accepted(&store, .settingsTema(.claro))
    #expect(value(store, .field(.ajustesTema)) == .symbol("claro"))
    let same = accepted(&store, .settingsTema(.claro))
    #expect(same.changes.isEmpty)
    #expect(same.has(Note.ID.alreadySet))
  }

  @Test("the theme is ContentView's at its root: nil without it, applied again when it is built")
  func temaAtTheRoot() {
    var store = conSesion()
    accepted(&store, .settingsTema(.oscuro))
    let logout = accepted(&store, .logout(confirm: true))
    #expect(logout.change(.field(.contenidoTema))?.new == .null)
    #expect(value(store, .field(.ajustesTema)) == .symbol("oscuro"))
    let login = accepted(&store, .login(email: ashEmail, password: Secret(key)))
    #expect(login.change(.field(.contenidoTema))?.new == .symbol("oscuro"))
  }

  @Test("settings favoritosPorNumero toggles the favorites order setting")
  func favoritosPorNumero() {
    var store = conSesion()
    let step = accepted(&store, .settingsFavoritosPorNumero(true))
    #expect(step.change(.field(.ajustesFavoritosPorNumero))?.new == .bool(true))
    #expect(value(store, .field(.ajustesFavoritosPorNumero)) == .bool(true))
  }

  @Test("the «Cuenta» section exists only with a session, and «Correo» shows the email")
  func cuentaOnlyWithSession() {
    #expect(value(Store(hayCuentas: false), .field(.ajustesCuenta)) == .null)
    #expect(value(Store(), .field(.ajustesCuenta)) == .null)
    #expect(value(conSesion(), .field(.ajustesCuenta)) == .string(ashEmail))
  }

  @Test("«Correo» shows «Sesión iniciada» when the session has no email")
  func sesionIniciada() {
    var world = conSesion().world
    world.app?.sesion = ""
    #expect(value(world, .field(.ajustesCuenta)) == .string("Sesión iniciada"))
  }

  @Test("logout selects the ajustes tab and opens the iOS confirmation dialog")
  func logoutOpensDialogIOS() {
    var store = conSesion()
    let step = accepted(&store, .logout(confirm: false))
    #expect(actions(step) == [.logout])
    #expect(
      step.change(.field(.contenidoPestana))
        == Change(path: .field(.contenidoPestana), old: .symbol("lista"), new: .symbol("ajustes")))
    #expect(step.change(.field(.ajustesConfirmandoSalida))?.new == .bool(true))
    #expect(value(store, .field(.dialogo)) == .string("¿Cerrar la sesión?"))
    #expect(value(store, .field(.pantallaPresentado)) == .string("¿Cerrar la sesión?"))
    #expect(
      step.ui == [.present(.logout(.ios, cancelDrawn: false))])
    #expect(store.world.app?.pantalla.presentado == .logout(.ios, cancelDrawn: false))
  }

  @Test("logout on Android opens a bottom sheet")
  func logoutOpensSheetAndroid() {
    var store = conSesion(.android)
    let step = accepted(&store, .logout(confirm: false))
    #expect(
      step.ui == [.present(.logout(.android, cancelDrawn: true))])
    #expect(value(store, .field(.dialogo)) == .string("¿Cerrar la sesión?"))
    #expect(store.world.app?.pantalla.presentado == .logout(.android, cancelDrawn: true))
  }

  @Test("logout from the ajustes tab does not print a tab change")
  func logoutFromAjustes() {
    var store = conSesion()
    accepted(&store, .tab(.ajustes))
    let step = accepted(&store, .logout(confirm: false))
    #expect(step.change(.field(.contenidoPestana)) == nil)
    #expect(step.change(.field(.ajustesConfirmandoSalida))?.new == .bool(true))
  }

  @Test(
    "confirming clears the session, the keychain too, and the guard fades back to the form",
    arguments: Plataforma.allCases)
  func confirmClearsSession(_ platform: Plataforma) {
    var store = conSesion(platform)
    accepted(&store, .logout(confirm: false))
    let step = accepted(&store, .confirm)
    #expect(
      actions(step) == [
        .confirmLogout, .contentDestroyed, .authViewAppears,
      ])
    #expect(value(store, .field(.authSesion)) == .null)
    #expect(value(store, .field(.dispositivoLlaveroSesion)) == .null)
    #expect(value(store, .field(.raiz)) == .symbol("formulario"))
    #expect(value(store, .field(.contenido)) == .null)
    #expect(value(store, .field(.dialogo)) == .null)
    #expect(value(store, .field(.pantallaPresentado)) == .null)
    #expect(step.has(UIEvent.ID.dismiss))
    #expect(value(store, .field(.backendCuentas)) == strs(ashEmail))
  }

  @Test("cancel closes the confirmation and keeps the session (iOS 18 draws «Cancelar»)")
  func cancelKeepsSession() {
    var store = conSesion()
    accepted(&store, .set(.ios, faithful: false))
    accepted(&store, .restart)
    accepted(&store, .logout(confirm: false))
    let step = accepted(&store, .cancel)
    #expect(actions(step) == [.cancel])
    #expect(step.ui == [.dismiss(.logout(.ios, cancelDrawn: true))])
    #expect(value(store, .field(.authSesion)) == .string(ashEmail))
    #expect(value(store, .field(.ajustesConfirmandoSalida)) == .bool(false))
    #expect(value(store, .field(.dialogo)) == .null)
    #expect(value(store, .field(.pantallaPresentado)) == .null)
  }

  @Test("logout --confirm opens the confirmation and confirms it in one step")
  func logoutConfirm() {
    var store = conSesion()
    let step = accepted(&store, .logout(confirm: true))
    #expect(Array(actions(step).prefix(2)) == [.logout, .confirmLogout])
    #expect(value(store, .field(.raiz)) == .symbol("formulario"))
    #expect(
      step.ui.first == .present(.logout(.ios, cancelDrawn: false)))
  }

  @Test("favorites stay on the device across logout")
  func favoritesStay() {
    var store = conSesion()
    accepted(&store, .fav(25))
    let step = accepted(&store, .logout(confirm: true))
    #expect(value(store, .field(.favoritos)) == ints(25))
    #expect(step.has(Note.ID.favoritesStay))
    accepted(&store, .login(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.favoritos)) == ints(25))
    #expect(value(store, .field(.contenidoInsignia)) == .string("1"))
  }

  @Test("tap-outside dismisses the iOS dialog and the report clears the state")
  func tapOutsideIOS() {
    var store = conSesion()
    accepted(&store, .logout(confirm: false))
    let step = accepted(&store, .tapOutside)
    #expect(actions(step) == [.tapOutside, .dismiss])
    #expect(
      step.actions[0].ui == [.dismissedByUser(.logout(.ios, cancelDrawn: false))])
    #expect(step.actions[1].changes.contains { $0.path == .field(.ajustesConfirmandoSalida) })
    #expect(step.actions[1].ui.isEmpty)
    #expect(value(store, .field(.authSesion)) == .string(ashEmail))
    #expect(value(store, .field(.ajustesConfirmandoSalida)) == .bool(false))
    #expect(value(store, .field(.pantallaPresentado)) == .null)
    #expect(step.warnings.isEmpty)
  }

  @Test("drag-down dismisses the Android sheet and the report clears the state")
  func dragDownAndroid() {
    var store = conSesion(.android)
    accepted(&store, .logout(confirm: false))
    let step = accepted(&store, .dragDown)
    #expect(actions(step) == [.dragDown, .dismiss])
    #expect(step.actions[0].ui == [.dismissedByUser(.logout(.android, cancelDrawn: true))])
    #expect(value(store, .field(.ajustesConfirmandoSalida)) == .bool(false))
    #expect(value(store, .field(.dialogo)) == .null)
    #expect(step.warnings.isEmpty)
  }
}
