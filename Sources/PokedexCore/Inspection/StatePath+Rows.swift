/// Each path's declaration: its row (its name, its meaning in English and in Spanish, the fields
/// it reads, what a question about it can offer, whether it is text), then how it reads a world
/// and compares two. A new field of the world's is its storage in `World`, a case of
/// `StatePath.Field`, and here its row and its value (the switches below do not build without
/// them); a knob's row is made from its declaration.
extension StatePath {
  /// A path's declaration.
  struct Row: Sendable {
    /// The path's name (`contenido.pestana`).
    let name: String
    /// What it means, in English (README's and the reference's tables) and in Spanish (what
    /// the shell says to a student: help, completion).
    let en: String
    let es: String
    /// The fields the path reads: the diff reads the path only when one of them was written.
    let reads: Reads
    /// What a question about the path can offer (`pdx walk --predict`), from the type of the
    /// field its value reads (a test holds the two together over the worlds random sessions
    /// reach). Made when asked: the key paths it names are not built at start.
    let choices: @Sendable () -> PathChoices
    /// Whether its values can be text (`.string`, or a `.list`): the checker's step records
    /// only those (`CheckerRecording`). A test reads every path of random worlds and fails on
    /// text in one that says not.
    let text: Bool

    init(
      _ name: String, en: String, es: String, reads: Reads,
      choices: @autoclosure @escaping @Sendable () -> PathChoices = .open, text: Bool
    ) {
      self.name = name
      self.en = en
      self.es = es
      self.reads = reads
      self.choices = choices
      self.text = text
    }
  }

  /// Each field's row, by the field's raw value; a reader takes the one member it needs in
  /// place (`rows[i].name`), not a copy of the whole row.
  static let rows: [Row] = Field.allCases.map(row)

  /// Each knob's row, by the knob's raw value: made the first time a knob's meaning or choices
  /// are asked for (a knob's declaration is long to make: not at every start).
  private static let knobRows: [Row] = Knob.allCases.map(knobRow)

  /// The path's row, for what is read seldom: a copy.
  private var row: Row {
    switch self {
    case .field(let field): Self.rows[field.rawValue]
    case .knob(let knob): Self.knobRows[knob.rawValue]
    }
  }

  /// The path's name, as `show` prints it and `expect` takes it.
  public var name: String {
    switch self {
    case .field(let field): Self.rows[field.rawValue].name
    case .knob(let knob): knob.path
    }
  }

  /// What the path means, in English: what the README's and the reference's tables show
  /// (docs/reference.md §3); the shell says it in Spanish too (`meaning(_:)`).
  public var doc: String { row.en }

  /// What the path means, in Spanish.
  package var spanish: String { row.es }

  /// What a question about this path can offer.
  package var choices: PathChoices { row.choices() }

  /// Whether the path's values are never text: what the checker's step leaves out.
  package var isNeverText: Bool { !row.text }

  /// The fields the path reads (read for every path at the first step: a knob's row is not
  /// made for it).
  var reads: Reads {
    switch self {
    case .field(let field): Self.rows[field.rawValue].reads
    case .knob: Self.knobReads
    }
  }

  /// What a knob's path reads: the knobs.
  private static var knobReads: Reads { .rest(\.knobs) }

  /// A knob's path: its two words, read from the world's knobs.
  private static func knobRow(_ knob: Knob) -> Row {
    let d = knob.declaration
    return Row(
      knob.path, en: "set \(knob.name): \(d.faithful) or \(d.pitfall)",
      es: "set \(knob.name): \(d.faithful) o \(d.pitfall)", reads: knobReads,
      choices: .every([true, false].map { word(knob.word(faithful: $0)) }, nullable: false),
      text: false)
  }

  /// The theme at ContentView's root: Ajustes' theme, or the system's when the modifier is
  /// inside SettingsView instead (`theme-at-root off`).
  static func rootTheme(_ w: World) -> Tema {
    w.knobs[.themeAtRoot] ? w.dispositivo.sandbox.tema : .sistema
  }

  /// The Favoritos badge of `count` favorites: the count as text, nil at zero.
  fileprivate static func badge(_ count: Int) -> Value {
    count == 0 ? .null : .string(String(count))
  }

  /// A knob's value: a number (`ios`'s 26) or a word (`on`).
  private static func word(_ word: String) -> Value { Int(word).map(Value.int) ?? .symbol(word) }
}

