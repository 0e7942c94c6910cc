import Testing

@testable import PokedexCore

@Suite("Permissions")
struct PermissionsTests {
  static let tituloIOS = SystemAlert(permission: .notifications, platform: .ios).title

  @Test("permission request shows the system dialog while notDetermined")
  func requestShowsDialog() {
    #expect(Self.tituloIOS == "“Pokédex” quiere enviarte notificaciones")
    var store = Store()
    let step = accepted(&store, .permissionRequest(.notifications, provisional: false))
    #expect(actions(step) == [.permissionRequest(.notifications)])
    #expect(value(store, .field(.dialogo)) == .string(Self.tituloIOS))
    #expect(value(store, .field(.pantallaPresentado)) == .string(Self.tituloIOS))
    #expect(
      step.ui == [.present(.alerta(SystemAlert(permission: .notifications, platform: .ios)))])
    #expect(step.change(.field(.appEscena))?.new == .symbol("inactive"))
    #expect(step.log.isEmpty)
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("notDetermined"))
  }

  @Test("the button that asks shows lesson 003's textoDelBoton, and is disabled once granted")
  func textoDelBoton() {
    var store = Store()
    #expect(value(store, .field(.permisosTextoDelBoton)) == .string("Activar avisos de gol"))
    #expect(value(store, .field(.permisosBotonActivo)) == .bool(true))
    answerNotifications(&store, granted: false)
    #expect(
      value(store, .field(.permisosTextoDelBoton))
        == .string("Avisos desactivados: actívalos en Ajustes"))
    // Denied, the button still presses (it opens nothing: the system asks once).
    #expect(value(store, .field(.permisosBotonActivo)) == .bool(true))
    let on = accepted(&store, .systemSettings(.notifications, true))
    #expect(on.change(.field(.permisosTextoDelBoton))?.new == .string("Avisos de gol: activados"))
    #expect(on.change(.field(.permisosBotonActivo))?.new == .bool(false))
    accepted(&store, .uninstall)
    #expect(value(store, .field(.permisosTextoDelBoton)) == .string("Activar avisos de gol"))
    var provisional = Store()
    accepted(&provisional, .permissionRequest(.notifications, provisional: true))
    #expect(
      value(provisional, .field(.permisosTextoDelBoton)) == .string("Avisos de gol: activados"))
    #expect(value(provisional, .field(.permisosBotonActivo)) == .bool(false))
  }

  @Test("allow grants, logs «permiso de notificaciones: concedido» and closes the dialog")
  func allowGrants() {
    var store = Store()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    let step = accepted(&store, .allow)
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("authorized"))
    #expect(step.log == [.permission(.notifications, granted: true)])
    #expect(value(store, .field(.registro)) == strs("permiso de notificaciones: concedido"))
    #expect(value(store, .field(.dialogo)) == .null)
    #expect(value(store, .field(.pantallaPresentado)) == .null)
    #expect(value(store, .field(.appEscena)) == .symbol("active"))
    #expect(
      step.ui == [.dismiss(.alerta(SystemAlert(permission: .notifications, platform: .ios)))])
  }

  @Test(
    "a tap or a link with the alert up brings the app back inactive behind it, not active",
    arguments: [UserAction.tapNotification(nil), .openURL("pokedex://pokemon/4")])
  func foregroundBehindTheAlert(_ action: UserAction) {
    var store = conSesion()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .scene(.background))
    let step = accepted(&store, action)
    #expect(step.change(.field(.appEscena))?.new == .symbol("inactive"))
    #expect(value(store, .field(.appEscena)) == .symbol("inactive"))
    #expect(value(store, .field(.dialogo)) == .string(Self.tituloIOS))
    #expect(
      value(store, .field(.recordatorioProgramado)) == .bool(false), "nothing is scheduled yet")
    // Already inactive behind the alert: a second tap leaves the scene alone.
    let again = accepted(&store, action)
    #expect(again.change(.field(.appEscena)) == nil)
    let answered = accepted(&store, .allow)
    #expect(answered.change(.field(.appEscena))?.new == .symbol("active"))
  }

  @Test("deny refuses and logs «permiso de notificaciones: denegado»")
  func denyRefuses() {
    var store = Store()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    let step = accepted(&store, .deny)
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("denied"))
    #expect(step.log == [.permission(.notifications, granted: false)])
    #expect(value(store, .field(.dialogo)) == .null)
  }

  @Test(
    "after the first answer a request returns the stored answer without a dialog, and logs it",
    arguments: [(true, "concedido"), (false, "denegado")])
  func askOnlyOnce(_ concedido: Bool, _ palabra: String) {
    var store = Store()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, concedido ? .allow : .deny)
    let step = accepted(&store, .permissionRequest(.notifications, provisional: false))
    #expect(value(store, .field(.dialogo)) == .null)
    #expect(step.ui.isEmpty)
    #expect(step.has(Note.ID.noDialogAskedOnce))
    #expect(step.log.map(\.text) == ["permiso de notificaciones: \(palabra)"])
    #expect(value(store, .field(.registro)).elements?.count == 2)
  }

  @Test("a request works in any branch of the guard")
  func anyBranch() {
    for var store in [Store(), Store(hayCuentas: false), conSesion()] {
      let step = accepted(&store, .permissionRequest(.notifications, provisional: false))
      #expect(value(store, .field(.dialogo)) == .string(Self.tituloIOS))
      #expect(step.rejection == nil)
    }
  }

  @Test("permission request --provisional grants provisional silently while notDetermined")
  func provisional() {
    var store = Store()
    let step = accepted(&store, .permissionRequest(.notifications, provisional: true))
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("provisional"))
    #expect(value(store, .field(.dialogo)) == .null)
    #expect(step.ui.isEmpty)
    #expect(step.log == [.permission(.notifications, granted: true)])
    #expect(step.has(Note.ID.provisionalGranted))
  }

  @Test("permission request --provisional after an answer returns the stored answer")
  func provisionalAfterAnswer() {
    var store = Store()
    answerNotifications(&store, granted: false)
    let step = accepted(&store, .permissionRequest(.notifications, provisional: true))
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("denied"))
    #expect(step.log == [.permission(.notifications, granted: false)])
  }

  @Test("uninstall resets the answer and the next request shows the dialog again")
  func uninstallResets() {
    var store = Store()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .deny)
    accepted(&store, .uninstall)
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("notDetermined"))
    accepted(&store, .install)
    accepted(&store, .launch)
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    #expect(value(store, .field(.dialogo)) == .string(Self.tituloIOS))
  }

  @Test("the system Settings app can change the answer once the app has asked")
  func systemSettings() {
    var store = Store()
    answerNotifications(&store, granted: false)
    let on = accepted(&store, .systemSettings(.notifications, true))
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("authorized"))
    #expect(
      on.changes.first
        == Change(
          path: .field(.permisosNotificaciones), old: .symbol("denied"), new: .symbol("authorized"))
    )
    #expect(
      on.changes.map(\.path)
        == [
          .field(.permisosNotificaciones), .field(.permisosTextoDelBoton),
          .field(.permisosBotonActivo),
        ])
    accepted(&store, .systemSettings(.notifications, false))
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("denied"))
    let same = accepted(&store, .systemSettings(.notifications, false))
    #expect(same.changes.isEmpty)
    #expect(same.has(Note.ID.permissionAlready))
    // The camera: declared, asked, denied, then switched on in Settings.
    accepted(&store, .plistAdd("NSCameraUsageDescription", "Para fotos"))
    accepted(&store, .restart)
    accepted(&store, .permissionRequest(.camera, provisional: false))
    accepted(&store, .deny)
    accepted(&store, .systemSettings(.camera, true))
    #expect(value(store, .field(.permisosCamara)) == .symbol("authorized"))
  }

  @Test(
    "on iOS, Settings has no switch for the app before it asks; on Android it has",
    arguments: Permission.allCases)
  func noSwitchBeforeAsking(_ permission: Permission) {
    var store = Store()
    let step = store.send(.systemSettings(permission, true))
    #expect(
      step.rejection == .noSettingsSwitch(permission))
    #expect(
      value(
        store,
        permission == .notifications ? .field(.permisosNotificaciones) : .field(.permisosCamara))
        == .symbol("notDetermined"))
    var android = Store(platform: .android)
    accepted(&android, .systemSettings(permission, true))
  }

  @Test("system Settings works while the app is not running")
  func systemSettingsClosed() {
    var store = Store()
    answerNotifications(&store, granted: false)
    accepted(&store, .terminate)
    accepted(&store, .systemSettings(.notifications, true))
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("authorized"))
  }

  @Test("Android shows its own permission dialog")
  func androidDialog() {
    var store = Store(platform: .android)
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    #expect(
      value(store, .field(.dialogo)) == .string("¿Permitir que Pokédex te envíe notificaciones?"))
    accepted(&store, .allow)
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("authorized"))
  }
}
