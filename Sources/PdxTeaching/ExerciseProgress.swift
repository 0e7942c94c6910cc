import PdxLanguage
import PdxRunner

/// What a student did with one exercise: answers counted, and whether it is solved.
public struct ExerciseRecord: Sendable, Equatable {
  public var attempts: Int
  public var solved: Bool

  public init(attempts: Int, solved: Bool) {
    self.attempts = attempts
    self.solved = solved
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
