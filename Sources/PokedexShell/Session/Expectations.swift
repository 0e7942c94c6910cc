import PokedexCore

/// What `expect` checks (docs/reference.md §4.4).
public enum Expectation: Sendable, Equatable {
  case equals(String, Value)
  case notEquals(String, Value)
  /// An element equal to the value for a list, a substring for text.
  case contains(String, Value)
  /// `expect output contains "TEXT"`: the output of the last command, case-sensitive.
  case outputContains(String)
}

extension Expectation {
  /// nil when the expectation holds in `world`, with `lastOutput` the last command's plain
  /// output (rendered only for `output contains`); else the `-` expected and `+` actual lines of
  /// the failure. A pure function.
  public func check(world: World, lastOutput: @autoclosure () -> [String]) -> (
    expected: [String], actual: [String]
  )? {
    func read(_ path: String) -> Value { StatePaths.named(path)?.value(in: world) ?? .null }
    switch self {
    case .outputContains(let text):
      let lastOutput = lastOutput()
      if text.isEmpty || lastOutput.contains(where: { $0.contains(text) }) { return nil }
      var quoted = ""
      Value.writeQuoted(text, to: &quoted)
      return (["output contains " + quoted], lastOutput.isEmpty ? ["(no output)"] : lastOutput)
    case .equals(let path, let value):
      let actual = read(path)
      return Expectation.same(actual, value)
        ? nil : (["\(path) == \(value)"], ["\(path) == \(actual)"])
    case .notEquals(let path, let value):
      let actual = read(path)
      return Expectation.same(actual, value)
        ? (["\(path) != \(value)"], ["\(path) == \(actual)"]) : nil
    case .contains(let path, let value):
      let actual = read(path)
      return Expectation.contains(actual, value)
        ? nil : (["\(path) contains \(value)"], ["\(path) == \(actual)"])
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
