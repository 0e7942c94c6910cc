/// How `--shard K/N` divides the search (docs/reference.md §7.1). Shards share nothing while they
/// run, so each searches the first levels whole (the same states, numbered alike, in every
/// shard), and from the split on only below the states of the split level it owns. The split
/// is late, two levels above the depth: the last levels are most of the transitions, and each
/// level below the split adds to the overlap (a state reached from two shards' states is
/// searched by both). A state's owner is its ancestor's, about three levels up: the states a few
/// commands in either order reach mostly come from the same ancestor, so they fall to one
/// shard. The ancestors are dealt out largest first (by their states at the split), each to the
/// shard with the fewest so far, so that the shards' shares are even.
struct ShardSplit: Sendable {
  var index: Int
  var count: Int

  /// Whether the level just merged is where the shards split: at least two levels above the
  /// depth asked for, and at least 64 states a shard.
  func splits(at level: Int, states: Int, depth: Int) -> Bool {
    level >= depth - 2 && states >= 64 * count
  }

  /// The level of the ancestors that choose the owners: three levels above the split, or
  /// nearer, as far as it takes to find 16 states a shard to deal out.
  func ancestorLevel(split: Int, levels: [Int]) -> Int {
    var level = max(0, split - 3)
    while level < split, levels[level] < 16 * count { level += 1 }
    return level
  }

  /// The positions, in the split level (its states numbered from `start`), of the states this
  /// shard keeps: those whose ancestor `generations` levels up was dealt to it.
  func owned(_ start: Int, _ states: Int, generations: Int, links: Links) -> [Int] {
    let ancestors = (0..<states).map { position in
      var ancestor = start + position
      for _ in 0..<generations { ancestor = Int(links.parents[ancestor]) }
      return ancestor
    }
    var weights: [Int: Int] = [:]
    for ancestor in ancestors { weights[ancestor, default: 0] += 1 }
    // Largest first, then by number: the same order in every shard.
    let dealt = weights.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    var load = [Int](repeating: 0, count: count)
    var mine = Set<Int>()
    for (ancestor, weight) in dealt {
      let shard = load.indices.min { load[$0] != load[$1] ? load[$0] < load[$1] : $0 < $1 }!
      load[shard] += weight
      if shard == index - 1 { mine.insert(ancestor) }
    }
    return ancestors.indices.filter { mine.contains(ancestors[$0]) }
  }
}

/// Where a shard split, what it kept there, and which of its transitions every shard makes.
public struct ShardShare: Sendable, Equatable {
  /// The depth of the split level.
  public var level: Int
  /// The states of the split level this shard kept, and that level's states.
  public var kept: Int
  public var of: Int
  /// The depth of the ancestors that chose the states kept.
  public var ancestors: Int
  /// The transitions of the levels above the split: the same in every shard and in the whole
  /// search. The shard's own are the rest.
  public var shared: Int
}
