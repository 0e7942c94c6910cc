import Glibc
import PdxLanguage

/// Where a write lands and what is there: links followed, the parent folder, the umask, a
/// mode in octal, what a file is when it is not a regular one.
extension FileIO {
  /// The file `path` names once every symbolic link on the way is followed (its last component
  /// followed again while it is a link): writing there leaves the links as they are. A target
  /// that does not exist yet is where the new file goes, as `>` creates it.
  static func finalTarget(of path: String) throws(FileError) -> String {
    var current = path
    // Linux gives up after 40 links (ELOOP); so does this.
    for _ in 0..<40 {
      var st = stat()
      guard lstat(current, &st) == 0, st.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
      let n = buffer.withUnsafeMutableBufferPointer { b in
        b.withMemoryRebound(to: CChar.self) { readlink(current, $0.baseAddress!, $0.count - 1) }
      }
      guard n > 0 else { throw .cannotWrite(path, errnoText()) }
      let link = String(decoding: buffer[0..<n], as: UTF8.self)
      current = link.hasPrefix("/") ? link : parent(of: current) + "/" + link
    }
    throw .cannotWrite(path, errnoWords(ELOOP))
  }

  /// The directory part of a path: "." for a bare name, "/" for a name at the root.
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let dir = path[..<slash]
    return dir.isEmpty ? "/" : String(dir)
  }

  /// The process's umask, read without changing it: Linux shows it in /proc/self/status
  /// (`Umask:\t0022`). Without /proc it is set and put back at once (changed for the time of
  /// two system calls, in which another thread creating a file would get 0o022).
  static func currentUmask() -> mode_t {
    let fd = Glibc.open("/proc/self/status", O_RDONLY | O_CLOEXEC)
    if fd >= 0, let bytes = readAll(fd) {
      close(fd)
      let text = String(decoding: bytes, as: UTF8.self)
      for line in text.split(separator: "\n") where line.hasPrefix("Umask:") {
        let digits = line.dropFirst("Umask:".count).filter { $0 != " " && $0 != "\t" }
        if let mask = mode_t(digits, radix: 8) { return mask }
      }
    } else if fd >= 0 {
      close(fd)
    }
    let mask = umask(0o022)
    umask(mask)
    return mask
  }

  static func octal(_ mode: mode_t) -> String {
    let digits = String(mode, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// What a file is when it is not a regular file ("a FIFO"), for messages; nil when it is one.
  static func kind(of mode: mode_t) -> Words? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: Words(en: "a directory", es: "una carpeta")
    case S_IFIFO: Words(en: "a FIFO", es: "una FIFO")
    case S_IFCHR: Words(en: "a character device", es: "un dispositivo de caracteres")
    case S_IFBLK: Words(en: "a block device", es: "un dispositivo de bloques")
    case S_IFSOCK: Words(en: "a socket", es: "un socket")
    case S_IFLNK: Words(en: "a symbolic link", es: "un enlace simbólico")
    default: Words(en: "an unknown kind of file", es: "un tipo de fichero desconocido")
    }
  }
}
