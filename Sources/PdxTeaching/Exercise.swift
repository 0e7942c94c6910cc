import PdxCommands
import PdxExplore
import PdxLanguage
import PdxRunner
import PdxScripts
import PokedexCore

/// A find-the-bug exercise (`pdx exercise FILE`, docs/reference.md §9.4): a `.pdx` whose
/// opening comment plants knobs at their pitfall, names the rule the student must see broken,
/// and gives hints. The lines of that comment that say so:
///
///     # exercise: onchange-initial off
///     # rule: no-stuck-link
///     # hint: «La vista aparece con el enlace ya puesto…» (lección 001)
///     # en: hint: «The view appears with the link already set…» (lesson 001)
///
/// `exercise:` may come more than once (one knob each); `hint:` lines are Spanish, `en: hint:`
/// their English, in the same order. The other lines of the comment are its title and
/// introduction, as a walkthrough's. The commands below the comment set the scene: they run
/// when the exercise starts, in the planted world. For `pdx run` and `pdx test` those lines are
/// comments, and the script runs in the faithful world, where it passes.
public struct Exercise: Sendable {
  public var path: String
  public var planted: [(knob: Knob, faithful: Bool)]
  public var rule: Rule
  public var hints: [Words]
  /// The title and introduction, in each language (`en: ` lines English, the others Spanish).
  public var text: Words
  /// The platform the exercise runs on: the planted knob's, when it exists on one only.
  public var platform: Plataforma?

  /// The exercise a script's opening comment declares; nil when it declares none (a
  /// walkthrough). A wrong declaration is a script error at its line (exit 2).
  public static func read(_ script: Script) throws(ScriptError) -> Exercise? {
    var planted: [(knob: Knob, faithful: Bool)] = []
    var rule: Rule?
    var spanishHints: [String] = []
    var englishHints: [String] = []
    var es: [String] = []
    var en: [String] = []
    var declares = false
    for (i, raw) in script.header.enumerated() {
      let line = i + 1
      var text = raw.trimmingBlanks()
      let english = text.hasPrefix("en: ")
      if english { text = String(text.dropFirst(4)).trimmingBlanks() }
      if let rest = directive(text, "exercise:") {
        declares = true
        planted.append(try knob(rest, script.path, line))
      } else if let rest = directive(text, "rule:") {
        declares = true
        guard let found = Rules.named(rest) else {
          let names = Rules.all.map(\.name)
          throw ScriptError(
            path: script.path, line: line, column: 1,
            Words(
              en: "unknown rule \(Quoting.guillemets(rest)) in «# rule:» (expected one of"
                + " \(names.joined(separator: ", ")))",
              es: "regla desconocida \(Quoting.guillemets(rest)) en «# rule:» (se esperaba una"
                + " de \(names.joined(separator: ", ")))")
              + Words.didYouMean(Suggest.closest(rest, in: names)))
        }
        rule = found
      } else if let rest = directive(text, "hint:") {
        declares = true
        if english { englishHints.append(rest) } else { spanishHints.append(rest) }
      } else if english {
        en.append(text)
      } else {
        es.append(text)
      }
    }
    guard declares else { return nil }
    guard let rule, !planted.isEmpty else {
      throw ScriptError(
        path: script.path, line: 1, column: 1,
        Words(
          en: "an exercise names its planted knob (# exercise: KNOB VALUE) and the rule the"
            + " student must see broken (# rule: NAME)",
          es: "un ejercicio nombra su palanca plantada (# exercise: PALANCA VALOR) y la regla"
            + " que el alumno tiene que ver rota (# rule: NOMBRE)"))
    }
    let platforms = Set(planted.compactMap(\.knob.declaration.platform))
    let hints = spanishHints.enumerated().map { i, es in
      Words(en: i < englishHints.count ? englishHints[i] : es, es: es)
    }
    return Exercise(
      path: script.path, planted: planted, rule: rule, hints: hints,
      text: Words(
        en: (en.isEmpty ? es : en).joined(separator: " "), es: es.joined(separator: " ")),
      platform: platforms.count == 1 ? platforms.first : nil)
  }

  /// `exercise: onchange-initial off`: a knob at its pitfall.
  static func knob(_ rest: String, _ path: String, _ line: Int) throws(ScriptError) -> (
    knob: Knob, faithful: Bool
  ) {
    let words = rest.split(separator: " ").map(String.init)
    let names = Knob.allCases.filter(\.declaration.reproducesBug).map(\.name)
    guard words.count == 2, let knob = Knob.named(words[0]), knob.declaration.reproducesBug else {
      let given = Quoting.guillemets(words.first ?? "")
      throw ScriptError(
        path: path, line: line, column: 1,
        Words(
          en: "unknown knob \(given) in «# exercise: KNOB VALUE» (expected one of"
            + " \(names.joined(separator: ", ")))",
          es: "palanca desconocida \(given) en «# exercise: PALANCA VALOR» (se esperaba una de"
            + " \(names.joined(separator: ", ")))")
          + Words.didYouMean(Suggest.closest(words.first ?? "", in: names)))
    }
    let d = knob.declaration
    guard words[1] == d.pitfall else {
      throw ScriptError(
        path: path, line: line, column: 1,
        Words(
          en: "# exercise: \(knob.name) plants its pitfall, \(d.pitfall) (\(d.faithful) is the"
            + " lesson's fix), not \(Quoting.guillemets(words[1]))",
          es: "# exercise: \(knob.name) planta su fallo, \(d.pitfall) (\(d.faithful) es el"
            + " arreglo de la lección), no \(Quoting.guillemets(words[1]))"))
    }
    return (knob, false)
  }

  static func directive(_ text: String, _ name: String) -> String? {
    guard text.hasPrefix(name) else { return nil }
    return String(text.dropFirst(name.count)).trimmingBlanks()
  }
}
