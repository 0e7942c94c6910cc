/// A follow-up: something the app does on its own after an action, processed before the step
/// ends, in causal order.
enum FollowUp: Sendable, Equatable {
  /// RaizConSesion's `.task`: SessionRepository.restaurar() reads the keychain.
  case restaurar
  case mostrarFormulario, ocultarFormulario
  case construirContenido, destruirContenido
  /// `.onChange(of: enlacePendiente)`; `initial` when fired by the view appearing.
  case observarEnlace(initial: Bool)
  /// `.onChange(of: scenePhase, initial: true)`.
  case observarEscena(initial: Bool)
  /// Android: the activity hands its waiting link to the content just built.
  case entregarActividad
  /// The notification delegate's `didReceive`; `alArrancar` for the tap that launched the app.
  case didReceive(String, alArrancar: Bool)
  case instalarDelegadoTarde
  /// An external link reaching the app (`.onOpenURL` on iOS, the activity's intent on Android).
  case enlaceExterno(String)
  /// The backend answering the form's submit.
  case respuestaBackend(ModoFormulario, correo: String, contrasena: String)
  /// Reports from the screen: a controller popped by the user, a presentation dismissed.
  case cerradoPorElUsuario(Pestana)
  case dismiss
}

/// Processes one user action and all its follow-ups on a world, recording each action. A
/// rejection throws before anything is kept: the caller discards the engine.
struct Engine {
  var world: World
  /// What the step recorded so far: each action's `.action`, then what it did.
  private(set) var events: [StepEvent] = []
  /// Where the current action's `.action` is in `events`. Its events are kept in the order
  /// they print (changes, ui, log, notes), whatever order they happen in: a ui line goes in at
  /// `uiEnd`, a log line at `logEnd`, a note at the end, and the changes (found last, by the
  /// diff) in front of them all.
  private var actionStart = 0
  private var uiEnd = 0
  private var logEnd = 0
  private var queue: [FollowUp] = []
  private var head = 0
  /// Arrives once the queue has drained: a link that reaches the app after launch finished.
  private var deferred: [FollowUp] = []
  private var began = false
  private var before: World

  init(world: World) {
    self.world = world
    self.before = world
  }

  var plataforma: Plataforma { world.dispositivo.plataforma }

  // MARK: Recording

  mutating func begin(_ name: String) {
    before = world
    // Most steps are an action and a follow-up or two, with a few lines each: room for them
    // in one allocation.
    if events.isEmpty { events.reserveCapacity(8) }
    actionStart = events.count
    events.append(.action(name))
    uiEnd = events.count
    logEnd = events.count
  }

  /// Closes the current action: reconciles the screen if the watched state changed, records
  /// the changed paths, and queues what the change sets off (views, observers).
  mutating func end() {
    // RaizConSesion animates its branches on haySesion: the guard fades between them.
    if let old = before.app, let new = world.app, (old.sesion != nil) != (new.sesion != nil),
      new.hayCuentas
    {
      ui("fade: RaizConSesion animates haySesion \(new.sesion != nil) (.transition(.opacity))")
    }
    let vigilado = world.app.map { watchedChanged(from: before.app, to: $0) } ?? false
    if vigilado {
      // In place: a copy here would make the app's box shared, and a change would copy it.
      let first = events.count
      Reconciler.reconciliar(&world.app!, plataforma: plataforma, ui: &events)
      placeUI(from: first)
    }
    let firstChange = events.count
    StatePaths.diff(before, world) { events.append(.change($0)) }
    moveTail(from: firstChange, to: actionStart + 1)
    // The command's own action always shows; a follow-up only when it did something.
    if began, events.count == actionStart + 1 { events.removeLast() }
    began = true
    settle()
  }

  /// Moves the events from `tail` on to `position`, those in between after them: a rotation,
  /// by moves (three reversals), with no copy of an event.
  private mutating func moveTail(from tail: Int, to position: Int) {
    guard position < tail, tail < events.count else { return }
    events.withUnsafeMutableBufferPointer { b in
      func reverse(_ lo: Int, _ hi: Int) {
        var (lo, hi) = (lo, hi - 1)
        while lo < hi {
          b.swapAt(lo, hi)
          (lo, hi) = (lo + 1, hi - 1)
        }
      }
      reverse(position, tail)
      reverse(tail, b.count)
      reverse(position, b.count)
    }
  }

  mutating func note(_ s: String) { events.append(.note(s)) }
  mutating func ui(_ s: String) {
    events.append(.ui(s))
    placeUI(from: events.count - 1)
  }

  /// Puts the ui lines appended from `first` on after the action's other ui lines.
  private mutating func placeUI(from first: Int) {
    let added = events.count - first
    moveTail(from: first, to: uiEnd)
    uiEnd += added
    logEnd += added
  }
  mutating func log(_ s: String) {
    world.dispositivo.anotar(s)
    events.append(.log(s))
    moveTail(from: events.count - 1, to: logEnd)
    logEnd += 1
  }

