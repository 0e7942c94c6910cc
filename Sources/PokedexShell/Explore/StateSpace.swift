import PokedexCore
import Synchronization

/// The app's reachable states (docs/reference.md §7), searched breadth-first from fresh worlds: every command of the
/// alphabet from every state, the rules checked after every transition. One search for
/// `pdx check` (does every rule hold?), `pdx graph --states` (what does a student see?) and
/// coverage (what do the scripts visit?).
///
/// A state is its world's fingerprint (`World.fingerprint`, 64 bits; the log left out). What is
/// kept per state is the fingerprint, in a set, and the link to the state it was first reached
/// from with the command that reached it — enough to rebuild the shortest way to it. The worlds
/// themselves are kept for one level at a time, to expand them.
///
/// Levels are expanded in parallel (`jobs` threads take chunks of the level) and merged in
/// order, so the counts, the states' numbers and the counterexample are the same for any
/// number of threads.
public struct StateSpace: Sendable {
  public struct Options: Sendable {
    public var depth = 6
    public var platforms: [Plataforma] = [.ios, .android]
    public var hayCuentas = true
    /// Knobs set away from their faithful values, in order.
    public var knobs: [(knob: Knob, faithful: Bool)] = []
    public var jobs = 1
    /// Only the `index`-th of `count` shares of the states at the shard level (1-based).
    public var shard: (index: Int, count: Int)?
    public var maxStates: Int?
    /// The letters: the standard alphabet unless set. Read on first use, not when options are
    /// made: every pdx run makes options, and parsing the 48 lines costs 2 M instructions.
    public var alphabet: Alphabet {
      get { chosenAlphabet ?? .standard }
      set { chosenAlphabet = newValue }
    }
    private var chosenAlphabet: Alphabet?
    public var rules = Rules.all
    /// One transition in `determinism` is run twice, and both runs compared.
    public var determinism = 8
    /// How a transition is made: the core's, one action on a world. A test puts a step that
    /// differs between two runs here to see same-step-twice break.
    public var transition: @Sendable (World, UserAction) -> Transition = {
      Transition(from: $0, $1)
    }
    public init() {}
  }

  /// A transition the search made: from a state, by a letter, to a state (new or seen before).
  public struct Move: Sendable, Equatable {
    public var from: Int
    public var letter: Int
    public var to: Int
  }

  /// A state the search reached: its number, how (the state before and the letter), its world.
  public struct Visit: Sendable {
    public var state: Int
    public var parent: Int?
    public var letter: Int?
    public var world: World
  }

  /// The result: the figures of a model checker, and the first rule broken, if any.
  public struct Result: Sendable {
    public var distinct = 0
    public var transitions = 0
    /// Transitions to a state already seen.
    public var revisits = 0
    public var depthReached = 0
    /// Distinct states first reached at each depth.
    public var levels: [Int] = []
    /// True when the search ran out of new states before its bounds.
    public var complete = false
    /// Where states were cut away by the shard (the level), when sharded.
    public var shardLevel: Int?
    public var bookkeepingBytes = 0
    public var counterexample: Counterexample?
  }

  /// Progress, as a model checker prints it: the level being expanded, the transitions so far,
  /// the distinct states found by the levels above, and the states of this level left to
  /// expand.
  public struct Progress: Sendable {
    public var depth: Int
    public var generated: Int
    public var distinct: Int
    public var queued: Int
  }

  public let options: Options

  public init(_ options: Options) { self.options = options }

  /// The setup lines that make a root: what a counterexample script starts with.
  public func setup(_ plataforma: Plataforma) -> [String] {
    var lines: [String] = []
    if plataforma == .android { lines.append("platform android") }
    if !options.hayCuentas { lines.append("config accounts off") }
    var relaunch = !options.hayCuentas
    for (knob, faithful) in options.knobs {
      if let only = knob.declaration.platform, only != plataforma { continue }
      lines.append("set \(knob.name) \(knob.word(faithful: faithful))")
      if knob.declaration.atNextLaunch { relaunch = true }
    }
    if relaunch { lines.append("restart") }
    return lines
  }

