import Glibc
import PdxLanguage
import PdxScripts

/// What `pdx test` keeps of its runs for `--last-failed`: each script's last verdict, one line
/// a script (`fail<TAB>examples/b.pdx`), in `.pdx_cache/last-run` under the folder pdx test
/// runs in (`PDX_CACHE_DIR` names another folder), as pytest keeps `.pytest_cache`: per
/// project, where a CI cache can carry it. A script is keyed by its path from that folder, so a
/// copy of the project keeps its record. The file is read only up to `limit` bytes, and updated
/// as the progress store is (`LockedFile`: `last-run.lock` created exclusively, written, renamed
/// over), so two runs at once lose neither's verdicts; a file that is not pdx's record is
/// reported with its line and never replaced without `--force`.
public struct LastRun: Equatable, Sendable {
  /// Each script's key and its last status (`ok`, `fail`, `error`, `xfail`, `xpass`, `flaky`).
  public var verdicts: [String: String] = [:]

  public init(verdicts: [String: String] = [:]) { self.verdicts = verdicts }

  /// The most a record may weigh: a larger one is refused, not read.
  public static let limit = 4 << 20
  /// The most scripts it keeps: past it, the passing ones a run did not touch are dropped.
  public static let maxScripts = 50_000
  /// Its first line.
  public static let header = "# pdx test: the last verdict of each script (pdx test --last-failed)"
  /// The statuses that `--last-failed` runs again: what did not plainly pass.
  public static let failed: Set<String> = ["fail", "error", "flaky"]

  /// The folder the record lives in: `PDX_CACHE_DIR`, else `.pdx_cache` here.
  public static func folder(environment: (String) -> String?) -> String {
    if let given = environment("PDX_CACHE_DIR"), !given.isEmpty { return given }
    return ".pdx_cache"
  }

  public static func file(in folder: String) -> String { folder + "/last-run" }

  /// The record's lines: the header, then a script a line, sorted by key.
  public func serialized() -> [UInt8] {
    var text = Self.header + "\n"
    for key in verdicts.keys.sorted() {
      text += verdicts[key]! + "\t" + Self.escape(key) + "\n"
    }
    return Array(text.utf8)
  }

  /// The record in `bytes`, read from `path`; a line that is not one pdx writes is an error
  /// naming it.
  public static func parse(_ bytes: [UInt8], path: String) throws(FileError) -> LastRun {
    var record = LastRun()
    let statuses = Set(ScriptResult.Status.allCases.map(\.rawValue))
    for (i, raw) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
    {
      if raw.isEmpty || raw.first == UInt8(ascii: "#") { continue }
      let line = String(decoding: raw, as: UTF8.self)
      let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, statuses.contains(String(parts[0])),
        let key = unescape(String(parts[1])), !key.isEmpty
      else {
        throw FileError(
          Words(
            en: "\(path):\(i + 1): not a line of pdx test's record (a status, a tab, a script's"
              + " path)",
            es: "\(path):\(i + 1): no es una línea del registro de pdx test (un estado, un"
              + " tabulador, la ruta de un guion)"))
      }
      record.verdicts[key] = String(parts[0])
    }
    return record
  }

  /// A key on one line: a backslash, a tab, a line end and any other control character escaped
  /// (`\\`, `\t`, `\n`, `\xHH`), so that no path can forge a line or break the record.
  public static func escape(_ key: String) -> String {
    var o = ""
    for c in key.unicodeScalars {
      switch c {
      case "\\": o += "\\\\"
      case "\t": o += "\\t"
      case "\n": o += "\\n"
      default:
        if c.value < 0x20 || c.value == 0x7F {
          let hex = String(c.value, radix: 16, uppercase: true)
          o += "\\x" + (hex.count == 1 ? "0" : "") + hex
        } else {
          o.unicodeScalars.append(c)
        }
      }
    }
    return o
  }

  /// `escape` undone; nil for an escape pdx does not write.
  static func unescape(_ text: String) -> String? {
    var o = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let c = scalars.next() {
      guard c == "\\" else {
        if c.value < 0x20 || c.value == 0x7F { return nil }
        o.unicodeScalars.append(c)
        continue
      }
      switch scalars.next() {
      case "\\": o += "\\"
      case "t": o += "\t"
      case "n": o += "\n"
      case "x":
        guard let a = scalars.next(), let b = scalars.next(),
          let v = UInt8(String([Character(a), Character(b)]), radix: 16), v < 0x20 || v == 0x7F
        else { return nil }
        o.unicodeScalars.append(Unicode.Scalar(v))
      default: return nil
      }
    }
    return o
  }

