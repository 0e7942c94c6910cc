import Glibc
import Testing

/// Runs pdx with stdout on a full device (the test's own, made with mknod) or closed, stdin on
/// a null device, and stderr on a pipe: its exit status and what it said on stderr.
func runWithBrokenStdout(_ path: String, _ arguments: [String], closed: Bool) throws -> (
  status: Int32, stderr: String
) {
  let scratch = Scratch()
  let null = scratch.device("null", minor: 3)
  let full = scratch.device("full", minor: 7)
  return try withExtendedLifetime(scratch) {
    try runWithBrokenStdout(path, arguments, closed: closed, null: null, full: full)
  }
}

private func runWithBrokenStdout(
  _ path: String, _ arguments: [String], closed: Bool, null: String, full: String
) throws -> (status: Int32, stderr: String) {
  let errPipe = try closeOnExecPipe()
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, null, O_RDONLY, 0)
  if closed {
    posix_spawn_file_actions_addclose(&actions, 1)
  } else {
    posix_spawn_file_actions_addopen(&actions, 1, full, O_WRONLY, 0)
  }
  posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
  posix_spawn_file_actions_addclose(&actions, errPipe[0])
  posix_spawn_file_actions_addclose(&actions, errPipe[1])
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  defer { for p in argv { free(p) } }
  var pid: pid_t = 0
  let rc = withSpawnLock { posix_spawn(&pid, path, &actions, nil, argv, environ) }
  close(errPipe[1])
  guard rc == 0 else { throw SpawnError(message: "posix_spawn \(path): \(rc)") }
  var err: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let n = buffer.withUnsafeMutableBytes { read(errPipe[0], $0.baseAddress, $0.count) }
    if n <= 0 { break }
    err += buffer[0..<n]
  }
  close(errPipe[0])
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  return ((status >> 8) & 0xFF, String(decoding: err, as: UTF8.self))
}

/// The attacks of the trust issue, on the real binary.
@Suite("Trust: attacks on the pdx binary")
struct TrustCLITests {
  let pdx = pdxExecutable()

  @Test("a failing run keeps its exit code when stdout closes early (| head -1)")
  func verdictSurvivesClosedPipe() throws {
    let dir = Scratch()
    let failing = dir.write(
      "f.pdx", String(repeating: "say filler\n", count: 5_000) + "expect raiz == conSesion\n")
    let wrong = dir.write("w.pdx", String(repeating: "say filler\n", count: 5_000) + "bogus\n")
    #expect(try runProgram(pdx, ["run", failing], stdoutLines: 1).status == 1)
    #expect(try runProgram(pdx, ["run", wrong], stdoutLines: 1).status == 2)
    #expect(try runProgram(pdx, ["test", failing], stdoutLines: 1).status == 1)
    #expect(try runProgram(pdx, ["test", failing, wrong], stdoutLines: 1).status == 2)
  }

  @Test("a write error on stdout is said on stderr and exits 2, not 1")
  func writeErrors() throws {
    let dir = Scratch()
    let passing = dir.write("p.pdx", "say hola\n")
    let full = try runWithBrokenStdout(pdx, ["run", passing], closed: false)
    #expect(full.status == 2)
    #expect(full.stderr == "error: cannot write output: No space left on device\n")
    let closed = try runWithBrokenStdout(pdx, ["run", passing], closed: true)
    #expect(closed.status == 2)
    #expect(closed.stderr == "error: cannot write output: Bad file descriptor\n")
  }

  @Test("-j attached to its number is checked like -j N")
  func attachedJobs() throws {
    let dir = Scratch()
    let passing = dir.write("p.pdx", "say hola\n")
    for bad in ["-j0", "-j-5", "-j100000", "-jx"] {
      let r = try runProgram(pdx, ["test", bad, passing])
      #expect(r.status == 2, "\(bad)")
      #expect(r.stderr.contains("-j takes a number of jobs from 1 to 256"), "\(bad)")
    }
    #expect(try runProgram(pdx, ["test", "-j3", passing]).status == 0)
  }

  @Test("a 40,000-deep list literal: pdx test still prints its summary and writes JUnit")
  func deepLiteral() throws {
    let dir = Scratch()
    let deep = dir.write(
      "deep.pdx", "expect raiz == " + String(repeating: "[", count: 40_000) + "\n")
    let r = try runProgram(pdx, ["test", deep, "--junit", dir.path + "/j.xml"])
    #expect(r.status == 2)
    #expect(r.stdout.hasSuffix("0 passed, 1 failed\n"))
    #expect(r.stdout.contains("lists nest at most 32 deep"))
    #expect(dir.read("j.xml")?.contains("errors=\"1\"") == true)
  }

  @Test("a missing file reads the same everywhere, on stderr")
  func missingFile() throws {
    let dir = Scratch()
    let missing = dir.path + "/missing.pdx"
    let expected = "error: cannot read \(missing): No such file or directory\n"
    for arguments in [["run", missing], ["test", missing], ["walk", missing]] {
      let r = try runProgram(pdx, arguments)
      #expect(r.status == 2, "\(arguments)")
      #expect(r.stderr == expected, "\(arguments)")
    }
  }

