// Proves the PTY harness (PTY.swift) against ordinary programs, and checks the parts of the line
// reading layer (Sources/pdx/LineReading/) that need no terminal.

import Glibc
import Testing

@testable import pdx

@Suite struct PTYSessionTests {
  @Test func catEchoesWhatIsTyped() throws {
    let session = try PTYSession(executable: "/bin/cat", arguments: [], environment: [:])
    session.send("hello pty\n")
    // The terminal's echo of the line, then cat's copy of it.
    try session.expect("hello pty\r\nhello pty\r\n")
    session.send("\u{4}")
    #expect(try session.waitForExit() == 0)
  }

  @Test func shellReadsALine() throws {
    let session = try PTYSession(
      executable: "/bin/sh",
      arguments: ["-c", "read x; echo got:$x"],
      environment: ["PATH": "/usr/bin:/bin"]
    )
    session.send("pikachu\r")
    let output = try session.expect("got:pikachu")
    #expect(output.hasPrefix("pikachu\r\n"))
    #expect(try session.waitForExit() == 0)
    #expect(session.output.hasSuffix("got:pikachu\r\n"))
  }

  @Test func terminalIsEightyByTwentyFour() throws {
    let session = try PTYSession(
      executable: "/bin/sh",
      arguments: ["-c", "test -t 0 && test -t 1 && stty size"],
      environment: ["PATH": "/usr/bin:/bin"]
    )
    try session.expect("24 80")
    #expect(try session.waitForExit() == 0)
  }

  @Test func exitCodesAndSignalsAreReported() throws {
    let exits = try PTYSession(
      executable: "/bin/sh", arguments: ["-c", "exit 3"], environment: [:])
    #expect(try exits.waitForExit() == 3)
    let interrupted = try PTYSession(
      executable: "/bin/sh",
      arguments: ["-c", "echo ready; exec /bin/sleep 30"],
      environment: [:]
    )
    try interrupted.expect("ready")
    interrupted.send("\u{3}")  // Ctrl-C: SIGINT from the terminal
    #expect(try interrupted.waitForExit() == 128 + SIGINT)
  }

  @Test func expectTimesOutWithTheOutput() throws {
    let session = try PTYSession(
      executable: "/bin/sh",
      arguments: ["-c", "echo ready; exec /bin/sleep 30"],
      environment: [:]
    )
    try session.expect("ready")
    let error = #expect(throws: PTYError.self) {
      try session.expect("never printed", timeout: 0.3)
    }
    #expect(error?.description.contains("never printed") == true)
    #expect(error?.description.contains("ready") == true)
  }

  @Test func expectMovesPastEachMatch() throws {
    let session = try PTYSession(
      executable: "/bin/sh",
      arguments: ["-c", "echo one-a; echo two-a"],
      environment: [:]
    )
    try session.expect("-a")
    let second = try session.expect("-a")
    #expect(second.hasSuffix("two-a"))
    #expect(try session.waitForExit() == 0)
  }

  @Test func deinitKillsARunningProgram() throws {
    var pid: pid_t = 0
    do {
      let session = try PTYSession(
        executable: "/bin/sleep", arguments: ["30"], environment: [:])
      pid = session.pid
      #expect(kill(pid, 0) == 0)
    }
    #expect(kill(pid, 0) == -1 && errno == ESRCH)
  }

  @Test func pdxIsBuiltNextToTheTests() {
    let path = pdxExecutable()
    #expect(path.hasSuffix("/pdx"))
    #expect(access(path, X_OK) == 0, "no executable at \(path)")
  }
}

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

/// EditLineSource in a real terminal: the test executable starts itself in a PTY, running only
/// `EditLineSourceHelper.lineEditorLoop`, and types at it.
@Suite struct EditLineSourceTests {
  private func startEditor(home: String) throws -> PTYSession {
    let executable = try #require(testExecutable())
    var environment = [
      "PDX_LINE_EDITOR_HELPER": home + "/history",
      "HOME": home, "TERM": "xterm", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
    ]
    // With --enable-code-coverage, the child's profile goes where SwiftPM looks for it.
    if let profile = getenv("LLVM_PROFILE_FILE") {
      environment["LLVM_PROFILE_FILE"] = String(cString: profile)
    }
    return try PTYSession(
      executable: executable,
      arguments: ["--testing-library", "swift-testing", "--filter", "EditLineSourceHelper"],
      environment: environment
    )
  }

