import Synchronization
import Testing

@testable import PdxRunner

/// The worker threads `pdx test` and `pdx check` share their work out to.
@Suite("Workers")
struct WorkersTests {
  @Test("workers: every index runs once")
  func workers() {
    let seen = Mutex<[Int]>([])
    let ran = Workers.run(4) { k in seen.withLock { $0.append(k) } }
    #expect(ran == 4)
    #expect(seen.withLock { $0.sorted() } == [0, 1, 2, 3])
  }
}
