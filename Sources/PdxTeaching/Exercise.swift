import PdxCommands
import PdxExplore
import PdxLanguage
import PdxScripts
import PdxText
import PokedexCore

/// A find-the-bug exercise (`pdx exercise FILE`, docs/reference.md §9.4): a `.pdx` whose
/// opening comment plants knobs at their pitfall, names the rule the student must see broken,
/// and gives hints. The lines of that comment that say so:
///
///     # exercise: onchange-initial off
///     # rule: no-stuck-link
///     # platform: android
///     # hint: «La vista aparece con el enlace ya puesto…» (lección 001)
///     # en: hint: «The view appears with the link already set…» (lesson 001)
///
/// `exercise:` may come more than once (one knob each); `platform:` picks the platform for
/// knobs that exist on both (iOS without it); `hint:` lines are Spanish, `en: hint:`
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
  /// The platform the exercise runs on: the one `# platform:` names, else the planted knob's
  /// when it exists on one only; nil for iOS, the fresh world's.
  public var platform: Plataforma?
  /// Whether the file names its knobs sealed (`# sealed:`), the student's form.
  public var sealed = false
  /// The opening comment's lines as the student's form has them (`# sealed:` for each
  /// `# exercise:`), each with its `#`: what `save` writes at the top.
  public var sealedHeader: [String] = []
  /// The opening: the commands below the comment, as written, with their lines.
  public var opening: [(line: Int, text: String)] = []

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
    var sealed = false
    var declared: (platform: Plataforma, line: Int)?
    let salt = Seal.salt(script.header)
    var sealedHeader: [String] = []
    for (i, raw) in script.header.enumerated() {
      let line = i + 1
      var text = raw.trimmingBlanks()
      let english = text.hasPrefix("en: ")
      if english { text = String(text.dropFirst(4)).trimmingBlanks() }
      sealedHeader.append(raw.isEmpty ? "#" : "# " + raw)
      if let rest = directive(text, "exercise:") {
        declares = true
        let found = try knob(rest, script.path, line)
        planted.append(found)
        sealedHeader[sealedHeader.count - 1] =
          "# sealed: " + Seal.seal(found.knob, salt: salt)
      } else if let rest = directive(text, "sealed:") {
        declares = true
        sealed = true
        guard let knob = Seal.open(rest) else {
          throw ScriptError(
            path: script.path, line: line, column: 1,
            Words(
              en: "«# sealed: \(rest)» matches no knob of this pdx: the line was changed, or"
                + " sealed by a pdx with other knobs; ask for the exercise again (a teacher"
                + " seals it again with pdx exercise --seal)",
              es: "«# sealed: \(rest)» no corresponde a ninguna palanca de este pdx: la línea"
                + " cambió, o la selló un pdx con otras palancas; pide el ejercicio otra vez"
                + " (quien enseña lo vuelve a sellar con pdx exercise --seal)"))
        }
        planted.append((knob, false))
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
      } else if let rest = directive(text, "platform:") {
        guard let platform = Plataforma(rawValue: rest) else {
          throw ScriptError(
            path: script.path, line: line, column: 1,
            Words(
              en: "unknown platform \(Quoting.guillemets(rest)) in «# platform:» (expected ios or"
                + " android)",
              es: "plataforma desconocida \(Quoting.guillemets(rest)) en «# platform:» (se"
                + " esperaba ios o android)"))
        }
        declared = (platform, line)
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
    var opening: [(line: Int, text: String)] = []
    for l in script.lines {
      if case .command(let text, _) = l.kind { opening.append((l.number, text)) }
    }
    guard let rule, !planted.isEmpty else {
      throw ScriptError(
        path: script.path, line: 1, column: 1,
        Words(
          en: "an exercise names its planted knob (# exercise: KNOB VALUE, or sealed) and the"
            + " rule the student must see broken (# rule: NAME)",
          es: "un ejercicio nombra su palanca plantada (# exercise: PALANCA VALOR, o sellada) y"
            + " la regla que el alumno tiene que ver rota (# rule: NOMBRE)"))
    }
    let platforms = Set(planted.compactMap(\.knob.declaration.platform))
    if let declared, let other = platforms.first(where: { $0 != declared.platform }) {
      // Which knob is not said: a sealed file's line would give its knob away.
      throw ScriptError(
        path: script.path, line: declared.line, column: 1,
        Words(
          en: "«# platform: \(declared.platform.rawValue)»: a planted knob exists only on"
            + " \(other.rawValue); leave the line out, or plant a knob of both platforms",
          es: "«# platform: \(declared.platform.rawValue)»: una palanca plantada solo existe en"
            + " \(other.rawValue); quita la línea, o planta una palanca de las dos plataformas"))
    }
    let hints = spanishHints.enumerated().map { i, es in
      Words(en: i < englishHints.count ? englishHints[i] : es, es: es)
    }
    return Exercise(
      path: script.path, planted: planted, rule: rule, hints: hints,
      text: Words(
        en: (en.isEmpty ? es : en).joined(separator: " "), es: es.joined(separator: " ")),
      platform: declared?.platform ?? (platforms.count == 1 ? platforms.first : nil),
      sealed: sealed,
      sealedHeader: sealedHeader, opening: opening)
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

/// The seal of an exercise's knob (docs/reference.md §9.4): `SALT-HASH`, a salt made from the
/// exercise's own comment (so one knob seals differently in two exercises) and an FNV-1a hash
/// of the salt with the knob and its pitfall. It keeps the answer out of sight, not secret: pdx
/// opens it by trying every knob.
public enum Seal {
  /// Eight hex digits from the comment's lines, without those that name or seal a knob.
  static func salt(_ header: [String]) -> String {
    var h = FNV()
    for line in header {
      let text = line.trimmingBlanks()
      if text.hasPrefix("exercise:") || text.hasPrefix("sealed:") { continue }
      h.add(text)
    }
    return String(hex(h.value).prefix(8))
  }

  /// `SALT-HASH` for `knob` at its pitfall.
  public static func seal(_ knob: Knob, salt: String) -> String {
    salt + "-" + hash(knob, salt: salt)
  }

  static func hash(_ knob: Knob, salt: String) -> String {
    var h = FNV()
    h.add("pdx-seal 1")
    h.add(salt)
    h.add(knob.name + " " + knob.declaration.pitfall)
    return hex(h.value)
  }

  /// The knob `seal` names, when one does.
  public static func open(_ seal: String) -> Knob? {
    let parts = seal.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 8, parts[1].count == 16 else { return nil }
    let salt = String(parts[0])
    return Knob.allCases.first {
      $0.declaration.reproducesBug && hash($0, salt: salt) == parts[1]
    }
  }

  /// Sixteen hex digits, zeros in front.
  static func hex(_ n: UInt64) -> String {
    let digits = String(n, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  struct FNV {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    mutating func add(_ text: String) {
      for b in text.utf8 {
        value ^= UInt64(b)
        value &*= 0x0000_0100_0000_01B3
      }
      value ^= 0x0A
      value &*= 0x0000_0100_0000_01B3
    }
  }
}
