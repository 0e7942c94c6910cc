import PdxCommands
import PdxExplore
import PdxLanguage
import PdxScripts
import PdxSession
import PokedexCore

/// The teacher's check of an exercise (`pdx exercise --check FILE…`, docs/reference.md §9.4):
/// the exercise is a claim that its planted knob breaks its rule from its opening, and the
/// checker proves it, with the shortest way there; it also says which other knobs break the
/// same rule from the same opening within the same depth (what a near miss looks like), and
/// reads the file's words for anything that would give the answer away.
public struct ExerciseCheck {
  /// A knob that breaks the rule from the opening: the commands after it, and what broke.
  public struct Finding: Sendable {
    public var knob: Knob
    public var steps: [String]
    public var breach: Breach
  }

  public var exercise: Exercise
  /// What makes the exercise unfit to ship, each a sentence; empty when it is fit.
  public var problems: [Words] = []
  /// The planted knob's shortest way to break the rule; nil when it does not within the depth.
  public var found: Finding?
  /// Other knobs that break the rule from the opening within the found depth.
  public var nearMisses: [Finding] = []
  public var depth: Int

  /// The search's default depth after the opening: what a student finds by hand.
  public static let defaultDepth = 4

  /// Checks `exercise`, read from `script`, searching `depth` commands deep after its opening.
  public static func run(_ exercise: Exercise, script: Script, depth: Int = defaultDepth)
    -> ExerciseCheck
  {
    var check = ExerciseCheck(exercise: exercise, depth: depth)
    check.problems += words(exercise)
    let platform = exercise.platform ?? .ios
    let planted = exercise.planted
    let opened = open(exercise, script: script, planted: planted, platform: platform)
    check.problems += opened.problems
    guard opened.problems.isEmpty else { return check }
    guard let mine = search(exercise.rule, from: opened.world, platform: platform, depth: depth)
    else {
      let knobs = planted.map { "\($0.knob.name) \($0.knob.declaration.pitfall)" }
        .joined(separator: ", ")
      let commands = Numbers.counted(depth, ("command", "commands"), ("orden", "órdenes"))
      check.problems.append(
        Words(
          en: "it cannot be solved: \(knobs) does not break \(exercise.rule.name) within"
            + " \(commands.en) after the opening (a deeper --depth, or another opening)",
          es: "no se puede resolver: \(knobs) no rompe \(exercise.rule.name) en \(commands.es)"
            + " después de la apertura (una --depth mayor, u otra apertura)"))
      return check
    }
    check.found = Finding(knob: planted[0].knob, steps: mine.steps, breach: mine.breach)
    let within = max(1, mine.steps.count)
    // Without the knob the rule must hold: else what the student sees is not its fault.
    let faithful = open(exercise, script: script, planted: [], platform: platform)
    if faithful.problems.isEmpty,
      let broken = search(exercise.rule, from: faithful.world, platform: platform, depth: within)
    {
      check.problems.append(
        Words(
          en: "the rule breaks without the knob too (after "
            + broken.steps.joined(separator: ", ") + "): the student would see a fault the"
            + " knob did not cause",
          es: "la regla se rompe también sin la palanca (después de "
            + broken.steps.joined(separator: ", ") + "): el alumno vería un fallo que la"
            + " palanca no causó"))
    }
    for knob in Knob.allCases
    where knob.declaration.reproducesBug && !planted.contains(where: { $0.knob == knob })
      && (knob.declaration.platform ?? platform) == platform
    {
      let other = open(exercise, script: script, planted: [(knob, false)], platform: platform)
      guard other.problems.isEmpty,
        let near = search(exercise.rule, from: other.world, platform: platform, depth: within)
      else { continue }
      check.nearMisses.append(Finding(knob: knob, steps: near.steps, breach: near.breach))
    }
    return check
  }

