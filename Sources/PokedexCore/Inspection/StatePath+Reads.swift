/// The fields a path reads: what the diff's index of readers is made of.
extension StatePath {
  /// Fields of each box a path reads, and whether it reads that the app runs at all.
  struct Reads: Sendable {
    var rest: FieldBits = 0
    var app: FieldBits = 0
    var running = false

    // One, two or three fields, each function inlined where `reads` names them: a literal
    // key path's offset then folds to a constant, and no key path object (nor its type's
    // metadata) is made at start. A function over a pack of key paths makes each one.

    /// Fields of the running app: the path also reads that it runs (it is nil when it does not).
    @inline(__always)
    static func app<A>(_ a: WritableKeyPath<AppFields, A>) -> Reads {
      Reads(app: .of(a), running: true)
    }

    @inline(__always)
    static func app<A, B>(_ a: WritableKeyPath<AppFields, A>, _ b: WritableKeyPath<AppFields, B>)
      -> Reads
    {
      Reads(app: .of(a) | .of(b), running: true)
    }

    @inline(__always)
    static func app<A, B, C>(
      _ a: WritableKeyPath<AppFields, A>, _ b: WritableKeyPath<AppFields, B>,
      _ c: WritableKeyPath<AppFields, C>
    ) -> Reads {
      Reads(app: .of(a) | .of(b) | .of(c), running: true)
    }

    /// Fields of everything but the app.
    @inline(__always)
    static func rest<A>(_ a: WritableKeyPath<WorldFields, A>) -> Reads { Reads(rest: .of(a)) }

    /// Whether the app runs, and nothing else.
    static let running = Reads(running: true)

    static func + (a: Reads, b: Reads) -> Reads {
      Reads(rest: a.rest | b.rest, app: a.app | b.app, running: a.running || b.running)
    }
  }
}

/// How each path reads a world, and compares two in place: switches the diff reads on every
/// step, each case inlined where it is read (a row's closure would be a call and a retain).
extension StatePath {
  /// The path's value in `world`.
  public func value(in w: World) -> Value {
    switch self {
    case .field(let field): Self.value(field, in: w)
    case .knob(let knob): Self.word(knob.word(faithful: w.knobs[knob]))
    }
  }

  /// Whether two worlds show the same here, compared in place without building a value; nil
  /// when reading the value costs no more (the diff then reads both).
  func same(_ a: World, _ b: World) -> Bool? {
    switch self {
    case .field(let field): Self.same(field, a, b)
    case .knob: nil
    }
  }

  @inline(__always)
  private static func value(_ field: Field, in w: World) -> Value {
    switch field {
    case .dispositivoPlataforma: .symbol(w.dispositivo.plataforma.rawValue)
    case .dispositivoInstalada: .bool(w.dispositivo.instalada)
    case .dispositivoLlaveroSesion: .optional(w.dispositivo.llavero)
    case .dispositivoRestricciones: .bool(w.dispositivo.restricciones)
    case .appEnMarcha: .bool(w.app != nil)
    case .appEscena: w.app.map { .symbol($0.escena.rawValue) } ?? .null
    case .configHayCuentas: .bool(w.proyecto.hayCuentas)
    case .hayCuentas: w.app.map { .bool($0.hayCuentas) } ?? .null
    case .authComprobando: w.app.map { .bool($0.comprobando) } ?? .null
    case .authSesion: .optional(w.app?.sesion)
    case .appEnVuelo:
      if let waiting = w.app?.enVuelo, !waiting.isEmpty {
        .list(waiting.compactMap { $0.request.map { .symbol($0.rawValue) } })
      } else {
        .null
      }
    case .raiz: w.app.map { .symbol($0.branch.rawValue) } ?? .null
    case .formularioModo: w.app?.formulario.map { .symbol($0.modo.rawValue) } ?? .null
    case .formularioCorreo: .optional(w.app?.formulario?.correo)
    case .formularioErrorCorreo: .optional(w.app?.formulario?.errorCorreo)
    case .formularioErrorContrasena: .optional(w.app?.formulario?.errorContrasena)
    case .formularioError: .optional(w.app?.formulario?.error)
    case .formularioBotonActivo: w.app?.formulario.map { .bool($0.botonActivo) } ?? .null
    case .formularioBoton:
      w.app?.formulario.map { .string($0.modo == .entrar ? "Entrar" : "Crear cuenta") } ?? .null
    case .delegadoEnlacePendiente: .optional(w.app?.enlacePendiente)
    case .actividadEnlacePendiente: .optional(w.app?.enlaceActividad)
    case .contenido: w.app?.hasContent == true ? .symbol("construido") : .null
    case .contenidoPestana: w.app?.contenido.map { .symbol($0.pestana.rawValue) } ?? .null
    case .contenidoCaminoLista: w.app?.contenido.map { .ints($0.caminoLista) } ?? .null
    case .contenidoCaminoFavoritos: w.app?.contenido.map { .ints($0.caminoFavoritos) } ?? .null
    case .contenidoInsignia:
      w.app?.hasContent == true ? StatePath.badge(w.dispositivo.sandbox.favoritos.count) : .null
    case .contenidoTema:
      w.app?.hasContent == true ? .symbol(StatePath.rootTheme(w).rawValue) : .null
    case .ajustesTema: .symbol(w.dispositivo.sandbox.tema.rawValue)
    case .ajustesFavoritosPorNumero: .bool(w.dispositivo.sandbox.favoritosPorNumero)
    case .ajustesConfirmandoSalida: w.app?.contenido.map { .bool($0.confirmandoSalida) } ?? .null
    case .ajustesCuenta:
      if let app = w.app, app.hasContent, let sesion = app.sesion {
        .string(sesion.isEmpty ? "Sesión iniciada" : sesion)
      } else {
        .null
      }
    case .favoritos: .ints(w.favoritesInOrder)
    case .permisosNotificaciones: .symbol(w.dispositivo.notificaciones.rawValue)
    case .permisosCamara: .symbol(w.dispositivo.camara.rawValue)
    case .permisosTextoDelBoton: .string(w.dispositivo.notificaciones.textoDelBoton)
    case .permisosBotonActivo: .bool(!w.dispositivo.notificaciones.allows)
    case .recordatorioProgramado: .bool(w.dispositivo.recordatorio != nil)
    case .recordatorioEnlace: .optional(w.dispositivo.recordatorio)
    case .dialogo: .optional(w.app?.dialogo(w.dispositivo.plataforma)?.title)
    case .pantallaLista: w.app.flatMap { $0.pantalla.lista }.map(Value.ints) ?? .null
    case .pantallaFavoritos: w.app.flatMap { $0.pantalla.favoritos }.map(Value.ints) ?? .null
    case .pantallaPresentado: .optional(w.app?.pantalla.presentado?.title)
    case .registro: .strings(w.dispositivo.registro.lines)
    case .fecha: .string(w.fecha.description)
    case .red: .bool(w.backend.red)
    case .redLenta: .bool(w.backend.lenta)
    case .backendCuentas: .strings(w.backend.cuentas.keys.sorted())
    case .info: .strings(w.proyecto.info.keys.sorted())
    case .dispositivoInfo: w.dispositivo.info.map { .strings($0.keys.sorted()) } ?? .null
    }
  }

