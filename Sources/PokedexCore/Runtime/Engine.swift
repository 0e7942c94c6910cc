/// Processes one user action and all its follow-ups on a world, recording each action. A
/// rejection throws before anything is kept: the caller discards the engine.
struct Engine {
  var world: World
  private var recorder = StepRecorder()
  private var queue: [FollowUp] = []
  private var head = 0
  /// Arrives once the queue has drained, in order: what reaches the app after the launch's
  /// own views (a launching tap, a launching link), the end of a dismissal animation.
  private var deferred: [FollowUp] = []
  /// The world when the open action began: what its changes are measured from.
  private var before: World
  /// The changes the checker's step keeps (those its rules read: `Transition.checked`); nil
  /// for every change.
  private let checker: CheckerRecording?

  init(world: World, checker: CheckerRecording? = nil) {
    self.world = world
    self.before = world
    self.checker = checker
  }

  var platform: Plataforma { world.dispositivo.plataforma }

  /// What the step recorded, in print order.
  var events: [StepEvent] { recorder.events }

  // MARK: Recording

  /// One action: `name` is printed, `body` does it, and then its changes are recorded, the
  /// screen reconciled and what the change sets off queued. Begun and ended here, so the two
  /// can never be mismatched.
  @inline(__always)
  @discardableResult
  mutating func action<T>(_ event: ActionEvent, _ body: (inout Engine) -> T) -> T {
    before = world
    recorder.open(event)
    let result = body(&self)
    close()
    return result
  }

  mutating func note(_ note: Note) { recorder.note(note) }
  mutating func ui(_ event: UIEvent) { recorder.ui(event) }

  /// A line the app writes to its log (Registro): kept in the world and printed.
  mutating func log(_ line: LogEvent) {
    world.dispositivo.registro.anotar(line.text)
    recorder.log(line)
  }

  /// Closes the current action: reconciles the screen if the watched state changed, records
  /// the changed paths, and queues what the change sets off (views, observers).
  private mutating func close() {
    // RaizConSesion animates its branches on haySesion: the guard fades between them (without
    // its .transition and .animation, `root-transition off`, it cuts).
    if let old = before.app, let new = world.app, (old.sesion != nil) != (new.sesion != nil),
      new.hayCuentas
    {
      let haySesion = new.sesion != nil
      ui(
        world.knobs[.rootTransition]
          ? .fade(haySesion: haySesion, platform) : .cut(haySesion: haySesion, platform))
    }
    let observers = world.app.map { observersToRun(from: before.app, to: $0) } ?? []
    if !observers.isEmpty {
      // Taken out of the world while the reconciler changes it, so its box stays unique: a
      // copy left behind would make the change copy the box.
      let platform = self.platform
      let nilBeforeDismiss = world.knobs[.nilBeforeDismiss]
      let stackHelper = world.knobs[.stackHelper]
      let presentadoReference = world.knobs[.presentadoReference]
      var app = world.app!
      world.app = nil
      recorder.ui {
        Reconciler.reconcile(
          &app, platform: platform, nilBeforeDismiss: nilBeforeDismiss, stackHelper: stackHelper,
          presentadoReference: presentadoReference, only: observers, ui: &$0)
      }
      world.app = app
      if app.pantalla.dismissing { enqueueWhenDrained(.dismissalEnded) }
    }
    recorder.close(before: before, after: world, checker: checker)
    settle()
  }

  /// The action `event` that sets a value, with the note `already-set` naming `setting` when
  /// it already had it. `then` runs inside the same action, told whether the value changed.
  /// The value is reached through `read`/`write` closures rather than a key path: a key path
  /// through the world's dynamic members is built at run time on every call, which cost the
  /// checker a tenth of its time.
  @inline(__always)
  mutating func change<T: Equatable>(
    _ read: (World) -> T, _ write: (inout World, T) -> Void, to value: T, _ event: ActionEvent,
    _ setting: @autoclosure () -> Setting, then: (inout Engine, Bool) -> Void = { _, _ in }
  ) {
    action(event) { e in
      let changes = read(e.world) != value
      if changes {
        // Only a real change is written: a write copies what the snapshot shares.
        write(&e.world, value)
      } else {
        e.note(.alreadySet(setting()))
      }
      then(&e, changes)
    }
  }

  // MARK: Follow-ups

  mutating func enqueue(_ f: FollowUp) {
    if !queue[head...].contains(f) { queue.append(f) }
  }

