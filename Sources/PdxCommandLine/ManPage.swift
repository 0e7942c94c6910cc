// `pdx man`: the man page pdx.1, made from the table of subcommands (Subcommands.swift) and the
// shell's command table, so that it says what `--help` and `help` say. docs/pdx.1 is this
// output, kept in step by a test (Scripts/readme-commands rewrites it).

import PokedexCore
import PokedexShell

enum ManPage {
  /// The page, in roff with the man macros. Deterministic: no date.
  static var text: String {
    var out: [String] = [
      #".\" pdx.1: printed by `pdx man` from pdx's tables (Sources/pdx/Subcommands.swift and"#,
      #".\" Sources/PokedexShell/Commands/CommandTable.swift). Do not edit: run"#,
      #".\" Scripts/readme-commands, which rewrites docs/pdx.1."#,
      ".TH PDX 1 \"\" \(quoted(version)) \"User Commands\"",
      ".SH NAME",
      "pdx \\- " + roff("the Pokédex app's flows, step by step"),
      ".SH SYNOPSIS",
      ".SY pdx",
      "[\\fIOPTIONS\\fR]",
    ]
    for sub in CLI.subcommands {
      for s in sub.synopses {
        out += [
          ".SY pdx",
          (sub.optionsWord.isEmpty ? "" : "[\\fIOPTIONS\\fR] ") + synopsis(s),
        ]
      }
    }
    out += [".YS", ".SH DESCRIPTION"]
    out += paragraphs([
      "pdx is a shell for the flows of the Pokédex app that the iOS course builds. Its commands"
        + " (signup, tap-notification, tab favoritos, logout --confirm, …) drive a pure Swift"
        + " model of the app, and every state transition is printed in causal order. The same"
        + " commands replay as .pdx scripts with assertions, and as narrated walkthroughs.",
      "pdx alone is the interactive shell on a terminal: TAB completes commands, Pokémon, state"
        + " paths, knobs and files; help lists the commands by group; Ctrl-L clears the screen;"
        + " Ctrl-C abandons the line or stops a running script; Ctrl-D leaves. Otherwise pdx"
        + " reads commands from standard input, as pdx run - does.",
    ])
    out.append(".SH OPTIONS")
    out += options(CLI.global)
    out += paragraphs([
      "Options may come before or after the subcommand and the files; --name=value is"
        + " accepted for the long options that take a value, and -- ends the options."
    ])
    out.append(".SH SUBCOMMANDS")
    for sub in CLI.subcommands {
      out.append(".SS " + quoted("pdx " + sub.name))
      out += paragraphs([capitalized(sub.summary) + "."])
      out += options(sub.options)
      if sub.globalOptions.count < CLI.global.count {
        out += paragraphs([
          "Global options it takes: " + sub.globalOptions.map(\.name).joined(separator: ", ")
            + "."
        ])
      }
      out += paragraphs(sub.details)
    }
    out.append(".SH SHELL COMMANDS")
    out += paragraphs([
      "What the shell takes at its prompt, and a .pdx script line by line. A line may start"
        + " with ! to assert that the command is rejected; # starts a comment, ## narration."
    ])
    for group in CommandGroup.allCases {
      out.append(".SS " + quoted(group.rawValue))
      for spec in CommandTable.all where spec.group == group {
        for (i, s) in spec.synopses.enumerated() {
          out.append(i == 0 ? ".TP" : ".TQ")
          out.append("\\fB" + roff(s) + "\\fR")
        }
        var text = spec.summary.en
        if let d = spec.details { text += " " + d.en }
        var line = roff(text)
        if !spec.examples.isEmpty {
          line +=
            " Example" + (spec.examples.count > 1 ? "s" : "") + ": "
            + spec.examples.map { "\\fB" + roff($0) + "\\fR" }.joined(separator: "; ") + "."
        }
        out.append(line)
      }
    }
    out.append(".SH KNOBS")
    out += paragraphs([
      "Each pitfall a lesson names is a knob, at the lesson's fix by default; set KNOB VALUE"
        + " (or --set KNOB=VALUE for check and graph) puts it at the pitfall."
    ])
    for knob in Knob.allCases {
      let d = knob.declaration
      out.append(".TP")
      out.append(
        "\\fBset " + roff("\(d.name) \(d.faithful)|\(d.pitfall)") + "\\fR"
          + (d.platform.map { " (\($0.rawValue) only)" } ?? ""))
      out.append(
        roff(
          "\(d.pitfall): \(Language.en.changes(knob)). Lesson \(d.lesson): «\(d.sentence)» Walkthrough:"
            + " \(d.example)."))
    }
    out.append(".SH EXIT STATUS")
    for (code, meaning) in [
      ("0", "Everything passed; or the shell was left, or a walkthrough quit."),
      (
        "1",
        "The flow went otherwise than the script says: an expect failed, a command was rejected"
          + " without a leading !, a transcript did not match; explore or check found a broken"
          + " rule; compare found that iOS and Android differ."
      ),
      (
        "2",
        "The script or the invocation is wrong: an unknown command, a bad argument, a malformed"
          + " line, a file that cannot be read, a wrong option."
      ),
      ("130", "A run interrupted by Ctrl-C."),
    ] {
      out += [".TP", ".B " + code, roff(meaning)]
    }
    out.append(".SH ENVIRONMENT")
    for (name, meaning) in [
      ("PDX_HISTORY", "The shell's history file (default ~/.pdx_history); empty: no file."),
      ("EDITRC", "The libedit settings file read by the shell (default ~/.editrc)."),
      ("NO_COLOR", "When set and not empty, no colour with --color auto."),
      (
        "COLUMNS",
        "The width help is laid out for, when the terminal does not tell it (80 when not on a"
          + " terminal)."
      ),
    ] {
      out += [".TP", ".B " + name, roff(meaning)]
    }
    out.append(".SH FILES")
    for (name, meaning) in [
      ("~/.pdx_history", "The shell's history: the newest 1,000 lines, never a password."),
      ("~/.editrc", "Keys and modes for the line editor; TAB stays completion."),
    ] {
      out += [".TP", ".I " + roff(name), roff(meaning)]
    }
    out.append(".SH SEE ALSO")
    out.append(
      roff(
        "editrc(5). docs/reference.md in pdx's source tree is the complete reference: the"
          + " simulated world, every command and state path, the script format, the exact"
          + " rules."))
    return out.joined(separator: "\n") + "\n"
  }

  /// Each option as a tagged paragraph.
  static func options(_ options: [CLIOption]) -> [String] {
    options.flatMap { o in
      [".TP", "\\fB" + roff(o.synopsis) + "\\fR", roff(capitalized(o.help) + ".")]
    }
  }

  static func paragraphs(_ texts: [String]) -> [String] {
    texts.flatMap { [".PP", roff($0)] }
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

/// `pdx man`.
func printManPage() -> Never {
  standardOutput.text(ManPage.text)
  finish(0)
}