  /// The world after the opening, run with `planted`, and what went wrong running it.
  static func open(
    _ exercise: Exercise, script: Script, planted: [(knob: Knob, faithful: Bool)],
    platform: Plataforma
  ) -> (world: World, problems: [Words]) {
    let en = run(exercise, script: script, planted: planted, platform: platform, in: .en)
    var problems: [Words] = []
    if let failure = en.failure {
      // The session's own words (a rejection, a failed expect) in the check's language: the
      // opening again, in Spanish; it is short, and only a broken exercise pays for it.
      let es = run(exercise, script: script, planted: planted, platform: platform, in: .es)
      problems.append(Words(en: failure, es: es.failure ?? failure))
    }
    if !planted.isEmpty, let (line, breach) = en.breach {
      problems.append(
        Words(
          en: "the rule breaks in the opening itself, at line \(line) (\(breach.words.en)): the"
            + " student has nothing to find",
          es: "la regla se rompe en la propia apertura, en la línea \(line) (\(breach.words.es)):"
            + " el alumno no tiene nada que encontrar"))
    }
    return (en.world, problems)
  }

  /// The opening run once in `language`: the world after it, why it failed (in that
  /// language), and where the rule first broke during it.
  private static func run(
    _ exercise: Exercise, script: Script, planted: [(knob: Knob, faithful: Bool)],
    platform: Plataforma, in language: Language
  ) -> (world: World, failure: String?, breach: (line: Int, Breach)?) {
    var options = SessionOptions()
    options.platform = platform
    options.hayCuentas = true
    options.language = language
    final class Seen { var breach: (line: Int, Breach)? }
    let seen = Seen()
    let rule = exercise.rule
    let observer = { (ran: RanStep) in
      guard seen.breach == nil, let action = ran.action, !ran.step.isRejected else { return }
      let input = RuleInput(
        before: ran.before, after: ran.after, action: action, step: ran.step, shown: ran.command,
        passwords: [])
      if rule.reads(action), let found = Rules.firstBreach(input, checking: [rule])?.1 {
        seen.breach = (ran.location?.line ?? 0, found)
      }
    }
    let session = Session(
      options: options, sink: .discard, diagnostic: { _ in }, observer: observer,
      planted: planted)
    session.start()
    var failures: [Failure] = []
    let outcome = session.runScript(script, failures: &failures)
    let fails = Words(en: "the opening fails", es: "la apertura falla")(language)
    let failure: String? =
      switch outcome {
      case .ok, .quit: nil
      case .failed(let f):
        Words(en: "the opening fails at line", es: "la apertura falla en la línea")(language)
          + " \(f.location.map { "\($0.line)" } ?? "?") (\(f.command)): "
          + f.actual.joined(separator: "; ")
      case .rejected(let why), .scriptError(let why): fails + ": " + why
      case .interrupted: Words(en: "interrupted", es: "interrumpida")(language)
      }
    return (session.store.world, failure, seen.breach)
  }

  /// The shortest way from `world` to break `rule`, within `depth` commands.
  static func search(_ rule: Rule, from world: World, platform: Plataforma, depth: Int)
    -> (steps: [String], breach: Breach)?
  {
    var options = StateSpace.Options()
    options.depth = depth
    options.platforms = [platform]
    options.rules = [rule]
    options.start = { _ in world }
    guard let found = StateSpace(options).run().counterexample else { return nil }
    return (found.steps.map(Secrets.masked), found.breach)
  }

  /// What in the file's words gives the answer away: the planted knob's name, path or code
  /// (`Knob.phrases`), six words in a row of what `help set` says beside it (its lesson
  /// sentence, what it changes), or its walkthrough's name as the file's.
  public static func words(_ exercise: Exercise) -> [Words] {
    var problems: [Words] = []
    let file = String(exercise.path.split(separator: "/").last ?? "")
    for (knob, _) in exercise.planted {
      let texts =
        [exercise.text.en, exercise.text.es, file]
        + exercise.hints.flatMap { [$0.en, $0.es] }
      for phrase in knob.phrases {
        guard let text = texts.first(where: { $0.contains(phrase) }) else { continue }
        problems.append(
          Words(
            en: "its words name the knob's cause («\(phrase)» in «\(text)»)",
            es: "sus palabras nombran la causa de la palanca («\(phrase)» en «\(text)»)"))
      }
      let beside = [knob.declaration.sentence, English.changes(knob), Spanish.changes(knob)]
      for text in texts {
        guard let run = sixWords(text, in: beside) else { continue }
        problems.append(
          Words(
            en: "its words repeat what help set says of the knob («\(run)»)",
            es: "sus palabras repiten lo que help set dice de la palanca («\(run)»)"))
      }
      let walkthrough = stem(String(knob.declaration.example.split(separator: "/").last ?? ""))
      if stem(file) == walkthrough {
        problems.append(
          Words(
            en: "its name is the knob's walkthrough's (\(knob.declaration.example))",
            es: "su nombre es el del recorrido de la palanca (\(knob.declaration.example))"))
      }
    }
    if exercise.hints.isEmpty {
      problems.append(Words(en: "it gives no hint", es: "no da ninguna pista"))
    }
    return problems
  }

