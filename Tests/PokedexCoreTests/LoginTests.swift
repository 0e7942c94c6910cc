import Testing

@_spi(Internals) @testable import PokedexCore

@Suite("Login and signup")
struct LoginTests {
  @Test("signup sets the mode, replaces both fields and submits, as one step")
  func signupOneStep() {
    var store = Store()
    accepted(&store, .type(.email("junk")))
    let step = accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(
      actions(step) == [.signup, .backend(.crearCuenta), .authViewDisappears, .contentBuilt])
    #expect(
      step.actions[0].changes.first { $0.path == .field(.formularioModo) }?.new
        == .symbol("crearCuenta"))
    #expect(step.actions[0].changes.contains { $0.path == .field(.formularioCorreo) })
    #expect(
      step.actions[0].changes.first { $0.path == .field(.formularioCorreo) }?.new
        == .string(ashEmail))
  }

  @Test("on success the session is saved in the keychain and the guard fades to content")
  func successSavesSession() {
    var store = Store()
    let step = accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.dispositivoLlaveroSesion)) == .string(ashEmail))
    #expect(value(store, .field(.authSesion)) == .string(ashEmail))
    #expect(value(store, .field(.raiz)) == .symbol("conSesion"))
    #expect(value(store, .field(.contenido)) != .null)
    #expect(value(store, .field(.contenidoPestana)) == .symbol("lista"))
    #expect(value(store, .field(.backendCuentas)) == strs(ashEmail))
    #expect(step.has(Note.ID.sessionSaved))
    #expect(
      step.change(.field(.raiz))
        == Change(path: .field(.raiz), old: .symbol("formulario"), new: .symbol("conSesion")))
  }

  @Test("on Android the session is saved in the private storage")
  func androidPrivateStorage() {
    var store = Store(platform: .android)
    let step = accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.dispositivoLlaveroSesion)) == .string(ashEmail))
    #expect(step.has(Note.ID.sessionSaved))
  }

  @Test("login with the right password opens the session")
  func loginWorks() {
    var store = conCuentaSinSesion()
    let step = accepted(&store, .login(email: ashEmail, password: Secret(key)))
    #expect(
      actions(step) == [.login, .backend(.entrar), .authViewDisappears, .contentBuilt])
    #expect(value(store, .field(.authSesion)) == .string(ashEmail))
  }

  @Test("login with invalid fields does nothing, and says so")
  func loginInvalidFields() {
    var store = Store()
    let step = accepted(&store, .login(email: "ash", password: Secret("123")))
    #expect(step.has(Note.ID.buttonDisabled))
    #expect(value(store, .field(.raiz)) == .symbol("formulario"))
    #expect(value(store, .field(.formularioErrorCorreo)) != .null)
    #expect(value(store, .field(.formularioErrorContrasena)) == .string("Al menos 6 caracteres"))
    #expect(!actions(step).contains(.backend(.entrar)))
  }

  @Test("a wrong password is a form error, not a rejection")
  func wrongPassword() {
    var store = conCuentaSinSesion()
    let step = accepted(&store, .login(email: ashEmail, password: Secret("raichu1")))
    #expect(step.rejection == nil)
    #expect(value(store, .field(.formularioError)) == .string("La contraseña no es correcta."))
    #expect(value(store, .field(.raiz)) == .symbol("formulario"))
    #expect(step.change(.field(.formularioError))?.new == .string("La contraseña no es correcta."))
  }

  @Test("an unknown email is a form error")
  func unknownEmail() {
    var store = Store()
    accepted(&store, .login(email: ashEmail, password: Secret(key)))
    #expect(
      value(store, .field(.formularioError)) == .string("No hay ninguna cuenta con ese correo."))
    #expect(value(store, .field(.authSesion)) == .null)
  }

  @Test("an email already registered is a form error")
  func alreadyRegistered() {
    var store = conCuentaSinSesion()
    accepted(&store, .signup(email: ashEmail, password: Secret("otraclave")))
    #expect(
      value(store, .field(.formularioError))
        == .string("Ya hay una cuenta con ese correo: entra con ella."))
    #expect(store.world.backend.cuentas[ashEmail] == key)
  }

  @Test("with the network off the backend answers with a form error")
  func networkOff() {
    var store = Store()
    accepted(&store, .net(false))
    #expect(value(store, .field(.red)) == .bool(false))
    accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(
      value(store, .field(.formularioError))
        == .string("Sin conexión: revisa la red e inténtalo de nuevo."))
    #expect(store.world.backend.cuentas.isEmpty)
    accepted(&store, .net(true))
    accepted(&store, .submit)
    #expect(value(store, .field(.raiz)) == .symbol("conSesion"))
  }

  @Test("a backend error clears at the next edit")
  func errorClearsOnEdit() {
    var store = Store()
    accepted(&store, .login(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.formularioError)) != .null)
    let step = accepted(&store, .type(.password(Secret("x"))))
    #expect(value(store, .field(.formularioError)) == .null)
    #expect(step.change(.field(.formularioError))?.new == .null)
  }

  @Test("a backend error clears at the next submit")
  func errorClearsOnSubmit() {
    var store = Store()
    accepted(&store, .login(email: ashEmail, password: Secret(key)))
    let step = accepted(&store, .submit)
    #expect(step.actions[0].action == .submit)
    #expect(
      step.actions[0].changes.contains { $0.path == .field(.formularioError) && $0.new == .null })
    #expect(
      value(store, .field(.formularioError)) == .string("No hay ninguna cuenta con ese correo."))
  }

  @Test("a successful login empties and untouches the form")
  func successEmptiesForm() {
    var store = conCuentaSinSesion()
    accepted(&store, .type(.email("x")))
    accepted(&store, .login(email: ashEmail, password: Secret(key)))
    #expect(value(store, .field(.formularioCorreo)) == .null)
    accepted(&store, .logout(confirm: true))
    #expect(value(store, .field(.formularioCorreo)) == .string(""))
    #expect(value(store, .field(.formularioErrorCorreo)) == .null)
    #expect(value(store, .field(.formularioErrorContrasena)) == .null)
    #expect(value(store, .field(.formularioError)) == .null)
    #expect(store.world.app?.formulario == Formulario())
  }

  @Test("emails are matched without regard to case")
  func emailCaseInsensitive() {
    var store = Store()
    accepted(&store, .signup(email: "Ash@Kanto.com", password: Secret(key)))
    accepted(&store, .logout(confirm: true))
    accepted(&store, .login(email: "ASH@kanto.COM", password: Secret(key)))
    #expect(value(store, .field(.raiz)) == .symbol("conSesion"))
  }
}
