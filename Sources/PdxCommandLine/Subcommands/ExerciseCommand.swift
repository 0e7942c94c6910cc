import Glibc
import PdxExplore
import PdxLanguage
import PdxRunner
import PdxScripts
import PdxTeaching
import PdxText
import PokedexCore

/// `pdx exercise FILE`: find the bug (docs/reference.md §9.4). The shell of an exercise:
/// typed on a terminal, or read from a pipe as a scripted student's lines. `--check` is the
/// teacher's proof that each exercise can be solved; `--seal` writes the student's copy.
struct ExerciseCommand: Subcommand {
  static let spec = SubcommandSpec(
    name: "exercise",
    synopsis: "exercise FILE [--ids] [--brief] | exercise [DIR] | exercise --next [DIR]"
      + " | exercise --clear FILE|DIR | exercise --check FILE|DIR… [--depth N]"
      + " | exercise --seal FILE|DIR --out FILE|DIR [--force]",
    summary: Words(
      en: "find the bug: a shell where a knob is planted, hidden, until you name it",
      es: "encuentra el fallo: una shell con una palanca plantada, oculta, hasta que la nombres"),
    details: [
      Words(
        en: "FILE's opening comment plants a knob (`# exercise: KNOB VALUE`, or sealed: `# sealed:"
          + " …`), names the rule the student must see broken (`# rule: NAME`) and gives hints"
          + " (`# hint: …`, and `# en: hint: …` in English); its commands are the opening. The"
          + " shell is pdx's, and nothing it prints names a knob or the code it stands for: the"
          + " student sees the symptom, and set, platform, run and the knobs' paths are refused."
          + " When the rule breaks, pdx says so with the commands that did it. hint gives the"
          + " next hint; answer KNOB [VALUE], once the rule has broken, says right (with the"
          + " lesson's fix) or wrong, and counts the answers; reset starts the exercise again.",
        es: "El comentario con que empieza FICHERO planta una palanca («# exercise: PALANCA"
          + " VALOR», o sellada: «# sealed: …»), nombra la regla que el alumno tiene que ver rota"
          + " («# rule: NOMBRE») y da pistas («# hint: …», y «# en: hint: …» en inglés); sus"
          + " órdenes son la apertura. La shell es la de pdx, y nada de lo que escribe nombra una"
          + " palanca ni el código que representa: el alumno ve el síntoma, y set, platform, run"
          + " y las rutas de las palancas no se aceptan. Cuando la regla se rompe, pdx lo dice"
          + " con las órdenes que la rompieron. hint da la pista siguiente; answer PALANCA"
          + " [VALOR], una vez rota la regla, dice si acierta (con el arreglo de la lección) y"
          + " cuenta las respuestas; reset empieza el ejercicio otra vez."),
      Words(
        en: "With no FILE, or a folder, pdx lists the course's exercises (the folder, else"
          + " examples/ejercicios) with each one's state: not started, answers given, solved;"
          + " --next opens the first not solved. Progress is kept in the file walk --predict"
          + " keeps its scores in ($XDG_STATE_HOME/pdx/progress), under each exercise's path in"
          + " its course, so a copy of the course folder keeps it; --clear FILE|DIR clears it.",
        es: "Sin FICHERO, o con una carpeta, pdx lista los ejercicios del curso (la carpeta, si"
          + " no examples/ejercicios) con el estado de cada uno: sin empezar, respuestas dadas,"
          + " resuelto; --next abre el primero sin resolver. El progreso se guarda en el fichero"
          + " donde walk --predict guarda sus marcas ($XDG_STATE_HOME/pdx/progress), bajo la"
          + " ruta de cada ejercicio en su curso, así que una copia de la carpeta del curso lo"
          + " conserva; --clear FICHERO|CARPETA lo borra."),
      Words(
        en: "--check proves, with the checker, that each exercise's knob breaks its rule from its"
          + " opening (the shortest way, and the other knobs that break the same rule within as"
          + " many commands), that the rule holds there without the knob, and that its words do"
          + " not give the knob away; exit 1 when one fails. --seal writes the student's copy,"
          + " which names no knob (a folder's exercises into the --out folder).",
        es: "--check demuestra, con la búsqueda de pdx check, que la palanca de cada ejercicio"
          + " rompe su regla desde su apertura (la forma más corta, y las otras palancas que"
          + " rompen la misma regla en otras tantas órdenes), que allí la regla se cumple sin la"
          + " palanca, y que sus palabras no delatan la palanca; sale con 1 cuando uno falla."
          + " --seal escribe la copia del alumno, que no nombra ninguna palanca (los ejercicios"
          + " de una carpeta, en la carpeta de --out)."),
      Words(
        en: "Exit 0 when the exercise is solved, 1 when the input ends before, 130 on Ctrl-C, 2"
          + " when FILE is not an exercise or its header is wrong (an unknown knob or rule, a"
          + " seal that matches no knob).",
        es: "Sale con 0 cuando el ejercicio se resuelve, 1 cuando la entrada se acaba antes, 130"
          + " con Ctrl-C, 2 cuando FICHERO no es un ejercicio o su cabecera está mal (una palanca o"
          + " una regla desconocidas, un sello que no corresponde a ninguna palanca)."),
    ],
    options: options.map(\.option), positional: 0...Int.max, positionalName: "FILE",
    globals: [.noAccounts, .color, .lang, .version, .help])

