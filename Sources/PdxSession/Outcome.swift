/// What happened to one line.
public enum Outcome: Sendable, Equatable {
  case ok
  /// Rejected, or an argument error: printed; in a script, decided by `!`.
  case rejected(String)
  case failed(Failure)
  /// The script itself is wrong (unknown command, bad argument, unreadable file): exit 2.
  case scriptError(String)
  case quit
  case interrupted
}