extension StatePath {
  /// Each field's row, in display order.
  private static func row(_ field: Field) -> Row {
    switch field {
    case .dispositivoPlataforma:
      Row(
        "dispositivo.plataforma",
        en: "ios or android",
        es: "ios o android",
        reads: .rest(\.dispositivo),
        choices: .of(\.dispositivo.plataforma),
        text: false)
    case .dispositivoInstalada:
      Row(
        "dispositivo.instalada",
        en: "whether the app is installed",
        es: "si la app está instalada",
        reads: .rest(\.dispositivo),
        choices: .of(\.dispositivo.instalada),
        text: false)
    case .dispositivoLlaveroSesion:
      Row(
        "dispositivo.llavero.sesion",
        en: "the session saved in the keychain (its email)",
        es: "la sesión guardada en el Llavero (su correo)",
        reads: .rest(\.dispositivo),
        text: true)
    case .dispositivoRestricciones:
      Row(
        "dispositivo.restricciones",
        en: "Screen Time restricts notifications: a request for them fails",
        es: "Tiempo de uso restringe las notificaciones: pedir el permiso falla",
        reads: .rest(\.dispositivo),
        choices: .of(\.dispositivo.restricciones),
        text: false)
    case .appEnMarcha:
      Row(
        "app.enMarcha",
        en: "whether the app process is running",
        es: "si el proceso de la app está en marcha",
        reads: .running,
        choices: .bool,
        text: false)
    case .appEscena:
      Row(
        "app.escena",
        en: "scene phase: active, inactive, background",
        es: "la fase de la escena: active, inactive, background",
        reads: .app(\.escena),
        choices: .of(\.app?.escena),
        text: false)
    case .configHayCuentas:
      Row(
        "config.hayCuentas",
        en: "accounts configured in the project (read at next launch)",
        es: "las cuentas configuradas en el proyecto (se leen en el próximo arranque)",
        reads: .rest(\.proyecto),
        choices: .of(\.proyecto.hayCuentas),
        text: false)
    case .hayCuentas:
      Row(
        "hayCuentas",
        en: "what the running app read at launch",
        es: "lo que la app en marcha leyó al arrancar",
        reads: .app(\.hayCuentas),
        choices: .of(\.app?.hayCuentas),
        text: false)
    case .authComprobando:
      Row(
        "auth.comprobando",
        en: "the session is being restored from the keychain",
        es: "la sesión se está restaurando desde el Llavero",
        reads: .app(\.comprobando),
        choices: .of(\.app?.comprobando),
        text: false)
    case .authSesion:
      Row(
        "auth.sesion",
        en: "the session's email, nil without one",
        es: "el correo de la sesión; nil sin sesión",
        reads: .app(\.sesion),
        text: true)
    case .appEnVuelo:
      Row(
        "app.enVuelo",
        en: "what waits for the backend under net slow (restaurar, signIn, signUp), in order; nil"
          + " when nothing waits",
        es: "lo que espera al backend con net slow (restaurar, signIn, signUp), en orden; nil"
          + " cuando nada espera",
        reads: .app(\.enVuelo),
        text: true)
    case .raiz:
      Row(
        "raiz",
        en: "the guard's branch: sinCuentas, comprobando, conSesion, formulario",
        es: "la rama del guardián: sinCuentas, comprobando, conSesion, formulario",
        reads: .app(\.hayCuentas, \.comprobando, \.sesion),
        choices: .of(\.app?.branch),
        text: false)
    case .formularioModo:
      Row(
        "formulario.modo",
        en: "entrar or crearCuenta",
        es: "entrar o crearCuenta",
        reads: .app(\.formulario),
        choices: .of(\.app?.formulario?.modo),
        text: false)
    case .formularioCorreo:
      Row(
        "formulario.correo",
        en: "the email field",
        es: "el campo del correo",
        reads: .app(\.formulario),
        text: true)
    case .formularioErrorCorreo:
      Row(
        "formulario.errorCorreo",
        en: "the email field's error",
        es: "el error del campo del correo",
        reads: .app(\.formulario),
        text: true)
    case .formularioErrorContrasena:
      Row(
        "formulario.errorContrasena",
        en: "the password field's error",
        es: "el error del campo de la contraseña",
        reads: .app(\.formulario),
        text: true)
    case .formularioError:
      Row(
        "formulario.error",
        en: "the backend's error under the form",
        es: "el error del backend bajo el formulario",
        reads: .app(\.formulario),
        text: true)
    case .formularioBotonActivo:
      Row(
        "formulario.botonActivo",
        en: "whether the submit button is enabled",
        es: "si el botón de enviar está activado",
        reads: .app(\.formulario),
        choices: .of(\.app?.formulario?.botonActivo),
        text: false)
    case .formularioBoton:
      Row(
        "formulario.boton",
        en: "the submit button's label: Entrar or Crear cuenta",
        es: "el texto del botón de enviar: Entrar o Crear cuenta",
        reads: .app(\.formulario),
        text: true)
    case .delegadoEnlacePendiente:
      Row(
        "delegado.enlacePendiente",
        en: "the link the notification delegate holds",
        es: "el enlace que guarda el delegado de las notificaciones",
        reads: .app(\.enlacePendiente),
        text: true)
    case .actividadEnlacePendiente:
      Row(
        "actividad.enlacePendiente",
        en: "Android: an external link waiting in the activity",
        es: "Android: un enlace externo que espera en la actividad",
        reads: .app(\.enlaceActividad),
        text: true)
    case .contenido:
      Row(
        "contenido",
        en: "construido while ContentView is built, else nil",
        es: "construido mientras ContentView está construida; si no, nil",
        reads: .app(\.contenido),
        choices: .every([.symbol("construido")], nullable: true),
        text: false)
    case .contenidoPestana:
      Row(
        "contenido.pestana",
        en: "the selected tab: lista, favoritos, ajustes",
        es: "la pestaña seleccionada: lista, favoritos, ajustes",
        reads: .app(\.contenido),
        choices: .of(\.app?.contenido?.pestana),
        text: false)
    case .contenidoCaminoLista:
      Row(
        "contenido.caminoLista",
        en: "the Pokédex tab's stack of details",
        es: "la pila de fichas de la pestaña Pokédex",
        reads: .app(\.contenido),
        text: false)
    case .contenidoCaminoFavoritos:
      Row(
        "contenido.caminoFavoritos",
        en: "the Favoritos tab's stack of details",
        es: "la pila de fichas de la pestaña Favoritos",
        reads: .app(\.contenido),
        text: false)
    case .contenidoInsignia:
      Row(
        "contenido.insignia",
        en: "the Favoritos badge: the count as text, nil at zero",
        es: "la insignia de Favoritos: el número como texto; nil con cero",
        reads: .app(\.contenido) + .rest(\.dispositivo),
        text: true)
    case .contenidoTema:
      Row(
        "contenido.tema",
        en: "the theme ContentView applies at its root"
          + " (.preferredColorScheme(ajustes.tema.esquema)): every tab is painted with it; nil while"
          + " ContentView is not built",
        es: "el tema que ContentView aplica en la raíz"
          + " (.preferredColorScheme(ajustes.tema.esquema)): pinta todas las pestañas; nil mientras"
          + " ContentView no está construida",
        reads: .app(\.contenido) + .rest(\.dispositivo) + .rest(\.knobs),
        choices: .of(\.dispositivo.sandbox.tema, nullable: true),
        text: false)
    case .ajustesTema:
      Row(
        "ajustes.tema",
        en: "sistema, claro or oscuro",
        es: "sistema, claro u oscuro",
        reads: .rest(\.dispositivo),
        choices: .of(\.dispositivo.sandbox.tema),
        text: false)
    case .ajustesFavoritosPorNumero:
      Row(
        "ajustes.favoritosPorNumero",
        en: "favorites ordered by number",
        es: "los favoritos ordenados por número",
        reads: .rest(\.dispositivo),
        choices: .of(\.dispositivo.sandbox.favoritosPorNumero),
        text: false)
    case .ajustesConfirmandoSalida:
      Row(
        "ajustes.confirmandoSalida",
        en: "the logout confirmation is open",
        es: "la confirmación de cerrar sesión está abierta",
        reads: .app(\.contenido),
        choices: .of(\.app?.contenido?.confirmandoSalida),
        text: false)
    case .ajustesCuenta:
      Row(
        "ajustes.cuenta",
        en: "what «Correo» shows in the «Cuenta» section; nil without it",
        es: "lo que enseña «Correo» en la sección «Cuenta»; nil sin ella",
        reads: .app(\.contenido, \.sesion),
        text: true)
    case .favoritos:
      Row(
        "favoritos",
        en: "favorite ids in display order",
        es: "los números de los favoritos, en el orden en que se ven",
        reads: .rest(\.dispositivo),
        text: false)
    case .permisosNotificaciones:
      Row(
        "permisos.notificaciones",
        en: "notDetermined, denied, authorized, provisional",
        es: "el permiso de notificaciones: notDetermined (sin preguntar), denied (denegado),"
          + " authorized (concedido), provisional (de prueba)",
        reads: .rest(\.dispositivo),
        choices: .of(\.dispositivo.notificaciones),
        text: false)
    case .permisosCamara:
      Row(
        "permisos.camara",
        en: "notDetermined, denied, authorized, provisional",
        es: "el permiso de la cámara: notDetermined (sin preguntar), denied (denegado), authorized"
          + " (concedido), provisional (de prueba)",
        reads: .rest(\.dispositivo),
        choices: .of(\.dispositivo.camara),
        text: false)
    case .permisosTextoDelBoton:
      Row(
        "permisos.textoDelBoton",
        en: "what the button that asks for notifications says, lesson 003's textoDelBoton: «Activar"
          + " avisos de gol», «Avisos de gol: activados» or «Avisos desactivados: actívalos en"
          + " Ajustes»",
        es: "lo que dice el botón que pide los avisos, el textoDelBoton de la lección 003: «Activar"
          + " avisos de gol», «Avisos de gol: activados» o «Avisos desactivados: actívalos en"
          + " Ajustes»",
        reads: .rest(\.dispositivo),
        text: true)
    case .permisosBotonActivo:
      Row(
        "permisos.botonActivo",
        en: "whether that button can be pressed: false once granted (the lesson disables it with"
          + " notificador.permitido)",
        es: "si ese botón se puede pulsar: false una vez concedido (la lección lo desactiva con"
          + " notificador.permitido)",
        reads: .rest(\.dispositivo),
        choices: .bool,
        text: false)
    case .recordatorioProgramado:
      Row(
        "recordatorio.programado",
        en: "the daily reminder is scheduled",
        es: "el recordatorio diario está programado",
        reads: .rest(\.dispositivo),
        choices: .bool,
        text: false)
    case .recordatorioEnlace:
      Row(
        "recordatorio.enlace",
        en: "the link the scheduled reminder opens",
        es: "el enlace que abre el recordatorio programado",
        reads: .rest(\.dispositivo),
        text: true)
    case .dialogo:
      Row(
        "dialogo",
        en: "the title of the dialog, sheet or system alert the state shows",
        es: "el título del diálogo, la hoja inferior o el diálogo del sistema que dice el estado",
        reads: .app(\.alerta, \.contenido) + .rest(\.dispositivo),
        text: true)
    case .pantallaLista:
      Row(
        "pantalla.lista",
        en: "the Pokédex tab's controllers on screen, root excluded",
        es: "los controladores de la pestaña Pokédex en pantalla, sin la raíz",
        reads: .app(\.pantalla),
        text: false)
    case .pantallaFavoritos:
      Row(
        "pantalla.favoritos",
        en: "the Favoritos tab's controllers on screen, root excluded",
        es: "los controladores de la pestaña Favoritos en pantalla, sin la raíz",
        reads: .app(\.pantalla),
        text: false)
    case .pantallaPresentado:
      Row(
        "pantalla.presentado",
        en: "the title of what the screen presents",
        es: "el título de lo que presenta la pantalla",
        reads: .app(\.pantalla),
        text: true)
    case .registro:
      Row(
        "registro",
        en: "the app's log lines",
        es: "las líneas del registro de la app",
        reads: .rest(\.dispositivo),
        text: true)
    case .fecha:
      Row(
        "fecha",
        en: "the simulated date",
        es: "la fecha simulada",
        reads: .rest(\.fecha),
        text: true)
    case .red:
      Row(
        "red",
        en: "whether the network reaches the backend",
        es: "si la red llega al backend",
        reads: .rest(\.backend),
        choices: .of(\.backend.red),
        text: false)
    case .redLenta:
      Row(
        "red.lenta",
        en: "net slow: the backend answers only at the next net on or net off; what asks it waits"
          + " (app.enVuelo)",
        es: "net slow: el backend solo responde en el próximo net on o net off; lo que le pide algo"
          + " espera (app.enVuelo)",
        reads: .rest(\.backend),
        choices: .of(\.backend.lenta),
        text: true)
    case .backendCuentas:
      Row(
        "backend.cuentas",
        en: "the accounts' emails, sorted",
        es: "los correos de las cuentas, en orden",
        reads: .rest(\.backend),
        text: true)
    case .info:
      Row(
        "info",
        en: "the Info keys of the target, sorted",
        es: "las claves del Info del target, en orden",
        reads: .rest(\.proyecto),
        text: true)
    case .dispositivoInfo:
      Row(
        "dispositivo.info",
        en: "the Info keys of the build installed (its Info.plist: show info prints it as plutil"
          + " -p), sorted; the next launch builds the target's; nil when not installed, and on"
          + " Android",
        es: "las claves del Info de la compilación instalada (su Info.plist: show info lo enseña"
          + " como plutil -p), ordenadas; el próximo arranque compila las del target; nil sin"
          + " instalar, y en Android",
        reads: .rest(\.dispositivo),
        text: true)
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
}
