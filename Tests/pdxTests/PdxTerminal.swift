import Glibc

/// pdx driven on a terminal as a person would: start it, type a line and read what comes back,
/// press a key, leave. The terminal tests start pdx and type through here, so that the dance
/// of the pseudo-terminal (send, wait for the text, wait until libedit reads keys again) is
/// written once.
extension PTYSession {
  /// The prompt of a fresh session.
  static let freshPrompt = "pdx formulario> "

  /// The environment pdx's terminal tests give it: an xterm, UTF-8, no colour, the system's
  /// PATH, `PAGER=cat` (help taller than the terminal is read as written, not waited on in
  /// less: PagerTests set a pager of their own), `home` as HOME (none when nil) and coverage's
  /// profile passed on; `extra` over it (an empty value removes the variable).
  static func environment(home: String?, _ extra: [String: String] = [:]) -> [String: String] {
    var env = [
      "TERM": "xterm", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "NO_COLOR": "1", "PAGER": "cat",
    ]
    if let home { env["HOME"] = home }
    if let profile = getenv("LLVM_PROFILE_FILE") {
      env["LLVM_PROFILE_FILE"] = String(cString: profile)
    }
    for (name, value) in extra { env[name] = value.isEmpty ? nil : value }
    return env
  }

  /// pdx with `arguments` on a terminal `columns` wide and `rows` high, in `environment`; once
  /// it has shown `prompt` and reads keys (at once, when `prompt` is nil). Returns the session
  /// and what it showed up to the prompt.
  static func pdx(
    _ arguments: [String] = [], environment: [String: String], columns: UInt16 = 80,
    rows: UInt16 = 24, prompt: String? = freshPrompt
  ) throws -> (session: PTYSession, shown: String) {
    let s = try PTYSession(
      executable: pdxExecutable(), arguments: arguments, environment: environment,
      columns: columns, rows: rows)
    guard let prompt else { return (s, "") }
    let shown = try s.expect(prompt)
    try s.waitForRawMode()
    return (s, shown)
  }

  /// The interactive shell with a home of its own (`home`), at its first prompt.
  static func shell(home: String?, _ extra: [String: String] = [:], columns: UInt16 = 80) throws
    -> PTYSession
  {
    try pdx(environment: environment(home: home, extra), columns: columns).session
  }

  /// Types `line` and Enter, waits for each of `shown` in order, then until pdx reads keys
  /// again. Returns the output up to the last text waited for.
  @discardableResult
  func enter(_ line: String, shows shown: String...) throws -> String {
    try press(line + "\r", shown)
  }

  /// Presses `keys` (TAB, Ctrl-L, Up: "\t", "\u{C}", "\u{1B}[A"), waits for each of `shown` in
  /// order, then until pdx reads keys again.
  @discardableResult
  func press(_ keys: String, shows shown: String...) throws -> String {
    try press(keys, shown)
  }

  private func press(_ keys: String, _ shown: [String]) throws -> String {
    send(keys)
    var upTo = ""
    for text in shown { upTo = try expect(text) }
    try waitForRawMode()
    return upTo
  }

  /// Ctrl-D at the prompt: pdx ends. Its exit status.
  func endInput() throws -> Int32 {
    send("\u{4}")
    return try waitForExit()
  }
}
