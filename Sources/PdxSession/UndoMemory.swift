import PdxLanguage
import PdxScripts
import PdxText
@_spi(Internals) import PokedexCore

extension Session {
  /// What `undo` needs besides the worlds the store keeps: what each step was (to say what
  /// was undone), and where each `run FILE` began (to go back over a whole run, however many
  /// steps it took). Kept beside the store's undo memory, step for step.
  struct UndoMemory {
    /// The steps the store can undo, the newest popped first: the same last
    /// `Store.undoLimit`.
    var steps = Ring<UndoneStep>(capacity: Store.undoLimit)
    /// Steps taken and not undone since the session began (not capped: a run's start is a
    /// count of these).
    var taken = 0
    /// The `run FILE` lines run at the top (typed, or a script's own), oldest first; only those
    /// with something after their start left to undo.
    var runs: [RunMark] = []
    var runsBegun = 0

    static let runLimit = 100

    mutating func took(_ step: UndoneStep) {
      steps.push(step)
      taken += 1
    }

    /// After `count` steps were undone: the runs whose every step is undone are forgotten, and
    /// a run some of whose steps are undone ends where the undone steps began (a step taken
    /// next is after it, not in it).
    mutating func undid(_ count: Int) {
      taken -= count
      while let last = runs.last, last.start >= taken { runs.removeLast() }
      if let end = runs.last?.end, end > taken { runs[runs.count - 1].end = taken }
    }
  }

  /// A step the store can undo: the line as shown, and where it came from.
  struct UndoneStep {
    var command: String
    var location: Location?

    var described: String {
      command.trimmingBlanks() + (location.map { " (\($0))" } ?? "")
    }
  }

  /// Where a `run FILE` began: the world before it, how many steps had been taken, and what
  /// `save` had recorded; `end` once it has finished.
  struct RunMark {
    /// Which run this is (the n-th begun), so that its end finds it.
    var id: Int
    var command: String
    var start: Int
    var end: Int?
    var world: World
    var recorded: Int
  }

  /// A step was taken (accepted, `reset`, `platform`): `undo` can take it back.
  func tookStep(_ line: Line) {
    // Kept as shown: trimmed only when undo names it (this runs for every replayed line).
    state.undoMemory.took(UndoneStep(command: line.shown, location: line.location))
  }

  /// `run FILE` at the top begins: where `undo run` goes back to. Returns the run's id.
  func runBegins(_ command: String) -> Int {
    // lint: one-ring (undo's runs are a capped list read from the newest and cut at an undone step)
    if state.undoMemory.runs.count == UndoMemory.runLimit { state.undoMemory.runs.removeFirst() }
    state.undoMemory.runsBegun += 1
    state.undoMemory.runs.append(
      RunMark(
        id: state.undoMemory.runsBegun, command: command.trimmingBlanks(),
        start: state.undoMemory.taken,
        end: nil,
        world: state.store.world, recorded: state.recording.count))
    return state.undoMemory.runsBegun
  }

  /// The run `id` has finished (an `undo` inside it may have forgotten it already).
  func runEnded(_ id: Int) {
    guard let i = state.undoMemory.runs.lastIndex(where: { $0.id == id }) else { return }
    state.undoMemory.runs[i].end = state.undoMemory.taken
    // A run that took no step leaves nothing to go back over.
    state.undoMemory.undid(0)
  }

  /// `undo`, `undo N`: the last N steps, newest first; rejected, changing nothing, when fewer
  /// are left.
  func undoSteps(_ n: Int, _ line: Line) -> Outcome {
    let available = state.store.undoDepth
    let language = options.language
    guard available > 0 else {
      let message = Words(en: "nothing to undo", es: "no hay nada que deshacer")
      printError(message, command: line.shown, location: line.location)
      return .rejected(message(language))
    }
    guard n <= available else {
      let steps = Numbers.counted(available, ("step", "steps"), ("paso", "pasos"))
      let message = Words(
        en: "only \(steps.en) can be undone (`undo \(available)`)",
        es: "solo se puede\(available == 1 ? "" : "n") deshacer \(steps.es) (`undo \(available)`)")
      printError(message, command: line.shown, location: line.location)
      return .rejected(message(language))
    }
    let before = state.undoMemory.taken
    let lastRun = state.undoMemory.runs.last
    var undone: [UndoneStep] = []
    for _ in 0..<n {
      _ = state.store.undo()
      if let step = state.undoMemory.steps.pop() { undone.append(step) }
      // The step goes, and what was recorded after it (a rejected `!signup`, an `expect`): it
      // happened in the world the undo took back, and might not replay without it.
      if let i = state.recording.lastIndex(where: \.isStep) { state.recording.removeSubrange(i...) }
    }
    state.undoMemory.undid(n)
    var message: Words
    if n == 1 {
      message =
        Words(en: "undone: ", es: "deshecho: ")
        + (undone.first.map { Words($0.described) }
          ?? Words(en: "the last step", es: "el último paso"))
      // A step of a run that still has steps to undo: say how to undo the rest at once.
      if let run = lastRun, let end = run.end, run.start < before, before <= end,
        state.undoMemory.runs.last?.id == run.id
      {
        message =
          message
          + Words(
            en: "; `undo run` goes back to before `\(run.command)`",
            es: "; `undo run` vuelve a antes de `\(run.command)`")
      }
    } else {
      let named = undone.prefix(5).map { $0.command.trimmingBlanks() }.joined(separator: ", ")
      let more = undone.count - 5
      let steps = Numbers.counted(n, ("step", "steps"), ("paso", "pasos"))
      message =
        Words(
          en: "undone \(steps.en), the last first: ",
          es: "deshechos \(steps.es), el último primero: "
        )
        + named
        + (more > 0 ? Words(en: ", … and \(more) more", es: ", … y \(more) más") : Words(""))
    }
    output({ [message($0)] }, command: line.shown, location: line.location)
    return .ok
  }

  /// `undo run`: the world before the last `run FILE`, and every step after it undone.
  func undoRun(_ line: Line) -> Outcome {
    guard let run = state.undoMemory.runs.last else {
      let message = Words(
        en: "no run to undo: `undo run` goes back to before the last `run FILE` that took a step",
        es: "no hay ningún run que deshacer: `undo run` vuelve a antes del último `run FICHERO` que"
          + " dio un paso")
      printError(message, command: line.shown, location: line.location)
      return .rejected(message(options.language))
    }
    let count = state.undoMemory.taken - run.start
    // The steps after the run ended (none while the run is still going: `undo run` in its
    // own file).
    let after = max(0, state.undoMemory.taken - (run.end ?? state.undoMemory.taken))
    let inside = count - after
    var left = count
    while left > 0, state.store.undo() {
      _ = state.undoMemory.steps.pop()
      left -= 1
    }
    // Beyond the store's memory: the world kept when the run began.
    if left > 0 { state.store.restore(run.world) }
    if run.recorded <= state.recording.count { state.recording.removeSubrange(run.recorded...) }
    state.undoMemory.undid(count)
    var message =
      Words(en: "undone: \(run.command) (", es: "deshecho: \(run.command) (")
      + Numbers.counted(inside, ("step", "steps"), ("paso", "pasos")) + ")"
    if after > 0 {
      let steps = Numbers.counted(after, ("step", "steps"), ("paso", "pasos"))
      message =
        message
        + Words(
          en: " and the \(steps.en) after it",
          es: " y \(after == 1 ? "el paso" : "los " + steps.es) de después")
    }
    output({ [message($0)] }, command: line.shown, location: line.location)
    return .ok
  }
}
