import PokedexCore

/// What `expect` checks (docs/reference.md §4.4).
public enum Expectation: Sendable, Equatable {
  case equals(StatePath, Value)
  case notEquals(StatePath, Value)
  /// An element equal to the value for a list, a substring for text.
  case contains(StatePath, Value)
  /// `expect output contains "TEXT"`: the output of the last command, case-sensitive.
  case outputContains(String)
  /// `expect note|ui|log|action|error|warning ID`: the last step has an event of that kind
  /// with that id.
  case event(EventRef)
}

/// What `expect` checks before its operator: a state path, or the last command's output.
public enum ExpectTarget: Sendable, Equatable {
  case output
  case path(StatePath)
}

/// A kind of event and an id of that kind: what `expect note link-lost` names (docs/reference.md
/// §4.10 lists the ids of each kind).
public enum EventRef: Sendable, Equatable, CustomStringConvertible {
  case note(Note.ID)
  case ui(UIEvent.ID)
  case log(LogEvent.ID)
  case action(ActionEvent.ID)
  /// The rejection of the last command.
  case error(Rejection.ID)
  case warning(Warning.ID)

  /// The kinds `expect` takes, with every id of each.
  public static let kinds: [(kind: String, ids: [String])] = [
    ("note", Note.ID.allCases.map(\.rawValue)),
    ("ui", UIEvent.ID.allCases.map(\.rawValue)),
    ("log", LogEvent.ID.allCases.map(\.rawValue)),
    ("action", ActionEvent.ID.allCases.map(\.rawValue)),
    ("error", Rejection.ID.allCases.map(\.rawValue)),
    ("warning", Warning.ID.allCases.map(\.rawValue)),
  ]

  public static var kindNames: [String] { kinds.map(\.kind) }

  /// The event `kind id` names, nil when the id is not one of that kind's.
  public init?(kind: String, id: String) {
    let made: EventRef? =
      switch kind {
      case "note": Note.ID(rawValue: id).map(EventRef.note)
      case "ui": UIEvent.ID(rawValue: id).map(EventRef.ui)
      case "log": LogEvent.ID(rawValue: id).map(EventRef.log)
      case "action": ActionEvent.ID(rawValue: id).map(EventRef.action)
      case "error": Rejection.ID(rawValue: id).map(EventRef.error)
      case "warning": Warning.ID(rawValue: id).map(EventRef.warning)
      default: nil
      }
    guard let made else { return nil }
    self = made
  }

  public var kind: String {
    switch self {
    case .note: "note"
    case .ui: "ui"
    case .log: "log"
    case .action: "action"
    case .error: "error"
    case .warning: "warning"
    }
  }

  public var id: String {
    switch self {
    case .note(let n): n.rawValue
    case .ui(let u): u.rawValue
    case .log(let l): l.rawValue
    case .action(let a): a.rawValue
    case .error(let r): r.rawValue
    case .warning(let w): w.rawValue
    }
  }

  public var description: String { kind + " " + id }

  /// Whether the step has such an event.
  public func isIn(_ step: Step) -> Bool {
    switch self {
    case .note(let n): step.has(n)
    case .ui(let u): step.has(u)
    case .log(let l): step.has(l)
    case .action(let a):
      step.events.contains { if case .action(let e) = $0 { e.id == a } else { false } }
    case .error(let r): step.rejection?.id == r
    case .warning(let w): step.warnings.contains { $0.id == w }
    }
  }

  /// The ids of this kind the step has, in order.
  package func ids(in step: Step) -> [String] {
    switch self {
    case .note: step.notes.map(\.id.rawValue)
    case .ui: step.ui.map(\.id.rawValue)
    case .log: step.log.map(\.id.rawValue)
    case .action: step.actions.compactMap { $0.action?.id.rawValue }
    case .error: step.rejection.map { [$0.id.rawValue] } ?? []
    case .warning: step.warnings.map(\.id.rawValue)
    }
  }
}
