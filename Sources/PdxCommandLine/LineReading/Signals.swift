// Signals while the shell reads input: Ctrl-C sets a flag and wakes up the reader through a pipe,
// and while el_gets runs, resizes, Ctrl-Z and continuing are turned into redraws of the line.
//
// The handlers only store atomics and write(2) a byte: everything else happens on the reading
// thread, in `waitForInput`'s caller.

import CLibEdit
import Glibc
import Synchronization

// MARK: - Ctrl-C

/// Set by the SIGINT handler; read and cleared with `takeInterrupt()`.
let interruptRequested = Atomic<Bool>(false)

private let interruptHandlerInstalled = Atomic<Bool>(false)

/// Set by the SIGWINCH handler that `EditLineSource.readLine` installs while it reads.
private let windowResized = Atomic<Bool>(false)

/// Set by the SIGCONT and SIGTSTP handlers that `EditLineSource.readLine` installs while it reads.
private let terminalContinued = Atomic<Bool>(false)

/// A pipe the handlers write a byte to, so that the thread waiting for input wakes up with poll(2)
/// whichever thread the signal went to (-1 until `installInterruptHandler`).
private let wakeUpReadEnd = Atomic<Int32>(-1)
private let wakeUpWriteEnd = Atomic<Int32>(-1)

/// The terminal's settings before el_gets, for the SIGTSTP handler (valid when `cookedSaved`).
nonisolated(unsafe) private let cookedTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
private let cookedSaved = Atomic<Bool>(false)

/// Installs (once) a SIGINT handler that only sets `interruptRequested` (and wakes up
/// `waitForInput`). It is installed without SA_RESTART, so Ctrl-C also makes a blocking system
/// call of the thread that receives it fail with EINTR.
func installInterruptHandler() {
  // Initialise the globals now: their lazy initialisation must never run inside a handler.
  _ = interruptRequested.load(ordering: .relaxed)
  _ = windowResized.load(ordering: .relaxed)
  _ = terminalContinued.load(ordering: .relaxed)
  _ = cookedSaved.load(ordering: .relaxed)
  _ = wakeUpReadEnd.load(ordering: .relaxed)
  _ = wakeUpWriteEnd.load(ordering: .relaxed)
  guard !interruptHandlerInstalled.exchange(true, ordering: .acquiringAndReleasing) else {
    return
  }
  var ends: [Int32] = [-1, -1]
  if pipe(&ends) == 0 {
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    wakeUpReadEnd.store(ends[0], ordering: .releasing)
    wakeUpWriteEnd.store(ends[1], ordering: .releasing)
  }
  recordInheritedIgnores()
  // A Ctrl-C the parent ignores (a background job of a script) stays ignored.
  guard !inheritedIgnores.contains(SIGINT) else { return }
  _ = pdx_sigaction_no_restart(
    SIGINT,
    { _ in
      interruptRequested.store(true, ordering: .relaxed)
      wakeUpReader()
    },
    nil
  )
}

// MARK: - Signals that end a run

/// The signals that end `test`, `check`, `run`, `walk`, `exercise` and `explore` with their
/// partial summary, and the exit code each gives: 128 + the signal's number.
let stoppingSignals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM]

/// The first of `stoppingSignals` that arrived since `installStopHandlers`; 0 for none. It
/// stays set: a run asked to stop does not start again.
let stopSignal = Atomic<Int32>(0)

/// The stopping signals ignored when pdx started, read once before pdx installs any handler.
nonisolated(unsafe) private var inheritedIgnores: [Int32] = []
private let inheritedIgnoresRead = Atomic<Bool>(false)

private func recordInheritedIgnores() {
  guard !inheritedIgnoresRead.exchange(true, ordering: .acquiringAndReleasing) else { return }
  inheritedIgnores = stoppingSignals.filter { pdx_signal_is_ignored($0) != 0 }
}

/// Installs (once more is harmless) handlers for SIGHUP, SIGINT, SIGQUIT and SIGTERM that record
/// the first to come in `stopSignal`, set `interruptRequested` (so a script stops between two
/// lines, and a reader waiting for input returns `.interrupted`) and wake up `waitForInput`. A
/// signal ignored when pdx started stays ignored, as the shells and Go leave it: the job that
/// ignores SIGINT for its children (`cmd &` in a script) means them to run on. The handlers
/// are installed without SA_RESTART and the signals unblocked (a mask inherited blocked would
/// hold them back for ever); threads started after this inherit the unblocked mask.
func installStopHandlers() {
  installInterruptHandler()
  _ = stopSignal.load(ordering: .relaxed)
  var unblocked = sigset_t()
  sigemptyset(&unblocked)
  for signal in stoppingSignals where !inheritedIgnores.contains(signal) {
    sigaddset(&unblocked, signal)
    _ = pdx_sigaction_no_restart(
      signal,
      { received in
        _ = stopSignal.compareExchange(expected: 0, desired: received, ordering: .relaxed)
        interruptRequested.store(true, ordering: .relaxed)
        wakeUpReader()
      },
      nil
    )
  }
  pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
}

