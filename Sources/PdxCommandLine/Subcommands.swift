// pdx's subcommands and options, declared once: parsing, `pdx --help`, `pdx SUB --help`, the
// man page and the shell completions all read this table.

/// An option of the command line.
struct CLIOption: Sendable {
  /// `--jobs` and `-j`: the first is the option's name.
  let spellings: [String]
  /// What its value is called (`N`, `FILE`); nil for a flag.
  let value: String?
  let help: String
  /// The values it takes, when they are a fixed set (for completion and the check).
  var choices: [String] = []
  var repeatable = false

  var name: String { spellings[0] }
  var synopsis: String {
    spellings.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
  }
}

/// A subcommand: what it takes, what it does, and its own options.
struct Subcommand: Sendable {
  let name: String
  /// `run FILE… [--continue]`, after `pdx [OPTIONS]`.
  let synopsis: String
  let summary: String
  /// Paragraphs `pdx SUB --help` prints after the options: made when asked for (check's list
  /// the alphabet and the rules, 250,000 instructions that every pdx run would pay at start).
  var details: [String] { makeDetails() }
  private let makeDetails: @Sendable () -> [String]
  /// Its options (beyond the global ones).
  let options: [CLIOption]
  /// How many positional arguments it takes, and what they are called.
  let positional: ClosedRange<Int>
  let positionalName: String
  /// The values a positional argument takes, when they are a fixed set (for completion).
  var positionalChoices: [String] = []
  /// The global options that mean something here (nil: all of them), for its help and the
  /// completions.
  var globals: [String]? = nil

  init(
    name: String, synopsis: String, summary: String,
    details: @autoclosure @escaping @Sendable () -> [String] = [], options: [CLIOption],
    positional: ClosedRange<Int>, positionalName: String, positionalChoices: [String] = [],
    globals: [String]? = nil
  ) {
    self.name = name
    self.synopsis = synopsis
    self.summary = summary
    makeDetails = details
    self.options = options
    self.positional = positional
    self.positionalName = positionalName
    self.positionalChoices = positionalChoices
    self.globals = globals
  }

  /// The synopsis's alternatives (`graph FILE … | graph --states …`), one a line.
  var synopses: [String] {
    var out: [String] = []
    var rest = Substring(synopsis)
    while let bar = rest.firstRange(of: " | " + name + " ") {
      out.append(String(rest[..<bar.lowerBound]))
      rest = rest[rest.index(bar.lowerBound, offsetBy: 3)...]
    }
    return out + [String(rest)]
  }

  /// Its options, then the global ones it takes that it does not give a meaning of its own.
  var globalOptions: [CLIOption] {
    CLI.global.filter { g in
      !options.contains { $0.name == g.name } && (globals?.contains(g.name) ?? true)
    }
  }
}

enum CLI {
  static let platform = CLIOption(
    spellings: ["--platform"], value: "ios|android",
    help: "start on that platform (default ios)", choices: ["ios", "android"])
  static let noAccounts = CLIOption(
    spellings: ["--no-accounts"], value: nil, help: "start with hayCuentas false")
  static let format = CLIOption(
    spellings: ["--format"], value: "text|json",
    help: "how steps print (json: one object per step per line)", choices: ["text", "json"])
  static let color = CLIOption(
    spellings: ["--color"], value: "auto|always|never",
    help: "colour on a terminal unless NO_COLOR (default auto)",
    choices: ["auto", "always", "never"])
  static let lang = CLIOption(
    spellings: ["--lang"], value: "en|es",
    help: "the language pdx speaks (default: PDX_LANG, else LC_ALL, LC_MESSAGES or LANG: es… is"
      + " Spanish, anything else English)",
    choices: ["en", "es"])
  static let help = CLIOption(spellings: ["--help", "-h"], value: nil, help: "this help")
  static let versionOption = CLIOption(
    spellings: ["--version"], value: nil, help: "print pdx's version")

  /// Options every subcommand takes.
  static let global = [platform, noAccounts, format, color, lang, versionOption, help]
  /// Options no help lists: what pdx's own scripts use.
  static let hidden = [
    CLIOption(
      spellings: ["--commands-markdown"], value: nil,
      help: "print the command reference in Markdown (Scripts/readme-commands)"),
    CLIOption(
      spellings: ["--events-markdown"], value: nil,
      help: "print the table of event ids in Markdown (Scripts/readme-commands)"),
    CLIOption(
      spellings: ["--frontier"], value: "replay|worlds",
      help: "check and graph --states: re-derive the states to expand, or keep their worlds"
        + " (Scripts/bench measures both)", choices: ["replay", "worlds"]),
  ]

