import PdxLanguage
import PokedexCore

/// The navigation's commands, inspection's and the shell's own.
extension CommandTable {
  static let navigation: [CommandSpec] = [
    CommandSpec(
      "tab", .navigation,
      Words(
        en: "Select a tab (only while content is built).",
        es: "Elige una pestaña (solo mientras el contenido está construido)."),
      examples: ["tab favoritos"],
      Form(Arg.choice("TAB", Pestana.self)) { .action(.tab($0)) }),
    pokemonCommand(
      "open",
      Words(
        en: "Push a Pokémon's detail on the current tab (favoritos: favorites only).",
        es:
          "Pone la ficha de un Pokémon en la pila de la pestaña actual (favoritos: solo favoritos)."
      )
    ) { .open($0) },
    simple(
      "back", .navigation,
      Words(
        en: "The back button: the screen pops, then reports.",
        es: "El botón de retroceso: la pantalla quita la ficha de la pila, y después avisa."),
      .action(.back)),
    simple(
      "swipe-back", .navigation,
      Words(
        en: "The edge swipe: the screen pops, then reports.",
        es: "El gesto desde el borde: la pantalla quita la ficha de la pila, y después avisa."),
      .action(.swipeBack)),
    pokemonCommand(
      "fav",
      Words(
        en: "Mark a favorite (the detail's heart).",
        es: "Marca un favorito (el corazón de la ficha).")
    ) { .fav($0) },
    pokemonCommand("unfav", Words(en: "Unmark a favorite.", es: "Desmarca un favorito.")) {
      .unfav($0)
    },
    CommandSpec(
      "settings", .navigation,
      Words(
        en: "Change Ajustes: the theme, or favorites ordered by number.",
        es: "Cambia Ajustes: el tema, o los favoritos ordenados por número."),
      details: Words(
        en: "favoritosPorNumero takes on or off, or true or false as show prints"
          + " ajustes.favoritosPorNumero (every on|off argument does).",
        es: "favoritosPorNumero admite on u off, o true o false, como show escribe"
          + " ajustes.favoritosPorNumero (igual que todo argumento on|off)."),
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
      "show", .inspection,
      Words(
        en: "Print state paths (all, or those below PATH).",
        es: "Escribe las rutas de estado (todas, o las que cuelgan de RUTA)."),
      examples: ["show", "show contenido", "show raiz"],
      Form(Arg.optional(Arg.text("PATH", .path))) { .show($0) }),
    simple(
      "tree", .inspection,
      Words(
        en: "What is built, from the window down.",
        es: "Lo que está construido, de la ventana hacia abajo."),
      .tree),
    CommandSpec(
      "expect", .inspection,
      Words(
        en: "Assert a state path (==, !=, contains), an event of the last step by its id, or"
          + " the last output (output contains).",
        es: "Comprueba una ruta de estado (==, !=, contains), un evento del último paso por su"
          + " id, o la última salida (output contains)."),
      details: Words(
        en: "VALUE is a Swift literal: nil, true, 25, \"text\", lista, [25, 1]. `contains`"
          + " is element membership for lists, a substring for text. An event is a note, ui,"
          + " log or action of the last command's step, its error (the rejection) or a"
          + " warning; its id is the same in every language, and help ids lists them.",
        es: "VALOR es un literal de Swift: nil, true, 25, \"texto\", lista, [25, 1]. `contains`"
          + " es pertenencia para las listas y subcadena para el texto. Un evento es una nota"
          + " (note), una línea ui o de consola (log) o una acción (action) del paso de la última"
          + " orden, su error (el rechazo) o una advertencia (warning); su id es el mismo en"
          + " todos los idiomas, y help ids los lista."),
      examples: [
        "expect raiz == formulario", "expect contenido.caminoLista == [25]",
        "expect note link-lost", "!expect ui banner", "expect error no-tabs",
        #"expect output contains "lost""#,
      ],
      forms: [
        Form(
          Arg.expectTarget("PATH"), Arg.located("OP", .choice(["==", "!=", "contains"])),
          Arg.located("VALUE", .literal), build: expectation),
        Form(Arg.text("KIND", .choice(EventRef.kindNames)), Arg.eventID("ID"), build: event),
      ]),
    simple(
      "history", .inspection,
      Words(
        en: "The commands of this session, numbered.",
        es: "Las órdenes de esta sesión, numeradas."),
      .history),
    CommandSpec(
      "help", .inspection,
      Words(
        en: "List the command groups, a group's commands, or explain one command.",
        es: "Lista los grupos de órdenes, las órdenes de un grupo, o explica una orden."),
      details: Words(
        en: "GROUP is " + CommandGroup.allCases.map(\.keyword).joined(separator: ", ")
          + ", or all for every group; help ids lists the events' ids with their sentences.",
        es: "GRUPO es " + CommandGroup.allCases.map(\.keyword).joined(separator: ", ")
          + ", o all para todos; help ids lista los ids de los eventos con sus frases."),
      examples: ["help", "help navigation", "help all", "help open", "help ids"],
      Form(Arg.optional(Arg.text("COMMAND|GROUP", .command))) { .help($0) }),
  ]

