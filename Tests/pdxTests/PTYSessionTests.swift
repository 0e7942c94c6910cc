// Proves the PTY harness (PTY.swift) against ordinary programs.

import Glibc
import Testing

@testable import PdxCommandLine

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
