// The password prompt: a line read from the terminal with echo off.

import Glibc

/// Reads a password from the terminal without echo (termios ECHO off, always restored, also on
/// Ctrl-C), printing `prompt` to stderr first. The terminal is stdin when it is one, /dev/tty
/// otherwise. Nil on EOF, on Ctrl-C, or when there is no terminal (then a caller reading piped
/// input takes the password from its `PlainLineSource`).
func readPassword(prompt: String) -> String? {
  installInterruptHandler()
  _ = takeInterrupt()
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
  if restore {
    var quiet = saved
    quiet.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK | ECHONL)
    _ = tcsetattr(fd, TCSAFLUSH, &quiet)
  }
  defer {
    if restore { _ = tcsetattr(fd, TCSANOW, &saved) }
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
