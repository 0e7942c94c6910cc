extension Engine {
  /// `set KNOB VALUE`: a knob at the lesson's fix (faithful) or at the bug it reproduces.
  mutating func set(_ knob: Knob, faithful: Bool) {
    let d = knob.declaration
    change(\.knobs[knob], to: faithful, "set " + d.name, knob.word(faithful: faithful)) {
      e, changed in
      if changed, e.world.app != nil, let later = d.atNextLaunch { e.note(later) }
      if knob == .reportDismissals, faithful, var app = e.world.app {
        // Reports back on: the state is the truth again, and the screen follows at once.
        let ops = Reconciler.reconcile(&app, plataforma: e.plataforma)
        e.world.app = app
        for op in ops { e.ui(op) }
      }
    }
  }
}
