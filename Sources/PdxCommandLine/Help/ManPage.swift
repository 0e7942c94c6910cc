// `pdx man`: the man page pdx.1, made from the table of subcommands (each one's `spec`) and the
// shell's command table, so that it says what `--help` and `help` say, in the language pdx
// speaks. docs/pdx.1 (English) and docs/pdx.es.1 (Spanish) are this output, kept in step by a
// test (Scripts/readme-commands rewrites them).

import PdxCommands
import PdxLanguage
import PdxRunner
import PokedexCore

struct ManPage {
  let language: Language

  private func say(_ en: String, _ es: String) -> String { Words(en: en, es: es)(language) }

  /// The page, in roff with the man macros. Deterministic: no date.
  var text: String {
    let file = language == .es ? "docs/pdx.es.1" : "docs/pdx.1"
    var out: [String] = [
      #".\" pdx.1: printed by `pdx man` from pdx's tables (Sources/PdxCommandLine/Subcommands and"#,
      #".\" Sources/PdxCommands/CommandTable.swift). Do not edit: run"#,
      #".\" Scripts/readme-commands, which rewrites "# + file + ".",
      ".TH PDX 1 \"\" \(Self.quoted(version)) "
        + Self.quoted(say("User Commands", "Órdenes de usuario")),
      ".SH " + Self.roff(say("NAME", "NOMBRE")),
      "pdx \\- "
        + Self.roff(
          say("the Pokédex app's flows, step by step", "los flujos de la app Pokédex, paso a paso")),
      ".SH " + Self.roff(say("SYNOPSIS", "SINOPSIS")),
      ".SY pdx",
      "[\\fI" + Placeholders.localized("OPTIONS", language) + "\\fR] "
        + Self.synopsis(ShellCommand.spec.synopsis),
    ]
    for sub in CLI.subcommands {
      for s in sub.synopses {
        out += [
          ".SY pdx",
          (sub.optionsWord.isEmpty
            ? "" : "[\\fI" + Placeholders.localized("OPTIONS", language) + "\\fR] ")
            + Self.synopsis(Placeholders.localized(s, language)),
        ]
      }
    }
    out += [".YS", ".SH " + Self.roff(say("DESCRIPTION", "DESCRIPCIÓN"))]
    out += paragraphs([
      say(
        "pdx is a shell for the flows of the Pokédex app that the iOS course builds. Its commands"
          + " (signup, tap-notification, tab favoritos, logout --confirm, …) drive a pure Swift"
          + " model of the app, and every state transition is printed in causal order. The same"
          + " commands replay as .pdx scripts with assertions, and as narrated walkthroughs.",
        "pdx es una shell para los flujos de la app Pokédex que construye el curso de iOS. Sus"
          + " órdenes (signup, tap-notification, tab favoritos, logout --confirm, …) mueven un"
          + " modelo de la app en Swift puro, y cada transición de estado se escribe en orden"
          + " causal. Las mismas órdenes se reproducen como guiones .pdx con comprobaciones, y como"
          + " recorridos narrados."),
      say(
        "pdx alone is the interactive shell on a terminal: TAB completes commands, Pokémon, state"
          + " paths, knobs and files; help lists the commands by group; Ctrl-L clears the screen;"
          + " Ctrl-C abandons the line or stops a running script; Ctrl-D leaves. Otherwise pdx"
          + " reads commands from standard input, as pdx run - does.",
        "pdx a secas es la shell interactiva en un terminal: TAB completa órdenes, Pokémon, rutas"
          + " de estado, palancas y ficheros; help lista las órdenes por grupos; Ctrl-L limpia la"
          + " pantalla; Ctrl-C abandona la línea o para un guion en marcha; Ctrl-D sale. Si no,"
          + " pdx lee órdenes de la entrada estándar, como pdx run -."),
    ])
    out.append(".SH " + Self.roff(say("OPTIONS", "OPCIONES")))
    out += options(CLI.shellOptions + CLI.global)
    out += paragraphs([
      say(
        "Options may come before or after the subcommand and the files; --name=value is"
          + " accepted for the long options that take a value, and -- ends the options.",
        "Las opciones pueden ir antes o después del subcomando y de los ficheros; se acepta"
          + " --nombre=valor para las opciones largas que toman un valor, y -- acaba las"
          + " opciones.")
    ])
    out.append(".SH " + Self.roff(say("SUBCOMMANDS", "SUBCOMANDOS")))
    for sub in CLI.subcommands {
      out.append(".SS " + Self.quoted("pdx " + sub.name))
      out += paragraphs([Self.capitalized(sub.summary(language)) + "."])
      out += options(sub.shownOptions)
      if sub.globalOptions.count < CLI.global.count {
        let names = sub.globalOptions.map(\.name).joined(separator: ", ")
        out += paragraphs([
          say("Global options it takes: ", "Opciones globales que toma: ") + names + "."
        ])
      }
      out += paragraphs(sub.details.map { $0(language) })
    }
    out.append(".SH " + Self.roff(say("SHELL COMMANDS", "ÓRDENES DE LA SHELL")))
    out += paragraphs([
      say(
        "What the shell takes at its prompt, and a .pdx script line by line. A line may start"
          + " with ! to assert that the command is rejected; # starts a comment, ## narration.",
        "Lo que la shell toma en su prompt, y un guion .pdx línea a línea. Una línea puede"
          + " empezar por ! para afirmar que la orden se rechaza; # empieza un comentario, ##"
          + " la narración.")
    ])
    for group in CommandGroup.allCases {
      out.append(".SS " + Self.quoted(group.title(language)))
      for spec in CommandTable.all where spec.group == group {
        for (i, s) in spec.synopses.enumerated() {
          out.append(i == 0 ? ".TP" : ".TQ")
          out.append("\\fB" + Self.roff(Placeholders.localized(s, language)) + "\\fR")
        }
        var text = spec.summary(language)
        if let d = spec.details { text += " " + d(language) }
        var line = Self.roff(text)
        if !spec.examples.isEmpty {
          let label =
            spec.examples.count > 1 ? say("Examples", "Ejemplos") : say("Example", "Ejemplo")
          line +=
            " " + label + ": "
            + spec.examples.map { "\\fB" + Self.roff($0) + "\\fR" }.joined(separator: "; ") + "."
        }
        out.append(line)
      }
    }
    out.append(".SH " + Self.roff(say("KNOBS", "PALANCAS")))
    out += paragraphs([
      say(
        "Each pitfall a lesson names is a knob, at the lesson's fix by default; set KNOB VALUE"
          + " (or --set KNOB=VALUE for check and graph) puts it at the pitfall.",
        "Cada fallo que nombra una lección es una palanca, en el arreglo de la lección por defecto;"
          + " set PALANCA VALOR (o --set PALANCA=VALOR para check y graph) la pone en el fallo.")
    ])
    for knob in Knob.allCases {
      let d = knob.declaration
      out.append(".TP")
      out.append(
        "\\fBset " + Self.roff("\(d.name) \(d.faithful)|\(d.pitfall)") + "\\fR"
          + (d.platform.map { say(" (\(platformName($0)) only)", " (solo \(platformName($0)))") }
            ?? ""))
      let lesson = say("Lesson", "Lección")
      let walkthrough = say("Walkthrough", "Recorrido")
      out.append(
        Self.roff(
          "\(d.pitfall): \(language.changes(knob)). \(lesson) \(d.lesson.numbered): "
            + quotedSentence(d.sentence)
            + " \(walkthrough): \(d.example)."))
    }
    out += eventIds
    out.append(".SH " + Self.roff(say("EXIT STATUS", "ESTADO DE SALIDA")))
    for (code, meaning) in [
      (
        "0",
        Words(
          en: "Everything passed; or the shell was left, or a walkthrough quit.",
          es: "Todo pasó; o se salió de la shell, o se dejó un recorrido.")
      ),
      (
        "1",
        Words(
          en: "The flow went otherwise than the script says: an expect failed, a command was"
            + " rejected without a leading !, a transcript did not match; explore or check found"
            + " a broken rule; compare found that iOS and Android differ.",
          es: "El flujo no fue como dice el guion: falló un expect, se rechazó una"
            + " orden sin ! delante, una transcripción no coincidió; explore o check hallaron"
            + " una regla rota; compare halló que iOS y Android difieren.")
      ),
      (
        "2",
        Words(
          en: "The script or the invocation is wrong: an unknown command, a bad argument, a"
            + " malformed line, a file that cannot be read, a wrong option.",
          es: "El guion o la invocación están mal: una orden desconocida, un argumento erróneo,"
            + " una línea mal formada, un fichero que no se puede leer, una opción errónea.")
      ),
      (
        "129, 130, 131, 143",
        Words(
          en: "A run stopped by SIGHUP, SIGINT (Ctrl-C), SIGQUIT or SIGTERM (128 + the signal's"
            + " number), after its partial summary; a signal ignored when pdx started stays"
            + " ignored.",
          es: "Una ejecución parada por SIGHUP, SIGINT (Ctrl-C), SIGQUIT o SIGTERM (128 + el"
            + " número de la señal), tras su resumen parcial; una señal ignorada cuando pdx"
            + " empezó sigue ignorada.")
      ),
    ] {
      out += [".TP", ".B " + code, Self.roff(meaning(language))]
    }
    out.append(".SH " + Self.roff(say("ENVIRONMENT", "ENTORNO")))
    for (name, meaning) in [
      (
        "PDX_LANG",
        Words(
          en: "The language pdx speaks (en or es) when --lang is not given; else LC_ALL,"
            + " LC_MESSAGES and LANG are read, and a value starting with es is Spanish.",
          es: "El idioma en que habla pdx (en o es) cuando no se da --lang; si no, se leen LC_ALL,"
            + " LC_MESSAGES y LANG, y un valor que empieza por es es español.")
      ),
      (
        "PDX_HISTORY",
        Words(
          en: "The shell's history file (default ~/.pdx_history); empty: no file.",
          es: "El fichero del historial de la shell (~/.pdx_history si no se dice); vacío: ningún"
            + " fichero.")
      ),
      (
        "EDITRC",
        Words(
          en: "The libedit settings file read by the shell (default ~/.editrc).",
          es: "El fichero de ajustes de libedit que lee la shell (~/.editrc si no se dice).")
      ),
      (
        "NO_COLOR",
        Words(
          en: "When set and not empty, no colour with --color auto.",
          es: "Si existe y no está vacía, ningún color con --color auto.")
      ),
      (
        "COLUMNS",
        Words(
          en: "The width help is laid out for, when the terminal does not tell it (80 when not on"
            + " a terminal).",
          es: "El ancho para el que se maqueta la ayuda, cuando el terminal no lo dice (80 fuera"
            + " de un terminal).")
      ),
      (
        "PDX_LAUNCHER",
        Words(
          en: "How pdx was started, for the lines that say what to type next (pdx run FILE):"
            + " Scripts/pdx sets it to its own path.",
          es: "Cómo se lanzó pdx, para las líneas que dicen qué escribir después (pdx run FICHERO):"
            + " Scripts/pdx le da su propia ruta.")
      ),
      (
        "PDX_CACHE_DIR",
        Words(
          en: "The folder where pdx test keeps the last verdict of each script for --last-failed"
            + " (default .pdx_cache in the folder it runs in).",
          es: "La carpeta donde pdx test guarda el último veredicto de cada guion para"
            + " --last-failed (.pdx_cache en la carpeta donde se ejecuta si no se dice).")
      ),
      (
        "GITHUB_STEP_SUMMARY",
        Words(
          en: "With pdx test or pdx check --format github, the file the step summary (Markdown)"
            + " is appended to; refused, with a warning, when it is a .pdx script, not a regular"
            + " file or read-only.",
          es: "Con pdx test o pdx check --format github, el fichero al que se añade el resumen"
            + " del paso (Markdown); se rechaza, con un aviso, si es un guion .pdx, no es un"
            + " fichero normal o es de solo lectura.")
      ),
    ] {
      out += [".TP", ".B " + name, Self.roff(meaning(language))]
    }
    out.append(".SH " + Self.roff(say("FILES", "FICHEROS")))
    for (name, meaning) in [
      (
        "~/.pdx_history",
        Words(
          en: "The shell's history: the newest 1,000 lines, never a password.",
          es: "El historial de la shell: las 1000 líneas más recientes, nunca una contraseña.")
      ),
      (
        "~/.editrc",
        Words(
          en: "Keys and modes for the line editor; TAB stays completion.",
          es: "Teclas y modos del editor de líneas; TAB sigue siendo completar.")
      ),
    ] {
      out += [".TP", ".I " + Self.roff(name), Self.roff(meaning(language))]
    }
    out.append(".SH " + Self.roff(say("SEE ALSO", "VÉASE TAMBIÉN")))
    out.append(
      Self.roff(
        say(
          "editrc(5). docs/reference.md in pdx's source tree is the complete reference: the"
            + " simulated world, every command and state path, the script format, the exact"
            + " rules.",
          "editrc(5). docs/reference.md, en el código fuente de pdx, es la referencia completa"
            + " (en inglés): el mundo simulado, cada orden y ruta de estado, el formato de los"
            + " guiones, las reglas exactas.")))
    // After the comment: a fallback for each character the device may lack, and for Spanish
    // no hyphenation (groff would break Spanish words by English rules, «del-egado»).
    var page = Array(out.prefix(3)) + Self.fallbacks(for: out.joined(separator: "\n"))
    if language == .es { page.append(".nr HY 0") }
    page += out.dropFirst(3)
    return page.joined(separator: "\n") + "\n"
  }

