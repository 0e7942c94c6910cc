import Testing

@testable import PokedexCore

@Suite("Settings and logout")
struct SettingsTests {
  @Test("settings tema changes the theme among sistema, claro and oscuro")
  func tema() {
    var store = conSesion()
    let step = accepted(&store, .settingsTema(.oscuro))
    #expect(
      step.changes == [
        Change(path: "ajustes.tema", old: .symbol("sistema"), new: .symbol("oscuro"))
      ])
    accepted(&store, .settingsTema(.claro))
    #expect(value(store, "ajustes.tema") == .symbol("claro"))
    let same = accepted(&store, .settingsTema(.claro))
    #expect(same.changes.isEmpty)
    #expect(any(same.notes, contains: "already"))
  }

  @Test("settings favoritosPorNumero toggles the favorites order setting")
  func favoritosPorNumero() {
    var store = conSesion()
    let step = accepted(&store, .settingsFavoritosPorNumero(true))
    #expect(step.change("ajustes.favoritosPorNumero")?.new == .bool(true))
    #expect(value(store, "ajustes.favoritosPorNumero") == .bool(true))
  }

  @Test("the «Cuenta» section exists only with a session, and «Correo» shows the email")
  func cuentaOnlyWithSession() {
    #expect(value(Store(hayCuentas: false), "ajustes.cuenta") == .null)
    #expect(value(Store(), "ajustes.cuenta") == .null)
    #expect(value(conSesion(), "ajustes.cuenta") == .string(correo))
  }

  @Test("«Correo» shows «Sesión iniciada» when the session has no email")
  func sesionIniciada() {
    var world = conSesion().world
    world.app?.sesion = ""
    #expect(value(world, "ajustes.cuenta") == .string("Sesión iniciada"))
  }

  @Test("logout selects the ajustes tab and opens the iOS confirmation dialog")
  func logoutOpensDialogIOS() {
    var store = conSesion()
    let step = accepted(&store, .logout(confirm: false))
    #expect(names(step) == ["logout"])
    #expect(
      step.change("contenido.pestana")
        == Change(path: "contenido.pestana", old: .symbol("lista"), new: .symbol("ajustes")))
    #expect(step.change("ajustes.confirmandoSalida")?.new == .bool(true))
    #expect(value(store, "dialogo") == .string("¿Cerrar la sesión?"))
    #expect(value(store, "pantalla.presentado") == .string("¿Cerrar la sesión?"))
    #expect(
      step.ui == [
        "present confirmationDialog «¿Cerrar la sesión?» «Tendrás que volver a entrar para usar la app.» [Cerrar sesión (destructive)] («Cancelar» is in the code; iOS 26 does not draw it)"
      ])
    #expect(store.world.app?.pantalla.presentado == .logout(.ios, cancelDrawn: false))
  }

  @Test("logout on Android opens a bottom sheet")
  func logoutOpensSheetAndroid() {
    var store = conSesion(.android)
    let step = accepted(&store, .logout(confirm: false))
    #expect(
      step.ui == [
        "present bottom sheet «¿Cerrar la sesión?» «Tendrás que volver a entrar para usar la app.» [Cerrar sesión (destructive)] [Cancelar]"
      ])
    #expect(value(store, "dialogo") == .string("¿Cerrar la sesión?"))
    #expect(store.world.app?.pantalla.presentado?.kind == "bottom sheet")
  }

  @Test("logout from the ajustes tab does not print a tab change")
  func logoutFromAjustes() {
    var store = conSesion()
    accepted(&store, .tab(.ajustes))
    let step = accepted(&store, .logout(confirm: false))
    #expect(step.change("contenido.pestana") == nil)
    #expect(step.change("ajustes.confirmandoSalida")?.new == .bool(true))
  }

  @Test(
    "confirming clears the session, the keychain too, and the guard fades back to the form",
    arguments: Plataforma.allCases)
  func confirmClearsSession(_ plataforma: Plataforma) {
    var store = conSesion(plataforma)
    accepted(&store, .logout(confirm: false))
    let step = accepted(&store, .confirm)
    #expect(
      names(step) == [
        "confirm «Cerrar sesión»", "ContentView destroyed", "AuthView appears",
      ])
    #expect(value(store, "auth.sesion") == .null)
    #expect(value(store, "dispositivo.llavero.sesion") == .null)
    #expect(value(store, "raiz") == .symbol("formulario"))
    #expect(value(store, "contenido") == .null)
    #expect(value(store, "dialogo") == .null)
    #expect(value(store, "pantalla.presentado") == .null)
    #expect(any(step.ui, contains: "dismiss"))
    #expect(value(store, "backend.cuentas") == strs(correo))
  }

  @Test("cancel closes the confirmation and keeps the session (iOS 18 draws «Cancelar»)")
  func cancelKeepsSession() {
    var store = conSesion()
    accepted(&store, .set(.ios, faithful: false))
    accepted(&store, .restart)
    accepted(&store, .logout(confirm: false))
    let step = accepted(&store, .cancel)
    #expect(names(step) == ["cancel"])
    #expect(step.ui == ["dismiss confirmationDialog «¿Cerrar la sesión?»"])
    #expect(value(store, "auth.sesion") == .string(correo))
    #expect(value(store, "ajustes.confirmandoSalida") == .bool(false))
    #expect(value(store, "dialogo") == .null)
    #expect(value(store, "pantalla.presentado") == .null)
  }

  @Test("logout --confirm opens the confirmation and confirms it in one step")
  func logoutConfirm() {
    var store = conSesion()
    let step = accepted(&store, .logout(confirm: true))
    #expect(Array(names(step).prefix(2)) == ["logout", "confirm «Cerrar sesión»"])
    #expect(value(store, "raiz") == .symbol("formulario"))
    #expect(
      step.ui.first
        == "present confirmationDialog «¿Cerrar la sesión?» «Tendrás que volver a entrar para usar la app.» [Cerrar sesión (destructive)] («Cancelar» is in the code; iOS 26 does not draw it)"
    )
  }

  @Test("favorites stay on the device across logout")
  func favoritesStay() {
    var store = conSesion()
    accepted(&store, .fav(25))
    let step = accepted(&store, .logout(confirm: true))
    #expect(value(store, "favoritos") == ints(25))
    #expect(any(step.notes, contains: "favorites stay"))
    accepted(&store, .login(email: correo, password: key))
    #expect(value(store, "favoritos") == ints(25))
    #expect(value(store, "contenido.insignia") == .string("1"))
  }

  @Test("tap-outside dismisses the iOS dialog and the report clears the state")
  func tapOutsideIOS() {
    var store = conSesion()
    accepted(&store, .logout(confirm: false))
    let step = accepted(&store, .tapOutside)
    #expect(names(step) == ["tap-outside", "dismiss"])
    #expect(
      step.actions[0].ui == ["dismissed by the user: confirmationDialog «¿Cerrar la sesión?»"])
    #expect(step.actions[1].changes.contains { $0.path == "ajustes.confirmandoSalida" })
    #expect(step.actions[1].ui.isEmpty)
    #expect(value(store, "auth.sesion") == .string(correo))
    #expect(value(store, "ajustes.confirmandoSalida") == .bool(false))
    #expect(value(store, "pantalla.presentado") == .null)
    #expect(step.warnings.isEmpty)
  }

  @Test("drag-down dismisses the Android sheet and the report clears the state")
  func dragDownAndroid() {
    var store = conSesion(.android)
    accepted(&store, .logout(confirm: false))
    let step = accepted(&store, .dragDown)
    #expect(names(step) == ["drag-down", "dismiss"])
    #expect(step.actions[0].ui == ["dismissed by the user: bottom sheet «¿Cerrar la sesión?»"])
    #expect(value(store, "ajustes.confirmandoSalida") == .bool(false))
    #expect(value(store, "dialogo") == .null)
    #expect(step.warnings.isEmpty)
  }
}
