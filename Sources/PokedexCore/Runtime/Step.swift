/// One thing a step recorded, in the order the core did it. Values only: the words are the
/// shell's renderer's (docs/reference.md §4.10).
public enum StepEvent: Sendable, Equatable {
  /// An action began: the command's own or a follow-up (a view built, an observer fired, an
  /// effect finished). What follows, up to the next `.action`, is what it did.
  case action(ActionEvent)
  /// A state path it changed, old → new.
  case change(Change)
  /// An operation the screen applied (the reconciler's push/pop/present…, a banner).
  case ui(UIEvent)
  /// A line the app wrote to its log (Registro).
  case log(LogEvent)
  /// Something that did nothing, and why.
  case note(Note)
}

extension StepEvent {
  package var isAction: Bool { if case .action = self { true } else { false } }
}

/// One action the core processed, with everything it did: a step's events grouped by action.
public struct ActionRecord: Sendable, Equatable {
  /// nil for what a step recorded before its first action (nothing the core does today).
  public var action: ActionEvent?
  public var changes: [Change] = []
  /// Operations the screen applied (the reconciler's push/pop/present…, a banner).
  public var ui: [UIEvent] = []
  /// Lines the app wrote to its log (Registro).
  public var log: [LogEvent] = []
  /// What did nothing, and why.
  public var notes: [Note] = []

  package init(action: ActionEvent?) { self.action = action }
}

/// What one command did, as a value: the actions in causal order, or the reason it was
/// rejected (then the world is exactly as before).
public struct Step: Sendable, Equatable {
  public var number: Int
  /// The actions in causal order, flat, in the order they print: each `.action`, then that
  /// action's changes, ui lines, log lines and notes. One array for the whole step, so a step
  /// costs one allocation rather than one per action and per kind of line; `actions` groups
  /// it.
  public var events: [StepEvent] = []
  /// Printed after every step while something is off, such as a screen that diverged.
  public var warnings: [Warning] = []
  /// Set when the command was rejected.
  public var rejection: Rejection?

  package init(number: Int) { self.number = number }

  public var isRejected: Bool { rejection != nil }

  /// The events grouped by action (events before any `.action` go to one without an action).
  public var actions: [ActionRecord] {
    var records: [ActionRecord] = []
    for event in events {
      if records.isEmpty, !event.isAction { records.append(ActionRecord(action: nil)) }
      switch event {
      case .action(let a): records.append(ActionRecord(action: a))
      case .change(let c): records[records.count - 1].changes.append(c)
      case .ui(let u): records[records.count - 1].ui.append(u)
      case .log(let l): records[records.count - 1].log.append(l)
      case .note(let n): records[records.count - 1].notes.append(n)
      }
    }
    return records
  }

  public var changes: [Change] {
    events.compactMap { if case .change(let c) = $0 { c } else { nil } }
  }
  public var ui: [UIEvent] { events.compactMap { if case .ui(let u) = $0 { u } else { nil } } }
  public var log: [LogEvent] { events.compactMap { if case .log(let l) = $0 { l } else { nil } } }
  public var notes: [Note] { events.compactMap { if case .note(let n) = $0 { n } else { nil } } }

  /// Whether the step has a note with this id (read in place: no list is built).
  public func has(_ id: Note.ID) -> Bool {
    events.contains { if case .note(let n) = $0 { n.id == id } else { false } }
  }

  public func has(_ id: UIEvent.ID) -> Bool {
    events.contains { if case .ui(let u) = $0 { u.id == id } else { false } }
  }

  public func has(_ id: ActionEvent.ID) -> Bool {
    events.contains { if case .action(let a) = $0 { a.id == id } else { false } }
  }

  public func has(_ id: LogEvent.ID) -> Bool {
    events.contains { if case .log(let l) = $0 { l.id == id } else { false } }
  }

  /// Whether each action's events are in print order: its changes, then ui, log and notes
  /// (what the engine keeps, whatever order they happen in; the renderers rely on it).
  package var isInPrintOrder: Bool { EventIDs(self).inPrintOrder }

  /// The last value a path took in this step, if it changed.
  public func change(_ path: StatePath) -> Change? { changes.last { $0.path == path } }
}

/// The ids of a step's ui lines and notes, and whether its events are in print order, read in
/// one pass: `pdx check`'s rules ask these of every transition, where each of them
/// scanned the step's events again (`Step.has`), copying each event it matched on.
package struct EventIDs: Sendable {
  private var ui: UInt64 = 0
  private var notes: UInt128 = 0
  /// `Step.isInPrintOrder`.
  package private(set) var inPrintOrder = true

  /// (Borrowed: an initializer takes its arguments owned, and destroying the step it was given
  /// cost more than the pass itself.)
  package init(_ step: borrowing Step) {
    var last = 0
    step.events.withUnsafeBufferPointer { events in
      for index in events.indices {
        let rank: Int
        switch events[index] {
        case .action: rank = 0
        case .change: rank = 1
        case .ui(let event):
          rank = 2
          ui |= Self.bit(event.id)
        case .log: rank = 3
        case .note(let note):
          rank = 4
          notes |= Self.bit(note.id)
        }
        if rank != 0, rank < last { inPrintOrder = false }
        last = rank
      }
      if let first = events.first, !first.isAction { inPrintOrder = false }
    }
  }

  package func has(_ id: UIEvent.ID) -> Bool { ui & Self.bit(id) != 0 }
  package func has(_ id: Note.ID) -> Bool { notes & Self.bit(id) != 0 }

  /// An id's bit: its case's place among its enum's cases, which is what a case without a
  /// payload is in memory (a byte while an enum has at most 256 cases; `StepTests.eventIDs`
  /// checks that every case has a bit of its own, which also holds the count under the width).
  package static func bit(_ id: UIEvent.ID) -> UInt64 {
    1 << UInt64(unsafeBitCast(id, to: UInt8.self))
  }
  package static func bit(_ id: Note.ID) -> UInt128 {
    1 << UInt128(unsafeBitCast(id, to: UInt8.self))
  }
}
