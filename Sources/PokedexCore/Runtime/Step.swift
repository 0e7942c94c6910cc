/// One thing a step recorded, in the order the core did it.
public enum StepEvent: Sendable, Equatable {
  /// An action began: the command's own or a follow-up (a view built, an observer fired, an
  /// effect finished). What follows, up to the next `.action`, is what it did.
  case action(String)
  /// A state path it changed, old → new.
  case change(Change)
  /// An operation the screen applied (the reconciler's push/pop/present…, a banner).
  case ui(String)
  /// A line the app wrote to its log (Registro).
  case log(String)
  /// Something that did nothing, and why.
  case note(String)
}

extension StepEvent {
  /// The kinds of plain line an action records.
  public enum Kind: Sendable { case ui, log, note }

  public var isAction: Bool { if case .action = self { true } else { false } }

  /// The line, when this event is a line of `kind`.
  public func line(_ kind: Kind) -> String? {
    switch (self, kind) {
    case (.ui(let line), .ui), (.log(let line), .log), (.note(let line), .note): line
    default: nil
    }
  }
}

/// One action the core processed, with everything it did: a step's events grouped by action.
public struct ActionRecord: Sendable, Equatable {
  public var name: String
  public var changes: [Change] = []
  /// Operations the screen applied (the reconciler's push/pop/present…, a banner).
  public var ui: [String] = []
  /// Lines the app wrote to its log (Registro).
  public var log: [String] = []
  /// What did nothing, and why.
  public var notes: [String] = []

  public init(name: String) { self.name = name }
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
  public var warnings: [String] = []
  /// Set when the command was rejected.
  public var rejection: Rejection?
  /// Why the command was rejected, in one sentence.
  public var error: String? {
    get { rejection?.reason }
    set { rejection = newValue.map { reason in Rejection(reason) } }
  }

  public init(number: Int) { self.number = number }

  /// The events grouped by action (events before any `.action` go to an unnamed one).
  public var actions: [ActionRecord] {
    var records: [ActionRecord] = []
    for event in events {
      if records.isEmpty, !event.isAction { records.append(ActionRecord(name: "")) }
      switch event {
      case .action(let name): records.append(ActionRecord(name: name))
      case .change(let c): records[records.count - 1].changes.append(c)
      case .ui(let line): records[records.count - 1].ui.append(line)
      case .log(let line): records[records.count - 1].log.append(line)
      case .note(let line): records[records.count - 1].notes.append(line)
      }
    }
    return records
  }

  public var changes: [Change] {
    events.compactMap { if case .change(let c) = $0 { c } else { nil } }
  }
  public var ui: [String] { events.compactMap { $0.line(.ui) } }
  public var log: [String] { events.compactMap { $0.line(.log) } }
  public var notes: [String] { events.compactMap { $0.line(.note) } }

  /// Whether each action's events are in print order: its changes, then ui, log and notes
  /// (what the engine keeps, whatever order they happen in; the renderers rely on it).
  public var isInPrintOrder: Bool {
    var last = 0
    for event in events {
      let rank: Int
      switch event {
      case .action: rank = 0
      case .change: rank = 1
      case .ui: rank = 2
      case .log: rank = 3
      case .note: rank = 4
      }
      if rank != 0, rank < last { return false }
      last = rank
    }
    return events.first?.isAction ?? true
  }

  /// The last value a path took in this step, if it changed.
  public func change(_ path: String) -> Change? { changes.last { $0.path == path } }
}

/// A command that is not possible right now, and why.
public struct Rejection: Error, Sendable, Equatable {
  /// The sentence is written when it is read: `pdx check` meets a rejection on most of the
  /// commands it tries from a state and reads none of them.
  private let because: @Sendable () -> String
  public var reason: String { because() }
  public init(_ reason: @autoclosure @escaping @Sendable () -> String) { because = reason }

  public static func == (a: Rejection, b: Rejection) -> Bool { a.reason == b.reason }
}
