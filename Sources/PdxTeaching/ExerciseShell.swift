import PdxCommands
import PdxExplore
import PdxLanguage
import PdxRunner
import PdxScripts
import PdxSession
import PdxText
import PokedexCore

/// The shell of `pdx exercise FILE` (docs/reference.md §9.4): the normal session, in a world
/// whose planted knobs are hidden, watched by the exercise's rule, with two commands of its
/// own, `hint` and `answer KNOB`. The front end hands it lines (typed, or from a pipe).
public final class ExerciseShell {
  public let exercise: Exercise
  public let session: Session
  /// Answers given (a knob's name; a name that is no knob is not counted).
  public private(set) var attempts = 0
  public private(set) var hintsGiven = 0
  public private(set) var solved = false
  /// The planted knobs named so far.
  var named: Set<Knob> = []
  /// The commands run since the world was fresh: what the breach's report lists.
  var commands: [String] = []
  /// Whether the rule is broken now: reported when it breaks, once until it holds again.
  var broken = false
  var breach: Breach?
  let language: Language
  /// Where the exercise's own lines go, unmasked: the student's answers and their verdicts.
  let say: (String) -> Void

  /// A session for `exercise`, its output masked (`ExerciseShell.mask`) on its way to `emit`,
  /// which gets lines ready to write as they are (controls escaped, colour codes kept). The
  /// session's sentences are not wrapped: a knob's name cut across two lines could not be
  /// hidden (the terminal wraps them).
  public init(
    exercise: Exercise, options: SessionOptions, emit: @escaping (String) -> Void,
    diagnostic: @escaping (String) -> Void
  ) {
    var options = options
    if let only = exercise.platform { options.platform = only }
    self.exercise = exercise
    language = options.language
    // The exercise's own lines hold what the student typed: its controls shown as escapes, as
    // every line of text pdx prints (the session's lines come escaped already, colours kept).
    say = { emit(Visible.text($0)) }
    session = Session(
      options: options, emit: { emit(ExerciseShell.mask($0)) },
      diagnostic: { diagnostic(ExerciseShell.mask($0)) })
    session.store = Store(
      platform: options.platform, hayCuentas: options.hayCuentas, planted: exercise.planted)
    session.hiddenPaths = Set(Knob.allCases.map(StatePath.knob))
    session.observer = { [unowned self] ran in self.watch(ran) }
  }

  /// The introduction, the launch, and the scene the file's commands set.
  public func start(_ script: Script) -> Outcome {
    for line in Wrap.lines(exercise.text(language), width: 80) { session.emit(line) }
    session.emit("")
    let rule = exercise.rule
    let about = Words(
      en: "Find the bug: a knob is planted at its pitfall, hidden. Drive the app until the rule"
        + " \(rule.name) breaks (\(rule.statement.en)); then name the cause with answer KNOB."
        + " hint gives a clue; pdx check --set KNOB=VALUE, in another terminal, tests a guess.",
      es: "Encuentra el fallo: hay una palanca plantada en su fallo, oculta. Mueve la app hasta"
        + " que se rompa la regla \(rule.name) (\(rule.statement.es)); después nombra la causa"
        + " con answer PALANCA. hint da una pista; pdx check --set PALANCA=VALOR, en otro"
        + " terminal, pone a prueba una sospecha.")
    for line in Wrap.lines(about(language), width: 80) { session.emit(line) }
    session.emit("")
    session.start()
    var failures: [Failure] = []
    let outcome = session.runScript(script, failures: &failures)
    report()
    return outcome
  }

  /// One line typed: `hint`, `answer KNOB [VALUE]`, or a command of the shell (the knobs and
  /// their paths refused). `.quit` when the exercise is solved or left.
  public func handle(_ line: String) -> Outcome {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    switch words.first {
    case "hint":
      echo(line)
      hint()
      return .ok
    case "answer":
      echo(line)
      answer(Array(words.dropFirst()))
      return solved ? .quit : .ok
    case "set" where words.count != 3 || !["ids", "brief"].contains(words[1]):
      echo(line)
      refuse(
        Words(
          en: "in an exercise the knobs are hidden and stay as planted: name the cause with"
            + " answer KNOB",
          es: "en un ejercicio las palancas están ocultas y siguen como se plantaron: nombra la"
            + " causa con answer PALANCA"))
      return .ok
    default:
      if words.contains(where: { $0.hasPrefix("knobs.") || $0 == "knobs" }) {
        echo(line)
        refuse(
          Words(
            en: "the knobs' paths are hidden in an exercise",
            es: "las rutas de las palancas están ocultas en un ejercicio"))
        return .ok
      }
      let outcome = session.execute(line)
      report()
      if case .failed(let f) = outcome, f.location == nil { session.report(f, context: false) }
      return outcome
    }
  }

  /// What the end of input says when the exercise is not solved.
  public func unsolved() -> String {
    let tries = Numbers.counted(attempts, ("answer", "answers"), ("respuesta", "respuestas"))
    return Words(
      en: "The exercise is not solved yet (\(tries.en)). To try again: pdx exercise "
        + Walkthrough.shellQuoted(exercise.path),
      es: "El ejercicio sigue sin resolver (\(tries.es)). Para intentarlo otra vez: pdx exercise "
        + Walkthrough.shellQuoted(exercise.path))(language)
  }

  private func echo(_ line: String) {
    if session.options.echo { say("pdx> " + line) }
  }

  private func refuse(_ why: Words) {
    say("error: " + why(language))
  }

