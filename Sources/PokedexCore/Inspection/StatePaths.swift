/// One state path: its name (the lessons' identifiers), what it means, and how to read it.
public struct StatePath: Sendable {
  public let path: String
  public let doc: String
  let read: @Sendable (World) -> Value
  /// The fields it reads: the diff reads the path only when one of them was written.
  let reads: Reads
  /// Whether two worlds show the same here, compared in place without building a value; nil
  /// when reading the value costs no more.
  let same: (@Sendable (World, World) -> Bool)?

  public func value(in world: World) -> Value { read(world) }

  /// Fields of each box a path reads, and whether it reads that the app runs at all.
  struct Reads: Sendable {
    var rest: FieldBits = 0
    var app: FieldBits = 0
    var running = false

    // One, two or three fields, each function inlined where the table names them: a literal
    // key path's offset then folds to a constant, and no key path is made when the table is
    // (making them was a tenth of a one-line script's run: key path objects and their types'
    // metadata). A function over a pack of key paths makes each one.

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

/// The table of every state path (docs/reference.md §3), in display order. A path is declared
/// once, here: its name, the fields it reads, what it means, and how to read it (and, where
/// that is cheaper, how to compare it in place). It drives `show`, `expect`, diffs and
/// completion: nothing lists paths by hand elsewhere.
public enum StatePaths {
  public static let all: [StatePath] =
    device + process + form + content + settings + permissionsAndReminder + screen + project

  private static let device: [StatePath] = [
    p(
      "dispositivo.plataforma", .rest(\.dispositivo), "ios or android",
      same: { $0.dispositivo.plataforma == $1.dispositivo.plataforma },
      read: { .symbol($0.dispositivo.plataforma.rawValue) }),
    p(
      "dispositivo.instalada", .rest(\.dispositivo), "whether the app is installed",
      same: { $0.dispositivo.instalada == $1.dispositivo.instalada },
      read: { .bool($0.dispositivo.instalada) }),
    p(
      "dispositivo.llavero.sesion", .rest(\.dispositivo),
      "the session saved in the keychain (its email)",
      same: { $0.dispositivo.llavero == $1.dispositivo.llavero },
      read: { .optional($0.dispositivo.llavero) }),
    p(
      "dispositivo.restricciones", .rest(\.dispositivo),
      "Screen Time restricts notifications: a request for them fails",
      same: { $0.dispositivo.restricciones == $1.dispositivo.restricciones },
      read: { .bool($0.dispositivo.restricciones) }),
  ]

  private static let process: [StatePath] = [
    p("app.enMarcha", .running, "whether the app process is running") { .bool($0.app != nil) },
    p("app.escena", .app(\.escena), "scene phase: active, inactive, background") {
      $0.app.map { .symbol($0.escena.rawValue) } ?? .null
    },
    p(
      "config.hayCuentas", .rest(\.proyecto),
      "accounts configured in the project (read at next launch)",
      same: { $0.proyecto.hayCuentas == $1.proyecto.hayCuentas },
      read: { .bool($0.proyecto.hayCuentas) }),
    p("hayCuentas", .app(\.hayCuentas), "what the running app read at launch") {
      $0.app.map { .bool($0.hayCuentas) } ?? .null
    },
    p("auth.comprobando", .app(\.comprobando), "the session is being restored from the keychain") {
      $0.app.map { .bool($0.comprobando) } ?? .null
    },
    p("auth.sesion", .app(\.sesion), "the session's email, nil without one") {
      .optional($0.app?.sesion)
    },
    p(
      "app.enVuelo", .app(\.enVuelo),
      "what waits for the backend under net slow (restaurar, signIn, signUp), in order; nil when"
        + " nothing waits"
    ) { w in
      guard let waiting = w.app?.enVuelo, !waiting.isEmpty else { return .null }
      return .list(waiting.compactMap { $0.request.map { .symbol($0.rawValue) } })
    },
    p(
      "raiz", .app(\.hayCuentas, \.comprobando, \.sesion),
      "the guard's branch: sinCuentas, comprobando, conSesion, formulario"
    ) { $0.app.map { .symbol($0.branch.rawValue) } ?? .null },
  ]

  private static let form: [StatePath] = [
    p("formulario.modo", .app(\.formulario), "entrar or crearCuenta") {
      $0.app?.formulario.map { .symbol($0.modo.rawValue) } ?? .null
    },
    p("formulario.correo", .app(\.formulario), "the email field") {
      .optional($0.app?.formulario?.correo)
    },
    p("formulario.errorCorreo", .app(\.formulario), "the email field's error") {
      .optional($0.app?.formulario?.errorCorreo)
    },
    p("formulario.errorContrasena", .app(\.formulario), "the password field's error") {
      .optional($0.app?.formulario?.errorContrasena)
    },
    p("formulario.error", .app(\.formulario), "the backend's error under the form") {
      .optional($0.app?.formulario?.error)
    },
    p("formulario.botonActivo", .app(\.formulario), "whether the submit button is enabled") {
      $0.app?.formulario.map { .bool($0.botonActivo) } ?? .null
    },
    p("formulario.boton", .app(\.formulario), "the submit button's label: Entrar or Crear cuenta") {
      $0.app?.formulario.map { .string($0.modo == .entrar ? "Entrar" : "Crear cuenta") } ?? .null
    },
    p(
      "delegado.enlacePendiente", .app(\.enlacePendiente),
      "the link the notification delegate holds"
    ) {
      .optional($0.app?.enlacePendiente)
    },
    p(
      "actividad.enlacePendiente", .app(\.enlaceActividad),
      "Android: an external link waiting in the activity"
    ) { .optional($0.app?.enlaceActividad) },
  ]

