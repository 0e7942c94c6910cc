// `pdx exercise FILE`: the exercise shell at a terminal or from a pipe, and its completion.

import Glibc
import PdxExplore
import PdxInteractive
import PdxLanguage
import PdxScripts
import PdxSession
import PdxTeaching
import PdxText
import PokedexCore

extension ExerciseCommand {
  func shell(_ file: String, _ globals: GlobalOptions) throws -> Int32 {
    let (script, exercise) = try Self.read(file)
    // Read before the exercise starts: a store that is not pdx's stops it here, not at the end.
    // Without a state folder (no HOME) the exercise runs, and its progress is not kept; a
    // store that is not pdx's stops it here, before it starts, not at its end.
    let store = try? Self.progress()
    if let store { _ = try store.read() }
    let key = CourseKey.of(file)
    let interactive = isatty(0) == 1 && isatty(1) == 1
    var options = globals.session
    options.echo = !interactive
    options.ids = ids
    options.brief = brief
    let host = TerminalHost()
    host.interrupts = true
    let shell = ExerciseShell(
      exercise: exercise, options: options,
      emit: { line in
        var bytes = Array((line + "\n").utf8)
        bytes.withUnsafeMutableBytes { standardOutput.bytes(UnsafeRawBufferPointer($0)) }
      },
      diagnostic: diagnostic, host: host)
    let session = shell.session
    // SIGHUP, SIGINT (Ctrl-C at the prompt too), SIGQUIT and SIGTERM end the exercise, at the
    // prompt or after the line running, with what it says when input ends, and pdx exits 128 +
    // the signal.
    installStopHandlers()
    let source: any LineSource
    if interactive, let editor = EditLineSource(programName: "pdx") {
      editor.completer = { before in Self.complete(before) }
      host.helpAtTerminalWidth = true
      host.asksPasswords = true
      host.wraps = true
      source = editor
    } else {
      source = PlainLineSource()
    }
    defer { (source as? EditLineSource)?.close() }
    // At a terminal, Ctrl-D or Ctrl-C leaves the cursor on the prompt's line.
    func leavePromptLine() {
      if source is EditLineSource { standardOutput.line("") }
    }
    // The last word, wrapped as the rest at a terminal.
    func unsolved() {
      let width = interactive ? TerminalWidth.columns() : nil
      for line in width.map({ Wrap.lines(shell.unsolved(), width: $0, indent: "") })
        ?? [shell.unsolved()]
      {
        standardOutput.line(line)
      }
    }
    let started = shell.start(script)
    if case .scriptError = started { return 2 }
    // What the attempt leaves in the store, however it ends.
    defer {
      if shell.attempts > 0 || shell.solved {
        do {
          try store?.update { progress in
            var e = progress.exercises[key] ?? Progress.Exercise(attempts: 0, solved: false)
            e.attempts += shell.attempts
            e.solved = e.solved || shell.solved
            progress.exercises[key] = e
          }
        } catch {
          diagnostic((Words(en: "error: ", es: "error: ") + "\(error)")(globals.language))
        }
      }
    }
    while !shell.solved {
      standardOutput.flush()
      switch source.readLine(prompt: Prompt.text(session.store.world, language: globals.language))
      {
      case .endOfFile:
        leavePromptLine()
        unsolved()
        return 1
      case .interrupted:
        // Ctrl-C (or any stopping signal) leaves the exercise, as it leaves a walk: 128 + the
        // signal.
        leavePromptLine()
        unsolved()
        return stoppedExitCode()
      case .line(var line):
        if line.hasSuffix("\r") { line.removeLast() }
        _ = takeInterrupt()
        if shell.handle(line) == .quit, !shell.solved {
          unsolved()
          return 1
        }
        // A signal during the line: the exercise ends after it, unless it was solved.
        if stoppedBy() != nil, !shell.solved {
          unsolved()
          return stoppedExitCode()
        }
      }
    }
    return 0
  }

  /// TAB in an exercise: the shell's completion, with `hint` and `answer` among the commands
  /// and `help`'s topics, the knobs (alphabetical) after `answer`, and nothing that names a
  /// knob elsewhere (`set` completes only ids and brief, and no `knobs.` path is offered).
  static func complete(_ before: String) -> (wordStart: Int, candidates: [String]) {
    let words = before.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let ended = before.last == " " || before.last == "\t"
    let current = ended ? "" : words.last ?? ""
    let start = before.utf8.count - current.utf8.count
    let command = words.first.map { $0.hasPrefix("!") ? String($0.dropFirst()) : $0 }
    if words.count + (ended ? 1 : 0) <= 1 {
      let base = Completion.complete(before, files: FileIO.complete).candidates
      let own = ["answer", "hint"].filter { $0.hasPrefix(current) }
      return (start, (base + own).sorted())
    }
    switch command {
    case "answer":
      guard words.count + (ended ? 1 : 0) == 2 else { return (start, []) }
      return (start, ExerciseShell.answerable.filter { $0.hasPrefix(current) })
    case "hint":
      return (start, [])
    case "help" where words.count + (ended ? 1 : 0) == 2:
      let base = Completion.complete(before, files: FileIO.complete).candidates
      return (start, (base + ["answer", "hint"].filter { $0.hasPrefix(current) }).sorted())
    case "set":
      let position = words.count + (ended ? 1 : 0)
      if position == 2 { return (start, ["brief", "ids"].filter { $0.hasPrefix(current) }) }
      if position == 3, ["ids", "brief"].contains(words[1]) {
        return (start, ["off", "on"].filter { $0.hasPrefix(current) })
      }
      return (start, [])
    default:
      let base = Completion.complete(before, files: FileIO.complete)
      return (base.wordStart, base.candidates.filter { !$0.hasPrefix("knobs") })
    }
  }
}
