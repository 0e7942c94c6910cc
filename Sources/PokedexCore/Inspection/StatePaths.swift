/// One state path: its name (the lessons' identifiers), what it means, and how to read it.
public struct StatePath: Sendable {
  public let path: String
  public let doc: String
  let read: @Sendable (World) -> Value
  /// The subtree this path reads: the diff compares it with `==` before reading the path.
  let area: Area

  /// The smallest parts of the world a path reads. Comparing them is cheap (arrays and
  /// strings that were not touched share their storage, an app that was not touched shares
  /// its box); reading a path builds a value.
  enum Area: Int, CaseIterable {
    /// Platform, installation, keychain, permissions, reminder.
    case dispositivo, registro, sandbox, proyecto, backend, fecha, knobs
    /// Whether the app runs, its scene, what it read at launch, its AuthState.
    case proceso
    case formulario, delegado, actividad
    /// Whether ContentView is built; then each of its fields.
    case contenido, pestana, caminoLista, caminoFavoritos, confirmando
    case pantallaLista, pantallaFavoritos, presentado
    /// Paths that read several parts: the badge, «Cuenta», the dialog.
    case insignia, cuenta, dialogo

    /// Every area the running app holds: from `proceso` on.
    static var delApp: UInt32 {
      todas & ~((1 << UInt32(Area.proceso.rawValue)) - 1)
    }

    static func bit(_ area: Area, _ equal: Bool) -> UInt32 {
      equal ? 1 << UInt32(area.rawValue) : 0
    }

    /// The areas that are equal in two worlds, as a bit set (bit `rawValue`).
    static func same(_ a: World, _ b: World) -> UInt32 {
      let plataforma = a.dispositivo.plataforma == b.dispositivo.plataforma
      let favoritos = a.dispositivo.sandbox.favoritos.count == b.dispositivo.sandbox.favoritos.count
      // What is not the app is one box: the same box is equal without comparing a field.
      var mask = a.compartenResto(b) ? ~delApp & todas : restoIgual(a, b)
      switch (a.app, b.app) {
      case (nil, nil):
        mask |= delApp
      case (let x?, let y?):
        mask |= sameApp(
          x, y, tocados: y.tocados(desde: x) ?? .todos, plataforma: plataforma,
          favoritos: favoritos)
      default:
        break
      }
      return mask
    }

    /// Every area, as a bit set.
    static var todas: UInt32 { (1 << UInt32(Area.dialogo.rawValue + 1)) - 1 }

    /// The areas outside the app that are equal in two worlds.
    private static func restoIgual(_ a: World, _ b: World) -> UInt32 {
      // Fields read in place (a binding of `dispositivo` would copy it).
      bit(
        .dispositivo,
        a.dispositivo.plataforma == b.dispositivo.plataforma
          && a.dispositivo.instalada == b.dispositivo.instalada
          && a.dispositivo.llavero == b.dispositivo.llavero
          && a.dispositivo.notificaciones == b.dispositivo.notificaciones
          && a.dispositivo.camara == b.dispositivo.camara
          && a.dispositivo.recordatorio == b.dispositivo.recordatorio)
        | bit(.registro, a.dispositivo.registro == b.dispositivo.registro)
        | bit(.sandbox, a.dispositivo.sandbox == b.dispositivo.sandbox)
        | bit(.proyecto, a.proyecto == b.proyecto) | bit(.backend, a.backend == b.backend)
        | bit(.fecha, a.fecha == b.fecha) | bit(.knobs, a.knobs == b.knobs)
    }

