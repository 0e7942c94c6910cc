import PdxLanguage
import PdxText
import PokedexCore

/// How wide Mermaid draws a sequence diagram, estimated the way its layout works (mermaid.js
/// 11, with `Mermaid.sequenceConfig`): each actor a box as wide as its name (80 px at least),
/// and between two neighbours a gap of 20 px, or 20 px more than a message between them or half
/// a note over either needs. Mermaid measures a text as written, entity codes and all, at about
/// `charWidth` px a character (16 px sans-serif).
/// A walkthrough page cuts a section whose diagram would be wider than its column allows into
/// smaller ones; Scripts/diagrams measures the real drawing.
extension Mermaid {
  static let charWidth = 8

  /// The estimated width in px, at natural size, of the diagram of `items`.
  static func estimatedWidth(
    _ items: [SequenceDiagram.Item], platforms: [Plataforma], _ language: Language = .en
  ) -> Int {
    var needs = WidthNeeds()
    for item in items { needs.add(item, language) }
    return needs.width(platforms: platforms, language)
  }

  /// What a diagram's width depends on, gathered item by item: who takes part, the widest
  /// message between each two actors, the widest note over each. The width is a function of
  /// these alone, so a diagram grown by a step costs that step's items, not the diagram's.
  struct WidthNeeds {
    static let count = SequenceDiagram.Actor.allCases.count
    var actors = Set<SequenceDiagram.Actor>()
    /// By `from * count + to`, the lower actor first.
    var messages = [Int](repeating: 0, count: count * count)
    var notes = [Int](repeating: 0, count: count)

    /// The width an item's text takes, as Mermaid lays it out.
    static func text(_ lines: [String]) -> Int {
      let widest = lines.flatMap { wrapped($0) }.map { Mermaid.sequenceText($0).count }.max() ?? 0
      return widest * charWidth + 20
    }

    mutating func add(_ item: SequenceDiagram.Item, _ language: Language) {
      switch item {
      case .message(let from, let to, let message, _):
        actors.insert(from)
        actors.insert(to)
        let width = Self.text([short(message)])
        if from == to {
          notes[from.rawValue] = max(notes[from.rawValue], width)
        } else {
          let pair = min(from, to).rawValue * Self.count + max(from, to).rawValue
          messages[pair] = max(messages[pair], width)
        }
      case .note(let over, let lines, _):
        actors.insert(over)
        notes[over.rawValue] = max(
          notes[over.rawValue], Self.text(lines.map { short($0, noteLimit) }))
      case .changes(let over, let changes):
        actors.insert(over)
        notes[over.rawValue] = max(
          notes[over.rawValue],
          Self.text(SequenceDiagram.firstLines(changes, language).map { short($0) }))
      case .failed(let message):
        actors.insert(.usuario)
        let usuario = SequenceDiagram.Actor.usuario.rawValue
        notes[usuario] = max(notes[usuario], Self.text(["✗ " + message]))
      }
    }

    /// Both diagrams' needs: the diagram of both's items.
    func merged(_ other: WidthNeeds) -> WidthNeeds {
      var both = self
      both.actors.formUnion(other.actors)
      for i in messages.indices { both.messages[i] = max(messages[i], other.messages[i]) }
      for i in notes.indices { both.notes[i] = max(notes[i], other.notes[i]) }
      return both
    }

    func width(platforms: [Plataforma], _ language: Language) -> Int {
      let actors = self.actors.sorted()
      guard !actors.isEmpty else { return 0 }
      let boxes = actors.map { actor in
        let name = nameLines(actor.name(platforms: platforms, language)).map(\.count).max() ?? 0
        return max(80, name * charWidth + 20)
      }
      // need[i]: the widest text between actor i's centre and actor i + 1's.
      var need = Array(repeating: 0, count: actors.count + 1)
      // Past either end: how far a note sticks out beyond the first or the last box.
      var overhang = (left: 0, right: 0)
      for (i, actor) in actors.enumerated() {
        let width = notes[actor.rawValue]
        guard width > 0 else { continue }
        if i > 0 { need[i - 1] = max(need[i - 1], width / 2) }
        if i < actors.count - 1 { need[i] = max(need[i], width / 2) }
        if i == 0 { overhang.left = max(overhang.left, (width - boxes[i]) / 2) }
        if i == actors.count - 1 { overhang.right = max(overhang.right, (width - boxes[i]) / 2) }
      }
      // A message reaches over the gap between neighbours only; a longer one is not counted.
      for i in 0..<(actors.count - 1) {
        let pair = actors[i].rawValue * Self.count + actors[i + 1].rawValue
        need[i] = max(need[i], messages[pair])
      }
      var width = 2 * 10 + overhang.left + overhang.right + boxes.reduce(0, +)
      for i in 0..<(actors.count - 1) {
        width += max(20, need[i] + 20 - boxes[i] / 2 - boxes[i + 1] / 2)
      }
      return width
    }
  }

