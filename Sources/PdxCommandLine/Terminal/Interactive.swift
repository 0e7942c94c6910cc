import CLibEdit
import Glibc
import PdxCommands
import PdxExplore
import PdxInteractive
import PdxLanguage
import PdxScripts
import PdxSession
import PdxText
import PokedexCore

/// The interactive shell on a terminal: libedit with history, completion and ~/.editrc; a
/// prompt that says where the user is; Ctrl-C abandons a line or stops a running script;
/// Ctrl-D on an empty line leaves.
enum Interactive {
  static let historyLimit = 1000

  static func historyPath() -> String? {
    if let p = getenv("PDX_HISTORY") {
      let s = String(cString: p)
      return s.isEmpty ? nil : s
    }
    guard let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else { return nil }
    return home + "/.pdx_history"
  }

  /// The shell until Ctrl-D or `quit`; the exit code.
  static func run(_ globals: GlobalOptions) -> Int32 {
    let language = globals.language
    let warning = Words(en: "warning: ", es: "atención: ")
    if !Bounds.terminalFitsLineEditing {
      diagnostic(
        (warning
          + Words(
            en: "the terminal says it is wider or taller than 1,000: no line editing; commands"
              + " are read as from a script",
            es: "el terminal dice que mide más de 1000 de ancho o de alto: sin edición de"
              + " líneas; las órdenes se leen como de un guion"))(language))
    }
    guard let editor = EditLineSource(programName: "pdx") else {
      return Scripts.run(["-"], continueOnFailure: false, globals)
    }
    if let unread = editor.editrcWarning {
      diagnostic((warning + Words(en: "editrc: ", es: "editrc: ") + unread)(language))
    }
    var historyWarned = false
    func warnHistory(_ message: Words?) {
      guard let message, !historyWarned else { return }
      historyWarned = true
      diagnostic((warning + Words(en: "history: ", es: "historial: ") + message)(language))
    }
    if let path = historyPath() {
      warnHistory(editor.loadHistory(path: path, limit: historyLimit))
    }
    editor.completer = { before in Completion.complete(before, files: FileIO.complete) }
    installInterruptHandler()

    let host = TerminalHost()
    (host.helpAtTerminalWidth, host.wraps, host.asksPasswords) = (true, true, true)
    (host.interrupts, host.pages, host.noPager) = (true, true, globals.noPager)
    let session = Session(
      options: globals.session, sink: .bytes(standardOutput.bytes), diagnostic: diagnostic,
      host: host, setup: Session.Setup(recordsSession: true))
    // Laid out like `help`: at the terminal's width, never cutting a word.
    let greeting = Words(
      en: "\(version): the Pokédex app's flows, step by step. `help` lists the commands; Ctrl-D"
        + " leaves.",
      es: "\(version): los flujos de la app Pokédex, paso a paso. `help` lista las órdenes;"
        + " Ctrl-D sale.")
    for line in Wrap.lines(greeting(language), width: host.helpColumns) {
      standardOutput.line(line)
    }
    session.start()
    while true {
      standardOutput.flush()
      switch editor.readLine(
        prompt: Prompt.text(session.store.world, language: session.options.language))
      {
      case .endOfFile:
        standardOutput.line("")
        editor.close()
        return 0
      case .interrupted:
        continue
      case .line(let line):
        // A password typed on the line is held from now on: no core dump may hold it.
        if Secrets.masked(line) != line { pdx_no_core_dumps() }
        // Kept in memory always (Up works without HOME), saved when there is a file.
        if let kept = Secrets.historyLine(line) { warnHistory(editor.addHistory(kept)) }
        _ = takeInterrupt()
        let outcome = session.execute(line)
        switch outcome {
        case .quit:
          editor.close()
          return 0
        case .failed(let f) where f.location == nil:
          // At the prompt the steps are still on screen: the diff is enough.
          session.report(f, context: false)
        case .interrupted:
          standardOutput.line(Words(en: "interrupted", es: "interrumpido")(language))
        default:
          break
        }
      }
    }
  }
}