  static let options: [Bound<ExerciseCommand>] = [
    .flag(
      CLIOption(
        spellings: ["--check"], value: nil,
        help: Words(
          en: "prove that each exercise can be solved, and that its words hide its knob",
          es: "demuestra que cada ejercicio se puede resolver, y que sus palabras ocultan su"
            + " palanca")), \.check),
    .value(
      CLIOption(
        spellings: ["--depth"], value: "N",
        help: Words(
          en: "with --check: how many commands after the opening (default"
            + " \(ExerciseCheck.defaultDepth))",
          es: "con --check: cuántas órdenes después de la apertura"
            + " (\(ExerciseCheck.defaultDepth) si no se dice)")), \.depth
    ) { v throws(InvocationError) in try v.depth() },
    .flag(
      CLIOption(
        spellings: ["--seal"], value: nil,
        help: Words(
          en: "write the student's copy of FILE (or of a folder's exercises) to --out",
          es: "escribe la copia del alumno de FICHERO (o de los ejercicios de una carpeta) en"
            + " --out")), \.seal),
    .text(
      CLIOption(
        spellings: ["--out"], value: "FILE",
        help: Words(
          en: "with --seal: the student's copy (a folder for a folder)",
          es: "con --seal: la copia del alumno (una carpeta para una carpeta)")), \.out),
    .flag(
      CLIOption(
        spellings: ["--next"], value: nil,
        help: Words(
          en: "open the course's first exercise not solved yet",
          es: "abre el primer ejercicio del curso que aún no está resuelto")), \.next),
    .flag(
      CLIOption(
        spellings: ["--clear"], value: nil,
        help: Words(
          en: "clear the progress of FILE, or of every exercise in a folder",
          es: "borra el progreso de FICHERO, o el de cada ejercicio de una carpeta")), \.clear),
    .flag(SharedOptions.force, \.force),
    .flag(SharedOptions.ids, \.ids),
    .flag(SharedOptions.brief, \.brief),
  ]

  var files: [String] = []
  var check = false
  var depth = ExerciseCheck.defaultDepth
  var seal = false
  var out: String?
  var force = false
  var ids = false
  var brief = false
  var next = false
  var clear = false
  /// Where the course's exercises are when no folder is named.
  static let course = "examples/ejercicios"

  mutating func set(arguments: [String]) throws(InvocationError) {
    files = arguments
  }

  func validate(_ globals: GlobalOptions) throws(InvocationError) {
    if check && seal {
      throw InvocationError(
        Words(
          en: "--check and --seal are two things: one at a time",
          es: "--check y --seal son dos cosas: una cada vez"))
    }
    if seal, out == nil || files.count != 1 {
      throw InvocationError(
        Words(
          en: "--seal takes one FILE (or folder) and --out FILE (or folder)",
          es: "--seal toma un FICHERO (o carpeta) y --out FICHERO (o carpeta)"))
    }
    if !seal, out != nil || force {
      throw InvocationError(
        Words(en: "--out and --force go with --seal", es: "--out y --force van con --seal"))
    }
    if [check, seal, next, clear].filter({ $0 }).count > 1 {
      throw InvocationError(
        Words(
          en: "--check, --seal, --next and --clear are each a thing of its own: one at a time",
          es: "--check, --seal, --next y --clear son cada una una cosa: una cada vez"))
    }
    if files.count > 1, !check {
      throw InvocationError(
        Words(
          en: "exercise takes one FILE or folder (--check takes several)",
          es: "exercise toma un FICHERO o una carpeta (--check toma varios)"))
    }
    if clear, files.isEmpty {
      throw InvocationError(
        Words(
          en: "--clear takes the FILE or folder whose progress to clear",
          es: "--clear toma el FICHERO o la carpeta cuyo progreso borrar"))
    }
    if check, files.isEmpty {
      throw InvocationError(
        Words(en: "--check takes FILE… or folders", es: "--check toma FICHERO… o carpetas"))
    }
    if check || seal || clear, ids || brief {
      throw InvocationError(
        Words(
          en: "--ids and --brief go with the exercise's shell, not --check or --seal",
          es: "--ids y --brief van con la shell del ejercicio, no con --check ni --seal"))
    }
  }

