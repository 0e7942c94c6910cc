import PdxLanguage
import PokedexCore

/// Every command (docs/reference.md §2), and the shell's own: the app's and the device's here,
/// the inspection and the shell's in CommandTable+Shell.swift.
public enum CommandTable {
  public static let all: [CommandSpec] =
    appAndDevice + auth + session + links + navigation + inspection + shell

  public static let names: [String] = all.map(\.name)

  private static let index: [String: CommandSpec] = {
    var t: [String: CommandSpec] = [:]
    for c in all { t[c.name] = c }
    return t
  }()

  public static func named(_ name: String) -> CommandSpec? { index[name] }

  /// A command that takes no arguments.
  static func simple(
    _ name: String, _ group: CommandGroup, _ summary: Words, details: Words? = nil,
    examples: [String] = [], _ invocation: Invocation
  ) -> CommandSpec {
    CommandSpec(
      name, group, summary, details: details, examples: examples, Form { invocation })
  }

  static func pokemonCommand(
    _ name: String, _ summary: Words, _ make: @escaping @Sendable (Int) -> UserAction
  ) -> CommandSpec {
    CommandSpec(
      name, .navigation, summary,
      details: Words(
        en: "The Pokémon by number (1…151, leading zeros allowed) or by name, any case.",
        es: "El Pokémon por número (1…151, se admiten ceros delante) o por nombre, en"
          + " mayúsculas o minúsculas."),
      examples: ["\(name) 25", "\(name) pikachu"],
      Form(Arg.pokemon("ID|NAME")) { .action(make($0)) })
  }

  static let appAndDevice: [CommandSpec] = [
    simple(
      "launch", .appAndDevice,
      Words(
        en: "Launch the app, installing it first (Xcode's Run).",
        es: "Arranca la app, y antes la instala (Run de Xcode)."),
      details: Words(
        en: "Rejected while it runs. Builds and installs the target first, also when it is not"
          + " installed; reads hayCuentas and the Info keys once; installs the notification"
          + " delegate.",
        es: "Se rechaza mientras está en marcha. Compila e instala antes el target, también si"
          + " no está instalada; lee hayCuentas y las claves del Info una vez; instala el"
          + " delegado de las notificaciones."),
      .action(.launch)),
    simple(
      "terminate", .appAndDevice,
      Words(en: "Kill the app process.", es: "Mata el proceso de la app."), .action(.terminate)),
    simple(
      "restart", .appAndDevice,
      Words(en: "terminate then launch, as one step.", es: "terminate y launch, en un paso."),
      .action(.restart)),
    simple(
      "install", .appAndDevice,
      Words(en: "Install the app (does not launch it).", es: "Instala la app (no la arranca)."),
      .action(.install)),
    simple(
      "uninstall", .appAndDevice,
      Words(
        en: "Uninstall: iOS keeps the keychain, Android wipes it all.",
        es: "Desinstala: iOS conserva el Llavero, Android lo borra todo."),
      .action(.uninstall)),
    CommandSpec(
      "scene", .appAndDevice,
      Words(en: "Move the app's scene to a phase.", es: "Lleva la escena de la app a una fase."),
      examples: ["scene background"],
      Form(Arg.choice("PHASE", ScenePhase.self)) { .action(.scene($0)) }),
    CommandSpec(
      "platform", .appAndDevice,
      Words(
        en: "A fresh world on that platform (everything resets).",
        es: "Un mundo nuevo en esa plataforma (todo empieza de cero)."),
      examples: ["platform android"],
      Form(Arg.choice("PLATFORM", Plataforma.self)) { .platform($0) }),
    CommandSpec(
      "config", .appAndDevice,
      Words(
        en: "Configure accounts (hayCuentas); read at the next launch.",
        es: "Configura las cuentas (hayCuentas); se lee en el próximo arranque."),
      examples: ["config accounts off"],
      Form(Arg.word("accounts"), Arg.onOff("ON")) { _, on in .action(.configAccounts(on)) }),
    CommandSpec(
      "date", .appAndDevice,
      Words(
        en: "Set the simulated date (it picks the daily Pokémon, «Pokémon del día»).",
        es: "Cambia la fecha simulada (elige el Pokémon del día)."),
      examples: ["date 2026-02-01"],
      Form(Arg.date("YYYY-MM-DD")) { .action(.date($0)) }),
    CommandSpec(
      "net", .appAndDevice,
      Words(
        en: "Turn the network to the backend on or off, or make it slow.",
        es: "Activa o corta la red hasta el backend, o la hace lenta."),
      details: Words(
        en: "With net slow the backend answers only at the next net on or net off: the"
          + " restore of a saved session waits (the guard's spinner stays: raiz is comprobando,"
          + " app.enVuelo [restaurar]), and so does the form's request. net on answers them; net"
          + " off fails them (the form shows its network error; the restore keeps the saved"
          + " session, read from the keychain).",
        es: "Con net slow el backend solo responde en el próximo net on o net off: la"
          + " restauración de una sesión guardada espera (la ruedecita del guardián sigue: raiz"
          + " es comprobando, app.enVuelo [restaurar]), y también la petición del formulario."
          + " net on les responde; net off las hace fallar (el formulario muestra su error de"
          + " red; la restauración se queda con la sesión guardada, leída del Llavero)."),
      examples: ["net off", "net slow"],
      forms: [
        Form(Arg.onOff("ON")) { .action(.net($0)) },
        Form(Arg.word("slow")) { _ in .action(.netSlow) },
      ]),
  ]

