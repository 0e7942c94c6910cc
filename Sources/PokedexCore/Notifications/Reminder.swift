extension Engine {
  /// `.onChange(of: scenePhase, initial: true)` in ContentView: with the scene active and
  /// permission to notify, `RecordatorioDiario.programar()` schedules the daily reminder.
  mutating func observeScene(initial: Bool) {
    guard let app = world.app, app.hasContent, app.escena == .active,
      world.dispositivo.notificaciones.allows
    else { return }
    // Without `initial: true` (`scene-initial off`) the observer waits for a change, and a
    // scene already active when ContentView appears is none.
    let hasInitial = world.knobs[.sceneInitial]
    if initial && !hasInitial {
      action(.observeScene(initial: false, platform)) { $0.note(.reminderNotScheduled) }
      return
    }
    let link = world.linkOfTheDay
    action(.observeScene(initial: hasInitial, platform)) { e in
      if e.world.dispositivo.recordatorio == link { e.note(.reminderReplaced) }
      e.world.dispositivo.recordatorio = link
    }
  }
}
