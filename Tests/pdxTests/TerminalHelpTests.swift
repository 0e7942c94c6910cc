import Glibc
import PdxCommands
import PdxRunner
import Testing

/// `help` and the keys a newcomer tries, on a real terminal of a given width.
@Suite("help and Ctrl-L on a terminal")
struct TerminalHelpTests {
  func start(columns: UInt16, extra: [String: String] = [:]) throws -> (PTYSession, Scratch) {
    let home = Scratch()
    let (s, banner) = try PTYSession.pdx(
      environment: PTYSession.environment(home: home.path, extra), columns: columns)
    // The greeting is laid out like help: no line past the terminal's width.
    let greeting = banner.split(separator: "\r\n").prefix { !$0.hasPrefix("▸") }
    #expect(greeting.count >= 1 && greeting.allSatisfy { $0.count <= Int(columns) }, "\(greeting)")
    return (s, home)
  }

  /// What the command typed as `line` printed, up to the next prompt, in lines.
  func run(_ pdx: PTYSession, _ line: String) throws -> [String] {
    pdx.send(line + "\r")
    let echoed = try pdx.expect(line + "\r\n")
    let printed = try pdx.expect("pdx formulario> ")
    try pdx.waitForRawMode()
    // After the echo of the line: its output, then the prompt.
    let text = String(decoding: printed.utf8.dropFirst(echoed.utf8.count), as: UTF8.self)
      .dropLast("pdx formulario> ".count)
    return text.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
  }

  @Test(
    "help and help all are laid out for the terminal's width, whatever COLUMNS says",
    arguments: [80, 100])
  func helpAtTheTerminalsWidth(columns: Int) throws {
    let (pdx, home) = try start(columns: UInt16(columns), extra: ["COLUMNS": "132"])
    defer { withExtendedLifetime(home) {} }
    let overview = try run(pdx, "help")
    #expect(overview == Help.lines(for: nil, width: columns))
    let all = try run(pdx, "help all")
    #expect(all == Help.lines(for: "all", width: columns))
    #expect(all.allSatisfy { $0.count <= columns }, "\(all.filter { $0.count > columns })")
    // The lines really use the room: some are longer than the narrower layout allows.
    if columns == 100 { #expect(all.contains { $0.count > 80 }) }
    #expect(try pdx.endInput() == 0)
  }

  @Test("clear alone at the prompt says that Ctrl-L clears the screen; the shell goes on")
  func clearAlone() throws {
    let (pdx, home) = try start(columns: 80)
    defer { withExtendedLifetime(home) {} }
    let said = try run(pdx, "clear")
    // At 80 columns the error wraps between words, its continuation under the message.
    #expect(
      said == [
        "error: clear: clear alone does not clear the screen: Ctrl-L does; clear",
        "       email|password empties a field of the form",
        "usage: clear email|password",
      ])
    #expect(try pdx.endInput() == 0)
  }

  static let clearScreen = "\u{1B}[H\u{1B}[2J"

  @Test("Ctrl-L clears the screen in emacs mode, and in vi mode (EDITRC bind -v) in both maps")
  func controlL() throws {
    // emacs, libedit's default.
    let (emacs, home) = try start(columns: 80)
    defer { withExtendedLifetime(home) {} }
    emacs.send("tree")
    try emacs.expect("tree")
    emacs.send("\u{0C}")
    try emacs.expect(Self.clearScreen + "pdx formulario> tree")
    emacs.send("\u{15}\u{4}")
    #expect(try emacs.waitForExit() == 0)

    let rc = Scratch()
    let editrc = rc.write("editrc", "bind -v\n")
    let (vi, viHome) = try start(columns: 80, extra: ["EDITRC": editrc])
    defer { withExtendedLifetime(viHome) {} }
    // Insert mode: libedit alone would insert a literal ^L here.
    vi.send("tree")
    try vi.expect("tree")
    vi.send("\u{0C}")
    try vi.expect(Self.clearScreen + "pdx formulario> tree")
    // Command mode (Escape), then back to insert mode: the line is intact and runs.
    try vi.press("\u{1B}")
    vi.send("\u{0C}")
    try vi.expect(Self.clearScreen + "pdx formulario> tree")
    // Ctrl-D only once libedit reads keys again: sent while the line runs, the terminal is
    // in canonical mode and takes it as its own end of file, which raw mode then drops.
    try vi.enter("", shows: "Window (scene active)", "pdx formulario> ")
    #expect(try vi.endInput() == 0)
    #expect(!vi.output.contains("^L"))
  }
}
