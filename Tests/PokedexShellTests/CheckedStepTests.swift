import Testing

@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxTeaching
@_spi(Internals) @testable import PokedexCore

/// The checker's step (`Transition.checked`) keeps only the changes a rule reads: those of
/// `delegado.enlacePendiente`, and those whose text holds a password watched. Every rule must
/// see in it what it saw in the full step: these hold over every letter of the alphabet from
/// the worlds of random sessions (the explorer's own lines).
@Suite("The checker's step")
struct CheckedStepTests {
  /// Worlds of random sessions, both platforms: what the letters are tried from.
  static let worlds: [World] =
    [5, 8, 2028].flatMap { DiffPropertyTests.trajectory(seed: $0, steps: 120) }
    + [Store(platform: .android).world]

  @Test("the paths it leaves out are never text in the worlds of random sessions")
  func leftOutAreNeverText() {
    var read = 0
    for world in Self.worlds {
      for path in StatePath.allCases where path.isNeverText {
        switch path.value(in: world) {
        case .string, .list:
          Issue.record("\(path) holds text: \(path.value(in: world))")
          return
        default: read += 1
        }
      }
    }
    #expect(read > 10_000)
  }

  /// The full step's events as the checker's step records them, watching `texts`: a change
  /// only of `delegado.enlacePendiente` or when its old or new text holds one of them (as the
  /// rule reads a text, written again here), and without a follow-up's action left with
  /// nothing (the recorder drops a follow-up that recorded nothing; the command's own action
  /// always shows).
  static func checkerView(_ events: [StepEvent], watching texts: [String]) -> [StepEvent] {
    func holdsWatched(_ value: Value) -> Bool {
      switch value {
      case .string(let s): texts.contains { !$0.isEmpty && s.contains($0) }
      case .list(let items): items.contains(where: holdsWatched)
      default: false
      }
    }
    var out: [StepEvent] = []
    var groupStart: Int?
    for event in events {
      if case .change(let c) = event,
        c.path.isNeverText
          || !(Rules.changesRead.contains(c.path) || holdsWatched(c.old) || holdsWatched(c.new))
      {
        continue
      }
      if event.isAction {
        if let start = groupStart, start > 0, out.count == start + 1 { out.removeLast() }
        groupStart = out.count
      }
      out.append(event)
    }
    if let start = groupStart, start > 0, out.count == start + 1 { out.removeLast() }
    return out
  }

  /// `pdx check` checks a rule of the state once per state (`StateSpace.Options.
  /// stateRulesOnce`): such a rule must read nothing but the world after the step. Asked of
  /// every letter from the worlds of random sessions and from those a search reaches with each
  /// knob at its pitfall (where the rules do break).
  /// The worlds of random sessions, and those a search reaches to depth 3 with each knob that
  /// reproduces a bug at its pitfall: where rules break and screens diverge.
  static let pitfallWorlds: [World] = {
    var worlds = Self.worlds
    for knob in Knob.allCases where knob.declaration.reproducesBug {
      var o = StateSpace.Options()
      o.depth = 3
      o.knobs = [(knob: knob, faithful: false)]
      if let only = knob.declaration.platform { o.platforms = [only] }
      o.rules = []
      _ = StateSpace(o).run(visit: { worlds.append($0.world) })
    }
    return worlds
  }()

  /// Every letter of the alphabet from every world of `pitfallWorlds` that accepts it: the
  /// world before, the letter, the full step's transition and the rules' input.
  static func eachAccepted(_ body: (World, Alphabet.Letter, Transition, RuleInput) -> Void) {
    let alphabet = Alphabet.standard
    for world in pitfallWorlds {
      for letter in alphabet.letters {
        let t = Transition(from: world, letter.action)
        guard t.step.rejection == nil else { continue }
        let input = RuleInput(
          before: world, after: t.world, action: letter.action, step: t.step,
          shown: letter.shown, passwords: alphabet.passwords)
        body(world, letter, t, input)
      }
    }
  }

  @Test("a rule of the state reads only the world after the step")
  func stateRulesReadTheWorldAfter() {
    let other = Store(platform: .android).world
    var compared = 0
    var broken = 0
    Self.eachAccepted { world, letter, t, input in
      // Another world before, another command, an empty step: the same verdict.
      var elsewhere = RuleInput(
        before: other, after: t.world, action: .tab(.ajustes), step: Step(number: 9),
        shown: "tab ajustes", passwords: [])
      elsewhere.again = (t.step, world)
      for rule in Rules.all where rule.scope == .state {
        let verdict = rule.check(input)
        #expect(verdict == rule.check(elsewhere), "\(rule.name), \(letter.text)")
        compared += 1
        if verdict != nil { broken += 1 }
      }
    }
    #expect(compared > 20_000)
    // The rules of the state break here: a rule reading more would show it.
    #expect(broken > 100)
  }

