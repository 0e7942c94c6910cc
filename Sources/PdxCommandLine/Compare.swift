import CLibEdit
import Glibc
import PokedexCore
import PokedexShell

/// What `pdx compare --help` explains.
enum CompareText {
  static var details: [String] {
    [
      "The script runs twice, line by line in step: once from a fresh iOS world and once from a"
        + " fresh Android one (with --no-accounts, both without accounts). After each line the"
        + " two worlds are compared path by path (dispositivo.plataforma aside), and only the"
        + " lines that set them apart, or brought them back together, are printed: under"
        + " `file:line: command`, each path with its value on iOS and on Android, a command"
        + " accepted on one side and rejected on the other with the reason, an expect that holds"
        + " on one side only, and `the same again:` for paths that agree again.",
      "Side by side, iOS left and Android right, on a terminal of at least"
        + " \(CompareRenderer.sideBySideWidth) columns (or with --width N); otherwise each"
        + " value under its platform, one after the other. The last line counts the lines that"
        + " differ. The same script gives the same bytes.",
      "Nothing stops the run: a rejection or a failing expect on one side is a difference, not"
        + " a failure. `platform X` starts both sides over, each on its own platform; `run FILE`"
        + " is followed into FILE; transcript blocks are not checked. Passwords are masked.",
      "Exit 0 when the two worlds agree at every line, 1 when they differ, 2 when the script is"
        + " wrong (an error names its file:line) or the invocation is.",
    ]
  }
}

/// `pdx compare FILE`: the comparison, laid out for the terminal, and its verdict as the exit
/// code.
func runCompare(_ path: String, _ inv: CommandLineOptions) -> Never {
  if inv.given.contains("--platform") {
    invocationError("compare runs the script on ios and on android: --platform does not apply")
  }
  if inv.options.format == .json {
    invocationError("compare prints text only: --format json does not apply")
  }
  let script: Script
  do {
    if path == "-" {
      var stdin = ScriptStream(fd: 0, path: "<stdin>")
      script = try stdin.collect()
    } else {
      script = try ScriptReader.read(path: path)
    }
  } catch {
    diagnostic("error: " + error.description)
    finish(2)
  }
  let comparison: Comparison
  do {
    comparison = try Comparer(hayCuentas: inv.options.hayCuentas).compare(script)
  } catch {
    diagnostic("error: " + error.message)
    for line in error.trail { diagnostic(line) }
    finish(2)
  }
  let width = inv.width ?? terminalWidth()
  var o = OutputBuffer()
  CompareRenderer.write(comparison, width: width, style: Style(color: inv.options.color), into: &o)
  o.withBytes(standardOutput.bytes)
  finish(comparison.agree ? 0 : 1)
}

/// The terminal's columns when stdout is one; nil otherwise (a pipe, a file).
func terminalWidth() -> Int? {
  guard isatty(1) == 1 else { return nil }
  let columns = Int(pdx_terminal_columns(1))
  return columns > 0 ? Bounds.clampedColumns(columns) : nil
}
