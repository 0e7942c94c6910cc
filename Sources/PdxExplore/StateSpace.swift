import PdxCommands
import PdxLanguage
import PokedexCore
import Synchronization

/// The app's reachable states (docs/reference.md §7), searched breadth-first from fresh
/// worlds: every command of the alphabet from every state, the rules checked after every
/// transition. One search for `pdx check` (does every rule hold?), `pdx graph --states` (what
/// does a student see?) and coverage (what do the scripts visit?).
///
/// A state is its world's fingerprint (`World.fingerprint`, 64 bits; the log left out). What is
/// kept per state is the fingerprint, in a set, and the link to the state it was first reached
/// from with the command that reached it — enough to rebuild the shortest way to it, and the
/// world itself: a state waiting to be expanded is re-derived from its root by replaying that
/// way (`FrontierStrategy.replay`), or its world is kept for one level (`.worlds`).
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
    /// Stop before the process holds more bytes than this (`--max-memory`): the level being
    /// expanded is dropped and the search ends as at a bound.
    public var maxMemory: Int?
    /// The process's resident bytes now; a test puts a counter here.
    public var memoryInUse: @Sendable () -> Int = { ProcessMemory.resident() }
    /// Where the states waiting to be expanded come from (docs/reference.md §7.1).
    public var frontier = FrontierStrategy.replay
    /// Polled between chunks of a level: once it says yes (a time budget spent, a signal), the
    /// search ends with what it merged, as at a bound. It must stay yes once it said so.
    public var stop: (@Sendable () -> Bool)?
    /// The letters: the standard alphabet unless set. Read on first use, not when options are
    /// made: every pdx run makes options, and parsing the alphabet's lines is not free.
    public var alphabet: Alphabet {
      get { chosenAlphabet ?? .standard }
      set { chosenAlphabet = newValue }
    }
    private var chosenAlphabet: Alphabet?
    public var rules = Rules.all
    /// The rules of the state (`Rule.Scope.state`) checked once per state, when a transition
    /// first reaches it, rather than on every transition: the same result (a test compares
    /// both), fewer rules run.
    public var stateRulesOnce = true
    /// One transition in `determinism` is run twice, and both runs compared.
    public var determinism = 8
    /// States expanded between two merges when `maxStates` may stop the search inside a level
    /// (a test makes it small, to cut a small level).
    public var wave = 4096
    /// How a transition is made when set: a test puts a step that differs between two runs
    /// here to see same-step-twice break. Nil: the core's checker step, one action on a world,
    /// recording what the rules read (`Transition.checked`), called directly.
    package var transition: (@Sendable (World, UserAction) -> Transition)?
    /// The world a root is, when set: an exercise's opening (`pdx exercise --check`) instead of
    /// the fresh world after the setup lines.
    public var start: (@Sendable (Plataforma) -> World)?
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
    /// Where the shard split and what it kept, when sharded and a level was large enough.
    public var shard: ShardShare?
    /// The fingerprint set and the parent links, in bytes: the search's own share of memory.
    public var bookkeepingBytes = 0
    /// The depth the memory bound stopped (its level was dropped), when it did.
    public var memoryBound: Int?
    /// The depth `Options.stop` ended the search in, when it did: the level being expanded is
    /// dropped (with `maxStates`, what its waves merged is kept and counted, unfinished).
    public var stoppedAt: Int?
    public var counterexample: Counterexample?
    /// The levels searched whole, from depth 1: every level reached, unless a budget
    /// (`maxStates`, the memory bound), `Options.stop` or a broken rule ended the search inside
    /// one, or before it.
    public var levelsFinished = 0
    /// Whether a budget or `Options.stop` ended the search before the depth asked (a broken
    /// rule aside): what it says of the rules then holds within `levelsFinished` only.
    public var cut = false
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
  public func setup(_ platform: Plataforma) -> [String] {
    var lines: [String] = []
    if platform == .android { lines.append("platform android") }
    if !options.hayCuentas { lines.append("config accounts off") }
    var relaunch = !options.hayCuentas
    for (knob, faithful) in options.knobs {
      if let only = knob.declaration.platform, only != platform { continue }
      lines.append("set \(knob.name) \(knob.word(faithful: faithful))")
      if knob.declaration.atNextLaunch { relaunch = true }
    }
    if relaunch { lines.append("restart") }
    return lines
  }

  /// The fresh world after the setup lines, run as `pdx run` would run them.
  func root(_ platform: Plataforma) -> World {
    if let start = options.start { return start(platform) }
    var store = Store(platform: platform)
    for line in setup(platform) where !line.hasPrefix("platform") {
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
    var links = Links()
    var roots: [Plataforma: Int] = [:]
    // The worlds of the frontier's states, in its order: only when they are kept (`.worlds`).
    var worlds: [World] = []
    var rootFingerprints: [UInt64] = []
    for platform in options.platforms {
      let world = root(platform)
      guard seen.insert(world.fingerprint) else { continue }
      rootFingerprints.append(world.fingerprint)
      let state = links.count
      if move != nil { numbers[world.fingerprint] = state }
      roots[platform] = state
      links.append(parent: UInt32.max, letter: UInt8.max)
      links.roots.append(platform)
      if options.frontier == .worlds { worlds.append(world) }
      visit?(Visit(state: state, parent: nil, letter: nil, world: world))
    }
    var frontier = Frontier(first: 0, count: links.count)
    result.levels = [frontier.count]
    let letterCount = options.alphabet.letters.count
    precondition(letterCount < Int(UInt8.max), "the alphabet has too many letters")
    var depth = 0
    // Set when --max-states filled: the levels finished then.
    var filledAfter: Int?
    while depth < options.depth, frontier.count > 0 {
      if let limit = options.maxStates, links.count >= limit {
        filledAfter = depth
        break
      }
      if options.stop?() == true {
        result.stoppedAt = depth + 1
        break
      }
      if overMemory() {
        result.memoryBound = depth + 1
        break
      }
      let keepWorlds = options.frontier == .worlds && depth + 1 < options.depth || visit != nil
      let levelStart = links.count
      var violation: Found?
      var full = false
      var halted = false
      // With --max-states, which may fall inside the level, the level is expanded in waves of
      // a fixed size, each merged before the next: the search stops after the wave that filled
      // it, and a wave's size does not depend on -j, so neither do the figures. Otherwise in
      // one, and a stop or the memory bound drops the level being expanded.
      let wave = options.maxStates != nil ? options.wave : frontier.count
      let levelWorlds = worlds
      worlds = []
      var done = 0
      while done < frontier.count, !full, violation == nil {
        let part = frontier.part(done, min(wave, frontier.count - done))
        let before = Progress(
          depth: depth + 1, generated: result.transitions, distinct: links.count,
          queued: frontier.count - done)
        guard
          var chunks = expand(
            part, worlds: levelWorlds.isEmpty ? [] : Array(levelWorlds[done..<done + part.count]),
            links: links, seen: seen, roots: rootFingerprints, keepWorlds: keepWorlds,
            moves: move != nil, before: before, progress: progress)
        else {
          halted = true
          break
        }
        done += part.count
        for c in chunks.indices {
          let chunk = chunks[c]
          chunks[c] = Level()  // freed as it is merged
          result.transitions += chunk.transitions
          result.revisits += chunk.revisits
          for (i, successor) in chunk.successors.enumerated() where !full {
            guard seen.insert(successor.fingerprint) else {
              result.revisits += 1
              continue
            }
            let state = links.count
            if move != nil { numbers[successor.fingerprint] = state }
            links.append(parent: successor.parent, letter: successor.letter)
            if keepWorlds {
              let world = chunk.worlds[i]
              if options.frontier == .worlds { worlds.append(world) }
              visit?(
                Visit(
                  state: state, parent: Int(successor.parent), letter: Int(successor.letter),
                  world: world))
            }
            if let limit = options.maxStates, links.count >= limit { full = true }
          }
          if let move {
            for m in chunk.moves {
              if let to = numbers[m.to] {
                move(Move(from: Int(m.from), letter: Int(m.letter), to: to))
              }
            }
          }
          if let v = chunk.violation {
            violation = v
            break
          }
        }
      }
      if halted, links.count == levelStart {
        // Nothing of the level was merged: it is not a level of the search.
        if options.stop?() == true {
          result.stoppedAt = depth + 1
        } else {
          result.memoryBound = depth + 1
        }
        break
      }
      depth += 1
      if halted {
        if options.stop?() == true { result.stoppedAt = depth } else { result.memoryBound = depth }
      }
      result.levels.append(links.count - levelStart)
      result.depthReached = depth
      frontier = Frontier(first: levelStart, count: links.count - levelStart)
      if let found = violation {
        result.counterexample = counterexample(found, links: links, roots: roots)
        frontier.count = 0
        break
      }
      if full { filledAfter = depth - 1 }
      if halted || full { break }
      // Sharding: from the split level on, this shard searches below its own states only.
      if let shard = options.shard.map({ ShardSplit(index: $0.index, count: $0.count) }),
        result.shard == nil,
        shard.splits(at: depth, states: frontier.count, depth: options.depth)
      {
        let ancestors = shard.ancestorLevel(split: depth, levels: result.levels)
        let kept = shard.owned(
          frontier.first, frontier.count, generations: depth - ancestors, links: links)
        result.shard = ShardShare(
          level: depth, kept: kept.count, of: frontier.count, ancestors: ancestors,
          shared: result.transitions)
        frontier = Frontier(
          first: 0, count: kept.count, chosen: kept.map { UInt32(frontier.first + $0) })
        if !worlds.isEmpty { worlds = kept.map { worlds[$0] } }
      }
    }
    result.distinct = links.count
    // Exhausted: a level found nothing new (so deeper ones cannot), with nothing cut away.
    result.complete =
      (result.levels.last == 0 || frontier.count == 0 && depth < options.depth)
      && result.counterexample == nil && result.shard == nil && result.memoryBound == nil
      && result.stoppedAt == nil
      && (options.maxStates.map { links.count < $0 } ?? true)
    result.bookkeepingBytes = seen.bytes + links.bytes
    // The level a budget or a stop ended the search in (or before) is not finished; nor is the
    // level a rule broke in, whose expansion stopped at the first broken rule.
    let cutIn = [result.stoppedAt, result.memoryBound, filledAfter.map { $0 + 1 }].compactMap {
      $0
    }.min()
    result.cut = cutIn != nil
    if let cutIn {
      result.levelsFinished = cutIn - 1
    } else if result.counterexample != nil {
      result.levelsFinished = result.depthReached - 1
    } else {
      result.levelsFinished = result.depthReached
    }
    return result
  }

  /// Whether the process holds more than `maxMemory`.
  func overMemory() -> Bool {
    guard let limit = options.maxMemory else { return false }
    return options.memoryInUse() >= limit
  }

  /// pdx's promise that a step is a function of the world and the command: run a second time
  /// from the same world (`input.again`), the command gives the same step and the same world.
  public static let sameStepTwice = Rule(
    name: .sameStepTwice, promise: "§1",
    statement: Words(
      en: "a command from the same world gives the same step twice",
      es: "una orden desde el mismo mundo da dos veces el mismo paso"),
    brokenBy: []
  ) { input in
    guard let again = input.again, again.step != input.step || again.world != input.after
    else { return nil }
    return Breach(
      en: "the same command from the same world gave a different step",
      es: "la misma orden desde el mismo mundo dio un paso distinto",
      expect: "expect output contains \"(the same step twice)\"")
  }

  // MARK: The counterexample

  private func counterexample(_ found: Found, links: Links, roots: [Plataforma: Int])
    -> Counterexample
  {
    var path: [String] = [options.alphabet.letters[Int(found.letter)].text]
    var state = Int(found.parent)
    while links.parents[state] != UInt32.max {
      path.append(options.alphabet.letters[Int(links.letters[state])].text)
      state = Int(links.parents[state])
    }
    let platform = roots.first { $0.value == state }?.key ?? .ios
    return Counterexample(
      rule: found.rule, breach: found.breach, setup: setup(platform), steps: path.reversed())
  }
}
