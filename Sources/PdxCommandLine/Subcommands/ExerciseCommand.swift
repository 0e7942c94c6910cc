import Glibc
import PdxCompare
import PdxExplore
import PdxInteractive
import PdxLanguage
import PdxPictures
import PdxRunner
import PdxScripts
import PdxTeaching
import PokedexCore

/// `pdx exercise FILE`: find the bug (docs/reference.md §9.4). The shell of an exercise:
/// typed on a terminal, or read from a pipe as a scripted student's lines.
struct ExerciseCommand: Subcommand {
  static let spec = SubcommandSpec(
    name: "exercise", synopsis: "exercise FILE",
    summary: Words(
      en: "find the bug: a shell where a knob is planted, hidden, until you name it",
      es: "encuentra el fallo: una shell con una palanca plantada, oculta, hasta que la nombres"),
    details: [
      Words(
        en: "FILE's opening comment plants knobs (`# exercise: KNOB VALUE`), names the rule the"
          + " student must see broken (`# rule: NAME`) and gives hints (`# hint: …`, and `# en: hint:"
          + " …` in English). The shell is pdx's, with the planted knobs hidden: set, show and"
          + " expect refuse them, and no sentence names a knob. When the rule breaks, pdx says"
          + " so with the commands that did it. hint gives the next hint; answer KNOB [VALUE]"
          + " says right or wrong and counts the answers. pdx check --set KNOB=VALUE, run in"
          + " another terminal, is the student's tool to test a guess.",
        es: "El comentario con que empieza FICHERO planta palancas («# exercise: PALANCA VALOR»),"
          + " nombra la regla que el alumno tiene que ver rota («# rule: NOMBRE») y da pistas"
          + " («# hint: …», y «# en: hint: …» en inglés). La shell es la de pdx, con las palancas"
          + " plantadas ocultas: set, show y expect las rechazan, y ninguna frase nombra una"
          + " palanca. Cuando la regla se rompe, pdx lo dice con las órdenes que la rompieron."
          + " hint da la pista siguiente; answer PALANCA [VALOR] dice si acierta y cuenta las"
          + " respuestas. pdx check --set PALANCA=VALOR, en otro terminal, es la herramienta"
          + " del alumno para poner a prueba una sospecha."),
      Words(
        en: "Exit 0 when the exercise is solved, 1 when the input ends before, 2 when FILE is"
          + " not an exercise or its header is wrong (an unknown knob or rule).",
        es: "Sale con 0 cuando el ejercicio se resuelve, 1 cuando la entrada se acaba antes, 2"
          + " cuando FICHERO no es un ejercicio o su cabecera está mal (una palanca o una regla"
          + " desconocidas)."),
    ],
    options: [], positional: 1...1, positionalName: "FILE",
    globals: [.noAccounts, .color, .lang, .version, .help])

  var file = ""

  mutating func set(arguments: [String]) throws(InvocationError) {
    guard arguments.count == 1 else {
      throw InvocationError(
        Words(en: "exercise takes exactly one FILE", es: "exercise toma exactamente un FICHERO"))
    }
    file = arguments[0]
  }

  func run(_ globals: GlobalOptions) throws -> Int32 {
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
    let interactive = isatty(0) == 1 && isatty(1) == 1
    var options = globals.session
    options.echo = !interactive
    let shell = ExerciseShell(
      exercise: exercise, options: options,
      emit: { line in
        var bytes = Array((line + "\n").utf8)
        bytes.withUnsafeMutableBytes { standardOutput.bytes(UnsafeRawBufferPointer($0)) }
      },
      diagnostic: diagnostic)
    let session = shell.session
    // SIGHUP, SIGQUIT and SIGTERM (and SIGINT from a pipe) end the exercise after the line
    // running, with what it says when input ends, and pdx exits 128 + the signal. At a
    // terminal's prompt Ctrl-C keeps the shell's meaning: the line typed is abandoned.
    installStopHandlers(interruptStops: !interactive)
    let plain = PlainLineSource(fd: 0)
    let host = TerminalHost()
    host.interrupts = true
    session.host = host
    let editor = interactive ? EditLineSource(programName: "pdx") : nil
    editor?.completer = { before in Completion.complete(before, files: FileIO.complete) }
    if interactive {
      host.helpAtTerminalWidth = true
      host.asksPasswords = true
    }
    let started = shell.start(script)
    if case .scriptError = started { return 2 }
    reading: while !shell.solved, stoppedBy() == nil {
      standardOutput.flush()
      let line: String?
      let read =
        editor?.readLine(prompt: Prompt.text(session.store.world, language: globals.language))
        ?? plain.readLine(prompt: "")
      switch read {
      case .endOfFile: line = nil
      case .interrupted: continue reading
      case .line(let typed): line = typed
      }
      guard let line else { break }
      _ = takeInterrupt()
      if shell.handle(line) == .quit { break }
    }
    editor?.close()
    if shell.solved { return 0 }
    standardOutput.line(shell.unsolved())
    return stoppedBy() != nil ? stoppedExitCode() : 1
  }
}
