extension Engine {
  /// `set KNOB VALUE`: a knob at the lesson's fix (faithful) or at the bug it reproduces.
  /// A knob of one platform only (`on-new-intent` is Android's, `ios` iOS's) is rejected on
  /// the other.
  mutating func set(_ knob: Knob, faithful: Bool) throws(Rejection) {
    let d = knob.declaration
    if let only = d.platform, only != platform {
      throw .knobOtherPlatform(knob, only: only, current: platform)
    }
    change(
      { $0.knobs[knob] }, { $0.knobs[knob] = $1 }, to: faithful, .set(knob, faithful: faithful),
      .knob(knob, faithful: faithful),
      then: { e, changed in
        if changed, e.world.app != nil, d.atNextLaunch { e.note(.knobAtNextLaunch(knob)) }
        let reports: [Knob] = [
          .reportDismissals, .didMoveToParent, .presentationDidDismiss, .stackHelper,
        ]
        if reports.contains(knob), faithful, var app = e.world.app {
          // Reports (or the stack helper) back on: the state is the truth again, and the
          // screen follows at once.
          let ops = Reconciler.reconcile(
            &app, platform: e.platform, nilBeforeDismiss: e.world.knobs[.nilBeforeDismiss],
            stackHelper: e.world.knobs[.stackHelper],
            presentadoReference: e.world.knobs[.presentadoReference])
          e.world.app = app
          for op in ops { e.ui(op) }
        }
      })
  }
}
