/// What a step records, kept in the order it prints: each action, then the paths it changed,
/// the screen's operations, the log lines and the notes — whatever order they happen in (a
/// note before a ui line, the changes found last of all, by the diff). The ordering is this
/// type's business alone: the engine opens an action, adds lines to it and closes it.
struct StepRecorder {
  /// Each action's `.action`, then what it did.
  private(set) var events: [StepEvent] = []
  /// Where the open action's `.action` is in `events`. A ui line goes in at `uiEnd`, a log
  /// line at `logEnd`, a note at the end, and the changes in front of them all.
  private var actionStart = 0
  private var uiEnd = 0
  private var logEnd = 0
  /// Whether the command's own action was recorded: it always shows; a follow-up only when it
  /// did something.
  private var began = false

  mutating func open(_ action: ActionEvent) {
    // Most steps are an action and a follow-up or two, with a few lines each: room for them
    // in one allocation.
    if events.isEmpty { events.reserveCapacity(8) }
    actionStart = events.count
    events.append(.action(action))
    uiEnd = events.count
    logEnd = events.count
  }

  mutating func note(_ note: Note) { events.append(.note(note)) }

  mutating func ui(_ event: UIEvent) {
    events.append(.ui(event))
    placeUI(from: events.count - 1)
  }

  /// Ui lines appended by `body` straight into the events (the reconciler's), placed after
  /// the action's other ui lines.
  mutating func ui(appending body: (inout [StepEvent]) -> Void) {
    let first = events.count
    body(&events)
    placeUI(from: first)
  }

  mutating func log(_ line: LogEvent) {
    events.append(.log(line))
    moveTail(from: events.count - 1, to: logEnd)
    logEnd += 1
  }

  /// Closes the open action with the paths that differ from `before` to `after` in front of
  /// its lines (those the checker's step keeps, for it); a follow-up that recorded nothing is
  /// dropped.
  mutating func close(before: World, after: World, checker: CheckerRecording? = nil) {
    let firstChange = events.count
    StatePath.diff(before, after, checker: checker) { events.append(.change($0)) }
    moveTail(from: firstChange, to: actionStart + 1)
    if began, events.count == actionStart + 1 { events.removeLast() }
    began = true
  }

  /// Puts the ui lines appended from `first` on after the action's other ui lines.
  private mutating func placeUI(from first: Int) {
    let added = events.count - first
    moveTail(from: first, to: uiEnd)
    uiEnd += added
    logEnd += added
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
}