  @Test("a script error inside an included script reaches stderr with the including line")
  func includedError() throws {
    let dir = Scratch()
    let outer = dir.write("outer.pdx", "say a\nrun inner.pdx\n")
    dir.write("inner.pdx", "say b\ntab\n")
    let r = try runProgram(pdx, ["run", outer])
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("error: \(dir.path)/inner.pdx:2:1: tab: missing"))
    #expect(r.stderr.hasSuffix("  included from \(outer):2\n"))
  }

  @Test("a file name that is not UTF-8 is named as such, not reported missing")
  func nonUTF8Name() throws {
    let dir = Scratch()
    // A name with the byte 0xFF, which is not UTF-8, made with the C library.
    var bytes = Array((dir.path + "/bad").utf8) + [0xFF] + Array(".pdx".utf8) + [0]
    let fd = bytes.withUnsafeMutableBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    #expect(fd >= 0)
    close(fd)
    // Through argv the raw byte cannot be passed from a Swift String: run it via the shell.
    let shell = try runProgram(
      "/bin/sh", ["-c", "\"$0\" run \"$1\"$(printf '\\377').pdx", pdx, dir.path + "/bad"])
    #expect(shell.status == 2)
    #expect(shell.stderr.contains("\\x{FF}.pdx» is not valid UTF-8"))
  }

  @Test("passwords on lines that do not parse: never echoed, in JSON or in errors")
  func passwordsNotShown() throws {
    let dir = Scratch()
    let script = dir.write(
      "s.pdx",
      "!login a@b.com SECRET extra\n!signup a@b.com pass SECRET2 more\n!type password \"UNTERMINATED\n"
    )
    for format in ["text", "json"] {
      let r = try runProgram(pdx, ["--format", format, "run", "--continue", script])
      for secret in ["SECRET", "extra", "more", "UNTERMINATED"] {
        #expect(!r.stdout.contains(secret) && !r.stderr.contains(secret), "\(format): \(secret)")
      }
    }
  }

  @Test("too little memory for the workers: pdx test says so and runs on one thread, no hang")
  func fewerWorkers() throws {
    let dir = Scratch()
    for i in 1...8 { dir.write("s\(i).pdx", "say \(i)\n") }
    // The smallest address space `pdx test -j 1` passes in, then a little more: far too
    // little for 8 workers' stacks and arenas, enough for the work on one thread.
    var low = 8_000
    var high = 400_000
    while high - low > 1_000 {
      let mid = (low + high) / 2
      let r = try runProgram(
        "/bin/sh", ["-c", "ulimit -v \(mid); exec \"$0\" test -j 1 \"$1\"", pdx, dir.path])
      if r.status == 0 { high = mid } else { low = mid }
    }
    for extra in [2_000, 16_000, 100_000] {
      let r = try runProgram(
        "/bin/sh",
        ["-c", "ulimit -v \(high + extra); exec \"$0\" test -j 16 \"$1\"", pdx, dir.path])
      #expect(r.status == 0, "ulimit -v \(high) + \(extra)")
      #expect(r.stdout.hasSuffix("8 passed, 0 failed\n"))
      #expect(r.stderr.hasPrefix("pdx: warning: not enough memory for 8 workers"))
    }
  }

  @Test("on a terminal, lines that do not parse keep their passwords out of history, both kinds")
  func historyOnATerminal() throws {
    let home = Scratch()
    let env = [
      "TERM": "xterm", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
      "HOME": home.path,
    ]
    let s = try PTYSession(executable: pdx, arguments: [], environment: env)
    try s.expect("pdx formulario> ")
    for line in [
      "login a@b.com SECRET1 extra", "type password \"SECRET2", "signup a@b.com p4ss with spaces",
    ] {
      try s.waitForRawMode()
      s.send(line + "\r")
      try s.expect("pdx formulario> ")
    }
    try s.waitForRawMode()
    s.send("history\r")
    let listed = try s.expect("pdx formulario> ")
    let listing = try #require(listed.split(separator: "history\r\n").last)
    #expect(listing.contains("login a@b.com ******"))
    #expect(listing.contains("type password ******"))
    for secret in ["SECRET1", "extra", "SECRET2", "p4ss"] { #expect(!listing.contains(secret)) }
    try s.waitForRawMode()
    s.send("\u{4}")
    #expect(try s.waitForExit() == 0)
    let saved = try #require(home.read(".pdx_history"))
    // libedit's format writes a space as \\040.
    #expect(saved.contains("login\\040a@b.com\n") && saved.contains("signup\\040a@b.com\n"))
    for secret in ["SECRET1", "extra", "SECRET2", "p4ss"] { #expect(!saved.contains(secret)) }
  }
}
