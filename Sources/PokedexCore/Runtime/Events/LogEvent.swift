/// A line the app writes to its log (Registro). Its text is the app's own (the lesson's
/// `pedirPermiso` logs in Spanish; iOS's crash report is iOS's): kept in the world as the
/// `registro` path, and the same in every language pdx speaks.
public enum LogEvent: Sendable, Equatable {
  /// «permiso de notificaciones: concedido» / «denegado».
  case permission(Permission, granted: Bool)
  /// The lesson's catch: `requestAuthorization` threw.
  case requestFailed
  /// iOS's report of the crash of a camera request without its usage description.
  case crashReport
}

extension LogEvent {
  public enum ID: String, CaseIterable, Sendable {
    case permissionGranted = "permission-granted"
    case permissionDenied = "permission-denied"
    case requestFailed = "request-failed"
    case crashReport = "crash-report"
  }

  public var id: ID {
    switch self {
    case .permission(_, let granted): granted ? .permissionGranted : .permissionDenied
    case .requestFailed: .requestFailed
    case .crashReport: .crashReport
    }
  }

  public var fields: [Field] {
    switch self {
    case .permission(let p, _): [.init("permission", .symbol(p.rawValue))]
    case .requestFailed, .crashReport: []
    }
  }

  /// The line as the app writes it.
  public var text: String {
    switch self {
    case .permission(let p, let granted):
      "permiso de \(p == .notifications ? "notificaciones" : "cámara"): "
        + (granted ? "concedido" : "denegado")
    case .requestFailed:
      "no se pudo pedir el permiso de notificaciones: Notifications are not allowed for this"
        + " application"
    case .crashReport:
      "This app has crashed because it attempted to access privacy-sensitive data without a"
        + " usage description: the Info must contain an \(Engine.cameraKey) key"
    }
  }
}
