import Testing

@_spi(Internals) @testable import PokedexCore

@Suite("Camera and the Info declaration")
struct CameraTests {
  static let key = "NSCameraUsageDescription"

  @Test("requesting the camera without NSCameraUsageDescription crashes the app")
  func crashWithoutDeclaration() {
    var store = conSesion()
    let step = accepted(&store, .permissionRequest(.camera, provisional: false))
    #expect(value(store, .field(.appEnMarcha)) == .bool(false))
    #expect(step.has(Note.ID.crashCameraUsage))
    #expect(step.notes == [.crashCameraUsage(keyAdded: false)])
    #expect(step.log == [.crashReport] && LogEvent.crashReport.text.contains(Self.key))
    #expect(value(store, .field(.permisosCamara)) == .symbol("notDetermined"))
    #expect(step.change(.field(.appEnMarcha))?.new == .bool(false))
  }

  @Test("plist add takes effect at the next launch")
  func plistAtNextLaunch() {
    var store = Store()
    let add = accepted(&store, .plistAdd(Self.key, "Para hacer fotos"))
    #expect(add.has(Note.ID.infoAtNextLaunch))
    #expect(
      value(store, .field(.info))
        == strs(
          "CFBundleDisplayName", "CFBundleIdentifier", Self.key, "UIApplicationSceneManifest"))
    accepted(&store, .permissionRequest(.camera, provisional: false))
    #expect(value(store, .field(.appEnMarcha)) == .bool(false))
    accepted(&store, .launch)
    let step = accepted(&store, .permissionRequest(.camera, provisional: false))
    #expect(value(store, .field(.dialogo)) == .string("“Pokédex” quiere acceder a la cámara"))
    #expect(step.change(.field(.appEnMarcha)) == nil)
  }

  @Test("the camera needs the declaration and a request, then asks once")
  func declarationAndRequest() {
    var store = Store()
    accepted(&store, .plistAdd(Self.key, "Para hacer fotos"))
    accepted(&store, .restart)
    #expect(value(store, .field(.permisosCamara)) == .symbol("notDetermined"))
    accepted(&store, .permissionRequest(.camera, provisional: false))
    let step = accepted(&store, .allow)
    #expect(value(store, .field(.permisosCamara)) == .symbol("authorized"))
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("notDetermined"))
    #expect(step.log == [.permission(.camera, granted: true)])
    let again = accepted(&store, .permissionRequest(.camera, provisional: false))
    #expect(again.log == [.permission(.camera, granted: true)])
    #expect(value(store, .field(.dialogo)) == .null)
  }

  @Test("plist remove takes the declaration away at the next launch")
  func plistRemove() {
    var store = Store()
    accepted(&store, .plistAdd(Self.key, "x"))
    accepted(&store, .restart)
    let remove = accepted(&store, .plistRemove(Self.key))
    #expect(
      value(store, .field(.info))
        == strs("CFBundleDisplayName", "CFBundleIdentifier", "UIApplicationSceneManifest"))
    #expect(remove.has(Note.ID.infoAtNextLaunch))
    accepted(&store, .restart)
    accepted(&store, .permissionRequest(.camera, provisional: false))
    #expect(value(store, .field(.appEnMarcha)) == .bool(false))
  }

  @Test("plist remove of a missing key says so")
  func plistRemoveMissing() {
    var store = Store()
    let step = accepted(&store, .plistRemove("NSFoo"))
    #expect(step.has(Note.ID.infoHasNoKey))
    #expect(step.changes.isEmpty)
  }

  @Test("Info.plist is the iOS target's: Android asks for the camera without it, and no crash")
  func androidAsksWithoutInfo() {
    var store = conSesion(.android)
    let step = accepted(&store, .permissionRequest(.camera, provisional: false))
    #expect(value(store, .field(.appEnMarcha)) == .bool(true))
    #expect(!step.has(Note.ID.crashCameraUsage) && step.log.isEmpty)
    #expect(
      value(store, .field(.dialogo)) == .string("¿Permitir que Pokédex haga fotos y grabe vídeos?"))
    accepted(&store, .allow)
    #expect(value(store, .field(.permisosCamara)) == .symbol("authorized"))
  }

  @Test("plist on Android says the Info is the iOS target's, not that a launch will read it")
  func plistOnAndroid() {
    var store = Store(platform: .android)
    let add = accepted(&store, .plistAdd(Self.key, "Para hacer fotos"))
    #expect(add.notes == [.infoIOSTarget])
    #expect(value(store, .field(.info)) != value(Store(platform: .android), .field(.info)))
    let remove = accepted(&store, .plistRemove(Self.key))
    #expect(remove.notes == [.infoIOSTarget])
  }

  @Test("the target's Info and the installed build's: plist edits the target, a launch builds it")
  func targetAndInstalledBuild() {
    var store = conSesion()
    let generated = strs("CFBundleDisplayName", "CFBundleIdentifier", "UIApplicationSceneManifest")
    let withKey = strs(
      "CFBundleDisplayName", "CFBundleIdentifier", Self.key, "UIApplicationSceneManifest")
    #expect(value(store, .field(.dispositivoInfo)) == generated)
    accepted(&store, .plistAdd(Self.key, "Para escanear el acta del partido"))
    #expect(value(store, .field(.info)) == withKey)
    #expect(value(store, .field(.dispositivoInfo)) == generated)
    // A tap on a closed app opens the build installed: nothing is built.
    accepted(&store, .terminate)
    let added = accepted(&store, .plistAdd(Self.key, "Para escanear el acta"))
    #expect(added.has(Note.ID.infoAtNextLaunch))
    accepted(&store, .tapNotification(nil))
    #expect(value(store, .field(.dispositivoInfo)) == generated)
    // Run again (Xcode's Run: launch, restart): the build has it.
    accepted(&store, .restart)
    #expect(value(store, .field(.dispositivoInfo)) == withKey)
    #expect(store.world.dispositivo.info?[Self.key] == .text("Para escanear el acta"))
    // Removed, and run again: gone. Uninstalled: no build at all; installed: the target's.
    accepted(&store, .plistRemove(Self.key))
    #expect(value(store, .field(.dispositivoInfo)) == withKey)
    accepted(&store, .restart)
    #expect(value(store, .field(.dispositivoInfo)) == generated)
    accepted(&store, .uninstall)
    #expect(value(store, .field(.dispositivoInfo)) == .null)
    accepted(&store, .plistAdd(Self.key, "x"))
    accepted(&store, .install)
    #expect(value(store, .field(.dispositivoInfo)) == withKey)
    #expect(value(Store(platform: .android), .field(.dispositivoInfo)) == .null)
  }

  @Test("the camera's system alert shows NSCameraUsageDescription's text as its message, as iOS")
  func alertShowsUsageText() {
    var store = Store()
    accepted(&store, .plistAdd(Self.key, "Para escanear el acta del partido"))
    accepted(&store, .restart)
    let step = accepted(&store, .permissionRequest(.camera, provisional: false))
    let alert = Presentado.alerta(
      SystemAlert(
        permission: .camera, platform: .ios, message: "Para escanear el acta del partido"))
    #expect(step.ui == [.present(alert)])
    #expect(alert.message == "Para escanear el acta del partido")
    // Notifications declare nothing, and Android shows no Info's text.
    accepted(&store, .allow)
    let notifications = accepted(&store, .permissionRequest(.notifications, provisional: false))
    #expect(
      notifications.ui.allSatisfy {
        if case .present(let p) = $0 { p.message == nil } else { true }
      })
    var android = Store(platform: .android)
    accepted(&android, .plistAdd(Self.key, "Para escanear el acta del partido"))
    accepted(&android, .restart)
    let asked = accepted(&android, .permissionRequest(.camera, provisional: false))
    #expect(asked.ui.allSatisfy { if case .present(let p) = $0 { p.message == nil } else { true } })
  }
}
