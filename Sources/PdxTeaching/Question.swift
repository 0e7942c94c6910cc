import PdxCommands
import PdxExplore
import PdxLanguage
import PdxScripts
import PdxSession
@_spi(Internals) import PokedexCore

/// One question of `pdx walk --predict`: what an `expect` of the script will find, asked before
/// the step runs, with numbered choices (docs/reference.md §9.3). Made from an `expect PATH ==
/// VALUE` or an `expect note|ui|log ID` (and, when the teacher asks, `expect action ID`), in
/// the light of what the walkthrough does (`Scene`, from its rehearsal).
public struct Question: Sendable, Equatable {
  /// The `expect` line it comes from.
  public var line: Int
  /// The `expect` as the verdict repeats it: `raiz == conSesion`, `note session-saved`.
  public var statement: String
  public var prompt: Words
  /// What the student chooses from, as shown (a value, or an id and its sentence).
  public var choices: [Words]
  /// What a verdict repeats of each choice: the value whole, or the id.
  public var said: [String]
  /// Index of the choice the `expect` states.
  public var right: Int
  /// What happened, told after a wrong answer: the change (`raiz: formulario → conSesion`),
  /// or the event as the step printed it.
  public var happened: Words
  /// The teacher's word on why (`#? why:`), told after a wrong answer.
  public var why: Words?

  /// What the walkthrough's rehearsal saw of one block: the worlds before and after its
  /// commands, the step the last one printed, and the commands.
  public struct Scene: Sendable {
    public var before: World
    public var after: World
    public var step: Step?
    public var commands: [String]
    /// The block's place among the walkthrough's steps (which values are near it).
    public var index: Int

    public init(before: World, after: World, step: Step?, commands: [String], index: Int) {
      self.before = before
      self.after = after
      self.step = step
      self.commands = commands
      self.index = index
    }
  }

  /// Every value a path took in the walkthrough, each with the first step it was seen at.
  public typealias Seen = [StatePath: [(value: Value, at: Int)]]

  /// The question an `expect` line asks in `scene`; nil for one that asks nothing a student
  /// could choose from (negated, `!=`, `contains`, output, one value), one the teacher marked
  /// `#? skip`, and one about pdx's own knobs that the teacher did not ask (`teacherOnly`: a
  /// block that sets a knob).
  public static func asked(
    by line: ScriptLine, in scene: Scene, seen: Seen, teacherOnly: Bool = false
  ) -> Question? {
    guard case .command(_, let parsed?) = line.kind, !parsed.negated,
      case .expect(let e) = parsed.invocation, line.ask?.skip != true
    else { return nil }
    let teacher = line.ask
    let asks = teacher.map { $0.question != nil || !$0.wrong.isEmpty } ?? false
    guard asks || !teacherOnly else { return nil }
    var q: Question?
    switch e {
    case .equals(let path, let value):
      if case .knob = path, !asks { return nil }
      q = valueQuestion(line.number, path, value, scene, seen, teacher?.wrong ?? [])
    case .event(.note(let id)):
      q = noteQuestion(line.number, id, scene, teacher?.wrong ?? [])
    case .event(.ui(let id)):
      q = uiQuestion(line.number, id, scene, teacher?.wrong ?? [])
    case .event(.log(let id)):
      q = logQuestion(line.number, id, scene, teacher?.wrong ?? [])
    case .event(.action(let id)) where asks:
      q = actionQuestion(line.number, id, scene, teacher?.wrong ?? [])
    default:
      return nil
    }
    if let question = teacher?.question { q?.prompt = question }
    q?.why = teacher?.why
    return q
  }

  // MARK: Values

  static func valueQuestion(
    _ line: Int, _ path: StatePath, _ expected: Value, _ scene: Scene, _ seen: Seen,
    _ wrong: [Value]
  ) -> Question? {
    let now = path.value(in: scene.before)
    let values = choices(
      for: path, expected: expected, now: now, near: scene.index, seen: seen[path] ?? [],
      teacher: wrong)
    guard values.count > 1, let right = values.firstIndex(where: { Expectation.same($0, expected) })
    else { return nil }
    let after = path.value(in: scene.after)
    let happened =
      now == after
      ? Words(en: "\(path) stays \(after)", es: "\(path) sigue siendo \(after)")
      : Words("\(path): \(now) → \(after)")
    return Question(
      line: line, statement: "\(path) == \(expected)",
      prompt: Words(en: "What will \(path) be?", es: "¿Qué valor tendrá \(path)?"),
      choices: values.map { Words($0.description) }, said: values.map(\.description),
      right: right, happened: happened)
  }

