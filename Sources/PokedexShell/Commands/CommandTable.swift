import PokedexCore

/// One command: its grammar, help and examples, and what it becomes. The single source for
/// parsing, `help`, completion, suggestions and the README's command reference.
public struct CommandSpec: Sendable {
  public let name: String
  public let group: String
  /// The accepted shapes of the arguments, after the command word.
  public let forms: [[Slot]]
  public let summary: String
  public let details: String?
  public let examples: [String]
  let build: @Sendable (ParsedArgs) throws(ArgumentError) -> Invocation

  /// `open ID|NAME`, one line per form.
  public var synopses: [String] {
    forms.map { form in
      ([name] + form.map(Self.describe)).joined(separator: " ")
    }
  }

  static func describe(_ slot: Slot) -> String {
    switch slot {
    case .word(let w): w
    case .arg(let n, let k): k.placeholder(n)
    case .optional(let n, let k): "[\(k.placeholder(n))]"
    case .flag(let f): "[\(f)]"
    }
  }
}

/// Every command of SPEC §2, and the shell's own.
public enum CommandTable {
  static let onOff = ArgKind.choice(["on", "off"])

  public static let groups = [
    "App and device", "Auth", "Session", "Links, notifications and permissions", "Navigation",
    "Inspection", "Shell",
  ]

  public static let all: [CommandSpec] =
    appAndDevice + auth + session + links + navigation
    + inspection + shell

  public static let names: [String] = all.map(\.name)

  private static let index: [String: CommandSpec] = {
    var t: [String: CommandSpec] = [:]
    for c in all { t[c.name] = c }
    return t
  }()

  public static func named(_ name: String) -> CommandSpec? { index[name] }

  static func simple(
    _ name: String, _ group: String, _ summary: String, details: String? = nil,
    examples: [String] = [], _ invocation: Invocation
  ) -> CommandSpec {
    CommandSpec(
      name: name, group: group, forms: [[]], summary: summary, details: details,
      examples: examples, build: { _ throws(ArgumentError) in invocation })
  }

  static func pokemonCommand(
    _ name: String, _ summary: String, _ make: @escaping @Sendable (Int) -> UserAction
  ) -> CommandSpec {
    CommandSpec(
      name: name, group: "Navigation", forms: [[.arg("ID|NAME", .pokemon)]], summary: summary,
      details: "The Pokémon by number (1…151, leading zeros allowed) or by name, any case.",
      examples: ["\(name) 25", "\(name) pikachu"],
      build: { a throws(ArgumentError) in .action(make(a.pokemon("ID|NAME") ?? 0)) })
  }

  static let appAndDevice: [CommandSpec] = [
    simple(
      "launch", "App and device", "Launch the app (rejected while it runs).",
      details: "Reads hayCuentas and the Info keys once; installs the notification delegate.",
      .action(.launch)),
    simple("terminate", "App and device", "Kill the app process.", .action(.terminate)),
    simple(
      "restart", "App and device", "terminate then launch, as one step.", .action(.restart)),
    simple("install", "App and device", "Install the app (does not launch it).", .action(.install)),
    simple(
      "uninstall", "App and device", "Uninstall: iOS keeps the keychain, Android wipes it all.",
      .action(.uninstall)),
    CommandSpec(
      name: "scene", group: "App and device",
      forms: [[.arg("PHASE", .choice(FaseEscena.allCases.map(\.rawValue)))]],
      summary: "Move the app's scene to a phase.", details: nil, examples: ["scene background"],
      build: { a throws(ArgumentError) in
        .action(.scene(FaseEscena(rawValue: a.text("PHASE") ?? "") ?? .active))
      }),
    CommandSpec(
      name: "platform", group: "App and device",
      forms: [[.arg("PLATFORM", .choice(Plataforma.allCases.map(\.rawValue)))]],
      summary: "A fresh world on that platform (everything resets).", details: nil,
      examples: ["platform android"],
      build: { a throws(ArgumentError) in
        .platform(Plataforma(rawValue: a.text("PLATFORM") ?? "") ?? .ios)
      }),
    CommandSpec(
      name: "config", group: "App and device", forms: [[.word("accounts"), .arg("ON", onOff)]],
      summary: "Configure accounts (hayCuentas); read at the next launch.", details: nil,
      examples: ["config accounts off"],
      build: { a throws(ArgumentError) in .action(.configAccounts(a.text("ON") == "on")) }),
    CommandSpec(
      name: "date", group: "App and device", forms: [[.arg("YYYY-MM-DD", .date)]],
      summary: "Set the simulated date (it picks the Pokémon del día).", details: nil,
      examples: ["date 2026-02-01"],
      build: { a throws(ArgumentError) in .action(.date(a.date("YYYY-MM-DD") ?? .porDefecto)) }),
    CommandSpec(
      name: "net", group: "App and device", forms: [[.arg("ON", onOff)]],
      summary: "Turn the network to the backend on or off.", details: nil,
      examples: ["net off"],
      build: { a throws(ArgumentError) in .action(.net(a.text("ON") == "on")) }),
  ]

