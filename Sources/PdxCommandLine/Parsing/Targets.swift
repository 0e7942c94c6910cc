import Glibc
import PdxLanguage
import PdxScripts

/// Before any work is done for it: the file an option will write can be written, and what is
/// there is pdx's to replace (docs/reference.md §6.2). Otherwise a `RunError`, exit 2. A report
/// (`--junit`) or a counterexample (`--out`) gets the folders it names that are missing, as
/// `mkdir -p` would make them: a CI job names `reports/junit.xml` before `reports/` exists.
func checkTarget(_ path: String, as kind: WrittenKind, force: Bool) throws(RunError) {
  if kind == .junit || kind == .counterexample || kind == .summary {
    try makeFolders(above: path)
  }
  do {
    try FileIO.checkOwned(path, as: kind, force: force)
    try FileIO.checkWritable(path)
  } catch {
    throw RunError(error.words)
  }
}

/// Each missing folder on the way to `path`'s, outermost first.
func makeFolders(above path: String) throws(RunError) {
  guard let slash = path.lastIndex(of: "/") else { return }
  var made = path.hasPrefix("/") ? "/" : ""
  for part in path[..<slash].split(separator: "/") {
    made += (made.isEmpty || made.hasSuffix("/") ? "" : "/") + part
    if part == "." || part == ".." { continue }
    guard mkdir(made, 0o777) == 0 || errno == EEXIST else {
      let why = FileIO.errnoText()
      throw RunError(
        Words(en: "cannot make the folder \(made): ", es: "no se puede crear la carpeta \(made): ")
          + why)
    }
  }
}