  static func credentials(signup: Bool) -> CommandSpec {
    let name = signup ? "signup" : "login"
    return CommandSpec(
      name, .auth,
      signup
        ? Words(
          en: "Create an account: mode crearCuenta, both fields, submit.",
          es: "Crea una cuenta: modo crearCuenta, los dos campos, y envía.")
        : Words(
          en: "Log in: mode entrar, both fields, submit.",
          es: "Inicia sesión: modo entrar, los dos campos, y envía."),
      details: Words(
        en: "Without PASSWORD it is asked for without echo on a terminal, once the form is"
          + " known to be on screen (without it the command is rejected first, nothing asked);"
          + " in a script a missing password is an error. Passwords never reach the history"
          + " file.",
        es: "Sin CONTRASEÑA, en un terminal se pide sin eco, una vez visto que el formulario está"
          + " en pantalla (sin él la orden se rechaza antes, sin pedir nada); en un guion, que"
          + " falte es un error. Las contraseñas nunca llegan al fichero del historial."),
      examples: ["\(name) ash@kanto.com pikachu"],
      Form(Arg.text("EMAIL", .email), Arg.optional(Arg.secret("PASSWORD"))) {
        email, password in
        guard let password else { return .needsPassword(signup: signup, email: email) }
        return .action(
          signup
            ? .signup(email: email, password: password) : .login(email: email, password: password)
        )
      })
  }

  static let auth: [CommandSpec] = [
    credentials(signup: true),
    credentials(signup: false),
    CommandSpec(
      "form", .auth,
      Words(
        en: "Switch the form between entrar and crearCuenta.",
        es: "Cambia el formulario entre entrar y crearCuenta."),
      examples: ["form mode crearCuenta"],
      Form(Arg.word("mode"), Arg.choice("MODE", ModoFormulario.self)) { _, mode in
        .action(.formMode(mode))
      }),
    CommandSpec(
      "type", .auth,
      Words(
        en: "Type TEXT into a field, as keystrokes (appends).",
        es: "Escribe TEXTO en un campo, tecla a tecla (se añade a lo que hay)."),
      details: Words(
        en: "Quote TEXT to include spaces.", es: "TEXTO va entre comillas si lleva espacios."),
      examples: ["type email ash@kanto.com"],
      forms: [
        Form(Arg.word("email"), Arg.text("TEXT")) { _, text in .action(.type(.email(text))) },
        Form(Arg.word("password"), Arg.secret("TEXT")) { _, text in
          .action(.type(.password(text)))
        },
      ]),
    CommandSpec(
      "clear", .auth,
      Words(
        en: "Delete a field's whole content, as with backspace.",
        es: "Borra todo el contenido de un campo, como con la tecla de borrar."),
      examples: ["clear password"],
      alone: Words(
        en: "clear alone does not clear the screen: Ctrl-L does; clear email|password empties"
          + " a field of the form",
        es: "clear a secas no limpia la pantalla: eso lo hace Ctrl-L; clear email|password"
          + " vacía un campo del formulario"),
      Form(Arg.choice("FIELD", FormField.self)) { .action(.clear($0)) }),
    simple(
      "submit", .auth,
      Words(
        en: "Press the form's button (does nothing while it is disabled).",
        es: "Pulsa el botón del formulario (no hace nada mientras está desactivado)."),
      .action(.submit)),
  ]

