import PdxCommands
import PdxExplore
import PdxLanguage
import PdxRunner
import PdxScripts
import PdxSession
import PdxText
@_spi(Internals) import PokedexCore

/// The shell of `pdx exercise FILE` (docs/reference.md §9.4): the normal session, in a world
/// whose planted knobs are hidden, watched by the exercise's rule, with two commands of its
/// own, `hint` and `answer KNOB`. The front end hands it lines (typed, or from a pipe).
///
/// What the student sees names no knob nor the code a knob stands for: each event prints in
/// its exercise form (`ExerciseForm`, beside the phrasebooks), and every route that would
/// change or show a knob (`set`, `platform`, `run`, `expect knobs.…`, `show knobs`) is refused
/// with one sentence, the same whichever knob is planted.
public final class ExerciseShell {
  public let exercise: Exercise
  public let session: Session
  /// Answers given (a knob's name; a name that is no knob is not counted, nor an answer given
  /// before the rule broke).
  public internal(set) var attempts = 0
  public internal(set) var hintsGiven = 0
  public internal(set) var solved = false
  /// Whether the student has seen the rule break (then an answer counts).
  public internal(set) var sawBreach = false
  /// The planted knobs named so far.
  var named: Set<Knob> = []
  /// The steps the store can undo, oldest first: the command (as shown, and as typed, for
  /// `save`) and whether the rule was broken after it; `nil` for a fresh start (`reset`).
  var taken: [Taken?] = []
  var breach: Breach?
  let language: Language
  /// The step of the last command that ran one: what `expect KIND ID` reads.
  var lastStep: Step?
  /// The exercise's file, whose opening `reset` runs again.
  var script: Script?
  /// The line being run, as typed: what `save` writes of the step it takes.
  var typing: String?
  /// Where the exercise's own lines go, unmasked: the student's answers and their verdicts.
  let say: (String) -> Void
  /// Where the exercise's own lines go, before the answer: through the session's writer.
  var columns: Int? { session.host?.wrapColumns }

  struct Taken {
    var shown: String
    var typed: String
    var broken: Bool
  }

  /// A session for `exercise`, each event in its exercise form (`SessionOptions.exercise`); its
  /// lines are also masked (`ExerciseShell.mask`) on their way to `emit`, which gets lines
  /// ready to write as they are (controls escaped, colour codes kept).
  public init(
    exercise: Exercise, options: SessionOptions, emit: @escaping (String) -> Void,
    diagnostic: @escaping (String) -> Void, host: (any SessionHost)? = nil
  ) {
    var options = options
    if let only = exercise.platform { options.platform = only }
    options.exercise = true
    self.exercise = exercise
    language = options.language
    // The exercise's own lines hold what the student typed: its controls shown as escapes, as
    // every line of text pdx prints (the session's lines come escaped already, colours kept).
    say = { emit(Visible.text($0)) }
    // The session tells the shell of each step it runs; the shell exists once the session
    // does, so the observer reaches it through a relay set at the end of this init.
    let relay = Relay()
    session = Session(
      options: options, emit: { emit(ExerciseShell.mask($0)) },
      diagnostic: { diagnostic(ExerciseShell.mask($0)) }, host: host,
      observer: { ran in relay.shell?.watch(ran) },
      setup: Session.Setup(hiddenPaths: Set(Knob.allCases.map(StatePath.knob))),
      planted: exercise.planted)
    relay.shell = self
  }

  /// How the session's observer reaches the shell it is part of.
  private final class Relay {
    weak var shell: ExerciseShell?
  }

  /// The introduction, the launch, and the scene the file's opening sets.
  public func start(_ script: Script) -> Outcome {
    for line in wrap(exercise.text(language)) { session.emit(line) }
    session.emit("")
    let rule = exercise.rule
    let about = Words(
      en: "Find the bug: something in the app's code is not as the lesson writes it. Drive the"
        + " app until the rule \(rule.name) breaks (\(rule.statement.en)); then name the cause"
        + " with answer KNOB (help answer lists the knobs). hint gives a clue.",
      es: "Encuentra el fallo: algo del código de la app no está como lo escribe la lección."
        + " Mueve la app hasta que se rompa la regla \(rule.name) (\(rule.statement.es));"
        + " después nombra la causa con answer PALANCA (help answer lista las palancas). hint"
        + " da una pista.")
    for line in wrap(about(language)) { session.emit(line) }
    session.emit("")
    session.start()
    self.script = script
    let outcome = open(script)
    report()
    return outcome
  }

  /// Runs the opening's commands in the world as it is.
  func open(_ script: Script) -> Outcome {
    var failures: [Failure] = []
    let outcome = session.runScript(script, failures: &failures)
    if case .failed(let f) = outcome { session.report(f, context: false) }
    return outcome
  }