  static let shell: [CommandSpec] = [
    CommandSpec(
      "set", .shell,
      Words(en: "Show the teaching knobs, or set one.", es: "Muestra las palancas, o cambia una."),
      details: Words(
        Knob.allCases.map { "\($0.name) \($0.values.joined(separator: "|"))" }
          .joined(separator: ", ") + ".")
        + Words(
          en: " set ids on shows each event's id beside its sentence (help ids lists them); set"
            + " brief on hides each step's changed paths, for the story alone.",
          es: " set ids on muestra el id de cada evento junto a su frase (help ids los lista); set"
            + " brief on deja solo la historia de cada paso, sin las rutas que cambia."),
      examples: ["set onchange-initial off", "set ids on", "set brief on"],
      forms: [
        Form { .knobs },
        Form(Arg.word("ids"), Arg.onOff("ON")) { _, on in .ids(on) },
        Form(Arg.word("brief"), Arg.onOff("ON")) { _, on in .brief(on) },
        Form(Arg.knob("KNOB"), Arg.located("VALUE", .knobValue)) {
          knob, value throws(ArgumentError) in
          guard knob.values.contains(value.value) else {
            let got = Quoting.guillemets(value.value)
            throw ArgumentError(
              column: value.column,
              Words(
                en: "\(knob.name) takes \(knob.values.joined(separator: " or ")), not \(got)",
                es: "\(knob.name) toma \(knob.values.joined(separator: " o ")), no \(got)"))
          }
          return .action(.set(knob, faithful: value.value == knob.declaration.faithful))
        },
      ]),
    CommandSpec(
      "undo", .shell,
      Words(
        en: "Go back: the last step, the last N steps (up to 100), or a whole run.",
        es: "Vuelve atrás: el último paso, los últimos N pasos (hasta 100), o un run entero."),
      details: Words(
        en: "undo N counts the steps a run took one by one; undo run goes back to before"
          + " the last run FILE, however many steps it took.",
        es: "undo N cuenta uno a uno los pasos que dio un run; undo run vuelve a antes del"
          + " último run FICHERO, dé los pasos que dé."),
      examples: ["undo", "undo 3", "undo run"],
      forms: [
        Form { .undo(.steps(1)) },
        Form(Arg.word("run")) { _ in .undo(.lastRun) },
        Form(Arg.count("N")) { .undo(.steps($0)) },
      ]),
    simple(
      "reset", .shell,
      Words(
        en: "A fresh world on the current platform.",
        es: "Un mundo nuevo en la plataforma actual."),
      .reset),
    CommandSpec(
      "save", .shell,
      Words(
        en: "Write this session as a .pdx script that replays to the same state.",
        es: "Escribe esta sesión como un guion .pdx que la reproduce hasta el mismo estado."),
      details: Words(
        en: "--expect adds, after each step, an expect per note, ui and log id and per story path"
          + " it changed (raiz, auth.sesion, contenido.pestana, the stacks, dialogo, the pending"
          + " link, favoritos, the permissions…); --transcript adds output blocks;"
          + " an existing file is kept unless --force. Passwords are written (the script must"
          + " replay).",
        es: "--expect añade, tras cada paso, un expect por cada nota, línea ui y línea de consola"
          + " (por su id) y por cada ruta de la historia que cambió (raiz, auth.sesion, contenido.pestana, las pilas, dialogo, el"
          + " enlace pendiente, favoritos, los permisos…); --transcript añade los bloques de"
          + " salida; un fichero que ya existe se respeta salvo con --force. Las contraseñas se"
          + " escriben (el guion tiene que reproducirse)."),
      examples: ["save --expect flujo.pdx"],
      Form(
        Arg.flag("--expect"), Arg.flag("--transcript"), Arg.flag("--force"),
        Arg.text("FILE", .file)
      ) { expect, transcript, force, file in
        .save(file: file, expect: expect, transcript: transcript, force: force)
      }),
    CommandSpec(
      "run", .shell,
      Words(
        en: "Replay a .pdx script in the current world (an include).",
        es: "Reproduce un guion .pdx en el mundo actual (una inclusión)."),
      examples: ["run examples/01-la-puerta.pdx"],
      Form(Arg.text("FILE", .file)) { .run(file: $0) }),
    CommandSpec(
      "say", .shell,
      Words(
        en: "Print TEXT (narration in scripts).", es: "Escribe TEXTO (narración en los guiones)."),
      examples: ["say Hola"],
      Form(Arg.text("TEXT", .rest)) { .say($0) }),
    simple(
      "pause", .shell,
      Words(
        en: "In a walkthrough, wait for Enter; elsewhere nothing.",
        es: "En un recorrido, espera a Intro; en otro sitio, nada."),
      .pause),
    simple("quit", .shell, Words(en: "Leave pdx.", es: "Sale de pdx."), .quit),
    simple("exit", .shell, Words(en: "Leave pdx.", es: "Sale de pdx."), .quit),
  ]

