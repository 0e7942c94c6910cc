import CLibEdit
import Glibc
import PdxLanguage

extension EditLineSource {
  /// Reads ~/.editrc (or the file `EDITRC` names) as libedit would, but only a regular file:
  /// libedit's own reading opens whatever the path names, and a FIFO with no writer (or a
  /// terminal device) would block the shell before its first prompt. The file is opened
  /// without blocking and checked on that descriptor, then read through it, so it cannot be
  /// swapped in between. Returns a warning when the file is there but not read.
  static func sourceEditrc(_ editLine: OpaquePointer) -> Words? {
    let path: String
    if let named = getenv("EDITRC").map({ String(cString: $0) }), !named.isEmpty {
      path = named
    } else if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty {
      path = home + "/.editrc"
    } else {
      return nil
    }
    let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { return nil }
    defer { _ = Glibc.close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { return nil }
    guard status.st_mode & S_IFMT == S_IFREG else {
      let kind = kind(of: status.st_mode)
      return Words(
        en: "\(path) is \(kind.en), not a regular file: it is not read",
        es: "\(path) es \(kind.es), no un fichero normal: no se lee")
    }
    // libedit opens a name: this descriptor's, the file already checked.
    _ = pdx_el_source(editLine, "/dev/fd/\(fd)")
    return nil
  }
}
