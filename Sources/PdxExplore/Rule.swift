import PdxCommands
import PdxLanguage
import PdxSession
@_spi(Internals) import PokedexCore

/// What a rule looks at: one accepted step, the worlds around it, and the command that made it.
public struct RuleInput {
  public var before: World
  public var after: World
  public var action: UserAction
  /// What the step did; `ids` is read again from it whenever it changes.
  public var step: Step { didSet { ids = EventIDs(step) } }
  /// The command as echoed (its password masked): what it shows of itself may come back in
  /// its output (`plist add pikachu` prints `pikachu`) without leaking anything.
  public var shown: String
  /// The passwords in play: those the run types (the alphabet's, explore's).
  public var passwords: [String]
  /// The same command run a second time from `before`, when the search ran it twice (one
  /// transition in `determinism`, for `same-step-twice`); nil otherwise.
  public var again: (step: Step, world: World)? = nil
  /// The ids of the step's ui lines and notes, read once for all the rules (`has`).
  private(set) var ids: EventIDs

  package init(
    before: World, after: World, action: UserAction, step: Step, shown: String,
    passwords: [String], again: (step: Step, world: World)? = nil
  ) {
    (self.before, self.after, self.action, self.step) = (before, after, action, step)
    (self.shown, self.passwords, self.again) = (shown, passwords, again)
    ids = EventIDs(step)
  }

  /// The input of the transitions the search makes from one state, before any: `before` and
  /// the passwords are set once for all of them (a retain of each of the world's boxes and of
  /// the list, and as many releases, on every transition of a check, when each transition made
  /// its own input), and `take` puts each transition in. Until then it holds the world before
  /// as the world after, and an empty step.
  package init(before: World, passwords: [String]) {
    self.init(
      before: before, after: before, action: .launch, step: Step(number: 0), shown: "",
      passwords: passwords)
  }

  /// Puts a transition the search made in place of the one before: its world and step move in
  /// rather than being copied (a retain of each of their boxes, and a release more when both
  /// were dropped), and the last one's `again` goes.
  package mutating func take(
    _ transition: consuming Transition, action: UserAction, shown: String
  ) {
    (after, step) = (transition.world, transition.step)
    (self.action, self.shown, again) = (action, shown, nil)
  }

  /// Whether the step has a ui line with this id (`Step.has`, a bit read).
  public func has(_ id: UIEvent.ID) -> Bool { ids.has(id) }
  /// Whether the step has a note with this id (`Step.has`, a bit read).
  public func has(_ id: Note.ID) -> Bool { ids.has(id) }
  /// Whether the step's events are in print order (`Step.isInPrintOrder`).
  public var isInPrintOrder: Bool { ids.inPrintOrder }
}

extension UserAction {
  /// The password the action types, if it types one.
  public var typedPassword: Secret? {
    switch self {
    case .signup(_, let password), .login(_, let password), .type(.password(let password)):
      password
    default: nil
    }
  }
}

/// A rule that did not hold: what happened, in every language pdx speaks, and a script line
/// that fails on it when the counterexample is replayed (an `expect`, so `pdx run` stops
/// there; the same in every language).
public struct Breach: Sendable, Equatable {
  public var words: Words
  public var expect: String

  public init(_ words: Words, expect: String) {
    self.words = words
    self.expect = expect
  }

  init(en: String, es: String, expect: String) {
    self.init(Words(en: en, es: es), expect: expect)
  }

  /// A breach whose script line is the `expect` of `expectation` (`expect contenido == nil`).
  init(en: String, es: String, expecting expectation: Expectation) {
    self.init(Words(en: en, es: es), expect: "expect " + expectation.statement())
  }

  /// What happened, in English.
  public var message: String { words.en }
}

/// A rule the lessons' app keeps after every step, checked by `pdx check` (every transition),
/// `pdx explore` (every random step) and named in their output and counterexamples.
public struct Rule: Sendable, Identifiable {
  /// Where a rule comes from: a lesson (`000 La puerta y la cuenta en iOS`), or pdx's own
  /// promise, a section of the reference (`§4.1`). The same in every language.
  public enum Source: Sendable, Equatable {
    case lesson(Lesson)
    case promise(section: String)
  }

  /// What a rule reads. A rule of the state reads only the world after the step (what a step
  /// left must hold whatever led there), so `pdx check` checks it once per state, when a
  /// transition first reaches it (docs/reference.md §7.1); a rule of the step reads the step,
  /// the command or the world before, and is checked on every transition.
  public enum Scope: Sendable, Equatable {
    case state
    case step
  }