  mutating func enqueueWhenDrained(_ f: FollowUp) {
    if !deferred.contains(f) { deferred.append(f) }
  }

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

  /// The field the reconciler's observers read: the stacks and the confirmation live in the
  /// content.
  private static let watchedFields = FieldBits.of(\AppFields.contenido)

  /// The observers whose own state the action changed: each stack's, the dialog's.
  private func observersToRun(from old: AppProceso?, to new: AppProceso) -> Reconciler.Observers {
    if let old, new.box.written(since: old.box) & Engine.watchedFields == 0 { return [] }
    return Reconciler.Observers.changed(from: old, to: new)
  }

  /// What the last action sets off: the guard building or destroying views, and the content's
  /// observers firing on a change.
  private mutating func settle() {
    guard let app = world.app else { return }
    // The guard swaps branches: what leaves goes first, then what arrives is built.
    let branch = app.branch
    // A guard on each screen (`guard-at-root off`) leaves the root nothing to decide: ContentView
    // is built whatever the branch, and each tab's screen shows the branch's view in its place.
    let wantsContent = branch.buildsContent || !world.knobs[.guardAtRoot]
    let form = app.hasForm
    let content = app.hasContent
    if branch != .formulario, form { enqueue(.hideForm) }
    if !wantsContent, content { enqueue(.destroyContent) }
    if branch == .formulario, !form { enqueue(.showForm) }
    if wantsContent, !content { enqueue(.buildContent) }
    // Observers exist only while content is built, before and after the change.
    guard let old = before.app, old.hasContent, content else { return }
    if old.enlacePendiente != app.enlacePendiente, app.enlacePendiente != nil {
      enqueue(.observeLink(initial: false))
    }
    if old.escena != app.escena, app.escena == .active { enqueue(.observeScene(initial: false)) }
  }

  /// Warnings that stand after the step: a screen that diverged from the state.
  func warnings() -> [Warning] {
    guard let app = world.app, !app.screenMatchesState else { return [] }
    return Reconciler.divergences(app, platform: platform)
  }

  // MARK: Guards shared by commands

  /// The running app, or a rejection that says it is not running.
  func requireRunning() throws(Rejection) -> AppProceso {
    guard let app = world.app else {
      throw world.dispositivo.instalada ? .notRunning : .notInstalled(forLaunch: true)
    }
    return app
  }

  /// Something presented in front of the app blocks every other tap on it.
  func requireNothingPresented(_ app: AppProceso) throws(Rejection) {
    guard let p = app.pantalla.presentado else { return }
    switch p {
    case .alerta: throw .alertInFront(title: p.title)
    case .logout(.ios, _): throw .dialogOpen(title: p.title)
    case .logout(.android, _): throw .sheetOpen(title: p.title)
    }
  }

  /// ContentView built and reachable: the tabs exist only in sinCuentas and conSesion.
  /// Returns the selected tab, read in place: every caller needs that much of the content.
  @discardableResult
  func requireContent() throws(Rejection) -> Pestana {
    let app = try requireRunning()
    guard let pestana = app.pestana else { throw .noTabs(app.branch) }
    try requireNothingPresented(app)
    return pestana
  }

  /// A tab's own screen (the selected one's, by default), which a guard on each screen
  /// (`guard-at-root off`) replaces with its view while there is no session: the list's rows,
  /// the favorites, the settings are not there to tap. Returns the selected tab.
  @discardableResult
  func requireScreen(_ screen: Pestana? = nil) throws(Rejection) -> Pestana {
    let pestana = try requireContent()
    if let app = world.app, !app.branch.buildsContent {
      throw .screenGuarded(screen ?? pestana, app.branch)
    }
    return pestana
  }

  /// AuthView on screen.
  func requireForm() throws(Rejection) -> Formulario {
    let app = try requireRunning()
    guard let f = app.formulario else { throw .noForm(app.branch) }
    try requireNothingPresented(app)
    // With a guard on each screen the form is the tab's screen; a detail pushed over it (it has
    // no guard) hides it.
    if let pestana = app.pestana, let top = app.pantalla.stack(pestana)?.last {
      throw .formUnderDetail(pestana, top)
    }
    return f
  }

  func requireInstalled() throws(Rejection) {
    guard world.dispositivo.instalada else { throw .notInstalled(forLaunch: false) }
  }
}