  static let session: [CommandSpec] = [
    CommandSpec(
      "logout", .session,
      Words(
        en: "«Cerrar sesión» in Ajustes: opens the confirmation; --confirm also confirms.",
        es: "«Cerrar sesión» en Ajustes: abre la confirmación; --confirm además la confirma."),
      examples: ["logout", "logout --confirm"],
      Form(Arg.flag("--confirm")) { .action(.logout(confirm: $0)) }),
    simple(
      "confirm", .session,
      Words(
        en: "Confirm the open dialog or sheet.",
        es: "Confirma el diálogo o la hoja inferior que está abierta."),
      .action(.confirm)),
    simple(
      "cancel", .session,
      Words(
        en: "Cancel the open dialog or sheet.",
        es: "Cancela el diálogo o la hoja inferior que está abierta."),
      .action(.cancel)),
    simple(
      "tap-outside", .session,
      Words(
        en: "Tap outside the iOS dialog (dismisses it from the screen).",
        es: "Toca fuera del diálogo de iOS (lo cierra en la pantalla)."),
      .action(.tapOutside)),
    simple(
      "drag-down", .session,
      Words(
        en: "Drag the Android sheet down (dismisses it from the screen).",
        es: "Arrastra hacia abajo la hoja inferior de Android (la cierra en la pantalla)."),
      .action(.dragDown)),
  ]

