extension Engine {
  /// `set KNOB VALUE`: a knob at the lesson's fix (faithful) or at the bug it reproduces.
  /// A knob of one platform only (`on-new-intent` is Android's, `ios` iOS's) is rejected on
  /// the other.
  mutating func set(_ knob: Knob, faithful: Bool) throws(Rejection) {
    let d = knob.declaration
    // A copy for the message, which is written only if read (`Rejection`).
    let current = plataforma
    if let only = d.platform, only != current {
      throw Rejection(
        "\(d.name) exists on \(only.rawValue) only (\(d.changes)); this world runs"
          + " \(current.rawValue): platform \(only.rawValue) first")
    }
    change(
      { $0.knobs[knob] }, { $0.knobs[knob] = $1 }, to: faithful, "set " + d.name,
      knob.word(faithful: faithful),
      then: { e, changed in
        if changed, e.world.app != nil, let later = d.atNextLaunch { e.note(later) }
        if knob == .reportDismissals, faithful, var app = e.world.app {
          // Reports back on: the state is the truth again, and the screen follows at once.
          let ops = Reconciler.reconcile(
            &app, plataforma: e.plataforma, nilBeforeDismiss: e.world.knobs[.nilBeforeDismiss])
          e.world.app = app
          for op in ops { e.ui(op) }
        }
      })
  }
}