  private func hint() {
    guard hintsGiven < exercise.hints.count else {
      session.emit(
        Words(
          en: "no more hints: the rule is \(exercise.rule.name), from \(exercise.rule.lesson)",
          es: "no hay más pistas: la regla es \(exercise.rule.name), de \(exercise.rule.lesson)")(
            language))
      return
    }
    hintsGiven += 1
    let n = "\(hintsGiven)/\(exercise.hints.count)"
    for line in Wrap.lines(
      Words(en: "hint \(n): ", es: "pista \(n): ")(language)
        + exercise.hints[hintsGiven - 1](language), width: 80, indent: "  ")
    {
      session.emit(line)
    }
  }

  private func answer(_ words: [String]) {
    let names = Knob.allCases.filter(\.declaration.reproducesBug).map(\.name)
    guard (1...2).contains(words.count), let knob = Knob.named(words[0]),
      knob.declaration.reproducesBug
    else {
      let given = Quoting.guillemets(words.first ?? "")
      refuse(
        Words(
          en: "answer takes a knob: \(words.isEmpty ? "answer KNOB" : "\(given) is none") (the"
            + " knobs: \(names.joined(separator: ", ")))",
          es: "answer toma una palanca: \(words.isEmpty ? "answer PALANCA" : "\(given) no lo es")"
            + " (las palancas: \(names.joined(separator: ", ")))")
          + Words.didYouMean(Suggest.closest(words.first ?? "", in: names)))
      return
    }
    attempts += 1
    let planted = exercise.planted.first { $0.knob == knob }
    let valueRight = words.count == 1 || words[1] == knob.declaration.pitfall
    guard planted != nil, valueRight else {
      say(
        Words(
          en: "✗ not the cause: \(words.joined(separator: " ")) (answer \(attempts)); hint"
            + " gives a clue",
          es: "✗ no es la causa: \(words.joined(separator: " ")) (respuesta \(attempts)); hint"
            + " da una pista")(language))
      return
    }
    named.insert(knob)
    let d = knob.declaration
    let all = exercise.planted.allSatisfy { named.contains($0.knob) }
    let tries = Numbers.counted(attempts, ("answer", "answers"), ("respuesta", "respuestas"))
    say(
      Words(
        en: "✓ right: \(knob.name) \(d.pitfall) was planted (\(language.changes(knob)))",
        es: "✓ correcto: estaba plantada \(knob.name) \(d.pitfall) (\(language.changes(knob)))")(
          language))
    guard all else { return }
    solved = true
    for line in Wrap.lines(
      Words(
        en: "Solved with \(tries.en). Lesson \(d.lesson.numbered): «\(d.sentence)»",
        es: "Resuelto con \(tries.es). Lección \(d.lesson.numbered): «\(d.sentence)»")(language),
      width: 80, indent: "  ")
    {
      say(line)
    }
  }

  /// Told of every step: the rule is checked on it, as `pdx check` checks a transition.
  private func watch(_ ran: RanStep) {
    guard let action = ran.action else {
      // `reset`, `platform`: a fresh world, and a fresh story.
      commands = [ran.command]
      broken = false
      return
    }
    guard !ran.step.isRejected else { return }
    commands.append(ran.command)
    let input = RuleInput(
      before: ran.before, after: ran.after, action: action, step: ran.step, shown: ran.command,
      passwords: [])
    let rule = exercise.rule
    let found = rule.reads(action) ? Rules.firstBreach(input, checking: [rule])?.1 : nil
    if let found, !broken { breach = found }
    broken = found != nil
  }

  /// The breach a step made, after its output: the rule, what happened, and the commands.
  private func report() {
    guard let found = breach else { return }
    breach = nil
    let rule = exercise.rule
    session.emit(
      Words(
        en: "★ the exercise's rule broke: \(rule.name): ",
        es: "★ se rompió la regla del ejercicio: \(rule.name): ")(language) + found.words(language))
    session.emit(
      Words(en: "  the commands that did it:", es: "  las órdenes que lo hicieron:")(language))
    for c in commands { session.emit("    " + c) }
    session.emit(
      Words(
        en: "  what is the planted cause? answer KNOB",
        es: "  ¿cuál es la causa plantada? answer PALANCA")(language))
  }

  /// A line with every knob's name hidden, the planted or not (hiding only the planted would
  /// tell which): a sentence's `(set will-present off)` goes, `report-dismissals off: …`
  /// becomes `…: …`. The `set` commands and the knobs' paths are refused before they print.
  public static func mask(_ line: String) -> String {
    guard Knob.allCases.contains(where: { line.contains($0.name) }) else { return line }
    var out = line
    for knob in Knob.allCases where knob.declaration.reproducesBug {
      let d = knob.declaration
      for value in [d.pitfall, d.faithful] {
        out = out.replacingOccurrences(" (set \(d.name) \(value))", with: "")
        out = out.replacingOccurrences(" (\(d.name) \(value))", with: "")
        out = out.replacingOccurrences("\(d.name) \(value)", with: "…")
      }
      out = out.replacingOccurrences(d.name, with: "…")
    }
    return out
  }
}

extension String {
  /// Every occurrence of `target` replaced (Foundation's, which pdx does not link).
  func replacingOccurrences(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var out = ""
    var rest = self[...]
    while let r = rest.firstRange(of: target) {
      out += rest[..<r.lowerBound]
      out += replacement
      rest = rest[r.upperBound...]
    }
    return out + rest
  }
}
