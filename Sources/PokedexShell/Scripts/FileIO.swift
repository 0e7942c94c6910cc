import Glibc

/// Files, without Foundation: whole reads, and atomic writes (a temporary file, then rename),
/// so nothing pdx writes is ever left half-written.
public enum FileIO {
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }

  /// The bytes of a regular file; a directory or an unreadable file is a clear error.
  public static func read(_ path: String) throws(Failure) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw Failure(message: "cannot read \(path): \(errnoText())") }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw Failure(message: "cannot read \(path): \(errnoText())") }
    if (st.st_mode & S_IFMT) == S_IFDIR {
      throw Failure(message: "cannot read \(path): it is a directory, not a file")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw Failure(message: "cannot read \(path): \(errnoText())")
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
  }

  public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  public static func isDirectory(_ path: String) -> Bool {
    var st = stat()
    return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
  }

  /// Writes `text` to a temporary file beside `path`, then renames it over `path`.
  public static func writeAtomically(_ text: String, to path: String) throws(Failure) {
    let dir: String
    if let slash = path.lastIndex(of: "/") {
      dir = String(path[..<slash]).isEmpty ? "/" : String(path[..<slash])
    } else {
      dir = "."
    }
    var template = Array((dir + "/.pdx-tmp-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw Failure(message: "cannot write \(path): \(errnoText())") }
    let tmp = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var ok = true
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes {
        write(fd, $0.baseAddress! + offset, $0.count - offset)
      }
      if n < 0 {
        if errno == EINTR { continue }
        ok = false
        break
      }
      offset += n
    }
    let saved = errnoText()
    if ok && fsync(fd) != 0 { ok = false }
    fchmod(fd, 0o644)
    close(fd)
    guard ok, rename(tmp, path) == 0 else {
      let why = ok ? errnoText() : saved
      unlink(tmp)
      throw Failure(message: "cannot write \(path): \(why)")
    }
    bytes.removeAll()
  }

  /// Every file ending in `.pdx` below `path` (or `path` itself), sorted.
  public static func scripts(under path: String) throws(Failure) -> [String] {
    if !isDirectory(path) {
      guard exists(path) else { throw Failure(message: "cannot read \(path): \(errnoText())") }
      return [path]
    }
    var out: [String] = []
    guard let dir = opendir(path) else {
      throw Failure(message: "cannot read \(path): \(errnoText())")
    }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name == "." || name == ".." || name.hasPrefix(".") { continue }
      names.append(name)
    }
    closedir(dir)
    for name in names.sorted() {
      let full = path.hasSuffix("/") ? path + name : path + "/" + name
      if isDirectory(full) {
        out += try scripts(under: full)
      } else if name.hasSuffix(".pdx") {
        out.append(full)
      }
    }
    return out
  }

  /// Names in a directory starting with `prefix` (for completion); directories end with `/`.
  public static func complete(_ prefix: String) -> [String] {
    let dir: String
    let base: String
    if let slash = prefix.lastIndex(of: "/") {
      dir = String(prefix[...slash])
      base = String(prefix[prefix.index(after: slash)...])
    } else {
      dir = ""
      base = prefix
    }
    guard let d = opendir(dir.isEmpty ? "." : dir) else { return [] }
    defer { closedir(d) }
    var out: [String] = []
    while let entry = readdir(d) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      guard name != ".", name != "..", name.hasPrefix(base) else { continue }
      if name.hasPrefix(".") && !base.hasPrefix(".") { continue }
      out.append(dir + name + (isDirectory(dir + name) ? "/" : ""))
    }
    return out.sorted()
  }
}
