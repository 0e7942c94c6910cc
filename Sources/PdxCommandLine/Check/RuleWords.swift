import PdxExplore
import PdxLanguage

/// The rules' own words (their statements, lessons and breaches) are made in
/// Sources/PdxExplore; pdx reads them here and nowhere else, with the language it
/// speaks, so that asking the rules for another language is a change to this file alone.
enum RuleWords {
  /// Every rule `pdx check` checks: the rules, then the search's own.
  static var all: [Rule] { Rules.checked }

  static func statement(_ rule: Rule, _ language: Language) -> String { rule.statement(language) }
  static func lesson(_ rule: Rule, _ language: Language) -> String { rule.lesson }
  static func breach(_ breach: Breach, _ language: Language) -> String { breach.words(language) }
  /// The counterexample as a `.pdx` script, its comments in `language`.
  static func script(_ found: Counterexample, _ language: Language) -> String {
    found.script(in: language)
  }
}
