/// Where a transcript block and the real output part, as a unified line diff: what a failing
/// transcript reports (docs/reference.md §4.4), so that a long block that differs in one line
/// shows that line and a little around it rather than both blocks whole.
public enum TranscriptDiff {
  /// Lines of context kept around each change.
  static let context = 2
  /// Above this many cells the alignment is not searched: the lines after the common start are
  /// shown as removed, then added (still exact, only longer).
  static let cells = 1 << 20

  /// One line of the alignment, with the position in the block of the expected line it sits at.
  enum Edit: Equatable {
    /// The expected line, and how many output lines it stands for (a `...` any number).
    case same(Int, taken: Int)
    case removed(Int)
    case added(Int, line: Int)
  }

  /// The index in `expected` of the first line that differs (the block's last line when the
  /// output only goes on past it), and the diff: `@@ -A,n +B,m @@` hunk heads (A the file's
  /// line, B the output's), then `  | …` context, `- | …` expected and `+ | …` actual lines.
  /// `firstLine` is the file line of the block's first line.
  public static func compare(expected: [String], actual: [String], firstLine: Int) -> (
    first: Int, lines: [String]
  ) {
    let edits = align(expected, actual)
    let changed = edits.indices.filter {
      if case .same = edits[$0] { return false }
      return true
    }
    guard let firstChange = changed.first else { return (0, []) }
    let first: Int
    switch edits[firstChange] {
    case .removed(let i): first = i
    case .added(let i, _): first = min(i, max(expected.count - 1, 0))
    case .same(let i, _): first = i
    }
    // The edits kept: each change and `context` edits either side.
    var kept = Array(repeating: false, count: edits.count)
    for c in changed {
      for k in max(0, c - context)...min(edits.count - 1, c + context) { kept[k] = true }
    }
    var lines: [String] = []
    var k = 0
    // Where each edit starts, in the block and in the output.
    var positions: [(e: Int, a: Int)] = []
    var (e, a) = (0, 0)
    for edit in edits {
      positions.append((e, a))
      switch edit {
      case .same(_, let taken):
        e += 1
        a += taken
      case .removed: e += 1
      case .added: a += 1
      }
    }
    while k < edits.count {
      guard kept[k] else {
        k += 1
        continue
      }
      var end = k
      while end < edits.count, kept[end] { end += 1 }
      let start = positions[k]
      var (removed, added) = (0, 0)
      for edit in edits[k..<end] {
        switch edit {
        case .same(_, let taken): (removed, added) = (removed + 1, added + taken)
        case .removed: removed += 1
        case .added: added += 1
        }
      }
      lines.append("@@ -\(firstLine + start.e),\(removed) +\(start.a + 1),\(added) @@")
      for edit in edits[k..<end] {
        switch edit {
        case .same(let i, _): lines.append("  | " + expected[i])
        case .removed(let i): lines.append("- | " + expected[i])
        case .added(_, let j): lines.append("+ | " + actual[j])
        }
      }
      k = end
    }
    return (first, lines)
  }

  /// The fewest lines removed and added that turn `expected` into `actual`, a `...` line
  /// taking any run of output lines as it does when the block is checked; a `...` is one
  /// `same` edit, whatever it took.
  static func align(_ expected: [String], _ actual: [String]) -> [Edit] {
    var edits: [Edit] = []
    var start = 0
    while start < expected.count, start < actual.count, expected[start] != "...",
      expected[start] == actual[start]
    {
      edits.append(.same(start, taken: 1))
      start += 1
    }
    let e = expected.count - start
    let a = actual.count - start
    guard (e + 1) * (a + 1) <= cells else {
      edits += (start..<expected.count).map { .removed($0) }
      edits += (start..<actual.count).map { .added(expected.count, line: $0) }
      return edits
    }
    // cost[i][j]: the fewest edits aligning expected[start+i…] with actual[start+j…].
    let width = a + 1
    var cost = Array(repeating: Int32(0), count: (e + 1) * width)
    func at(_ i: Int, _ j: Int) -> Int32 { cost[i * width + j] }
    for i in stride(from: e, through: 0, by: -1) {
      for j in stride(from: a, through: 0, by: -1) {
        let c: Int32
        if i == e {
          c = Int32(a - j)
        } else if expected[start + i] == "..." {
          c = j == a ? at(i + 1, j) : min(at(i + 1, j), at(i, j + 1))
        } else if j == a {
          c = 1 + at(i + 1, j)
        } else if expected[start + i] == actual[start + j] {
          c = min(at(i + 1, j + 1), 1 + min(at(i + 1, j), at(i, j + 1)))
        } else {
          c = 1 + min(at(i + 1, j), at(i, j + 1))
        }
        cost[i * width + j] = c
      }
    }
    var (i, j) = (0, 0)
    var taken = 0
    while i < e || j < a {
      let here = at(i, j)
      if i < e, expected[start + i] == "..." {
        // The wildcard takes output lines while that costs nothing more, then ends.
        if j < a, at(i, j + 1) == here {
          j += 1
          taken += 1
        } else {
          edits.append(.same(start + i, taken: taken))
          i += 1
          taken = 0
        }
      } else if i < e, j < a, expected[start + i] == actual[start + j], at(i + 1, j + 1) == here {
        edits.append(.same(start + i, taken: 1))
        (i, j) = (i + 1, j + 1)
      } else if i < e, at(i + 1, j) + 1 == here {
        edits.append(.removed(start + i))
        i += 1
      } else {
        edits.append(.added(start + i, line: start + j))
        j += 1
      }
    }
    return edits
  }
}