  /// The verdicts of `results` recorded over these: a script run now gets its new status,
  /// the others keep theirs (a run of part of the project forgets nothing of the rest).
  public func updated(with results: [ScriptResult], key: (String) -> String) -> LastRun {
    var next = self
    var touched: Set<String> = []
    for r in results {
      let k = key(r.path)
      next.verdicts[k] = r.status.rawValue
      touched.insert(k)
    }
    if next.verdicts.count > Self.maxScripts {
      next.verdicts = next.verdicts.filter { touched.contains($0.key) || $0.value != "ok" }
    }
    return next
  }

  /// The scripts of `scripts` whose last verdict was a failure, an error or flaky.
  public func failedScripts(_ scripts: [String], key: (String) -> String) -> [String] {
    scripts.filter { verdicts[key($0)].map(Self.failed.contains) ?? false }
  }

  // MARK: The file

  /// A script's key: its real path from the folder pdx runs in (`root`), or whole when it lies
  /// elsewhere.
  public static func key(_ path: String, root: String) -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    let full = String(cString: real)
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }

  /// The folder pdx runs in, as its real path.
  public static func root() -> String {
    guard let real = realpath(".", nil) else { return "." }
    defer { free(real) }
    return String(cString: real)
  }

  /// The record's file, read and updated as the progress store's is (`LockedFile`).
  static func store(_ folder: String) -> LockedFile {
    var store = LockedFile(path: file(in: folder), limit: limit)
    store.mode = 0o644
    return store
  }

  /// The record in `folder`, or an empty one when there is none yet.
  public static func read(folder: String) throws(FileError) -> LastRun {
    let store = store(folder)
    let bytes: [UInt8]?
    do {
      bytes = try store.read()
    } catch {
      throw described(error, store)
    }
    guard let bytes else { return LastRun() }
    return try parse(bytes, path: store.path)
  }

  /// Records `results` in `folder`'s record under its lock: read, updated, replaced whole. The
  /// folder is made when missing, with a `.gitignore` that keeps it out of git. A record that
  /// is not pdx's (or too large to read) is left as it is (the error says why) unless `force`,
  /// which starts it again.
  public static func record(
    _ results: [ScriptResult], folder: String, force: Bool
  ) throws(FileError) {
    if !FileIO.isDirectory(folder) {
      guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
        throw FileError(
          Words(
            en: "cannot make the folder \(folder): ", es: "no se puede crear la carpeta \(folder): "
          )
            + FileIO.errnoText())
      }
      try? FileIO.writeAtomically(
        "# Made by pdx test: its record of the last run.\n*\n", to: folder + "/.gitignore")
    }
    let store = store(folder)
    let root = root()
    func updated(_ bytes: [UInt8]?) throws(FileError) -> [UInt8] {
      var current = LastRun()
      if let bytes {
        do {
          current = try parse(bytes, path: store.path)
        } catch {
          if !force { throw error }
        }
      }
      return current.updated(with: results) { key($0, root: root) }.serialized()
    }
    do {
      try store.update { try updated($0) }
    } catch is LockedFile.TooLarge where force {
      do {
        try store.update(reading: false) { try updated($0) }
      } catch {
        throw described(error, store)
      }
    } catch {
      throw described(error, store)
    }
  }

  /// What went wrong with the record's file, said as a file error.
  static func described(_ error: any Error, _ store: LockedFile) -> FileError {
    switch error {
    case let e as FileError: return e
    case is LockedFile.TooLarge:
      return FileError(
        Words(
          en: "\(store.path) is larger than \(limit >> 20) MiB: not read (pdx writes far less;"
            + " remove it, or add --force to replace it)",
          es: "\(store.path) ocupa más de \(limit >> 20) MiB: no se lee (pdx escribe mucho menos;"
            + " bórralo, o añade --force para sustituirlo)"))
    case let e as LockedFile.Busy:
      return FileError(
        Words(
          en: "\(e.lockPath) is taken: another pdx test is recording, or one was stopped while it"
            + " did (remove it once none runs)",
          es: "\(e.lockPath) está tomado: otro pdx test está guardando, o uno se paró mientras lo"
            + " hacía (bórralo cuando no se ejecute ninguno)"))
    default:
      return FileError(Words("\(error)"))
    }
  }
}
