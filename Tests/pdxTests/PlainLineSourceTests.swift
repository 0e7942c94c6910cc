// The parts of the line reading layer (Sources/PdxCommandLine/LineReading/) that need no terminal.

import Glibc
import Testing

@testable import PdxCommandLine

@Suite struct PlainLineSourceTests {
  /// A PlainLineSource reading `bytes` from a temporary file.
  private func source(_ bytes: [UInt8]) throws -> (PlainLineSource, Int32) {
    var template = Array("/tmp/pdx-plain-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    try #require(fd >= 0)
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
      try #require(count > 0)
      offset += count
    }
    lseek(fd, 0, SEEK_SET)
    return (PlainLineSource(fd: fd), fd)
  }

  private func lines(_ bytes: [UInt8]) throws -> [LineReadResult] {
    let (reader, fd) = try source(bytes)
    defer { close(fd) }
    var results: [LineReadResult] = []
    while true {
      let result = reader.readLine(prompt: "ignored> ")
      results.append(result)
      if result == .endOfFile { break }
    }
    #expect(reader.readLine(prompt: "") == .endOfFile)
    return results
  }

  @Test func splitsOnNewlinesAndKeepsCarriageReturns() throws {
    let results = try lines(Array("one\r\ntwo\n\nlast".utf8))
    #expect(results == [.line("one\r"), .line("two"), .line(""), .line("last"), .endOfFile])
  }

  @Test func emptyInputIsEndOfFile() throws {
    #expect(try lines([]) == [.endOfFile])
    #expect(try lines([10]) == [.line(""), .endOfFile])
  }

  @Test func nulBytesAndInvalidUTF8AreKept() throws {
    let results = try lines([0x61, 0x00, 0x62, 0xFF, 0x63, 0x0A])
    #expect(results == [.line("a\u{0}b\u{FFFD}c"), .endOfFile])
  }

  @Test func oneMegabyteLines() throws {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
    let results = try lines(long + [10] + long)
    let expected = String(repeating: "x", count: 1 << 20)
    #expect(results == [.line(expected), .line(expected), .endOfFile])
  }

  /// Runs where the tests have no terminal (CI); changing fd 0 here would disturb the PTY tests
  /// running at the same time.
  @Test(.enabled(if: isatty(0) == 0 || isatty(1) == 0, "stdin and stdout are a terminal"))
  func editLineSourceNeedsATerminal() {
    #expect(EditLineSource(programName: "pdx") == nil)
  }
}