  mutating func enqueue(_ f: FollowUp) {
    if !queue[head...].contains(f) { queue.append(f) }
  }

  mutating func enqueueAfterLaunch(_ f: FollowUp) { deferred.append(f) }

  /// Runs every queued follow-up, then what was deferred until the queue drained.
  mutating func drain() {
    while true {
      while head < queue.count {
        let f = queue[head]
        head += 1
        process(f)
      }
      queue.removeAll(keepingCapacity: true)
      head = 0
      guard !deferred.isEmpty else { return }
      let next = deferred.removeFirst()
      process(next)
    }
  }

  private func watchedChanged(from old: AppProceso?, to new: AppProceso) -> Bool {
    // The stacks and the dialog read the content and the alert only.
    if let old, let t = new.tocados(desde: old), t.isDisjoint(with: [.contenido, .alerta]) {
      return false
    }
    return old?.contenido?.caminoLista != new.contenido?.caminoLista
      || old?.contenido?.caminoFavoritos != new.contenido?.caminoFavoritos
      || old?.dialogo(plataforma) != new.dialogo(plataforma)
  }

  /// What the last action sets off: the guard building or destroying views, and the content's
  /// observers firing on a change.
  private mutating func settle() {
    guard let app = world.app else { return }
    // The guard swaps branches: what leaves goes first, then what arrives is built.
    let rama = app.rama
    let quiereContenido = rama.construyeContenido
    let formulario = app.hayFormulario
    let contenido = app.hayContenido
    if rama != .formulario, formulario { enqueue(.ocultarFormulario) }
    if !quiereContenido, contenido { enqueue(.destruirContenido) }
    if rama == .formulario, !formulario { enqueue(.mostrarFormulario) }
    if quiereContenido, !contenido { enqueue(.construirContenido) }
    // Observers exist only while content is built, before and after the change.
    guard let old = before.app, old.hayContenido, contenido else { return }
    if old.enlacePendiente != app.enlacePendiente, app.enlacePendiente != nil {
      enqueue(.observarEnlace(initial: false))
    }
    if old.escena != app.escena, app.escena == .active { enqueue(.observarEscena(initial: false)) }
  }

  /// Warnings that stand after the step: a screen that diverged from the state.
  func warnings() -> [String] {
    guard let app = world.app, !app.pantallaAlDia else { return [] }
    return Reconciler.divergencias(app, plataforma: plataforma)
  }

  // MARK: Guards shared by commands

  /// The running app, or a rejection that says it is not running.
  func requireRunning() throws(Rejection) -> AppProceso {
    guard let app = world.app else {
      throw Rejection(
        world.dispositivo.instalada
          ? "the app is not running (launch it first)"
          : "the app is not installed (install, then launch)")
    }
    return app
  }

  /// Something presented in front of the app blocks every other tap on it.
  func requireNothingPresented(_ app: AppProceso) throws(Rejection) {
    guard let p = app.pantalla.presentado else { return }
    switch p {
    case .alerta:
      throw Rejection("the system alert «\(p.titulo)» is in front: answer it with allow or deny")
    case .dialogoSalida(.ios):
      throw Rejection(
        "the dialog «\(p.titulo)» is open: confirm, cancel or tap-outside first")
    case .dialogoSalida(.android):
      throw Rejection("the sheet «\(p.titulo)» is open: confirm, cancel or drag-down first")
    }
  }

  /// ContentView built and reachable: the tabs exist only in sinCuentas and conSesion.
  /// Returns the selected tab, read in place: every caller needs that much of the content.
  @discardableResult
  func requireContent() throws(Rejection) -> Pestana {
    let app = try requireRunning()
    guard let pestana = app.pestana else {
      throw Rejection(
        "there are no tabs: content is not built (raiz is \(app.rama.rawValue)); "
          + "the guard builds them only in sinCuentas and conSesion")
    }
    try requireNothingPresented(app)
    return pestana
  }

  /// AuthView on screen.
  func requireForm() throws(Rejection) -> Formulario {
    let app = try requireRunning()
    guard let f = app.formulario else {
      let porque: String
      switch app.rama {
      case .sinCuentas: porque = "accounts are not configured (raiz is sinCuentas)"
      case .comprobando: porque = "the session is still being restored (raiz is comprobando)"
      case .conSesion: porque = "there is a session (raiz is conSesion); log out first"
      case .formulario: porque = "raiz is formulario"
      }
      throw Rejection("the form is not on screen: " + porque)
    }
    try requireNothingPresented(app)
    return f
  }

  func requireInstalled() throws(Rejection) {
    guard world.dispositivo.instalada else {
      throw Rejection("the app is not installed (install it first)")
    }
  }
}
