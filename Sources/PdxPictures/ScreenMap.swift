/// The screens laid out as a map (`pdx graph --states`, docs/reference.md §8.2): what the
/// Mermaid and DOT writers draw, so that a few dozen screens and a hundred moves read at a
/// column's width. A family's screens (the form's, each tab's) are drawn in one box; a move
/// between two families is one arrow between their boxes, labelled with every command that
/// makes it; a command that leads to the same place from three boxes or more is one arrow from
/// "any screen"; a label lists two commands and counts the rest.

public struct ScreenMap: Sendable, Equatable {
  /// One end of an arrow: a screen, a family's box, or "any screen".
  public enum End: Hashable, Sendable, Comparable {
    case screen(Int)
    case family(Int)
    case anywhere
  }

  public struct Arrow: Sendable, Equatable {
    public var from: End
    public var to: End
    /// The commands it stands for, sorted.
    public var commands: [String]
    /// Some move it stands for is one the scripts made.
    public var covered: Bool
  }

  /// The families drawn as a box (two screens or more), with their screens.
  public private(set) var boxes: [(name: String, screens: [Int])] = []
  public private(set) var arrows: [Arrow] = []

  public static func == (a: ScreenMap, b: ScreenMap) -> Bool {
    a.arrows == b.arrows && a.boxes.map(\.name) == b.boxes.map(\.name)
      && a.boxes.map(\.screens) == b.boxes.map(\.screens)
  }

  /// A command from this many boxes or more to one place is drawn from "any screen".
  static let anywhereFrom = 3

  public init(_ graph: ScreenGraph, coverage: ScreenGraph.Coverage? = nil) {
    var members: [String: [Int]] = [:]
    var order: [String] = []
    for (i, family) in graph.families.enumerated() {
      if members[family] == nil { order.append(family) }
      members[family, default: []].append(i)
    }
    boxes = order.filter { members[$0]!.count > 1 }.map { ($0, members[$0]!) }
    var boxOf: [String: Int] = [:]
    for (i, box) in boxes.enumerated() { boxOf[box.name] = i }
    func end(_ screen: Int) -> End {
      boxOf[graph.families[screen]].map(End.family) ?? .screen(screen)
    }
    // Between two families: which boxes each command leads from, to each place.
    struct Way: Hashable {
      var command: String
      var to: End
    }
    var sources: [Way: Set<End>] = [:]
    for (pair, commands) in graph.moves where graph.families[pair.from] != graph.families[pair.to] {
      for command in commands {
        sources[Way(command: command, to: end(pair.to)), default: []].insert(end(pair.from))
      }
    }
    var drawn: [Pair: (commands: Set<String>, covered: Bool)] = [:]
    for pair in graph.moves.keys.sorted() {
      let covered = coverage?.moves.contains(pair) == true
      for command in graph.moves[pair]! {
        let key: Pair
        if graph.families[pair.from] == graph.families[pair.to] {
          key = Pair(from: .screen(pair.from), to: .screen(pair.to))
        } else {
          let way = Way(command: command, to: end(pair.to))
          let from = sources[way]!.count >= Self.anywhereFrom ? End.anywhere : end(pair.from)
          key = Pair(from: from, to: way.to)
        }
        drawn[key, default: ([], false)].commands.insert(command)
        if covered { drawn[key]!.covered = true }
      }
    }
    arrows = drawn.keys.sorted().map { key in
      Arrow(
        from: key.from, to: key.to, commands: drawn[key]!.commands.sorted(),
        covered: drawn[key]!.covered)
    }
  }

  struct Pair: Hashable, Comparable {
    var from: End
    var to: End
    static func < (a: Pair, b: Pair) -> Bool { (a.from, a.to) < (b.from, b.to) }
  }

  /// Whether an arrow leaves from "any screen".
  public var hasAnywhere: Bool { arrows.contains { $0.from == .anywhere } }

  /// `back, open-url +3`: two commands, and how many more.
  public static func label(_ commands: [String]) -> String {
    commands.count <= 2
      ? commands.joined(separator: ", ")
      : commands.prefix(2).joined(separator: ", ") + " +\(commands.count - 2)"
  }
}
