// The password prompt: a line read from the terminal with echo off.

import CLibEdit
import Glibc
import Synchronization

/// Reads a password from the terminal without echo (termios ECHO off, always restored, also on
/// Ctrl-C), printing `prompt` to stderr first. The terminal is stdin when it is one, /dev/tty
/// otherwise. Nil on EOF, on Ctrl-C, or when there is no terminal (then a caller reading piped
/// input takes the password from its `PlainLineSource`).
func readPassword(prompt: String) -> String? {
  installInterruptHandler()
  _ = takeInterrupt()
  pdx_no_core_dumps()
  var fd: Int32 = 0
  if isatty(0) != 1 {
    fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
  }
  defer {
    if fd != 0 { close(fd) }
  }
  var saved = termios()
  let restore = tcgetattr(fd, &saved) == 0
  var ending = EndingSignals()
  if restore {
    // SIGTERM, SIGHUP or SIGQUIT while echo is off: echo back on, then the signal's own end.
    ending.install(restoring: saved, on: fd)
    var quiet = saved
    quiet.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK | ECHONL)
    _ = tcsetattr(fd, TCSAFLUSH, &quiet)
  }
  defer {
    if restore { _ = tcsetattr(fd, TCSANOW, &saved) }
    ending.restore()
    var newline: [UInt8] = [UInt8(ascii: "\n")]
    writeAll(2, &newline)
  }
  // The prompt comes once echo is off: what is typed after it never shows.
  fflush(nil)
  var promptBytes = Array(prompt.utf8)
  writeAll(2, &promptBytes)
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 256)
  defer {
    for index in bytes.indices { bytes[index] = 0 }
    for index in chunk.indices { chunk[index] = 0 }
  }
  while true {
    if takeInterrupt() { return nil }
    guard waitForInput(fd) else { continue }
    let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if count > 0 {
      if let newline = chunk[0..<count].firstIndex(of: UInt8(ascii: "\n")) {
        bytes += chunk[0..<newline]
        break
      }
      bytes += chunk[0..<count]
    } else if count == 0 {
      if bytes.isEmpty { return nil }
      break
    } else if errno != EINTR && errno != EAGAIN {
      return nil
    }
  }
  if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
  return String(decoding: bytes, as: UTF8.self)
}

/// The terminal's settings to put back, and where, for `EndingSignals`' handler.
nonisolated(unsafe) private let echoingTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
private let echoingFD = Atomic<Int32>(-1)

/// Handlers for the signals that end pdx (SIGTERM, SIGHUP, SIGQUIT) while echo is off: each puts
/// the terminal's settings back (tcsetattr is async-signal-safe), then gives the signal its
/// default action again and raises it, so pdx still ends as that signal says (143 for SIGTERM).
/// At the shell's prompt libedit does the same.
struct EndingSignals {
  private var saved: [(signal: Int32, action: sigaction)] = []

  mutating func install(restoring settings: termios, on fd: Int32) {
    echoingTermios.pointee = settings
    echoingFD.store(fd, ordering: .releasing)
    for signal in [SIGTERM, SIGHUP, SIGQUIT] {
      var previous = sigaction()
      // Whatever handles it now (for SIGQUIT, the Swift runtime's backtracer, which would
      // wait at an interactive prompt with echo still off): this one, for the prompt's time.
      guard pdx_sigaction_no_restart(signal, endingHandler, &previous) == 0 else { continue }
      saved.append((signal, previous))
    }
  }

  func restore() {
    echoingFD.store(-1, ordering: .releasing)
    for entry in saved.reversed() {
      var action = entry.action
      _ = pdx_sigaction_restore(entry.signal, &action)
    }
  }
}

private func endingHandler(_ signal: Int32) {
  let fd = echoingFD.load(ordering: .acquiring)
  if fd >= 0 { _ = tcsetattr(fd, TCSANOW, echoingTermios) }
  Glibc.signal(signal, SIG_DFL)
  raise(signal)
}
