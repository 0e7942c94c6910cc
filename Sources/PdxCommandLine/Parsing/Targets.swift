import PokedexShell

/// Before any work is done for it: the file an option will write can be written, and what is
/// there is pdx's to replace (docs/reference.md §6.2). Otherwise a `RunError`, exit 2.
func checkTarget(_ path: String, as kind: WrittenKind, force: Bool) throws(RunError) {
  do {
    try FileIO.checkOwned(path, as: kind, force: force)
    try FileIO.checkWritable(path)
  } catch {
    throw RunError(error.words)
  }
}
