/// AuthView's validation: errors appear only once a field is touched; the button is enabled
/// only when both fields are valid.
extension Formulario {
  package static let emptyEmailMessage = "Escribe tu correo"
  package static let incompleteEmailMessage = "Escribe un correo completo, como nombre@correo.com"
  package static let shortPasswordMessage = "Al menos 6 caracteres"

  package var errorCorreo: String? {
    guard emailTouched else { return nil }
    if correo.isEmpty { return Formulario.emptyEmailMessage }
    return Formulario.isCompleteEmail(correo) ? nil : Formulario.incompleteEmailMessage
  }

  package var errorContrasena: String? {
    guard passwordTouched else { return nil }
    return contrasena.count < 6 ? Formulario.shortPasswordMessage : nil
  }

  package var botonActivo: Bool { Formulario.isCompleteEmail(correo) && contrasena.count >= 6 }

  /// Exactly one `@`, a non-empty part before it, after it at least two non-empty
  /// dot-separated labels, and no white space.
  ///
  ///     Formulario.isCompleteEmail("ash@kanto.com")  // true
  ///     Formulario.isCompleteEmail("ash@kanto")      // false
  package static func isCompleteEmail(_ s: String) -> Bool {
    // Nearly every address is ASCII: the same rules on its bytes, without grapheme breaking.
    var s = s
    if let ascii = s.withUTF8({ isCompleteASCIIEmail($0) }) { return ascii }
    return isCompleteEmailText(s)
  }

  /// The rules on an ASCII address's bytes; nil when it is not ASCII.
  static func isCompleteASCIIEmail(_ b: UnsafeBufferPointer<UInt8>) -> Bool? {
    var at = -1
    var labelStart = 0
    var labels = 0
    var emptyLabel = false
    for (i, byte) in b.enumerated() {
      switch byte {
      case 0x80...: return nil
      case 0x20, 0x09...0x0D: return false
      case UInt8(ascii: "@"):
        if at >= 0 || i == 0 { return false }
        at = i
        labelStart = i + 1
      case UInt8(ascii: ".") where at >= 0:
        if i == labelStart { emptyLabel = true }
        labels += 1
        labelStart = i + 1
      default: break
      }
    }
    guard at >= 0 else { return false }
    if labelStart == b.count { emptyLabel = true }
    return !emptyLabel && labels + 1 >= 2
  }

  static func isCompleteEmailText(_ s: String) -> Bool {
    guard !s.contains(where: { $0.isWhitespace }) else { return false }
    let parts = s.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty else { return false }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
  }
}

/// The backend's errors, as the form shows them.
package enum BackendError: String, Sendable, Equatable {
  case wrongPassword = "La contraseña no es correcta."
  case unknownAccount = "No hay ninguna cuenta con ese correo."
  case alreadyRegistered = "Ya hay una cuenta con ese correo: entra con ella."
  case noNetwork = "Sin conexión: revisa la red e inténtalo de nuevo."
}
