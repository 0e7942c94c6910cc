import PokedexCore

extension Session {
  /// The paths `save --expect` asserts: those the lessons' stories are told in (the guard's
  /// branch, the session and the Llavero, the tab and its stacks, the dialog, the pending
  /// link, favorites, the permissions, whether the app runs and is installed). A step changes
  /// many more (the form's fields, the screen's mirror of the stacks, the backend), and a
  /// draft that asserted all of them would be too long to read or keep; the events say the
  /// rest.
  static let storyPaths = storyFields.map(StatePath.field)

  private static let storyFields: [StatePath.Field] = [
    .appEnMarcha, .dispositivoInstalada, .raiz, .authSesion, .dispositivoLlaveroSesion,
    .contenidoPestana, .contenidoCaminoLista, .contenidoCaminoFavoritos, .dialogo,
    .delegadoEnlacePendiente, .favoritos, .permisosNotificaciones, .permisosCamara,
  ]

  /// A step's notes, ui operations and log lines as `expect` names them (`note session-saved`),
  /// each once, in the order they happened.
  package static func asserted(_ step: Step) -> [String] {
    var out: [String] = []
    for event in step.events {
      let line: String
      switch event {
      case .note(let n): line = "note " + n.id.rawValue
      case .ui(let u): line = "ui " + u.id.rawValue
      case .log(let l): line = "log " + l.id.rawValue
      case .action, .change: continue
      }
      if !out.contains(line) { out.append(line) }
    }
    return out
  }

  /// The `expect` lines `save --expect` writes after a step: one per event (`expect note
  /// ID`), then one per story path the step changed, with its last value, in the table's
  /// order (docs/reference.md §9.2).
  static func expectLines(_ r: Recorded) -> [String] {
    var last: [StatePath: Value] = [:]
    for c in r.changes { last[c.path] = c.new }
    return r.events.map { "expect " + $0 }
      + storyPaths.compactMap { path in last[path].map { "expect \(path) == \($0)" } }
  }
}
