// `pdx completions bash|zsh|fish`: completion scripts made from the table of subcommands (each
// one's `spec`): the subcommands, each one's options and the global ones it takes, the options'
// values (a fixed set, the knobs for --set, files for FILE), and .pdx files for FILE and PATH
// arguments; zsh's and fish's descriptions in the language pdx speaks. docs/completions/ holds
// the English output, kept in step by a test (Scripts/readme-commands rewrites it).

import PdxLanguage
import PokedexCore

struct CompletionScripts {
  /// The shells pdx completes for: the one place they are spelt. The synopsis, the help, the
  /// man page, the errors and the scripts' own switch read it.
  static let shells = ["bash", "zsh", "fish"]  // lint: one-shell-list (the list)

  /// `bash|zsh|fish`, as a synopsis writes a choice.
  static var choice: String { shells.joined(separator: "|") }

  /// `bash, zsh or fish`, as a sentence names them.
  static var named: Words {
    let head = shells.dropLast().joined(separator: ", ")
    return Words(en: head + " or " + shells.last!, es: head + " o " + shells.last!)
  }

  /// The language of the descriptions and the header.
  var language: Language = .en

  func script(_ shell: String) -> String? {
    switch shell {
    case "bash": bash
    case "zsh": zsh
    case "fish": fish
    default: nil
    }
  }

  /// The first comment line, which says pdx printed the script (Scripts/install reads it in
  /// either language before it removes a file).
  func header(_ shell: String) -> String {
    Words(
      en: "# \(shell) completion for pdx. Printed by `pdx completions \(shell)` from pdx's table of"
        + " subcommands; do not edit.",
      es: "# Completado de \(shell) para pdx. Escrito por `pdx completions \(shell)` con la tabla"
        + " de subcomandos de pdx; no lo edites.")(language)
  }

  /// The comment lines that say where the script goes.
  func installing(_ shell: String) -> [String] {
    switch (shell, language) {
    case ("bash", .en):
      ["# Source it, or install it as PREFIX/share/bash-completion/completions/pdx."]
    case ("bash", .es):
      ["# Cárgalo con source, o instálalo como PREFIJO/share/bash-completion/completions/pdx."]
    case ("zsh", .en):
      [
        "# Install it as _pdx in a folder of $fpath (PREFIX/share/zsh/site-functions), before compinit."
      ]
    case ("zsh", .es):
      [
        "# Instálalo como _pdx en una carpeta de $fpath (PREFIJO/share/zsh/site-functions), antes de compinit."
      ]
    case (_, .en):
      [
        "# Install it as PREFIX/share/fish/vendor_completions.d/pdx.fish, or in",
        "# ~/.config/fish/completions/.",
      ]
    case (_, .es):
      [
        "# Instálalo como PREFIJO/share/fish/vendor_completions.d/pdx.fish, o en",
        "# ~/.config/fish/completions/.",
      ]
    }
  }

  /// What an option's value completes to.
  enum Value: Equatable {
    case words([String])
    /// `--set`'s KNOB=VALUE: bash completes the knob's name and its `=`, then the value; zsh
    /// and fish offer every KNOB=VALUE (`assignments`).
    case knobs
    case files
    case folders
    case nothing
  }

  static func value(of option: CLIOption) -> Value {
    if !option.choices.isEmpty { return .words(option.choices) }
    if option.setsKnob { return .knobs }
    if option.value?.contains("FILE") == true { return .files }
    if option.value == "DIR" { return .folders }
    return .nothing
  }

  /// Every KNOB=VALUE `--set` takes.
  static var assignments: [String] {
    Knob.allCases.flatMap { k in k.values.map { k.name + "=" + $0 } }
  }

  /// Every option a subcommand takes that its help shows: its own, then the global ones it
  /// takes.
  static func options(_ sub: SubcommandSpec?) -> [CLIOption] {
    guard let sub else { return CLI.shellOptions + CLI.global }
    return sub.shownOptions + sub.globalOptions
  }

  /// Whether the subcommand's positional arguments are files (or folders of them).
  static func takesFiles(_ sub: SubcommandSpec) -> Bool {
    sub.positionalChoices.isEmpty && ["FILE", "PATH"].contains(sub.positionalName)
  }

  // MARK: zsh

