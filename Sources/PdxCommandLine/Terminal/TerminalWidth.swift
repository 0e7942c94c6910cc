import CLibEdit
import Glibc

/// The width of the terminal on stdout, asked in one place: help, narration, `compare`, the
/// walkthrough's hint, libedit's redraw and its completion listing all lay out for it.
enum TerminalWidth {
  /// The columns of the terminal on stdout — what it says (TIOCGWINSZ), else COLUMNS — clamped
  /// to 1…1,000 (Bounds); nil when stdout is not a terminal, or when neither says.
  static func columns() -> Int? {
    guard isatty(1) == 1 else { return nil }
    let reported = Int(pdx_terminal_columns(1))
    if reported > 0 { return Bounds.clampedColumns(reported) }
    if let text = getenv("COLUMNS"), let n = Int(String(cString: text)), n > 0 {
      return Bounds.clampedColumns(n)
    }
    return nil
  }
}
