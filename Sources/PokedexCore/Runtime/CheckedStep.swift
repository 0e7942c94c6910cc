/// The checker's step (`pdx check`, docs/reference.md §7.1): the same world and the same events
/// as the full step, but the changes of the state paths that no rule of the checker can read
/// are not recorded, nor the warnings (no rule reads them: the screen's divergence is the rule
/// `screen-follows-state`'s, read from the world). Those paths' values are never text (a flag,
/// a number, a list of numbers, a symbol of the app), and the one rule that reads every change,
/// `no-password-in-output`, looks only in text; `delivered-once` reads
/// `delegado.enlacePendiente`, which is text. Reading and comparing them was a third of the diff
/// a step makes (Scripts/bench). The REPL, scripts and `explore` print their steps: they take
/// the full one.
extension Transition {
  /// One action on a world, recorded for the checker.
  public static func checked(from world: World, _ action: UserAction) -> Transition {
    Transition(world, action, recording: StatePaths.checkedPaths)
  }
}

extension StatePaths {
  /// The paths whose values are never text (`.string`, or a `.list`): what the checker's step
  /// leaves out. A path not named here is recorded, so a new path is checked until it is named
  /// (a test reads every path of random worlds and fails on text in one named here).
  public static let neverText = Set(
    [
      "dispositivo.plataforma", "dispositivo.instalada", "dispositivo.restricciones",
      "app.enMarcha", "app.escena", "config.hayCuentas", "hayCuentas", "auth.comprobando",
      "raiz", "formulario.modo", "formulario.botonActivo", "contenido", "contenido.pestana",
      "contenido.caminoLista", "contenido.caminoFavoritos", "contenido.tema", "ajustes.tema",
      "ajustes.favoritosPorNumero", "ajustes.confirmandoSalida", "favoritos",
      "permisos.notificaciones", "permisos.camara", "permisos.botonActivo",
      "recordatorio.programado", "pantalla.lista", "pantalla.favoritos", "red",
    ] + Knob.allCases.map(\.path))

  /// The paths the checker's step records: every path but those never text.
  static let checkedPaths: PathSet = {
    var set = PathSet()
    for (i, path) in all.enumerated() where !neverText.contains(path.path) { set.insert(i) }
    return set
  }()
}