  /// What the checker's step keeps a change for: a value whose text holds a text watched, as
  /// `no-password-in-output` reads a changed value (a string's text, a list's items').
  @Test("a watched text is found in a string of its length or longer, and in a list's items")
  func watchedTexts() {
    let watched = WatchedTexts(["pikachu", "", "12345"])
    #expect(watched.held(by: .string("pikachu")))
    #expect(watched.held(by: .string("ash pikachu!")))
    #expect(watched.held(by: .string("x12345")))
    #expect(watched.held(by: .list([.string("a"), .list([.string("is pikachu")])])))
    #expect(!watched.held(by: .string("pikach")))
    #expect(!watched.held(by: .string("1234")))
    #expect(!watched.held(by: .list([.string("ash"), .null])))
    // A symbol is not text a password can be typed into; the empty text is held by all.
    #expect(!watched.held(by: .symbol("pikachu")))
    #expect(!WatchedTexts([""]).held(by: .string("anything")))
    #expect(!WatchedTexts([]).held(by: .string("pikachu")))
  }

  /// `pdx check` checks a rule that reads the steps of some commands only (`Rule.reads`) only
  /// after those: after any other, it must hold. Asked where the rules break (the knobs'
  /// pitfalls), and the rules must break there after their own commands.
  @Test("a rule that reads some commands' steps holds after every other command")
  func rulesReadTheirCommandsOnly() {
    let filtered = Rules.all.filter { $0.onlyAfter != nil }
    #expect(filtered.count >= 3)
    var brokenAfterTheirs: Set<String> = []
    var elsewhere = 0
    Self.eachAccepted { _, letter, _, input in
      for rule in filtered {
        let verdict = rule.check(input)
        // The names it gives are the commands it reads.
        #expect(
          rule.reads(letter.action)
            == rule.onlyAfter!.names.contains {
              letter.text.hasPrefix($0 + " ") || letter.text == $0
            },
          "\(rule.name), \(letter.text)")
        if rule.reads(letter.action) {
          if verdict != nil { brokenAfterTheirs.insert(rule.name) }
        } else {
          #expect(verdict == nil, "\(rule.name) broke after \(letter.text)")
          elsewhere += 1
        }
      }
    }
    #expect(elsewhere > 10_000)
    #expect(brokenAfterTheirs == Set(filtered.map(\.name)))
  }

  /// The full step is the check's floor (`core-replay --check`) and the REPL's step: it
  /// gathers the warnings the store's step gathers; the checker's, which no rule needs, none.
  @Test(
    "the full step's warnings are the store's, where screens diverge; the checker's step has none")
  func warnings() {
    let recording = CheckerRecording(
      watching: Alphabet.standard.passwords, keepingEveryChangeOf: Rules.changesRead)
    var compared = 0
    var warned = 0
    // The worlds the knobs' searches reached, one in 8.
    let reached = Array(Self.pitfallWorlds.dropFirst(Self.worlds.count))
    for world in stride(from: 0, to: reached.count, by: 8).map({ reached[$0] }) {
      for letter in Alphabet.standard.letters {
        var store = Store(platform: world.dispositivo.plataforma)
        store.restore(world)
        let sent = store.send(letter.action)
        let full = Transition(from: world, letter.action)
        #expect(full.step.warnings == sent.warnings, "\(letter.text)")
        #expect(
          Transition.checked(from: world, letter.action, recording: recording).step.warnings
            .isEmpty)
        compared += 1
        if !sent.warnings.isEmpty { warned += 1 }
      }
    }
    #expect(compared > 10_000)
    #expect(warned > 0)
  }

  @Test("from every letter, its world and rejection are the full step's, no warnings; its events")
  func equalsFullStep() {
    let alphabet = Alphabet.standard
    let passwords = alphabet.passwords + [Explorer.leakProbe]
    var compared = 0
    var changesLeftOut = 0
    var keptForText = 0
    var keptWhole = 0
    for world in Self.worlds {
      for letter in alphabet.letters {
        let full = Transition(from: world, letter.action)
        let checked = Transition.checked(
          from: world, letter.action,
          recording: CheckerRecording(watching: passwords, keepingEveryChangeOf: Rules.changesRead))
        guard checked.world == full.world, checked.step.rejection == full.step.rejection,
          checked.step.warnings.isEmpty,
          checked.step.events == Self.checkerView(full.step.events, watching: passwords)
        else {
          Issue.record("\(letter.text): the checker's step is not the full one's")
          return
        }
        changesLeftOut += full.step.events.count - checked.step.events.count
        for change in checked.step.changes {
          if Rules.changesRead.contains(change.path) { keptWhole += 1 } else { keptForText += 1 }
        }
        guard full.step.rejection == nil else { continue }
        // Every rule breaks, or holds, alike on both.
        func breach(_ step: Step) -> String? {
          let input = RuleInput(
            before: world, after: full.world, action: letter.action, step: step,
            shown: letter.shown, passwords: passwords)
          return Rules.firstBreach(input).map { $0.0.name + ": " + $0.1.message }
        }
        #expect(breach(checked.step) == breach(full.step), "\(letter.text)")
        compared += 1
      }
    }
    #expect(compared > 5_000)
    // It does leave something out: otherwise it would be the full step under another name.
    #expect(changesLeftOut > compared)
    // And it keeps both kinds: a text holding a password (typed as an email: the explorer
    // types "pikachu" as text), and the pending link's changes.
    #expect(keptForText > 0)
    #expect(keptWhole > 0)
  }
}
