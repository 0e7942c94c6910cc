import CLibEdit
import Glibc
import PdxText

/// Help taller than the terminal, through a pager as git sends its own (docs/reference.md §4.7):
/// `$PAGER` through `/bin/sh -c`, else `less -FRX` when less is on the PATH; only when stdout is
/// a terminal, never with `--no-pager`. A pager that cannot start leaves the text to be written
/// straight out: help is never lost.
enum Pager {
  /// The program to start for a text of `lines` lines (its arguments, the program first), or nil
  /// for the text to be written straight out: stdout is not a terminal, `--no-pager` was given,
  /// the text fits in the terminal's `rows`, `PAGER` is empty or `cat` (git's two ways of saying
  /// no pager), or it is unset and there is no less.
  static func command(
    lines: Int, stdoutIsTerminal: Bool, rows: Int, noPager: Bool,
    environment: (String) -> String?, less: () -> String?
  ) -> [String]? {
    guard stdoutIsTerminal, !noPager, lines > rows else { return nil }
    if let pager = environment("PAGER") {
      if pager.isEmpty || pager == "cat" { return nil }
      return ["/bin/sh", "-c", pager]
    }
    return less().map { [$0, "-FRX"] }
  }

  /// The terminal's rows on stdout: what it says, else LINES (which `Bounds` sets to 24 on a
  /// terminal of no size), else 24.
  static func rows() -> Int {
    var size = winsize()
    if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
    if let text = getenv("LINES"), let n = Int(String(cString: text)), n > 0 { return n }
    return 24
  }

  /// less's path, the first executable one in PATH's folders (none without a PATH, as git).
  static func lessOnPath() -> String? {
    guard let path = getenv("PATH").map({ String(cString: $0) }) else { return nil }
    for folder in path.split(separator: ":", omittingEmptySubsequences: false) {
      let candidate = (folder.isEmpty ? "." : String(folder)) + "/less"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// Writes `lines` to stdout as `Output.line` would, through the pager when `command` chooses
  /// one and it starts; straight out otherwise.
  static func write(_ lines: [String], noPager: Bool, environment: (String) -> String?) {
    var text: [UInt8] = []
    for line in lines { text += Array(Visible.text(line).utf8) + [0x0A] }
    write(text, lines: lines.count, noPager: noPager, environment: environment)
  }

  /// Writes `text` (whole lines, `lines` of them) to stdout, through the pager when `command`
  /// chooses one and it starts; straight out otherwise.
  static func write(
    _ text: [UInt8], lines: Int, noPager: Bool, environment: (String) -> String?
  ) {
    let argv = command(
      lines: lines, stdoutIsTerminal: isatty(1) == 1, rows: rows(), noPager: noPager,
      environment: environment, less: lessOnPath)
    standardOutput.flush()
    if let argv, show(text, through: argv) { return }
    text.withUnsafeBytes { standardOutput.bytes($0) }
    standardOutput.flush()
  }

  /// Starts `argv` with `text` on its stdin and the terminal on its stdout, and waits for it.
  /// False when it could not start: no process, or a shell that could not find or run the
  /// command (its exit 126 or 127); the caller then writes the text itself. The user quitting
  /// early (less's `q`) closes the pipe: the rest is not written, and nothing is said.
  static func show(_ text: [UInt8], through argv: [String]) -> Bool {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return false }
    // Neither end is the pager's but through its stdin: with the write end open in it, it would
    // never see the text end.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    // pdx ignores SIGPIPE, and an ignored signal stays ignored across exec: the pager gets the
    // defaults back, and no signal blocked.
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for s in [SIGPIPE, SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU] { sigaddset(&defaults, s) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    var pid: pid_t = 0
    let started = withEnvironment { envp in
      withCStrings(argv) { args in posix_spawn(&pid, argv[0], &actions, &attributes, args, envp) }
    }
    close(ends[0])
    guard started == 0 else {
      close(ends[1])
      return false
    }
    // Ctrl-C and Ctrl-\ belong to the pager while it shows the text, as system(3) has it.
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    var oldInterrupt = sigaction()
    var oldQuit = sigaction()
    sigaction(SIGINT, &ignore, &oldInterrupt)
    sigaction(SIGQUIT, &ignore, &oldQuit)
    var bytes = text
    writeAll(ends[1], &bytes)
    close(ends[1])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    sigaction(SIGINT, &oldInterrupt, nil)
    sigaction(SIGQUIT, &oldQuit, nil)
    let exited = status & 0x7F == 0
    let code = (status >> 8) & 0xFF
    return !(exited && (code == 126 || code == 127))
  }

  /// The environment for the pager: pdx's, with `LESS=FRX` when LESS is not set (as git gives
  /// it, so that a `PAGER=less` also quits on a short text and keeps colours), and
  /// `LESSCHARSET=utf-8` when neither LESSCHARSET nor LESSCHARDEF is: pdx writes UTF-8 whatever
  /// the locale, and less, under a locale the machine has not generated (`LANG=es_ES.UTF-8` with
  /// only C), would show «opción» as `opci<C3><B3>n`.
  private static func withEnvironment<T>(
    _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> T
  ) -> T {
    var entries: [String] = []
    var p = environ
    while let entry = p.pointee {
      entries.append(String(cString: entry))
      p += 1
    }
    return withCStrings(environment(entries)) { body(UnsafePointer($0)) }
  }

  /// `entries` (`NAME=value`), with what the pager gets that they do not set.
  static func environment(_ entries: [String]) -> [String] {
    func has(_ name: String) -> Bool { entries.contains { $0.hasPrefix(name + "=") } }
    var out = entries
    if !has("LESS") { out.append("LESS=FRX") }
    if !has("LESSCHARSET") && !has("LESSCHARDEF") { out.append("LESSCHARSET=utf-8") }
    return out
  }

  /// `strings` as a NULL-ended array of C strings, alive during `body`.
  private static func withCStrings<T>(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> T
  ) -> T {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
    defer { for p in pointers { free(p) } }
    return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
  }
}
