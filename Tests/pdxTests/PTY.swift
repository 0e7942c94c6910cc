// A test helper that drives a real program through a pseudo-terminal (forkpty), as a person at
// an 80x24 terminal would: send keys, wait for text, wait for the exit.

import Glibc

/// What went wrong in a `PTYSession`; the description holds the whole output captured so far.
struct PTYError: Error, CustomStringConvertible {
  let description: String
}

/// A program running on the slave side of a pseudo-terminal (80 columns, 24 rows, the usual
/// cooked mode with echo) with this object on the master side. Reading never blocks for longer
/// than the timeout given; the program is killed in deinit if it is still running.
final class PTYSession {
  /// How long a wait for output, a terminal mode or an exit may take before the test fails:
  /// generous, since only a failing test waits that long (a loaded machine once took more than
  /// 30 s for a prompt). No test depends on how fast anything is. `PDX_TEST_PATIENCE` (seconds)
  /// sets another: Scripts/mutate's, shorter, so that a mutant which takes a prompt away is
  /// caught without each terminal test waiting five minutes for it.
  static let patience: Double = {
    if let text = getenv("PDX_TEST_PATIENCE"), let seconds = Double(String(cString: text)),
      seconds > 0
    {
      return seconds
    }
    return 300
  }()

  /// The program's process id.
  let pid: pid_t
  private let master: Int32
  private var captured: [UInt8] = []
  /// `expect` searches from here: the end of its previous match.
  private var searchStart = 0
  private var exitCode: Int32?
  private var masterClosedBySlave = false

  /// Everything the program wrote to the terminal so far (with the terminal's echo of what was
  /// sent, "\r\n" line ends and any escape sequences).
  var output: String { String(decoding: captured, as: UTF8.self) }

  /// Starts `executable` (a path; no PATH search) with `arguments` and exactly `environment`
  /// (nothing is inherited: pass TERM, HOME, LANG... as needed; `PDX_CACHE_DIR` and coverage's
  /// profile are added when missing, `childEnvironment`), on a terminal `columns` wide.
  init(
    executable: String, arguments: [String], environment: [String: String], columns: UInt16 = 80,
    rows: UInt16 = 24
  ) throws {
    guard access(executable, X_OK) == 0 else {
      throw PTYError(description: "\(executable) is not an executable file")
    }
    // Everything the child needs is made before fork: between fork and exec it only makes
    // system calls (the test process has other threads, whose locks the child inherits).
    guard let path = strdup(executable) else { throw PTYError(description: "out of memory") }
    let argv = Self.cStringArray([executable] + arguments)
    let envp = Self.cStringArray(
      childEnvironment(environment).sorted { $0.key < $1.key }.map { "\($0)=\($1)" })
    defer {
      free(path)
      Self.freeArray(argv)
      Self.freeArray(envp)
    }
    var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    var master: Int32 = -1
    // Under the spawn lock, with the master close-on-exec before it is let go (Spawning.swift):
    // no other test's program may hold this terminal open. The child never returns from the
    // closure (the lock is the parent's to release): it execs or exits.
    let pid = withSpawnLock { () -> pid_t in
      let pid = forkpty(&master, nil, nil, &window)
      if pid == 0 {
        // Default signal handling (ignored signals and the mask survive exec), then exec.
        signal(SIGINT, SIG_DFL)
        signal(SIGQUIT, SIG_DFL)
        signal(SIGTSTP, SIG_DFL)
        signal(SIGTTIN, SIG_DFL)
        signal(SIGTTOU, SIG_DFL)
        signal(SIGPIPE, SIG_DFL)
        signal(SIGHUP, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        sigprocmask(SIG_SETMASK, &noSignals, nil)
        execve(path, argv, envp)
        _exit(127)
      }
      if pid > 0 { _ = fcntl(master, F_SETFD, FD_CLOEXEC) }
      return pid
    }
    guard pid > 0 else {
      throw PTYError(description: "forkpty failed: \(String(cString: strerror(errno)))")
    }
    self.pid = pid
    self.master = master
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
  }

  deinit {
    if exitCode == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
    close(master)
  }

  /// Types `text` (use "\r" or "\n" for Enter, "\u{3}" for Ctrl-C, "\u{4}" for Ctrl-D, "\t" for
  /// TAB, "\u{1B}[A" for Up). Gives up after 60 seconds if the terminal takes no more input.
  func send(_ text: String) {
    var bytes = Array(text.utf8)[...]
    let deadline = Self.now() + 60
    while !bytes.isEmpty && Self.now() < deadline {
      let count = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes = bytes.dropFirst(count)
      } else if count < 0 && (errno == EAGAIN || errno == EINTR) {
        pump(seconds: 0.05)  // keep reading, so that the program is not stuck writing
      } else {
        return
      }
    }
  }

  /// Waits until `substring` appears in the output after the end of the previous match, and
  /// returns the output from the start up to and including the match. Throws, with the whole
  /// output, after `timeout` seconds or when the program is gone without writing it.
  @discardableResult
  func expect(_ substring: String, timeout: Double = PTYSession.patience) throws -> String {
    let needle = Array(substring.utf8)
    let deadline = Self.now() + timeout
    while true {
      if let end = find(needle) {
        searchStart = end
        return String(decoding: captured[..<end], as: UTF8.self)
      }
      let left = deadline - Self.now()
      if left <= 0 || masterClosedBySlave {
        let why = left <= 0 ? "timed out after \(timeout) s" : "the program closed the terminal"
        throw PTYError(
          description: "\(why) waiting for \(substring.debugDescription); output:\n\(output)"
        )
      }
      pump(seconds: min(left, 0.1))
    }
  }