  static let links: [CommandSpec] = [
    CommandSpec(
      "open-url", .links,
      Words(
        en: "An external link (.onOpenURL): lost on iOS without content, waits on Android.",
        es: "Un enlace externo (.onOpenURL): en iOS se pierde sin contenido, en Android espera."),
      details: Words(
        en: "pokedex://lista or pokedex://pokemon/<1…151>; anything else is ignored, with a"
          + " note.",
        es: "pokedex://lista o pokedex://pokemon/<1…151>; cualquier otra cosa se ignora, con"
          + " una nota."),
      examples: ["open-url pokedex://pokemon/25"],
      Form(Arg.text("URL", .url)) { .action(.openURL($0)) }),
    CommandSpec(
      "tap-notification", .links,
      Words(
        en: "Tap a delivered notification (default: the daily Pokémon's link).",
        es: "Toca un aviso ya entregado (por defecto, el enlace del Pokémon del día)."),
      details: Words(
        en: "Goes to the notification delegate, which exists from launch; a closed app is"
          + " launched by the tap. --no-link taps a notification without «enlace», and an empty"
          + " URL (\"\") is not a URL: the delegate's guard let ignores both, with a note.",
        es: "Va al delegado de las notificaciones, que existe desde el arranque; si la app está"
          + " cerrada, el toque la arranca. --no-link toca un aviso sin «enlace», y una URL vacía"
          + " (\"\") no es una URL: el guard let del delegado ignora los dos, con una nota."),
      examples: [
        "tap-notification", "tap-notification pokedex://lista", "tap-notification --no-link",
      ],
      Form(Arg.optional(Arg.located("URL", .url)), Arg.flag("--no-link")) {
        url, noLink throws(ArgumentError) in
        guard noLink else { return .action(.tapNotification(url?.value)) }
        guard let url else { return .action(.tapNotificationWithoutLink) }
        throw ArgumentError(
          column: url.column,
          Words(
            en: "--no-link taps a notification without enlace: it takes no URL",
            es: "--no-link toca un aviso sin enlace: no lleva URL"))
      }),
    CommandSpec(
      "notify", .links,
      Words(
        en: "A notification arrives: banner, notification center, or not shown.",
        es: "Llega un aviso: banner, centro de notificaciones, o no se muestra."),
      examples: ["notify"],
      Form(Arg.optional(Arg.text("URL", .url))) { .action(.notify($0)) }),
    CommandSpec(
      "permission", .links,
      Words(
        en: "Show the permissions, or request one (the dialog only while notDetermined).",
        es: "Muestra los permisos, o pide uno (el diálogo solo mientras está sin preguntar)."),
      details: Words(
        en: "KIND defaults to notifications. --provisional grants provisional silently.",
        es: "TIPO es notifications si no se dice. --provisional concede en silencio un permiso"
          + " de prueba (provisional)."),
      examples: ["permission", "permission request", "permission request camera"],
      forms: [
        Form { .permissionStatus },
        Form(
          Arg.word("request"), Arg.optional(Arg.choice("KIND", Permission.self)),
          Arg.flag("--provisional")
        ) { _, kind, provisional in
          .action(.permissionRequest(kind ?? .notifications, provisional: provisional))
        },
      ]),
    simple(
      "allow", .links,
      Words(
        en: "Answer the system dialog: allow.", es: "Responde al diálogo del sistema: permitir."),
      .action(.allow)),
    simple(
      "deny", .links,
      Words(
        en: "Answer the system dialog: don't allow.",
        es: "Responde al diálogo del sistema: no permitir."),
      .action(.deny)),
    CommandSpec(
      "system-settings", .links,
      Words(
        en: "Change a permission in the system Settings app, or Screen Time's restrictions.",
        es: "Cambia un permiso en la app Ajustes del sistema, o las restricciones de Tiempo de"
          + " uso."),
      details: Words(
        en: "On iOS the app's switch exists once the app has asked. With restrictions on, a"
          + " notifications request fails (the lesson's catch logs it); restrictions are iOS's"
          + " (Android refuses them).",
        es: "En iOS el interruptor de la app existe cuando la app ya ha preguntado. Con las"
          + " restricciones activadas, pedir las notificaciones falla (el catch de la lección"
          + " lo anota); las restricciones son de iOS (Android las rechaza)."),
      examples: ["system-settings notifications on", "system-settings restrictions on"],
      forms: [
        Form(Arg.choice("KIND", Permission.self), Arg.onOff("ON")) { kind, on in
          .action(.systemSettings(kind, on))
        },
        Form(Arg.word("restrictions"), Arg.onOff("ON")) { _, on in
          .action(.systemSettingsRestrictions(on))
        },
      ]),
    CommandSpec(
      "plist", .links,
      Words(
        en: "Edit the Info of the iOS target; takes effect at the next launch.",
        es: "Edita el Info del target de iOS; se aplica en el próximo arranque."),
      details: Words(
        en: "VALUE is the key's text (the usage description), empty when left out. The Info"
          + " (Info.plist) is iOS's: the Android app does not read it.",
        es: "VALOR es el texto de la clave (la descripción de uso), vacío si no se da. El Info"
          + " (Info.plist) es de iOS: la app de Android no lo lee."),
      examples: [#"plist add NSCameraUsageDescription "Para escanear cartas""#],
      forms: [
        Form(Arg.word("add"), Arg.text("KEY"), Arg.optional(Arg.text("VALUE"))) {
          _, key, value in .action(.plistAdd(key, value ?? ""))
        },
        Form(Arg.word("remove"), Arg.text("KEY")) { _, key in .action(.plistRemove(key)) },
      ]),
  ]
}
