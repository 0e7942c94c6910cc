import Testing

@testable import PokedexCore
@testable import PokedexShell

/// The checker's step (`Transition.checked`) leaves out the changes of the paths that are
/// never text. Every rule must see in it what it saw in the full step: these hold over every
/// letter of the alphabet from the worlds of random sessions (the explorer's own lines).
@Suite("The checker's step")
struct CheckedStepTests {
  /// Worlds of random sessions, both platforms: what the letters are tried from.
  static let worlds: [World] =
    [5, 8, 2028].flatMap { DiffPropertyTests.trajectory(seed: $0, steps: 120) }
    + [Store(platform: .android).world]

  @Test("the paths it leaves out exist, and are never text in the worlds of random sessions")
  func leftOutAreNeverText() {
    for name in StatePaths.neverText {
      #expect(StatePaths.named(name) != nil, "\(name) is not a state path")
    }
    var read = 0
    for world in Self.worlds {
      for path in StatePaths.all where StatePaths.neverText.contains(path.path) {
        switch path.value(in: world) {
        case .string, .list:
          Issue.record("\(path.path) holds text: \(path.value(in: world))")
          return
        default: read += 1
        }
      }
    }
    #expect(read > 10_000)
  }

  /// The full step's events as the checker's step records them: without the changes of paths
  /// never text, and without a follow-up's action left with nothing (the recorder drops a
  /// follow-up that recorded nothing; the command's own action always shows).
  static func checkerView(_ events: [StepEvent]) -> [StepEvent] {
    var out: [StepEvent] = []
    var groupStart: Int?
    for event in events {
      if case .change(let c) = event, StatePaths.neverText.contains(c.path) { continue }
      if event.isAction {
        if let start = groupStart, start > 0, out.count == start + 1 { out.removeLast() }
        groupStart = out.count
      }
      out.append(event)
    }
    if let start = groupStart, start > 0, out.count == start + 1 { out.removeLast() }
    return out
  }

  @Test("from every letter, its world, rejection and warnings are the full step's; its events")
  func equalsFullStep() {
    let alphabet = Alphabet.standard
    let passwords = alphabet.passwords + [Explorer.leakProbe]
    var compared = 0
    var changesLeftOut = 0
    for world in Self.worlds {
      for letter in alphabet.letters {
        let full = Transition(from: world, letter.action)
        let checked = Transition.checked(from: world, letter.action)
        guard checked.world == full.world, checked.step.rejection == full.step.rejection,
          checked.step.warnings == full.step.warnings,
          checked.step.events == Self.checkerView(full.step.events)
        else {
          Issue.record("\(letter.text): the checker's step is not the full one's")
          return
        }
        changesLeftOut += full.step.events.count - checked.step.events.count
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
  }
}
