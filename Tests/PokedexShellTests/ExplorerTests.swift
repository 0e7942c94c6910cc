@_spi(Internals) import PokedexCore
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

@Suite("Random exploration")
struct ExplorerTests {
  @Test("the same seed gives the same bytes; another seed other bytes")
  func deterministic() {
    let a = Explorer(seed: 7, steps: 3000).run()
    let b = Explorer(seed: 7, steps: 3000).run()
    let c = Explorer(seed: 8, steps: 3000).run()
    #expect(a.violation == nil && b.violation == nil && c.violation == nil)
    #expect(a.digest == b.digest)
    #expect(a.digest != c.digest)
    #expect(a.rejected > 0 && a.rejected < a.steps)
  }

  @Test("a failing script is minimised to the lines that matter")
  func minimise() {
    // The last line is the step that broke the invariant: it is always kept.
    let lines = ["tab lista", "show", "signup ash@kanto.com pikachu", "tree", "back", "open 25"]
    let kept = Explorer.minimize(lines) { candidate in
      guard let s = candidate.firstIndex(of: "signup ash@kanto.com pikachu"),
        let o = candidate.firstIndex(of: "open 25")
      else { return false }
      return s < o
    }
    #expect(kept == ["signup ash@kanto.com pikachu", "open 25"])
    #expect(
      !Explorer.reproduces(
        lines,
        invariant: Words(
          en: "a rejected command changed the world", es: "una orden rechazada cambió el mundo"),
        options: SessionOptions()))
  }

  @Test("the diff names exactly what changed, over thousands of random lines")
  func diffAgreesWithFullRead() {
    var rng = SplitMix64(seed: 99)
    let session = Session(emit: { _ in }, host: TestHost(password: { _ in Secret("pikachu") }))
    for _ in 0..<3000 {
      let before = session.store.world
      session.execute(Explorer.randomLine(&rng, world: before))
      let after = session.store.world
      let full = StatePath.allCases.compactMap { entry -> Change? in
        let old = entry.value(in: before)
        let new = entry.value(in: after)
        return old == new ? nil : Change(path: entry, old: old, new: new)
      }
      #expect(StatePath.diff(before, after) == full)
    }
  }

  @Test("random lines come from the command table: every command but save, run, quit, exit")
  func everyCommand() {
    var rng = SplitMix64(seed: 5)
    var seen = Set<String>()
    for _ in 0..<20_000 {
      let line = Explorer.randomLine(&rng)
      seen.insert(String(line.prefix { $0 != " " }))
    }
    for spec in CommandTable.all where !Explorer.excluded.contains(spec.name) {
      #expect(seen.contains(spec.name), "\(spec.name) is never explored")
    }
    #expect(seen.isDisjoint(with: Explorer.excluded))
  }
}

// What the explorer keeps of its lines.
extension ExplorerTests {
  @Test("the explorer keeps only the last lines, and regenerates earlier ones from the seed")
  func explorerMemory() {
    var ring = Ring<String>(capacity: 3)
    for line in ["a", "b", "c", "d", "e"] { ring.push(line) }
    #expect(ring.oldestFirst == ["c", "d", "e"])
    let explorer = Explorer(seed: 7, steps: 50)
    let first = explorer.lines(upTo: 50)
    #expect(first.count == 50)
    #expect(explorer.lines(upTo: 50) == first)
    #expect(explorer.lines(upTo: 20) == Array(first.prefix(20)))
  }
}
