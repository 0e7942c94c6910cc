import PdxScripts

/// A flow that went otherwise than the script says: exit 1.
public struct Failure: Sendable, Equatable {
  public var location: Location?
  public var command: String
  /// The `-` lines.
  public var expected: [String]
  /// The `+` lines.
  public var actual: [String]
  /// The `run FILE` lines the failing line was included from, innermost first (empty for a
  /// line of the script itself, or one typed).
  public var includedFrom: [Location] = []
  /// The column of `location` (1-based, in characters): a failure is a whole line's, so 1.
  public var column = 1
  /// For a transcript that differs: the line of the command whose output it is (`location`
  /// is then the first transcript line that differs), and the unified line diff.
  public var transcriptOf: Int?
  public var diff: [String] = []
}

/// A place in a script, as values: what JSON, TAP, JUnit and GitHub's annotations point at.
public struct Place: Sendable, Equatable {
  public var file: String
  /// 0 for the whole file (it could not be read).
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int = 1) {
    self.file = file
    self.line = line
    self.column = column
  }
}

extension Failure {
  /// Where it failed, when it failed in a file.
  public var place: Place? {
    location.map { Place(file: $0.path, line: $0.line, column: column) }
  }
}