  static func credentials(signup: Bool) -> CommandSpec {
    let name = signup ? "signup" : "login"
    return CommandSpec(
      name: name, group: "Auth",
      forms: [[.arg("EMAIL", .email), .optional("PASSWORD", .password)]],
      summary: signup
        ? "Create an account: mode crearCuenta, both fields, submit."
        : "Log in: mode entrar, both fields, submit.",
      details: "Without PASSWORD it is asked for without echo on a terminal; in a script a"
        + " missing password is an error. Passwords never reach the history file.",
      examples: ["\(name) ash@kanto.com pikachu"],
      build: { a throws(ArgumentError) in
        let email = a.text("EMAIL") ?? ""
        guard let password = a.text("PASSWORD") else {
          return .needsPassword(signup: signup, email: email)
        }
        return .action(
          signup
            ? .signup(email: email, password: password) : .login(email: email, password: password)
        )
      })
  }

  static let fields = ArgKind.choice(Campo.allCases.map(\.rawValue))

  static let auth: [CommandSpec] = [
    credentials(signup: true),
    credentials(signup: false),
    CommandSpec(
      name: "form", group: "Auth",
      forms: [[.word("mode"), .arg("MODE", .choice(ModoFormulario.allCases.map(\.rawValue)))]],
      summary: "Switch the form between entrar and crearCuenta.", details: nil,
      examples: ["form mode crearCuenta"],
      build: { a throws(ArgumentError) in
        .action(.formMode(ModoFormulario(rawValue: a.text("MODE") ?? "") ?? .entrar))
      }),
    CommandSpec(
      name: "type", group: "Auth", forms: [[.arg("FIELD", fields), .arg("TEXT", .text)]],
      summary: "Type TEXT into a field, as keystrokes (appends).",
      details: "Quote TEXT to include spaces.", examples: ["type email ash@kanto.com"],
      build: { a throws(ArgumentError) in
        .action(.type(Campo(rawValue: a.text("FIELD") ?? "") ?? .email, a.text("TEXT") ?? ""))
      }),
    CommandSpec(
      name: "clear", group: "Auth", forms: [[.arg("FIELD", fields)]],
      summary: "Delete a field's whole content, as with backspace.", details: nil,
      examples: ["clear password"],
      build: { a throws(ArgumentError) in
        .action(.clear(Campo(rawValue: a.text("FIELD") ?? "") ?? .email))
      }),
    simple(
      "submit", "Auth", "Press the form's button (does nothing while it is disabled).",
      .action(.submit)),
  ]

  static let session: [CommandSpec] = [
    CommandSpec(
      name: "logout", group: "Session", forms: [[.flag("--confirm")]],
      summary: "«Cerrar sesión» in Ajustes: opens the confirmation; --confirm also confirms.",
      details: nil, examples: ["logout", "logout --confirm"],
      build: { a throws(ArgumentError) in .action(.logout(confirm: a.flag("--confirm"))) }),
    simple("confirm", "Session", "Confirm the open dialog or sheet.", .action(.confirm)),
    simple("cancel", "Session", "Cancel the open dialog or sheet.", .action(.cancel)),
    simple(
      "tap-outside", "Session", "Tap outside the iOS dialog (dismisses it from the screen).",
      .action(.tapOutside)),
    simple(
      "drag-down", "Session", "Drag the Android sheet down (dismisses it from the screen).",
      .action(.dragDown)),
  ]

  static let permisos = ArgKind.choice(Permiso.allCases.map(\.rawValue))

