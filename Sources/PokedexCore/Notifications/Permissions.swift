extension Engine {
  static let claveCamara = "NSCameraUsageDescription"

  func estado(_ permiso: Permiso) -> EstadoPermiso {
    permiso == .notifications ? world.dispositivo.notificaciones : world.dispositivo.camara
  }

  mutating func fijar(_ permiso: Permiso, _ estado: EstadoPermiso) {
    switch permiso {
    case .notifications: world.dispositivo.notificaciones = estado
    case .camera: world.dispositivo.camara = estado
    }
  }

  static func lineaRegistro(_ permiso: Permiso, concedido: Bool) -> String {
    let que = permiso == .notifications ? "notificaciones" : "cámara"
    return "permiso de \(que): \(concedido ? "concedido" : "denegado")"
  }

  /// Like the lesson's `pedirPermiso`: the system dialog only while `notDetermined`; every
  /// request logs its result. The camera also needs its Info declaration, or the app crashes.
  mutating func pedirPermiso(_ permiso: Permiso, provisional: Bool) throws(Rejection) {
    let app = try requireRunning()
    try requireNothingPresented(app)
    if provisional && permiso == .camera {
      throw Rejection("--provisional applies to notifications only")
    }
    guard app.escena == .active else {
      throw Rejection(
        "a system dialog needs the app in the foreground (scene is \(app.escena.rawValue))")
    }
    begin("permission request \(permiso.rawValue)")
    if permiso == .camera, app.info[Engine.claveCamara] == nil {
      let remedio =
        world.proyecto.info[Engine.claveCamara] == nil
        ? "plist add \(Engine.claveCamara) \"…\", then launch"
        : "the key was added after this build launched: launch again to use it"
      let mensaje =
        "crash: the app requested the camera without \(Engine.claveCamara) in its Info;"
        + " iOS terminates it (\(remedio))"
      note(mensaje)
      log(
        "This app has crashed because it attempted to access privacy-sensitive data without"
          + " a usage description: the Info must contain an \(Engine.claveCamara) key")
      world.app = nil
      end()
      return
    }
    let actual = estado(permiso)
    if actual == .notDetermined {
      if provisional {
        fijar(permiso, .provisional)
        note("provisional authorization granted silently: no dialog")
        log(Engine.lineaRegistro(permiso, concedido: true))
      } else {
        let alerta = AlertaSistema(permiso: permiso, plataforma: plataforma)
        world.app?.alerta = alerta
        world.app?.escena = .inactive
      }
    } else {
      note("no dialog: the system asks only once; the stored answer is \(actual.rawValue)")
      log(Engine.lineaRegistro(permiso, concedido: actual.permite))
    }
    end()
  }

  /// `allow`/`deny`: the answer to the system alert. The scene becomes active again.
  mutating func responderAlerta(concedido: Bool) throws(Rejection) {
    let app = try requireRunning()
    guard let alerta = app.alerta else {
      throw Rejection("no system dialog is shown (permission request shows it once)")
    }
    begin(concedido ? "allow" : "deny")
    fijar(alerta.permiso, concedido ? .authorized : .denied)
    world.app?.alerta = nil
    world.app?.escena = .active
    log(Engine.lineaRegistro(alerta.permiso, concedido: concedido))
    end()
  }

  /// The system Settings app changes the stored answer.
  mutating func ajustesDelSistema(_ permiso: Permiso, _ on: Bool) {
    begin("system-settings \(permiso.rawValue) \(on ? "on" : "off")")
    let nuevo: EstadoPermiso = on ? .authorized : .denied
    if estado(permiso) == nuevo { note("\(permiso.rawValue) is already \(nuevo.rawValue)") }
    fijar(permiso, nuevo)
    end()
  }
}
