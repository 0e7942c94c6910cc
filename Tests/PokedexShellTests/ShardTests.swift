import PokedexCore
import Testing

@testable import PdxExplore
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxSession
@testable import PdxTeaching

/// `pdx check --shard K/N` (docs/reference.md §7.1): the shards together are the whole search,
/// in the states they visit and in the rules they find broken, each counterexample replaying
/// alone; and each says what it kept and its share of the work.
@Suite("Shards of the search")
struct ShardTests {
  func options(depth: Int, _ knob: Knob? = nil) -> StateSpace.Options {
    var o = StateSpace.Options()
    o.depth = depth
    if let knob {
      o.knobs = [(knob: knob, faithful: false)]
      if let only = knob.declaration.platform { o.platforms = [only] }
    }
    return o
  }

  /// The line a replay of the script fails at, in a fresh session: its last, when it shows the
  /// rule broken.
  func failingLine(_ found: Counterexample) -> (at: Int?, of: Int) {
    let lines = found.script.split(separator: "\n").map(String.init)
    let session = Session(sink: .discard, diagnostic: { _ in })
    session.start()
    for (n, line) in lines.enumerated() {
      if case .failed = session.execute(line, script: true) { return (n + 1, lines.count) }
    }
    return (nil, lines.count)
  }

  @Test("2 and 8 shards visit together exactly the states of the whole search, depth 5")
  func unionIsTheWholeSearch() {
    var whole = Set<UInt64>()
    let full = StateSpace(options(depth: 5)).run(visit: { whole.insert($0.world.fingerprint) })
    let aboveTheSplit = StateSpace(options(depth: 3)).run().transitions
    // 2 shards choose their owners one level above 8's: the two ways an owner is found (4
    // shards are 8's way again, for a quarter of this test's time).
    for n in [2, 8] {
      var union = Set<UInt64>()
      var kept = 0
      for k in 1...n {
        var o = options(depth: 5)
        o.shard = (k, n)
        let r = StateSpace(o).run(visit: { union.insert($0.world.fingerprint) })
        #expect(r.counterexample == nil && !r.complete)
        // Split two levels above the depth: 1,299 states at depth 3, the same in every shard,
        // and the transitions above the split are the whole search's to depth 3. The owners
        // chosen by the ancestors at the shallowest level with 16 states a shard: 37 at depth 1
        // for 2 shards, 273 at depth 2 for 8.
        #expect(r.shard?.level == 3 && r.shard?.of == 1_299)
        #expect(r.shard?.ancestors == (n == 2 ? 1 : 2))
        #expect(r.shard?.shared == aboveTheSplit)
        kept += r.shard?.kept ?? 0
        #expect(r.transitions < full.transitions)
      }
      #expect(kept == 1_299, "\(n) shards")
      #expect(union == whole, "\(n) shards")
    }
  }

  @Test(
    "for every knob's pitfall, 4 shards together break the whole search's rule, each shard's counterexample replaying (depths 4 and 5)",
    arguments: Knob.allCases.filter { $0.declaration.reproducesBug })
  func verdicts(_ knob: Knob) throws {
    for depth in [4, 5] {
      var o = options(depth: depth, knob)
      let whole = try #require(StateSpace(o).run().counterexample, "\(knob.name)")
      var broken: [String] = []
      for k in 1...4 {
        o.shard = (k, 4)
        guard let found = StateSpace(o).run().counterexample else { continue }
        broken.append(found.rule.name)
        #expect(found.rule.brokenBy.contains(knob), "\(knob.name) broke \(found.rule.name)")
        let replay = failingLine(found)
        #expect(replay.at == replay.of, "\(knob.name), shard \(k): \(found.script)")
      }
      #expect(broken.contains(whole.rule.name), "\(knob.name) at depth \(depth): \(broken)")
    }
  }
}
