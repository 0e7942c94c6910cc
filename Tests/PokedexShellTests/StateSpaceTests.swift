import PokedexCore
import Synchronization
import Testing

@testable import PdxCommands
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxLanguage
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxSession
@testable import PdxTeaching

/// `pdx check`'s search (docs/reference.md §7): what it finds, that it finds the same thing
/// however it is split, and that what it hands back replays.
@Suite("The state space")
struct StateSpaceTests {
  func options(depth: Int, _ knobs: [(Knob, Bool)] = [], jobs: Int = 1) -> StateSpace.Options {
    var o = StateSpace.Options()
    o.depth = depth
    o.knobs = knobs.map { (knob: $0.0, faithful: $0.1) }
    o.jobs = jobs
    return o
  }

  @Test("with every knob at the lessons' fix, no rule breaks (both platforms, depth 4)")
  func faithfulIsClean() {
    let result = StateSpace(options(depth: 4)).run()
    #expect(result.counterexample == nil)
    #expect(result.depthReached == 4)
    #expect(result.levels == [2, 37, 273, 1_299, 4_750])
    #expect(result.distinct == result.levels.reduce(0, +))
  }

  @Test(
    "every knob that reproduces a bug is found within the default depth, by a rule it breaks",
    arguments: Knob.allCases.filter { $0.declaration.reproducesBug })
  func everyPitfallIsFound(_ knob: Knob) throws {
    var o = options(depth: 6, [(knob, false)])
    if let only = knob.declaration.platform { o.platforms = [only] }
    let result = StateSpace(o).run()
    let found = try #require(result.counterexample, "\(knob.name) was not found")
    #expect(found.rule.brokenBy.contains(knob), "\(knob.name) broke \(found.rule.name)")
    #expect(found.setup.contains("set \(knob.name) \(knob.declaration.pitfall)"))
    #expect(result.depthReached <= 4)
  }

  @Test("a step that differs when run twice from the same world breaks same-step-twice")
  func sameStepTwice() throws {
    // Every second run of `tap-notification` carries an extra note: a step that is not a value.
    let runs = Mutex(0)
    var o = options(depth: 3)
    o.determinism = 1
    o.transition = { world, action in
      var t = Transition(from: world, action)
      guard case .tapNotification = action else { return t }
      if runs.withLock({ n in
        n += 1
        return n % 2 == 0
      }) {
        t.step.events.append(.note(.tapDiscarded))
      }
      return t
    }
    let result = StateSpace(o).run()
    let found = try #require(result.counterexample)
    #expect(found.rule.name == "same-step-twice")
    #expect(found.steps.last?.hasPrefix("tap-notification") == true)
    // The core's own transition is a value: the same search with it finds nothing.
    o.transition = { Transition(from: $0, $1) }
    #expect(StateSpace(o).run().counterexample == nil)
  }