    /// Only the fields changed since the snapshot are compared: the others are equal.
    private static func sameApp(
      _ x: AppProceso, _ y: AppProceso, tocados: AppProceso.Tocados, plataforma: Bool,
      favoritos: Bool
    ) -> UInt32 {
      var mask: UInt32 = 0
      var sesion = true
      if tocados.contains(.proceso) {
        sesion = x.sesion == y.sesion
        mask |= bit(
          .proceso,
          x.escena == y.escena && x.hayCuentas == y.hayCuentas
            && x.comprobando == y.comprobando && sesion)
      } else {
        mask |= bit(.proceso, true)
      }
      mask |=
        bit(.formulario, !tocados.contains(.formulario) || x.formulario == y.formulario)
        | bit(.delegado, !tocados.contains(.delegado) || x.enlacePendiente == y.enlacePendiente)
        | bit(.actividad, !tocados.contains(.actividad) || x.enlaceActividad == y.enlaceActividad)
      var construido = true
      var confirmando = true
      if tocados.contains(.contenido) {
        // Field by field, in place: a copy of the content would retain both its lists.
        construido = x.hayContenido == y.hayContenido
        confirmando = x.confirmandoSalida == y.confirmandoSalida
        mask |=
          bit(.contenido, construido) | bit(.pestana, x.pestana == y.pestana)
          | bit(.caminoLista, x.caminoLista == y.caminoLista)
          | bit(.caminoFavoritos, x.caminoFavoritos == y.caminoFavoritos)
          | bit(.confirmando, confirmando)
      } else {
        mask |=
          bit(.contenido, true) | bit(.pestana, true) | bit(.caminoLista, true)
          | bit(.caminoFavoritos, true) | bit(.confirmando, true)
      }
      if tocados.contains(.pantalla) {
        let px = x.pantalla
        let py = y.pantalla
        mask |=
          bit(.pantallaLista, px.lista == py.lista)
          | bit(.pantallaFavoritos, px.favoritos == py.favoritos)
          | bit(.presentado, px.presentado == py.presentado)
      } else {
        mask |= bit(.pantallaLista, true) | bit(.pantallaFavoritos, true) | bit(.presentado, true)
      }
      let alerta = !tocados.contains(.alerta) || x.alerta == y.alerta
      mask |=
        bit(.insignia, construido && favoritos)
        | bit(.cuenta, construido && sesion)
        | bit(.dialogo, alerta && confirmando && plataforma)
      return mask
    }
  }

  public func value(in world: World) -> Value { read(world) }
}

/// A changed path in a step: `path: old → new`.
public struct Change: Sendable, Equatable {
  public let path: String
  public let old: Value
  public let new: Value

  public init(path: String, old: Value, new: Value) {
    self.path = path
    self.old = old
    self.new = new
  }
}

