/// How `--shard K/N` divides the search (docs/reference.md §7.2). Shards share nothing while they
/// run, so each searches the first levels whole (the same states, numbered alike, in every
/// shard), and from the split on only below the states of the split level it owns. The split
/// is late, two levels above the depth (the last levels are most of the transitions, and each
/// level below the split adds to the overlap: a state reached from two shards' states is
/// searched by both), and a state's owner is its ancestor's, two levels up: the states a few
/// commands in either order reach come from the same ancestor, so they mostly fall to one shard.
struct ShardSplit: Sendable {
  var index: Int
  var count: Int

  /// How many levels above the split the ancestor that picks the owner is.
  static let ancestorLevels = 2

  /// Whether the level just merged is where the shards split: at least two levels above the
  /// depth asked for, and at least 64 states a shard.
  func splits(at level: Int, states: Int, depth: Int) -> Bool {
    level >= depth - 2 && states >= 64 * count
  }

  /// The positions, in the level starting at state `start`, of the states this shard keeps:
  /// those whose ancestor `ancestorLevels` up (or the root, if nearer) hashes to it.
  func owned(_ start: Int, _ states: Int, links: Links) -> [Int] {
    (0..<states).filter { position in
      var ancestor = start + position
      for _ in 0..<Self.ancestorLevels where links.parents[ancestor] != UInt32.max {
        ancestor = Int(links.parents[ancestor])
      }
      // The state's number, mixed (SplitMix64's finaliser): numbers close together, as siblings
      // are, land in unrelated shards.
      var z = UInt64(ancestor) &+ 0x9E37_79B9_7F4A_7C15
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(count)) == index - 1
    }
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
