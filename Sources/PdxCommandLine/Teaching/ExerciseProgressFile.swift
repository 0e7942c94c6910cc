import Glibc
import PdxLanguage
import PdxRunner
import PdxScripts
import PdxTeaching
import PokedexCore

/// The exercises' records in the user's state folder, beside `walk --predict`'s:
/// `$XDG_STATE_HOME/pdx/exercise-progress` (else `~/.local/state/pdx/…`), mode 0600 in folders
/// of mode 0700. The first line says it is pdx's; then a line an exercise: answers, 1 when
/// solved (else 0), and its key (`ExerciseProgressKey`: no tab nor newline can be in it), parted
/// by tabs. A file that is not pdx's, or larger than `limit`, is refused and never written over.
struct ExerciseProgressFile: ExerciseProgress {
  static let magic = "# pdx exercise progress 1"
  /// Far more than any course: a file above it is not one pdx wrote.
  static let limit = 1 << 20

  let file: String
  var records: [String: ExerciseRecord] = [:]

  static func location(environment: (String) -> String?) -> String? {
    PredictProgress.location(environment: environment).map {
      String($0.dropLast("predict-progress".count)) + "exercise-progress"
    }
  }

  static func load(environment: (String) -> String?) throws(RunError) -> ExerciseProgressFile {
    guard let file = location(environment: environment) else {
      throw RunError(
        Words(
          en: "no place for progress: set HOME or XDG_STATE_HOME",
          es: "no hay dónde guardar el progreso: define HOME o XDG_STATE_HOME"))
    }
    var progress = ExerciseProgressFile(file: file)
    guard FileIO.exists(file) else { return progress }
    var st = stat()
    if stat(file, &st) == 0, Int(st.st_size) > limit { throw notOurs(file) }
    let bytes: [UInt8]
    do { bytes = try FileIO.read(file) } catch { throw RunError(error.words) }
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    guard lines.first == magic else { throw notOurs(file) }
    for line in lines.dropFirst() {
      let parts = line.split(separator: "\t").map(String.init)
      guard parts.count == 3, let attempts = Int(parts[0]), attempts >= 0,
        parts[1] == "0" || parts[1] == "1", parts[2].hasPrefix("exercise/")
      else { throw notOurs(file) }
      progress.records[parts[2]] = ExerciseRecord(attempts: attempts, solved: parts[1] == "1")
    }
    return progress
  }

  static func notOurs(_ file: String) -> RunError {
    RunError(
      Words(
        en: "\(Quoting.guillemets(file)) is not pdx's exercise progress (pdx's starts with"
          + " «\(magic)» and is under 1 MiB): it was left as it is; move it away to keep progress",
        es: "\(Quoting.guillemets(file)) no es el progreso de ejercicios de pdx (el de pdx empieza"
          + " por «\(magic)» y ocupa menos de 1 MiB): se ha dejado como estaba; apártalo para"
          + " guardar el progreso"))
  }

  func record(of key: String) -> ExerciseRecord? { records[key] }

  mutating func add(_ key: String, attempts: Int, solved: Bool) throws {
    let old = records[key] ?? ExerciseRecord(attempts: 0, solved: false)
    records[key] = ExerciseRecord(
      attempts: old.attempts + attempts, solved: old.solved || solved)
    try save()
  }

  mutating func clear(_ key: String?) throws {
    if let key { records[key] = nil } else { records = [:] }
    try save()
  }

  func save() throws(RunError) {
    let folder = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
    try PredictProgress.makeFolders(folder)
    let lines = records.keys.sorted().map { key in
      let r = records[key]!
      return "\(r.attempts)\t\(r.solved ? 1 : 0)\t\(key)"
    }
    do {
      try FileIO.writeAtomically(
        ([Self.magic] + lines).joined(separator: "\n") + "\n", to: file, secret: true)
    } catch {
      throw RunError(error.words)
    }
  }
}
