/// AuthView's validation: errors appear only once a field is touched; the button is enabled
/// only when both fields are valid.
extension Formulario {
  public static let mensajeCorreoVacio = "Escribe tu correo"
  public static let mensajeCorreoIncompleto = "Escribe un correo completo, como nombre@correo.com"
  public static let mensajeContrasenaCorta = "Al menos 6 caracteres"

  public var errorCorreo: String? {
    guard correoTocado else { return nil }
    if correo.isEmpty { return Formulario.mensajeCorreoVacio }
    return Formulario.esCorreoCompleto(correo) ? nil : Formulario.mensajeCorreoIncompleto
  }

  public var errorContrasena: String? {
    guard contrasenaTocada else { return nil }
    return contrasena.count < 6 ? Formulario.mensajeContrasenaCorta : nil
  }

  public var botonActivo: Bool { Formulario.esCorreoCompleto(correo) && contrasena.count >= 6 }

  /// Exactly one `@`, a non-empty part before it, after it at least two non-empty
  /// dot-separated labels, and no white space.
  ///
  ///     Formulario.esCorreoCompleto("ash@kanto.com")  // true
  ///     Formulario.esCorreoCompleto("ash@kanto")      // false
  public static func esCorreoCompleto(_ s: String) -> Bool {
    guard !s.contains(where: { $0.isWhitespace }) else { return false }
    let partes = s.split(separator: "@", omittingEmptySubsequences: false)
    guard partes.count == 2, !partes[0].isEmpty else { return false }
    let etiquetas = partes[1].split(separator: ".", omittingEmptySubsequences: false)
    return etiquetas.count >= 2 && etiquetas.allSatisfy { !$0.isEmpty }
  }
}

/// The backend's errors, as the form shows them.
public enum ErrorBackend: String, Sendable, Equatable {
  case contrasenaIncorrecta = "La contraseña no es correcta."
  case cuentaDesconocida = "No hay ninguna cuenta con ese correo."
  case yaRegistrado = "Ya hay una cuenta con ese correo: entra con ella."
  case sinRed = "Sin conexión: revisa la red e inténtalo de nuevo."
}
