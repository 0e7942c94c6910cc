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

  /// `permission request KIND`, like the lesson's `pedirPermiso`: the system dialog only while
  /// `notDetermined`; every request logs its result. On iOS the camera also needs its Info
  /// declaration, or the app crashes; the Info is the iOS target's, so Android asks without it.
  mutating func permissionRequest(_ permission: Permission, provisional: Bool) throws(Rejection) {
    let app = try requireRunning()
    try requireNothingPresented(app)
    if provisional && permission == .camera { throw .provisionalNotificationsOnly }
    guard app.escena == .active else { throw .dialogNeedsForeground(app.escena) }
    action(.permissionRequest(permission)) { e in
      e.ask(permission, provisional: provisional, info: app.info)
    }
  }

  /// `request-permission launch`: the app asks for notifications as it opens, before anything
  /// tells the user what they are for (lesson 003: «pídelo cuando el usuario entienda para qué
  /// sirve»). The same request as the button's, from the launch.
  mutating func requestAtLaunch() {
    guard let app = world.app, app.escena == .active, app.pantalla.presentado == nil else {
      return
    }
    action(.requestAtLaunch(platform)) { e in
      e.ask(.notifications, provisional: false, info: app.info)
    }
  }

  /// What a request does once asked (lesson 003's `pedirPermiso`): the system's alert while the
  /// answer is notDetermined, else the stored answer, logged either way; `info` is the running
  /// build's, whose camera key iOS reads.
  private mutating func ask(_ permission: Permission, provisional: Bool, info: InfoPlist) {
    if permission == .notifications, world.dispositivo.restricciones {
      // The lesson's catch: `requestAuthorization` threw, and `permitido` is not changed.
      note(.requestThrew)
      log(.requestFailed)
      // `permitido` keeps what it was: the stored answer.
      log(.permission(permission, granted: status(of: permission).allows))
      return
    }
    if permission == .camera, platform == .ios, info[Engine.cameraKey] == nil {
      note(.crashCameraUsage(keyAdded: world.proyecto.info[Engine.cameraKey] != nil))
      log(.crashReport)
      world.app = nil
      return
    }
    let current = status(of: permission)
    if current == .notDetermined {
      if provisional {
        setStatus(permission, .provisional)
        note(.provisionalGranted)
        log(.permission(permission, granted: true))
      } else {
        // iOS shows the usage description the build's Info declares as the alert's message.
        var message: String?
        if permission == .camera, platform == .ios,
          case .text(let text)? = info[Engine.cameraKey], !text.isEmpty
        {
          message = text
        }
        let alert = SystemAlert(
          permission: permission, platform: platform, message: message)
        // iOS presents its own alert, in front of the app: not the reconciler's.
        world.app?.alerta = alert
        world.app?.pantalla.presentado = .alerta(alert)
        ui(.present(.alerta(alert)))
        world.app?.escena = .inactive
      }
    } else {
      note(.noDialogAskedOnce(current))
      log(.permission(permission, granted: current.allows))
    }
  }

  mutating func allow() throws(Rejection) { try answerAlert(granted: true) }
  mutating func deny() throws(Rejection) { try answerAlert(granted: false) }

  /// `allow`/`deny`: the answer to the system alert. The scene becomes active again.
  private mutating func answerAlert(granted: Bool) throws(Rejection) {
    let app = try requireRunning()
    guard let alert = app.alerta else { throw .noSystemDialog }
    action(granted ? .allow : .deny) { e in
      e.setStatus(alert.permission, granted ? .authorized : .denied)
      // iOS takes its alert away: no knob of the reconciler, and no dismissal report of the
      // app's, is part of it.
      e.world.app?.alerta = nil
      e.world.app?.pantalla.presentado = nil
      e.ui(.dismiss(.alerta(alert)))
      e.world.app?.escena = .active
      e.log(.permission(alert.permission, granted: granted))
    }
  }

  /// `system-settings KIND on|off`: the system Settings app changes the stored answer. On iOS
  /// the app's page there has a switch only once the app has asked (the system adds it then).
  mutating func systemSettings(_ permission: Permission, _ on: Bool) throws(Rejection) {
    if platform == .ios, status(of: permission) == .notDetermined {
      throw .noSettingsSwitch(permission)
    }
    action(.systemSettings(permission, on)) { e in
      let new: PermissionStatus = on ? .authorized : .denied
      if e.status(of: permission) == new { e.note(.permissionAlready(permission, new)) }
      e.setStatus(permission, new)
    }
  }

  /// `system-settings restrictions on|off`: Screen Time's restrictions on notifications, an
  /// iOS setting (refused on Android).
  mutating func systemSettingsRestrictions(_ on: Bool) throws(Rejection) {
    guard platform == .ios else { throw .restrictionsIOSOnly }
    change(
      { $0.dispositivo.restricciones }, { $0.dispositivo.restricciones = $1 }, to: on,
      .systemSettingsRestrictions(on), .restrictions(on))
  }
}
