/// The checker's step (`pdx check`, docs/reference.md §7.1): the same world and the same events
/// as the full step, but only the changes a rule of the checker reads, and no warnings (no rule
/// reads them: the screen's divergence is the rule `screen-follows-state`'s, read from the
/// world). The rules read changes in two places: `no-password-in-output` looks in each changed
/// value's text for a password in play, so a change is kept when its old or new text holds one
/// of the texts watched (the passwords); `delivered-once` counts the changes of
/// `delegado.enlacePendiente`, which are all kept. The paths whose values are never text are not
/// even compared. Making, keeping and dropping the changes no rule reads, and the rule reading
/// them, were 7% of a check's instructions (docs/reference.md §7.1). The REPL, scripts and
/// `explore` print their steps: they take the full one.
extension Transition {
  /// One action on a world, recorded for the checker as `recording` says: the changes kept are
  /// those of `delegado.enlacePendiente` and those whose text holds one of its texts.
  package static func checked(
    from world: World, _ action: UserAction, recording: CheckerRecording
  ) -> Transition {
    Transition(world, action, checker: recording)
  }
}

/// What the checker's step records: the paths it compares (every path but those never text),
/// and of their changes those it keeps: every change of the paths some rule reads whole, and of
/// the others those whose old or new value's text holds one of the texts watched. Made once per
/// search thread. A class: the engine holds one reference (nil in the full step), where two
/// optional fields made every step's engine bigger, and the full step paid for its copies.
package final class CheckerRecording: Sendable {
  let paths = StatePath.checkedPaths
  let whole: PathSet
  let texts: WatchedTexts

  /// `texts`: the passwords in play, as `no-password-in-output` looks for them; `paths`: the
  /// state paths whose every change a rule reads (`delivered-once` the pending link's).
  package init(watching texts: [String], keepingEveryChangeOf paths: [StatePath]) {
    self.texts = WatchedTexts(texts)
    whole = StatePath.set(paths)
  }

  @inline(__always)
  func keeps(_ path: Int, _ old: Value, _ new: Value) -> Bool {
    whole.contains(path) || texts.held(by: old) || texts.held(by: new)
  }
}

extension StatePath {
  /// The paths the checker's step records: every path but those never text.
  static let checkedPaths = set(allCases.filter { !$0.isNeverText })

  /// `paths` by their place in `allCases`.
  static func set(_ paths: [StatePath]) -> PathSet {
    var set = PathSet()
    for path in paths { set.insert(path.place) }
    return set
  }
}
