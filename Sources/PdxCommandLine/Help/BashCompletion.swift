// The bash completion script pdx prints (`pdx completions bash`).

import PdxLanguage
import PokedexCore

extension CompletionScripts {
  // MARK: bash

  var bash: String {
    let valued = Set(
      (CLI.subcommands.flatMap(Self.options) + CLI.global).filter { $0.value != nil }.flatMap(
        \.spellings)
    ).sorted()
    var out: [String] =
      [
        header("bash")
      ] + installing("bash") + [
        "_pdx() {",
        "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}",
        "  local sub='' i k=0",
        "  # A file name as typed (`my\\ sc`, `\"my sc`) without its quotes and backslashes, for",
        "  # compgen; -o filenames quotes what it inserts. Nothing typed is evaluated.",
        "  local file=${cur#[\\\"\\']}",
        "  file=${file//\\\\/}",
        "  # bash splits words at '=' (COMP_WORDBREAKS): --set KNOB=VALUE and --option=VALUE come",
        "  # as several words, the '=' one of them. After an '=', cur is the value, word k the key.",
        "  if [[ $cur == = ]]; then",
        "    k=$((COMP_CWORD - 1)) cur=''",
        "  elif [[ $prev == = ]]; then",
        "    k=$((COMP_CWORD - 2))",
        "  fi",
        "  if ((k > 0)); then",
        "    local key=${COMP_WORDS[k]} before=${COMP_WORDS[k - 1]}",
        "    [[ $before == = ]] && ((k > 1)) && before=${COMP_WORDS[k - 2]}",
        "    if [[ $before == --set ]]; then",
        "      case $key in",
      ]
    for knob in Knob.allCases {
      out.append(
        "        \(knob.name)) COMPREPLY=($(compgen -W '\(knob.values.joined(separator: " "))'"
          + " -- \"$cur\")) ;;")
    }
    out += [
      "      esac",
      "      return",
      "    fi",
      "    [[ $key == --* ]] && prev=$key",
      "  fi",
      "  # The subcommand: the first word that is not an option or an option's value.",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    case ${COMP_WORDS[i]} in",
      "      " + valued.joined(separator: " | ") + ")",
      "        [[ ${COMP_WORDS[i + 1]} == = ]] && ((i++))",
      "        ((i++))",
      "        ;;",
      "      =) ((i++)) ;;",
      "      -*) ;;",
      "      *)",
      "        sub=${COMP_WORDS[i]}",
      "        break",
      "        ;;",
      "    esac",
      "  done",
      "  # An option's value.",
      "  case $sub:$prev in",
    ]
    // The subcommands' own options first where the same spelling completes otherwise elsewhere:
    // check's --platform takes both, graph's --format mermaid or dot, walk's --out a folder.
    var cases: [(pattern: String, value: Value)] = []
    let everywhere = CLI.global + CLI.subcommands.flatMap(\.shownOptions)
    for sub in CLI.subcommands {
      for o in sub.options
      where o.value != nil
        && everywhere.contains(where: {
          $0.name == o.name && Self.value(of: $0) != Self.value(of: o)
        })
      {
        cases.append(
          (o.spellings.map { "\(sub.name):\($0)" }.joined(separator: " | "), Self.value(of: o)))
      }
    }
    var seen: Set<String> = []
    for o in CLI.global + CLI.subcommands.flatMap(\.shownOptions) where o.value != nil {
      guard seen.insert(o.name).inserted else { continue }
      cases.append((o.spellings.map { "*:\($0)" }.joined(separator: " | "), Self.value(of: o)))
    }
    for c in cases {
      switch c.value {
      case .knobs:
        // A knob's name and its '=', with no space after it (and no backslash before the '=',
        // which -o filenames would add): the next TAB completes the knob's values.
        let names = Knob.allCases.map { $0.name + "=" }.joined(separator: " ")
        out += [
          "    \(c.pattern))", "      COMPREPLY=($(compgen -W '\(names)' -- \"$cur\"))",
          "      compopt -o nospace +o filenames 2>/dev/null", "      return", "      ;;",
        ]
      case .words(let words):
        out.append(
          "    \(c.pattern)) COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- \"$cur\")) && return ;;"
        )
      case .files:
        // One name a line, never split at its spaces (`my script.pdx` is one candidate).
        out.append(
          "    \(c.pattern)) mapfile -t COMPREPLY < <(compgen -f -- \"$file\") && return ;;")
      case .folders:
        out.append(
          "    \(c.pattern)) mapfile -t COMPREPLY < <(compgen -d -- \"$file\") && return ;;")
      case .nothing:
        out.append("    \(c.pattern)) return ;;")
      }
    }
    out += [
      "  esac",
      "  if [[ $cur == -* ]]; then",
      "    case $sub in",
    ]
    for sub in CLI.subcommands {
      let words = Self.options(sub).flatMap(\.spellings).joined(separator: " ")
      out.append("      \(sub.name)) COMPREPLY=($(compgen -W '\(words)' -- \"$cur\")) ;;")
    }
    out += [
      "      *) COMPREPLY=($(compgen -W '"
        + Self.options(nil).flatMap(\.spellings).joined(separator: " ") + "' -- \"$cur\")) ;;",
      "    esac",
      "    return",
      "  fi",
      "  case $sub in",
      "    '') COMPREPLY=($(compgen -W '" + CLI.subcommands.map(\.name).joined(separator: " ")
        + "' -- \"$cur\")) ;;",
    ]
    let fileSubs = CLI.subcommands.filter(Self.takesFiles).map(\.name)
    out.append(
      "    " + fileSubs.joined(separator: " | ")
        + ") mapfile -t COMPREPLY < <(compgen -f -X '!*.pdx' -- \"$file\"; compgen -d -- \"$file\")"
        + " ;;")
    for sub in CLI.subcommands where !sub.positionalChoices.isEmpty {
      out.append(
        "    \(sub.name)) COMPREPLY=($(compgen -W '"
          + sub.positionalChoices.joined(separator: " ") + "' -- \"$cur\")) ;;")
    }
    out += [
      "  esac",
      "}",
      "complete -o filenames -F _pdx pdx",
    ]
    return out.joined(separator: "\n") + "\n"
  }
}
