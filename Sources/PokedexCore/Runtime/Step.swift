/// One action the core processed: the command's own or a follow-up (a view built, an observer
/// fired, an effect finished), with everything it did.
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

  var isEmpty: Bool { changes.isEmpty && ui.isEmpty && log.isEmpty && notes.isEmpty }
}

/// What one command did, as a value: the actions in causal order, or the reason it was
/// rejected (then the world is exactly as before).
public struct Step: Sendable, Equatable {
  public var number: Int
  public var actions: [ActionRecord] = []
  /// Printed after every step while something is off, such as a screen that diverged.
  public var warnings: [String] = []
  /// Set when the command was rejected: why, in one sentence.
  public var error: String?

  public init(number: Int) { self.number = number }

  public var changes: [Change] { actions.flatMap(\.changes) }
  public var ui: [String] { actions.flatMap(\.ui) }
  public var log: [String] { actions.flatMap(\.log) }
  public var notes: [String] { actions.flatMap(\.notes) }

  /// The last value a path took in this step, if it changed.
  public func change(_ path: String) -> Change? { changes.last { $0.path == path } }
}

/// A command that is not possible right now, and why.
public struct Rejection: Error, Sendable, Equatable {
  public let reason: String
  public init(_ reason: String) { self.reason = reason }
}
