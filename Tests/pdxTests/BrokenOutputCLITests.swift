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

/// What pdx says, and the exit code it keeps, when its output cannot be written.
@Suite("pdx with its stdout closed, full or cut short")
struct BrokenOutputCLITests {
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
}