  private static let content: [StatePath] = [
    p(
      "contenido", .app(\.contenido), "construido while ContentView is built, else nil",
      same: { $0.app?.hasContent == $1.app?.hasContent },
      read: { $0.app?.hasContent == true ? .symbol("construido") : .null }),
    p(
      "contenido.pestana", .app(\.contenido), "the selected tab: lista, favoritos, ajustes",
      same: { $0.app?.pestana == $1.app?.pestana },
      read: { $0.app?.contenido.map { .symbol($0.pestana.rawValue) } ?? .null }),
    p(
      "contenido.caminoLista", .app(\.contenido), "the Pokédex tab's stack of details",
      same: { $0.app?.caminoLista == $1.app?.caminoLista },
      read: { $0.app?.contenido.map { .ints($0.caminoLista) } ?? .null }),
    p(
      "contenido.caminoFavoritos", .app(\.contenido), "the Favoritos tab's stack of details",
      same: { $0.app?.caminoFavoritos == $1.app?.caminoFavoritos },
      read: { $0.app?.contenido.map { .ints($0.caminoFavoritos) } ?? .null }),
    p(
      "contenido.insignia", .app(\.contenido) + .rest(\.dispositivo),
      "the Favoritos badge: the count as text, nil at zero",
      same: {
        $0.app?.hasContent == $1.app?.hasContent
          && $0.dispositivo.sandbox.favoritos.count == $1.dispositivo.sandbox.favoritos.count
      },
      read: {
        guard $0.app?.hasContent == true else { return .null }
        let n = $0.dispositivo.sandbox.favoritos.count
        return n == 0 ? .null : .string(String(n))
      }),
  ]

  private static let settings: [StatePath] = [
    p(
      "contenido.tema", .app(\.contenido) + .rest(\.dispositivo),
      "the theme ContentView applies at its root (.preferredColorScheme(ajustes.tema.esquema)):"
        + " every tab is painted with it; nil while ContentView is not built",
      same: {
        $0.app?.hasContent == $1.app?.hasContent
          && $0.dispositivo.sandbox.tema == $1.dispositivo.sandbox.tema
      },
      read: {
        $0.app?.hasContent == true ? .symbol($0.dispositivo.sandbox.tema.rawValue) : .null
      }),
    p(
      "ajustes.tema", .rest(\.dispositivo), "sistema, claro or oscuro",
      same: { $0.dispositivo.sandbox.tema == $1.dispositivo.sandbox.tema },
      read: { .symbol($0.dispositivo.sandbox.tema.rawValue) }),
    p(
      "ajustes.favoritosPorNumero", .rest(\.dispositivo), "favorites ordered by number",
      same: {
        $0.dispositivo.sandbox.favoritosPorNumero == $1.dispositivo.sandbox.favoritosPorNumero
      },
      read: { .bool($0.dispositivo.sandbox.favoritosPorNumero) }),
    p(
      "ajustes.confirmandoSalida", .app(\.contenido), "the logout confirmation is open",
      same: { $0.app?.confirmandoSalida == $1.app?.confirmandoSalida },
      read: { $0.app?.contenido.map { .bool($0.confirmandoSalida) } ?? .null }),
    p(
      "ajustes.cuenta", .app(\.contenido, \.sesion),
      "what «Correo» shows in the «Cuenta» section; nil without it",
      same: { $0.app?.hasContent == $1.app?.hasContent && $0.app?.sesion == $1.app?.sesion },
      read: {
        guard let app = $0.app, app.hasContent, let sesion = app.sesion else { return .null }
        return .string(sesion.isEmpty ? "Sesión iniciada" : sesion)
      }),
    p(
      "favoritos", .rest(\.dispositivo), "favorite ids in display order",
      same: { $0.dispositivo.sandbox == $1.dispositivo.sandbox },
      read: { .ints($0.favoritesInOrder) }),
  ]

