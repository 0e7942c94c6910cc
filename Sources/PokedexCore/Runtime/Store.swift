/// The store: holds the world, sends actions, and keeps the last 100 worlds for `undo`.
///
///     var store = Store()
///     let step = store.send(.tab(.favoritos))
///     step.rejection  // .noTabs(.formulario)
public struct Store: Sendable {
  public private(set) var world: World
  /// The launch step of the current fresh world.
  public private(set) var launchStep: Step
  private var nextStep = 1
  private var undoStack = Ring<World>(capacity: Store.undoLimit)

  public static let undoLimit = 100
  /// The knobs every fresh world of this store starts with (an exercise's); empty otherwise.
  package let planted: [(knob: Knob, faithful: Bool)]

  /// A world before its launch, with the planted knobs set (those of its platform).
  static func fresh(
    _ platform: Plataforma, _ hayCuentas: Bool, _ planted: [(knob: Knob, faithful: Bool)]
  ) -> World {
    var world = World(platform: platform, hayCuentas: hayCuentas)
    for (knob, faithful) in planted where knob.declaration.platform ?? platform == platform {
      world.knobs[knob] = faithful
    }
    return world
  }

  /// A fresh world on `plataforma`, launched: the launch is step 0.
  public init(platform: Plataforma = .ios, hayCuentas: Bool = true) {
    self.init(platform: platform, hayCuentas: hayCuentas, planted: [])
  }

  /// A fresh world with knobs at their pitfall before the launch, kept so through `reset` and
  /// `platform`: an exercise's planted fault (`pdx exercise`), which the launch already obeys
  /// (`delegate-install late` is read at launch).
  package init(platform: Plataforma, hayCuentas: Bool, planted: [(knob: Knob, faithful: Bool)]) {
    self.planted = planted
    let fresh = Store.fresh(platform, hayCuentas, planted)
    var engine = Engine(world: fresh)
    engine.start(.launch)
    engine.drain()
    world = engine.world
    var step = Step(number: 0)
    step.events = engine.events
    step.warnings = engine.warnings()
    launchStep = step
  }

  /// Sends a user action: its step, or the step's `rejection` and the world untouched.
  public mutating func send(_ action: UserAction) -> Step {
    var step = Step(number: nextStep)
    nextStep += 1
    var engine = Engine(world: world)
    do {
      try engine.run(action)
    } catch {
      step.rejection = error
      return step
    }
    remember(world)
    world = engine.world
    step.events = engine.events
    step.warnings = engine.warnings()
    return step
  }

  /// `platform X` and `reset`: a fresh world (device, backend, knobs, date), launched. The
  /// step shows what the reset took away (`action`: `.reset` or `.platform`), then the launch.
  package mutating func reset(
    platform: Plataforma, hayCuentas: Bool = true, action: ActionEvent = .reset
  ) -> Step {
    let previous = world
    let fresh = Store(platform: platform, hayCuentas: hayCuentas, planted: planted)
    var header: [StepEvent] = [.action(action)]
    StatePath.diff(previous, Store.fresh(platform, hayCuentas, planted)) {
      header.append(.change($0))
    }
    header.append(.note(.freshWorld(platform)))
    remember(previous)
    world = fresh.world
    var step = fresh.launchStep
    step.events.insert(contentsOf: header, at: 0)
    step.number = nextStep
    nextStep += 1
    launchStep = step
    return step
  }

  /// Goes back one step: the world before the last accepted step. False when nothing is left.
  public mutating func undo() -> Bool {
    guard let previous = undoStack.pop() else { return false }
    world = previous
    return true
  }

  package var undoDepth: Int { undoStack.count }

  /// Puts back a world kept outside the store: what `undo run` does when the run took more
  /// steps than the undo memory holds. The undo memory is left as it is.
  package mutating func restore(_ w: World) {
    world = w
  }

  private mutating func remember(_ w: World) {
    undoStack.push(w)
  }
}

/// One action on a world with no store around it: no undo, no step numbers. What `pdx check`
/// explores: the world after and the step, or the step's `rejection` and the world as it was.
package struct Transition: Sendable {
  package var world: World
  package var step: Step

  package init(from world: World, _ action: UserAction) {
    self.init(world, action, checker: nil)
  }

  /// `checker`: what the checker's step records (`Transition.checked`), nil for every change
  /// and the warnings (the checker's step, whose rules read none, gathers none). Inlined into
  /// both steps: called, it took a copy of the action (a retain of each of its strings).
  @inline(__always)
  init(_ world: World, _ action: UserAction, checker: CheckerRecording?) {
    var engine = Engine(world: world, checker: checker)
    var step = Step(number: 0)
    do {
      try engine.run(action)
    } catch {
      step.rejection = error
      self.world = world
      self.step = step
      return
    }
    step.events = engine.events
    if checker == nil { step.warnings = engine.warnings() }
    self.world = engine.world
    self.step = step
  }
}

extension World {
  /// A 64-bit identity of the world for `pdx check`: equal worlds have equal fingerprints;
  /// what only grows and no rule reads (the app's log) is left out. Never 0. Each box's hash is
  /// kept in the box (see `CopyOnWrite.cachedHash`).
  package var fingerprint: UInt64 {
    var h = UInt64(UInt(bitPattern: rest.cachedHash))
    h = (h ^ (h >> 31)) &* 0x9E37_79B9_7F4A_7C15
    if let app { h ^= UInt64(UInt(bitPattern: app.box.cachedHash)) &* 0xBF58_476D_1CE4_E5B9 }
    h ^= h >> 29
    return h == 0 ? 1 : h
  }
}
