import Glibc
import Testing

/// One meaning of `quit` everywhere: a script ends at its `quit` line in every mode, and `quit`
/// is acted on as soon as its line arrives, from a pipe held open or a terminal of any size
/// (docs/reference.md §5.1).
@Suite("quit, everywhere and at once")
struct QuitCLITests {
  let pdx = pdxExecutable()

  @Test("a script ends at its quit line in run, test, walk and walk --markdown, exit 0")
  func everyMode() throws {
    let dir = Scratch()
    let path = dir.write("q.pdx", "expect raiz == formulario\nquit\nexpect raiz == conSesion\n")
    for args in [["run", path], ["test", path], ["walk", path], ["walk", "--markdown", path]] {
      let r = try runProgram(pdx, args)
      #expect(r.status == 0, "\(args): \(r.stdout)\(r.stderr)")
      #expect(!r.stdout.contains("conSesion"), "\(args): \(r.stdout)")
    }
    let walk = try runProgram(pdx, ["walk", path])
    #expect(walk.stdout.contains("The walkthrough is over: 1 step ran."))
  }

  @Test("quit through a pipe held open ends pdx at once", arguments: [["run", "-"], []])
  func pipeHeldOpen(arguments: [String]) throws {
    let running = try Running(arguments)
    running.send("show raiz\nquit\n")
    // The pipe stays open: pdx must not wait for another line.
    let end = try running.finish()
    #expect(end.exited && end.code == 0)
    #expect(running.output.hasSuffix("pdx> quit\n"))
  }

  @Test("quit typed on a terminal wider than 1,000 columns (read as a script) ends pdx at once")
  func wideTerminal() throws {
    let terminal = try PTYSession(
      executable: pdx, arguments: [],
      environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "LANG": "C.UTF-8", "HOME": "/"],
      columns: 1200)
    _ = try terminal.expect("commands are read as from a script")
    terminal.send("show raiz\r")
    _ = try terminal.expect("raiz: formulario")
    terminal.send("quit\r")
    #expect(try terminal.waitForExit() == 0)
  }
}