  @Test("the counterexample replays in a fresh session and fails at its expect, its last line")
  func counterexampleReplays() throws {
    for knob in Knob.allCases where knob.declaration.reproducesBug {
      var o = options(depth: 6, [(knob, false)])
      if let only = knob.declaration.platform { o.platforms = [only] }
      let found = try #require(StateSpace(o).run().counterexample)
      let lines = found.script.split(separator: "\n").map(String.init)
      var failedAt: Int?
      let session = Session(sink: .discard, diagnostic: { _ in })
      session.start()
      for (n, line) in lines.enumerated() {
        if case .failed = session.execute(line, script: true) {
          failedAt = n + 1
          break
        }
      }
      #expect(failedAt == lines.count, "\(knob.name): \(found.script)")
      #expect(lines.last == found.breach.expect)
      #expect(
        lines.contains(
          "## Rule \(found.rule.name) (lesson \(found.rule.lesson)): \(found.rule.statement)."))
    }
  }

  @Test("the same counts and counterexample for any -j, any shard and either frontier")
  func sameForAnyStrategy() throws {
    // Clean to depth 4 (split at depth 2), and a counterexample at depth 4 or less.
    for (depth, knobs) in [(4, []), (6, [(Knob.reportDismissals, false)])] {
      var seen: [String] = []
      for frontier in FrontierStrategy.allCases {
        for jobs in [1, 2] {
          var o = options(depth: depth, knobs, jobs: jobs)
          o.frontier = frontier
          let r = StateSpace(o).run()
          seen.append(
            "\(r.levels) \(r.transitions) \(r.revisits) \(r.counterexample?.script ?? "none")")
          for k in 1...2 {
            o.shard = (k, 2)
            let s = StateSpace(o).run()
            seen.append(
              "shard \(k): \(s.levels) \(s.transitions) \(s.counterexample?.script ?? "none")")
          }
        }
      }
      // frontier × jobs: four runs of three searches each, all alike.
      #expect(seen.count == 12)
      #expect(seen[0..<3] == seen[3..<6] && seen[0..<3] == seen[6..<9])
      #expect(seen[0..<3] == seen[9..<12], "\(seen)")
    }
  }

  @Test(
    "the state's rules checked once per state find what checking them on every transition finds",
    arguments: [nil]
      + Rules.all.filter { $0.scope == .state }.flatMap(\.brokenBy).map(Optional.some))
  func stateRulesOnce(_ knob: Knob?) {
    var o = options(depth: 5, knob.map { [($0, false)] } ?? [])
    if let only = knob?.declaration.platform { o.platforms = [only] }
    var results: [String] = []
    for once in [true, false] {
      o.stateRulesOnce = once
      let r = StateSpace(o).run()
      results.append(
        "\(r.levels) \(r.transitions) \(r.revisits) \(r.counterexample?.rule.name ?? "-")"
          + " \(r.counterexample?.script ?? "none")")
    }
    #expect(results[0] == results[1], "\(knob?.name ?? "faithful")")
    // A knob of a rule of the state is found by it (else the comparison says little).
    if let knob {
      #expect(results[0].contains("\n"), "\(knob.name): no counterexample")
    }
  }

  @Test("a root, reached by no transition, is checked when a transition comes back to it")
  func rootsAreChecked() throws {
    var o = options(depth: 2)
    o.platforms = [.ios]
    let root = StateSpace(o).root(.ios).fingerprint
    // A rule of the state that only the root breaks: no transition first reached it. (It
    // borrows a name: a rule is made with one of the names `Rule.Name` declares.)
    o.rules = [
      Rule(
        name: .contentNeedsSession, lesson: .laPuertaYLaCuenta, scope: .state,
        statement: Words(en: "not the root", es: "no la raíz"), brokenBy: []
      ) { i in
        i.after.fingerprint == root ? Breach(en: "the root", es: "la raíz", expect: "") : nil
      }
    ]
    for once in [true, false] {
      o.stateRulesOnce = once
      let found = try #require(StateSpace(o).run().counterexample, "once: \(once)")
      #expect(found.breach.message == "the root")
      #expect(found.steps.count == 1)
    }
  }

  @Test("re-derived worlds are the worlds the search reached: a deep search agrees both ways")
  func replayedWorldsAgree() {
    var visited: [FrontierStrategy: [UInt64]] = [:]
    for frontier in FrontierStrategy.allCases {
      var o = options(depth: 5)
      o.frontier = frontier
      o.platforms = [.android]
      var fingerprints: [UInt64] = []
      _ = StateSpace(o).run(visit: { fingerprints.append($0.world.fingerprint) })
      visited[frontier] = fingerprints
    }
    #expect(visited[.replay]!.count > 8_000)
    #expect(visited[.replay] == visited[.worlds])
  }

  @Test("the memory bound stops the search before the depth it was reached in, not complete")
  func memoryBound() {
    let whole = StateSpace(options(depth: 4)).run()
    // The process "holds" a byte more at each look: over the bound at the 6th look.
    let looks = Atomic<Int>(0)
    var o = options(depth: 6)
    o.maxMemory = 6
    o.memoryInUse = { looks.wrappingAdd(1, ordering: .relaxed).newValue }
    let r = StateSpace(o).run()
    // One look before each level, and one in every 16 chunks of 64 states: the 6th look is
    // the one before depth 5 (depth 4 has 22 chunks).
    #expect(r.memoryBound == 5)
    #expect(r.depthReached == 4)
    #expect(!r.complete)
    // What is reported is the search to the depth above, exactly.
    #expect(whole.levels == r.levels && whole.transitions == r.transitions)
    // Over the bound from the start: nothing expanded.
    o.memoryInUse = { 100 }
    let none = StateSpace(o).run()
    #expect(none.memoryBound == 1 && none.depthReached == 0 && none.distinct == 2)
  }

  @Test("--max-memory's sizes: a number and its unit, in powers of 1024")
  func sizes() {
    #expect(ProcessMemory.size("512M") == 512 << 20)
    #expect(ProcessMemory.size("2G") == 2 << 30)
    #expect(ProcessMemory.size("1.5g") == 3 << 29)
    #expect(ProcessMemory.size("64KiB") == 64 << 10)
    #expect(ProcessMemory.size("1TB") == 1 << 40)
    for wrong in ["512", "", "M", "x", "-1G", "1.2.3G", ".5G", "0.5K", "2Q", "1e3M", "１G"] {
      #expect(ProcessMemory.size(wrong) == nil, "\(wrong)")
    }
  }

  @Test("the shards together visit exactly the states of the whole search, 2 or 3 of them")
  func shardsCoverTheSpace() {
    var whole = Set<UInt64>()
    _ = StateSpace(options(depth: 4)).run(visit: { whole.insert($0.world.fingerprint) })
    // Split two levels above the depth, at depth 2 (273 states, at least 64·N), odd shares for 3.
    for n in [2, 3] {
      var union = Set<UInt64>()
      var splits: [Int?] = []
      for k in 1...n {
        var o = options(depth: 4)
        o.shard = (k, n)
        let r = StateSpace(o).run(visit: { union.insert($0.world.fingerprint) })
        splits.append(r.shard?.level)
        #expect(!r.complete)
      }
      #expect(splits == Array(repeating: 2, count: n))
      #expect(union == whole, "\(n) shards")
    }
  }

  @Test("--max-states stops the search and says it is bounded")
  func maxStates() {
    var o = options(depth: 6)
    o.maxStates = 100
    let r = StateSpace(o).run()
    #expect(r.distinct >= 100 && r.distinct < 100 + 48 * 35)
    #expect(!r.complete)
  }

  @Test("--max-states stops inside a level, after the wave that filled it, the same for any -j")
  func maxStatesMidLevel() {
    var whole = options(depth: 5)
    let full = StateSpace(whole).run()
    whole.maxStates = 3000
    let bounded = StateSpace(whole).run()
    #expect(bounded.distinct == 3000)
    #expect(bounded.levels == [2, 37, 273, 1299, 1389])
    // The last level is cut inside: the transitions made are fewer than the whole search's
    // (finishing the level, the bound made as many as no bound).
    #expect(bounded.transitions == 42_138 && full.transitions > 42_138)
    whole.jobs = 4
    let parallel = StateSpace(whole).run()
    #expect(parallel.transitions == bounded.transitions && parallel.distinct == 3000)
  }

  @Test("--max-states expands a level larger than a wave one wave at a time, never all of it")
  func maxStatesWaves() {
    // Waves of 64 states: depth 5's last level grows from 1,299, so a bound inside it stops
    // after the wave that filled it.
    let finished = StateSpace(options(depth: 4)).run()
    var bounded = options(depth: 5)
    bounded.wave = 64
    #expect((finished.levels.last ?? 0) > bounded.wave)
    bounded.maxStates = finished.distinct + 10
    let r = StateSpace(bounded).run()
    #expect(r.distinct == finished.distinct + 10)
    // One wave expanded past the finished levels, each of its states with every letter at
    // most: the rest of the level was not.
    let past = r.transitions - finished.transitions
    #expect(
      past > 0 && past <= bounded.wave * bounded.alphabet.letters.count,
      "\(past) transitions past depth 4")
  }

  @Test("a stop asked for (a time budget, a signal) ends the search with the levels finished")
  func stopped() {
    var o = options(depth: 6)
    let asked = Atomic<Int>(0)
    // Yes from the 40th question on (one a level, one a chunk of 64 states): inside a level's
    // expansion, after the first three.
    o.stop = { asked.wrappingAdd(1, ordering: .relaxed).newValue > 40 }
    let r = StateSpace(o).run()
    #expect(r.stoppedAt != nil && !r.complete && r.counterexample == nil)
    #expect(r.levels.count == r.stoppedAt!)
    #expect(r.levels.count >= 4 && r.stoppedAt! <= 6)
    #expect(Array(r.levels.prefix(3)) == [2, 37, 273])
  }

  @Test("a space with nothing new at its last level is exhausted")
  func exhausted() {
    // Without the alphabet's commands that open new states, the world cycles among a few.
    var o = options(depth: 8)
    o.platforms = [.ios]
    o.alphabet = Alphabet(lines: ["launch", "terminate", "net on", "net off"])
    let r = StateSpace(o).run()
    #expect(r.complete)
    #expect(r.levels.last == 0)
    #expect(r.distinct == 4)
  }

  @Test("every line of the alphabet parses to the action it names; its passwords are found")
  func alphabet() throws {
    let letters = Alphabet.standard.letters
    #expect(letters.count == 50)
    for letter in letters {
      let parsed = try #require(try Parser.parse(letter.text))
      guard case .action(let action) = parsed.invocation else {
        Issue.record("\(letter.text) is not an action")
        continue
      }
      #expect(action == letter.action)
    }
    #expect(Alphabet.standard.passwords == ["pikachu", "wrongpw"])
    #expect(letters.contains { $0.shown == "login ash@kanto.com ******" })
  }

  @Test("the fingerprint set finds what it holds, and only that, across growth")
  func fingerprintSet() {
    var set = FingerprintSet()
    var rng = SplitMix64(seed: 3)
    var inserted: [UInt64] = []
    for _ in 0..<5_000 {
      let f = rng.next() | 1
      let added = set.insert(f)
      #expect(added)
      inserted.append(f)
    }
    #expect(set.count == 5_000)
    #expect(inserted.allSatisfy { set.contains($0) })
    let again = set.insert(inserted[17])
    #expect(!again)
    #expect(!set.contains(2))
    // At most three quarters full, and at least three eighths after a growth: 8 bytes a slot.
    #expect(set.bytes <= 5_000 * 22 && set.bytes >= 5_000 * 10)
    // Emptied (a chunk's set, between chunks): nothing found, its slots kept, filled again.
    let bytes = set.bytes
    set.removeAll()
    #expect(set.count == 0 && set.bytes == bytes)
    #expect(!inserted.contains { set.contains($0) })
    #expect(set.insert(inserted[17]) && set.contains(inserted[17]) && set.count == 1)
  }
}
