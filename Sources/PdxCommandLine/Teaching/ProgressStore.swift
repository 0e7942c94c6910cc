import Glibc
import PdxLanguage
import PdxScripts
import PokedexCore

/// The one progress file of `walk --predict` and `exercise` (docs/reference.md §9.6):
/// `$XDG_STATE_HOME/pdx/progress` (else `~/.local/state/pdx/progress`), mode 0600 in folders
/// made 0700. Read bounded (`limit`); changed under a lock and replaced whole (`LockedFile`),
/// so two runs at once lose nothing; a file that is not as pdx writes it is named with its line
/// and left as it is, unless the user says `--force`.
struct ProgressStore {
  /// 1 MiB: some 10,000 entries, far more than a course has.
  static let limit = 1 << 20

  let file: String
  /// What to do while another pdx holds the lock (`LockedFile.waitBriefly`; tests give up at once).
  var busy: (Int) -> Bool = LockedFile.waitBriefly

  init(file: String) { self.file = file }

  /// The store the environment points at: under XDG_STATE_HOME when it is an absolute path,
  /// else under HOME; an error when neither says.
  static func located(
    environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }
  ) throws(RunError) -> ProgressStore {
    if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
      return ProgressStore(file: state + "/pdx/progress")
    }
    guard let home = environment("HOME"), home.hasPrefix("/") else {
      throw RunError(
        Words(
          en: "neither XDG_STATE_HOME nor HOME says where to keep the progress file",
          es: "ni XDG_STATE_HOME ni HOME dicen dónde guardar el fichero de progreso"))
    }
    return ProgressStore(file: home + "/.local/state/pdx/progress")
  }

  private var locked: LockedFile { LockedFile(path: file, limit: Self.limit) }

  /// What the file holds (nothing when there is none yet), without taking the lock: a file
  /// that cannot be read, is too large or is not as pdx writes it is the error.
  func read() throws(RunError) -> Progress {
    let bytes: [UInt8]?
    do {
      bytes = try locked.read()
    } catch {
      throw describe(error, force: false)
    }
    guard let bytes else { return Progress() }
    do {
      return try Progress.read(bytes).0
    } catch {
      throw unreadable(error)
    }
  }

  /// What changed a file pdx could not read, said by `update` with `--force`.
  enum Forced: Equatable {
    /// These lines were dropped; the rest was kept.
    case dropped([Int])
    /// The file was above the limit, and replaced unread.
    case replaced(size: Int)
  }

  /// Reads the file under the lock, lets `change` change what it holds, and writes it back
  /// whole; returns what was written, and what `--force` threw away. Without `force` a file
  /// pdx cannot read is the error, and is left as it is; with it, the lines that read are kept.
  @discardableResult
  func update(force: Bool = false, _ change: (inout Progress) -> Void) throws(RunError) -> (
    Progress, forced: Forced?
  ) {
    try makeFolders(String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]))
    var result = Progress()
    var forced: Forced?
    do {
      try locked.update(busy: busy) { bytes in
        var progress = Progress()
        if let bytes {
          let (read, dropped) = try Progress.read(bytes, lenient: force)
          progress = read
          if !dropped.isEmpty { forced = .dropped(dropped) }
        }
        change(&progress)
        result = progress
        return Array(progress.text.utf8)
      }
    } catch let error as LockedFile.TooLarge where force {
      // Too large to read: a new file, with only this change, replaces it.
      do {
        var progress = Progress()
        change(&progress)
        result = progress
        try locked.update(busy: busy, reading: false) { _ in Array(progress.text.utf8) }
        forced = .replaced(size: error.size)
      } catch let other {
        throw describe(other, force: true)
      }
    } catch {
      throw describe(error, force: force)
    }
    return (result, forced)
  }

  /// Forgets the entries of `kind` for `target` — a FILE, every `.pdx` under a DIR — or all
  /// of that kind when nil (`walk --progress --clear`, `exercise --clear`); how many there were.
  func clear(_ kind: Progress.Kind, _ target: String?, force: Bool) throws(RunError) -> (
    Int, forced: Forced?
  ) {
    var keys: Set<CourseKey>?
    if let target {
      if FileIO.isDirectory(target) {
        do {
          keys = Set(try FileIO.scripts(under: [target]).map(CourseKey.of))
        } catch {
          throw RunError(error.words)
        }
      } else {
        // A file gone since keeps the key its path gives: its entry can still be cleared.
        keys = [CourseKey.of(target)]
      }
    }
    var cleared = 0
    let (_, forced) = try update(force: force) { cleared = $0.clear(kind, keys) }
    return (cleared, forced)
  }

  /// `Cleared the scores of 2 walkthroughs`, `Se ha borrado el progreso de 1 ejercicio`.
  static func cleared(_ n: Int, _ kind: Progress.Kind) -> Words {
    switch (kind, n) {
    case (.predict, 0):
      Words(en: "No score to clear", es: "No había ninguna marca que borrar")
    case (.predict, 1):
      Words(en: "Cleared the score of 1 walkthrough", es: "Se ha borrado la marca de 1 recorrido")
    case (.predict, _):
      Words(
        en: "Cleared the scores of \(n) walkthroughs",
        es: "Se han borrado las marcas de \(n) recorridos")
    case (.exercise, 0):
      Words(en: "No exercise progress to clear", es: "No había ningún progreso que borrar")
    case (.exercise, 1):
      Words(
        en: "Cleared the progress of 1 exercise", es: "Se ha borrado el progreso de 1 ejercicio")
    case (.exercise, _):
      Words(
        en: "Cleared the progress of \(n) exercises",
        es: "Se ha borrado el progreso de \(n) ejercicios")
    }
  }

  // MARK: Errors

  private func describe(_ error: any Error, force: Bool) -> RunError {
    let file = Quoting.guillemets(self.file)
    switch error {
    case let e as Progress.Unreadable: return unreadable(e)
    case let e as LockedFile.TooLarge:
      let size = Numbers.counted(e.size, ("byte", "bytes"), ("byte", "bytes"))
      let (en, es) = (Numbers.grouped(Self.limit, .en), Numbers.grouped(Self.limit, .es))
      return RunError(
        Words(en: "\(file) is ", es: "\(file) tiene ") + size
          + Words(
            en: ", above the \(en) a progress file may hold: it was not read, and is left as it"
              + " is (--force replaces it)",
            es: ", más de los \(es) que puede tener un fichero de progreso: no se ha leído, y se"
              + " deja como está (--force lo sustituye)"))
    case let e as LockedFile.Busy:
      let lock = Quoting.guillemets(e.lockPath)
      return RunError(
        Words(
          en: "\(lock) exists: another pdx is updating the progress file, or one was stopped"
            + " while it did; if no pdx is running, remove \(lock) and run again",
          es: "\(lock) existe: otro pdx está actualizando el fichero de progreso, o alguno se"
            + " detuvo mientras lo hacía; si no hay ningún pdx en marcha, borra \(lock) y vuelve"
            + " a ejecutarlo"))
    case let e as FileError: return RunError(e.words)
    default:
      return RunError(Words("\(file): \(error)"))
    }
  }

  /// `«FILE»:3: «…» is not an entry: …; it was left as it is (--force keeps the lines that
  /// read and drops the others)`.
  private func unreadable(_ e: Progress.Unreadable) -> RunError {
    RunError(
      Words("\(Quoting.guillemets(file)):\(e.line): ") + e.why
        + Words(
          en: "; the file was left as it is (--force keeps the lines that read and drops the"
            + " others)",
          es: "; el fichero se deja como está (--force conserva las líneas que se leen y quita"
            + " las demás)"))
  }

  /// What `--force` threw away, as a warning line.
  static func warning(_ forced: Forced, file: String) -> Words {
    let shown = Quoting.guillemets(file)
    switch forced {
    case .dropped(let lines):
      let list = lines.map(String.init).joined(separator: ", ")
      return Words(
        en: "warning: --force: dropped the lines of \(shown) pdx could not read: \(list)",
        es: "atención: --force: se han quitado las líneas de \(shown) que pdx no podía leer:"
          + " \(list)")
    case .replaced(let size):
      return Words(
        en: "warning: --force: replaced \(shown) (",
        es: "atención: --force: se ha sustituido \(shown) (")
        + Numbers.counted(size, ("byte", "bytes"), ("byte", "bytes"))
        + Words(en: ", unread) with a new file", es: ", sin leer) por un fichero nuevo")
    }
  }

  /// `mkdir -p`, each new folder mode 0700: the state folder is the user's alone.
  private func makeFolders(_ path: String) throws(RunError) {
    var built = ""
    for part in path.split(separator: "/") {
      built += "/" + part
      if mkdir(built, 0o700) != 0 && errno != EEXIST {
        throw RunError(
          Words(
            en: "cannot create \(Quoting.guillemets(built)): ",
            es: "no se puede crear \(Quoting.guillemets(built)): ") + FileIO.errnoText())
      }
    }
  }
}