  /// The values a path's question offers. The teacher's wrong values, when the script gives
  /// them, with the right one. Else, for a path whose type has a few values, every one
  /// (`PathChoices`), in the type's order, and nil after them where the path is or will be nil;
  /// for any other (text, lists), what it is now and the values nearest this step that the
  /// walkthrough itself gives it, with nil (or `[]`), up to four, sorted.
  static func choices(
    for path: StatePath, expected: Value, now: Value, near index: Int = 0,
    seen: [(value: Value, at: Int)] = [], teacher: [Value] = []
  ) -> [Value] {
    func adding(_ v: Value, to out: inout [Value]) {
      if !out.contains(where: { Expectation.same($0, v) }) { out.append(v) }
    }
    if !teacher.isEmpty {
      var out: [Value] = []
      for v in [expected] + teacher { adding(v, to: &out) }
      return out.sorted { $0.description < $1.description }
    }
    if case .every(let all, let nullable) = path.choices {
      var out = all
      if expected == .null || (nullable && now == .null) { adding(.null, to: &out) }
      return out
    }
    let empty: Value =
      switch expected {
      case .list, .ints: .list([])
      default: .null
      }
    var out: [Value] = []
    adding(expected, to: &out)
    adding(now, to: &out)
    let nearest = seen.sorted { abs($0.at - index) < abs($1.at - index) }
    for (v, _) in nearest where out.count < 3 { adding(v, to: &out) }
    adding(empty, to: &out)
    return out.prefix(4).sorted { $0.description < $1.description }
  }

  // MARK: Events

  static func noteQuestion(_ line: Int, _ id: Note.ID, _ scene: Scene, _ wrong: [Value])
    -> Question
  {
    let printed = scene.step?.notes ?? []
    let context = Self.context(scene)
    return event(
      line, "note", id.rawValue, Note.ID.allCases.map(\.rawValue), printed.map(\.id.rawValue),
      wrong,
      Words(en: "Which note will the step print?", es: "¿Qué nota escribirá el paso?"),
      subject: { Note.ID(rawValue: $0)?.subject }, mentions: [context.url, context.title],
      sentence: { name in
        let note =
          printed.first { $0.id.rawValue == name }
          ?? EventSamples.note(Note.ID(rawValue: name)!, in: context)
        return both { $0.text(note) }
      })
  }

  static func uiQuestion(_ line: Int, _ id: UIEvent.ID, _ scene: Scene, _ wrong: [Value])
    -> Question
  {
    let printed = scene.step?.ui ?? []
    let context = Self.context(scene)
    return event(
      line, "ui", id.rawValue, UIEvent.ID.allCases.map(\.rawValue), printed.map(\.id.rawValue),
      wrong,
      Words(en: "Which ui line will the step print?", es: "¿Qué línea ui escribirá el paso?"),
      subject: { UIEvent.ID(rawValue: $0)?.subject }, mentions: [context.url, context.title],
      sentence: { name in
        let ui =
          printed.first { $0.id.rawValue == name }
          ?? EventSamples.ui(UIEvent.ID(rawValue: name)!, in: context)
        return both { $0.text(ui) }
      })
  }

  static func logQuestion(_ line: Int, _ id: LogEvent.ID, _ scene: Scene, _ wrong: [Value])
    -> Question
  {
    let printed = scene.step?.log ?? []
    return event(
      line, "log", id.rawValue, LogEvent.ID.allCases.map(\.rawValue), printed.map(\.id.rawValue),
      wrong,
      Words(
        en: "Which log line will the step print?", es: "¿Qué línea de consola escribirá el paso?"),
      subject: { LogEvent.ID(rawValue: $0)?.subject },
      sentence: { name in
        let log =
          printed.first { $0.id.rawValue == name }
          ?? EventSamples.log(LogEvent.ID(rawValue: name)!)
        return both { $0.text(log) }
      })
  }

  static func actionQuestion(_ line: Int, _ id: ActionEvent.ID, _ scene: Scene, _ wrong: [Value])
    -> Question
  {
    let printed = scene.step?.actions.compactMap(\.action) ?? []
    return event(
      line, "action", id.rawValue, ActionEvent.ID.allCases.map(\.rawValue),
      printed.map(\.id.rawValue), wrong,
      Words(en: "Which action will the step run?", es: "¿Qué acción ejecutará el paso?"),
      subject: { _ in nil },
      sentence: { name in
        let action =
          printed.first { $0.id.rawValue == name }
          ?? EventSamples.action(ActionEvent.ID(rawValue: name)!)
        return both { $0.text(action) }
      })
  }

  /// How near a wrong id stands to the right one: of its subject, about the same thing (this
  /// link, this notification), sharing words of its sentence and its name; then by name.
  struct Rank: Comparable {
    var id: String
    var sameSubject: Bool
    var sameThing: Bool
    var sharedWords: Int

    static func < (a: Rank, b: Rank) -> Bool {
      if a.sameSubject != b.sameSubject { return a.sameSubject }
      if a.sameThing != b.sameThing { return a.sameThing }
      if a.sharedWords != b.sharedWords { return a.sharedWords > b.sharedWords }
      return a.id < b.id
    }
  }

  /// The words of a sentence that say something (four letters or more), lower-cased: two
  /// sentences that share them speak of the same things (`private storage`, `keychain`).
  static func contentWords(_ text: String) -> Set<Substring> {
    Set(
      text.lowercased().split { !$0.isLetter }.filter { $0.count >= 4 })
  }

