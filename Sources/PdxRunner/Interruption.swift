import Glibc

/// A signal that stopped a run, as the reports name it.
public enum StopSignal {
  /// `SIGINT`, `SIGTERM`…: the name a CI log and `kill -l` use; `signal N` for another.
  public static func name(_ signal: Int32) -> String {
    switch signal {
    case SIGHUP: "SIGHUP"
    case SIGINT: "SIGINT"
    case SIGQUIT: "SIGQUIT"
    case SIGTERM: "SIGTERM"
    default: "signal \(signal)"
    }
  }
}