  static let links: [CommandSpec] = [
    CommandSpec(
      name: "open-url", group: "Links, notifications and permissions", forms: [[.arg("URL", .url)]],
      summary: "An external link (.onOpenURL): lost on iOS without content, waits on Android.",
      details:
        "pokedex://lista or pokedex://pokemon/<1…151>; anything else is ignored, with a note.",
      examples: ["open-url pokedex://pokemon/25"],
      build: { a throws(ArgumentError) in .action(.openURL(a.text("URL") ?? "")) }),
    CommandSpec(
      name: "tap-notification", group: "Links, notifications and permissions",
      forms: [[.optional("URL", .url)]],
      summary: "Tap a delivered notification (default: the Pokémon del día's link).",
      details: "Goes to the notification delegate, which exists from launch; a closed app is"
        + " launched by the tap.",
      examples: ["tap-notification", "tap-notification pokedex://lista"],
      build: { a throws(ArgumentError) in .action(.tapNotification(a.text("URL"))) }),
    CommandSpec(
      name: "notify", group: "Links, notifications and permissions",
      forms: [[.optional("URL", .url)]],
      summary: "A notification arrives: banner, notification center, or not shown.", details: nil,
      examples: ["notify"],
      build: { a throws(ArgumentError) in .action(.notify(a.text("URL"))) }),
    CommandSpec(
      name: "permission", group: "Links, notifications and permissions",
      forms: [[], [.word("request"), .optional("KIND", permisos), .flag("--provisional")]],
      summary: "Show the permissions, or request one (the dialog only while notDetermined).",
      details: "KIND defaults to notifications. --provisional grants provisional silently.",
      examples: ["permission", "permission request", "permission request camera"],
      build: { a throws(ArgumentError) in
        guard a.has("request") else { return .permissionStatus }
        return .action(
          .permissionRequest(
            Permiso(rawValue: a.text("KIND") ?? "") ?? .notifications,
            provisional: a.flag("--provisional")))
      }),
    simple(
      "allow", "Links, notifications and permissions", "Answer the system dialog: allow.",
      .action(.allow)),
    simple(
      "deny", "Links, notifications and permissions", "Answer the system dialog: don't allow.",
      .action(.deny)),
    CommandSpec(
      name: "system-settings", group: "Links, notifications and permissions",
      forms: [[.arg("KIND", permisos), .arg("ON", onOff)]],
      summary: "Change a permission in the system Settings app.", details: nil,
      examples: ["system-settings notifications on"],
      build: { a throws(ArgumentError) in
        .action(
          .systemSettings(
            Permiso(rawValue: a.text("KIND") ?? "") ?? .notifications, a.text("ON") == "on"))
      }),
    CommandSpec(
      name: "plist", group: "Links, notifications and permissions",
      forms: [
        [.word("add"), .arg("KEY", .text), .optional("VALUE", .text)],
        [.word("remove"), .arg("KEY", .text)],
      ],
      summary: "Edit the Info of the target; takes effect at the next launch.",
      details: "VALUE is the key's text (the usage description), empty when left out.",
      examples: [#"plist add NSCameraUsageDescription "Para escanear cartas""#],
      build: { a throws(ArgumentError) in
        let key = a.text("KEY") ?? ""
        if a.has("add") { return .action(.plistAdd(key, a.text("VALUE") ?? "")) }
        return .action(.plistRemove(key))
      }),
  ]

  static let navigation: [CommandSpec] = [
    CommandSpec(
      name: "tab", group: "Navigation",
      forms: [[.arg("TAB", .choice(Pestana.allCases.map(\.rawValue)))]],
      summary: "Select a tab (only while content is built).", details: nil,
      examples: ["tab favoritos"],
      build: { a throws(ArgumentError) in
        .action(.tab(Pestana(rawValue: a.text("TAB") ?? "") ?? .lista))
      }),
    pokemonCommand(
      "open", "Push a Pokémon's detail on the current tab (favoritos: favorites only)."
    ) { .open($0) },
    simple("back", "Navigation", "The back button: the screen pops, then reports.", .action(.back)),
    simple(
      "swipe-back", "Navigation", "The edge swipe: the screen pops, then reports.",
      .action(.swipeBack)),
    pokemonCommand("fav", "Mark a favorite (the detail's heart).") { .fav($0) },
    pokemonCommand("unfav", "Unmark a favorite.") { .unfav($0) },
    CommandSpec(
      name: "settings", group: "Navigation",
      forms: [
        [.word("tema"), .arg("TEMA", .choice(Tema.allCases.map(\.rawValue)))],
        [.word("favoritosPorNumero"), .arg("ON", onOff)],
      ],
      summary: "Change Ajustes: the theme, or favorites ordered by number.", details: nil,
      examples: ["settings tema oscuro", "settings favoritosPorNumero on"],
      build: { a throws(ArgumentError) in
        if a.has("tema") {
          return .action(.settingsTema(Tema(rawValue: a.text("TEMA") ?? "") ?? .sistema))
        }
        return .action(.settingsFavoritosPorNumero(a.text("ON") == "on"))
      }),
  ]

  static let inspection: [CommandSpec] = [
    CommandSpec(
      name: "show", group: "Inspection", forms: [[.optional("PATH", .path)]],
      summary: "Print state paths (all, or those below PATH).", details: nil,
      examples: ["show", "show contenido", "show raiz"],
      build: { a throws(ArgumentError) in .show(a.text("PATH")) }),
    simple("tree", "Inspection", "What is built, from the window down.", .tree),
    CommandSpec(
      name: "expect", group: "Inspection",
      forms: [
        [
          .arg("PATH", .expectTarget), .arg("OP", .choice(["==", "!=", "contains"])),
          .arg("VALUE", .literal),
        ]
      ],
      summary: "Assert a state path (==, !=, contains) or the last output (output contains).",
      details: "VALUE is a Swift literal: nil, true, 25, \"text\", lista, [25, 1]. `contains`"
        + " is element membership for lists, a substring for text.",
      examples: [
        "expect raiz == formulario", "expect contenido.caminoLista == [25]",
        #"expect output contains "lost""#,
      ],
      build: { a throws(ArgumentError) in try expectation(a) }),
    simple("history", "Inspection", "The commands of this session, numbered.", .history),
    CommandSpec(
      name: "help", group: "Inspection", forms: [[.optional("COMMAND", .command)]],
      summary: "List the commands, or explain one.", details: nil, examples: ["help open"],
      build: { a throws(ArgumentError) in .help(a.text("COMMAND")) }),
  ]

  static let shell: [CommandSpec] = [
    CommandSpec(
      name: "set", group: "Shell", forms: [[], [.arg("KNOB", .knob), .arg("VALUE", .knobValue)]],
      summary: "Show the teaching knobs, or set one.",
      details: "onchange-initial on|off, delegate-install early|late, report-dismissals on|off.",
      examples: ["set onchange-initial off"],
      build: { a throws(ArgumentError) in
        guard let knob = a.text("KNOB").flatMap(Knob.named) else { return .knobs }
        let value = a.text("VALUE") ?? knob.declaration.faithful
        return .action(.set(knob, faithful: value == knob.declaration.faithful))
      }),
    simple("undo", "Shell", "Restore the world before the last step (up to 100).", .undo),
    simple("reset", "Shell", "A fresh world on the current platform.", .reset),
    CommandSpec(
      name: "save", group: "Shell",
      forms: [[.flag("--expect"), .flag("--transcript"), .flag("--force"), .arg("FILE", .file)]],
      summary: "Write this session as a .pdx script that replays to the same state.",
      details: "--expect adds an expect per changed path; --transcript adds output blocks;"
        + " an existing file is kept unless --force. Passwords are written (the script must"
        + " replay).", examples: ["save --expect flujo.pdx"],
      build: { a throws(ArgumentError) in
        .save(
          file: a.text("FILE") ?? "", expect: a.flag("--expect"),
          transcript: a.flag("--transcript"), force: a.flag("--force"))
      }),
    CommandSpec(
      name: "run", group: "Shell", forms: [[.arg("FILE", .file)]],
      summary: "Replay a .pdx script in the current world (an include).", details: nil,
      examples: ["run examples/01-la-puerta.pdx"],
      build: { a throws(ArgumentError) in .run(file: a.text("FILE") ?? "") }),
    CommandSpec(
      name: "say", group: "Shell", forms: [[.arg("TEXT", .rest)]],
      summary: "Print TEXT (narration in scripts).", details: nil, examples: ["say Hola"],
      build: { a throws(ArgumentError) in .say(a.text("TEXT") ?? "") }),
    simple("pause", "Shell", "In a walkthrough, wait for Enter; elsewhere nothing.", .pause),
    simple("quit", "Shell", "Leave pdx.", .quit),
    simple("exit", "Shell", "Leave pdx.", .quit),
  ]

  static func expectation(_ a: ParsedArgs) throws(ArgumentError) -> Invocation {
    let target = a.text("PATH") ?? ""
    let op = a.text("OP") ?? ""
    let raw = a.text("VALUE") ?? ""
    let column = a.columns["VALUE"] ?? 1
    if target == "output" {
      guard op == "contains" else {
        throw ArgumentError(
          column: a.columns["OP"] ?? 1,
          message: "output takes contains: expect output contains \"TEXT\"")
      }
      guard case .string(let s)? = try? Value.parse(raw) else {
        throw ArgumentError(column: column, message: "expected a quoted \"TEXT\" after contains")
      }
      return .expect(.outputContains(s))
    }
    let value: Value
    do {
      value = try Value.parse(raw)
    } catch {
      throw ArgumentError(column: column + error.column - 1, message: "VALUE: " + error.message)
    }
    switch op {
    case "==": return .expect(.equals(target, value))
    case "!=": return .expect(.notEquals(target, value))
    default: return .expect(.contains(target, value))
    }
  }
}