  static let jobs = CLIOption(
    spellings: ["--jobs", "-j"], value: "N", help: "run on N threads (1 to 256; default: the cores)"
  )
  static let force = CLIOption(
    spellings: ["--force"], value: nil,
    help: "replace the file written even when pdx did not write it (a .pdx script, anything else)")
  static let shard = CLIOption(
    spellings: ["--shard"], value: "K/N",
    help: "only the K-th of N shares (1 ≤ K ≤ N): run the N shares on N machines")
  static let maxMemory = CLIOption(
    spellings: ["--max-memory"], value: "SIZE",
    help: "stop the search cleanly before the process holds SIZE (512M, 2G; default: half the"
      + " memory)")

  static let subcommands: [Subcommand] = [
    Subcommand(
      name: "run", synopsis: "run FILE… [--continue]",
      summary: "replay scripts, each in a fresh world (- reads stdin)",
      details: [
        "Each command is echoed (pdx> …) before its output; failures go to stderr with"
          + " file:line, the expected and actual lines, and the last steps.",
        "Exit 0 when every script passes, 1 when a flow went otherwise than a script says, 2"
          + " when a script is wrong, 130 when interrupted.",
      ],
      options: [
        CLIOption(
          spellings: ["--continue"], value: nil,
          help: "go on after a failure (and to the next file): every failure is reported")
      ], positional: 1...Int.max, positionalName: "FILE"),
    Subcommand(
      name: "test",
      synopsis: "test [PATH…] [-j N] [--junit FILE [--force]] [--shard K/N] [--update]",
      summary: "every .pdx below the paths, each in a fresh world, in parallel",
      details: [
        "Prints ok or FAIL per script and ends with the line `N passed, N failed`. Without a"
          + " PATH, the current folder. With --format json: one object per script (file,"
          + " status, duration, failures, error), then a summary object.",
        "Exit 0 when every script passes, 1 when one fails, 2 when one is wrong.",
      ],
      options: [
        jobs,
        CLIOption(
          spellings: ["--junit"], value: "FILE",
          help: "also write a JUnit report: one testcase per script"),
        force, shard,
        CLIOption(
          spellings: ["--update"], value: nil,
          help: "rewrite the transcript blocks (| …) from a real run; nothing else changes"),
      ], positional: 0...Int.max, positionalName: "PATH"),
    Subcommand(
      name: "walk",
      synopsis: "walk FILE | walk --markdown FILE | walk --markdown DIR --out DIR [--force]",
      summary: "a walkthrough: narration, then Enter runs the next command",
      details: [
        "The comment the script opens with is printed first: its first sentence as the title,"
          + " the rest as the introduction. On a terminal, each command waits for Enter (q"
          + " quits) at the shell's prompt, where a command typed instead (show raiz, tree; TAB"
          + " and Up work as in the shell) runs first, then the same step comes back. Elsewhere"
          + " it runs straight through. The end says how many steps ran and how to replay them (pdx run FILE).",
        "With --markdown, the walkthrough becomes a Markdown page that GitHub and GitLab render"
          + " as it is: the narration as paragraphs, under each narrated section a small sequence"
          + " diagram of its commands (the actors they involve, the messages, the changes the"
          + " section is about), each command a code block with its transitions folded in"
          + " <details>, each expectation a check mark. A FILE's page goes to stdout; a folder's pages (one NAME.md a script,"
          + " and a README.md that lists them) go to the --out folder. Exit 1 when a"
          + " walkthrough fails (its page shows where).",
      ],
      options: [
        CLIOption(
          spellings: ["--markdown"], value: nil,
          help: "write the walkthrough as a Markdown page instead of stepping through it"),
        CLIOption(
          spellings: ["--out"], value: "DIR",
          help: "with --markdown and a folder: where the pages go (created if missing)"),
        force,
      ], positional: 1...1, positionalName: "FILE"),
    Subcommand(
      name: "explore", synopsis: "explore [--seed S] [--steps N]",
      summary: "random commands, the rules checked after each step",
      details: [
        "The same seed gives the same commands and the same output (its digest is printed)."
      ],
      options: [
        CLIOption(spellings: ["--seed"], value: "S", help: "the random seed (default 1)"),
        CLIOption(spellings: ["--steps"], value: "N", help: "how many commands (default 10,000)"),
      ], positional: 0...0, positionalName: ""),
    Subcommand(
      name: "check",
      synopsis:
        "check [--depth N] [--platform ios|android|both] [--no-accounts] [--set KNOB=VALUE]…"
        + " [-j N] [--shard K/N] [--max-states N] [--max-memory SIZE]"
        + " [--out FILE [--force]] [--format text|json]",
      summary: "every command sequence to a depth, breadth-first, the rules checked after each",
      details: CheckText.details,
      options: [
        CLIOption(
          spellings: ["--depth"], value: "N",
          help: "how many commands deep (default \(CheckText.defaultDepth))"),
        CLIOption(
          spellings: ["--platform"], value: "ios|android|both",
          help: "search from a fresh world on that platform, or on each (default both)",
          choices: ["ios", "android", "both"]),
        CLIOption(
          spellings: ["--set"], value: "KNOB=VALUE",
          help: "start with a knob away from the lesson's fix (repeatable)", repeatable: true),
        jobs, shard,
        CLIOption(
          spellings: ["--max-states"], value: "N",
          help: "stop after N distinct states (the summary says the bound was reached)"),
        maxMemory,
        CLIOption(
          spellings: ["--out"], value: "FILE",
          help: "write the counterexample script there (default: printed)"),
        force,
      ], positional: 0...0, positionalName: ""),
    Subcommand(
      name: "graph",
      synopsis:
        "graph FILE [--detail messages|changes|all] [--part K] [--format mermaid|dot]"
        + " | graph --states [--depth N] [--set KNOB=VALUE]… [--max-memory SIZE] [--cover PATH…]"
        + " [--format mermaid|dot]",
      summary: "a script's causal chain, or the reachable screens, as a diagram",
      details: GraphText.details,
      options: [
        CLIOption(
          spellings: ["--format"], value: "mermaid|dot",
          help: "a Mermaid diagram (default; GitHub and GitLab draw it) or Graphviz DOT",
          choices: ["mermaid", "dot"]),
        CLIOption(
          spellings: ["--detail"], value: "messages|changes|all",
          help: "what a script's diagram draws: the messages; also the changes the script is"
            + " about (default); or everything",
          choices: ["messages", "changes", "all"]),
        CLIOption(
          spellings: ["--part"], value: "K",
          help: "the K-th part of a script too long for one Mermaid diagram (default 1)"),
        CLIOption(
          spellings: ["--states"], value: nil,
          help: "the reachable screens (a state diagram) rather than a script's chain"),
        CLIOption(
          spellings: ["--cover"], value: nil,
          help: "with --states: mark what the scripts (the PATHs) visit, and count it"),
        CLIOption(
          spellings: ["--depth"], value: "N",
          help: "with --states: how many commands deep (default \(GraphText.defaultDepth))"),
        CLIOption(
          spellings: ["--set"], value: "KNOB=VALUE",
          help: "with --states: start with a knob away from the lesson's fix (repeatable)",
          repeatable: true),
        maxMemory,
      ], positional: 0...Int.max, positionalName: "FILE"),
    Subcommand(
      name: "compare", synopsis: "compare FILE [--width N]",
      summary: "the script on iOS and on Android: only the lines where the two worlds differ",
      details: CompareText.details,
      options: [
        CLIOption(
          spellings: ["--width"], value: "N",
          help: "lay out for N columns (default: the terminal's; not a terminal: stacked)")
      ], positional: 1...1, positionalName: "FILE",
      globals: ["--no-accounts", "--color", "--version", "--help"]),
    Subcommand(
      name: "completions", synopsis: "completions bash|zsh|fish",
      summary: "print the completion script of bash, zsh or fish for pdx",
      details: [
        "bash: source it, or put it in ~/.local/share/bash-completion/completions/pdx. zsh: put"
          + " it, named _pdx, in a folder of $fpath before compinit. fish: put it in"
          + " ~/.config/fish/completions/pdx.fish. Each completes the subcommands, their"
          + " options, the options' values and .pdx files."
      ],
      options: [], positional: 1...1, positionalName: "SHELL",
      positionalChoices: ["bash", "zsh", "fish"], globals: ["--help"]),
    Subcommand(
      name: "man", synopsis: "man",
      summary: "print pdx's man page (roff): pdx man | man -l -",
      details: [
        "The page is made from the same tables as this help and the shell's `help`: the"
          + " subcommands, their options, and every command of the shell."
      ],
      options: [], positional: 0...0, positionalName: "", globals: ["--help"]),
  ]

  static func subcommand(_ name: String) -> Subcommand? { subcommands.first { $0.name == name } }

  /// The option spelt `spelling` for `subcommand` (nil: the global options only).
  static func option(_ spelling: String, for subcommand: Subcommand?) -> CLIOption? {
    ((subcommand?.options ?? []) + global + hidden).first { $0.spellings.contains(spelling) }
  }

  /// Every subcommand that takes an option spelt so (for the error that says where it goes).
  static func owners(of spelling: String) -> [String] {
    subcommands.filter { $0.options.contains { $0.spellings.contains(spelling) } }.map(\.name)
  }
}
