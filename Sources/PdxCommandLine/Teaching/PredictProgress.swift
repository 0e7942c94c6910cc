import Glibc
import PdxLanguage
import PdxRunner
import PdxScripts
import PokedexCore

/// The best score of each walkthrough done with `pdx walk --predict`: one file in the user's
/// state folder, `$XDG_STATE_HOME/pdx/predict-progress` (else
/// `~/.local/state/pdx/predict-progress`), mode 0600 in a folder of mode 0700, and nowhere
/// else. Its first line says it is pdx's; then a line a walkthrough: the best number right,
/// the questions, and the walkthrough's absolute path, parted by tabs. A file there that is
/// not pdx's is refused, and never written over.
struct PredictProgress {
  static let magic = "# pdx walk --predict progress 1"

  struct Entry: Equatable {
    var best: Int
    var total: Int
    var path: String
  }

  let file: String
  var entries: [Entry] = []

  /// The file's place, from the environment; nil when neither XDG_STATE_HOME (absolute) nor
  /// HOME says where the user's state goes.
  static func location(environment: (String) -> String?) -> String? {
    if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
      return state + "/pdx/predict-progress"
    }
    guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
    return home + "/.local/state/pdx/predict-progress"
  }

  /// What the file holds (nothing when it does not exist yet).
  static func load(_ file: String) throws(RunError) -> PredictProgress {
    var progress = PredictProgress(file: file)
    guard FileIO.exists(file) else { return progress }
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(file)
    } catch {
      throw RunError(error.words)
    }
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    guard lines.first == magic else { throw notOurs(file) }
    for line in lines.dropFirst() {
      let parts = line.split(separator: "\t", maxSplits: 2).map(String.init)
      guard parts.count == 3, let best = Int(parts[0]), let total = Int(parts[1]), best >= 0,
        best <= total, parts[2].hasPrefix("/")
      else { throw notOurs(file) }
      progress.entries.append(Entry(best: best, total: total, path: parts[2]))
    }
    return progress
  }

  static func notOurs(_ file: String) -> RunError {
    RunError(
      Words(
        en: "\(Quoting.guillemets(file)) is not pdx's progress file (pdx's starts with"
          + " «\(magic)»): it was left as it is; move it away to keep scores",
        es: "\(Quoting.guillemets(file)) no es el fichero de progreso de pdx (el de pdx empieza"
          + " por «\(magic)»): se ha dejado como estaba; apártalo para guardar las marcas"))
  }

  /// A score for the walkthrough at `path` (absolute): kept when it beats the best, or when
  /// the walkthrough now asks a different number of questions (it was edited).
  mutating func record(_ right: Int, of total: Int, path: String) {
    if let at = entries.firstIndex(where: { $0.path == path }) {
      if entries[at].total != total || right > entries[at].best {
        entries[at] = Entry(best: right, total: total, path: path)
      }
    } else {
      entries.append(Entry(best: right, total: total, path: path))
    }
  }

  func best(_ path: String) -> Entry? { entries.first { $0.path == path } }

  func save() throws(RunError) {
    let folder = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
    try Self.makeFolders(folder)
    let text =
      ([Self.magic]
      + entries.sorted { $0.path < $1.path }.map { "\($0.best)\t\($0.total)\t\($0.path)" })
      .joined(separator: "\n") + "\n"
    do {
      try FileIO.writeAtomically(text, to: file, secret: true)
    } catch {
      throw RunError(error.words)
    }
  }

  /// `mkdir -p`, each new folder mode 0700: the state folder is the user's alone.
  static func makeFolders(_ path: String) throws(RunError) {
    var built = ""
    for part in path.split(separator: "/") {
      built += "/" + part
      if mkdir(built, 0o700) != 0 && errno != EEXIST {
        let why = String(cString: strerror(errno))
        throw RunError(
          Words(
            en: "cannot create \(Quoting.guillemets(built)): \(why)",
            es: "no se puede crear \(Quoting.guillemets(built)): \(why)"))
      }
    }
  }

  /// A path made absolute and without links, as the file keys walkthroughs.
  static func absolute(_ path: String) -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }
}