  private static let permissionsAndReminder: [StatePath] = [
    p(
      "permisos.notificaciones", .rest(\.dispositivo),
      "notDetermined, denied, authorized, provisional",
      same: { $0.dispositivo.notificaciones == $1.dispositivo.notificaciones },
      read: { .symbol($0.dispositivo.notificaciones.rawValue) }),
    p(
      "permisos.camara", .rest(\.dispositivo), "notDetermined, denied, authorized, provisional",
      same: { $0.dispositivo.camara == $1.dispositivo.camara },
      read: { .symbol($0.dispositivo.camara.rawValue) }),
    p(
      "permisos.textoDelBoton", .rest(\.dispositivo),
      "what the button that asks for notifications says, lesson 003's textoDelBoton: «Activar"
        + " avisos de gol», «Avisos de gol: activados» or «Avisos desactivados: actívalos en"
        + " Ajustes»",
      same: { $0.dispositivo.notificaciones == $1.dispositivo.notificaciones },
      read: { .string($0.dispositivo.notificaciones.textoDelBoton) }),
    p(
      "permisos.botonActivo", .rest(\.dispositivo),
      "whether that button can be pressed: false once granted (the lesson disables it with notificador.permitido)",
      same: {
        $0.dispositivo.notificaciones.allows == $1.dispositivo.notificaciones.allows
      },
      read: { .bool(!$0.dispositivo.notificaciones.allows) }),
    p(
      "recordatorio.programado", .rest(\.dispositivo), "the daily reminder is scheduled",
      same: { $0.dispositivo.recordatorio == $1.dispositivo.recordatorio },
      read: { .bool($0.dispositivo.recordatorio != nil) }),
    p(
      "recordatorio.enlace", .rest(\.dispositivo), "the link the scheduled reminder opens",
      same: { $0.dispositivo.recordatorio == $1.dispositivo.recordatorio },
      read: { .optional($0.dispositivo.recordatorio) }),
    p(
      "dialogo", .app(\.alerta, \.contenido) + .rest(\.dispositivo),
      "the title of the dialog, sheet or system alert the state shows",
      same: {
        $0.app?.alerta == $1.app?.alerta && $0.app?.confirmandoSalida == $1.app?.confirmandoSalida
          && $0.dispositivo.plataforma == $1.dispositivo.plataforma
      },
      read: {
        guard let app = $0.app else { return .null }
        return .optional(app.dialogo($0.dispositivo.plataforma)?.title)
      }),
  ]

  private static let screen: [StatePath] = [
    p(
      "pantalla.lista", .app(\.pantalla), "the Pokédex tab's controllers on screen, root excluded",
      same: { $0.app?.pantalla.lista == $1.app?.pantalla.lista },
      read: { $0.app.flatMap { $0.pantalla.lista }.map(Value.ints) ?? .null }),
    p(
      "pantalla.favoritos", .app(\.pantalla),
      "the Favoritos tab's controllers on screen, root excluded",
      same: { $0.app?.pantalla.favoritos == $1.app?.pantalla.favoritos },
      read: { $0.app.flatMap { $0.pantalla.favoritos }.map(Value.ints) ?? .null }),
    p(
      "pantalla.presentado", .app(\.pantalla), "the title of what the screen presents",
      same: { $0.app?.pantalla.presentado == $1.app?.pantalla.presentado },
      read: { .optional($0.app?.pantalla.presentado?.title) }),
    p(
      "registro", .rest(\.dispositivo), "the app's log lines",
      same: { $0.dispositivo.registro == $1.dispositivo.registro },
      read: { .strings($0.dispositivo.registro.lines) }),
  ]

  /// The knobs' paths come from their declarations (`Knob`), then the rest of the project.
  private static let project: [StatePath] =
    Knob.allCases.map { knob in
      let d = knob.declaration
      return p(knob.path, .rest(\.knobs), "set \(d.name): \(d.faithful) or \(d.pitfall)") {
        let word = knob.word(faithful: $0.knobs[knob])
        return Int(word).map(Value.int) ?? .symbol(word)
      }
    } + [
      p("fecha", .rest(\.fecha), "the simulated date") { .string($0.fecha.description) },
      p(
        "red", .rest(\.backend), "whether the network reaches the backend",
        same: { $0.backend.red == $1.backend.red },
        read: { .bool($0.backend.red) }),
      p(
        "red.lenta", .rest(\.backend),
        "net slow: the backend answers only at the next net on or net off; what asks it waits"
          + " (app.enVuelo)",
        same: { $0.backend.lenta == $1.backend.lenta },
        read: { .bool($0.backend.lenta) }),
      p(
        "backend.cuentas", .rest(\.backend), "the accounts' emails, sorted",
        same: { $0.backend.cuentas == $1.backend.cuentas },
        read: { .strings($0.backend.cuentas.keys.sorted()) }),
      p(
        "info", .rest(\.proyecto), "the Info keys of the target, sorted",
        same: { $0.proyecto.info == $1.proyecto.info },
        read: { .strings($0.proyecto.info.keys.sorted()) }),
      p(
        "dispositivo.info", .rest(\.dispositivo),
        "the Info keys of the build installed (its Info.plist: show info prints it as plutil -p),"
          + " sorted; the next launch builds the target's; nil when not installed, and on Android",
        same: { $0.dispositivo.info == $1.dispositivo.info },
        read: { $0.dispositivo.info.map { .strings($0.keys.sorted()) } ?? .null }),
    ]

  private static func p(
    _ path: String, _ reads: StatePath.Reads, _ doc: String,
    same: (@Sendable (World, World) -> Bool)? = nil,
    read: @escaping @Sendable (World) -> Value
  ) -> StatePath {
    StatePath(path: path, doc: doc, read: read, reads: reads, same: same)
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
}
