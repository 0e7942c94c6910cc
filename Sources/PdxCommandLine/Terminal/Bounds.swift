// Every number pdx reads from outside has a bound (docs/reference.md §6.3): an option's value
// past it is an invocation error; a terminal size or COLUMNS/LINES past it is clamped, since
// neither pdx's layout nor libedit's screen (columns × lines cells, allocated at once) may be
// asked for gigabytes.

import CLibEdit
import Glibc

enum Bounds {
  /// The widest layout: help, narration, `compare --width`, and libedit's screen.
  static let columns = 1_000
  /// The tallest terminal libedit is given.
  static let lines = 1_000
  /// `--shard K/N`: N at most.
  static let shards = 1_000_000
  /// `check --depth`, `graph --states --depth`.
  static let depth = 1_000
  /// `explore --steps`.
  static let steps = 1_000_000_000

  /// A width read from the terminal or COLUMNS, clamped to 1…`columns`.
  static func clampedColumns(_ n: Int) -> Int { min(max(n, 1), columns) }

  /// COLUMNS and LINES as pdx and libedit (through terminfo, which honours them when the
  /// terminal does not say) will read them: a number past the bound is clamped to it, one below
  /// 1 or not a number at all is removed; on a terminal of no size, 80 × 24. Called first
  /// thing, before any thread or libedit.
  static func boundTerminalEnvironment() {
    for (name, limit) in [("COLUMNS", columns), ("LINES", lines)] {
      guard let raw = getenv(name) else { continue }
      let text = String(cString: raw)
      let digits = text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
      if !digits || text.isEmpty || text.utf8.allSatisfy({ $0 == UInt8(ascii: "0") }) {
        unsetenv(name)
      } else if Int(text).map({ $0 > limit }) ?? true {
        setenv(name, String(limit), 1)
      }
    }
    // A terminal that says 0 columns (a console whose size was never set): libedit would then
    // wait for ever, even for Ctrl-D. It gets the usual 80 × 24 unless COLUMNS/LINES say.
    var size = winsize()
    guard isatty(1) == 1, ioctl(1, UInt(TIOCGWINSZ), &size) == 0 else { return }
    if size.ws_col == 0, getenv("COLUMNS") == nil { setenv("COLUMNS", "80", 1) }
    if size.ws_row == 0, getenv("LINES") == nil { setenv("LINES", "24", 1) }
  }

  /// Whether the terminal on stdout is small enough for libedit's screen (a terminal that says
  /// 65535 × 65535 would have it allocate and redraw billions of cells).
  static var terminalFitsLineEditing: Bool {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0 else { return true }
    return Int(size.ws_col) <= columns && Int(size.ws_row) <= lines
  }
}