/// The table of every state path (SPEC §3, plus a few extensions), in display order. It
/// drives `show`, `expect`, diffs and completion: nothing lists paths by hand elsewhere.
public enum StatePaths {
  public static let all: [StatePath] = [
    p("dispositivo.plataforma", .dispositivo, "ios or android") {
      .symbol($0.dispositivo.plataforma.rawValue)
    },
    p("dispositivo.instalada", .dispositivo, "whether the app is installed") {
      .bool($0.dispositivo.instalada)
    },
    p("dispositivo.llavero.sesion", .dispositivo, "the session saved in the keychain (its email)") {
      .optional($0.dispositivo.llavero)
    },
    p("app.enMarcha", .proceso, "whether the app process is running") { .bool($0.app != nil) },
    p("app.escena", .proceso, "scene phase: active, inactive, background") {
      $0.app.map { .symbol($0.escena.rawValue) } ?? .null
    },
    p("config.hayCuentas", .proyecto, "accounts configured in the project (read at next launch)") {
      .bool($0.proyecto.hayCuentas)
    },
    p("hayCuentas", .proceso, "what the running app read at launch") {
      $0.app.map { .bool($0.hayCuentas) } ?? .null
    },
    p("auth.comprobando", .proceso, "the session is being restored from the keychain") {
      $0.app.map { .bool($0.comprobando) } ?? .null
    },
    p("auth.sesion", .proceso, "the session's email, nil without one") {
      .optional($0.app?.sesion)
    },
    p("raiz", .proceso, "the guard's branch: sinCuentas, comprobando, conSesion, formulario") {
      $0.app.map { .symbol($0.rama.rawValue) } ?? .null
    },
    p("formulario.modo", .formulario, "entrar or crearCuenta") {
      $0.app?.formulario.map { .symbol($0.modo.rawValue) } ?? .null
    },
    p("formulario.correo", .formulario, "the email field") {
      .optional($0.app?.formulario?.correo)
    },
    p("formulario.errorCorreo", .formulario, "the email field's error") {
      .optional($0.app?.formulario?.errorCorreo)
    },
    p("formulario.errorContrasena", .formulario, "the password field's error") {
      .optional($0.app?.formulario?.errorContrasena)
    },
    p("formulario.error", .formulario, "the backend's error under the form") {
      .optional($0.app?.formulario?.error)
    },
    p("formulario.botonActivo", .formulario, "whether the submit button is enabled") {
      $0.app?.formulario.map { .bool($0.botonActivo) } ?? .null
    },
    p("delegado.enlacePendiente", .delegado, "the link the notification delegate holds") {
      .optional($0.app?.enlacePendiente)
    },
    p("actividad.enlacePendiente", .actividad, "Android: an external link waiting in the activity")
    {
      .optional($0.app?.enlaceActividad)
    },
    p("contenido", .contenido, "construido while ContentView is built, else nil") {
      $0.app?.hayContenido == true ? .symbol("construido") : .null
    },
    p("contenido.pestana", .pestana, "the selected tab: lista, favoritos, ajustes") {
      $0.app?.contenido.map { .symbol($0.pestana.rawValue) } ?? .null
    },
    p("contenido.caminoLista", .caminoLista, "the Pokédex tab's stack of details") {
      $0.app?.contenido.map { .ints($0.caminoLista) } ?? .null
    },
    p("contenido.caminoFavoritos", .caminoFavoritos, "the Favoritos tab's stack of details") {
      $0.app?.contenido.map { .ints($0.caminoFavoritos) } ?? .null
    },
    p("contenido.insignia", .insignia, "the Favoritos badge: the count as text, nil at zero") {
      guard $0.app?.hayContenido == true else { return .null }
      let n = $0.dispositivo.sandbox.favoritos.count
      return n == 0 ? .null : .string(String(n))
    },
    p("ajustes.tema", .sandbox, "sistema, claro or oscuro") {
      .symbol($0.dispositivo.sandbox.tema.rawValue)
    },
    p("ajustes.favoritosPorNumero", .sandbox, "favorites ordered by number") {
      .bool($0.dispositivo.sandbox.favoritosPorNumero)
    },
    p("ajustes.confirmandoSalida", .confirmando, "the logout confirmation is open") {
      $0.app?.contenido.map { .bool($0.confirmandoSalida) } ?? .null
    },
    p("ajustes.cuenta", .cuenta, "what «Correo» shows in the «Cuenta» section; nil without it") {
      guard let app = $0.app, app.hayContenido, let sesion = app.sesion else { return .null }
      return .string(sesion.isEmpty ? "Sesión iniciada" : sesion)
    },
    p("favoritos", .sandbox, "favorite ids in display order") { .ints($0.favoritosVisibles) },
    p("permisos.notificaciones", .dispositivo, "notDetermined, denied, authorized, provisional") {
      .symbol($0.dispositivo.notificaciones.rawValue)
    },
    p("permisos.camara", .dispositivo, "notDetermined, denied, authorized, provisional") {
      .symbol($0.dispositivo.camara.rawValue)
    },
    p("recordatorio.programado", .dispositivo, "the daily reminder is scheduled") {
      .bool($0.dispositivo.recordatorio != nil)
    },
    p("recordatorio.enlace", .dispositivo, "the link the scheduled reminder opens") {
      .optional($0.dispositivo.recordatorio)
    },
    p("dialogo", .dialogo, "the title of the dialog, sheet or system alert the state shows") {
      guard let app = $0.app else { return .null }
      return .optional(app.dialogo($0.dispositivo.plataforma)?.titulo)
    },
    p("pantalla.lista", .pantallaLista, "the Pokédex tab's controllers on screen, root excluded") {
      $0.app.flatMap { $0.pantalla.lista }.map(Value.ints) ?? .null
    },
    p(
      "pantalla.favoritos", .pantallaFavoritos,
      "the Favoritos tab's controllers on screen, root excluded"
    ) {
      $0.app.flatMap { $0.pantalla.favoritos }.map(Value.ints) ?? .null
    },
    p("pantalla.presentado", .presentado, "the title of what the screen presents") {
      .optional($0.app?.pantalla.presentado?.titulo)
    },
    p("registro", .registro, "the app's log lines") { .strings($0.dispositivo.registro) },
    p("knobs.onchangeInitial", .knobs, "set onchange-initial: on or off") {
      .symbol($0.knobs.onchangeInitial ? "on" : "off")
    },
    p("knobs.delegateInstall", .knobs, "set delegate-install: early or late") {
      .symbol($0.knobs.delegateInstallEarly ? "early" : "late")
    },
    p("knobs.reportDismissals", .knobs, "set report-dismissals: on or off") {
      .symbol($0.knobs.reportDismissals ? "on" : "off")
    },
    p("fecha", .fecha, "the simulated date") { .string($0.fecha.description) },
    p("red", .backend, "whether the network reaches the backend") { .bool($0.backend.red) },
    p("backend.cuentas", .backend, "the accounts' emails, sorted") {
      .strings($0.backend.cuentas.keys.sorted())
    },
    p("info", .proyecto, "the Info keys of the target, sorted") {
      .strings($0.proyecto.info.keys.sorted())
    },
  ]

