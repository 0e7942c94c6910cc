// `pdx --help` and `pdx SUBCOMMAND --help`, made from the table in Subcommands.swift and laid
// out for a width: pure functions of it, broken only between words.

import CLibEdit
import Glibc
import PokedexShell

/// What `pdx --version` prints, and the man page's footer. Not in main.swift: the tests, which
/// do not run main.swift's top-level code, read it too.
let version = "pdx 0.1.0"

/// The columns help is laid out for: on a terminal (stdout), its width (TIOCGWINSZ, or COLUMNS
/// when the terminal does not say); elsewhere 80, so that piped help is the same everywhere.
func helpWidth() -> Int {
  guard isatty(1) == 1 else { return Help.defaultWidth }
  let columns = Int(pdx_terminal_columns(1))
  if columns > 0 { return Bounds.clampedColumns(columns) }
  if let text = getenv("COLUMNS").map({ String(cString: $0) }), let n = Int(text), n > 0 {
    return Bounds.clampedColumns(n)
  }
  return Help.defaultWidth
}

extension Subcommand {
  /// `[OPTIONS] ` in its usage, unless it takes no option but --help.
  var optionsWord: String { globalOptions.count > 1 ? "[OPTIONS] " : "" }
}

extension CLI {
  /// The option column's width at most: `--platform ios|android|both` fits.
  static let optionColumn = 27

  /// Where a usage line's continuation starts: under `[OPTIONS]`.
  static let usageIndent = String(repeating: " ", count: "usage: pdx ".count)

  /// `pdx --help`.
  static func usage(width: Int) -> [String] {
    var out = ["usage: pdx [OPTIONS]"]
    for sub in subcommands {
      for s in sub.synopses {
        out += Wrap.synopsis(
          sub.optionsWord + s, width: width, first: "       pdx ", indent: usageIndent + "  ")
      }
    }
    out += Wrap.lines(
      "pdx alone is the interactive shell on a terminal; otherwise it reads commands from"
        + " stdin, as pdx run - does.", width: width)
    out.append("subcommands:")
    out += Wrap.columns(subcommands.map { ($0.name, $0.summary) }, width: width)
    out.append("options:")
    out += Wrap.columns(global.map { ($0.synopsis, $0.help) }, width: width, cap: optionColumn)
    out += Wrap.lines(
      "Exit codes: 0 all passed; 1 the flow went otherwise than the script says; 2 the script"
        + " or the invocation is wrong.", width: width)
    out += Wrap.lines(
      "`pdx SUBCOMMAND --help` explains a subcommand and its options. Inside the shell, `help`"
        + " lists the commands by group and `help COMMAND` explains one. `pdx man` prints the"
        + " man page.", width: width)
    return out
  }

  /// `pdx SUB --help`: its usage, what it does, its options, the global options it takes, and
  /// its paragraphs.
  static func usage(_ sub: Subcommand, width: Int) -> [String] {
    var out: [String] = []
    for (i, s) in sub.synopses.enumerated() {
      out += Wrap.synopsis(
        sub.optionsWord + s, width: width, first: i == 0 ? "usage: pdx " : "       pdx ",
        indent: usageIndent + "  ")
    }
    out += Wrap.lines(sub.summary, width: width, first: "  ", indent: "  ")
    let all = (sub.options + sub.globalOptions).map(\.synopsis)
    if !sub.options.isEmpty {
      out.append("options:")
      out += Wrap.columns(
        sub.options.map { ($0.synopsis, $0.help) }, width: width, cap: optionColumn,
        alignedWith: all)
    }
    out.append(sub.options.isEmpty ? "options:" : "global options:")
    out += Wrap.columns(
      sub.globalOptions.map { ($0.synopsis, $0.help) }, width: width, cap: optionColumn,
      alignedWith: all)
    for paragraph in sub.details {
      out.append("")
      out += Wrap.lines(paragraph, width: width)
    }
    return out
  }
}
