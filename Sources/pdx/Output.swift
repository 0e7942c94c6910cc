import Glibc

/// Buffered output on a file descriptor with write(2). A closed pipe (`pdx run … | head -1`)
/// ends pdx quietly instead of trapping as FileHandle would. Used from the main thread only
/// (`pdx test` workers keep their output in their own results).
final class Output: @unchecked Sendable {
  let fd: Int32
  private var buffer: [UInt8] = []
  /// Flushed past this size, and explicitly before reading input.
  private let limit = 1 << 16

  init(fd: Int32) {
    self.fd = fd
    buffer.reserveCapacity(limit + 4096)
  }

  func line(_ s: String) {
    buffer.append(contentsOf: s.utf8)
    buffer.append(0x0A)
    if buffer.count >= limit { flush() }
  }

  /// Whole lines, already ended by their newlines.
  func bytes(_ b: UnsafeRawBufferPointer) {
    buffer.append(contentsOf: b)
    if buffer.count >= limit { flush() }
  }

  func text(_ s: String) {
    buffer.append(contentsOf: s.utf8)
    if buffer.count >= limit { flush() }
  }

  func flush() {
    var offset = 0
    while offset < buffer.count {
      let n = buffer.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 {
        if errno == EINTR { continue }
        // EPIPE (the reader went away) or another write error: nothing more can be shown.
        _exit(errno == EPIPE ? 0 : 1)
      }
      offset += n
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

let standardOutput = Output(fd: 1)
let standardError = Output(fd: 2)

/// Writes a diagnostic to stderr, after what stdout holds, so the two interleave in order.
func diagnostic(_ s: String) {
  standardOutput.flush()
  standardError.line(s)
  standardError.flush()
}

/// Exits after flushing both streams.
func finish(_ code: Int32) -> Never {
  standardOutput.flush()
  standardError.flush()
  exit(code)
}