  /// Which rule it is (`Rules.swift` declares the names, each with its rule).
  public let id: Name
  public let source: Source
  public let scope: Scope
  /// The rule in a sentence, in every language (`rule.statement(.es)`).
  public let statement: Words
  /// Knobs whose pitfall value breaks this rule (what the knob is for): `pdx explore`, which
  /// sets knobs at random, does not check the rule while one of them is at its pitfall.
  public let brokenBy: [Knob]
  /// The commands whose steps the rule reads, when it reads only some (its check begins by
  /// asking for one of them, and holds for any other): `pdx check` asks it of the alphabet's
  /// letters once, and checks the rule only after those. Nil: every command.
  public let onlyAfter: Commands?
  /// The state paths whose every change in a step the rule reads (`delivered-once` counts the
  /// pending link's): `pdx check`'s step keeps them whole (`CheckerRecording`). Of the other
  /// changes the rules read only the text (`no-password-in-output`).
  public let changesRead: [StatePath]
  /// The rule's test of one transition, in a box of its own (`Rules.firstBreach` says why).
  let checker: Checker

  final class Checker: Sendable {
    let body: @Sendable (RuleInput) -> Breach?
    init(_ body: @escaping @Sendable (RuleInput) -> Breach?) { self.body = body }
  }

  /// Whether the transition breaks the rule, and what broke.
  func check(_ input: RuleInput) -> Breach? { checker.body(input) }

  /// A rule a lesson teaches; `scope: .state` when it reads only the world after the step,
  /// `after` when it reads the steps of some commands only.
  init(
    name: Name, lesson: Lesson, scope: Scope = .step, statement: Words, brokenBy: [Knob],
    after commands: Commands? = nil, changesRead: [StatePath] = [],
    check: @escaping @Sendable (RuleInput) -> Breach?
  ) {
    self.init(name, .lesson(lesson), scope, statement, brokenBy, commands, changesRead, check)
  }

  /// A promise of pdx's own, stated in a section of docs/reference.md.
  init(
    name: Name, promise section: String, statement: Words, brokenBy: [Knob],
    check: @escaping @Sendable (RuleInput) -> Breach?
  ) {
    self.init(name, .promise(section: section), .step, statement, brokenBy, nil, [], check)
  }

  private init(
    _ id: Name, _ source: Source, _ scope: Scope, _ statement: Words, _ brokenBy: [Knob],
    _ onlyAfter: Commands?, _ changesRead: [StatePath],
    _ check: @escaping @Sendable (RuleInput) -> Breach?
  ) {
    self.id = id
    self.source = source
    self.scope = scope
    self.statement = statement
    self.brokenBy = brokenBy
    self.onlyAfter = onlyAfter
    self.changesRead = changesRead
    checker = Checker(check)
  }

  /// The rule's name, as the output, counterexamples and `--rule` say it: `no-stuck-link`.
  public var name: String { id.rawValue }

  /// Whether the rule reads the step of `action` (`onlyAfter`).
  package func reads(_ action: UserAction) -> Bool { onlyAfter?.include(action) ?? true }

  /// Commands a rule reads the steps of: their names as typed, and which actions they are.
  public struct Commands: Sendable {
    public let names: [String]
    let include: @Sendable (UserAction) -> Bool

    init(_ names: String..., include: @escaping @Sendable (UserAction) -> Bool) {
      self.names = names
      self.include = include
    }
  }

  /// The lesson, or the reference's section, as the output names it: `000 La puerta y la
  /// cuenta en iOS`, `docs/reference.md §4.1`.
  public var lesson: String {
    switch source {
    case .lesson(let lesson): lesson.numbered
    case .promise(let section): "docs/reference.md " + section
    }
  }

  /// Whether the rule applies in a world with these knobs (all of them at the lesson's fix).
  func applies(_ knobs: Knobs) -> Bool { brokenBy.allSatisfy { knobs[$0] } }

  /// Where the rule comes from, as the output names it: `lesson 000 La puerta y la cuenta en
  /// iOS`, or `pdx's promise, docs/reference.md §4.1`.
  public var origin: Words {
    switch source {
    case .lesson: Words(en: "lesson ", es: "lección ") + lesson
    case .promise: Words(en: "pdx's promise, ", es: "promesa de pdx, ") + lesson
    }
  }
}
