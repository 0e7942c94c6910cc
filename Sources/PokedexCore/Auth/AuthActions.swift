extension Engine {
  /// `signup EMAIL PASSWORD`: mode crearCuenta, both fields, submit.
  mutating func signup(_ email: String, _ password: String) throws(Rejection) {
    try submitForm(.crearCuenta, email, password)
  }

  /// `login EMAIL PASSWORD`: mode entrar, both fields, submit.
  mutating func login(_ email: String, _ password: String) throws(Rejection) {
    try submitForm(.entrar, email, password)
  }

  /// `login`/`signup EMAIL PASSWORD`: set the mode, replace both fields, and submit.
  private mutating func submitForm(_ mode: ModoFormulario, _ email: String, _ password: String)
    throws(Rejection)
  {
    _ = try requireForm()
    action(mode == .entrar ? "login" : "signup") { e in
      e.world.app?.formulario?.modo = mode
      e.world.app?.formulario?.correo = email
      e.world.app?.formulario?.contrasena = password
      e.world.app?.formulario?.emailTouched = true
      e.world.app?.formulario?.passwordTouched = true
      e.world.app?.formulario?.error = nil
      e.pressButton()
    }
  }

  mutating func formMode(_ mode: ModoFormulario) throws(Rejection) {
    let form = try requireForm()
    action("form mode \(mode.rawValue)") { e in
      if form.modo == mode { e.note("the form is already in \(mode.rawValue) mode") }
      e.world.app?.formulario?.modo = mode
      e.world.app?.formulario?.error = nil
    }
  }

  /// The most a form field holds, in UTF-8 bytes (docs/reference.md §6.3): repeated `type`
  /// lines would otherwise grow a field without end, each step copying the whole text.
  public static let maximumFieldBytes = 64 * 1024

  /// `type FIELD TEXT`: keystrokes, appended.
  mutating func type(_ field: FormField, _ text: String) throws(Rejection) {
    let form = try requireForm()
    let held = (field == .email ? form.correo : form.contrasena).utf8.count
    guard held + text.utf8.count <= Self.maximumFieldBytes else {
      let adds = text.utf8.count
      throw Rejection(
        "type \(field.rawValue): a field holds at most 65,536 bytes; it has \(held) and the text"
          + " would add \(adds) (clear \(field.rawValue) empties it)")
    }
    action("type \(field.rawValue)") { $0.edit(field) { $0 += text } }
  }

  /// `clear FIELD`: the whole content deleted, as with backspace.
  mutating func clear(_ field: FormField) throws(Rejection) {
    _ = try requireForm()
    action("clear \(field.rawValue)") { $0.edit(field) { $0 = "" } }
  }

  mutating func submit() throws(Rejection) {
    _ = try requireForm()
    action("submit") { $0.pressButton() }
  }

  /// A keystroke edit of a field: touches it and clears the backend's error.
  private mutating func edit(_ field: FormField, _ change: (inout String) -> Void) {
    guard var f = world.app?.formulario else { return }
    switch field {
    case .email:
      change(&f.correo)
      f.emailTouched = true
    case .password:
      change(&f.contrasena)
      f.passwordTouched = true
    }
    f.error = nil
    world.app?.formulario = f
  }

  /// The submit button: disabled unless both fields are valid; enabled, it asks the backend.
  private mutating func pressButton() {
    guard let f = world.app?.formulario else { return }
    let button = f.modo == .entrar ? "«Entrar»" : "«Crear cuenta»"
    guard f.botonActivo else {
      var why: [String] = []
      if !Formulario.isCompleteEmail(f.correo) { why.append("the email is not complete") }
      if f.contrasena.count < 6 { why.append("the password has fewer than 6 characters") }
      note(
        "the \(button) button is disabled (\(why.joined(separator: ", "))): submit does nothing")
      return
    }
    world.app?.formulario?.error = nil
    enqueue(.backendResponse(f.modo, email: f.correo, password: f.contrasena))
  }

  /// `SessionRepository.restaurar()`: the session saved in the keychain, if any.
  mutating func restaurar() {
    action("RaizConSesion.task: restaurar()") { e in
      let llavero = e.world.dispositivo.llavero
      e.world.app?.sesion = llavero
      e.world.app?.comprobando = false
      if let s = llavero {
        e.note(
          "session for \(s) found in the \(e.plataforma == .ios ? "keychain" : "private storage")")
      }
    }
  }

  /// The backend answers the form: an error under the form, or the session saved.
  mutating func backendResponse(_ mode: ModoFormulario, email: String, password: String) {
    guard world.app?.hasForm == true else { return }
    let account = email.lowercased()
    action(mode == .entrar ? "backend: signIn" : "backend: signUp") { e in
      var error: BackendError?
      if !e.world.backend.red {
        error = .noNetwork
      } else if mode == .entrar {
        if let saved = e.world.backend.cuentas[account] {
          if saved != password { error = .wrongPassword }
        } else {
          error = .unknownAccount
        }
      } else if e.world.backend.cuentas[account] != nil {
        error = .alreadyRegistered
      } else {
        e.world.backend.cuentas[account] = password
      }
      if let error {
        e.world.app?.formulario?.error = error.rawValue
      } else {
        e.world.app?.sesion = account
        e.world.dispositivo.llavero = account
        e.note(
          "session saved in the \(e.plataforma == .ios ? "keychain (Llavero)" : "private storage")")
      }
    }
  }
}
