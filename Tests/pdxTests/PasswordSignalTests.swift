import Glibc
import Testing

/// At the password prompt (echo off), the signals that end pdx give the terminal its echo back,
/// as at the shell's prompt; while a password is held no core dump can be written; a dumb
/// terminal gets no colour (docs/reference.md §6.4).
@Suite("Signals and the terminal")
struct PasswordSignalTests {
  /// The shells' home, kept for the whole test (a history file is written there).
  let home = Scratch()

  func shell(term: String = "xterm", noColor: Bool = true) throws -> PTYSession {
    try PTYSession.shell(home: home.path, ["TERM": term, "NO_COLOR": noColor ? "1" : ""])
  }

  func atPasswordPrompt() throws -> PTYSession {
    let s = try shell()
    s.send("login ash@kanto.com\r")
    try s.expect("Password for ash@kanto.com: ")
    try s.waitForEcho(false)
    return s
  }

  @Test(
    "SIGTERM, SIGHUP and SIGQUIT at the password prompt give the echo back, and end as the signal",
    arguments: [SIGTERM, SIGHUP, SIGQUIT])
  func echoRestored(signal: Int32) throws {
    let s = try atPasswordPrompt()
    kill(s.pid, signal)
    #expect(try s.waitForExit() == 128 + signal)
    #expect(s.echoes, "the terminal was left without echo")
  }

  /// A walk at a terminal wider than 1,000 columns reads its lines without libedit, which would
  /// otherwise set the terminal's modes anew at its next prompt.
  @Test("after the password the terminal echoes again, and pdx leaves it echoing")
  func echoAfterPassword() throws {
    let script = home.write("w.pdx", "## Uno\ntab lista\n")
    let s = try PTYSession.pdx(
      ["walk", script], environment: PTYSession.environment(home: home.path), columns: 1200,
      prompt: nil
    ).session
    try s.expect("next: tab lista")
    try s.expect("pdx formulario> ")
    s.send("login ash@kanto.com\r")
    try s.expect("Password for ash@kanto.com: ")
    try s.waitForEcho(false)
    s.send("pikachu\r")
    try s.expect("next: tab lista")
    let before = try s.expect("pdx formulario> ")
    // The line is read as typed (no libedit at this width): only the terminal's echo shows it.
    s.send("show raiz\r")
    try s.expect("raiz: formulario")
    let typed = s.output.dropFirst(before.count)
    #expect(typed.hasPrefix("show raiz\r\n"), "echo stayed off: \(s.output)")
    s.send("q\r")
    #expect(try s.waitForExit() == 0)
    #expect(s.echoes, "the terminal was left without echo")
  }

  @Test("while a password is asked for and held, no core dump: the core size limit is 0")
  func noCoreDump() throws {
    let s = try atPasswordPrompt()
    let limits = try #require(Scratch.readFile("/proc/\(s.pid)/limits"))
    let line = limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") }
    let fields = line.map { $0.split(separator: " ", omittingEmptySubsequences: true) } ?? []
    #expect(fields.count >= 6 && fields[4] == "0" && fields[5] == "0", "\(line ?? "")")
    try s.enter("pikachu", shows: "pdx formulario> ")
    #expect(try s.endInput() == 0)
  }

  @Test("a password typed on the line is held too: no core dump from then on")
  func noCoreDumpTyped() throws {
    let s = try shell()
    try s.enter("login ash@kanto.com pikachu", shows: "pdx formulario> ")
    let limits = try #require(Scratch.readFile("/proc/\(s.pid)/limits"))
    #expect(limits.contains("Max core file size        0                    0"))
    #expect(try s.endInput() == 0)
  }

  @Test("TERM=dumb gets no colour, NO_COLOR unset; xterm does")
  func dumbTerminal() throws {
    let dumb = try shell(term: "dumb", noColor: false)
    // Waits until pdx reads keys again: a Ctrl-D sent before would be flushed with the line.
    try dumb.enter("form mode crearCuenta", shows: "formulario.modo", "pdx formulario> ")
    #expect(try dumb.endInput() == 0)
    #expect(!dumb.output.contains("\u{1B}[1;36m"), "colour on a dumb terminal")
    let xterm = try shell(noColor: false)
    #expect(try xterm.endInput() == 0)
    #expect(xterm.output.contains("\u{1B}[1;36m"))
  }
}
