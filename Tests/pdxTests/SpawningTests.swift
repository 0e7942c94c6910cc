import Dispatch
import Glibc
import Synchronization
import Testing

@Suite("Starting programs from tests that run in parallel")
struct SpawningTests {
  @Test("programs started at once each see the end of their own input, and end")
  func parallelStartsEnd() throws {
    // Each cat ends only when its stdin's last writer closes it. Were a pipe end inherited by
    // a program another thread starts at the same moment, two cats would each keep the other
    // waiting: this is how CI hung. A cat that has not ended within 20 s is a failure.
    let count = 2000
    let outputs = Mutex([String?](repeating: nil, count: count))
    let failure = Mutex<String?>(nil)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      guard failure.withLock({ $0 == nil }) else { return }
      do {
        let run = try runProgram("/bin/cat", [], stdin: "line \(index)\n", limit: 20)
        outputs.withLock { $0[index] = run.stdout }
      } catch {
        failure.withLock { $0 = $0 ?? "\(error)" }
      }
    }
    #expect(failure.withLock { $0 } == nil)
    let seen = outputs.withLock { $0 }
    let wrong = (0..<count).filter { seen[$0] != nil && seen[$0] != "line \($0)\n" }
    #expect(wrong.isEmpty, "cat printed another input for \(wrong)")
    if failure.withLock({ $0 }) == nil {
      #expect(seen.allSatisfy { $0 != nil })
    }
  }

  @Test("a pipe for a program is close-on-exec at both ends")
  func pipesAreCloseOnExec() throws {
    let ends = try closeOnExecPipe()
    defer { for end in ends { close(end) } }
    for end in ends { #expect(fcntl(end, F_GETFD) & FD_CLOEXEC != 0) }
  }

  @Test("a program that does not end within its limit is killed, and the run says so")
  func hangIsKilled() throws {
    #expect {
      try runProgram("/bin/sleep", ["60"], limit: 1)
    } throws: { error in
      "\(error)".contains("did not end within 1 s")
    }
  }
}
