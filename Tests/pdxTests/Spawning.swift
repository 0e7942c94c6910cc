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
