extension Engine {
  /// `signup EMAIL PASSWORD`: mode crearCuenta, both fields, submit.
  mutating func signup(_ email: String, _ password: Secret) throws(Rejection) {
    try submitForm(.crearCuenta, email, password)
  }

  /// `login EMAIL PASSWORD`: mode entrar, both fields, submit.
  mutating func login(_ email: String, _ password: Secret) throws(Rejection) {
    try submitForm(.entrar, email, password)
  }

  /// `login`/`signup EMAIL PASSWORD`: set the mode, replace both fields, and submit.
  private mutating func submitForm(_ mode: ModoFormulario, _ email: String, _ password: Secret)
    throws(Rejection)
  {
    _ = try requireForm()
    action(mode == .entrar ? .login : .signup) { e in
      e.world.app?.formulario?.modo = mode
      e.world.app?.formulario?.correo = email
      // The form's field holds what was typed: the app checks it (its own text, as on iOS).
      e.world.app?.formulario?.contrasena = password.revealed
      e.world.app?.formulario?.emailTouched = true
      e.world.app?.formulario?.passwordTouched = true
      e.world.app?.formulario?.error = nil
      e.pressButton()
    }
  }

  mutating func formMode(_ mode: ModoFormulario) throws(Rejection) {
    let form = try requireForm()
    action(.formMode(mode)) { e in
      if form.modo == mode { e.note(.formModeAlready(mode)) }
      e.world.app?.formulario?.modo = mode
      e.world.app?.formulario?.error = nil
    }
  }

  /// The most a form field holds, in UTF-8 bytes (docs/reference.md §6.3): repeated `type`
  /// lines would otherwise grow a field without end, each step copying the whole text.
  package static let maximumFieldBytes = 64 * 1024

  /// `type FIELD TEXT`: keystrokes, appended.
  mutating func type(_ text: FieldText) throws(Rejection) {
    let form = try requireForm()
    let held = (text.field == .email ? form.correo : form.contrasena).utf8.count
    let adding: Int
    switch text {
    case .email(let s): adding = s.utf8.count
    case .password(let secret): adding = secret.revealed.utf8.count
    }
    guard held + adding <= Self.maximumFieldBytes else {
      throw .fieldFull(text.field, held: held, adding: adding)
    }
    action(.type(text.field)) { e in
      switch text {
      case .email(let s): e.edit(.email) { $0 += s }
      case .password(let secret): e.edit(.password) { $0 += secret.revealed }
      }
    }
  }

  /// `clear FIELD`: the whole content deleted, as with backspace.
  mutating func clear(_ field: FormField) throws(Rejection) {
    _ = try requireForm()
    action(.clear(field)) { $0.edit(field) { $0 = "" } }
  }

  mutating func submit() throws(Rejection) {
    _ = try requireForm()
    action(.submit) { $0.pressButton() }
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
    guard f.botonActivo else {
      note(
        .buttonDisabled(
          f.modo, emailIncomplete: !Formulario.isCompleteEmail(f.correo),
          passwordShort: f.contrasena.count < 6))
      return
    }
    world.app?.formulario?.error = nil
    enqueue(.backendResponse(f.modo, email: f.correo, password: f.contrasena))
  }

  /// `SessionRepository.restaurar()`: the session saved in the keychain, if any.
  mutating func restaurar() {
    action(.restaurar(platform)) { e in
      // pdx's choice: the restore asks the backend to refresh the saved session, so a slow
      // network keeps the guard's spinner up (docs/reference.md §1.3).
      if e.world.dispositivo.llavero != nil, e.waitsForBackend(.restaurar, .restaurar) { return }
      let llavero = e.world.dispositivo.llavero
      e.world.app?.sesion = llavero
      e.world.app?.comprobando = false
      if let s = llavero { e.note(.sessionRestored(email: s, e.platform)) }
    }
  }

  /// The backend answers the form: an error under the form, or the session saved.
  mutating func backendResponse(_ mode: ModoFormulario, email: String, password: String) {
    guard world.app?.hasForm == true else { return }
    let account = email.lowercased()
    action(.backend(mode)) { e in
      let request: BackendRequest = mode == .entrar ? .signIn : .signUp
      let followUp = FollowUp.backendResponse(mode, email: email, password: password)
      if e.waitsForBackend(request, followUp) { return }
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
        e.note(.sessionSaved(e.platform))
      }
    }
  }
}
