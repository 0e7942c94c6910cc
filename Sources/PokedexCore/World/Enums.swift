/// The platform the simulated device runs.
public enum Plataforma: String, Sendable, CaseIterable, Equatable {
  case ios, android
}

/// The scene phase SwiftUI reports (`@Environment(\.scenePhase)`).
public enum ScenePhase: String, Sendable, CaseIterable, Equatable {
  case active, inactive, background
}

/// `UNAuthorizationStatus`, and the same four values for the camera.
public enum PermissionStatus: String, Sendable, CaseIterable, Equatable {
  case notDetermined, denied, authorized, provisional

  /// Authorized or provisional: notifications may be scheduled.
  package var allows: Bool { self == .authorized || self == .provisional }

  /// Lesson 003's `textoDelBoton`: the text of the button that asks for notifications.
  package var textoDelBoton: String {
    switch self {
    case .notDetermined: "Activar avisos de gol"
    case .authorized, .provisional: "Avisos de gol: activados"
    case .denied: "Avisos desactivados: actívalos en Ajustes"
    }
  }
}

/// What a permission request asks for.
public enum Permission: String, Sendable, CaseIterable, Equatable {
  case notifications, camera
}

/// What waits for the backend while the network is slow (`net slow`): `app.enVuelo` lists
/// these.
public enum BackendRequest: String, Sendable, CaseIterable, Equatable {
  /// The session restore (RaizConSesion's `.task`, `restaurar()`): the guard shows its spinner
  /// meanwhile.
  case restaurar
  /// The form's request: signIn or signUp.
  case signIn, signUp
}

/// The theme of Ajustes.
public enum Tema: String, Sendable, CaseIterable, Equatable {
  case sistema, claro, oscuro
}

/// The three sections of the TabView.
public enum Pestana: String, Sendable, CaseIterable, Equatable {
  case lista, favoritos, ajustes
}

/// AuthView's mode.
public enum ModoFormulario: String, Sendable, CaseIterable, Equatable {
  case entrar, crearCuenta
}

/// A field of AuthView.
public enum FormField: String, Sendable, CaseIterable, Equatable {
  case email, password
}

/// The four branches of RaizConSesion.
public enum Branch: String, Sendable, CaseIterable, Equatable {
  case sinCuentas, comprobando, conSesion, formulario
}
