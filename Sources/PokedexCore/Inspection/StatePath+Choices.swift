/// What a question about a path can offer (`pdx walk --predict`): every value of the type the
/// path reads, when that type has a few.
package enum PathChoices: Sendable, Equatable {
  /// Every value the path can take but nil (whether it can be nil is `nullable`).
  case every([Value], nullable: Bool)
  /// Too many values to offer them all: text, numbers, lists.
  case open

  /// Every case of the enum `field` reads (`Tema`: sistema, claro, oscuro): the choices come
  /// from the field's type, so two paths that read one type offer the same values.
  static func of<E: CaseIterable & RawRepresentable>(_ field: KeyPath<World, E>) -> PathChoices
  where E.RawValue == String {
    .every(E.allCases.map { .symbol($0.rawValue) }, nullable: false)
  }

  /// The same, for a field that is nil where the app does not run (or has no such screen).
  static func of<E: CaseIterable & RawRepresentable>(_ field: KeyPath<World, E?>) -> PathChoices
  where E.RawValue == String {
    .every(E.allCases.map { .symbol($0.rawValue) }, nullable: true)
  }

  static func of(_ field: KeyPath<World, Bool>) -> PathChoices { bool }

  static func of(_ field: KeyPath<World, Bool?>) -> PathChoices {
    .every([.bool(true), .bool(false)], nullable: true)
  }

  /// True or false, for a path that reads a condition rather than a field.
  static let bool = PathChoices.every([.bool(true), .bool(false)], nullable: false)
}

extension StatePath {
  /// What a question about this path can offer, from the type of the field its value reads
  /// (`value(in:)`; a test holds the two together over the worlds random sessions reach).
  package var choices: PathChoices {
    switch self {
    case .dispositivoPlataforma: .of(\.dispositivo.plataforma)
    case .appEscena: .of(\.app?.escena)
    case .raiz: .of(\.app?.branch)
    case .formularioModo: .of(\.app?.formulario?.modo)
    case .contenidoPestana: .of(\.app?.contenido?.pestana)
    // One field, two paths: the choices cannot drift apart.
    case .ajustesTema: .of(\.dispositivo.sandbox.tema)
    case .contenidoTema: .every(Self.cases(\.dispositivo.sandbox.tema), nullable: true)
    case .permisosNotificaciones: .of(\.dispositivo.notificaciones)
    case .permisosCamara: .of(\.dispositivo.camara)
    case .dispositivoInstalada: .of(\.dispositivo.instalada)
    case .dispositivoRestricciones: .of(\.dispositivo.restricciones)
    case .configHayCuentas: .of(\.proyecto.hayCuentas)
    case .hayCuentas: .of(\.app?.hayCuentas)
    case .authComprobando: .of(\.app?.comprobando)
    case .formularioBotonActivo: .of(\.app?.formulario?.botonActivo)
    case .ajustesFavoritosPorNumero: .of(\.dispositivo.sandbox.favoritosPorNumero)
    case .ajustesConfirmandoSalida: .of(\.app?.contenido?.confirmandoSalida)
    case .red: .of(\.backend.red)
    case .redLenta: .of(\.backend.lenta)
    // Conditions: whether the app runs, a reminder is scheduled, the button is enabled.
    case .appEnMarcha, .recordatorioProgramado, .permisosBotonActivo: .bool
    case .contenido: .every([.symbol("construido")], nullable: true)
    case .knob(let knob):
      .every(
        [true, false].map { knob.word(faithful: $0) }.map { Int($0).map(Value.int) ?? .symbol($0) },
        nullable: false)
    case .dispositivoLlaveroSesion, .authSesion, .appEnVuelo, .formularioCorreo,
      .formularioErrorCorreo, .formularioErrorContrasena, .formularioError, .formularioBoton,
      .delegadoEnlacePendiente, .actividadEnlacePendiente, .contenidoCaminoLista,
      .contenidoCaminoFavoritos, .contenidoInsignia, .ajustesCuenta, .favoritos,
      .permisosTextoDelBoton, .recordatorioEnlace, .dialogo, .pantallaLista, .pantallaFavoritos,
      .pantallaPresentado, .registro, .fecha, .backendCuentas, .info, .dispositivoInfo:
      .open
    }
  }

  /// The cases of the enum a field reads, as values.
  private static func cases<E: CaseIterable & RawRepresentable>(_: KeyPath<World, E>) -> [Value]
  where E.RawValue == String {
    E.allCases.map { .symbol($0.rawValue) }
  }
}