/// The signal that asked the run to stop, if one did.
func stoppedBy() -> Int32? {
  let signal = stopSignal.load(ordering: .relaxed)
  return signal == 0 ? nil : signal
}

/// The exit code of a run a signal stopped: 128 + its number (130 for a Ctrl-C the reader saw
/// before any handler of ours recorded it).
func stoppedExitCode() -> Int32 { 128 + (stoppedBy() ?? SIGINT) }

/// Whether Ctrl-C was pressed since the last call; clears the flag. Polled between the lines
/// of a script, so it costs an atomic load and no system call unless Ctrl-C was pressed (a
/// wake-up byte left behind by another handler is drained by `waitForInput`).
func takeInterrupt() -> Bool {
  guard interruptRequested.exchange(false, ordering: .acquiringAndReleasing) else { return false }
  drainWakeUps()
  return true
}

/// Whether the terminal was resized since the last call, while `ReadingSignals` were installed;
/// clears the flag.
func takeWindowResized() -> Bool {
  windowResized.exchange(false, ordering: .relaxed)
}

/// Whether the program was continued (after Ctrl-Z) since the last call, while `ReadingSignals`
/// were installed; clears the flag.
func takeTerminalContinued() -> Bool {
  terminalContinued.exchange(false, ordering: .relaxed)
}

/// For signal handlers: wakes up `waitForInput`. Async-signal-safe; keeps errno.
private func wakeUpReader() {
  let savedErrno = errno
  let fd = wakeUpWriteEnd.load(ordering: .relaxed)
  if fd >= 0 {
    var byte: UInt8 = 0
    _ = write(fd, &byte, 1)
  }
  errno = savedErrno
}

/// Empties the wake-up pipe; keeps errno.
private func drainWakeUps() {
  let fd = wakeUpReadEnd.load(ordering: .acquiring)
  guard fd >= 0 else { return }
  let savedErrno = errno
  var bytes = (UInt64(0), UInt64(0))
  while withUnsafeMutableBytes(of: &bytes, { read(fd, $0.baseAddress, $0.count) }) > 0 {}
  errno = savedErrno
}

/// Waits until `fd` has input (or an error or hang-up for read(2) to report): true; or until a
/// handler ran (Ctrl-C, resize...): false, for the caller to look at the flags.
func waitForInput(_ fd: Int32) -> Bool {
  let wakeUp = wakeUpReadEnd.load(ordering: .acquiring)
  var descriptors = [
    pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
    pollfd(fd: wakeUp, events: Int16(POLLIN), revents: 0),
  ]
  let ready = poll(&descriptors, wakeUp >= 0 ? 2 : 1, -1)
  if ready < 0 { return errno != EINTR }
  if wakeUp >= 0 && descriptors[1].revents != 0 {
    drainWakeUps()
    return false
  }
  return true
}

/// The handlers `EditLineSource.readLine` installs around el_gets, before libedit installs its
/// own (which hand the signal on to these after their first use).
struct ReadingSignals {
  private var saved: [(signal: Int32, action: sigaction)] = []

  mutating func install() {
    windowResized.store(false, ordering: .relaxed)
    terminalContinued.store(false, ordering: .relaxed)
    cookedSaved.store(tcgetattr(0, cookedTermios) == 0, ordering: .relaxed)
    add(SIGWINCH) { _ in
      windowResized.store(true, ordering: .relaxed)
      wakeUpReader()
    }
    add(SIGCONT) { _ in
      terminalContinued.store(true, ordering: .relaxed)
      wakeUpReader()
    }
    if pdx_signal_is_default(SIGTSTP) != 0 { add(SIGTSTP, stopHandler) }
  }

  func restore() {
    for entry in saved.reversed() {
      var action = entry.action
      _ = pdx_sigaction_restore(entry.signal, &action)
    }
    cookedSaved.store(false, ordering: .relaxed)
  }

  private mutating func add(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var previous = sigaction()
    if pdx_sigaction_no_restart(signal, handler, &previous) == 0 {
      saved.append((signal, previous))
    }
  }
}

/// Ctrl-Z while el_gets runs and libedit's own handler is spent: give the terminal back in its
/// normal mode, stop, and once continued ask for a redraw.
private func stopHandler(_: Int32) {
  let savedErrno = errno
  if cookedSaved.load(ordering: .relaxed) { _ = tcsetattr(0, TCSADRAIN, cookedTermios) }
  pdx_stop_self()
  _ = pdx_sigaction_no_restart(SIGTSTP, stopHandler, nil)
  terminalContinued.store(true, ordering: .relaxed)
  wakeUpReader()
  errno = savedErrno
}
