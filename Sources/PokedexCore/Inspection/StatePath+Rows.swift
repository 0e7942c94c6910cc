/// Each field's row, in display order: its name, its meaning in English and in Spanish, the
/// fields it reads, what a question about it can offer and whether it is text (`Row`, in
/// `StatePath.swift`). A new field of the world's is its storage in `World`, a case of
/// `StatePath.Field`, its row here and its value in `StatePath+Reads.swift` (neither switch
/// builds without it); a knob's row is made from its declaration.
extension StatePath {
  /// Each field's row, by the field's raw value; a reader takes the one member it needs in
  /// place (`rows[i].name`), not a copy of the whole row.
  static let rows: [Row] = Field.allCases.map(row)

  /// The path's name, as `show` prints it and `expect` takes it.
  public var name: String {
    switch self {
    case .field(let field): Self.rows[field.rawValue].name
    case .knob(let knob): knob.path
    }
  }

  private static func row(_ field: Field) -> Row {
    switch field {
    case .dispositivoPlataforma:
      Row(
        "dispositivo.plataforma",
        en: "ios or android",
        es: "ios o android",
        reads: .rest(\.dispositivo),
        choices: .of(\.dispositivo.plataforma))
    case .dispositivoInstalada:
      Row(
        "dispositivo.instalada",
        en: "whether the app is installed",
        es: "si la app está instalada",
        reads: .rest(\.dispositivo),
        choices: .of(\.dispositivo.instalada))
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
        choices: .of(\.dispositivo.restricciones))
    case .appEnMarcha:
      Row(
        "app.enMarcha",
        en: "whether the app process is running",
        es: "si el proceso de la app está en marcha",
        reads: .running,
        choices: .bool)
    case .appEscena:
      Row(
        "app.escena",
        en: "scene phase: active, inactive, background",
        es: "la fase de la escena: active, inactive, background",
        reads: .app(\.escena),
        choices: .of(\.app?.escena))
    case .configHayCuentas:
      Row(
        "config.hayCuentas",
        en: "accounts configured in the project (read at next launch)",
        es: "las cuentas configuradas en el proyecto (se leen en el próximo arranque)",
        reads: .rest(\.proyecto),
        choices: .of(\.proyecto.hayCuentas))
    case .hayCuentas:
      Row(
        "hayCuentas",
        en: "what the running app read at launch",
        es: "lo que la app en marcha leyó al arrancar",
        reads: .app(\.hayCuentas),
        choices: .of(\.app?.hayCuentas))
    case .authComprobando:
      Row(
        "auth.comprobando",
        en: "the session is being restored from the keychain",
        es: "la sesión se está restaurando desde el Llavero",
        reads: .app(\.comprobando),
        choices: .of(\.app?.comprobando))
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
        choices: .of(\.app?.branch))
    case .formularioModo:
      Row(
        "formulario.modo",
        en: "entrar or crearCuenta",
        es: "entrar o crearCuenta",
        reads: .app(\.formulario),
        choices: .of(\.app?.formulario?.modo))
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
        choices: .of(\.app?.formulario?.botonActivo))
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
        choices: .every([.symbol("construido")], nullable: true))
    case .contenidoPestana:
      Row(
        "contenido.pestana",
        en: "the selected tab: lista, favoritos, ajustes",
        es: "la pestaña seleccionada: lista, favoritos, ajustes",
        reads: .app(\.contenido),
        choices: .of(\.app?.contenido?.pestana))
    case .contenidoCaminoLista:
      Row(
        "contenido.caminoLista",
        en: "the Pokédex tab's stack of details",
        es: "la pila de fichas de la pestaña Pokédex",
        reads: .app(\.contenido))
    case .contenidoCaminoFavoritos:
      Row(
        "contenido.caminoFavoritos",
        en: "the Favoritos tab's stack of details",
        es: "la pila de fichas de la pestaña Favoritos",
        reads: .app(\.contenido))
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
        choices: .of(\.dispositivo.sandbox.tema, nullable: true))
    case .ajustesTema:
      Row(
        "ajustes.tema",
        en: "sistema, claro or oscuro",
        es: "sistema, claro u oscuro",
        reads: .rest(\.dispositivo),
        choices: .of(\.dispositivo.sandbox.tema))
    case .ajustesFavoritosPorNumero:
      Row(
        "ajustes.favoritosPorNumero",
        en: "favorites ordered by number",
        es: "los favoritos ordenados por número",
        reads: .rest(\.dispositivo),
        choices: .of(\.dispositivo.sandbox.favoritosPorNumero))
    case .ajustesConfirmandoSalida:
      Row(
        "ajustes.confirmandoSalida",
        en: "the logout confirmation is open",
        es: "la confirmación de cerrar sesión está abierta",
        reads: .app(\.contenido),
        choices: .of(\.app?.contenido?.confirmandoSalida))
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
        reads: .rest(\.dispositivo))
    case .permisosNotificaciones:
      Row(
        "permisos.notificaciones",
        en: "notDetermined, denied, authorized, provisional",
        es: "el permiso de notificaciones: notDetermined (sin preguntar), denied (denegado),"
          + " authorized (concedido), provisional (de prueba)",
        reads: .rest(\.dispositivo),
        choices: .of(\.dispositivo.notificaciones))
    case .permisosCamara:
      Row(
        "permisos.camara",
        en: "notDetermined, denied, authorized, provisional",
        es: "el permiso de la cámara: notDetermined (sin preguntar), denied (denegado), authorized"
          + " (concedido), provisional (de prueba)",
        reads: .rest(\.dispositivo),
        choices: .of(\.dispositivo.camara))
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
        choices: .bool)
    case .recordatorioProgramado:
      Row(
        "recordatorio.programado",
        en: "the daily reminder is scheduled",
        es: "el recordatorio diario está programado",
        reads: .rest(\.dispositivo),
        choices: .bool)
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
        reads: .app(\.pantalla))
    case .pantallaFavoritos:
      Row(
        "pantalla.favoritos",
        en: "the Favoritos tab's controllers on screen, root excluded",
        es: "los controladores de la pestaña Favoritos en pantalla, sin la raíz",
        reads: .app(\.pantalla))
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
        choices: .of(\.backend.red))
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
