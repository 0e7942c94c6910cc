/// The diff of two worlds, in state paths: what a step prints as `path: old → new`. Its cost
/// follows what changed, not the size of the state (docs/reference.md §4): the boxes say which
/// fields were written since the snapshot (`CopyOnWrite.written(since:)`), an index from each
/// field to the paths that read it gives the paths to look at, and only those are compared —
/// in place where the path says how, else by reading both values.
extension StatePath {
  /// Paths whose value differs between two worlds, in display order.
  package static func diff(_ a: World, _ b: World) -> [Change] {
    var changes: [Change] = []
    diff(a, b) { changes.append($0) }
    return changes
  }

  /// The same changes, each handed to `found` in display order (the engine appends them to the
  /// step's events: no list in between); for the checker's step (`Transition.checked`), only
  /// among the paths it compares, and only those it keeps.
  @inline(__always)
  static func diff(
    _ a: World, _ b: World, checker: CheckerRecording? = nil, _ found: (Change) -> Void
  ) {
    let rest = b.rest.written(since: a.rest)
    var candidates = PathSet()
    switch (a.app, b.app) {
    case (nil, nil): break
    case (let x?, let y?): candidates = readers.app(y.box.written(since: x.box))
    default: candidates = readers.running
    }
    if rest != 0 { candidates.formUnion(readers.rest(rest)) }
    if let checker { candidates.formIntersection(checker.paths) }
    allCases.withUnsafeBufferPointer { paths in
      candidates.visit { i in
        let path = paths[i]
        if path.same(a, b) == true { return }
        let old = path.value(in: a)
        let new = path.value(in: b)
        if old != new, checker?.keeps(i, old, new) ?? true {
          found(Change(path: path, old: old, new: new))
        }
      }
    }
  }

  /// For each field's bit, the paths that read it; built once from `reads`.
  static let readers = Readers(allCases.map(\.reads))
}

/// Which paths read each field: the diff's index.
struct Readers: Sendable {
  private var rest = [PathSet](repeating: PathSet(), count: 64)
  private var app = [PathSet](repeating: PathSet(), count: 64)
  /// Every path that reads the app: what a launch or a termination may change.
  private(set) var running = PathSet()

  init(_ reads: [StatePath.Reads]) {
    // Over each path's set bits only (a path reads one to three fields): built at every
    // start, the loop over all 64 bits of both words was 7% of an empty script's run.
    for (i, r) in reads.enumerated() {
      Self.visit(r.rest) { rest[$0].insert(i) }
      Self.visit(r.app) { app[$0].insert(i) }
      if r.running || r.app != 0 { running.insert(i) }
    }
  }

  private static func visit(_ fields: FieldBits, _ body: (Int) -> Void) {
    var bits = fields
    while bits != 0 {
      body(bits.trailingZeroBitCount)
      bits &= bits - 1
    }
  }

  func rest(_ fields: FieldBits) -> PathSet { union(rest, fields) }
  func app(_ fields: FieldBits) -> PathSet { fields == .max ? running : union(app, fields) }

  private func union(_ index: [PathSet], _ fields: FieldBits) -> PathSet {
    var out = PathSet()
    Self.visit(fields) { out.formUnion(index[$0]) }
    return out
  }
}

/// A set of paths by their place in `StatePath.allCases` (up to 128), visited in that order.
struct PathSet: Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  mutating func insert(_ i: Int) {
    precondition(i < 128, "more than 128 state paths: widen PathSet")
    if i < 64 { low |= 1 << UInt64(i) } else { high |= 1 << UInt64(i - 64) }
  }

  mutating func formUnion(_ other: PathSet) {
    low |= other.low
    high |= other.high
  }

  mutating func formIntersection(_ other: PathSet) {
    low &= other.low
    high &= other.high
  }

  func contains(_ i: Int) -> Bool {
    i < 64 ? low & (1 << UInt64(i)) != 0 : high & (1 << UInt64(i - 64)) != 0
  }

  @inline(__always)
  func visit(_ body: (Int) -> Void) {
    var bits = low
    while bits != 0 {
      body(bits.trailingZeroBitCount)
      bits &= bits - 1
    }
    bits = high
    while bits != 0 {
      body(64 + bits.trailingZeroBitCount)
      bits &= bits - 1
    }
  }
}