  /// One line typed: `hint`, `answer KNOB [VALUE]`, or a command of the shell (the routes to
  /// the knobs refused). `.quit` when the exercise is solved or left.
  public func handle(_ line: String) -> Outcome {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let first = words.first else { return session.execute(line) }
    switch first {
    case "hint":
      echo(line)
      hint()
      return .ok
    case "answer":
      echo(line)
      answer(Array(words.dropFirst()))
      return solved ? .quit : .ok
    // Before the parser, which knows only the shell's topics: `help answer` and `help hint` are
    // the exercise's.
    case "help" where words.count <= 2:
      let topic = words.count == 2 ? words[1] : nil
      guard let lines = help(topic) else { break }
      echo(line)
      // `help answer` lists every knob, the planted one among the rest, alphabetically: the
      // one listing the mask must not blank.
      for l in lines { topic == "answer" ? say(l) : session.emit(l) }
      return .ok
    default:
      break
    }
    // `set KNOB …` is refused before it is parsed: a misspelt knob's error would suggest one.
    let command = first.hasPrefix("!") ? String(first.dropFirst()) : first
    let rest = first == "!" ? Array(words.dropFirst(2)) : Array(words.dropFirst())
    let bare = first == "!" ? words.dropFirst().first ?? "" : command
    if bare == "set", !(rest.count == 2 && ["ids", "brief"].contains(rest[0])) {
      return refuse(line, Self.knobsHidden)
    }
    if words.contains(where: { $0.hasPrefix("knobs") }) {
      return refuse(line, Self.knobPathsHidden)
    }
    if bare == "expect", rest.count == 2, Self.eventKinds.contains(rest[0]) {
      echo(line)
      expectEvent(kind: rest[0], id: rest[1], negated: line.droppingIndent().hasPrefix("!"))
      return .ok
    }
    let parsed = try? Parser.parse(String(line.droppingIndent()))
    switch parsed?.invocation {
    case .knobs?, .action(.set)?:
      return refuse(line, Self.knobsHidden)
    case .platform?:
      return refuse(
        line,
        Words(
          en: "platform is refused in an exercise: it runs on its own platform (reset starts it"
            + " again)",
          es: "platform no se acepta en un ejercicio: se ejecuta en su propia plataforma (reset lo"
            + " empieza otra vez)"))
    case .run?:
      return refuse(
        line,
        Words(
          en: "run is refused in an exercise: a script could change what is planted; type its"
            + " commands one by one",
          es: "run no se acepta en un ejercicio: un guion podría cambiar lo plantado; escribe sus"
            + " órdenes una a una"))
    case .reset?:
      return reset(line)
    case .save(_, let expect, let transcript, _)? where expect || transcript:
      return refuse(
        line,
        Words(
          en: "save in an exercise writes the sealed exercise and your commands only:"
            + " \(expect ? "--expect" : "--transcript") would write down what the planted world"
            + " printed, which pdx test (the fixed world) contradicts; type save FILE",
          es: "save en un ejercicio escribe solo el ejercicio sellado y tus órdenes:"
            + " \(expect ? "--expect" : "--transcript") apuntaría lo que imprimió el mundo"
            + " plantado, que pdx test (el mundo arreglado) contradice; escribe save FICHERO"))
    case .save(let file, _, _, let force)?:
      echo(line)
      save(file, force: force)
      return .ok
    case .undo?:
      let before = session.store.undoDepth
      let outcome = session.execute(line)
      let undone = before - session.store.undoDepth
      if undone > 0 { taken.removeLast(min(undone, taken.count)) }
      return outcome
    default:
      break
    }
    typing = line
    defer { typing = nil }
    let outcome = session.execute(line)
    if case .expect? = parsed?.invocation {} else { lastStep = session.lastStep }
    report()
    if case .failed(let f) = outcome, f.location == nil { session.report(f, context: false) }
    return outcome
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

  static let knobsHidden = Words(
    en: "in an exercise the knobs are hidden and stay as planted: name the cause with answer"
      + " KNOB",
    es: "en un ejercicio las palancas están ocultas y siguen como se plantaron: nombra la causa"
      + " con answer PALANCA")
  static let knobPathsHidden = Words(
    en: "the knobs' paths are hidden in an exercise",
    es: "las rutas de las palancas están ocultas en un ejercicio")

  static let eventKinds = ["note", "ui", "log", "action", "error", "warning"]

  /// `expect KIND ID` in an exercise: read in the step as it was shown, with the ids it
  /// showed (a note shown as its symptom answers to the symptom's id, a hidden one to none),
  /// so that asserting an event tells nothing the output did not.
  func expectEvent(kind: String, id: String, negated: Bool) {
    let known = language.exerciseIDRows().filter { $0.kind == kind }.map(\.id)
    guard known.contains(id) else {
      say(
        "error: "
          + (Words(
            en: "unknown \(kind) id \(Quoting.guillemets(id)) in this exercise (help ids lists"
              + " them)",
            es: "\(SpanishEventKind.none(kind)) (\(kind)) de este ejercicio tiene el id"
              + " \(Quoting.guillemets(id)) (help ids los lista)")
          + Words.didYouMean(Suggest.closest(id, in: known)))(language))
      return
    }
    let shown = lastStep.map { Self.shownIDs($0, kind: kind) } ?? []
    guard shown.contains(id) == negated else { return }
    let statement = (negated ? Words(en: "no ", es: "sin ")(language) : "") + kind + " " + id
    say("FAIL expect " + statement)
    say("  - " + statement)
    say(
      "  + "
        + (shown.isEmpty
          ? Words(en: "none", es: "ninguno")(language)
          : shown.map { kind + " " + $0 }.joined(separator: ", ")))
  }

  /// The ids of `kind` a step showed in an exercise, in order.
  static func shownIDs(_ step: Step, kind: String) -> [String] {
    var out: [String] = []
    switch kind {
    case "error": return step.rejection.map { [$0.id.rawValue] } ?? []
    case "warning": return step.warnings.map(\.id.rawValue)
    default: break
    }
    for event in step.events {
      let id: String? =
        switch (kind, event) {
        case ("action", .action(let a)):
          switch a.exerciseForm {
          case .same: a.id.rawValue
          case .shownAs(let e): e.id.rawValue
          case .hidden, .symptom: nil
          }
        case ("ui", .ui(let u)):
          switch u.exerciseForm {
          case .same: u.id.rawValue
          case .shownAs(let e): e.id.rawValue
          case .hidden, .symptom: nil
          }
        case ("note", .note(let n)):
          switch n.exerciseForm {
          case .same: n.id.rawValue
          case .shownAs(let e): e.id.rawValue
          case .symptom(let s): s.id
          case .hidden: nil
          }
        case ("log", .log(let l)): l.id.rawValue
        default: nil
        }
      if let id, !out.contains(id) { out.append(id) }
    }
    return out
  }

  func echo(_ line: String) {
    if session.options.echo { say("pdx> " + line) }
  }

  func refuse(_ line: String, _ why: Words) -> Outcome {
    echo(line)
    say("error: " + why(language))
    return .rejected(why(language))
  }

  func wrap(_ text: String, indent: String = "") -> [String] {
    Wrap.lines(text, width: columns ?? 80, indent: indent)
  }

  // MARK: The rule

  /// The commands since the world was last fresh, oldest first.
  func since() -> [Taken] {
    guard let start = taken.lastIndex(where: { $0 == nil }) else { return taken.compactMap { $0 } }
    return taken[(start + 1)...].compactMap { $0 }
  }

  /// Told of every step: the rule is checked on it, as `pdx check` checks a transition.
  func watch(_ ran: RanStep) {
    guard let action = ran.action else {
      // `reset`: a fresh world, and a fresh story.
      taken.append(nil)
      return
    }
    guard !ran.step.isRejected else { return }
    let typed =
      typing
      ?? ran.location.flatMap { at in exercise.opening.first { $0.line == at.line }?.text }
      ?? ran.command
    let input = RuleInput(
      before: ran.before, after: ran.after, action: action, step: ran.step, shown: ran.command,
      passwords: [])
    let rule = exercise.rule
    let found = rule.reads(action) ? Rules.firstBreach(input, checking: [rule])?.1 : nil
    let wasBroken = taken.last??.broken ?? false
    if let found, !wasBroken { breach = found }
    taken.append(Taken(shown: ran.command, typed: typed, broken: found != nil))
  }

  /// The breach a step made, after its output: the rule, what happened, and the commands.
  func report() {
    guard let found = breach else { return }
    breach = nil
    sawBreach = true
    let rule = exercise.rule
    let head =
      Words(
        en: "★ the exercise's rule broke: \(rule.name): ",
        es: "★ se rompió la regla del ejercicio: \(rule.name): ")(language) + found.words(language)
    for line in wrap(head, indent: "  ") { session.emit(line) }
    session.emit(
      Words(en: "  the commands that did it:", es: "  las órdenes que lo hicieron:")(language))
    session.emit("    launch")
    for c in since() { session.emit("    " + c.shown) }
    session.emit(
      Words(
        en: "  what is the planted cause? answer KNOB",
        es: "  ¿cuál es la causa plantada? answer PALANCA")(language))
  }

  /// A line with every knob's name and path hidden, the planted or not (hiding only the
  /// planted would tell which): what may still name one after the events' exercise forms (an
  /// error's suggestion, a path typed back); and without the fixed app's words for a knob's code
  /// (`Knob.Declaration.fixShows`). The exercise's own lines are not masked.
  public static func mask(_ line: String) -> String {
    var out = line
    // The fixed app's words for a knob's code (the fade's `.transition`), dropped.
    for knob in Knob.allCases {
      for phrase in knob.declaration.fixShows where out.contains(phrase) {
        out = out.replacingOccurrences(phrase, with: "")
      }
    }
    guard Knob.allCases.contains(where: { out.contains($0.name) || out.contains($0.path) })
    else { return out }
    for knob in Knob.allCases where knob.declaration.reproducesBug {
      out = out.replacingOccurrences(knob.path, with: "knobs.…")
      out = out.replacingOccurrences(knob.name, with: "…")
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
