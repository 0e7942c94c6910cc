// `pdx --help` and `pdx SUBCOMMAND --help`, made from the table (each subcommand's `spec`) and
// laid out for a width: pure functions of it and the language, broken only between words.

import PdxLanguage
import PdxText

extension SubcommandSpec {
  /// `[OPTIONS] ` in its usage, unless it takes no option but --help.
  var optionsWord: String { globalOptions.count > 1 ? "[OPTIONS] " : "" }
}

enum Usage {
  /// The option column's width at most: `--platform ios|android|both` fits.
  static let optionColumn = 27

  /// Where a usage line's continuation starts: under `[OPTIONS]`.
  static func indent(_ language: Language) -> String {
    String(repeating: " ", count: (usage(language) + "pdx ").count)
  }

  static func usage(_ language: Language) -> String {
    Words(en: "usage: ", es: "uso: ")(language)
  }

  /// `pdx --help`.
  static func lines(width: Int, language: Language) -> [String] {
    let usage = usage(language)
    let pad = String(repeating: " ", count: usage.count)
    var out = [
      usage + Placeholders.localized("pdx [OPTIONS] " + ShellCommand.spec.synopsis, language)
    ]
    for sub in CLI.subcommands {
      for s in sub.synopses {
        out += Wrap.synopsis(
          Placeholders.localized(sub.optionsWord + s, language), width: width, first: pad + "pdx ",
          indent: indent(language) + "  ")
      }
    }
    out += Wrap.lines(
      Words(
        en: "pdx alone is the interactive shell on a terminal; otherwise it reads commands from"
          + " stdin, as pdx run - does.",
        es: "pdx a secas es la shell interactiva en un terminal; si no, lee órdenes de la entrada"
          + " estándar, como pdx run -.")(language), width: width)
    out.append(Words(en: "subcommands:", es: "subcomandos:")(language))
    out += Wrap.columns(CLI.subcommands.map { ($0.name, $0.summary(language)) }, width: width)
    out.append(Words(en: "options:", es: "opciones:")(language))
    out += Wrap.columns(
      (CLI.shellOptions + CLI.global).map {
        (Placeholders.localized($0.synopsis, language), $0.help(language))
      }, width: width, cap: optionColumn)
    out += Wrap.lines(
      Words(
        en: "Exit codes: 0 all passed; 1 the flow went otherwise than the script says; 2 the"
          + " script or the invocation is wrong.",
        es: "Códigos de salida: 0 todo pasó; 1 el flujo no fue como dice el guion;"
          + " 2 el guion o la invocación están mal.")(language), width: width)
    out += Wrap.lines(
      Words(
        en: "`pdx SUBCOMMAND --help` explains a subcommand and its options. Inside the shell,"
          + " `help` lists the commands by group and `help COMMAND` explains one. `pdx man`"
          + " prints the man page.",
        es: "`pdx SUBCOMANDO --help` explica un subcomando y sus opciones. Dentro de la shell,"
          + " `help` lista las órdenes por grupos y `help ORDEN` explica una. `pdx man`"
          + " escribe la página de manual.")(language), width: width)
    return out
  }

  /// `pdx SUB --help`: its usage, what it does, its options, the global options it takes, and
  /// its paragraphs.
  static func lines(_ sub: SubcommandSpec, width: Int, language: Language) -> [String] {
    let usage = usage(language)
    let pad = String(repeating: " ", count: usage.count)
    var out: [String] = []
    for (i, s) in sub.synopses.enumerated() {
      out += Wrap.synopsis(
        Placeholders.localized(sub.optionsWord + s, language), width: width,
        first: (i == 0 ? usage : pad) + "pdx ",
        indent: indent(language) + "  ")
    }
    out += Wrap.lines(sub.summary(language), width: width, first: "  ", indent: "  ")
    let own = sub.shownOptions
    let all = (own + sub.globalOptions).map { Placeholders.localized($0.synopsis, language) }
    let options = Words(en: "options:", es: "opciones:")(language)
    if !own.isEmpty {
      out.append(options)
      out += Wrap.columns(
        own.map { (Placeholders.localized($0.synopsis, language), $0.help(language)) },
        width: width, cap: optionColumn,
        alignedWith: all)
    }
    out.append(
      own.isEmpty ? options : Words(en: "global options:", es: "opciones globales:")(language))
    out += Wrap.columns(
      sub.globalOptions.map { (Placeholders.localized($0.synopsis, language), $0.help(language)) },
      width: width, cap: optionColumn,
      alignedWith: all)
    for paragraph in sub.details {
      out.append("")
      out += Wrap.lines(paragraph(language), width: width)
    }
    return out
  }
}
