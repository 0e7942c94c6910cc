import PokedexCore
import Testing

@testable import PdxCommandLine
@testable import PdxExplore
@testable import PdxLanguage
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxTeaching

/// The summary of `pdx check --shard K/N` (docs/reference.md §7.1): where the shard split, what
/// it kept, and its share of the work, in both languages.
@Suite("pdx check --shard's summary")
struct ShardSummaryTests {
  /// Shard K of 4 at depth 4 from a fresh iOS world.
  static func search(_ k: Int) -> (StateSpace.Result, StateSpace.Options) {
    var options = StateSpace.Options()
    options.depth = 4
    options.platforms = [.ios]
    options.shard = (k, 4)
    return (StateSpace(options).run(progress: nil), options)
  }

  @Test("the shard's lines: where it split, what it kept, its own and the shared transitions")
  func lines() {
    let (result, options) = Self.search(2)
    let share = result.shard!
    let own = result.transitions - share.shared
    // iOS alone has 371 states at depth 3 (fewer than 64·4 at depth 2): it splits there.
    #expect(share.level == 3 && share.ancestors == 2 && share.of == 371 && share.shared == 2_500)
    let en = CheckSummary(result: result, options: options, language: .en).lines
    let es = CheckSummary(result: result, options: options, language: .es).lines
    #expect(
      Array(en[1...2]) == [
        "  shard 2 of 4, split at depth 3: kept \(share.kept) of its 371 states, dealt out by"
          + " their ancestors at depth 2",
        "  its share: \(Numbers.grouped(own, .en)) transitions below the split, and the 2,500"
          + " above it that every shard makes",
      ])
    #expect(
      Array(es[1...2]) == [
        "  parte 2 de 4, repartida en la profundidad 3: se queda \(share.kept) de sus 371"
          + " estados, repartidos por sus antepasados de la profundidad 2",
        "  su parte: \(Numbers.grouped(own, .es)) transiciones bajo el reparto, y las 2500 de"
          + " encima, que hace cada parte",
      ])
    // The four shards keep the split level between them, each a share of it.
    let kept = (1...4).map { Self.search($0).0.shard!.kept }
    #expect(kept.reduce(0, +) == 371 && kept.allSatisfy { $0 > 0 }, "\(kept)")
  }

  @Test("a search with no level large enough to split says so, in both languages")
  func noSplit() {
    var options = StateSpace.Options()
    options.depth = 1
    options.shard = (1, 4)
    let result = StateSpace(options).run(progress: nil)
    #expect(result.shard == nil)
    #expect(
      CheckSummary(result: result, options: options, language: .en).lines[1]
        == "  shard 1 of 4, no level was large enough to split")
    #expect(
      CheckSummary(result: result, options: options, language: .es).lines[1]
        == "  parte 1 de 4, ningún nivel era bastante grande para repartirlo")
  }
}
