// Starting programs from a test process whose tests run in parallel.
//
// A child inherits every descriptor of the test process that is not close-on-exec, including
// the pipe ends another test has just made for its own child. Two children that each hold the
// other's stdin open never see the end of their input: each waits, and so does each test (CI
// hung for 90 minutes this way). So every pipe and terminal a test makes is close-on-exec
// before any program can start: pipes are made, and programs started, under one lock.

import Glibc
import Synchronization

/// Serialises making descriptors and starting programs in this test process.
private let spawnLock = Mutex(())

/// Runs `body` (which starts a program: posix_spawn, forkpty, system) while no test is
/// between making a descriptor and marking it close-on-exec.
func withSpawnLock<T>(_ body: () throws -> T) rethrows -> T {
  try spawnLock.withLock { _ in try body() }
}

/// A pipe whose two ends are close-on-exec: a program started by any test gets an end only
/// where its own spawn says so (posix_spawn's dup2 onto 0, 1 or 2 clears the flag there).
func closeOnExecPipe() throws -> [Int32] {
  try withSpawnLock {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      throw SpawnError(message: "pipe failed: \(String(cString: strerror(errno)))")
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return ends
  }
}

/// `system(3)` under the lock: the shell it forks gets no other test's descriptors.
@discardableResult
func runShellCommand(_ command: String) -> Int32 {
  withSpawnLock { system(command) }
}

/// `pdx test`'s text report with each script's time made `0.00 s` (`0,00 s` in Spanish): the
/// one thing in it that varies from run to run.
func untimed(_ report: String) -> String {
  report.replacing(#/\d+([.,])\d\d s  /#) { "0" + $0.output.1 + "00 s  " }
}

/// A program started on three pipes: the write end of its stdin, the read ends of its stdout
/// and stderr (all close-on-exec here).
struct Piped {
  let pid: pid_t
  let input: Int32
  let output: Int32
  let errors: Int32
}

/// Starts `path` with `arguments` and exactly `environment`, its standard descriptors on three
/// pipes. `signalDefaults` picks the signals the child gets at their default action, with none
/// blocked (a test's thread may block or ignore some, and a child inherits both); nil leaves
/// the child what this thread has.
func startPiped(
  _ path: String, _ arguments: [String], environment: [String: String],
  signalDefaults: ((inout sigset_t) -> Void)? = nil
) throws -> Piped {
  let inPipe = try closeOnExecPipe()
  let outPipe = try closeOnExecPipe()
  let errPipe = try closeOnExecPipe()
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
  posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
  posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  if let signalDefaults {
    var defaults = sigset_t()
    sigemptyset(&defaults)
    signalDefaults(&defaults)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
  }
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    for p in argv { free(p) }
    for p in envp { free(p) }
  }
  var pid: pid_t = 0
  let rc = withSpawnLock { posix_spawn(&pid, path, &actions, &attributes, argv, envp) }
  close(inPipe[0])
  close(outPipe[1])
  close(errPipe[1])
  guard rc == 0 else {
    for fd in [inPipe[1], outPipe[0], errPipe[0]] { close(fd) }
    throw SpawnError(message: "posix_spawn \(path): \(rc)")
  }
  // A test writes to a child that may be gone: EPIPE, never the signal.
  signal(SIGPIPE, SIG_IGN)
  return Piped(pid: pid, input: inPipe[1], output: outPipe[0], errors: errPipe[0])
}