  private func temporaryDirectory() throws -> String {
    var template = Array("/tmp/pdx-editline-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    return String(cString: try #require(made))
  }

  @Test func completionHistoryInterruptAndEndOfFile() throws {
    let home = try temporaryDirectory()
    defer {
      unlink(home + "/history")
      rmdir(home)
    }
    let editor = try startEditor(home: home)
    try editor.expect("le> ", timeout: 20)
    // Several candidates with nothing in common beyond "pi": listed, then the line again.
    try editor.waitForRawMode()
    editor.send("say pi\t")
    try editor.expect("pidgey")
    try editor.expect("le> say pi")
    // One candidate: completed, with a space.
    try editor.waitForRawMode()
    editor.send("k\t\r")
    try editor.expect("got:[say pikachu ]")
    // A common prefix longer than the word is inserted.
    try editor.waitForRawMode()
    editor.send("pid\t\r")
    try editor.expect("got:[pidge]")
    // Ctrl-C abandons the line; the next one works.
    try editor.waitForRawMode()
    editor.send("abandoned")
    try editor.expect("abandoned")
    try editor.waitForRawMode()
    editor.send("\u{3}")
    try editor.expect("interrupted")
    try editor.waitForRawMode()
    editor.send("after\r")
    try editor.expect("got:[after]")
    // Up recalls the previous line.
    try editor.waitForRawMode()
    editor.send("\u{1B}[A\r")
    try editor.expect("got:[after]")
    // A password is not echoed.
    try editor.waitForRawMode()
    editor.send("pw\r")
    try editor.expect("Password: ")
    editor.send("hunter2\r")
    let shown = try editor.expect("password:[hunter2]")
    #expect(!shown.contains("hunter2\r\n"))
    // Ctrl-D on an empty line ends the input.
    try editor.waitForRawMode()
    editor.send("\u{4}")
    try editor.expect("eof")
    #expect(try editor.waitForExit(timeout: 10) == 0)

    // The history was saved: a second session recalls it.
    let again = try startEditor(home: home)
    try again.expect("le> ", timeout: 20)
    try again.waitForRawMode()
    again.send("\u{1B}[A\u{1B}[A\r")
    try again.expect("got:[pidge]")
    try again.waitForRawMode()
    again.send("\u{4}")
    try again.expect("eof")
    #expect(try again.waitForExit(timeout: 10) == 0)
  }
}

/// Only runs in the terminal that EditLineSourceTests gives it.
@Suite struct EditLineSourceHelper {
  @Test(.enabled(if: getenv("PDX_LINE_EDITOR_HELPER") != nil))
  func lineEditorLoop() throws {
    let historyPath = String(cString: getenv("PDX_LINE_EDITOR_HELPER"))
    let editor = try #require(EditLineSource(programName: "pdx"))
    let words = ["pikachu", "pichu", "pidgey", "pidgeotto", "help"]
    editor.completer = { line in
      let start = line.utf8.lastIndex(of: UInt8(ascii: " ")).map {
        line.utf8.distance(from: line.utf8.startIndex, to: $0) + 1
      }
      let word = String(line.utf8.dropFirst(start ?? 0))!
      return (start ?? 0, words.filter { $0.hasPrefix(word) })
    }
    #expect(editor.loadHistory(path: historyPath, limit: 10) == nil)
    func say(_ text: String) {
      var bytes = Array((text + "\n").utf8)
      _ = write(1, &bytes, bytes.count)
    }
    loop: while true {
      switch editor.readLine(prompt: "le> ") {
      case .line("pw"):
        say("password:[\(readPassword(prompt: "Password: ") ?? "nil")]")
      case .line(let line):
        #expect(editor.addHistory(line) == nil)
        say("got:[\(line)]")
      case .interrupted:
        say("interrupted")
      case .endOfFile:
        say("eof")
        break loop
      }
    }
    editor.close()
  }
}