  /// A field's comparison in place, where it has one: a field left out is compared by its
  /// values.
  @inline(__always)
  private static func same(_ field: Field, _ a: World, _ b: World) -> Bool? {
    switch field {
    case .dispositivoPlataforma: a.dispositivo.plataforma == b.dispositivo.plataforma
    case .dispositivoInstalada: a.dispositivo.instalada == b.dispositivo.instalada
    case .dispositivoLlaveroSesion: a.dispositivo.llavero == b.dispositivo.llavero
    case .dispositivoRestricciones: a.dispositivo.restricciones == b.dispositivo.restricciones
    case .configHayCuentas: a.proyecto.hayCuentas == b.proyecto.hayCuentas
    case .contenido: a.app?.hasContent == b.app?.hasContent
    case .contenidoPestana: a.app?.pestana == b.app?.pestana
    case .contenidoCaminoLista: a.app?.caminoLista == b.app?.caminoLista
    case .contenidoCaminoFavoritos: a.app?.caminoFavoritos == b.app?.caminoFavoritos
    case .contenidoInsignia:
      a.app?.hasContent == b.app?.hasContent
        && a.dispositivo.sandbox.favoritos.count == b.dispositivo.sandbox.favoritos.count
    case .contenidoTema:
      a.app?.hasContent == b.app?.hasContent && StatePath.rootTheme(a) == StatePath.rootTheme(b)
    case .ajustesTema: a.dispositivo.sandbox.tema == b.dispositivo.sandbox.tema
    case .ajustesFavoritosPorNumero:
      a.dispositivo.sandbox.favoritosPorNumero == b.dispositivo.sandbox.favoritosPorNumero
    case .ajustesConfirmandoSalida: a.app?.confirmandoSalida == b.app?.confirmandoSalida
    case .ajustesCuenta: a.app?.hasContent == b.app?.hasContent && a.app?.sesion == b.app?.sesion
    case .favoritos: a.dispositivo.sandbox == b.dispositivo.sandbox
    case .permisosNotificaciones: a.dispositivo.notificaciones == b.dispositivo.notificaciones
    case .permisosCamara: a.dispositivo.camara == b.dispositivo.camara
    case .permisosTextoDelBoton: a.dispositivo.notificaciones == b.dispositivo.notificaciones
    case .permisosBotonActivo:
      a.dispositivo.notificaciones.allows == b.dispositivo.notificaciones.allows
    case .recordatorioProgramado: a.dispositivo.recordatorio == b.dispositivo.recordatorio
    case .recordatorioEnlace: a.dispositivo.recordatorio == b.dispositivo.recordatorio
    case .dialogo:
      a.app?.alerta == b.app?.alerta && a.app?.confirmandoSalida == b.app?.confirmandoSalida
        && a.dispositivo.plataforma == b.dispositivo.plataforma
    case .pantallaLista: a.app?.pantalla.lista == b.app?.pantalla.lista
    case .pantallaFavoritos: a.app?.pantalla.favoritos == b.app?.pantalla.favoritos
    case .pantallaPresentado: a.app?.pantalla.presentado == b.app?.pantalla.presentado
    case .registro: a.dispositivo.registro == b.dispositivo.registro
    case .red: a.backend.red == b.backend.red
    case .redLenta: a.backend.lenta == b.backend.lenta
    case .backendCuentas: a.backend.cuentas == b.backend.cuentas
    case .info: a.proyecto.info == b.proyecto.info
    case .dispositivoInfo: a.dispositivo.info == b.dispositivo.info
    default: nil
    }
  }

  /// The theme at ContentView's root: Ajustes' theme, or the system's when the modifier is
  /// inside SettingsView instead (`theme-at-root off`).
  static func rootTheme(_ w: World) -> Tema {
    w.knobs[.themeAtRoot] ? w.dispositivo.sandbox.tema : .sistema
  }

  /// The Favoritos badge of `count` favorites: the count as text, nil at zero.
  private static func badge(_ count: Int) -> Value {
    count == 0 ? .null : .string(String(count))
  }

  /// A knob's value: a number (`ios`'s 26) or a word (`on`).
  static func word(_ word: String) -> Value { Int(word).map(Value.int) ?? .symbol(word) }
}
