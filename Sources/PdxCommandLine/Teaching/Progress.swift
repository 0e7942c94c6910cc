import PdxLanguage
import PokedexCore

/// What the progress file holds (docs/reference.md §9.6): the best `walk --predict` score of
/// each walkthrough, and the attempts and state of each exercise, each under its `CourseKey`.
/// A value: `ProgressStore` reads and writes it.
///
/// Its text, one entry a line after a header, fields parted by tabs, keys escaped (`CourseKey`):
///
///     # pdx progress 1
///     predict	7	9	04-el-toque-antes-de-entrar.pdx
///     exercise	2	solved	ejercicios/01-el-toque-que-espera.pdx
struct Progress: Equatable, Sendable {
  static let header = "# pdx progress 1"

  /// A walkthrough's best score: right answers of the questions asked.
  struct Score: Equatable, Sendable {
    var best: Int
    var total: Int
  }

  /// An exercise: the answers that named a knob, and whether every planted knob was named.
  struct Exercise: Equatable, Sendable {
    var attempts: Int
    var solved: Bool
  }

  /// The two kinds of entry, as the file names them.
  enum Kind: String, CaseIterable, Sendable {
    case predict, exercise
  }

  var scores: [CourseKey: Score] = [:]
  var exercises: [CourseKey: Exercise] = [:]

  /// A score for the walkthrough `key`: kept when it beats the best, or when the walkthrough
  /// now asks a different number of questions (it was edited, and the old best means nothing).
  mutating func record(_ right: Int, of total: Int, for key: CourseKey) {
    if let old = scores[key], old.total == total, old.best >= right { return }
    scores[key] = Score(best: right, total: total)
  }

  /// Forgets the entries of `kind` whose keys `which` holds (every one of that kind when nil);
  /// how many there were.
  mutating func clear(_ kind: Kind, _ which: Set<CourseKey>?) -> Int {
    func drop<V>(_ entries: inout [CourseKey: V]) -> Int {
      let before = entries.count
      if let which { entries = entries.filter { !which.contains($0.key) } } else { entries = [:] }
      return before - entries.count
    }
    switch kind {
    case .predict: return drop(&scores)
    case .exercise: return drop(&exercises)
    }
  }

  /// The file's text: the header, the scores, then the exercises, each by key.
  var text: String {
    var lines = [Self.header]
    for key in scores.keys.sorted() {
      let s = scores[key]!
      lines.append("predict\t\(s.best)\t\(s.total)\t\(key.escaped)")
    }
    for key in exercises.keys.sorted() {
      let e = exercises[key]!
      lines.append("exercise\t\(e.attempts)\t\(e.solved ? "solved" : "unsolved")\t\(key.escaped)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A line of the file that is not as pdx writes it: its number and what is wrong.
  struct Unreadable: Error, Equatable, Sendable {
    var line: Int
    var why: Words
  }

  /// The entries of a file's bytes. Strict: the first line that is not as pdx writes it is the
  /// error. `lenient` (for `--force`) keeps what can be read instead, and gives the numbers of
  /// the lines dropped (all of them when the header is not pdx's).
  static func read(_ bytes: [UInt8], lenient: Bool = false) throws(Unreadable) -> (
    Progress, dropped: [Int]
  ) {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    var progress = Progress()
    var dropped: [Int] = []
    func bad(_ line: Int, _ why: Words) throws(Unreadable) {
      guard lenient else { throw Unreadable(line: line, why: why) }
      dropped.append(line)
    }
    let ended = lines.last?.isEmpty == true
    if ended { lines.removeLast() }
    guard let first = lines.first, String(decoding: first, as: UTF8.self) == header else {
      // Not pdx's file: nothing in it is read (an empty file holds no entry).
      guard !lines.isEmpty else { return (Progress(), []) }
      try bad(
        1,
        Words(
          en: "the first line is not «\(header)»: this is not pdx's progress file",
          es: "la primera línea no es «\(header)»: no es el fichero de progreso de pdx"))
      return (Progress(), Array(1...lines.count))
    }
    if !ended {
      try bad(
        lines.count,
        Words(
          en: "the last line has no end: the file was cut short",
          es: "la última línea no termina: el fichero quedó cortado"))
      lines.removeLast()
    }
    var seen: [Kind: [CourseKey: Int]] = [:]
    for (index, raw) in lines.enumerated().dropFirst() {
      let number = index + 1
      guard let entry = Entry(raw) else {
        try bad(number, Entry.expected(raw))
        continue
      }
      if let other = seen[entry.kind]?[entry.key] {
        try bad(
          number,
          Words(
            en: "a second \(entry.kind.rawValue) entry for \(Quoting.guillemets(entry.key.shown))"
              + " (line \(other) has one)",
            es: "una segunda entrada \(entry.kind.rawValue) de"
              + " \(Quoting.guillemets(entry.key.shown)) (la línea \(other) ya la tiene)"))
        continue
      }
      seen[entry.kind, default: [:]][entry.key] = number
      switch entry.kind {
      case .predict: progress.scores[entry.key] = Score(best: entry.first, total: entry.second)
      case .exercise:
        progress.exercises[entry.key] = Exercise(attempts: entry.first, solved: entry.second == 1)
      }
    }
    return (progress, dropped.sorted())
  }

  /// One line of the file, read: `predict BEST TOTAL KEY` (BEST ≤ TOTAL), or `exercise
  /// ATTEMPTS solved|unsolved KEY` (`second` is 1 for solved).
  private struct Entry {
    var kind: Kind
    var first: Int
    var second: Int
    var key: CourseKey

    init?(_ line: ArraySlice<UInt8>) {
      let fields = line.split(separator: 0x09, maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count == 4,
        let kind = Kind(rawValue: String(decoding: fields[0], as: UTF8.self)),
        let first = Self.count(fields[1]),
        let key = CourseKey(escaped: fields[3])
      else { return nil }
      let second: Int
      switch kind {
      case .predict:
        guard let total = Self.count(fields[2]), first <= total else { return nil }
        second = total
      case .exercise:
        switch String(decoding: fields[2], as: UTF8.self) {
        case "solved": second = 1
        case "unsolved": second = 0
        default: return nil
        }
      }
      self.kind = kind
      self.first = first
      self.second = second
      self.key = key
    }

    /// A count as pdx writes it: decimal digits, no leading zero, at most nine.
    static func count(_ field: ArraySlice<UInt8>) -> Int? {
      guard (1...9).contains(field.count), field.allSatisfy({ (0x30...0x39).contains($0) }),
        field.first != 0x30 || field.count == 1
      else { return nil }
      return Int(String(decoding: field, as: UTF8.self))
    }

    /// What a line that is not an entry should have been, with the line (cut at 60
    /// characters).
    static func expected(_ line: ArraySlice<UInt8>) -> Words {
      let text = String(decoding: line, as: UTF8.self)
      let shown = Quoting.guillemets(text.count > 60 ? String(text.prefix(60)) + "…" : text)
      return Words(
        en: "\(shown) is not an entry: pdx writes predict, BEST, TOTAL and the key, or"
          + " exercise, ATTEMPTS, solved or unsolved and the key, parted by tabs",
        es: "\(shown) no es una entrada: pdx escribe predict, ACIERTOS, TOTAL y la clave, o"
          + " exercise, INTENTOS, solved o unsolved y la clave, separados por tabuladores")
    }
  }
}
