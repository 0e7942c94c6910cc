import Glibc
import Testing

@testable import PdxCommandLine

/// The completion scripts, and real shells completing with them: bash (always there), zsh and
/// fish (Scripts/test installs them).
@Suite("pdx completions")
struct CompletionScriptTests {
  let pdx = pdxExecutable()

  static let files = [
    "bash": "docs/completions/pdx.bash", "zsh": "docs/completions/_pdx",
    "fish": "docs/completions/pdx.fish",
  ]

  @Test("docs/completions/ holds what pdx completions prints (Scripts/readme-commands)")
  func committedScriptsAreCurrent() throws {
    for shell in CompletionScripts.shells {
      let r = try runProgram(pdx, ["completions", shell])
      #expect(r.status == 0 && r.stderr.isEmpty, "\(shell)")
      #expect(r.stdout == CompletionScripts().script(shell), "\(shell)")
      #expect(
        try repositoryFile(Self.files[shell]!) == r.stdout,
        "\(Self.files[shell]!) is stale: run Scripts/readme-commands")
    }
  }

  /// A folder with a script, another file and a folder, to complete FILE arguments in.
  static func folder() -> Scratch {
    let dir = Scratch()
    dir.write("flujo.pdx", "tree\n")
    dir.write("notas.txt", "x\n")
    _ = mkdir(dir.path + "/sub", 0o755)
    return dir
  }

  @Test("bash: complete -p names _pdx; subcommands, options, values and .pdx files complete")
  func bash() throws {
    let dir = Self.folder()
    // Each case: the words typed (the last one is being completed), what COMPREPLY holds.
    let cases: [([String], [String])] = [
      (["pdx", "te"], ["test"]),
      (["pdx", "test", "--up"], ["--update"]),
      (["pdx", "c"], ["check", "compare", "completions"]),
      (["pdx", "check", "--platform", ""], ["ios", "android", "both"]),
      (["pdx", "walk", "--platform", ""], ["ios", "android"]),
      (["pdx", "graph", "--format", ""], ["mermaid", "dot"]),
      (["pdx", "--format", ""], ["text", "json"]),
      (["pdx", "--color", "a"], ["auto", "always"]),
      (["pdx", "-j", "2", "te"], ["test"]),
      (["pdx", "check", "--set", "main"], ["main-actor="]),
      // bash splits at '=': the '=' is a word of its own, the value the word after it.
      (["pdx", "check", "--set", "main-actor", "="], ["on", "off"]),
      (["pdx", "check", "--set", "ios", "=", "1"], ["18"]),
      (["pdx", "check", "--set", "=", "ios", "=", ""], ["26", "18"]),
      (["pdx", "--platform", "=", "a"], ["android"]),
      (["pdx", "check", "--platform", "="], ["ios", "android", "both"]),
      (["pdx", "--set", "main-actor", "=", "on", "ch"], ["check"]),
      (["pdx", "--platform", "=", "ios", "te"], ["test"]),
      (["pdx", "run", ""], ["flujo.pdx", "sub"]),
      // The same --out: a folder for walk --markdown, a file for check.
      (["pdx", "walk", "--out", ""], ["sub"]),
      (["pdx", "check", "--out", ""], ["flujo.pdx", "notas.txt", "sub"]),
      (["pdx", "completions", ""], ["bash", "zsh", "fish"]),
      (
        ["pdx", "compare", "--"],
        ["--width", "--no-accounts", "--color", "--lang", "--no-pager", "--version", "--help"]
      ),
      (["pdx", "explore", "x"], []),
    ]
    var script = "cd \(dir.path) || exit 1\nsource \(repositoryRoot)/docs/completions/pdx.bash\n"
    script += "complete -p pdx\n"
    script += #"t() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _pdx; "#
    script += #"printf '%s\n' "$*" "${COMPREPLY[*]}"; }"# + "\n"
    for (words, _) in cases {
      script += "t " + words.map { "'\($0)'" }.joined(separator: " ") + "\n"
    }
    let r = try runProgram("/bin/bash", ["--norc", "--noprofile", "-c", script])
    #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
    var lines = outputLines(r.stdout)[...]
    #expect(lines.popFirst() == "complete -o filenames -F _pdx pdx")
    for (words, expected) in cases {
      #expect(lines.popFirst() == words.joined(separator: " "))
      let got = lines.popFirst().map { $0.split(separator: " ").map(String.init) }
      // compgen -f lists in the folder's order; bash sorts what it shows.
      #expect(got?.sorted() == expected.sorted(), "\(words)")
    }
  }

  @Test("bash: TAB in a real bash completes --set KNOB= without a space, then the knob's values")
  func bashAtEquals() throws {
    let dir = Self.folder()
    let shell = try PTYSession(
      executable: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"],
      environment: ["TERM": "dumb", "HOME": dir.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
      columns: 200)
    shell.send(
      "cd \(dir.path); source \(repositoryRoot)/docs/completions/pdx.bash; PS1='ready> '\n")
    try Self.complete(
      in: shell,
      [
        // No space, no backslash after the '=': the value follows at once.
        ("pdx check --set main-a\tof", "pdx check --set main-actor=off "),
        ("pdx check --set will-present=of", "pdx check --set will-present=off "),
        ("pdx check --set=ios=1", "pdx check --set=ios=18 "),
        ("pdx check --platform=b", "pdx check --platform=both "),
      ])
  }

  /// Once the shell shows `ready> `: types each line and TAB, expects the line completed, then
  /// empties it; at the end leaves the shell, which must exit 0.
  static func complete(in shell: PTYSession, _ cases: [(typed: String, completed: String)]) throws {
    try shell.expect("ready> ")
    for (typed, completed) in cases {
      shell.send(typed + "\t")
      try shell.expect(completed)
      shell.send("\u{15}")  // Ctrl-U: an empty line for the next case
    }
    shell.send("exit\n")
    #expect(try shell.waitForExit() == 0)
  }

  static let fishPath = "/usr/bin/fish"

  @Test(
    "fish: complete -C lists subcommands, options, values and .pdx files",
    .enabled(if: access(fishPath, X_OK) == 0, "fish is installed by Scripts/test"))
  func fish() throws {
    let dir = Self.folder()
    let cases: [(String, [String])] = [
      ("pdx te", ["test"]),
      ("pdx test --up", ["--update"]),
      ("pdx check --platform ", ["android", "both", "ios"]),
      ("pdx graph --format ", ["dot", "mermaid"]),
      ("pdx completions ", ["bash", "fish", "zsh"]),
      ("pdx run flu", ["flujo.pdx"]),
    ]
    var script = "cd \(dir.path); source \(repositoryRoot)/docs/completions/pdx.fish\n"
    for (line, _) in cases { script += "echo '# \(line)'; complete -C '\(line)'\n" }
    let r = try runProgram(
      Self.fishPath, ["--no-config", "-c", script],
      environment: ["HOME": dir.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
    var got: [String: [String]] = [:]
    var current = ""
    for line in outputLines(r.stdout) {
      if line.hasPrefix("# ") {
        current = String(line.dropFirst(2))
        got[current] = []
      } else {
        got[current, default: []].append(String(line.prefix { $0 != "\t" }))
      }
    }
    for (line, expected) in cases { #expect(got[line]?.sorted() == expected, "\(line)") }
  }

  static let zshPath = "/usr/bin/zsh"

  @Test(
    "zsh: TAB in a real zsh completes a subcommand, an option, check's own values, a file",
    .enabled(if: access(zshPath, X_OK) == 0, "zsh is installed by Scripts/test"))
  func zsh() throws {
    let dir = Self.folder()
    _ = mkdir(dir.path + "/functions", 0o755)
    dir.write("functions/_pdx", try repositoryFile("docs/completions/_pdx"))
    let shell = try PTYSession(
      executable: Self.zshPath, arguments: ["-f"],
      environment: ["TERM": "dumb", "HOME": dir.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    shell.send(
      "cd \(dir.path); fpath=(\(dir.path)/functions $fpath); autoload -U compinit;"
        + " compinit -u -D; PS1='ready> '\n")
    try Self.complete(
      in: shell,
      [
        ("pdx te", "pdx test "),
        ("pdx test --up", "pdx test --update "),
        ("pdx check --platform b", "pdx check --platform both "),
        ("pdx graph --format d", "pdx graph --format dot "),
        ("pdx run flu", "pdx run flujo.pdx "),
      ])
  }
}
