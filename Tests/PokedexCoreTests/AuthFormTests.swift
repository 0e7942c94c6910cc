import Testing

@testable import PokedexCore

@Suite("The auth form")
struct AuthFormTests {
  @Test("field errors appear only once a field has been touched")
  func errorsOnlyWhenTouched() {
    var store = Store()
    accepted(&store, .formMode(.crearCuenta))
    #expect(value(store, .field(.formularioErrorCorreo)) == .null)
    #expect(value(store, .field(.formularioErrorContrasena)) == .null)
    let step = accepted(&store, .type(.email("ash")))
    #expect(
      step.change(.field(.formularioErrorCorreo))?.new
        == .string("Escribe un correo completo, como nombre@correo.com"))
    #expect(value(store, .field(.formularioErrorContrasena)) == .null)
  }

  @Test("a touched empty email shows «Escribe tu correo»")
  func touchedEmptyEmail() {
    var store = Store()
    let step = accepted(&store, .clear(.email))
    #expect(value(store, .field(.formularioErrorCorreo)) == .string("Escribe tu correo"))
    #expect(step.change(.field(.formularioErrorCorreo))?.old == .null)
  }

  @Test("an incomplete address shows «Escribe un correo completo, como nombre@correo.com»")
  func incompleteEmail() {
    var store = Store()
    accepted(&store, .type(.email("ash@kanto")))
    #expect(
      value(store, .field(.formularioErrorCorreo))
        == .string("Escribe un correo completo, como nombre@correo.com"))
    accepted(&store, .type(.email(".com")))
    #expect(value(store, .field(.formularioErrorCorreo)) == .null)
    #expect(value(store, .field(.formularioCorreo)) == .string("ash@kanto.com"))
  }

  @Test("a password shorter than 6 shows «Al menos 6 caracteres»")
  func shortPassword() {
    var store = Store()
    accepted(&store, .type(.password(Secret("12345"))))
    #expect(value(store, .field(.formularioErrorContrasena)) == .string("Al menos 6 caracteres"))
    accepted(&store, .type(.password(Secret("6"))))
    #expect(value(store, .field(.formularioErrorContrasena)) == .null)
  }

  @Test("a touched empty password shows «Al menos 6 caracteres»")
  func touchedEmptyPassword() {
    var store = Store()
    let step = accepted(&store, .clear(.password))
    #expect(
      step.change(.field(.formularioErrorContrasena))?.new == .string("Al menos 6 caracteres"))
  }

  @Test("type adds its text to the field as keystrokes; clear deletes the whole field")
  func typeAppendsClearEmpties() {
    var store = Store()
    accepted(&store, .type(.email("ash@")))
    let step = accepted(&store, .type(.email("kanto.com")))
    #expect(
      step.change(.field(.formularioCorreo))
        == Change(
          path: .field(.formularioCorreo), old: .string("ash@"), new: .string("ash@kanto.com")))
    accepted(&store, .clear(.email))
    #expect(value(store, .field(.formularioCorreo)) == .string(""))
  }

  @Test("the submit button is enabled only when both fields are valid")
  func buttonEnabledOnlyWhenValid() {
    var store = Store()
    accepted(&store, .type(.email(ashEmail)))
    #expect(value(store, .field(.formularioBotonActivo)) == .bool(false))
    let step = accepted(&store, .type(.password(Secret(key))))
    #expect(value(store, .field(.formularioBotonActivo)) == .bool(true))
    #expect(step.change(.field(.formularioBotonActivo))?.old == .bool(false))
    accepted(&store, .clear(.email))
    #expect(value(store, .field(.formularioBotonActivo)) == .bool(false))
  }

  @Test("submitting a disabled button does nothing, and says so")
  func disabledSubmit() {
    var store = Store()
    accepted(&store, .type(.email("ash")))
    let before = store.world
    let step = accepted(&store, .submit)
    #expect(step.changes.isEmpty)
    #expect(step.has(Note.ID.buttonDisabled))
    #expect(step.has(Note.ID.buttonDisabled))
    #expect(actions(step) == [.submit])
    #expect(store.world == before)
  }

  @Test("form mode switches between entrar and crearCuenta")
  func formMode() {
    var store = Store()
    let step = accepted(&store, .formMode(.crearCuenta))
    #expect(
      step.changes == [
        Change(path: .field(.formularioModo), old: .symbol("entrar"), new: .symbol("crearCuenta")),
        Change(
          path: .field(.formularioBoton), old: .string("Entrar"), new: .string("Crear cuenta")),
      ])
    let same = accepted(&store, .formMode(.crearCuenta))
    #expect(same.changes.isEmpty)
    #expect(same.has(Note.ID.formModeAlready))
  }

  @Test("submit with valid fields asks the backend and opens the session")
  func submitSignsUp() {
    var store = Store()
    accepted(&store, .formMode(.crearCuenta))
    accepted(&store, .type(.email(ashEmail)))
    accepted(&store, .type(.password(Secret(key))))
    let step = accepted(&store, .submit)
    #expect(
      actions(step) == [.submit, .backend(.crearCuenta), .authViewDisappears, .contentBuilt])
    #expect(step.actions[0].changes.isEmpty)
    #expect(value(store, .field(.authSesion)) == .string(ashEmail))
    #expect(value(store, .field(.raiz)) == .symbol("conSesion"))
  }
}
