import Testing

@testable import PokedexCore

@Suite("The auth form")
struct AuthFormTests {
  @Test("field errors appear only once a field has been touched")
  func errorsOnlyWhenTouched() {
    var store = Store()
    accepted(&store, .formMode(.crearCuenta))
    #expect(value(store, .formularioErrorCorreo) == .null)
    #expect(value(store, .formularioErrorContrasena) == .null)
    let step = accepted(&store, .type(.email("ash")))
    #expect(
      step.change(.formularioErrorCorreo)?.new
        == .string("Escribe un correo completo, como nombre@correo.com"))
    #expect(value(store, .formularioErrorContrasena) == .null)
  }

  @Test("a touched empty email shows «Escribe tu correo»")
  func touchedEmptyEmail() {
    var store = Store()
    let step = accepted(&store, .clear(.email))
    #expect(value(store, .formularioErrorCorreo) == .string("Escribe tu correo"))
    #expect(step.change(.formularioErrorCorreo)?.old == .null)
  }

  @Test("an incomplete address shows «Escribe un correo completo, como nombre@correo.com»")
  func incompleteEmail() {
    var store = Store()
    accepted(&store, .type(.email("ash@kanto")))
    #expect(
      value(store, .formularioErrorCorreo)
        == .string("Escribe un correo completo, como nombre@correo.com"))
    accepted(&store, .type(.email(".com")))
    #expect(value(store, .formularioErrorCorreo) == .null)
    #expect(value(store, .formularioCorreo) == .string("ash@kanto.com"))
  }

  @Test("a password shorter than 6 shows «Al menos 6 caracteres»")
  func shortPassword() {
    var store = Store()
    accepted(&store, .type(.password(Secret("12345"))))
    #expect(value(store, .formularioErrorContrasena) == .string("Al menos 6 caracteres"))
    accepted(&store, .type(.password(Secret("6"))))
    #expect(value(store, .formularioErrorContrasena) == .null)
  }

  @Test("a touched empty password shows «Al menos 6 caracteres»")
  func touchedEmptyPassword() {
    var store = Store()
    let step = accepted(&store, .clear(.password))
    #expect(step.change(.formularioErrorContrasena)?.new == .string("Al menos 6 caracteres"))
  }

  @Test("type adds its text to the field as keystrokes; clear deletes the whole field")
  func typeAppendsClearEmpties() {
    var store = Store()
    accepted(&store, .type(.email("ash@")))
    let step = accepted(&store, .type(.email("kanto.com")))
    #expect(
      step.change(.formularioCorreo)
        == Change(path: .formularioCorreo, old: .string("ash@"), new: .string("ash@kanto.com")))
    accepted(&store, .clear(.email))
    #expect(value(store, .formularioCorreo) == .string(""))
  }

  @Test("the submit button is enabled only when both fields are valid")
  func buttonEnabledOnlyWhenValid() {
    var store = Store()
    accepted(&store, .type(.email(ashEmail)))
    #expect(value(store, .formularioBotonActivo) == .bool(false))
    let step = accepted(&store, .type(.password(Secret(key))))
    #expect(value(store, .formularioBotonActivo) == .bool(true))
    #expect(step.change(.formularioBotonActivo)?.old == .bool(false))
    accepted(&store, .clear(.email))
    #expect(value(store, .formularioBotonActivo) == .bool(false))
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
        Change(path: .formularioModo, old: .symbol("entrar"), new: .symbol("crearCuenta")),
        Change(path: .formularioBoton, old: .string("Entrar"), new: .string("Crear cuenta")),
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
    #expect(value(store, .authSesion) == .string(ashEmail))
    #expect(value(store, .raiz) == .symbol("conSesion"))
  }
}
