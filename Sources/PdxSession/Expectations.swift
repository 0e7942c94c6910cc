import PdxCommands
import PdxLanguage
import PokedexCore

/// What an `expect` found: whether it holds, the statement it makes, and what is there
/// instead (the `-` and `+` lines of a failure).
public struct Judgement: Sendable, Equatable {
  public var holds: Bool
  public var expected: [String]
  public var actual: [String]
}

extension Expectation {
  /// The expectation judged in `world`, with `lastOutput` the last command's plain output
  /// (rendered only for `output contains`) and `lastStep` the step the last command ran (nil
  /// when it ran none). `negated` (a leading `!`) judges the opposite statement: it holds when
  /// the expectation does not, and says so (`raiz != conSesion`). A pure function.
  public func judge(
    world: World, lastOutput: @autoclosure () -> [String], lastStep: Step?, negated: Bool = false,
    language: Language = .en
  ) -> Judgement {
    let holds = self.holds(world: world, lastOutput: lastOutput(), lastStep: lastStep)
    let actual: [String]
    switch self {
    case .outputContains:
      let output = lastOutput()
      actual = output.isEmpty ? [Words(en: "(no output)", es: "(sin salida)")(language)] : output
    case .equals(let path, _), .notEquals(let path, _), .contains(let path, _):
      actual = ["\(path) == \(path.value(in: world))"]
    case .event(let ref):
      guard let step = lastStep else {
        actual = [
          Words(
            en: "(the last command ran no step)", es: "(la última orden no dio ningún paso)")(
              language)
        ]
        break
      }
      let ids = ref.ids(in: step)
      actual =
        ids.isEmpty
        ? [Words(en: "(no \(ref.kind))", es: "(\(SpanishEventKind.none(ref.kind)))")(language)]
        : ids.map { ref.kind + " " + $0 }
    }
    let passes = holds != negated
    return Judgement(
      holds: passes, expected: [statement(negated: negated, language: language)], actual: actual)
  }

  /// Whether the expectation (not negated) holds, and nothing else: what a replayed `expect`
  /// asks first, so that the words of `judge` are made only for one that fails.
  public func holds(world: World, lastOutput: @autoclosure () -> [String], lastStep: Step?)
    -> Bool
  {
    switch self {
    case .outputContains(let text):
      return text.isEmpty || lastOutput().contains(where: { $0.contains(text) })
    case .equals(let path, let value): return Expectation.same(path.value(in: world), value)
    case .notEquals(let path, let value): return !Expectation.same(path.value(in: world), value)
    case .contains(let path, let value): return Expectation.contains(path.value(in: world), value)
    case .event(let ref):
      guard let step = lastStep else { return false }
      return ref.isIn(step)
    }
  }

  /// What the expectation states, or its opposite.
  public func statement(negated: Bool = false, language: Language = .en) -> String {
    let doesNot = Words(en: "does not contain", es: "no contiene")(language)
    switch (self, negated) {
    case (.equals(let path, let value), false), (.notEquals(let path, let value), true):
      return "\(path) == \(value)"
    case (.notEquals(let path, let value), false), (.equals(let path, let value), true):
      return "\(path) != \(value)"
    case (.contains(let path, let value), _):
      return "\(path) \(negated ? doesNot : "contains") \(value)"
    case (.outputContains(let text), _):
      var quoted = ""
      Value.writeQuoted(text, to: &quoted)
      return "output \(negated ? doesNot : "contains") " + quoted
    case (.event(let ref), _):
      return (negated ? Words(en: "no ", es: "sin ")(language) : "") + ref.description
    }
  }

  /// Equality for `expect`: a quoted string also matches an enum case of the same spelling,
  /// in lists too.
  public static func same(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.symbol(let x), .string(let y)), (.string(let x), .symbol(let y)): return x == y
    case (.list, .list), (.ints, .list), (.list, .ints):
      if a == b { return true }
      let xs = a.elements ?? []
      let ys = b.elements ?? []
      return xs.count == ys.count && zip(xs, ys).allSatisfy { same($0, $1) }
    default: return a == b
    }
  }

  /// `contains`: an element `same` as `element` for a list, a substring for text (the empty
  /// text is in every text); false for anything else.
  public static func contains(_ container: Value, _ element: Value) -> Bool {
    switch (container, element) {
    case (.list, _), (.ints, _): return container.elements!.contains { same($0, element) }
    case (.string(let s), .string(let t)): return t.isEmpty || s.contains(t)
    default: return false
    }
  }
}