  func run(_ globals: GlobalOptions) throws -> Int32 {
    if check { return try runCheck(globals) }
    if seal { return try runSeal(globals) }
    if clear { return try runForget(globals) }
    let named = files.first
    if next || named.map(FileIO.isDirectory) ?? true {
      let course = try Self.course(named ?? Self.course)
      if next {
        guard let first = course.next else {
          standardOutput.line(
            Words(
              en: "every exercise in \(course.folder) is solved",
              es: "todos los ejercicios de \(course.folder) están resueltos")(globals.language))
          return 0
        }
        return try shell(first.file, globals)
      }
      for line in course.lines(globals.language) { standardOutput.line(line) }
      return 0
    }
    return try shell(files[0], globals)
  }

  /// The progress store walk --predict shares, from the environment.
  static func progress() throws -> ProgressStore { try ProgressStore.located() }

  /// The exercises of `folder`, each with its record.
  static func course(_ folder: String) throws -> ExerciseCourse {
    guard FileIO.isDirectory(folder) else {
      throw RunError(
        Words(
          en: "no course here: \(folder) is not a folder (pdx exercise DIR names one)",
          es: "no hay curso aquí: \(folder) no es una carpeta (pdx exercise CARPETA nombra una)"))
    }
    let files = try exerciseFiles([folder])
    let progress = try progress().read()
    var entries: [ExerciseCourse.Entry] = []
    for file in files {
      guard let (_, exercise) = try? read(file) else { continue }
      entries.append(
        ExerciseCourse.Entry(
          file: file, exercise: exercise,
          record: progress.exercises[CourseKey.of(file)].map {
            ExerciseRecord(attempts: $0.attempts, solved: $0.solved)
          }))
    }
    guard !entries.isEmpty else {
      throw RunError(
        Words(
          en: "\(folder) holds no exercise (its .pdx files declare none)",
          es: "\(folder) no tiene ningún ejercicio (sus ficheros .pdx no declaran ninguno)"))
    }
    return ExerciseCourse(folder: folder, entries: entries)
  }

  // MARK: --clear

  func runForget(_ globals: GlobalOptions) throws -> Int32 {
    let store = try Self.progress()
    var cleared = 0
    for target in files {
      _ = try Self.exerciseFiles([target])
      cleared += try store.clear(.exercise, target, force: false).0
    }
    standardOutput.line(ProgressStore.cleared(cleared, .exercise)(globals.language))
    return 0
  }

  /// An exercise read from `file`: one error (exit 2) when it is not one.
  static func read(_ file: String) throws -> (Script, Exercise) {
    let script: Script
    let found: Exercise?
    do {
      script = try ScriptReader.read(path: file)
      found = try Exercise.read(script)
    } catch {
      throw RunError(error.described)
    }
    guard let exercise = found else {
      throw RunError(
        Words(
          en: "\(file) is not an exercise: its opening comment has no # exercise: KNOB VALUE"
            + " line",
          es: "\(file) no es un ejercicio: el comentario con que empieza no tiene una línea"
            + " # exercise: PALANCA VALOR"))
    }
    return (script, exercise)
  }

  /// The `.pdx` files a FILE or folder names, in order.
  static func exerciseFiles(_ paths: [String]) throws -> [String] {
    var out: [String] = []
    for path in paths {
      if FileIO.isDirectory(path) {
        let found = try TestRunner().discover([path]).sorted()
        guard !found.isEmpty else {
          throw RunError(
            Words(
              en: "\(path) holds no exercise (no .pdx file)",
              es: "\(path) no tiene ningún ejercicio (ningún fichero .pdx)"))
        }
        out += found
      } else {
        out.append(path)
      }
    }
    return out
  }

  // MARK: --check

  func runCheck(_ globals: GlobalOptions) throws -> Int32 {
    var failed = false
    for file in try Self.exerciseFiles(files) {
      let (script, exercise) = try Self.read(file)
      let report = ExerciseCheck.run(exercise, script: script, depth: depth)
      for line in report.lines(globals.language) { standardOutput.line(line) }
      if !report.problems.isEmpty || report.found == nil { failed = true }
    }
    return failed ? 1 : 0
  }
}
