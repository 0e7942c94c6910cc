import PdxLanguage
import PdxRunner
import Testing

@testable import PdxCommandLine

/// Whether help goes through a pager (docs/reference.md §4.7), and where --brief and
/// --no-pager go (§4.5, §9.1), decided in-process.
@Suite("The pager's choice, --no-pager and --brief")
struct PagerAndBriefParsingTests {
  /// The pager chosen for a text of `lines` lines on a terminal of 24 rows (unless told), in
  /// `environment`, with less at /usr/bin/less unless `less` is false.
  func choice(
    lines: Int = 25, terminal: Bool = true, rows: Int = 24, noPager: Bool = false,
    _ environment: [String: String] = [:], less: Bool = true
  ) -> [String]? {
    Pager.command(
      lines: lines, stdoutIsTerminal: terminal, rows: rows, noPager: noPager,
      environment: { environment[$0] }, less: { less ? "/usr/bin/less" : nil })
  }

  @Test("help taller than the terminal goes through less -FRX, or $PAGER through sh -c")
  func taller() {
    #expect(choice() == ["/usr/bin/less", "-FRX"])
    #expect(choice(["PAGER": "more -d"]) == ["/bin/sh", "-c", "more -d"])
    #expect(choice(["PAGER": "most"], less: false) == ["/bin/sh", "-c", "most"])
  }

  @Test("no pager: on a pipe, with --no-pager, when it fits, PAGER empty or cat, no less")
  func straight() {
    #expect(choice(terminal: false) == nil)
    #expect(choice(terminal: false, ["PAGER": "more"]) == nil)
    #expect(choice(noPager: true) == nil)
    #expect(choice(noPager: true, ["PAGER": "more"]) == nil)
    #expect(choice(lines: 24) == nil)
    #expect(choice(lines: 61, rows: 61) == nil)
    #expect(choice(lines: 62, rows: 61) == ["/usr/bin/less", "-FRX"])
    #expect(choice(["PAGER": ""]) == nil)
    #expect(choice(["PAGER": "cat"]) == nil)
    #expect(choice(less: false) == nil)
  }

  @Test("the pager gets LESS=FRX and LESSCHARSET=utf-8 unless the user set them (or LESSCHARDEF)")
  func pagerEnvironment() {
    #expect(Pager.environment(["PATH=/bin"]) == ["PATH=/bin", "LESS=FRX", "LESSCHARSET=utf-8"])
    #expect(
      Pager.environment(["LESS=R", "LESSCHARSET=latin1"]) == ["LESS=R", "LESSCHARSET=latin1"])
    #expect(Pager.environment(["LESSCHARDEF=8bcccbcc"]) == ["LESSCHARDEF=8bcccbcc", "LESS=FRX"])
    // A name that only starts the same is another variable.
    #expect(Pager.environment(["LESSOPEN=|x"]).contains("LESS=FRX"))
  }

  @Test("--brief's help says what it keeps, the story, and what it hides, the changed paths")
  func briefHelp() {
    let option = CLI.shellOptions.first { $0.name == "--brief" }
    #expect(
      option?.help(.en)
        == "print each step's story alone (actions, ui and log lines, notes), without the paths"
        + " it changes, as set brief on does in the shell")
    #expect(
      option?.help(.es)
        == "escribe solo la historia de cada paso (acciones, líneas ui y de consola, notas), sin"
        + " las rutas que cambia, como set brief on en la shell")
  }

  @Test("--no-pager is read wherever it stands before --, even after --help")
  func noPagerAnywhere() throws {
    #expect(ArgumentParser.noPager(["--help", "--no-pager"]))
    #expect(ArgumentParser.noPager(["check", "--no-pager", "--help"]))
    #expect(!ArgumentParser.noPager(["run", "--", "--no-pager"]))
    #expect(!ArgumentParser.noPager(["--help"]))
    // Every subcommand takes it, those that take few global options too.
    for sub in ["check", "compare", "completions", "man", "graph", "explore", "exercise"] {
      #expect(CLI.subcommand(sub)?.takes(.noPager) == true, "\(sub)")
    }
    #expect(try parse(["--no-pager"]).globals.noPager)
    #expect(try !parse([]).globals.noPager)
  }

  @Test("--brief goes with run, walk FILE and the shell; elsewhere it is an error that says where")
  func brief() throws {
    #expect(try command(["run", "--brief", "a.pdx"], as: RunCommand.self)?.brief == true)
    #expect(try command(["run", "a.pdx"], as: RunCommand.self)?.brief == false)
    #expect(try command(["walk", "--brief", "a.pdx"], as: WalkCommand.self)?.brief == true)
    #expect(try command(["--brief"], as: ShellCommand.self)?.brief == true)
    #expect(try command(["--ids"], as: ShellCommand.self)?.ids == true)
    let cases: [([String], String, String)] = [
      (
        ["walk", "--markdown", "--brief", "a.pdx"], "--brief goes with walk FILE, not --markdown",
        "--brief va con walk FICHERO, no con --markdown"
      ),
      (
        ["walk", "--predict", "--brief", "a.pdx"], "--brief goes with walk FILE, not --predict",
        "--brief va con walk FICHERO, no con --predict"
      ),
      (
        ["check", "--brief"], "--brief goes with pdx run, pdx walk and pdx exercise",
        "--brief va con pdx run, pdx walk y pdx exercise"
      ),
    ]
    for (args, en, es) in cases {
      let error = invocationError(args)
      #expect(error?.words.en == en, "\(args)")
      #expect(error?.words.es == es, "\(args)")
    }
  }
}
