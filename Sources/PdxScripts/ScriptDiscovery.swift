import Glibc
import PdxLanguage
import PokedexCore

/// Finding scripts: the `.pdx` files below the paths `pdx test` is given, and the file
/// names TAB completes in the shell.
extension FileIO {
  /// Every file ending in `.pdx` below `path` (or `path` itself): see `scripts(under:)` for
  /// several paths.
  public static func scripts(under path: String) throws(FileError) -> [String] {
    try scripts(under: [path])
  }

  /// The scripts below `paths`: each path that names a file, and every file ending in `.pdx`
  /// below each path that names a directory, in the order of the paths and sorted by name
  /// within a directory. Names starting with `.` are skipped.
  ///
  /// Each real file is listed once, and the walk always ends:
  /// - A path given here is followed even when it is a symbolic link (to a file or a directory).
  /// - Below it, a symbolic link to a file is followed (a suite may link a shared script in),
  ///   but a link to a directory is not descended into, as find, git and `go test ./...` do not:
  ///   `ln -s . a` would make the walk endless, and `ln -s .. up` would run the same scripts
  ///   again. A link that leads nowhere is listed, so that running it says why it cannot.
  /// - A file reached by two names (a hard link, a link to a script also listed, a path given
  ///   twice or inside another) is listed once, under the first name found: files are told apart
  ///   by device and inode, and so are directories (a bind mount cannot loop either).
  public static func scripts(under paths: [String]) throws(FileError) -> [String] {
    var walk = ScriptWalk()
    for path in paths {
      var st = stat()
      guard stat(path, &st) == 0 else {
        throw .cannotRead(path, errnoText())
      }
      if st.st_mode & S_IFMT == S_IFDIR {
        try walk.directory(path, st)
      } else {
        walk.file(path, st)
      }
    }
    return walk.found
  }

  /// A file's identity: the same for every name that reaches it.
  struct FileID: Hashable {
    var device: UInt64
    var inode: UInt64
    init(_ st: stat) {
      device = UInt64(st.st_dev)
      inode = UInt64(st.st_ino)
    }
  }

  private struct ScriptWalk {
    var found: [String] = []
    var seen = Set<FileID>()

    mutating func file(_ path: String, _ st: stat) {
      if seen.insert(FileID(st)).inserted { found.append(path) }
    }

    mutating func directory(_ path: String, _ st: stat) throws(FileError) {
      guard seen.insert(FileID(st)).inserted else { return }
      guard let dir = opendir(path) else {
        throw .cannotRead(path, errnoText())
      }
      var names: [String] = []
      while let entry = readdir(dir) {
        let bytes = withUnsafePointer(to: entry.pointee.d_name) {
          $0.withMemoryRebound(to: UInt8.self, capacity: 256) {
            Array(UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0))))
          }
        }
        if bytes.first == UInt8(ascii: ".") { continue }
        guard let name = String(validating: bytes, as: UTF8.self) else {
          // Never skipped in silence: a script, or a folder that may hold scripts, whose name
          // pdx cannot carry (its paths are UTF-8 text) is an error that names it.
          let isDirectory = entry.pointee.d_type == UInt8(DT_DIR)
          guard isDirectory || bytes.suffix(4).elementsEqual(".pdx".utf8) else { continue }
          closedir(dir)
          throw .cannotRead(
            Quoting.guillemets(path + "/" + shownBytes(bytes)),
            Words(
              en: "the name is not UTF-8, and pdx reads UTF-8 names only (rename it)",
              es: "el nombre no es UTF-8, y pdx solo lee nombres UTF-8 (cámbiaselo)"))
        }
        names.append(name)
      }
      closedir(dir)
      for name in names.sorted() {
        let full = path.hasSuffix("/") ? path + name : path + "/" + name
        var st = stat()
        guard lstat(full, &st) == 0 else {
          if errno == ENOENT { continue }  // gone since it was listed
          // A path too long to open, a folder that cannot be searched: said, never skipped.
          throw .cannotRead(full, errnoText())
        }
        switch st.st_mode & S_IFMT {
        case S_IFDIR:
          try directory(full, st)
        case S_IFLNK:
          guard name.hasSuffix(".pdx") else { continue }
          var target = stat()
          if stat(full, &target) != 0 {
            found.append(full)
          } else if target.st_mode & S_IFMT != S_IFDIR {
            file(full, target)
          }
        default:
          if name.hasSuffix(".pdx") { file(full, st) }
        }
      }
    }
  }

  /// A name's bytes as text, each byte that is not UTF-8 as `\x{FF}`.
  static func shownBytes(_ bytes: [UInt8]) -> String {
    var out = ""
    var i = 0
    while i < bytes.count {
      var taken = 0
      for length in 1...4 where i + length <= bytes.count {
        if let s = String(validating: bytes[i..<i + length], as: UTF8.self) {
          out += s
          taken = length
          break
        }
      }
      if taken == 0 {
        out += "\\x{" + String(bytes[i], radix: 16, uppercase: true) + "}"
        taken = 1
      }
      i += taken
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
