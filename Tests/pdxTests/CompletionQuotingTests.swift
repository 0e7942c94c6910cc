import Glibc
import Testing

/// A file name with a space or a quote is one candidate in bash, zsh and fish, and TAB in pdx's
/// own shell types it quoted, never a control character (docs/reference.md §4.7, §4.9).
@Suite("Completion of names with spaces and quotes")
struct CompletionQuotingTests {
  static func folder() -> Scratch {
    let dir = Scratch()
    dir.write("my script.pdx", "say one-script-with-a-space\n")
    dir.write("it's.pdx", "say a-quote\n")
    return dir
  }

  @Test("bash: my script.pdx is one candidate, typed plain, after a backslash or a quote")
  func bash() throws {
    let dir = Self.folder()
    var script = "cd '\(dir.path)' || exit 1\nsource \(repositoryRoot)/docs/completions/pdx.bash\n"
    script += #"t() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _pdx; "#
    script += #"printf '[%s]' "${COMPREPLY[@]}"; echo; }"# + "\n"
    script += #"t pdx run my; t pdx run 'my\ s'; t pdx run '"my s'; t pdx check --out my"#
    script += "\nt pdx run it\n"
    let r = try runProgram("/bin/bash", ["--norc", "--noprofile", "-c", script])
    #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
    #expect(
      outputLines(r.stdout) == [
        "[my script.pdx]", "[my script.pdx]", "[my script.pdx]", "[my script.pdx]", "[it's.pdx]",
      ])
  }

  @Test(
    "fish: my script.pdx is one candidate",
    .enabled(if: access(CompletionScriptTests.fishPath, X_OK) == 0, "Scripts/test installs fish"))
  func fish() throws {
    let dir = Self.folder()
    let script =
      "cd '\(dir.path)'; source \(repositoryRoot)/docs/completions/pdx.fish\n"
      + "complete -C 'pdx run my'\n"
    let r = try runProgram(
      CompletionScriptTests.fishPath, ["--no-config", "-c", script],
      environment: ["HOME": dir.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
    #expect(outputLines(r.stdout).map { String($0.prefix { $0 != "\t" }) } == ["my script.pdx"])
  }

  @Test(
    "zsh: TAB completes my script.pdx as one word",
    .enabled(if: access(CompletionScriptTests.zshPath, X_OK) == 0, "Scripts/test installs zsh"))
  func zsh() throws {
    let dir = Self.folder()
    _ = mkdir(dir.path + "/functions", 0o755)
    dir.write("functions/_pdx", try repositoryFile("docs/completions/_pdx"))
    let shell = try PTYSession(
      executable: CompletionScriptTests.zshPath, arguments: ["-f"],
      environment: ["TERM": "dumb", "HOME": dir.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    shell.send(
      "cd '\(dir.path)'; fpath=(\(dir.path)/functions $fpath); autoload -U compinit;"
        + " compinit -u -D; PS1='ready> '\n")
    try CompletionScriptTests.complete(in: shell, [("pdx run my", "pdx run my\\ script.pdx ")])
  }

  @Test("pdx's TAB types my script.pdx in quotes, and Enter runs it")
  func shellTab() throws {
    let dir = Self.folder()
    let s = try PTYSession.shell(home: dir.path)
    s.send("run \(dir.path)/my\t")
    try s.expect("script.pdx\" ")
    try s.press("\r", shows: "one-script-with-a-space", "pdx formulario> ")
    #expect(try s.endInput() == 0)
  }
}
