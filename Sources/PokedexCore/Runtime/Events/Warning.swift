/// Printed after every step while something is off: the screen and the state tell different
/// stories (`report-dismissals off`, the lesson's «dos relatos distintos»). A value with a
/// stable id (docs/reference.md §4.10).
public enum Warning: Sendable, Equatable {
  /// A tab's controllers on screen differ from the state's stack.
  case stackDiverged(Pestana, screen: [Int], state: [Int])
  /// What the screen presents differs from the dialog the state shows.
  case presentationDiverged(screen: String?, state: String?)
}

extension Warning {
  public enum ID: String, CaseIterable, Sendable {
    case stackDiverged = "stack-diverged"
    case presentationDiverged = "presentation-diverged"
  }

  public var id: ID {
    switch self {
    case .stackDiverged: .stackDiverged
    case .presentationDiverged: .presentationDiverged
    }
  }

  public var fields: [Field] {
    switch self {
    case .stackDiverged(let tab, let screen, let state):
      [
        .init("tab", .symbol(tab.rawValue)), .init("screen", .ints(screen)),
        .init("state", .ints(state)),
      ]
    case .presentationDiverged(let screen, let state):
      [.init("screen", Value.optional(screen)), .init("state", Value.optional(state))]
    }
  }
}
