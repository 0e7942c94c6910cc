import Testing

@testable import PdxCommands
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxTeaching
@testable import PokedexCore

/// The diff is fast because of metadata kept by hand: each path's `reads` and `same` in
/// StatePath+Rows.swift and StatePath+Reads.swift, the fields' bits in World.swift and
/// CopyOnWrite.swift. A wrong entry would silently drop a change from every step. These properties hold over the worlds random
/// sessions reach (the explorer's own lines), so a wrong entry fails here.
@Suite("The diff's hand-kept metadata")
struct DiffPropertyTests {
  /// The worlds of a random session from `seed`: each after one accepted or rejected action.
  static func trajectory(seed: UInt64, steps: Int) -> [World] {
    var rng = SplitMix64(seed: seed)
    var store = Store()
    var worlds = [store.world]
    var tries = 0
    while worlds.count < steps, tries < steps * 20 {
      tries += 1
      let line = Explorer.randomLine(&rng, world: store.world)
      guard let parsed = try? Parser.parse(line) else { continue }
      switch parsed.invocation {
      case .action(let action):
        _ = store.send(action)
      case .platform(let p):
        _ = store.reset(platform: p, hayCuentas: true, action: .platform(p))
      default:
        continue
      }
      worlds.append(store.world)
    }
    return worlds
  }

  /// Every path whose value differs, read in full: what the diff must find.
  static func fullDiff(_ a: World, _ b: World) -> [Change] {
    StatePath.allCases.compactMap { p in
      let (old, new) = (p.value(in: a), p.value(in: b))
      return old == new ? nil : Change(path: p, old: old, new: new)
    }
  }

  static let seeds: [UInt64] = [1, 7, 2026, 31_337]

  @Test("for consecutive worlds of random sessions, the fast diff equals reading every path")
  func consecutive() {
    var compared = 0
    for seed in Self.seeds {
      let worlds = Self.trajectory(seed: seed, steps: 600)
      for (a, b) in zip(worlds, worlds.dropFirst()) {
        let fast = StatePath.diff(a, b)
        let full = Self.fullDiff(a, b)
        if fast != full {
          Issue.record("seed \(seed): fast \(fast.map(\.path)) full \(full.map(\.path))")
          return
        }
        compared += 1
      }
    }
    #expect(compared > 2000)
  }

  @Test("for worlds far apart in a session (a snapshot, then many writes), the same")
  func farApart() {
    var rng = SplitMix64(seed: 99)
    for seed in Self.seeds {
      let worlds = Self.trajectory(seed: seed, steps: 300)
      for _ in 0..<300 {
        let i = Int(rng.next() % UInt64(worlds.count))
        let j = Int(rng.next() % UInt64(worlds.count))
        let fast = StatePath.diff(worlds[i], worlds[j])
        let full = Self.fullDiff(worlds[i], worlds[j])
        if fast != full {
          Issue.record("seed \(seed) \(i)→\(j): fast \(fast.map(\.path)) full \(full.map(\.path))")
          return
        }
      }
    }
  }

  /// `same` may say "different" of equal values (the badge compares the favourites, whose
  /// count is what it shows): the values are then read and compared. It may never say "the
  /// same" of values that differ: the change would be lost.
  @Test("a path's in-place comparison (same) never calls different values the same")
  func sameAgreesWithValues() {
    var rng = SplitMix64(seed: 5)
    let worlds = Self.seeds.flatMap { Self.trajectory(seed: $0, steps: 200) }
    var checked = 0
    for _ in 0..<2000 {
      let a = worlds[Int(rng.next() % UInt64(worlds.count))]
      let b = worlds[Int(rng.next() % UInt64(worlds.count))]
      for path in StatePath.allCases {
        guard let same = path.same(a, b) else { continue }
        if same, path.value(in: a) != path.value(in: b) {
          Issue.record("\(path): same says so of \(path.value(in: a)) and \(path.value(in: b))")
          return
        }
        checked += 1
      }
    }
    #expect(checked > 10000)
  }

  @Test("every value a path shows, written in an expect line, reads back as itself")
  func valuesRoundTrip() throws {
    let worlds = Self.trajectory(seed: 2026, steps: 400)
    for world in worlds {
      for path in StatePath.allCases {
        let value = path.value(in: world)
        let read = try Value.parse(value.description)
        if read != value {
          Issue.record("\(path): \(value.description) reads back as \(read)")
          return
        }
      }
    }
  }
}
