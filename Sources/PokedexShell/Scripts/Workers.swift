import Glibc

/// Threads for work that runs in parallel (`pdx test -j`). Started with pthread_create, whose
/// failure (no memory for a stack, a process limit) comes back as a value: Dispatch, on the
/// same failure, sleeps and retries forever, and `pdx test -j 4` under a small `ulimit -v`
/// hung. Here the work goes on with the threads that did start, the calling thread at least.
public enum Workers {
  /// Runs `body(k)` for k in 0..<count, each on its own thread (0 on the calling one), and
  /// waits for them all. `shortfall` hears why, when fewer threads could start than asked for.
  /// Returns how many threads ran.
  @discardableResult
  public static func run(
    _ count: Int, shortfall: (String) -> Void = { _ in },
    _ body: @escaping @Sendable (Int) -> Void
  ) -> Int {
    final class Job: Sendable {
      let body: @Sendable (Int) -> Void
      let index: Int
      init(_ body: @escaping @Sendable (Int) -> Void, _ index: Int) {
        self.body = body
        self.index = index
      }
    }
    var threads: [pthread_t] = []
    for index in 1..<max(1, count) {
      let job = Unmanaged.passRetained(Job(body, index)).toOpaque()
      var thread = pthread_t()
      let started = pthread_create(
        &thread, nil,
        { context in
          let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
          job.body(job.index)
          return nil
        }, job)
      guard started == 0 else {
        Unmanaged<Job>.fromOpaque(job).release()
        shortfall(
          "started \(index) of \(count) workers (\(String(cString: strerror(started)))):"
            + " the work goes on with \(index)")
        break
      }
      threads.append(thread)
    }
    body(0)
    for thread in threads { pthread_join(thread, nil) }
    return threads.count + 1
  }
}
