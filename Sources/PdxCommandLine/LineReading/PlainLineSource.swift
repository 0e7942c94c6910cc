// The line reading layer of the shell: libedit on a terminal, plain read(2) otherwise. This file
// holds what a read gives, the `LineSource` both kinds of reading share, and the plain reading;
// the libedit source is in EditLineSource.swift, the signals they wait with in Signals.swift.
//
// Output written by this layer goes through write(2) on fd 1 and 2 (never Foundation's
// FileHandle, which traps on EPIPE), and Foundation is not imported, to keep start-up fast.

import Glibc

// MARK: - Lines and sources

/// What one attempt at reading a line gave.
enum LineReadResult: Equatable {
  /// A line, without its "\n".
  case line(String)
  /// Ctrl-C: the line being typed was abandoned; the caller shows a fresh prompt.
  case interrupted
  /// End of input: Ctrl-D on an empty line, the end of piped input, or a terminal gone away.
  case endOfFile
}

/// Where the shell's lines come from.
protocol LineSource: AnyObject {
  func readLine(prompt: String) -> LineReadResult
}

// MARK: - Plain reading

/// Plain reading when stdin is not a terminal: no prompt printed, no libedit. Reads bytes with
/// read(2) in large chunks and splits them on "\n" (a trailing "\r" is kept: the caller strips
/// CRLF). The last line is returned even without a final newline; invalid UTF-8 is decoded with
/// replacement characters; NUL bytes and very long lines are fine.
final class PlainLineSource: LineSource {
  private static let chunkSize = 1 << 16

  private let fd: Int32
  /// Bytes read and not yet returned start at `start`.
  private var buffer: [UInt8] = []
  private var start = 0
  /// No "\n" lies in `buffer[start..<scanned]`.
  private var scanned = 0
  private var chunk = [UInt8](repeating: 0, count: PlainLineSource.chunkSize)
  private var reachedEnd = false

  init(fd: Int32 = 0) {
    self.fd = fd
  }

  /// The prompt is ignored. Read errors count as the end of input. With the handler of
  /// `installInterruptHandler`, a Ctrl-C pending when input must be waited for gives
  /// `.interrupted` (and is taken).
  func readLine(prompt: String) -> LineReadResult {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[start..<newline], as: UTF8.self)
        start = newline + 1
        scanned = start
        return .line(line)
      }
      scanned = buffer.count
      if reachedEnd {
        guard start < buffer.count else { return .endOfFile }
        let line = String(decoding: buffer[start...], as: UTF8.self)
        start = buffer.count
        scanned = start
        return .line(line)
      }
      if start > 0 {
        buffer.removeSubrange(0..<start)
        scanned -= start
        start = 0
      }
      if takeInterrupt() { return .interrupted }
      guard waitForInput(fd) else { continue }
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.append(contentsOf: chunk[0..<count])
      } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
        if takeInterrupt() { return .interrupted }
      } else {
        reachedEnd = true
      }
    }
  }
}