  /// The fresh world after the setup lines, run as `pdx run` would run them.
  func root(_ plataforma: Plataforma) -> World {
    var store = Store(plataforma: plataforma)
    for line in setup(plataforma) where !line.hasPrefix("platform") {
      if case .action(let action)? = (try? Parser.parse(line))?.invocation {
        _ = store.send(action)
      }
    }
    return store.world
  }

  /// Runs the search. `visit` hears every new state in order, and `move` every transition,
  /// after the states it joins (for pictures and coverage); `progress` is called from time to
  /// time from one thread.
  public func run(
    visit: ((Visit) -> Void)? = nil, move: ((Move) -> Void)? = nil,
    progress: ((Progress) -> Void)? = nil
  ) -> Result {
    var result = Result()
    // Only for `move`: which state a fingerprint is.
    var numbers: [UInt64: Int] = [:]
    var seen = FingerprintSet()
    var parents: [UInt32] = []
    var letters: [UInt8] = []
    var roots: [Plataforma: Int] = [:]
    var frontier: [(state: UInt32, world: World)] = []
    for plataforma in options.platforms {
      let world = root(plataforma)
      guard seen.insert(world.fingerprint) else { continue }
      let state = parents.count
      if move != nil { numbers[world.fingerprint] = state }
      roots[plataforma] = state
      parents.append(UInt32.max)
      letters.append(UInt8.max)
      frontier.append((UInt32(state), world))
      visit?(Visit(state: state, parent: nil, letter: nil, world: world))
    }
    result.levels = [frontier.count]
    let letterCount = options.alphabet.letters.count
    precondition(letterCount < Int(UInt8.max), "the alphabet has too many letters")
    var depth = 0
    while depth < options.depth, !frontier.isEmpty {
      if let limit = options.maxStates, parents.count >= limit { break }
      let keepWorlds = depth + 1 < options.depth || visit != nil
      let level = expand(
        frontier, seen: seen, keepWorlds: keepWorlds, moves: move != nil,
        before: Progress(
          depth: depth + 1, generated: result.transitions, distinct: parents.count,
          queued: frontier.count),
        progress: progress)
      depth += 1
      result.transitions += level.transitions
      var next: [(state: UInt32, world: World)] = []
      for successor in level.successors {
        guard seen.insert(successor.fingerprint) else {
          result.revisits += 1
          continue
        }
        let state = parents.count
        if move != nil { numbers[successor.fingerprint] = state }
        parents.append(successor.parent)
        letters.append(successor.letter)
        if let world = successor.world {
          next.append((UInt32(state), world))
          visit?(
            Visit(
              state: state, parent: Int(successor.parent), letter: Int(successor.letter),
              world: world))
        }
        if let limit = options.maxStates, parents.count >= limit { break }
      }
      result.revisits += level.revisits
      if let move {
        for m in level.moves {
          if let to = numbers[m.to] { move(Move(from: Int(m.from), letter: Int(m.letter), to: to)) }
        }
      }
      result.levels.append(parents.count - result.levels.reduce(0, +))
      result.depthReached = depth
      if let found = level.violation {
        result.counterexample = counterexample(
          found, parents: parents, letters: letters, roots: roots)
        frontier = []
        break
      }
      // Sharding: from the first level big enough, this shard keeps its share only.
      if let shard = options.shard, result.shardLevel == nil, next.count >= 64 * shard.count {
        result.shardLevel = depth
        next = next.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(
          \.element)
      }
      frontier = next
    }
    result.distinct = parents.count
    // Exhausted: a level found nothing new (so deeper ones cannot), with nothing cut away.
    result.complete =
      (result.levels.last == 0 || frontier.isEmpty && depth < options.depth)
      && result.counterexample == nil && result.shardLevel == nil
      && (options.maxStates.map { parents.count < $0 } ?? true)
    result.bookkeepingBytes = seen.bytes + parents.count * 5
    return result
  }

