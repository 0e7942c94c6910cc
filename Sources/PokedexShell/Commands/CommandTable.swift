import PokedexCore

/// The groups `help` and the command reference list the commands in, in this order.
public enum CommandGroup: String, CaseIterable, Sendable {
  case appAndDevice = "App and device"
  case auth = "Auth"
  case session = "Session"
  case links = "Links, notifications and permissions"
  case navigation = "Navigation"
  case inspection = "Inspection"
  case shell = "Shell"

  /// What `help GROUP` calls the group: one word, no command's name.
  public var keyword: String {
    switch self {
    case .appAndDevice: "app"
    case .auth: "auth"
    case .session: "session"
    case .links: "links"
    case .navigation: "navigation"
    case .inspection: "inspection"
    case .shell: "shell"
    }
  }

  /// The group `help` names so.
  public static func named(_ keyword: String) -> CommandGroup? {
    allCases.first { $0.keyword == keyword }
  }
}

/// One accepted shape of a command's arguments, and what it becomes: its slots give the
/// builder their values, typed and in order.
public struct Form: Sendable {
  public let slots: [SlotShape]
  let build: @Sendable (inout ArgumentCursor) throws(ArgumentError) -> Invocation

  public init<each V>(
    _ slot: repeat Slot<each V>,
    build: @escaping @Sendable (repeat each V) throws(ArgumentError) -> Invocation
  ) {
    var shapes: [SlotShape] = []
    for s in repeat each slot { shapes.append(s.shape) }
    slots = shapes
    let takesText = shapes.contains { if case .arg(_, .text) = $0 { true } else { false } }
    self.build = { (c: inout ArgumentCursor) throws(ArgumentError) -> Invocation in
      let values = (repeat try (each slot).take(&c))
      if !c.atEnd {
        c.progress = c.index
        let word = c.words[c.index]
        throw ArgumentError(
          column: word.column,
          message: "unexpected \(Quoting.guillemets(word.text))"
            + (takesText ? " (quote text that has spaces)" : ""))
      }
      c.progress = c.index
      return try build(repeat each values)
    }
  }
}

/// One command: its grammar, help and examples, and what it becomes. The single source for
/// parsing, `help`, completion, suggestions and the command reference.
public struct CommandSpec: Sendable {
  public let name: String
  public let group: CommandGroup
  /// The accepted shapes of the arguments, after the command word.
  public let forms: [Form]
  public let summary: String
  public let details: String?
  public let examples: [String]
  /// What the error says when the command comes alone but needs arguments, when the word
  /// alone suggests another intent (`clear`: the screen); nil: the usual `missing …`.
  public let alone: String?

  public init(
    _ name: String, _ group: CommandGroup, _ summary: String, details: String? = nil,
    examples: [String] = [], alone: String? = nil, forms: [Form]
  ) {
    self.name = name
    self.group = group
    self.summary = summary
    self.details = details
    self.examples = examples
    self.alone = alone
    self.forms = forms
  }

  /// A command with one form.
  public init(
    _ name: String, _ group: CommandGroup, _ summary: String, details: String? = nil,
    examples: [String] = [], alone: String? = nil, _ form: Form
  ) {
    self.init(
      name, group, summary, details: details, examples: examples, alone: alone, forms: [form])
  }

  /// `open ID|NAME`, one line per form.
  /// One line per form; forms that differ only in the word they start with share a line
  /// (`type email|password TEXT`: the password's form is apart only because its slot is
  /// secret).
  public var synopses: [String] {
    var lines: [(words: [String], rest: [String])] = []
    for form in forms {
      let described = form.slots.map(Self.describe)
      if case .word(let w)? = form.slots.first, let last = lines.last, !last.words.isEmpty,
        last.rest == Array(described.dropFirst())
      {
        lines[lines.count - 1].words.append(w)
        continue
      }
      if case .word(let w)? = form.slots.first {
        lines.append(([w], Array(described.dropFirst())))
      } else {
        lines.append(([], described))
      }
    }
    return lines.map { line in
      ([name] + (line.words.isEmpty ? [] : [line.words.joined(separator: "|")]) + line.rest)
        .joined(separator: " ")
    }
  }

  static func describe(_ slot: SlotShape) -> String {
    switch slot {
    case .word(let w): w
    case .arg(let n, let k): k.placeholder(n)
    case .optional(let n, let k): "[\(k.placeholder(n))]"
    case .flag(let f): "[\(f)]"
    }
  }
}

