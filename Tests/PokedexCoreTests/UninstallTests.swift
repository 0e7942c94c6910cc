import Testing

@_spi(Internals) @testable import PokedexCore

@Suite("Uninstall and the keychain")
struct UninstallTests {
  /// A signed-in world with a favorite, a theme, a granted permission and a camera key.
  func preparado(_ platform: Plataforma) -> Store {
    var store = conSesion(platform)
    accepted(&store, .fav(25))
    accepted(&store, .settingsTema(.oscuro))
    accepted(&store, .settingsFavoritosPorNumero(true))
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .allow)
    accepted(&store, .plistAdd("NSCameraUsageDescription", "Para fotos"))
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("authorized"))
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(true))
    return store
  }

  @Test("uninstall on iOS wipes the sandbox and the permission answers but keeps the keychain")
  func iosKeepsKeychain() {
    var store = preparado(.ios)
    let step = accepted(&store, .uninstall)
    #expect(value(store, .field(.favoritos)) == ints())
    #expect(value(store, .field(.ajustesTema)) == .symbol("sistema"))
    #expect(value(store, .field(.ajustesFavoritosPorNumero)) == .bool(false))
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("notDetermined"))
    #expect(value(store, .field(.permisosCamara)) == .symbol("notDetermined"))
    #expect(value(store, .field(.recordatorioProgramado)) == .bool(false))
    #expect(value(store, .field(.dispositivoLlaveroSesion)) == .string(ashEmail))
    #expect(step.has(Note.ID.keychainSurvivesUninstall))
  }

  @Test("after an uninstall on iOS, reinstalling restores the session from the keychain")
  func iosReinstallRestoresSession() {
    var store = preparado(.ios)
    accepted(&store, .uninstall)
    accepted(&store, .install)
    accepted(&store, .launch)
    #expect(value(store, .field(.raiz)) == .symbol("conSesion"))
    #expect(value(store, .field(.authSesion)) == .string(ashEmail))
  }

  @Test("uninstall on Android wipes the sandbox, the permissions and the saved session")
  func androidWipesAll() {
    var store = preparado(.android)
    let step = accepted(&store, .uninstall)
    #expect(value(store, .field(.favoritos)) == ints())
    #expect(value(store, .field(.ajustesTema)) == .symbol("sistema"))
    #expect(value(store, .field(.permisosNotificaciones)) == .symbol("notDetermined"))
    #expect(value(store, .field(.dispositivoLlaveroSesion)) == .null)
    #expect(step.has(Note.ID.privateStorageWiped))
    accepted(&store, .install)
    accepted(&store, .launch)
    #expect(value(store, .field(.raiz)) == .symbol("formulario"))
  }

  @Test("uninstall never touches the backend or the Info keys", arguments: Plataforma.allCases)
  func backendAndInfoSurvive(_ platform: Plataforma) {
    var store = preparado(platform)
    accepted(&store, .uninstall)
    #expect(value(store, .field(.backendCuentas)) == strs(ashEmail))
    #expect(
      value(store, .field(.info))
        == strs(
          "CFBundleDisplayName", "CFBundleIdentifier", "NSCameraUsageDescription",
          "UIApplicationSceneManifest"))
    #expect(store.world.proyecto.info["NSCameraUsageDescription"] == .text("Para fotos"))
  }
}
