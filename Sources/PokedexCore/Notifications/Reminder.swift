extension Engine {
  /// `.onChange(of: scenePhase, initial: true)` in ContentView: with the scene active and
  /// permission to notify, `RecordatorioDiario.programar()` schedules the daily reminder.
  mutating func observeScene(initial: Bool) {
    guard let app = world.app, app.hasContent, app.escena == .active,
      world.dispositivo.notificaciones.allows
    else { return }
    let link = world.linkOfTheDay
    action(.observeScene(platform)) { e in
      if e.world.dispositivo.recordatorio == link { e.note(.reminderReplaced) }
      e.world.dispositivo.recordatorio = link
    }
  }
}
