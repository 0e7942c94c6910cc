import Glibc
import PdxLanguage
import PdxScripts

/// Threads for work that runs in parallel (`pdx test -j`). Started with pthread_create, whose
/// failure (no memory for a stack, a process limit) comes back as a value: Dispatch, on the
/// same failure, sleeps and retries forever, and `pdx test -j 4` under a small `ulimit -v`
/// hung.
///
/// Threads need more than their stacks: each allocates (glibc gives a thread its own arena,
/// reserving 64 MiB of address space), and Swift cannot recover from a failed allocation. So
/// before any thread starts, the address space they would take is reserved once and given
/// back; when that fails (a small `ulimit -v`), the whole work runs on the calling thread, as
/// much memory as `-j 1` needs, after a warning. Every thread is then started before any
/// works, waiting at a gate, so that one that still cannot start sends them all home.
public enum Workers {
  /// Each worker thread's stack.
  public static let stackSize = 2 << 20
  /// What a thread's own malloc arena reserves (glibc, 64-bit).
  static let arenaSize = 64 << 20

  /// Runs `body(k)` for k in 0..<count, each on its own thread (0 on the calling one), and
  /// waits for them all; or, when the threads cannot all start, `body(0)` alone on the calling
  /// thread, after `shortfall` hears why. `body` must take work until none is left, so that
  /// either way all of it is done. Returns how many threads ran.
  @discardableResult
  public static func run(
    _ count: Int, shortfall: (Words) -> Void = { _ in },
    _ body: @escaping @Sendable (Int) -> Void
  ) -> Int {
    guard count > 1 else {
      body(0)
      return 1
    }
    let reserve = (count - 1) * (stackSize + arenaSize)
    guard
      let probe = mmap(nil, reserve, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
      probe != MAP_FAILED
    else {
      let why = FileIO.errnoText()
      shortfall(
        Words(
          en: "not enough memory for \(count) workers (\(why.en)): running with 1",
          es: "no hay memoria para \(count) hilos (\(why.es)): se ejecuta con 1"))
      body(0)
      return 1
    }
    munmap(probe, reserve)
    var gate: [Int32] = [-1, -1]
    guard pipe(&gate) == 0 else {
      let why = FileIO.errnoText()
      shortfall(
        Words(
          en: "cannot start workers (\(why.en)): running with 1",
          es: "no se pueden arrancar los hilos (\(why.es)): se ejecuta con 1"))
      body(0)
      return 1
    }
    defer { close(gate[0]) }
    for end in gate { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    final class Job: Sendable {
      let body: @Sendable (Int) -> Void
      let index: Int
      let gate: Int32
      init(_ body: @escaping @Sendable (Int) -> Void, _ index: Int, _ gate: Int32) {
        self.body = body
        self.index = index
        self.gate = gate
      }
    }
    // Small stacks: a worker runs one script at a time, and nothing in a script recurses
    // deeply (lists nest at most 32 deep); 8 MiB each would eat a small address space first.
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    var threads: [pthread_t] = []
    var failure: Int32 = 0
    for index in 1..<count {
      let job = Unmanaged.passRetained(Job(body, index, gate[0])).toOpaque()
      var thread = pthread_t()
      let started = pthread_create(
        &thread, &attributes,
        { context in
          let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
          // One byte each at the gate: 1 to work, 0 (or the pipe closed) to leave at once.
          var go: UInt8 = 0
          while read(job.gate, &go, 1) < 0 && errno == EINTR {}
          if go == 1 { job.body(job.index) }
          return nil
        }, job)
      guard started == 0 else {
        Unmanaged<Job>.fromOpaque(job).release()
        failure = started
        break
      }
      threads.append(thread)
    }
    var word: [UInt8] = Array(repeating: failure == 0 ? 1 : 0, count: threads.count)
    _ = word.withUnsafeMutableBytes { write(gate[1], $0.baseAddress, $0.count) }
    close(gate[1])
    guard failure == 0 else {
      for thread in threads { pthread_join(thread, nil) }
      let why = FileIO.errnoWords(failure)
      let started = threads.count + 1
      shortfall(
        Words(
          en: "started \(started) of \(count) workers (\(why.en)): running with 1",
          es: "arrancaron \(started) de \(count) hilos (\(why.es)): se ejecuta con 1"))
      body(0)
      return 1
    }
    body(0)
    for thread in threads { pthread_join(thread, nil) }
    return threads.count + 1
  }
}
