import PdxLanguage
import PdxRunner
import PokedexCore

/// What a student did with one exercise: answers counted, and whether it is solved.
public struct ExerciseRecord: Sendable, Equatable {
  public var attempts: Int
  public var solved: Bool

  public init(attempts: Int, solved: Bool) {
    self.attempts = attempts
    self.solved = solved
  }
}

/// Where a student's progress through the exercises is kept: the progress store `walk
/// --predict` shares (docs/reference.md §9.4). An exercise is known by its key
/// (`ExerciseProgressKey`), which a copy of the course folder keeps.
public protocol ExerciseProgress {
  func record(of key: String) -> ExerciseRecord?
  /// Adds an attempt's answers, and whether it ended solved (a solved exercise stays solved).
  mutating func add(_ key: String, attempts: Int, solved: Bool) throws
  /// Forgets one exercise's record, or every exercise's (nil).
  mutating func clear(_ key: String?) throws
}

/// An exercise's key in the progress store: `exercise/` and the file's name, with its rule and
/// its knob's seal salt, so that a copy of the course folder (anywhere) keeps its progress, two
/// courses' exercises of the same name do not share it unless they are the same exercise, and
/// nothing in it names the knob. Made of letters, digits, `-`, `.` and `/` only (a name's other
/// bytes are written as `%XX`), so no name can forge or break an entry.
public enum ExerciseProgressKey {
  public static func of(_ exercise: Exercise) -> String {
    let name = String(exercise.path.split(separator: "/").last ?? "")
    let salt = Seal.salt(
      exercise.sealedHeader.map { line in
        var s = Substring(line)
        if s.hasPrefix("#") { s = s.dropFirst() }
        return String(s).trimmingBlanks()
      })
    return "exercise/" + escaped(name) + "/" + exercise.rule.name + "/" + salt
  }

  static func escaped(_ name: String) -> String {
    var out = ""
    for byte in name.utf8 {
      let c = Character(Unicode.Scalar(byte))
      if c.isASCII, c.isLetter || c.isNumber || c == "-" || c == "." || c == "_" {
        out.append(c)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return out
  }
}

/// The course's exercises, as `pdx exercise` with no FILE lists them (docs/reference.md
/// §9.4): each with its title and its state.
public struct ExerciseCourse {
  public struct Entry {
    public var file: String
    public var exercise: Exercise
    public var record: ExerciseRecord?

    public init(file: String, exercise: Exercise, record: ExerciseRecord?) {
      self.file = file
      self.exercise = exercise
      self.record = record
    }
  }

  public var folder: String
  public var entries: [Entry]

  public init(folder: String, entries: [Entry]) {
    self.folder = folder
    self.entries = entries
  }

  /// The first exercise not solved, in order.
  public var next: Entry? { entries.first { $0.record?.solved != true } }

  /// One line an exercise: its file's name, its state, its title's first sentence; then how
  /// many are solved and which is next.
  public func lines(_ language: Language) -> [String] {
    let width = entries.map { name($0).count }.max() ?? 0
    var out: [String] = []
    for entry in entries {
      let state: Words =
        switch entry.record {
        case nil: Words(en: "not started", es: "sin empezar")
        case let r? where r.solved:
          Words(en: "solved", es: "resuelto")
            + Words(en: " (", es: " (")
            + Numbers.counted(r.attempts, ("answer", "answers"), ("respuesta", "respuestas"))
            + ")"
        case let r?:
          Numbers.counted(r.attempts, ("answer", "answers"), ("respuesta", "respuestas"))
            + Words(en: ", not solved", es: ", sin resolver")
        }
      let name = name(entry)
      let title = entry.exercise.text(language).split(separator: ":").first.map(String.init) ?? ""
      out.append(
        "  " + name + String(repeating: " ", count: width - name.count) + "  " + state(language)
          + " · " + title)
    }
    let solved = entries.filter { $0.record?.solved == true }.count
    let done = Words(
      en: "\(solved) of \(entries.count) solved", es: "\(solved) de \(entries.count) resueltos")
    out.insert(folder + ": " + done(language), at: 0)
    if let next {
      out.append(
        Words(en: "next: pdx exercise ", es: "el siguiente: pdx exercise ")(language)
          + Walkthrough.shellQuoted(next.file)
          + Words(en: " (or pdx exercise --next)", es: " (o pdx exercise --next)")(language))
    } else {
      out.append(
        Words(en: "every exercise is solved", es: "todos los ejercicios están resueltos")(
          language))
    }
    return out
  }

  private func name(_ entry: Entry) -> String {
    String(entry.file.split(separator: "/").last ?? "")
  }
}
