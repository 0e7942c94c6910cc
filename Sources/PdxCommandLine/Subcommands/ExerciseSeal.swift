// `pdx exercise --seal`: the student's copy of a teacher's exercise.

import Glibc
import PdxLanguage
import PdxScripts
import PdxTeaching
import PdxText

extension ExerciseCommand {
  // MARK: --seal

  func runSeal(_ globals: GlobalOptions) throws -> Int32 {
    let source = files[0]
    guard let out else { return 2 }
    if FileIO.isDirectory(source) {
      if !FileIO.exists(out) { _ = mkdir(out, 0o777) }
      if !FileIO.isDirectory(out) {
        throw RunError(
          Words(
            en: "--seal of a folder writes into a folder: \(out) is not one",
            es: "--seal de una carpeta escribe en una carpeta: \(out) no lo es"))
      }
      for file in try Self.exerciseFiles([source]) {
        let name = String(file.split(separator: "/").last ?? "")
        try sealOne(file, to: out + "/" + name, globals)
      }
      return 0
    }
    try sealOne(source, to: out, globals)
    return 0
  }

  func sealOne(_ file: String, to target: String, _ globals: GlobalOptions) throws {
    let (_, exercise) = try Self.read(file)
    if exercise.sealed {
      throw RunError(
        Words(
          en: "\(file) is sealed already: seal the teacher's copy",
          es: "\(file) ya está sellado: sella la copia del profesor"))
    }
    if FileIO.sameFile(file, target) {
      throw RunError(
        Words(
          en: "--out is \(file) itself: the teacher's copy would be lost",
          es: "--out es el propio \(file): se perdería la copia del profesor"))
    }
    let problems = ExerciseCheck.words(exercise)
    if !problems.isEmpty {
      throw RunError(
        Words(
          en: "\(file) would give its knob away: ",
          es: "\(file) delataría su palanca: ")
          + problems.dropFirst().reduce(problems[0]) { $0 + "; " + $1 })
    }
    if FileIO.exists(target), !force {
      throw RunError(
        Words(
          en: "\(target) exists: --force replaces it",
          es: "\(target) ya existe: --force lo sustituye"))
    }
    let bytes: [UInt8]
    do { bytes = try FileIO.read(file) } catch { throw RunError(error.words) }
    let text = Self.sealed(bytes, exercise: exercise)
    do {
      try FileIO.writeAtomically(text, to: target, secret: false)
    } catch {
      throw RunError(error.words)
    }
    standardOutput.line(
      Words(en: "sealed \(file) → \(target)", es: "sellado \(file) → \(target)")(
        globals.language))
  }

  /// The file's text with each `# exercise:` line of its opening comment replaced by its seal,
  /// every other byte as it was.
  static func sealed(_ bytes: [UInt8], exercise: Exercise) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var seals = exercise.sealedHeader.filter { $0.hasPrefix("# sealed: ") }[...]
    for i in lines.indices {
      let line = lines[i]
      let bare = line.hasSuffix("\r") ? String(line.dropLast()) : line
      let trimmed = bare.drop { $0 == "\u{FEFF}" }.trimmingBlanks()
      guard trimmed.hasPrefix("#") else { break }
      let comment = trimmed.dropFirst().trimmingBlanks()
      guard comment.hasPrefix("exercise:"), let seal = seals.popFirst() else { continue }
      let bom = line.hasPrefix("\u{FEFF}") ? "\u{FEFF}" : ""
      lines[i] = bom + seal + (line.hasSuffix("\r") ? "\r" : "")
    }
    return lines.joined(separator: "\n")
  }
}
