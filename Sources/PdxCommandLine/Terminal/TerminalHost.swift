import Glibc
import PdxCommands
import PdxSession
import PokedexCore

/// What each of pdx's ways of running a session answers for it (`SessionHost`): the one place
/// the session reaches the terminal and the signals. Each answer is on only where that way of
/// running has the terminal for it (the shell: all of them; `pdx run`: Ctrl-C alone).
final class TerminalHost: SessionHost {
  /// `help` laid out for the terminal's width.
  var helpAtTerminalWidth = false
  /// A step's sentences and a command's output wrapped at the terminal's width.
  var wraps = false
  /// `login EMAIL` asks for the password without echo.
  var asksPasswords = false
  /// Ctrl-C stops a running script (the SIGINT handler is installed).
  var interrupts = false
  /// Help taller than the terminal goes through the pager, unless `--no-pager`.
  var pages = false
  var noPager = false

  var helpColumns: Int {
    helpAtTerminalWidth ? TerminalWidth.columns() ?? Help.defaultWidth : Help.defaultWidth
  }

  var wrapColumns: Int? { wraps ? TerminalWidth.columns() : nil }

  func password(prompt: String) -> Secret? {
    guard asksPasswords else { return nil }
    standardOutput.flush()
    return readPassword(prompt: prompt).map { Secret($0) }
  }

  func page(_ text: [UInt8], lines: Int) -> Bool {
    guard pages,
      let argv = Pager.command(
        lines: lines, stdoutIsTerminal: isatty(1) == 1, rows: Pager.rows(), noPager: noPager,
        environment: { getenv($0).map { String(cString: $0) } }, less: Pager.lessOnPath)
    else { return false }
    standardOutput.flush()
    return Pager.show(text, through: argv)
  }

  func takeInterrupt() -> Bool { interrupts && PdxCommandLine.takeInterrupt() }
}
