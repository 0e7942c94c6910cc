import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxLanguage
@testable import PdxRender
@testable import PdxText

/// The lessons' words in pdx's Spanish, sentence by sentence (docs/reference.md §4.11): what the
/// editorial pass chose where the lessons name a thing, pinned where it is made. The whole of
/// what a student reads is read by pdxTests' SpanishEditorialTests; these hold each choice.
@Suite("The lessons' words in Spanish")
struct SpanishWordsTests {
  @Test("a permission's state in a sentence: the lesson's word, the API value beside it")
  func permissionStates() {
    #expect(
      Language.es.text(Note.notificationNotShown(.denied))
        == "no se muestra: el permiso de notificaciones está denegado (denied)")
    #expect(
      Language.es.text(Note.notificationNotShown(.notDetermined))
        == "no se muestra: el permiso de notificaciones está sin preguntar (notDetermined)")
    #expect(
      Language.es.text(Note.permissionAlready(.camera, .authorized))
        == "el permiso de cámara ya está concedido (authorized)")
    #expect(statusName(.provisional, .es) == "de prueba (provisional)")
    // English keeps the API's names, which are English.
    #expect(statusName(.denied, .en) == "denied")
  }

  @Test("the permission prompt is the lessons' «diálogo del sistema», never an «alerta»")
  func systemDialog() {
    let alert = Presentado.alerta(SystemAlert(permission: .notifications, platform: .ios))
    #expect(Language.es.presented(alert).hasPrefix("diálogo del sistema «"))
    #expect(Language.es.text(UIEvent.dismiss(alert)).hasPrefix("cierra el diálogo del sistema «"))
    #expect(
      Language.es.text(Rejection.alertInFront(title: "t"))
        == "el diálogo del sistema «t» está en pantalla: respóndelo con allow o deny")
  }

  @Test("a step's log line is labelled consola, apart from the registro path")
  func consoleLabel() {
    var step = Step(number: 1)
    step.events = [.log(.permission(.notifications, granted: true))]
    #expect(
      TextRenderer.render(step, language: .es)
        == ["  consola: permiso de notificaciones: concedido"])
    #expect(
      TextRenderer.render(step, language: .en) == ["  log: permiso de notificaciones: concedido"])
  }

  @Test("the screen's operations in the lessons' verbs: apila, quita, vuelve, reemplaza")
  func screenVerbs() {
    #expect(Language.es.text(UIEvent.push(.lista, 25)) == "apila #25 Pikachu en lista")
    #expect(Language.es.text(UIEvent.pop(.favoritos, 1)) == "quita #1 Bulbasaur de favoritos")
    #expect(Language.es.text(UIEvent.popTo(.lista, nil)) == "vuelve a la raíz de lista")
    #expect(Language.es.text(UIEvent.popTo(.lista, 4)) == "vuelve a #4 Charmander en lista")
    #expect(
      Language.es.text(UIEvent.replace(.lista, [7]))
        == "reemplaza la pila de lista por [#7 Squirtle]")
    #expect(
      Language.es.text(UIEvent.popByUser(.lista, 25, button: true))
        == "quita #25 Pikachu de lista (el usuario: botón de retroceso)")
    // Who closed it, as lesson 004 says «el usuario cerró la hoja», with its article.
    #expect(
      Language.es.text(UIEvent.dismissedByUser(.logout(.android, cancelDrawn: true)))
        == "el usuario cierra la hoja inferior «¿Cerrar la sesión?»")
    #expect(
      Language.es.text(UIEvent.dismissedByUser(.logout(.ios, cancelDrawn: false)))
        == "el usuario cierra el confirmationDialog «¿Cerrar la sesión?»")
    // The ids, and English, keep UIKit's names.
    #expect(Language.en.text(UIEvent.push(.lista, 25)) == "push lista #25 Pikachu")
  }

  @Test("a system message left in English is said in Spanish beside it, where a student reads it")
  func systemMessagesGlossed() {
    #expect(
      Language.es.text(LogEvent.requestFailed)
        == "no se pudo pedir el permiso de notificaciones: «Notifications are not allowed for this"
        + " application» (el error de iOS, en inglés: las notificaciones no están permitidas para"
        + " esta app)")
    #expect(
      Language.es.text(LogEvent.crashReport)
        == "«This app has crashed because it attempted to access privacy-sensitive data without a"
        + " usage description: the Info must contain an NSCameraUsageDescription key» (el informe"
        + " de iOS, en inglés: la app se cerró porque intentó acceder a datos privados sin una"
        + " descripción de uso; el Info debe tener la clave NSCameraUsageDescription)")
    // The app's own line, and English, as the app wrote them.
    #expect(
      Language.es.text(LogEvent.permission(.notifications, granted: false))
        == "permiso de notificaciones: denegado")
    #expect(Language.en.text(LogEvent.requestFailed) == LogEvent.requestFailed.text)
    let dialog = Presentado.logout(.ios, cancelDrawn: false)
    #expect(
      Language.es.text(UIEvent.dismissAgainRefused(dialog)).hasSuffix(
        "es decir, no se puede cerrar mientras una presentación o un cierre está en curso"))
  }

  @Test("numbers in sentences as the RAE writes them")
  func numbersInSentences() {
    #expect(
      Language.es.text(Rejection.fieldFull(.email, held: 65_530, adding: 12))
        == "type email: un campo guarda como mucho 65\u{A0}536 bytes; tiene 65\u{A0}530 y el"
        + " texto añadiría 12 (clear email lo vacía)")
  }

  @Test("errors say what is missing, and name a kind of event in Spanish")
  func errors() throws {
    func spanish(_ line: String) -> String {
      do {
        _ = try Parser.parse(line)
        return ""
      } catch {
        return error.words.es
      }
    }
    #expect(spanish("config").hasPrefix("config: falta accounts\n"))
    #expect(spanish("config otra").hasPrefix("config: se esperaba accounts, no «otra»\n"))
    #expect(
      spanish("scene otra").hasPrefix(
        "scene: FASE: se esperaba active, inactive o background, no «otra»\n"))
    #expect(
      spanish("platform otra").hasPrefix(
        "platform: PLATAFORMA: se esperaba ios o android, no «otra»\n"))
    #expect(spanish("clear otro").contains("CAMPO: se esperaba email o password, no «otro»"))
    #expect(spanish("expect raiz ~ x").contains("OPERADOR: se esperaba ==, != o contains, no «~»"))
    #expect(spanish("net quizá").contains("VALOR: se esperaba on, off, true o false, no «quizá»"))
    #expect(spanish("date hoy").contains("(se esperaba AAAA-MM-DD, un día real del calendario)"))
    #expect(
      spanish("expect note nada").hasPrefix(
        "expect: ninguna nota (note) tiene el id «nada»; help ids los lista\n"))
    #expect(
      spanish("expect error nada").hasPrefix("expect: ningún error (error) tiene el id «nada»"))
    #expect(spanish("expect note fade").contains("(fade es una línea ui: expect ui fade)"))
  }
}
