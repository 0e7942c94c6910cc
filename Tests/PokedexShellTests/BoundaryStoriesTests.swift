import PokedexCore
import Testing

@testable import PdxLanguage
@testable import PdxRunner
@testable import PdxSession

/// Steps at the lessons' boundaries, read as the user reads them: every line of the step, in
/// both languages. A planted bug in what the step says (a log line that claims a denial, a
/// crash note that forgets the key waiting for the next launch) shows here as a changed line.
@Suite("Exact steps at the lessons' boundaries")
struct BoundaryStoriesTests {
  /// The lines of the last step `commands` printed, from its `▸` line on.
  static func lastStep(_ language: Language, _ commands: [String]) -> [String] {
    var options = SessionOptions()
    options.language = language
    let c = Captured(options)
    for command in commands { c.run(command) }
    let start = c.output.lastIndex { $0.hasPrefix("▸ ") } ?? c.output.endIndex
    return Array(c.output[start...])
  }

  @Test(
    "Screen Time after a grant: the catch logs the error, then «concedido», as permitido kept it")
  func restrictedAfterGrant() {
    let commands = [
      "signup ash@correo.com secreto", "permission request", "allow",
      "system-settings restrictions on", "permission request",
    ]
    let error =
      "no se pudo pedir el permiso de notificaciones: Notifications are not allowed for"
      + " this application"
    let granted = "permiso de notificaciones: concedido"
    let registro =
      #"  registro: ["\#(granted)"] → ["\#(granted)", "\#(error)", "\#(granted)"]"#
    #expect(
      Self.lastStep(.en, commands) == [
        "▸ permission request notifications", registro,
        "  log: " + error, "  log: " + granted,
        "  note: requestAuthorization threw: Screen Time restricts notifications on this device"
          + " (system-settings restrictions on); pedirPermiso's catch logs it",
      ])
    #expect(
      Self.lastStep(.es, commands) == [
        "▸ permission request notifications", registro,
        "  consola: no se pudo pedir el permiso de notificaciones: «Notifications are not allowed"
          + " for this application» (el error de iOS, en inglés: las notificaciones no están"
          + " permitidas para esta app)",
        "  consola: " + granted,
        "  nota: requestAuthorization lanzó un error: Tiempo de uso restringe las notificaciones"
          + " en este dispositivo (system-settings restrictions on); el catch de pedirPermiso lo"
          + " anota",
      ])
  }

  @Test("the camera while its key waits for the next launch: the app closes, and the note says why")
  func cameraBeforeTheKeyIsBuilt() {
    let commands = [
      "signup ash@correo.com secreto",
      #"plist add NSCameraUsageDescription "Para escanear cartas""#,
      "permission request camera",
    ]
    let crash =
      "This app has crashed because it attempted to access privacy-sensitive data without a"
      + " usage description: the Info must contain an NSCameraUsageDescription key"
    let closing = [
      "  app.enMarcha: true → false", "  app.escena: active → nil", "  hayCuentas: true → nil",
      "  auth.comprobando: false → nil", #"  auth.sesion: "ash@correo.com" → nil"#,
      "  raiz: conSesion → nil", "  contenido: construido → nil",
      "  contenido.pestana: lista → nil", "  contenido.caminoLista: [] → nil",
      "  contenido.caminoFavoritos: [] → nil", "  contenido.tema: sistema → nil",
      "  ajustes.confirmandoSalida: false → nil", #"  ajustes.cuenta: "ash@correo.com" → nil"#,
      "  pantalla.lista: [] → nil", "  pantalla.favoritos: [] → nil",
      #"  registro: [] → ["\#(crash)"]"#,
    ]
    #expect(
      Self.lastStep(.en, commands) == ["▸ permission request camera"] + closing + [
        "  log: " + crash,
        "  note: crash: the app requested the camera without NSCameraUsageDescription in its"
          + " Info; iOS terminates it (the key was added after this build launched: launch"
          + " again to use it)",
      ])
    #expect(
      Self.lastStep(.es, commands) == ["▸ permission request camera"] + closing + [
        "  consola: «" + crash + "» (el informe de iOS, en inglés: la app se cerró porque intentó"
          + " acceder a datos privados sin una descripción de uso; el Info debe tener la clave"
          + " NSCameraUsageDescription)",
        "  nota: la app se cierra: pidió la cámara sin NSCameraUsageDescription en su Info; la"
          + " clave se añadió después de arrancar esta compilación: vuelve a ejecutarla para"
          + " usarla",
      ])
    // After the next launch the same request shows the dialog, with the key's text.
    let alert = "“Pokédex” quiere acceder a la cámara"
    #expect(
      Self.lastStep(.en, commands + ["launch", "permission request camera"]) == [
        "▸ permission request camera", "  app.escena: active → inactive",
        "  dialogo: nil → \"\(alert)\"", "  pantalla.presentado: nil → \"\(alert)\"",
        "  ui: present system alert «\(alert)» «Para escanear cartas» [No permitir] [Permitir]",
      ])
  }
}