  /// Each option as a tagged paragraph.
  func options(_ options: [CLIOption]) -> [String] {
    options.flatMap { o in
      [
        ".TP", "\\fB" + Self.roff(Placeholders.localized(o.synopsis, language)) + "\\fR",
        Self.roff(Self.capitalized(o.help(language)) + "."),
      ]
    }
  }

  func paragraphs(_ texts: [String]) -> [String] {
    texts.flatMap { [".PP", Self.roff($0)] }
  }

  static func capitalized(_ s: String) -> String {
    s.prefix(1).uppercased() + s.dropFirst()
  }

  /// A synopsis, its bracketed groups (`[--depth N]`) kept whole on a line.
  static func synopsis(_ s: String) -> String {
    var out = ""
    var depth = 0
    for c in s {
      if c == "[" { depth += 1 }
      if c == "]" { depth = max(0, depth - 1) }
      out += c == " " && depth > 0 ? "\\ " : roff(String(c))
    }
    return out
  }

  /// A macro's argument in double quotes.
  static func quoted(_ s: String) -> String { "\"" + roff(s) + "\"" }

  /// Text for roff: its escape character, hyphens (minus signs, so that options can be copied),
  /// quotes, and every character outside ASCII as a `\[uXXXX]` escape, so that the page needs
  /// no input encoding. A line starting with a control character gets a `\&` in front.
  static func roff(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case "'": out += "\\(aq"
      case "\"": out += "\\(dq"
      case "`": out += "\\(ga"
      case "\n": out += " "
      // A number's no-break space (`10 872`): roff's own, so that groff neither breaks nor
      // stretches it.
      case "\u{A0}": out += "\\~"
      default:
        if scalar.isASCII {
          out.unicodeScalars.append(scalar)
        } else {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
        }
      }
    }
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out
  }
}
