/// One state path: its name (the lessons' identifiers), what it means, and how to read it.
public struct StatePath: Sendable {
  public let path: String
  public let doc: String
  let read: @Sendable (World) -> Value
  /// The subtree this path reads: the diff compares it with `==` before reading the path.
  let area: Area

  enum Area { case world, app }

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
    p("dispositivo.plataforma", .world, "ios or android") {
      .symbol($0.dispositivo.plataforma.rawValue)
    },
    p("dispositivo.instalada", .world, "whether the app is installed") {
      .bool($0.dispositivo.instalada)
    },
    p("dispositivo.llavero.sesion", .world, "the session saved in the keychain (its email)") {
      .optional($0.dispositivo.llavero)
    },
    p("app.enMarcha", .app, "whether the app process is running") { .bool($0.app != nil) },
    p("app.escena", .app, "scene phase: active, inactive, background") {
      $0.app.map { .symbol($0.escena.rawValue) } ?? .null
    },
    p("config.hayCuentas", .world, "accounts configured in the project (read at next launch)") {
      .bool($0.proyecto.hayCuentas)
    },
    p("hayCuentas", .app, "what the running app read at launch") {
      $0.app.map { .bool($0.hayCuentas) } ?? .null
    },
    p("auth.comprobando", .app, "the session is being restored from the keychain") {
      $0.app.map { .bool($0.comprobando) } ?? .null
    },
    p("auth.sesion", .app, "the session's email, nil without one") { .optional($0.app?.sesion) },
    p("raiz", .app, "the guard's branch: sinCuentas, comprobando, conSesion, formulario") {
      $0.app.map { .symbol($0.rama.rawValue) } ?? .null
    },
    p("formulario.modo", .app, "entrar or crearCuenta") {
      $0.app?.formulario.map { .symbol($0.modo.rawValue) } ?? .null
    },
    p("formulario.correo", .app, "the email field") { .optional($0.app?.formulario?.correo) },
    p("formulario.errorCorreo", .app, "the email field's error") {
      .optional($0.app?.formulario?.errorCorreo)
    },
    p("formulario.errorContrasena", .app, "the password field's error") {
      .optional($0.app?.formulario?.errorContrasena)
    },
    p("formulario.error", .app, "the backend's error under the form") {
      .optional($0.app?.formulario?.error)
    },
    p("formulario.botonActivo", .app, "whether the submit button is enabled") {
      $0.app?.formulario.map { .bool($0.botonActivo) } ?? .null
    },
    p("delegado.enlacePendiente", .app, "the link the notification delegate holds") {
      .optional($0.app?.enlacePendiente)
    },
    p("actividad.enlacePendiente", .app, "Android: an external link waiting in the activity") {
      .optional($0.app?.enlaceActividad)
    },
    p("contenido", .app, "construido while ContentView is built, else nil") {
      $0.app?.contenido == nil ? .null : .symbol("construido")
    },
    p("contenido.pestana", .app, "the selected tab: lista, favoritos, ajustes") {
      $0.app?.contenido.map { .symbol($0.pestana.rawValue) } ?? .null
    },
    p("contenido.caminoLista", .app, "the Pokédex tab's stack of details") {
      $0.app?.contenido.map { .ints($0.caminoLista) } ?? .null
    },
    p("contenido.caminoFavoritos", .app, "the Favoritos tab's stack of details") {
      $0.app?.contenido.map { .ints($0.caminoFavoritos) } ?? .null
    },
    p("contenido.insignia", .app, "the Favoritos badge: the count as text, nil at zero") {
      guard $0.app?.contenido != nil else { return .null }
      let n = $0.dispositivo.sandbox.favoritos.count
      return n == 0 ? .null : .string(String(n))
    },
    p("ajustes.tema", .world, "sistema, claro or oscuro") {
      .symbol($0.dispositivo.sandbox.tema.rawValue)
    },
    p("ajustes.favoritosPorNumero", .world, "favorites ordered by number") {
      .bool($0.dispositivo.sandbox.favoritosPorNumero)
    },
    p("ajustes.confirmandoSalida", .app, "the logout confirmation is open") {
      $0.app?.contenido.map { .bool($0.confirmandoSalida) } ?? .null
    },
    p("ajustes.cuenta", .app, "what «Correo» shows in the «Cuenta» section; nil without it") {
      guard let app = $0.app, app.contenido != nil, let sesion = app.sesion else { return .null }
      return .string(sesion.isEmpty ? "Sesión iniciada" : sesion)
    },
    p("favoritos", .world, "favorite ids in display order") { .ints($0.favoritosVisibles) },
    p("permisos.notificaciones", .world, "notDetermined, denied, authorized, provisional") {
      .symbol($0.dispositivo.notificaciones.rawValue)
    },
    p("permisos.camara", .world, "notDetermined, denied, authorized, provisional") {
      .symbol($0.dispositivo.camara.rawValue)
    },
    p("recordatorio.programado", .world, "the daily reminder is scheduled") {
      .bool($0.dispositivo.recordatorio != nil)
    },
    p("recordatorio.enlace", .world, "the link the scheduled reminder opens") {
      .optional($0.dispositivo.recordatorio)
    },
    p("dialogo", .app, "the title of the dialog, sheet or system alert the state shows") {
      guard let app = $0.app else { return .null }
      return .optional(app.dialogo($0.dispositivo.plataforma)?.titulo)
    },
    p("pantalla.lista", .app, "the Pokédex tab's controllers on screen, root excluded") {
      $0.app.flatMap { $0.pantalla.lista }.map(Value.ints) ?? .null
    },
    p("pantalla.favoritos", .app, "the Favoritos tab's controllers on screen, root excluded") {
      $0.app.flatMap { $0.pantalla.favoritos }.map(Value.ints) ?? .null
    },
    p("pantalla.presentado", .app, "the title of what the screen presents") {
      .optional($0.app?.pantalla.presentado?.titulo)
    },
    p("registro", .world, "the app's log lines") { .strings($0.dispositivo.registro) },
    p("knobs.onchangeInitial", .world, "set onchange-initial: on or off") {
      .symbol($0.knobs.onchangeInitial ? "on" : "off")
    },
    p("knobs.delegateInstall", .world, "set delegate-install: early or late") {
      .symbol($0.knobs.delegateInstallEarly ? "early" : "late")
    },
    p("knobs.reportDismissals", .world, "set report-dismissals: on or off") {
      .symbol($0.knobs.reportDismissals ? "on" : "off")
    },
    p("fecha", .world, "the simulated date") { .string($0.fecha.description) },
    p("red", .world, "whether the network reaches the backend") { .bool($0.backend.red) },
    p("backend.cuentas", .world, "the accounts' emails, sorted") {
      .strings($0.backend.cuentas.keys.sorted())
    },
    p("info", .world, "the Info keys of the target, sorted") {
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

  /// Paths whose value differs between two worlds, in table order. Subtrees are compared with
  /// `==` first, so a step that touched nothing below `app` reads none of the app's paths.
  public static func diff(_ a: World, _ b: World) -> [Change] {
    let worldSame =
      a.dispositivo == b.dispositivo && a.backend == b.backend && a.proyecto == b.proyecto
      && a.fecha == b.fecha && a.knobs == b.knobs
    let appSame = worldSame || a.dispositivo.sandbox == b.dispositivo.sandbox
    if worldSame && appSame && a.app == b.app { return [] }
    let appEqual =
      a.app == b.app && appSame
      && a.dispositivo.plataforma == b.dispositivo.plataforma
    var changes: [Change] = []
    for entry in all {
      switch entry.area {
      case .world where worldSame: continue
      case .app where appEqual: continue
      default: break
      }
      let old = entry.read(a)
      let new = entry.read(b)
      if old != new { changes.append(Change(path: entry.path, old: old, new: new)) }
    }
    return changes
  }
}