  // MARK: One level

  struct Successor {
    /// Where the transition stands in the level's order (state × letter).
    var order: Int
    var fingerprint: UInt64
    var parent: UInt32
    var letter: UInt8
    var world: World?
  }

  /// A rule broken by a transition: where (the order of the transition in the level, for the
  /// first one), and what.
  struct Found {
    var order: Int
    var parent: UInt32
    var letter: UInt8
    var rule: Rule
    var breach: Breach
  }

  struct Level {
    var successors: [Successor] = []
    /// Every transition, when moves are asked for: the target by its fingerprint.
    var moves: [(from: UInt32, letter: UInt8, to: UInt64)] = []
    var transitions = 0
    var revisits = 0
    var violation: Found?
  }

  /// Every transition from every state of the level, in chunks taken by the threads; the
  /// chunks' successors in the level's order, and the first violation in that order.
  private func expand(
    _ frontier: [(state: UInt32, world: World)], seen: FingerprintSet, keepWorlds: Bool,
    moves: Bool, before: Progress, progress: ((Progress) -> Void)?
  ) -> Level {
    progress?(before)
    let chunkSize = 64
    let chunks = (frontier.count + chunkSize - 1) / chunkSize
    let results = Mutex<[Level?]>(Array(repeating: nil, count: chunks))
    let next = Atomic<Int>(0)
    let generated = Atomic<Int>(0)
    let found = Atomic<Int>(Int.max)
    let space = self
    let frontierBox = Shared(frontier)
    let seenBox = Shared(seen)
    let progressBox = Shared(progress)
    Workers.run(max(1, min(options.jobs, chunks))) { worker in
      var lastReport = 0
      while true {
        let chunk = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard chunk < chunks else { return }
        let lower = chunk * chunkSize
        // A chunk after the first violation found cannot hold an earlier one.
        if lower * 256 > found.load(ordering: .relaxed) { continue }
        let upper = min(lower + chunkSize, frontierBox.value.count)
        var level = Level()
        for index in lower..<upper {
          space.expand(
            frontierBox.value[index], order: index, seen: seenBox.value, keepWorlds: keepWorlds,
            moves: moves, into: &level)
          if level.violation != nil { break }
        }
        if let v = level.violation {
          var current = found.load(ordering: .relaxed)
          while v.order < current {
            let (exchanged, original) = found.compareExchange(
              expected: current, desired: v.order, ordering: .relaxed)
            if exchanged { break }
            current = original
          }
        }
        let total = generated.wrappingAdd(level.transitions, ordering: .relaxed).newValue
        results.withLock { $0[chunk] = level }
        if worker == 0, let report = progressBox.value, total - lastReport >= 50_000 {
          lastReport = total
          var now = before
          now.generated += total
          now.queued = frontierBox.value.count - upper
          report(now)
        }
      }
    }
    // In the level's order; nothing after the first violation counts (a thread may or may not
    // have expanded it), so the figures are the same for any number of threads.
    var level = Level()
    let first = found.load(ordering: .relaxed)
    for chunk in results.withLock({ $0 }) {
      guard let chunk else { continue }
      level.transitions += chunk.transitions
      level.revisits += chunk.revisits
      level.successors += chunk.successors
      level.moves += chunk.moves
      if let v = chunk.violation, v.order == first {
        level.violation = v
        break
      }
    }
    return level
  }

