import PokedexCore
import Testing

@testable import PdxLanguage
@testable import PdxRunner
@testable import PdxSession

/// What the fourth reading of the lessons found (docs/reference.md §1.4, §1.7, §1.8, §5.2):
/// each observer of the reconciler reads only its own state, the system's permission alert is
/// not the reconciler's, an inactive scene is the app in the foreground, and `launch` is
/// Xcode's Run, which installs an app that is not installed.
@Suite("The lessons, fourth reading")
struct LessonsFourthReadingTests {
  static func session(_ language: Language, accounts: Bool = true) -> Captured {
    var options = SessionOptions()
    options.language = language
    options.hayCuentas = accounts
    return Captured(options)
  }

  @Test(
    "after an unreported back, a push on Favoritos leaves the Pokédex stack as the user left it",
    arguments: [Language.en, .es])
  func pushOnFavoritosRunsItsObserverAlone(language: Language) {
    let c = Self.session(language, accounts: false)
    c.run("set did-move-to-parent off", "open 25", "back", "tab favoritos", "fav 1", "open 1")
    #expect(
      c.session.lastOutput == [
        "▸ open #1 Bulbasaur",
        "  contenido.caminoFavoritos: [] → [1]",
        "  pantalla.favoritos: [] → [1]",
        language == .en
          ? "  ui: push favoritos #1 Bulbasaur" : "  ui: apila #1 Bulbasaur en favoritos",
        Self.diverged(language),
      ])
    #expect(c.value(.field(.pantallaLista)) == .ints([]))
  }

  @Test(
    "after an unreported back, the logout dialog presents itself and leaves the Pokédex stack",
    arguments: [Language.en, .es])
  func logoutDialogRunsItsObserverAlone(language: Language) {
    let c = Self.session(language)
    c.run("signup ash@correo.com secreto", "set did-move-to-parent off", "open 25", "back")
    c.run("logout")
    let present =
      language == .en
      ? "  ui: present confirmationDialog «¿Cerrar la sesión?» «Tendrás que volver a entrar para"
        + " usar la app.» [Cerrar sesión (destructive)] («Cancelar» is in the code; iOS 26 does"
        + " not draw it)"
      : "  ui: presenta el confirmationDialog «¿Cerrar la sesión?» «Tendrás que volver a entrar"
        + " para usar la app.» [Cerrar sesión (destructivo)] («Cancelar» está en el código; iOS 26"
        + " no lo dibuja)"
    #expect(
      c.session.lastOutput == [
        "▸ logout",
        "  contenido.pestana: lista → ajustes",
        "  ajustes.confirmandoSalida: false → true",
        "  dialogo: nil → \"¿Cerrar la sesión?\"",
        "  pantalla.presentado: nil → \"¿Cerrar la sesión?\"",
        present,
        Self.diverged(language),
      ])
  }

  /// The two stories stay told, and only about the Pokédex stack.
  static func diverged(_ language: Language) -> String {
    language == .en
      ? "warning: diverged: the screen shows pantalla.lista [] but the state says"
        + " contenido.caminoLista [25]"
      : "atención: divergen: la pantalla enseña pantalla.lista [], pero el estado dice"
        + " contenido.caminoLista [25]: dos relatos distintos"
  }

  @Test("the Pokédex stack is reconciled when its own path changes next")
  func ownPathChangeReconciles() {
    let c = Self.session(.en, accounts: false)
    c.run("set did-move-to-parent off", "open 25", "back", "tab favoritos", "fav 1", "open 1")
    c.run("tab lista", "open 4")
    #expect(
      c.session.lastOutput == [
        "▸ open #4 Charmander",
        "  contenido.caminoLista: [25] → [25, 4]",
        "  pantalla.lista: [] → [25, 4]",
        "  ui: push lista #25 Pikachu",
        "  ui: push lista #4 Charmander",
      ])
  }

  /// The permission alert's two steps, whatever the knob: iOS presents and takes it away.
  static let alertSteps = [
    "▸ permission request notifications",
    "  app.escena: active → inactive",
    "  dialogo: nil → \"“Pokédex” quiere enviarte notificaciones\"",
    "  pantalla.presentado: nil → \"“Pokédex” quiere enviarte notificaciones\"",
    "  ui: present system alert «“Pokédex” quiere enviarte notificaciones» [No permitir]"
      + " [Permitir]",
    "▸ allow",
    "  app.escena: inactive → active",
    "  permisos.notificaciones: notDetermined → authorized",
    "  permisos.textoDelBoton: \"Activar avisos de gol\" → \"Avisos de gol: activados\"",
    "  permisos.botonActivo: true → false",
    "  dialogo: \"“Pokédex” quiere enviarte notificaciones\" → nil",
    "  pantalla.presentado: \"“Pokédex” quiere enviarte notificaciones\" → nil",
    "  registro: [] → [\"permiso de notificaciones: concedido\"]",
    "  ui: dismiss system alert «“Pokédex” quiere enviarte notificaciones»",
    "  log: permiso de notificaciones: concedido",
  ]

  @Test(
    "no knob of the reconciler changes how the system's alert appears or goes away",
    arguments: [
      "nil-before-dismiss off", "report-dismissals off", "did-move-to-parent off",
      "presentation-did-dismiss off", "nil-before-dismiss on",
    ])
  func systemAlertIgnoresReconcilerKnobs(knob: String) {
    let c = Self.session(.en)
    c.run("set " + knob, "permission request")
    var shown = c.session.lastOutput
    c.run("allow")
    shown += c.session.lastOutput
    #expect(shown == Self.alertSteps)
  }

  @Test("reports back on while the system's alert is up: the reconciler leaves the alert alone")
  func reportsBackOnLeaveTheAlert() {
    let c = Self.session(.en)
    c.run("signup ash@correo.com secreto", "set presentation-did-dismiss off", "logout")
    c.run("tap-outside", "permission request", "set presentation-did-dismiss on")
    #expect(
      c.session.lastOutput == [
        "▸ set presentation-did-dismiss on",
        "  knobs.presentationDidDismiss: off → on",
      ])
    #expect(
      c.value(.field(.pantallaPresentado)) == .string("“Pokédex” quiere enviarte notificaciones"))
  }

  @Test("answering the system's alert is not one of the app's dismissal actions")
  func systemAlertAnswerIsNoDismissal() {
    let c = Self.session(.en)
    c.run("set presentation-did-dismiss off", "permission request", "deny")
    #expect(!c.session.lastOutput.contains { $0.hasPrefix("▸ dismiss") })
    #expect(
      c.session.lastOutput.last == "  log: permiso de notificaciones: denegado",
      "\(c.session.lastOutput)")
  }

  @Test(
    "with permission and the scene inactive, a notification is a banner (willPresent)",
    arguments: [Language.en, .es])
  func inactiveSceneShowsBanner(language: Language) {
    let c = Self.session(language)
    c.run("permission request", "allow", "scene inactive", "notify")
    let banner =
      language == .en
      ? "  ui: banner «Pokémon del día: #1 Bulbasaur» with sound (willPresent, app in the"
        + " foreground)"
      : "  ui: banner «Pokémon del día: #1 Bulbasaur» con sonido (willPresent, app en primer"
        + " plano)"
    #expect(c.session.lastOutput.dropFirst().map { $0 } == [banner], "\(c.session.lastOutput)")
    c.run("scene background", "notify")
    #expect(
      c.session.lastOutput.last?.hasSuffix(
        language == .en
          ? "(the app is not in the foreground)" : "(la app no está en primer plano)") == true)
  }

  @Test(
    "launch after an uninstall installs the app, then launches it (Xcode's Run)",
    arguments: [Language.en, .es])
  func launchInstallsFirst(language: Language) {
    let c = Self.session(language)
    c.run("uninstall", "launch")
    let out = c.session.lastOutput
    #expect(
      Array(out.prefix(4)) == [
        "▸ install",
        "  dispositivo.instalada: false → true",
        language == .en
          ? "  note: not installed: launch is Xcode's Run, which installs the build first"
          : "  nota: no estaba instalada: launch es Run de Xcode, que instala antes la"
            + " compilación",
        "▸ launch",
      ])
    #expect(c.value(.field(.appEnMarcha)) == .bool(true))
    // `launch` is still rejected while the app runs; `install` still does not launch.
    if case .rejected = c.run("launch", script: false).first {
    } else {
      Issue.record("launch while running was not rejected")
    }
    c.run("uninstall", "install")
    #expect(c.value(.field(.appEnMarcha)) == .bool(false))
  }
}