  /// `01-el-toque.pdx` → `el-toque`.
  static func stem(_ name: String) -> String {
    var s = Substring(name)
    if s.hasSuffix(".pdx") { s = s.dropLast(4) }
    if let dash = s.firstIndex(of: "-"), s[..<dash].allSatisfy(\.isNumber) {
      s = s[s.index(after: dash)...]
    }
    return String(s)
  }

  /// Six words of `text` in a row that one of `others` has too (case and punctuation aside).
  static func sixWords(_ text: String, in others: [String]) -> String? {
    func words(_ s: String) -> [String] {
      s.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }
    let mine = words(text)
    guard mine.count >= 6 else { return nil }
    let theirs = others.map { " " + words($0).joined(separator: " ") + " " }
    for i in 0...(mine.count - 6) {
      let run = mine[i..<i + 6].joined(separator: " ")
      if theirs.contains(where: { $0.contains(" " + run + " ") }) { return run }
    }
    return nil
  }

  /// The report's lines: the verdict, then (for the teacher's form) the way there and the
  /// near misses; a sealed file's verdict names no knob.
  public func lines(_ language: Language) -> [String] {
    let rule = exercise.rule.name
    let path = exercise.path
    guard problems.isEmpty, let found else {
      return ["\(path): ✗"] + problems.map { "  " + $0(language) }
    }
    let n = found.steps.count
    let commands = Numbers.counted(n, ("command", "commands"), ("orden", "órdenes"))
    let others = Numbers.counted(
      nearMisses.count, ("other knob", "other knobs"), ("palanca más", "palancas más"))
    if exercise.sealed {
      let one = nearMisses.count == 1
      return [
        Words(
          en: "\(path): ✓ sealed: its knob breaks \(rule) in \(commands.en) after the opening;"
            + " \(others.en) \(one ? "breaks" : "break") it within as many (the teacher's copy"
            + " names \(one ? "it" : "them"))",
          es: "\(path): ✓ sellado: su palanca rompe \(rule) en \(commands.es) después de la"
            + " apertura; \(others.es) la \(one ? "rompe" : "rompen") en otras tantas (la copia"
            + " del profesor \(one ? "la nombra" : "las nombra"))")(language)
      ]
    }
    let knob = "\(found.knob.name) \(found.knob.declaration.pitfall)"
    var out = [
      Words(
        en: "\(path): ✓ \(knob) breaks \(rule) in \(commands.en) after the opening:",
        es: "\(path): ✓ \(knob) rompe \(rule) en \(commands.es) después de la apertura:")(
          language)
    ]
    out += found.steps.map { "    " + $0 }
    out.append("  " + found.breach.words(language))
    if nearMisses.isEmpty {
      out.append(
        Words(
          en: "  no other knob breaks \(rule) from this opening within \(commands.en)",
          es: "  ninguna otra palanca rompe \(rule) desde esta apertura en \(commands.es)")(
            language))
    } else {
      out.append(
        Words(
          en: "  other knobs that break \(rule) from this opening within \(commands.en):",
          es: "  otras palancas que rompen \(rule) desde esta apertura en \(commands.es):")(
            language))
      for near in nearMisses {
        out.append(
          "    \(near.knob.name) \(near.knob.declaration.pitfall): "
            + near.steps.joined(separator: ", ") + " (" + near.breach.words(language) + ")")
      }
    }
    return out
  }
}
