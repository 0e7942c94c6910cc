import PdxRender
import PokedexCore

/// A state path on which the two worlds differ, with its value on each side.
struct Apart: Sendable, Equatable {
  var path: StatePath
  var ios: Value
  var android: Value

  /// Every path on which the worlds differ, in the table's order (the order `show` prints),
  /// but those that only name the platform.
  static func between(_ ios: World, _ android: World) -> [Apart] {
    StatePath.allCases.compactMap { p in
      guard !Comparer.ignored.contains(p) else { return nil }
      let (i, a) = (p.value(in: ios), p.value(in: android))
      return i == a ? nil : Apart(path: p, ios: i, android: a)
    }
  }

  /// What a line did to the difference between the worlds, from `old` (before it) to `new`
  /// (after it): each path it set apart, or kept apart but changed differently on each side;
  /// then the paths it brought back together.
  ///
  /// A path already apart that both sides edited alike is left out: when the log (or a stack)
  /// already differs and both sides append the same line, the line did the same thing on both.
  static func items(from old: [Apart], to new: [Apart]) -> [Difference.Item] {
    var before: [StatePath: Apart] = [:]
    for o in old { before[o.path] = o }
    var items: [Difference.Item] = []
    for n in new {
      if let o = before[n.path], o == n || sameEdit(o, n) { continue }
      items.append(.path(n.path, ios: n.ios, android: n.android))
    }
    let stillApart = Set(new.map(\.path))
    let together = old.map(\.path).filter { !stillApart.contains($0) }
    if !together.isEmpty { items.append(.converged(together)) }
    return items
  }

  /// Whether both sides turned a list from its old value into its new one by inserting and
  /// removing the same elements.
  private static func sameEdit(_ old: Apart, _ new: Apart) -> Bool {
    guard let oi = old.ios.elements, let ni = new.ios.elements, let oa = old.android.elements,
      let na = new.android.elements
    else { return false }
    let (i, a) = (TextRenderer.listDelta(oi, ni), TextRenderer.listDelta(oa, na))
    return i.added == a.added && i.removed == a.removed
  }
}