  /// The widest a page's diagram may be estimated: its real width can be some 200 px more, and
  /// at 1,200 px an 880 px column still shows its text 11 px high.
  static let columnWidth = 1_000

  /// `diagram` cut into diagrams each estimated within `columnWidth`: its steps in runs, and a
  /// step wider alone cut between its items. Each comes with the index of the step it starts
  /// in: a walkthrough section too wide for one diagram is drawn as several.
  static func columns(_ diagram: SequenceDiagram) -> [(step: Int, diagram: SequenceDiagram)] {
    // Each step's needs are gathered once, and a run's grow with it: cutting a section of n
    // steps costs n steps, not n² (a run re-measured whole for each step it took).
    func fits(_ needs: WidthNeeds) -> Bool {
      needs.width(platforms: diagram.platforms, diagram.language) <= columnWidth
    }
    func needs(_ items: [SequenceDiagram.Item]) -> WidthNeeds {
      var needs = WidthNeeds()
      for item in items { needs.add(item, diagram.language) }
      return needs
    }
    var out: [(step: Int, diagram: SequenceDiagram)] = []
    var run: [[SequenceDiagram.Item]] = []
    var runNeeds = WidthNeeds()
    var runStart = 0
    func close() {
      if !run.isEmpty {
        var part = diagram
        part.steps = run
        out.append((runStart, part))
      }
      run = []
      runNeeds = WidthNeeds()
    }
    for (index, step) in diagram.steps.enumerated() {
      let stepNeeds = needs(step)
      let grown = runNeeds.merged(stepNeeds)
      if fits(grown) {
        if run.isEmpty { runStart = index }
        run.append(step)
        runNeeds = grown
        continue
      }
      close()
      runStart = index
      if fits(stepNeeds) {
        run = [step]
        runNeeds = stepNeeds
        continue
      }
      var chunk: [SequenceDiagram.Item] = []
      var chunkNeeds = WidthNeeds()
      for item in step {
        let itemNeeds = needs([item])
        if !chunk.isEmpty, !fits(chunkNeeds.merged(itemNeeds)) {
          run = [chunk]
          close()
          runStart = index
          chunk = []
          chunkNeeds = WidthNeeds()
        }
        chunk.append(item)
        chunkNeeds = chunkNeeds.merged(itemNeeds)
      }
      run = [chunk]
      runNeeds = chunkNeeds
    }
    close()
    return out
  }

  /// The lines a text is drawn in (as `lines` breaks it), unescaped.
  static func wrapped(_ s: String) -> [String] {
    var out: [String] = []
    for line in measuredLines(s) {
      var rest = Substring(line)
      while rest.count > lineWidth + lineWidth / 2 {
        out.append(String(rest.prefix(lineWidth)))
        rest = rest.dropFirst(lineWidth)
      }
      out.append(String(rest))
    }
    return out
  }

  /// `s` broken between words into lines at most `lineWidth` characters as Mermaid measures
  /// them: as written, so a character it reads as an entity code counts as the code (`#` is
  /// `#35;`, four). Counted before escaping, a line of a notification's title (`día: #1
  /// Bulbasaur»`) came out three characters wider than the column, and widened its diagram. A
  /// link wider than the column may also break after its scheme (`pokedex://` `pokemon/152`).
  static func measuredLines(_ s: String) -> [String] {
    var out: [String] = []
    var line = ""
    var width = 0
    func put(_ piece: String, after gap: String) {
      let measured = sequenceText(piece).count
      if line.isEmpty {
        line = piece
        width = measured
      } else if width + gap.count + measured <= lineWidth {
        line += gap + piece
        width += gap.count + measured
      } else {
        out.append(line)
        line = piece
        width = measured
      }
    }
    Wrap.words(s) { gap, word in
      if sequenceText(word).count > lineWidth, let scheme = word.firstRange(of: "://") {
        put(String(word[..<scheme.upperBound]), after: gap)
        put(String(word[scheme.upperBound...]), after: "")
      } else {
        put(word, after: gap)
      }
    }
    out.append(line)
    return out
  }
}
