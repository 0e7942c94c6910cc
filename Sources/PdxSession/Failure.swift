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
  /// For a transcript that differs: the line of the command whose output it is (`location`
  /// is then the first transcript line that differs), and the unified line diff.
  public var transcriptOf: Int?
  public var diff: [String] = []
}
