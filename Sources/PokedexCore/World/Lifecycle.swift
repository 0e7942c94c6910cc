/// How the app was launched: by the user, or by a tap or a link arriving while it was closed.
enum LaunchCause: Equatable {
  case user
  /// A tap on a notification, with its `enlace` (nil: it has none).
  case tap(String?)
  case link(String)
}

extension Engine {
  /// Xcode's Run (lesson 000: «Vuelve a ejecutar desde Xcode (Cmd+R), que la instala de nuevo
  /// desde cero»): an app not installed is installed first, in the same step.
  mutating func launch() throws(Rejection) {
    guard world.app == nil else { throw .alreadyRunning }
    if !world.dispositivo.instalada {
      action(.install) { e in
        e.world.dispositivo.instalada = true
        e.note(.runInstalls(e.platform))
      }
    }
    start(.launch)
  }

  mutating func terminate() throws(Rejection) {
    _ = try requireRunning()
    kill()
  }

  /// `terminate` then `launch`, as one step.
  mutating func restart() throws(Rejection) {
    _ = try requireRunning()
    kill()
    drain()
    start(.launch)
  }

  mutating func install() throws(Rejection) {
    guard !world.dispositivo.instalada else { throw .alreadyInstalled }
    action(.install) { e in
      e.world.dispositivo.instalada = true
      e.installBuild()
      e.note(.installedNotLaunched)
    }
  }

  /// A running app is terminated first.
  mutating func uninstall() throws(Rejection) {
    try requireInstalled()
    if world.app != nil {
      kill()
      drain()
    }
    wipe()
  }

  mutating func scene(_ phase: ScenePhase) throws(Rejection) {
    _ = try requireRunning()
    // Running, so `app` is there.
    change({ $0.app!.escena }, { $0.app!.escena = $1 }, to: phase, .scene(phase), .scene(phase))
  }

  mutating func date(_ date: SimDate) {
    change({ $0.fecha }, { $0.fecha = $1 }, to: date, .date(date), .date(date))
  }

  /// `net on|off`: what waited for the backend while it was slow is done now, in order (with
  /// the network off, the form's requests fail and the restore keeps the saved session).
  mutating func net(_ on: Bool) {
    let wasSlow = world.backend.lenta
    action(.net(on)) { e in
      if e.world.backend.red == on, !wasSlow { e.note(.alreadySet(.network(on))) }
      // Only a real change is written: a write copies what the snapshot shares.
      if e.world.backend.red != on { e.world.backend.red = on }
      if wasSlow { e.world.backend.lenta = false }
      guard let waiting = e.world.app?.enVuelo, !waiting.isEmpty else { return }
      e.world.app?.enVuelo = []
      for request in waiting { e.enqueue(request) }
    }
  }

  /// `net slow`: the backend is reachable, but what asks it waits for the next `net on|off`.
  mutating func netSlow() {
    action(.netSlow) { e in
      if e.world.backend.lenta {
        e.note(.alreadySet(.networkSlow))
      } else {
        e.world.backend.lenta = true
        if !e.world.backend.red { e.world.backend.red = true }
      }
    }
  }

  /// Whether `request` must wait for a slow backend: then it is kept in flight, and the note
  /// says so. A request of a process that died meanwhile is gone with it.
  mutating func waitsForBackend(_ request: BackendRequest, _ followUp: FollowUp) -> Bool {
    guard world.backend.lenta else { return false }
    note(.waitsForBackend(request, platform))
    world.app?.enVuelo.append(followUp)
    return true
  }

  /// The project's `hayCuentas`: read by the next launch.
  mutating func configAccounts(_ on: Bool) {
    action(.configAccounts(on)) { e in
      if e.world.proyecto.hayCuentas == on { e.note(.accountsAlready(configured: on)) }
      e.world.proyecto.hayCuentas = on
      if let app = e.world.app, app.hayCuentas != on {
        e.note(.configAtNextLaunch(readAtLaunch: app.hayCuentas))
      }
    }
  }

  /// `plist add KEY VALUE`: the Info of the iOS target, read by the next launch on iOS; the
  /// Android app does not read it (a note says so there).
  mutating func plistAdd(_ key: String, _ value: String) { editInfo(key, .text(value)) }

  mutating func plistRemove(_ key: String) { editInfo(key, nil) }

  private mutating func editInfo(_ key: String, _ value: InfoValue?) {
    action(value == nil ? .plistRemove(key: key) : .plistAdd(key: key)) { e in
      if let value {
        if e.world.proyecto.info[key] == value { e.note(.infoAlreadyHasValue(key: key)) }
        e.world.proyecto.info[key] = value
      } else if e.world.proyecto.info.removeValue(forKey: key) == nil {
        e.note(.infoHasNoKey(key: key))
      }
      if e.platform == .android {
        e.note(.infoIOSTarget)
      } else if let installed = e.world.dispositivo.info, installed != e.world.proyecto.info {
        e.note(.infoAtNextLaunch)
      }
    }
  }

