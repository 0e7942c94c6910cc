import Glibc
import PokedexCore

/// A kind of file pdx writes, recognisable by how it starts: pdx replaces an existing file only
/// when it holds that kind's mark (docs/reference.md §6.2), so `pdx test --junit a.pdx`, where
/// the option took a script's name, cannot replace the script.
public enum WrittenKind: Sendable, CaseIterable {
  /// `pdx test --junit FILE`.
  case junit
  /// `pdx check --out FILE`: a `.pdx` script, the one kind of `.pdx` file pdx replaces.
  case counterexample
  /// `pdx walk --markdown DIR --out OUT`: a page, or the folder's README.md index.
  case page

  /// A line near the top of every file of this kind starts with this text: the second line
  /// of a JUnit report, the first of a counterexample, the one after a page's title and
  /// introduction.
  public var mark: String {
    switch self {
    case .junit: JUnit.mark
    case .counterexample: Counterexample.mark
    case .page: Page.mark
    }
  }

  /// How far from the top the mark is looked for: a page's introduction comes before it.
  static let searched = 64 * 1024

  /// What the kind is called in a message.
  var name: Words {
    switch self {
    case .junit: Words(en: "a JUnit report of pdx test", es: "un informe JUnit de pdx test")
    case .counterexample:
      Words(en: "a counterexample of pdx check", es: "un contraejemplo de pdx check")
    case .page: Words(en: "a page of pdx walk --markdown", es: "una página de pdx walk --markdown")
    }
  }
}

extension FileIO {
  /// Whether pdx may replace `path` with a file of `kind`: yes when nothing is there, or with
  /// `force`; otherwise only when the file starts with the kind's mark. A `.pdx` file is a
  /// script, never replaced but by a counterexample. A throw says what is there and that
  /// `--force` replaces it. (Whether the file may be written at all is `checkWritable`'s.)
  public static func checkOwned(
    _ path: String, as kind: WrittenKind, force: Bool
  ) throws(FileError) {
    var st = stat()
    guard !force, stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return }
    if let head = try? readHead(path, count: WrittenKind.searched),
      String(decoding: head, as: UTF8.self).split(separator: "\n").contains(where: {
        $0.hasPrefix(kind.mark)
      })
    {
      return
    }
    let name = kind.name
    if path.hasSuffix(".pdx") {
      throw FileError(
        Words(
          en: "refusing to replace \(path): it is a .pdx script, not \(name.en);"
            + " name another file (or add --force to replace it)",
          es: "no se sustituye \(path): es un guion .pdx, no \(name.es); elige otro"
            + " fichero (o añade --force para sustituirlo)"))
    }
    let mark = Quoting.guillemets(kind.mark + "…")
    throw FileError(
      Words(
        en: "refusing to replace \(path): pdx did not write it (\(name.en) has a line"
          + " \(mark) at its top); name another file (or add --force to replace it)",
        es: "no se sustituye \(path): no lo escribió pdx (\(name.es) tiene una línea"
          + " \(mark) al principio); elige otro fichero (o añade --force para sustituirlo)"))
  }

  /// Whether `path` can be written now, before any work is done for it: an existing file must
  /// be a regular one pdx may write (as `writeAtomically` would check), a new one needs a folder
  /// that exists and takes new files (the temporary file goes there).
  public static func checkWritable(_ path: String) throws(FileError) {
    let target = try finalTarget(of: path)
    var st = stat()
    if stat(target, &st) == 0 {
      if let kind = kind(of: st.st_mode) { throw .notRegular(path, kind, reading: false) }
      if st.st_mode & 0o222 == 0 || faccessat(AT_FDCWD, target, W_OK, AT_EACCESS) != 0 {
        throw .readOnly(path, mode: st.st_mode)
      }
    } else if errno != ENOENT {
      throw .cannotWrite(path, errnoText())
    }
    let folder = parent(of: target)
    guard stat(folder, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else {
      throw .cannotWrite(
        path,
        Words(
          en: "the folder \(folder) does not exist", es: "la carpeta \(folder) no existe"))
    }
    guard faccessat(AT_FDCWD, folder, W_OK | X_OK, AT_EACCESS) == 0 else {
      throw .cannotWrite(
        path, Words(en: "the folder \(folder): ", es: "la carpeta \(folder): ") + errnoText())
    }
  }

  /// Up to `count` first bytes of a regular file.
  static func readHead(_ path: String, count: Int) throws(FileError) -> [UInt8] {
    let fd = try openRegularFile(path)
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let n = bytes.withUnsafeMutableBytes {
        Glibc.read(fd, $0.baseAddress! + filled, count - filled)
      }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { break }
      filled += n
    }
    return Array(bytes[0..<filled])
  }
}
