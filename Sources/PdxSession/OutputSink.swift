/// Where a session's output goes.
public enum OutputSink {
  /// Line by line (tests, explore).
  case lines((String) -> Void)
  /// In pieces of whole lines, each ended by a newline: what the front end writes.
  case bytes((UnsafeRawBufferPointer) -> Void)
  /// Nowhere: `pdx test` keeps only failures, so steps are not even rendered.
  case discard
}