  private static func p(
    _ path: String, _ area: StatePath.Area, _ doc: String,
    _ read: @escaping @Sendable (World) -> Value
  ) -> StatePath {
    StatePath(path: path, doc: doc, read: read, area: area)
  }

  private static let index: [String: StatePath] = {
    var t: [String: StatePath] = [:]
    for entry in all { t[entry.path] = entry }
    return t
  }()

  public static func named(_ path: String) -> StatePath? { index[path] }

  /// The paths `show PATH` prints: the path itself and every path below it.
  public static func matching(_ prefix: String) -> [StatePath] {
    all.filter { $0.path == prefix || $0.path.hasPrefix(prefix + ".") }
  }

  /// Paths whose value differs between two worlds, in table order. Each path's subtree is
  /// compared with `==` first (once per subtree), so a step reads only the paths below what it
  /// touched: its cost follows what changed, not the size of the state.
  public static func diff(_ a: World, _ b: World) -> [Change] {
    var changes: [Change] = []
    diff(a, b) { changes.append($0) }
    return changes
  }

  /// The same changes, each handed to `found` in table order (the engine appends them to the
  /// step's events: no list in between).
  @inline(__always)
  static func diff(_ a: World, _ b: World, _ found: (Change) -> Void) {
    let same = StatePath.Area.same(a, b)
    // Only the paths of areas that differ are touched (in table order), read in place in the
    // table (a copy of an entry retains its strings and its closure).
    all.withUnsafeBufferPointer { paths in
      areaBits.withUnsafeBufferPointer { bits in
        for i in paths.indices where same & bits[i] == 0 {
          let old = paths[i].read(a)
          let new = paths[i].read(b)
          if old != new { found(Change(path: paths[i].path, old: old, new: new)) }
        }
      }
    }
  }

  /// Each path's area as its bit, in table order.
  private static let areaBits: [UInt32] = all.map { 1 << UInt32($0.area.rawValue) }
}