  // MARK: What the commands share

  /// A build of the target installed on the device: on iOS its Info.plist is the target's Info
  /// as it is now (lesson 003: add the key, run the app again, and `plutil -p` shows it).
  mutating func installBuild() {
    let build = platform == .ios ? world.proyecto.info : nil
    // Only a real change is written: a write copies what the snapshot shares.
    if world.dispositivo.info != build { world.dispositivo.info = build }
  }

  /// Launches the app: `hayCuentas` and the Info keys are read once, here; the notification
  /// delegate is installed before any screen exists (unless `delegate-install late`). A launch
  /// by the user is Xcode's Run (lesson 003: «Ejecuta la app otra vez (Cmd+R)»): it builds the
  /// target and installs that build first. A tap or a link opens the build already installed.
  ///
  /// The order a launch follows (docs/reference.md §5.2): the app and its delegate, then the
  /// views of the guard's first branch (content at once without accounts; a spinner with
  /// them), then — for a launch by a tap — the tap delivered to the delegate, the late
  /// delegate's installation, and the session restored from the keychain (an async `.task`
  /// that finishes after the launch's own events). So without accounts ContentView already
  /// exists when the tap's link arrives and an `onChange` without `initial: true` sees it
  /// change (lesson 000: «ContentView existía siempre, así que veía llegar el enlace»), while
  /// with accounts the link arrives before ContentView, which only `initial: true` handles.
  /// A link that launches the app arrives once the launch has finished, restore included.
  mutating func start(_ event: ActionEvent, by cause: LaunchCause = .user) {
    action(event) { e in
      if cause == .user { e.installBuild() }
      let hayCuentas = e.world.proyecto.hayCuentas
      e.world.app = AppProceso(
        hayCuentas: hayCuentas, info: e.world.dispositivo.info ?? e.world.proyecto.info,
        delegateInstalled: e.world.knobs[.delegateInstall],
        iosVersion: Int(Knob.ios.word(faithful: e.world.knobs[.ios])) ?? 26)
      if !hayCuentas { e.note(.noAccountsContentDirectly) }
      guard case .tap = cause else {
        if !e.world.knobs[.delegateInstall] { e.enqueue(.installDelegateLate) }
        if hayCuentas { e.enqueue(.restaurar) }
        return
      }
    }
    switch cause {
    case .user: break
    case .tap(let url):
      // After the views the launch builds (queued by the guard as the action closed).
      enqueueWhenDrained(.didReceive(url, woke: true))
      if !world.knobs[.delegateInstall] { enqueueWhenDrained(.installDelegateLate) }
      if world.app?.hayCuentas == true { enqueueWhenDrained(.restaurar) }
    case .link(let url): enqueueWhenDrained(.externalLink(url, running: false))
    }
    // Asked as the app opens (`request-permission launch`): once the launch has shown its first
    // screen, whatever it is.
    if !world.knobs[.requestPermission] { enqueueWhenDrained(.requestAtLaunch) }
  }

  /// The process dies, and what it held with it.
  mutating func kill() {
    action(.terminate) { e in
      if let url = e.world.app?.enlacePendiente { e.note(.linkDiesWithProcess(url: url)) }
      e.world.app = nil
    }
  }

  /// iOS wipes the sandbox and the permission answers but keeps the keychain; Android wipes
  /// its private storage too. The backend and the Info keys are never touched.
  private mutating func wipe() {
    action(.uninstall) { e in
      e.world.dispositivo.instalada = false
      e.world.dispositivo.sandbox = Sandbox()
      e.world.dispositivo.notificaciones = .notDetermined
      e.world.dispositivo.camara = .notDetermined
      e.world.dispositivo.recordatorio = nil
      e.world.dispositivo.info = nil
      switch e.platform {
      case .ios:
        if e.world.dispositivo.llavero != nil { e.note(.keychainSurvivesUninstall) }
      case .android:
        if e.world.dispositivo.llavero != nil { e.note(.privateStorageWiped) }
        e.world.dispositivo.llavero = nil
      }
    }
  }

  /// Opening a link or tapping a notification brings a running app to the foreground. A system
  /// permission alert stays in front: the scene comes back `inactive`, not `active`, until it
  /// is answered (docs/reference.md §1.7).
  mutating func bringToForeground() {
    guard let app = world.app, app.escena != .active else { return }
    let alertUp = app.alerta != nil
    let phase: ScenePhase = alertUp ? .inactive : .active
    guard app.escena != phase else { return }
    action(.scene(phase)) { e in
      e.world.app?.escena = phase
      e.note(alertUp ? .foregroundBehindAlert : .comesToForeground)
    }
  }
}
