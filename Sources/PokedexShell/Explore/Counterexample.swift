import PokedexCore

/// The shortest way to break a rule, as a `.pdx` script: the setup that made the search's root
/// (platform, accounts, knobs), the commands, and an `expect` that fails where the rule broke.
/// `pdx run` replays it and fails at that line, with exit 1.
public struct Counterexample: Sendable {
  public var rule: Rule
  public var breach: Breach
  /// `platform android`, `set KNOB VALUE`, `restart`: what the search started from.
  public var setup: [String]
  /// The commands, in order; the last one broke the rule.
  public var steps: [String]

  /// How the script's first line starts: pdx replaces a `.pdx` file holding it (`--out`).
  public static let mark = "# Found by pdx check:"

  public var script: String {
    var lines = [
      Self.mark + " the shortest way to break a rule from a fresh world.",
      "## Rule \(rule.name) (lesson \(rule.lesson)): \(rule.statement).",
      "## It breaks at the last command: \(breach.message).",
    ]
    lines += setup
    lines += steps
    lines.append(breach.expect)
    return lines.joined(separator: "\n") + "\n"
  }
}
