import Glibc
import Synchronization

/// One write at a time in the process: the signal handler then knows the one temporary file
/// that may exist. Writes are rare (a `save`, the scripts `--update` rewrites, a report).
let writeLock = Mutex(())

let pendingTempCapacity = Int(PATH_MAX) + 1

/// The name of the temporary file of the write in progress, a C string for the signal handler
/// (written only under `writeLock`; mkstemp fills it in).
nonisolated(unsafe) let pendingTemp = UnsafeMutablePointer<CChar>.allocate(
  capacity: pendingTempCapacity)

/// What the temporary file is to the write in progress (`PendingTemp`).
let pendingTempState = Atomic<Int>(PendingTemp.none)

enum PendingTemp {
  static let none = 0
  /// It exists, and the target is intact: it can go.
  static let removable = 1
  /// The target is being copied into: it holds the only whole copy of the new content.
  static let onlyCopy = 2
}

/// A terminating signal caught during a write, raised again once the write is over.
private let deferredSignal = Atomic<Int32>(0)

/// SIGINT, SIGTERM and SIGHUP wait while the temporary file exists, then take effect.
///
/// On the writing thread they are blocked (pthread_sigmask): one sent to it stays pending until
/// the mask is restored, after the temporary file is renamed or removed. But a signal sent to
/// the process goes to any thread that does not block it (`pdx test` writes on a worker thread
/// while the main thread waits), and its default action ends the whole process at once. So
/// where the action is the default, a handler is installed for the time of the write that only
/// records the signal; the write ends, the default action is put back, and the signal is raised
/// again. A handler already installed (the front end's Ctrl-C flag) is left alone: it does not
/// end the process, and sees the signal once the mask is restored. A second signal during the
/// same write does not wait: the temporary file is removed (unless it holds the only whole copy
/// of the new content) and the process ends.
enum SignalsDeferred {
  static func during<T>(_ body: () throws(FileError) -> T) throws(FileError) -> T {
    let signals = [SIGINT, SIGTERM, SIGHUP]
    var set = sigset_t()
    sigemptyset(&set)
    for s in signals { sigaddset(&set, s) }
    var savedMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &set, &savedMask)
    // The handler must not be the first to touch these globals (their lazy initialisation is
    // not safe in a signal handler).
    _ = pendingTempState.load(ordering: .relaxed)
    _ = pendingTemp
    deferredSignal.store(0, ordering: .releasing)
    var replaced: [(signal: Int32, action: sigaction)] = []
    for s in signals {
      var current = sigaction()
      guard sigaction(s, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else {
        continue  // ignored, or someone's handler: it does not end the process
      }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = deferTerminatingSignal
      action.sa_mask = set
      action.sa_flags = Int32(SA_RESTART)
      if sigaction(s, &action, nil) == 0 { replaced.append((s, current)) }
    }
    defer {
      for entry in replaced.reversed() {
        var action = entry.action
        sigaction(entry.signal, &action, nil)
      }
      pthread_sigmask(SIG_SETMASK, &savedMask, nil)
      // A signal blocked on this thread has been delivered by now, with its action; one that
      // another thread caught is sent again, with the default action back. To the process, not
      // with raise(3): this thread may be a worker that blocks signals for good (libdispatch's
      // do), where it would wait forever.
      let caught = deferredSignal.exchange(0, ordering: .acquiringAndReleasing)
      if caught != 0 { kill(getpid(), caught) }
    }
    return try body()
  }
}

/// The handler `SignalsDeferred` installs: records the signal; at the second, gives up waiting.
/// Async-signal-safe: atomics, unlink, sigaction and raise only.
private func deferTerminatingSignal(_ received: Int32) {
  let savedErrno = errno
  defer { errno = savedErrno }
  guard deferredSignal.exchange(received, ordering: .acquiringAndReleasing) != 0 else { return }
  if pendingTempState.load(ordering: .acquiring) == PendingTemp.removable {
    unlink(pendingTemp)
  }
  var action = sigaction()
  action.__sigaction_handler.sa_handler = nil
  sigaction(received, &action, nil)
  // Blocked while this handler runs: delivered, with the default action, when it returns.
  raise(received)
}