  /// Every letter from one state.
  private func expand(
    _ state: (state: UInt32, world: World), order: Int, seen: FingerprintSet, keepWorlds: Bool,
    moves: Bool, into level: inout Level
  ) {
    let letters = options.alphabet.letters
    for (index, letter) in letters.enumerated() {
      let transition = options.transition(state.world, letter.action)
      guard transition.step.rejection == nil else { continue }
      level.transitions += 1
      let input = RuleInput(
        before: state.world, after: transition.world, action: letter.action,
        step: transition.step, shown: letter.shown, passwords: options.alphabet.passwords)
      let where_ = order * 256 + index
      if let (rule, breach) = Rules.firstBreach(input, checking: options.rules) {
        level.violation = Found(
          order: where_, parent: state.state, letter: UInt8(index), rule: rule, breach: breach)
        return
      }
      if (Int(state.state) &+ index) % options.determinism == 0 {
        let again = options.transition(state.world, letter.action)
        if again.step != transition.step || again.world != transition.world {
          level.violation = Found(
            order: where_, parent: state.state, letter: UInt8(index), rule: Self.sameStepTwice,
            breach: Breach(
              message: "the same command from the same world gave a different step",
              expect: "expect output contains \"(the same step twice)\""))
          return
        }
      }
      let fingerprint = transition.world.fingerprint
      if moves { level.moves.append((state.state, UInt8(index), fingerprint)) }
      if seen.contains(fingerprint) {
        level.revisits += 1
        continue
      }
      level.successors.append(
        Successor(
          order: where_, fingerprint: fingerprint, parent: state.state, letter: UInt8(index),
          world: keepWorlds ? transition.world : nil))
    }
  }

  /// pdx's promise that a step is a function of the world and the command.
  public static let sameStepTwice = Rule(
    name: "same-step-twice", lesson: "docs/reference.md §1",
    statement: "a command from the same world gives the same step twice", brokenBy: []
  ) { _ in nil }

  // MARK: The counterexample

  private func counterexample(
    _ found: Found, parents: [UInt32], letters: [UInt8], roots: [Plataforma: Int]
  ) -> Counterexample {
    var path: [String] = [options.alphabet.letters[Int(found.letter)].text]
    var state = Int(found.parent)
    while parents[state] != UInt32.max {
      path.append(options.alphabet.letters[Int(letters[state])].text)
      state = Int(parents[state])
    }
    let plataforma = roots.first { $0.value == state }?.key ?? .ios
    return Counterexample(
      rule: found.rule, breach: found.breach, setup: setup(plataforma), steps: path.reversed())
  }
}

/// An immutable value shared by the threads of one level.
final class Shared<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

/// A set of 64-bit fingerprints: open addressing, linear probing, 0 marks an empty slot (a
/// fingerprint is never 0). 8 bytes a slot, at most half full.
/// The states seen, by fingerprint: open addressing with linear probing in one array of
/// 64-bit slots (0 is empty: `World.fingerprint` is never 0), at most half full, doubled when
/// it would be more. 16 to 32 bytes a state, nothing else held.
struct FingerprintSet: Sendable {
  private var slots = [UInt64](repeating: 0, count: 1 << 10)
  private(set) var count = 0

  var bytes: Int { slots.count * 8 }

  func contains(_ fingerprint: UInt64) -> Bool {
    let mask = slots.count - 1
    var i = Int(truncatingIfNeeded: fingerprint) & mask
    while true {
      let slot = slots[i]
      if slot == fingerprint { return true }
      if slot == 0 { return false }
      i = (i + 1) & mask
    }
  }

  /// False when it was there already.
  mutating func insert(_ fingerprint: UInt64) -> Bool {
    if (count + 1) * 2 > slots.count { grow() }
    let mask = slots.count - 1
    var i = Int(truncatingIfNeeded: fingerprint) & mask
    while true {
      let slot = slots[i]
      if slot == fingerprint { return false }
      if slot == 0 {
        slots[i] = fingerprint
        count += 1
        return true
      }
      i = (i + 1) & mask
    }
  }

  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: old.count * 2)
    count = 0
    for f in old where f != 0 { _ = insert(f) }
  }
}
