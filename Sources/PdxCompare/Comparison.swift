import PdxLanguage
import PdxScripts
import PokedexCore

/// What `pdx compare` found (docs/reference.md §4.5): one script run on iOS and on Android in
/// lockstep, and, line by line, only where the two worlds came apart or came back together. A
/// value: the renderer prints it, tests assert on it.
public struct Comparison: Sendable, Equatable {
  /// The script's lines that ran on both sides, but `expect` lines (the lines of included
  /// files counted one by one).
  public var commands: Int
  /// The `expect` lines that ran.
  public var expectations: Int
  /// One per line at which the two sides differ, in the order they ran.
  public var differences: [Difference]
  /// The language the sides ran in: their reasons and notes are in it, and so is the text
  /// `CompareRenderer` makes of the comparison.
  public var language: Language

  public var agree: Bool { differences.isEmpty }

  public init(
    commands: Int, expectations: Int, differences: [Difference], language: Language = .en
  ) {
    self.commands = commands
    self.expectations = expectations
    self.differences = differences
    self.language = language
  }
}

/// One line of the script, and how the two sides differed at it.
public struct Difference: Sendable, Equatable {
  /// Where the line is; nil for the fresh world's launch.
  public var location: Location?
  /// The line as written, passwords masked (docs/reference.md §6.1).
  public var command: String
  public var items: [Item]

  /// Whether the line is an `expect` (its difference is that it holds on one side only).
  public var isExpectation: Bool {
    items.contains { if case .expectation = $0 { true } else { false } }
  }

  public init(location: Location?, command: String, items: [Item]) {
    self.location = location
    self.command = command
    self.items = items
  }

  public enum Item: Sendable, Equatable {
    /// The command was accepted on one side and rejected on the other.
    case verdict(ios: Verdict, android: Verdict)
    /// The `expect` holds on one side and fails on the other: nil where it holds, else what
    /// that side has instead.
    case expectation(ios: String?, android: String?)
    /// A path the line set apart (or set apart differently): its value on each side after it.
    case path(StatePath, ios: Value, android: Value)
    /// Events (`note ID`, `ui ID`) the line's step printed on one side only: what each side
    /// has that the other lacks.
    case events(ios: [String], android: [String])
    /// Paths that differed before the line and agree after it.
    case converged([StatePath])
    /// A word on how compare ran the line (`platform X`), in the comparison's language.
    case note(String)
  }
}

/// Whether a side took the command (a rejection's reason in the comparison's language).
public enum Verdict: Sendable, Equatable, CustomStringConvertible {
  case accepted
  case rejected(String)

  /// In English.
  public var description: String { text(.en) }

  public func text(_ language: Language) -> String {
    switch self {
    case .accepted: Words(en: "accepted", es: "aceptada")(language)
    case .rejected(let why): Verdict.rejectedLabel(language) + why
    }
  }

  /// What starts a rejection's line, as a session writes it in a failure (`rejected: …`).
  static func rejectedLabel(_ language: Language) -> String {
    Words(en: "rejected: ", es: "rechazada: ")(language)
  }
}

/// The script is wrong (it cannot be read, a line is malformed, a password is missing): one
/// message naming `file:line`, then the `run` lines it was included from. pdx exits 2.
public struct CompareError: Error, Sendable, Equatable {
  public var message: String
  /// `  included from a.pdx:3`, innermost first.
  public var trail: [String]

  public init(_ message: String, trail: [String] = []) {
    self.message = message
    self.trail = trail
  }
}
