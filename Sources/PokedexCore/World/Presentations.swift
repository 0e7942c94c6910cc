// What the system and the app put in front of the user: a permission alert, and what the
// reconciler presented.

/// A system permission alert on screen, waiting for `allow` or `deny`.
public struct SystemAlert: Sendable, Hashable {
  package var permission: Permission
  package var platform: Plataforma
  /// The message under the title: iOS shows the usage description the Info declares for the
  /// camera (`NSCameraUsageDescription`, «Para escanear el acta del partido»); nil when there is
  /// none to show.
  package var message: String?

  package init(permission: Permission, platform: Plataforma, message: String? = nil) {
    self.permission = permission
    self.platform = platform
    self.message = message
  }

  package var title: String {
    switch (permission, platform) {
    case (.notifications, .ios): "“Pokédex” quiere enviarte notificaciones"
    case (.camera, .ios): "“Pokédex” quiere acceder a la cámara"
    case (.notifications, .android): "¿Permitir que Pokédex te envíe notificaciones?"
    case (.camera, .android): "¿Permitir que Pokédex haga fotos y grabe vídeos?"
    }
  }
}

/// What the screen presents over the app.
public enum Presentado: Sendable, Hashable {
  /// The logout confirmation; iOS 26 does not draw its «Cancelar» (`set ios`).
  case logout(Plataforma, cancelDrawn: Bool)
  case alerta(SystemAlert)

  package static let logoutTitle = "¿Cerrar la sesión?"
  package static let logoutMessage = "Tendrás que volver a entrar para usar la app."

  /// A button as the app's code declares it: its title, and whether its role is
  /// `.destructive`.
  package struct Button: Sendable, Equatable {
    package var title: String
    package var destructive = false
  }

  /// The buttons drawn: the lesson's code declares «Cancelar» too, which iOS 26 leaves out
  /// (`cancelUndrawn`).
  package var buttons: [Button] {
    switch self {
    case .logout(_, cancelDrawn: true):
      [Button(title: "Cerrar sesión", destructive: true), Button(title: "Cancelar")]
    case .logout(_, cancelDrawn: false): [Button(title: "Cerrar sesión", destructive: true)]
    case .alerta: [Button(title: "No permitir"), Button(title: "Permitir")]
    }
  }

  /// Whether the code declares «Cancelar» and the screen does not draw it (iOS 26).
  package var cancelUndrawn: Bool {
    if case .logout(.ios, cancelDrawn: false) = self { true } else { false }
  }

  /// The message under the title.
  package var message: String? {
    switch self {
    case .logout: Presentado.logoutMessage
    case .alerta(let a): a.message
    }
  }

  package var title: String {
    switch self {
    case .logout: Presentado.logoutTitle
    case .alerta(let a): a.title
    }
  }
}
