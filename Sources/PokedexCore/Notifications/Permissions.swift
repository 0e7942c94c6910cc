extension Engine {
  /// The Info key the camera needs.
  static let cameraKey = "NSCameraUsageDescription"

  func status(of permission: Permission) -> PermissionStatus {
    permission == .notifications ? world.dispositivo.notificaciones : world.dispositivo.camara
  }

  mutating func setStatus(_ permission: Permission, _ status: PermissionStatus) {
    switch permission {
    case .notifications: world.dispositivo.notificaciones = status
    case .camera: world.dispositivo.camara = status
    }
  }

  /// The lesson's log line for an answer.
  static func logLine(_ permission: Permission, granted: Bool) -> String {
    let what = permission == .notifications ? "notificaciones" : "cámara"
    return "permiso de \(what): \(granted ? "concedido" : "denegado")"
  }

  /// `permission request KIND`, like the lesson's `pedirPermiso`: the system dialog only while
  /// `notDetermined`; every request logs its result. The camera also needs its Info
  /// declaration, or the app crashes.
  mutating func permissionRequest(_ permission: Permission, provisional: Bool) throws(Rejection) {
    let app = try requireRunning()
    try requireNothingPresented(app)
    if provisional && permission == .camera {
      throw Rejection("--provisional applies to notifications only")
    }
    guard app.escena == .active else {
      throw Rejection(
        "a system dialog needs the app in the foreground (scene is \(app.escena.rawValue))")
    }
    action("permission request \(permission.rawValue)") { e in
      if permission == .notifications, e.world.dispositivo.restricciones {
        // The lesson's catch: `requestAuthorization` threw, and `permitido` is not changed.
        e.note(
          "requestAuthorization threw: Screen Time restricts notifications on this device"
            + " (system-settings restrictions on); pedirPermiso's catch logs it")
        e.log(
          "no se pudo pedir el permiso de notificaciones: Notifications are not allowed for"
            + " this application")
        // `permitido` keeps what it was: the stored answer.
        e.log(Engine.logLine(permission, granted: e.status(of: permission).allows))
        return
      }
      if permission == .camera, app.info[Engine.cameraKey] == nil {
        let remedy =
          e.world.proyecto.info[Engine.cameraKey] == nil
          ? "plist add \(Engine.cameraKey) \"…\", then launch"
          : "the key was added after this build launched: launch again to use it"
        e.note(
          "crash: the app requested the camera without \(Engine.cameraKey) in its Info;"
            + " iOS terminates it (\(remedy))")
        e.log(
          "This app has crashed because it attempted to access privacy-sensitive data without"
            + " a usage description: the Info must contain an \(Engine.cameraKey) key")
        e.world.app = nil
        return
      }
      let current = e.status(of: permission)
      if current == .notDetermined {
        if provisional {
          e.setStatus(permission, .provisional)
          e.note("provisional authorization granted silently: no dialog")
          e.log(Engine.logLine(permission, granted: true))
        } else {
          let alert = SystemAlert(permission: permission, plataforma: e.plataforma)
          e.world.app?.alerta = alert
          e.world.app?.escena = .inactive
        }
      } else {
        e.note("no dialog: the system asks only once; the stored answer is \(current.rawValue)")
        e.log(Engine.logLine(permission, granted: current.allows))
      }
    }
  }

  mutating func allow() throws(Rejection) { try answerAlert(granted: true) }
  mutating func deny() throws(Rejection) { try answerAlert(granted: false) }

  /// `allow`/`deny`: the answer to the system alert. The scene becomes active again.
  private mutating func answerAlert(granted: Bool) throws(Rejection) {
    let app = try requireRunning()
    guard let alert = app.alerta else {
      throw Rejection("no system dialog is shown (permission request shows it once)")
    }
    action(granted ? "allow" : "deny") { e in
      e.setStatus(alert.permission, granted ? .authorized : .denied)
      e.world.app?.alerta = nil
      e.world.app?.escena = .active
      e.log(Engine.logLine(alert.permission, granted: granted))
    }
  }

  /// `system-settings KIND on|off`: the system Settings app changes the stored answer. On iOS
  /// the app's page there has a switch only once the app has asked (the system adds it then).
  mutating func systemSettings(_ permission: Permission, _ on: Bool) throws(Rejection) {
    if plataforma == .ios, status(of: permission) == .notDetermined {
      throw Rejection(
        "Settings has no \(permission.rawValue) switch for Pokédex yet: iOS adds it the first"
          + " time the app asks (permission request \(permission.rawValue))")
    }
    action("system-settings \(permission.rawValue) \(on ? "on" : "off")") { e in
      let new: PermissionStatus = on ? .authorized : .denied
      if e.status(of: permission) == new {
        e.note("\(permission.rawValue) is already \(new.rawValue)")
      }
      e.setStatus(permission, new)
    }
  }

  /// `system-settings restrictions on|off`: Screen Time's restrictions on notifications.
  mutating func systemSettingsRestrictions(_ on: Bool) {
    change(
      { $0.dispositivo.restricciones }, { $0.dispositivo.restricciones = $1 }, to: on,
      "system-settings restrictions", on ? "on" : "off",
      what: "restrictions")
  }
}
