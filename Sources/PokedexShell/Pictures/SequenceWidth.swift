import PokedexCore

/// How wide Mermaid draws a sequence diagram, estimated the way its layout works (mermaid.js
/// 11, with `Mermaid.sequenceConfig`): each actor a box as wide as its name (80 px at least),
/// and between two neighbours a gap of 30 px, or 30 px more than a message between them or half
/// a note over either needs. Mermaid measures a text as written, entity codes and all, at about
/// `charWidth` px a character (16 px sans-serif).
/// A walkthrough page cuts a section whose diagram would be wider than its column allows into
/// smaller ones; Scripts/diagrams measures the real drawing.
extension Mermaid {
  static let charWidth = 8

  /// The estimated width in px, at natural size, of the diagram of `items`.
  static func estimatedWidth(
    _ items: [Sequence.Item], platforms: [Plataforma], _ language: Language = .en
  ) -> Int {
    let actors = Sequence.actors(in: items)
    guard !actors.isEmpty else { return 0 }
    let index = Dictionary(uniqueKeysWithValues: actors.enumerated().map { ($1, $0) })
    let boxes = actors.map { actor in
      let name = nameLines(actor.name(platforms: platforms)).map(\.count).max() ?? 0
      return max(80, name * charWidth + 20)
    }
    // need[i]: the widest text between actor i's centre and actor i + 1's.
    var need = Array(repeating: 0, count: actors.count + 1)
    // Past either end: how far a note sticks out beyond the first or the last box.
    var overhang = (left: 0, right: 0)
    func text(_ lines: [String]) -> Int {
      let widest = lines.flatMap { wrapped($0) }.map { Mermaid.sequenceText($0).count }.max() ?? 0
      return widest * charWidth + 20
    }
    func note(over actor: Sequence.Actor, _ width: Int) {
      let i = index[actor]!
      if i > 0 { need[i - 1] = max(need[i - 1], width / 2) }
      if i < actors.count - 1 { need[i] = max(need[i], width / 2) }
      if i == 0 { overhang.left = max(overhang.left, (width - boxes[i]) / 2) }
      if i == actors.count - 1 { overhang.right = max(overhang.right, (width - boxes[i]) / 2) }
    }
    for item in items {
      switch item {
      case .message(let from, let to, let message, _):
        let (a, b) = (index[from]!, index[to]!)
        let width = text([short(message)])
        if a == b {
          note(over: from, width)
        } else if abs(a - b) == 1 {
          need[min(a, b)] = max(need[min(a, b)], width)
        }
      case .note(let over, let lines, _): note(over: over, text(lines.map { short($0, noteLimit) }))
      case .changes(let over, let changes):
        note(over: over, text(Sequence.firstLines(changes, language).map { short($0) }))
      case .failed(let message): note(over: .usuario, text(["✗ " + message]))
      }
    }
    var width = 2 * 10 + overhang.left + overhang.right + boxes.reduce(0, +)
    for i in 0..<(actors.count - 1) {
      width += max(30, need[i] + 30 - boxes[i] / 2 - boxes[i + 1] / 2)
    }
    return width
  }

  /// The widest a page's diagram may be estimated: its real width can be some 200 px more, and
  /// at 1,200 px an 880 px column still shows its text 11 px high.
  static let columnWidth = 1_000

  /// `diagram` cut into diagrams each estimated within `columnWidth`: its steps in runs, and a
  /// step wider alone cut between its items. Each comes with the index of the step it starts
  /// in: a walkthrough section too wide for one diagram is drawn as several.
  static func columns(_ diagram: Sequence) -> [(step: Int, diagram: Sequence)] {
    func fits(_ items: [Sequence.Item]) -> Bool {
      estimatedWidth(items, platforms: diagram.platforms, diagram.language) <= columnWidth
    }
    var out: [(step: Int, diagram: Sequence)] = []
    var run: [[Sequence.Item]] = []
    var runStart = 0
    func close() {
      if !run.isEmpty {
        var part = diagram
        part.steps = run
        out.append((runStart, part))
      }
      run = []
    }
    for (index, step) in diagram.steps.enumerated() {
      if fits((run + [step]).flatMap { $0 }) {
        if run.isEmpty { runStart = index }
        run.append(step)
        continue
      }
      close()
      runStart = index
      if fits(step) {
        run = [step]
        continue
      }
      var chunk: [Sequence.Item] = []
      for item in step {
        if !chunk.isEmpty, !fits(chunk + [item]) {
          run = [chunk]
          close()
          runStart = index
          chunk = []
        }
        chunk.append(item)
      }
      run = [chunk]
    }
    close()
    return out
  }

  /// The lines a text is drawn in (as `lines` breaks it), unescaped.
  static func wrapped(_ s: String) -> [String] {
    var out: [String] = []
    for line in Wrap.lines(s, width: lineWidth) {
      var rest = Substring(line)
      while rest.count > lineWidth + lineWidth / 2 {
        out.append(String(rest.prefix(lineWidth)))
        rest = rest.dropFirst(lineWidth)
      }
      out.append(String(rest))
    }
    return out
  }
}