  /// Whether `text` names `thing` whole: `pokedex://pokemon/1` is not named by `…/152`.
  static func names(_ text: String, _ thing: String) -> Bool {
    var rest = Substring(text)
    while let found = rest.firstRange(of: thing) {
      let next = rest[found.upperBound...].first
      if next.map({ !$0.isLetter && !$0.isNumber }) ?? true { return true }
      rest = rest[found.upperBound...]
    }
    return false
  }

  /// A sentence in every language pdx speaks.
  static func both(_ text: (Language) -> String) -> Words { Words(en: text(.en), es: text(.es)) }

  /// An event question: the id the `expect` names and three wrong ones, in alphabetical order
  /// (where the right one stands says nothing). The wrong ones are the teacher's when the
  /// script gives them; else ids of the same subject first, those whose names share most words
  /// with it first (`link-lost` beside `link-not-handled`), then others of the kind; never one
  /// the step prints too. Each with its sentence: the step's own for what it prints, else as
  /// this run would print it (this link, this platform).
  static func event(
    _ line: Int, _ kind: String, _ id: String, _ all: [String], _ printed: [String],
    _ wrong: [Value], _ prompt: Words, subject: (String) -> Subject?, mentions: [String] = [],
    sentence: (String) -> Words
  ) -> Question {
    var ids: [String]
    if !wrong.isEmpty {
      ids = [id] + wrong.map { Ask.spelling($0) }
    } else {
      let words = Set(id.split(separator: "-"))
      let mine = subject(id)
      let near = sentence(id).en
      let told = Self.contentWords(near)
      let others = all.filter { $0 != id && !printed.contains($0) }.map { other in
        let text = sentence(other).en
        return Rank(
          id: other, sameSubject: mine != nil && subject(other) == mine,
          sameThing: mentions.contains { Self.names(near, $0) && Self.names(text, $0) },
          sharedWords: Self.contentWords(text).intersection(told).count
            + Set(other.split(separator: "-")).intersection(words).count)
      }
      ids = [id] + others.sorted().prefix(3).map(\.id)
    }
    ids.sort()
    let right = ids.firstIndex(of: id)!
    return Question(
      line: line, statement: "\(kind) \(id)", prompt: prompt,
      choices: ids.map { Words($0 + ": ") + sentence($0) }, said: ids,
      right: right, happened: Words("\(kind) \(id): ") + sentence(id))
  }

  /// Where an event that did not happen would have happened: this run's platform, its link
  /// (the one the command names, else the one waiting, else today's), its Pokémon, tab, branch
  /// and permission, after the block.
  static func context(_ scene: Scene) -> EventSamples.Context {
    let w = scene.after
    var c = EventSamples.Context()
    c.platform = w.dispositivo.plataforma
    let named = scene.commands.reversed().lazy.flatMap { $0.split(separator: " ") }.first {
      $0.contains("://")
    }.map { String($0.filter { $0 != "\"" }) }
    let link =
      named ?? w.app?.enlacePendiente ?? scene.before.app?.enlacePendiente
      ?? w.app?.enlaceActividad ?? scene.before.app?.enlaceActividad ?? w.linkOfTheDay
    c.url = link
    c.there = link
    c.title =
      link == w.linkOfTheDay
      ? "Pokémon del día: " + Reconciler.label(w.fecha.pokemonOfTheDay) : "Pokédex: \(link)"
    if let email = w.app?.sesion ?? w.dispositivo.llavero ?? scene.before.app?.sesion {
      c.email = email
    }
    let stack = w.app?.contenido.map {
      $0.pestana == .favoritos ? $0.caminoFavoritos : $0.caminoLista
    }
    c.pokemon = stack?.last ?? w.dispositivo.sandbox.favoritos.last ?? w.fecha.pokemonOfTheDay
    c.tab = w.app?.contenido?.pestana ?? .lista
    // Where a link would have been lost: the branch the block started from, if ContentView is
    // not built there; else the form, where a link is lost (never «not built (raiz is conSesion)»).
    let from = scene.before.app?.branch ?? w.app?.branch ?? .formulario
    c.branch = from == .comprobando ? from : .formulario
    c.permission = w.dispositivo.notificaciones
    c.settled = w.dispositivo.notificaciones
    c.mode = w.app?.formulario?.modo ?? .entrar
    c.tema = w.dispositivo.sandbox.tema
    c.hayCuentas = w.proyecto.hayCuentas
    // What the step presented or dismissed, else what is on screen: a dismiss the step does
    // not print names this dialog, not a sample's.
    let shown = scene.step?.ui.lazy.compactMap { event -> Presentado? in
      switch event {
      case .present(let p), .dismiss(let p), .dismissKeepingReference(let p),
        .dismissAgainRefused(let p), .dismissedByUser(let p):
        p
      default: nil
      }
    }.first
    c.presented = shown ?? scene.before.app?.pantalla.presentado ?? w.app?.pantalla.presentado
    return c
  }
}
