import Glibc

/// Where a walkthrough or an exercise stands in its course: the key of its progress
/// (docs/reference.md §9.6). Its path relative to the **course root**, the nearest folder above
/// it (its own folder first) that holds a file named `.pdx-course`; with none, its folder's
/// name and its own (`examples/04-el-toque-antes-de-entrar.pdx`). A copy or a move of the
/// course folder keeps the keys, and so the progress; an edit of a walkthrough keeps its key
/// too, where a key made from the content would start it anew at each fix of a typo.
///
/// Bytes, not a String: two paths that differ only in bytes that are not UTF-8 (or in how an
/// accent is composed) are two files, and keep two keys.
struct CourseKey: Hashable, Comparable, Sendable {
  static let marker = ".pdx-course"

  let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  init(_ text: String) { self.bytes = Array(text.utf8) }

  static func < (a: CourseKey, b: CourseKey) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }

  /// As a person reads it, on one line (what is not UTF-8 shown as �; see `oneLine`).
  var shown: String { Self.oneLine(String(decoding: bytes, as: UTF8.self)) }

  /// A name on one line of a listing: a line feed in it written `\u{A}`, as the output writes
  /// every other control character, so that no name can add a line (a fake score) to a list.
  static func oneLine(_ name: String) -> String {
    guard name.utf8.contains(0x0A) else { return name }
    var out = ""
    for c in name.unicodeScalars {
      if c == "\n" { out += "\\u{A}" } else { out.unicodeScalars.append(c) }
    }
    return out
  }

  /// The key of the file at `path`: followed through its links to where it is (a file that no
  /// longer exists keeps the key its path gives).
  static func of(_ path: String) -> CourseKey {
    let parts = absolute(path).split(separator: "/").map(String.init)
    guard parts.count > 1 else { return CourseKey(parts.last ?? path) }
    // The file's own folder first, then each one above it, up to the root.
    for depth in stride(from: parts.count - 1, through: 0, by: -1) {
      let folder = "/" + parts[..<depth].joined(separator: "/")
      let mark = (folder == "/" ? "" : folder) + "/" + marker
      if access(mark, F_OK) == 0 {
        return CourseKey(parts[depth...].joined(separator: "/"))
      }
    }
    return CourseKey(parts.suffix(2).joined(separator: "/"))
  }

  /// `path` made absolute and without links: its folder resolved when the file itself is gone.
  static func absolute(_ path: String) -> String {
    if let whole = resolved(path) { return whole }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard let base = resolved(folder.isEmpty ? "/" : folder) else {
      return path.hasPrefix("/") ? path : (resolved(".") ?? "") + "/" + path
    }
    return (base == "/" ? "" : base) + "/" + name
  }

  private static func resolved(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }

  // MARK: In the file

  /// As the file writes it: every byte outside printable ASCII, and `%` itself, as `%XX`
  /// (upper-case hex), so that no name can end a line, part its fields or forge an entry.
  var escaped: String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for b in bytes {
      if (0x20...0x7E).contains(b), b != 0x25 {
        out.append(b)
      } else {
        out += [0x25, hex[Int(b >> 4)], hex[Int(b & 0xF)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The key a field of the file holds; nil unless the field is exactly as `escaped` writes
  /// some key (so one key has one spelling, and a duplicate is seen as one).
  init?(escaped field: ArraySlice<UInt8>) {
    var out: [UInt8] = []
    var i = field.startIndex
    while i < field.endIndex {
      let b = field[i]
      guard (0x20...0x7E).contains(b) else { return nil }
      if b == 0x25 {
        guard field.endIndex - i >= 3,
          let high = Self.hexDigit(field[i + 1]), let low = Self.hexDigit(field[i + 2])
        else { return nil }
        out.append(high << 4 | low)
        i += 3
      } else {
        out.append(b)
        i += 1
      }
    }
    guard !out.isEmpty else { return nil }
    let key = CourseKey(out)
    guard Array(key.escaped.utf8) == Array(field) else { return nil }
    self = key
  }

  private static func hexDigit(_ b: UInt8) -> UInt8? {
    switch b {
    case 0x30...0x39: b - 0x30
    case 0x41...0x46: b - 0x41 + 10
    default: nil
    }
  }
}