  /// Waits until the program has put the terminal in non-canonical mode, as libedit does while it
  /// waits for keys (after printing the prompt). Keys sent before then meet the terminal's own
  /// line editing: its echo, and Ctrl-D, Ctrl-U, Ctrl-W, Backspace are taken by it (a Ctrl-D
  /// becomes a NUL byte). Throws, with the output, on timeout.
  func waitForRawMode(timeout: Double = PTYSession.patience) throws {
    let deadline = Self.now() + timeout
    while true {
      var settings = termios()
      if tcgetattr(master, &settings) == 0 && settings.c_lflag & tcflag_t(ICANON) == 0 {
        return
      }
      if Self.now() >= deadline || masterClosedBySlave {
        throw PTYError(
          description: "the terminal stayed in canonical mode for \(timeout) s; output:\n\(output)"
        )
      }
      pump(seconds: 0.01)
    }
  }

  /// Whether the terminal echoes what is typed (its ECHO flag), as the program left it; also
  /// after the program ended (the settings live as long as this side is open).
  var echoes: Bool {
    var settings = termios()
    return tcgetattr(master, &settings) == 0 && settings.c_lflag & tcflag_t(ECHO) != 0
  }

  /// Waits until the terminal's echo is `on` (true) or off. Throws, with the output, on timeout.
  func waitForEcho(_ on: Bool, timeout: Double = 120) throws {
    let deadline = Self.now() + timeout
    while echoes != on {
      if Self.now() >= deadline || masterClosedBySlave {
        throw PTYError(description: "echo stayed \(on ? "off" : "on"); output:\n\(output)")
      }
      pump(seconds: 0.01)
    }
  }

  /// Waits for the program to end and returns its exit code (128 + the signal's number when a
  /// signal ended it), reading its output meanwhile. Throws, with the output, on timeout.
  @discardableResult
  func waitForExit(timeout: Double = PTYSession.patience) throws -> Int32 {
    if let exitCode { return exitCode }
    let deadline = Self.now() + timeout
    while true {
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        exitCode = code
        // Collect what is still buffered in the terminal.
        let drainEnd = Self.now() + 0.5
        while !masterClosedBySlave && Self.now() < drainEnd { pump(seconds: 0.05) }
        return code
      }
      if result < 0 && errno != EINTR {
        throw PTYError(description: "waitpid failed: \(String(cString: strerror(errno)))")
      }
      let left = deadline - Self.now()
      if left <= 0 {
        throw PTYError(
          description: "timed out after \(timeout) s waiting for the exit; output:\n\(output)"
        )
      }
      pump(seconds: min(left, 0.05))
    }
  }

  // MARK: Helpers

  /// Reads what the program wrote, waiting at most `seconds` for something to arrive.
  private func pump(seconds: Double) {
    guard !masterClosedBySlave else { return }
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32(max(seconds, 0) * 1000))
    guard ready > 0 else { return }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count > 0 {
        captured += chunk[0..<count]
        continue
      }
      if count < 0 && errno == EINTR { continue }
      if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
        // Linux: EIO once no process has the slave side open any more.
        masterClosedBySlave = true
      }
      return
    }
  }

  private func find(_ needle: [UInt8]) -> Int? {
    guard !needle.isEmpty else { return searchStart }
    guard captured.count - searchStart >= needle.count else { return nil }
    for start in searchStart...(captured.count - needle.count)
    where captured[start..<start + needle.count].elementsEqual(needle) {
      return start + needle.count
    }
    return nil
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static func cStringArray(
    _ strings: [String]
  ) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
    let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
      capacity: strings.count + 1
    )
    for (index, string) in strings.enumerated() { array[index] = strdup(string) }
    array[strings.count] = nil
    return array
  }

  private static func freeArray(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) {
    var index = 0
    while let string = array[index] {
      free(string)
      index += 1
    }
    array.deallocate()
  }
}

/// The `pdx` executable built with the tests: in the products directory (.build/debug, or
/// <scratch path>/<triple>/debug) next to the test executable. PDX_EXECUTABLE overrides it.
func pdxExecutable() -> String {
  if let override = getenv("PDX_EXECUTABLE") { return String(cString: override) }
  var directories: [String] = []
  if let testExecutable = testExecutable() {
    directories.append(parentDirectory(of: testExecutable))
  }
  if let argument = CommandLine.arguments.first, argument.contains("/") {
    directories.append(parentDirectory(of: argument))
  }
  // On Darwin the tests live in a bundle: <products>/pdxPackageTests.xctest/Contents/MacOS/...
  directories += directories.compactMap { directory in
    let components = directory.split(separator: "/", omittingEmptySubsequences: false)
    return components.firstIndex { $0.hasSuffix(".xctest") }.map {
      components[..<$0].joined(separator: "/")
    }
  }
  for directory in directories {
    let candidate = directory + "/pdx"
    if access(candidate, X_OK) == 0 { return candidate }
  }
  return (directories.first ?? ".") + "/pdx"
}

/// The running test executable (Linux: <products>/pdxPackageTests.xctest), from /proc/self/exe.
func testExecutable() -> String? {
  var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
  let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  guard length > 0 else { return nil }
  return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

private func parentDirectory(of path: String) -> String {
  guard let slash = path.lastIndex(of: "/") else { return "." }
  return slash == path.startIndex ? "/" : String(path[..<slash])
}
