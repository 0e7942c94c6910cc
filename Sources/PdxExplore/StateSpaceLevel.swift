import PdxRunner
import PokedexCore
import Synchronization

/// Where the worlds of the states waiting to be expanded come from (docs/reference.md §7.1).
public enum FrontierStrategy: String, Sendable, CaseIterable {
  /// Re-derived from the parent links: the commands from the state's root replayed, the worlds
  /// of a path kept while the states below it are expanded. Nothing but the links is held.
  case replay
  /// Kept whole for one level (a world is a few hundred bytes).
  case worlds
}

/// Per state, how it was first reached: the state before (`UInt32.max` for a root) and the
/// letter. 5 bytes a state.
struct Links: Sendable {
  var parents: [UInt32] = []
  var letters: [UInt8] = []
  /// The roots' platforms, by state number (the roots are the first states).
  var roots: [Plataforma] = []

  var count: Int { parents.count }
  var bytes: Int { parents.capacity * 4 + letters.capacity }

  mutating func append(parent: UInt32, letter: UInt8) {
    parents.append(parent)
    letters.append(letter)
  }
}

/// The states of a level to expand: `count` states numbered from `first`, every `step`-th;
/// or, for a shard's share, `count` of the `chosen` states from position `first`. States are
/// numbered in the order they are found, so a level is such a run.
struct Frontier: Sendable {
  var first: Int
  var count: Int
  var step = 1
  var chosen: [UInt32]?

  func state(_ position: Int) -> UInt32 {
    if let chosen { return chosen[first + position] }
    return UInt32(first + position * step)
  }

  /// `count` states from `position` on.
  func part(_ position: Int, _ count: Int) -> Frontier {
    Frontier(first: first + position * step, count: count, step: step, chosen: chosen)
  }
}

extension StateSpace {
  struct Successor {
    var fingerprint: UInt64
    var parent: UInt32
    var letter: UInt8
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

  /// What a chunk of a level found, in the level's order.
  struct Level {
    var successors: [Successor] = []
    /// The successors' worlds, when kept.
    var worlds: [World] = []
    /// Every transition, when moves are asked for: the target by its fingerprint.
    var moves: [(from: UInt32, letter: UInt8, to: UInt64)] = []
    var transitions = 0
    var revisits = 0
    var violation: Found?
  }

