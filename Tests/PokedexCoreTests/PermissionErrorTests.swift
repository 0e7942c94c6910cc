import Testing

@testable import PokedexCore

/// The error path of the lesson's `pedirPermiso` (lesson 003: «no se pudo pedir el permission de
/// notificaciones: …»), reached through Screen Time's restrictions on the device.
@Suite("Permission request errors")
struct PermissionErrorTests {
  @Test("with restrictions on, a notifications request throws: the catch logs it, then denegado")
  func restricted() {
    var store = Store()
    let on = accepted(&store, .systemSettingsRestrictions(true))
    #expect(on.change(.field(.dispositivoRestricciones))?.new == .bool(true))
    let step = accepted(&store, .permissionRequest(.notifications, provisional: false))
    #expect(
      step.log == [.requestFailed, .permission(.notifications, granted: false)])
    #expect(value(store, .field(.dialogo)) == .null)
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("notDetermined"))
    #expect(step.has(Note.ID.requestThrew))
    // Restrictions off: the request shows the dialog, as the first time.
    accepted(&store, .systemSettingsRestrictions(false))
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    #expect(value(store, .field(.dialogo)) == .string("“Pokédex” quiere enviarte notificaciones"))
  }

  @Test("restrictions do not touch the camera's request")
  func cameraUnaffected() {
    var store = Store()
    accepted(&store, .systemSettingsRestrictions(true))
    accepted(&store, .plistAdd("NSCameraUsageDescription", "Para fotos"))
    accepted(&store, .restart)
    let step = accepted(&store, .permissionRequest(.camera, provisional: false))
    #expect(step.log.isEmpty)
    #expect(value(store, .field(.dialogo)) == .string("“Pokédex” quiere acceder a la cámara"))
  }
}