  var zsh: String {
    var out: [String] =
      [
        "#compdef pdx",
        header("zsh"),
      ] + installing("zsh") + [
        "",
        "_pdx_options_for() {",
        "  case $1 in",
      ]
    for sub in CLI.subcommands {
      out.append("    \(sub.name))")
      out.append("      reply=(")
      for o in Self.options(sub) { out += zshSpecs(o).map { "        " + $0 } }
      if !sub.positionalChoices.isEmpty {
        out.append(
          "        "
            + Self.zshQuoted(
              "1:\(sub.positionalName.lowercased()):(\(sub.positionalChoices.joined(separator: " ")))"
            ))
      } else if Self.takesFiles(sub) {
        out.append("        " + Self.zshQuoted("*:\(sub.positionalName.lowercased()):_pdx_files"))
      }
      out.append("      ) ;;")
    }
    out += [
      "  esac",
      "}",
      "",
      "_pdx_files() { _files -g '*.pdx(-.)' }",
      "",
      "_pdx() {",
      "  local curcontext=$curcontext state line",
      "  local -a subcommands reply",
      "  subcommands=(",
    ]
    for sub in CLI.subcommands {
      out.append("    " + Self.zshQuoted(sub.name + ":" + sub.summary(language)))
    }
    out += [
      "  )",
      "  _arguments -C -A '-*' \\",
    ]
    for o in CLI.shellOptions + CLI.global { out += zshSpecs(o).map { "    " + $0 + " \\" } }
    out += [
      "    '1:subcommand:->subcommand' \\",
      "    '*::argument:->argument'",
      "  case $state in",
      "    subcommand) _describe -t subcommands 'pdx subcommand' subcommands ;;",
      "    argument)",
      "      curcontext=${curcontext%:*:*}:pdx-$words[1]:",
      "      _pdx_options_for $words[1]",
      "      _arguments -s $reply",
      "      ;;",
      "  esac",
      "}",
      "",
      "_pdx \"$@\"",
    ]
    return out.joined(separator: "\n") + "\n"
  }

  /// `_arguments` specs for an option, one a spelling.
  func zshSpecs(_ o: CLIOption) -> [String] {
    let help = o.help(language).replacingOccurrences("[", "\\[").replacingOccurrences("]", "\\]")
      .replacingOccurrences(":", "\\:")
    return o.spellings.map { spelling in
      let repeatable = o.repeatable ? "*" : ""
      guard let name = o.value else { return Self.zshQuoted("\(repeatable)\(spelling)[\(help)]") }
      let form = spelling.hasPrefix("--") ? spelling + "=" : spelling + "+"
      let action: String
      switch Self.value(of: o) {
      case .words(let words): action = "(" + words.joined(separator: " ") + ")"
      case .knobs: action = "(" + Self.assignments.joined(separator: " ") + ")"
      case .files: action = "_files"
      case .folders: action = "_files -/"
      case .nothing: action = " "
      }
      return Self.zshQuoted("\(repeatable)\(form)[\(help)]:\(name.lowercased()):\(action)")
    }
  }

  static func zshQuoted(_ s: String) -> String {
    "'" + s.replacingOccurrences("'", "'\\''") + "'"
  }

  // MARK: fish

  var fish: String {
    var out: [String] =
      [
        header("fish")
      ] + installing("fish") + [
        "complete -c pdx -f"
      ]
    for sub in CLI.subcommands {
      out.append(
        "complete -c pdx -n '__fish_use_subcommand' -a \(sub.name) -d \(Self.fishQuoted(sub.summary(language)))"
      )
    }
    for o in CLI.shellOptions + CLI.global {
      out.append(fishLine(o, condition: "__fish_use_subcommand"))
    }
    for sub in CLI.subcommands {
      let condition = "__fish_seen_subcommand_from \(sub.name)"
      for o in Self.options(sub) { out.append(fishLine(o, condition: condition)) }
      if !sub.positionalChoices.isEmpty {
        out.append(
          "complete -c pdx -n '\(condition)' -a "
            + Self.fishQuoted(sub.positionalChoices.joined(separator: " ")))
      } else if Self.takesFiles(sub) {
        out.append("complete -c pdx -n '\(condition)' -a '(__fish_complete_suffix .pdx)'")
      }
    }
    return out.joined(separator: "\n") + "\n"
  }

  func fishLine(_ o: CLIOption, condition: String) -> String {
    var line = "complete -c pdx -n '\(condition)'"
    for spelling in o.spellings {
      line +=
        spelling.hasPrefix("--") ? " -l " + spelling.dropFirst(2) : " -s " + spelling.dropFirst()
    }
    switch o.value == nil ? nil : Self.value(of: o) {
    case nil: break
    case .words(let words)?: line += " -x -a " + Self.fishQuoted(words.joined(separator: " "))
    case .knobs?: line += " -x -a " + Self.fishQuoted(Self.assignments.joined(separator: " "))
    case .files?: line += " -r -F"
    case .folders?: line += " -x -a " + Self.fishQuoted("(__fish_complete_directories)")
    case .nothing?: line += " -x"
    }
    return line + " -d " + Self.fishQuoted(o.help(language))
  }

  static func fishQuoted(_ s: String) -> String {
    "'" + s.replacingOccurrences("\\", "\\\\").replacingOccurrences("'", "\\'") + "'"
  }
}

extension String {
  /// The text with every `target` replaced by `replacement` (no Foundation here).
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    var out = ""
    var rest = Substring(self)
    while let r = rest.firstRange(of: target) {
      out += rest[..<r.lowerBound] + replacement
      rest = rest[r.upperBound...]
    }
    return out + rest
  }
}
