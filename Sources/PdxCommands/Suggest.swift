/// «Did you mean …?»: the closest candidate within a small edit distance.
public enum Suggest {
  /// The longest word a suggestion is looked for (in UTF-8 bytes).
  public static let longestWord = 64

  /// The candidate closest to `word` (optimal string alignment distance ≤ 2, or ≤ 1 for
  /// words of up to 4 characters), or one that starts with it; nil when none is close.
  public static func closest(
    _ word: String, in candidates: [String], key: (String) -> String = { $0 }
  ) -> String? {
    // No command, path, knob or Pokémon name is near this long: a longer word (a pasted line,
    // a runaway quote) gets no suggestion, and costs nothing to reject.
    guard word.utf8.count <= Suggest.longestWord else { return nil }
    let w = Array(word.lowercased())
    guard !w.isEmpty else { return nil }
    let limit = w.count <= 4 ? 1 : 2
    var best: (String, Int)?
    for c in candidates {
      let d = distance(w, Array(key(c).lowercased()), limit: limit)
      if d <= limit, best == nil || d < best!.1 { best = (c, d) }
    }
    if let best { return best.0 }
    let prefix = String(w)
    return candidates.first { key($0).lowercased().hasPrefix(prefix) }
  }

  /// Optimal string alignment distance, giving up early past `limit`.
  static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var prev2 = [Int](repeating: 0, count: b.count + 1)
    var prev = Array(0...b.count)
    var cur = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      cur[0] = i
      var rowMin = cur[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          cur[j] = min(cur[j], prev2[j - 2] + 1)
        }
        rowMin = min(rowMin, cur[j])
      }
      if rowMin > limit { return limit + 1 }
      (prev2, prev, cur) = (prev, cur, prev2)
    }
    return prev[b.count]
  }
}