/// Every command (docs/reference.md §2), and the shell's own.
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
    _ name: String, _ group: CommandGroup, _ summary: String, details: String? = nil,
    examples: [String] = [], _ invocation: Invocation
  ) -> CommandSpec {
    CommandSpec(
      name, group, summary, details: details, examples: examples, Form { invocation })
  }

  static func pokemonCommand(
    _ name: String, _ summary: String, _ make: @escaping @Sendable (Int) -> UserAction
  ) -> CommandSpec {
    CommandSpec(
      name, .navigation, summary,
      details: "The Pokémon by number (1…151, leading zeros allowed) or by name, any case.",
      examples: ["\(name) 25", "\(name) pikachu"],
      Form(Arg.pokemon("ID|NAME")) { .action(make($0)) })
  }

  static let appAndDevice: [CommandSpec] = [
    simple(
      "launch", .appAndDevice, "Launch the app (rejected while it runs).",
      details: "Reads hayCuentas and the Info keys once; installs the notification delegate.",
      .action(.launch)),
    simple("terminate", .appAndDevice, "Kill the app process.", .action(.terminate)),
    simple("restart", .appAndDevice, "terminate then launch, as one step.", .action(.restart)),
    simple("install", .appAndDevice, "Install the app (does not launch it).", .action(.install)),
    simple(
      "uninstall", .appAndDevice, "Uninstall: iOS keeps the keychain, Android wipes it all.",
      .action(.uninstall)),
    CommandSpec(
      "scene", .appAndDevice, "Move the app's scene to a phase.", examples: ["scene background"],
      Form(Arg.choice("PHASE", ScenePhase.self)) { .action(.scene($0)) }),
    CommandSpec(
      "platform", .appAndDevice, "A fresh world on that platform (everything resets).",
      examples: ["platform android"],
      Form(Arg.choice("PLATFORM", Plataforma.self)) { .platform($0) }),
    CommandSpec(
      "config", .appAndDevice, "Configure accounts (hayCuentas); read at the next launch.",
      examples: ["config accounts off"],
      Form(Arg.word("accounts"), Arg.onOff("ON")) { _, on in .action(.configAccounts(on)) }),
    CommandSpec(
      "date", .appAndDevice, "Set the simulated date (it picks the Pokémon del día).",
      examples: ["date 2026-02-01"],
      Form(Arg.date("YYYY-MM-DD")) { .action(.date($0)) }),
    CommandSpec(
      "net", .appAndDevice, "Turn the network to the backend on or off.", examples: ["net off"],
      Form(Arg.onOff("ON")) { .action(.net($0)) }),
  ]

  static func credentials(signup: Bool) -> CommandSpec {
    let name = signup ? "signup" : "login"
    return CommandSpec(
      name, .auth,
      signup
        ? "Create an account: mode crearCuenta, both fields, submit."
        : "Log in: mode entrar, both fields, submit.",
      details: "Without PASSWORD it is asked for without echo on a terminal; in a script a"
        + " missing password is an error. Passwords never reach the history file.",
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
      "form", .auth, "Switch the form between entrar and crearCuenta.",
      examples: ["form mode crearCuenta"],
      Form(Arg.word("mode"), Arg.choice("MODE", ModoFormulario.self)) { _, mode in
        .action(.formMode(mode))
      }),
    CommandSpec(
      "type", .auth, "Type TEXT into a field, as keystrokes (appends).",
      details: "Quote TEXT to include spaces.", examples: ["type email ash@kanto.com"],
      forms: [
        Form(Arg.word("email"), Arg.text("TEXT")) { _, text in .action(.type(.email(text))) },
        Form(Arg.word("password"), Arg.secret("TEXT")) { _, text in
          .action(.type(.password(text)))
        },
      ]),
    CommandSpec(
      "clear", .auth, "Delete a field's whole content, as with backspace.",
      examples: ["clear password"],
      alone: "clear alone does not clear the screen: Ctrl-L does; clear email|password empties"
        + " a field of the form",
      Form(Arg.choice("FIELD", FormField.self)) { .action(.clear($0)) }),
    simple(
      "submit", .auth, "Press the form's button (does nothing while it is disabled).",
      .action(.submit)),
  ]

  static let session: [CommandSpec] = [
    CommandSpec(
      "logout", .session,
      "«Cerrar sesión» in Ajustes: opens the confirmation; --confirm also confirms.",
      examples: ["logout", "logout --confirm"],
      Form(Arg.flag("--confirm")) { .action(.logout(confirm: $0)) }),
    simple("confirm", .session, "Confirm the open dialog or sheet.", .action(.confirm)),
    simple("cancel", .session, "Cancel the open dialog or sheet.", .action(.cancel)),
    simple(
      "tap-outside", .session, "Tap outside the iOS dialog (dismisses it from the screen).",
      .action(.tapOutside)),
    simple(
      "drag-down", .session, "Drag the Android sheet down (dismisses it from the screen).",
      .action(.dragDown)),
  ]

  static let links: [CommandSpec] = [
    CommandSpec(
      "open-url", .links,
      "An external link (.onOpenURL): lost on iOS without content, waits on Android.",
      details:
        "pokedex://lista or pokedex://pokemon/<1…151>; anything else is ignored, with a note.",
      examples: ["open-url pokedex://pokemon/25"],
      Form(Arg.text("URL", .url)) { .action(.openURL($0)) }),
    CommandSpec(
      "tap-notification", .links,
      "Tap a delivered notification (default: the Pokémon del día's link).",
      details: "Goes to the notification delegate, which exists from launch; a closed app is"
        + " launched by the tap.",
      examples: ["tap-notification", "tap-notification pokedex://lista"],
      Form(Arg.optional(Arg.text("URL", .url))) { .action(.tapNotification($0)) }),
    CommandSpec(
      "notify", .links, "A notification arrives: banner, notification center, or not shown.",
      examples: ["notify"],
      Form(Arg.optional(Arg.text("URL", .url))) { .action(.notify($0)) }),
    CommandSpec(
      "permission", .links,
      "Show the permissions, or request one (the dialog only while notDetermined).",
      details: "KIND defaults to notifications. --provisional grants provisional silently.",
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
    simple("allow", .links, "Answer the system dialog: allow.", .action(.allow)),
    simple("deny", .links, "Answer the system dialog: don't allow.", .action(.deny)),
    CommandSpec(
      "system-settings", .links,
      "Change a permission in the system Settings app, or Screen Time's restrictions.",
      details: "On iOS the app's switch exists once the app has asked. With restrictions on, a"
        + " notifications request fails (the lesson's catch logs it).",
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
      "plist", .links, "Edit the Info of the target; takes effect at the next launch.",
      details: "VALUE is the key's text (the usage description), empty when left out.",
      examples: [#"plist add NSCameraUsageDescription "Para escanear cartas""#],
      forms: [
        Form(Arg.word("add"), Arg.text("KEY"), Arg.optional(Arg.text("VALUE"))) {
          _, key, value in .action(.plistAdd(key, value ?? ""))
        },
        Form(Arg.word("remove"), Arg.text("KEY")) { _, key in .action(.plistRemove(key)) },
      ]),
  ]

  static let navigation: [CommandSpec] = [
    CommandSpec(
      "tab", .navigation, "Select a tab (only while content is built).",
      examples: ["tab favoritos"],
      Form(Arg.choice("TAB", Pestana.self)) { .action(.tab($0)) }),
    pokemonCommand(
      "open", "Push a Pokémon's detail on the current tab (favoritos: favorites only)."
    ) { .open($0) },
    simple("back", .navigation, "The back button: the screen pops, then reports.", .action(.back)),
    simple(
      "swipe-back", .navigation, "The edge swipe: the screen pops, then reports.",
      .action(.swipeBack)),
    pokemonCommand("fav", "Mark a favorite (the detail's heart).") { .fav($0) },
    pokemonCommand("unfav", "Unmark a favorite.") { .unfav($0) },
    CommandSpec(
      "settings", .navigation, "Change Ajustes: the theme, or favorites ordered by number.",
      examples: ["settings tema oscuro", "settings favoritosPorNumero on"],
      forms: [
        Form(Arg.word("tema"), Arg.choice("TEMA", Tema.self)) { _, tema in
          .action(.settingsTema(tema))
        },
        Form(Arg.word("favoritosPorNumero"), Arg.onOff("ON")) { _, on in
          .action(.settingsFavoritosPorNumero(on))
        },
      ]),
  ]

  static let inspection: [CommandSpec] = [
    CommandSpec(
      "show", .inspection, "Print state paths (all, or those below PATH).",
      examples: ["show", "show contenido", "show raiz"],
      Form(Arg.optional(Arg.text("PATH", .path))) { .show($0) }),
    simple("tree", .inspection, "What is built, from the window down.", .tree),
    CommandSpec(
      "expect", .inspection,
      "Assert a state path (==, !=, contains), an event of the last step by its id, or the last"
        + " output (output contains).",
      details: "VALUE is a Swift literal: nil, true, 25, \"text\", lista, [25, 1]. `contains`"
        + " is element membership for lists, a substring for text. An event is a note, ui, log"
        + " or action of the last command's step, its error (the rejection) or a warning; its ID"
        + " is the same in every language (docs/reference.md §4.10 lists them).",
      examples: [
        "expect raiz == formulario", "expect contenido.caminoLista == [25]",
        "expect note link-lost", "!expect ui banner", "expect error no-tabs",
        #"expect output contains "lost""#,
      ],
      forms: [
        Form(
          Arg.text("PATH", .expectTarget), Arg.located("OP", .choice(["==", "!=", "contains"])),
          Arg.located("VALUE", .literal), build: expectation),
        Form(Arg.text("KIND", .choice(EventRef.kindNames)), Arg.eventID("ID")) {
          kind, id throws(ArgumentError) in
          guard let ref = EventRef(kind: kind, id: id.value) else {
            let ids = EventRef.kinds.first { $0.kind == kind }?.ids ?? []
            let other = EventRef.kinds.first { $0.ids.contains(id.value) }?.kind
            let hint =
              other.map { " (\(id.value) is a \($0) event: expect \($0) \(id.value))" }
              ?? Suggest.closest(id.value, in: ids).map { " (did you mean \($0)?)" } ?? ""
            throw ArgumentError(
              column: id.column,
              message: "no \(kind) has the id \(Quoting.guillemets(id.value))\(hint);"
                + " docs/reference.md §4.10 lists them",
              unknownName: true)
          }
          return .expect(.event(ref))
        },
      ]),
    simple("history", .inspection, "The commands of this session, numbered.", .history),
    CommandSpec(
      "help", .inspection, "List the command groups, a group's commands, or explain one command.",
      details: "GROUP is " + CommandGroup.allCases.map(\.keyword).joined(separator: ", ")
        + ", or all for every group.",
      examples: ["help", "help navigation", "help all", "help open"],
      Form(Arg.optional(Arg.text("COMMAND|GROUP", .command))) { .help($0) }),
  ]

  static let shell: [CommandSpec] = [
    CommandSpec(
      "set", .shell, "Show the teaching knobs, or set one.",
      details: Knob.allCases.map { "\($0.name) \($0.values.joined(separator: "|"))" }
        .joined(separator: ", ") + ".",
      examples: ["set onchange-initial off"],
      forms: [
        Form { .knobs },
        Form(Arg.knob("KNOB"), Arg.located("VALUE", .knobValue)) {
          knob, value throws(ArgumentError) in
          guard knob.values.contains(value.value) else {
            throw ArgumentError(
              column: value.column,
              message: "\(knob.name) takes \(knob.values.joined(separator: " or ")), not"
                + " \(Quoting.guillemets(value.value))")
          }
          return .action(.set(knob, faithful: value.value == knob.declaration.faithful))
        },
      ]),
    CommandSpec(
      "undo", .shell, "Go back: the last step, the last N steps (up to 100), or a whole run.",
      details: "undo N counts the steps a run took one by one; undo run goes back to before"
        + " the last run FILE, however many steps it took.",
      examples: ["undo", "undo 3", "undo run"],
      forms: [
        Form { .undo(.steps(1)) },
        Form(Arg.word("run")) { _ in .undo(.lastRun) },
        Form(Arg.count("N")) { .undo(.steps($0)) },
      ]),
    simple("reset", .shell, "A fresh world on the current platform.", .reset),
    CommandSpec(
      "save", .shell, "Write this session as a .pdx script that replays to the same state.",
      details: "--expect adds an expect per changed path; --transcript adds output blocks;"
        + " an existing file is kept unless --force. Passwords are written (the script must"
        + " replay).", examples: ["save --expect flujo.pdx"],
      Form(
        Arg.flag("--expect"), Arg.flag("--transcript"), Arg.flag("--force"),
        Arg.text("FILE", .file)
      ) { expect, transcript, force, file in
        .save(file: file, expect: expect, transcript: transcript, force: force)
      }),
    CommandSpec(
      "run", .shell, "Replay a .pdx script in the current world (an include).",
      examples: ["run examples/01-la-puerta.pdx"],
      Form(Arg.text("FILE", .file)) { .run(file: $0) }),
    CommandSpec(
      "say", .shell, "Print TEXT (narration in scripts).", examples: ["say Hola"],
      Form(Arg.text("TEXT", .rest)) { .say($0) }),
    simple("pause", .shell, "In a walkthrough, wait for Enter; elsewhere nothing.", .pause),
    simple("quit", .shell, "Leave pdx.", .quit),
    simple("exit", .shell, "Leave pdx.", .quit),
  ]

  /// `expect PATH OP VALUE`: VALUE is read as a literal here, where its column is known.
  @Sendable
  static func expectation(_ target: String, _ op: Located<String>, _ raw: Located<String>)
    throws(ArgumentError) -> Invocation
  {
    if target == "output" {
      guard op.value == "contains" else {
        throw ArgumentError(
          column: op.column, message: "output takes contains: expect output contains \"TEXT\"")
      }
      guard case .string(let s)? = try? Value.parse(raw.value) else {
        throw ArgumentError(
          column: raw.column, message: "expected a quoted \"TEXT\" after contains")
      }
      return .expect(.outputContains(s))
    }
    let value: Value
    do {
      value = try Value.parse(raw.value)
    } catch {
      throw ArgumentError(column: raw.column + error.column - 1, message: "VALUE: " + error.message)
    }
    switch op.value {
    case "==": return .expect(.equals(target, value))
    case "!=": return .expect(.notEquals(target, value))
    default: return .expect(.contains(target, value))
    }
  }
}
