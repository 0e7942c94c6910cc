import Glibc

/// Buffered output on a file descriptor with write(2). A closed pipe (`pdx run … | head -1`)
/// ends pdx quietly instead of trapping as FileHandle would. Used from the main thread only
/// (`pdx test` workers keep their output in their own results).
final class Output: @unchecked Sendable {
  let fd: Int32
  /// Flushed past this size, and explicitly before reading input.
  private static let limit = 1 << 16
  /// Raw memory: a replay appends a step's bytes per line, and a copy is all it needs.
  private let storage = UnsafeMutableRawPointer.allocate(byteCount: Output.limit, alignment: 16)
  private var used = 0

  init(fd: Int32) { self.fd = fd }

  deinit { storage.deallocate() }

  func line(_ s: String) {
    text(s)
    var newline = UInt8(0x0A)
    withUnsafeBytes(of: &newline) { bytes($0) }
  }

  /// Whole lines, already ended by their newlines.
  func bytes(_ b: UnsafeRawBufferPointer) {
    guard b.count > 0 else { return }
    if used + b.count > Output.limit { flush() }
    guard b.count <= Output.limit else { return writeAll(b) }
    (storage + used).copyMemory(from: b.baseAddress!, byteCount: b.count)
    used += b.count
  }

  func text(_ s: String) {
    var s = s
    s.withUTF8 { bytes(UnsafeRawBufferPointer($0)) }
  }

  func flush() {
    writeAll(UnsafeRawBufferPointer(start: storage, count: used))
    used = 0
  }

  private func writeAll(_ b: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < b.count {
      let n = write(fd, b.baseAddress! + offset, b.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        // EPIPE (the reader went away) or another write error: nothing more can be shown.
        _exit(errno == EPIPE ? 0 : 1)
      }
      offset += n
    }
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
