import CLibEdit
import Glibc
import PdxLanguage
import PdxRunner
import Synchronization

/// The signal that asked a running check to stop: 0 for none.
let checkStopSignal = Atomic<Int32>(0)

/// SIGINT and SIGTERM during `pdx check`: the handler only records which came; the search polls
/// it between chunks and ends as at a bound, so that the summary of the levels it finished is
/// printed before pdx exits 130 or 143 (TLC's way: a search ended early still reports).
func installCheckStopHandlers() {
  // Initialised now: a lazy initialisation must never run inside a handler.
  _ = checkStopSignal.load(ordering: .relaxed)
  var both = sigset_t()
  sigemptyset(&both)
  for signal in [SIGINT, SIGTERM] {
    sigaddset(&both, signal)
    _ = pdx_sigaction_no_restart(
      signal, { received in checkStopSignal.store(received, ordering: .relaxed) }, nil)
  }
  // A mask inherited blocked (a parent that blocked them across its fork) would hold them
  // back for ever; the search's threads, started after this, inherit the unblocked one.
  pthread_sigmask(SIG_UNBLOCK, &both, nil)
}

/// `--max-time DURATION`: seconds, minutes or hours, as `timeout(1)` reads them (`90s`, `5m`,
/// `1.5h`; a bare number is seconds). Nil for anything else, or for no time at all.
func duration(_ text: String) -> Double? {
  var number = Substring(text)
  var scale = 1.0
  switch text.last {
  case "s": number = number.dropLast()
  case "m": (number, scale) = (number.dropLast(), 60)
  case "h": (number, scale) = (number.dropLast(), 3600)
  default: break
  }
  guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
    let value = Double(number), value > 0, value * scale <= 366 * 86_400
  else { return nil }
  return value * scale
}

extension OptionValue {
  /// `--max-time DURATION`, in nanoseconds.
  func maxTime() throws(InvocationError) -> Int {
    guard let seconds = duration(text) else {
      throw InvocationError(
        Words(
          en: "--max-time takes a duration such as 90s, 5m or 1.5h (s, m, h; at most a year),"
            + " not \(quoted)",
          es: "--max-time toma una duración como 90s, 5m o 1.5h (s, m, h; como mucho un año),"
            + " no \(quoted)"))
    }
    return Int(seconds * 1e9)
  }
}
