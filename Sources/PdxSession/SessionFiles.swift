import PdxScripts

/// Where a session's files are: the script `run FILE` reads and the one `save FILE` writes. The
/// disk (`DiskFiles`) unless the front end or a test gives another. With the sink (output), the
/// diagnostic sink, the observer and the host (the terminal), the last of a session's effects
/// that reach out of it: all five are given at init.
public protocol SessionFiles {
  /// Whether something is at `path`: `save` does not replace it without `--force`.
  func exists(_ path: String) -> Bool
  /// The script at `path`, read line by line as it runs.
  func script(at path: String) throws(ScriptError) -> ScriptStream
  /// `text` at `path`, in one piece; readable by its owner only when `secret` (it holds a
  /// password, docs/reference.md §6.2).
  func write(_ text: String, to path: String, secret: Bool) throws(FileError)
}

/// The disk, as `FileIO` reaches it: a script is a regular file, opened without blocking; a
/// file is replaced whole, through a temporary file beside it.
public struct DiskFiles: SessionFiles {
  public init() {}

  public func exists(_ path: String) -> Bool { FileIO.exists(path) }

  public func script(at path: String) throws(ScriptError) -> ScriptStream {
    try ScriptStream(path: path)
  }

  public func write(_ text: String, to path: String, secret: Bool) throws(FileError) {
    try FileIO.writeAtomically(text, to: path, secret: secret)
  }
}