  /// `expect PATH OP VALUE`: VALUE is read as a literal here, where its column is known.
  @Sendable
  static func expectation(_ target: ExpectTarget, _ op: Located<String>, _ raw: Located<String>)
    throws(ArgumentError) -> Invocation
  {
    guard case .path(let path) = target else {
      guard op.value == "contains" else {
        throw ArgumentError(
          column: op.column,
          Words(
            en: "output takes contains: expect output contains \"TEXT\"",
            es: "output va con contains: expect output contains \"TEXTO\""))
      }
      guard case .string(let s)? = try? Value.parse(raw.value) else {
        throw ArgumentError(
          column: raw.column,
          Words(
            en: "expected a quoted \"TEXT\" after contains",
            es: "se esperaba un \"TEXTO\" entre comillas después de contains"))
      }
      return .expect(.outputContains(s))
    }
    let value: Value
    do {
      value = try Value.parse(raw.value)
    } catch {
      throw ArgumentError(
        column: raw.column + error.column - 1, Placeholders.words("VALUE") + ": " + error.words)
    }
    switch op.value {
    case "==": return .expect(.equals(path, value))
    case "!=": return .expect(.notEquals(path, value))
    default: return .expect(.contains(path, value))
    }
  }

  /// `expect KIND ID`: an unknown id is a script error, with the nearest one suggested (or the
  /// kind that has it).
  @Sendable
  static func event(_ kind: String, _ id: Located<String>) throws(ArgumentError) -> Invocation {
    guard let ref = EventRef(kind: kind, id: id.value) else {
      let ids = EventRef.kinds.first { $0.kind == kind }?.ids ?? []
      let other = EventRef.kinds.first { $0.ids.contains(id.value) }?.kind
      let hint =
        other.map {
          Words(
            en: " (\(id.value) is a \($0) event: expect \($0) \(id.value))",
            es: " (\(id.value) es \(SpanishEventKind.a($0)): expect \($0) \(id.value))")
        } ?? Words.didYouMean(Suggest.closest(id.value, in: ids))
      let quoted = Quoting.guillemets(id.value)
      throw ArgumentError(
        column: id.column,
        Words(
          en: "no \(kind) has the id \(quoted)",
          es: "\(SpanishEventKind.none(kind)) (\(kind)) tiene el id \(quoted)")
          + hint
          + Words(en: "; help ids lists them", es: "; help ids los lista"),
        unknownName: true)
    }
    return .expect(.event(ref))
  }
}