  /// Every transition from every state of the level, in chunks taken by the threads: the
  /// chunks in the level's order, up to the one with the first violation in that order. Nil
  /// when the memory bound was reached.
  func expand(
    _ frontier: Frontier, worlds: [World], links: Links, seen: FingerprintSet, roots: [UInt64],
    keepWorlds: Bool, moves: Bool, before: Progress, progress: ((Progress) -> Void)?
  ) -> [Level]? {
    progress?(before)
    let chunkSize = 64
    let chunks = (frontier.count + chunkSize - 1) / chunkSize
    let results = Mutex<[Level?]>(Array(repeating: nil, count: chunks))
    let next = Atomic<Int>(0)
    let generated = Atomic<Int>(0)
    let found = Atomic<Int>(Int.max)
    let overMemory = Atomic<Bool>(false)
    let space = self
    let shared = Shared(
      (worlds: worlds, links: links, seen: seen, roots: roots, progress: progress))
    Workers.run(max(1, min(options.jobs, chunks))) { worker in
      var lastReport = 0
      // The thread's own alphabet and roots: the worlds it derives share no box, and the
      // actions no string, with another thread's, so no reference count is written by two
      // cores (the cache line bouncing between them halved -j 2).
      let alphabet = Alphabet(lines: space.options.alphabet.letters.map(\.text))
      // What every transition reads, held by the thread: one retain each, not one a use.
      let context = Context(
        alphabet: alphabet, transition: space.options.transition, rules: space.options.rules,
        seen: shared.value.seen, roots: shared.value.roots, keepWorlds: keepWorlds, moves: moves,
        stateRulesOnce: space.options.stateRulesOnce)
      let links = shared.value.links
      let worlds = shared.value.worlds
      var path = PathWorlds()
      // The new states a chunk found: one reached again within the chunk (siblings' commands
      // in the other order, mostly) is a revisit, not a second successor to hold until the
      // merge (most of a deep level's memory).
      var chunkStates = FingerprintSet()
      while true {
        let chunk = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard chunk < chunks, !overMemory.load(ordering: .relaxed) else { return }
        // Reading the process's memory costs a system call: once every 16 chunks. A stop asked
        // for ends the level the same way.
        if chunk % 16 == 15 && space.overMemory() || space.options.stop?() == true {
          overMemory.store(true, ordering: .relaxed)
          return
        }
        let lower = chunk * chunkSize
        // A chunk after the first violation found cannot hold an earlier one.
        if lower * 256 > found.load(ordering: .relaxed) { continue }
        let upper = min(lower + chunkSize, frontier.count)
        var level = Level()
        chunkStates.removeAll()
        for position in lower..<upper {
          let state = frontier.state(position)
          let world =
            worlds.isEmpty
            ? path.world(of: state, links: links, context: context, space: space)
            : worlds[position]
          space.expand(state, world, order: position, context, into: &level, found: &chunkStates)
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
        if worker == 0, let report = shared.value.progress, total - lastReport >= 50_000 {
          lastReport = total
          var now = before
          now.generated += total
          now.queued = frontier.count - upper
          report(now)
        }
      }
    }
    if overMemory.load(ordering: .relaxed) { return nil }
    // In the level's order; nothing after the first violation counts (a thread may or may not
    // have expanded it), so the figures are the same for any number of threads.
    let first = found.load(ordering: .relaxed)
    var levels: [Level] = []
    for chunk in results.withLock({ $0 }) {
      guard let chunk else { continue }
      levels.append(chunk)
      if let v = chunk.violation, v.order == first { break }
    }
    return levels
  }

  /// What one thread's transitions read.
  struct Context {
    var alphabet: Alphabet
    /// What the checker's step records: a change whose text holds one of the alphabet's
    /// passwords is kept, as `no-password-in-output` reads it.
    var recording: CheckerRecording
    var transition: (@Sendable (World, UserAction) -> Transition)?
    /// For each letter, the rules that read its command's steps (`Rule.reads`), in order; and
    /// of those, the rules of the step alone: what a transition to a state seen at an earlier
    /// level is checked against (`Options.stateRulesOnce`).
    var rules: [[Rule]]
    var stepRules: [[Rule]]
    var seen: FingerprintSet
    /// The roots' fingerprints: states no transition reached first, so never checked.
    var roots: [UInt64]
    var keepWorlds: Bool
    var moves: Bool

    init(
      alphabet: Alphabet, transition: (@Sendable (World, UserAction) -> Transition)?,
      rules: [Rule], seen: FingerprintSet, roots: [UInt64], keepWorlds: Bool, moves: Bool,
      stateRulesOnce: Bool
    ) {
      self.alphabet = alphabet
      recording = CheckerRecording(
        watching: alphabet.passwords, keepingEveryChangeOf: rules.flatMap(\.changesRead))
      self.transition = transition
      // Each thread's own arrays: a shared one's reference count, written by both cores on
      // every transition, would bounce between them.
      self.rules = alphabet.letters.map { letter in rules.filter { $0.reads(letter.action) } }
      stepRules = self.rules.map { rules in
        rules.filter { !stateRulesOnce || $0.scope == .step }
      }
      self.seen = seen
      self.roots = roots
      self.keepWorlds = keepWorlds
      self.moves = moves
    }

    /// One transition: the checker's step, or the one the options put in its place.
    @inline(__always)
    func step(_ world: World, _ action: UserAction) -> Transition {
      if let transition { return transition(world, action) }
      return Transition.checked(from: world, action, recording: recording)
    }
  }

  /// Every letter from one state.
  private func expand(
    _ state: UInt32, _ world: World, order: Int, _ context: Context, into level: inout Level,
    found: inout FingerprintSet
  ) {
    let passwords = context.alphabet.passwords
    // The world's hash field by field, kept in its boxes: the successors' boxes are copies of
    // them and hash again only the fields the letter wrote (`CopyOnWrite.cachedHash`).
    _ = world.fingerprint
    // The letters read in place, through the pointer: a letter read from the array is a copy
    // (its three strings retained and released), and so was its action, on every transition.
    context.alphabet.letters.withUnsafeBufferPointer { letters in
      guard let letter = letters.baseAddress else { return }
      // One input for the state's transitions, each taken in turn (its world and step move in).
      var input = RuleInput(before: world, passwords: passwords)
      for index in 0..<letters.count {
        let transition = context.step(world, letter[index].action)
        guard transition.step.rejection == nil else { continue }
        level.transitions += 1
        input.take(transition, action: letter[index].action, shown: letter[index].shown)
        let position = order * 256 + index
        let fingerprint = input.after.fingerprint
        // A state seen at an earlier level was checked when a transition first reached it, and
        // held every rule (else the search would have stopped at that level): the rules of the
        // state hold again. The roots were reached by no transition.
        let seen = context.seen.contains(fingerprint)
        let rules =
          seen && !context.roots.contains(fingerprint)
          ? context.stepRules[index] : context.rules[index]
        if let (rule, breach) = Rules.firstBreach(input, checking: rules) {
          level.violation = Found(
            order: position, parent: state, letter: UInt8(index), rule: rule, breach: breach)
          return
        }
        let kept = context.keepWorlds ? input.after : nil
        if (Int(state) &+ index) % options.determinism == 0 {
          let again = context.step(world, letter[index].action)
          input.again = (again.step, again.world)
          if let breach = Self.sameStepTwice.check(input) {
            level.violation = Found(
              order: position, parent: state, letter: UInt8(index), rule: Self.sameStepTwice,
              breach: breach)
            return
          }
        }
        if context.moves { level.moves.append((state, UInt8(index), fingerprint)) }
        if seen || !found.insert(fingerprint) {
          level.revisits += 1
          continue
        }
        level.successors.append(
          Successor(fingerprint: fingerprint, parent: state, letter: UInt8(index)))
        if let kept { level.worlds.append(kept) }
      }
    }
  }
}

/// The worlds along the way to the state last re-derived, root first. The states of a level are
/// numbered in the order of their ways (parent's number, then letter), so consecutive states
/// share most of theirs: only the commands below the shared part are replayed.
struct PathWorlds {
  private var states: [UInt32] = []
  private var worlds: [World] = []
  private var way: [UInt32] = []
  /// The roots, made again by this thread (`StateSpace.root` is a function of the options).
  private var roots: [Int: World] = [:]

  mutating func world(
    of state: UInt32, links: Links, context: StateSpace.Context, space: StateSpace
  ) -> World {
    // The way up: the state, its parent, …, its root.
    way.removeAll(keepingCapacity: true)
    var s = state
    while true {
      way.append(s)
      let parent = links.parents[Int(s)]
      if parent == UInt32.max { break }
      s = parent
    }
    var kept = 0
    while kept < states.count, kept < way.count, states[kept] == way[way.count - 1 - kept] {
      kept += 1
    }
    states.removeLast(states.count - kept)
    worlds.removeLast(worlds.count - kept)
    if kept == 0 {
      let root = Int(s)
      if roots[root] == nil { roots[root] = space.root(links.roots[root]) }
      states.append(s)
      worlds.append(roots[root]!)
      kept = 1
    }
    let letters = context.alphabet.letters
    while kept < way.count {
      let next = way[way.count - 1 - kept]
      let action = letters[Int(links.letters[Int(next)])].action
      worlds.append(context.step(worlds[kept - 1], action).world)
      states.append(next)
      kept += 1
    }
    return worlds[kept - 1]
  }
}
