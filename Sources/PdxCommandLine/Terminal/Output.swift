import Glibc
import PdxText

/// Buffered output on a file descriptor with write(2). A closed pipe (`pdx run … | head -1`)
/// silences the output but not the run: pdx goes on to its verdict and exits with it (1 for a
/// failed flow, 2 for a wrong script), where FileHandle would trap and a plain exit would say 0.
/// Any other write error on stdout (a full disk, a closed descriptor) is not a verdict about
/// the flow: pdx says so on stderr and exits 2. Used from the main thread only (`pdx test`
/// workers keep their output in their own results).
final class Output: @unchecked Sendable {
  let fd: Int32
  /// Flushed past this size, and explicitly before reading input.
  private static let limit = 1 << 16
  /// Raw memory: a replay appends a step's bytes per line, and a copy is all it needs.
  private let storage = UnsafeMutableRawPointer.allocate(byteCount: Output.limit, alignment: 16)
  private var used = 0
  /// Set once the reader went away (EPIPE): what is written from then on is dropped.
  private(set) var readerGone = false

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

  /// Text (its control characters written as visible escapes, docs/reference.md §4.12).
  func text(_ s: String) {
    var s = Visible.text(s)
    s.withUTF8 { bytes(UnsafeRawBufferPointer($0)) }
  }

  /// A terminal control of pdx's own (`\r`, erase the line): its bytes as they are. Only fixed
  /// codes come here, never text, as only `Style.painting` writes a colour's (docs/reference.md
  /// §4.12): text, whatever its source, goes through `text` and shows its controls as escapes.
  func control(_ code: StaticString) {
    code.withUTF8Buffer { bytes(UnsafeRawBufferPointer($0)) }
  }

  func flush() {
    writeAll(UnsafeRawBufferPointer(start: storage, count: used))
    used = 0
  }

  private func writeAll(_ b: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < b.count, !readerGone {
      let n = write(fd, b.baseAddress! + offset, b.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        if errno == EPIPE {
          readerGone = true
          return
        }
        // Nothing more can be shown here; stderr says why (when stderr itself fails, the exit
        // code still does).
        if fd != 2 { cannotWrite(errno) }
        return
      }
      offset += n
    }
  }
}

/// `error: cannot write output: …` on stderr, exit 2.
func cannotWrite(_ error: Int32) -> Never {
  var message = Array("error: cannot write output: \(String(cString: strerror(error)))\n".utf8)
  _ = message.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
  _exit(2)  // lint: one-exit (writing the output failed: nothing more can be said)
}

/// Descriptors 0, 1 and 2 are open from here on. A closed stdin or stderr is opened on
/// /dev/null; a closed stdout is an error, reported before anything is opened (a file opened
/// later would take descriptor 1, and the steps would be written into it).
func checkStandardDescriptors() {
  for fd: Int32 in [0, 2] where fcntl(fd, F_GETFD) < 0 && errno == EBADF {
    let null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
    if null >= 0, null != fd {
      dup2(null, fd)
      close(null)
    }
  }
  if fcntl(1, F_GETFD) < 0 && errno == EBADF { cannotWrite(EBADF) }
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
  exit(code)  // lint: one-exit (finish)
}
