import PdxLanguage
import PdxScripts

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
  public static let mark = WrittenKind.counterexample.mark

  /// The script, its comment lines in English.
  public var script: String { script(in: .en) }

  /// The script, its comment lines (what was found, the rule, what broke) in `language`; the
  /// mark, the setup, the commands and the `expect` are the same in every language, so the
  /// script replays, and is pdx's to replace, in any.
  public func script(in language: Language) -> String {
    var lines = [
      Words(en: Self.mark, es: WrittenKind.spanishCounterexampleMark)(language)
        + Words(
          en: " the shortest way to break a rule from a fresh world.",
          es: " la forma más corta de romper una regla desde un mundo nuevo.")(language),
      Words(en: "## Rule ", es: "## Regla ")(language) + rule.name + " ("
        + rule.origin(language) + "): " + rule.statement(language) + ".",
      Words(en: "## It breaks at the last command: ", es: "## Se rompe en la última orden: ")(
        language) + breach.words(language) + ".",
    ]
    lines += setup
    lines += steps
    lines.append(breach.expect)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The summary's line on what broke: `rule NAME broke (lesson …): what happened`.
  public func headline(_ language: Language) -> String {
    Words(en: "rule ", es: "la regla ")(language) + rule.name
      + Words(en: " broke (", es: " se rompió (")(language) + rule.origin(language) + "): "
      + breach.words(language)
  }
}
