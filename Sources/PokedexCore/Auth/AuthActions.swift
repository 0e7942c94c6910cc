extension Engine {
  /// `login`/`signup EMAIL PASSWORD`: set the mode, replace both fields, and submit.
  mutating func enviarFormulario(_ modo: ModoFormulario, _ email: String, _ password: String)
    throws(Rejection)
  {
    _ = try requireForm()
    begin(modo == .entrar ? "login" : "signup")
    world.app?.formulario?.modo = modo
    world.app?.formulario?.correo = email
    world.app?.formulario?.contrasena = password
    world.app?.formulario?.correoTocado = true
    world.app?.formulario?.contrasenaTocada = true
    world.app?.formulario?.error = nil
    pulsarBoton()
    end()
  }

  /// A keystroke edit of a field: touches it and clears the backend's error.
  mutating func editar(_ campo: Campo, _ cambio: (inout String) -> Void) {
    guard var f = world.app?.formulario else { return }
    switch campo {
    case .email:
      cambio(&f.correo)
      f.correoTocado = true
    case .password:
      cambio(&f.contrasena)
      f.contrasenaTocada = true
    }
    f.error = nil
    world.app?.formulario = f
  }

  /// The submit button: disabled unless both fields are valid; enabled, it asks the backend.
  mutating func pulsarBoton() {
    guard let f = world.app?.formulario else { return }
    let boton = f.modo == .entrar ? "«Entrar»" : "«Crear cuenta»"
    guard f.botonActivo else {
      var porque: [String] = []
      if !Formulario.esCorreoCompleto(f.correo) { porque.append("the email is not complete") }
      if f.contrasena.count < 6 { porque.append("the password has fewer than 6 characters") }
      note(
        "the \(boton) button is disabled (\(porque.joined(separator: ", "))): submit does nothing")
      return
    }
    world.app?.formulario?.error = nil
    enqueue(.respuestaBackend(f.modo, correo: f.correo, contrasena: f.contrasena))
  }
}
