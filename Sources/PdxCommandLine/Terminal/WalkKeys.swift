import Glibc
import PdxCommands
import PdxInteractive
import PdxLanguage
import PdxRunner
import PdxScripts
import PdxText

/// What the student types at a walkthrough's `next:` on a terminal (docs/reference.md §4.5):
/// the `next: COMMAND` line, then the shell's prompt (`pdx formulario> `), read with libedit
/// as at the shell (line editing, TAB completion, Up for what was typed earlier in this walk,
/// ~/.editrc), or plainly when libedit cannot start. The prompt is short and on a line of its
/// own, so libedit never has to wrap it. The history stays in memory, passwords masked as the
/// shell's: a walk does not write ~/.pdx_history.
final class WalkKeys {
  /// What the student may do, after the `next:` line.
  static func hint(_ language: Language) -> String {
    Words(
      en: "   [Enter] run it · q quit · or type a command",
      es: "   [Intro] ejecútala · q sal · o escribe una orden")(language)
  }

  private let editor: EditLineSource?
  private let plain = PlainLineSource(fd: 0)
  /// The shell's prompt for the world as it is now.
  private let shellPrompt: () -> String
  /// The terminal's columns: a `next:` line that would not fit has its hint on the next line.
  private let width: () -> Int

  private let hint: String

  init(width: @escaping () -> Int, language: Language, shellPrompt: @escaping () -> String) {
    self.width = width
    hint = Self.hint(language)
    self.shellPrompt = shellPrompt
    editor = EditLineSource(programName: "pdx")
    if let unread = editor?.editrcWarning {
      diagnostic((Words(en: "warning: editrc: ", es: "atención: editrc: ") + unread)(language))
    }
    editor?.completer = { before in Completion.complete(before, files: FileIO.complete) }
  }

  /// Shows `prompt` (the `next: COMMAND` line) and asks until there is an answer. Enter runs the
  /// step; `q`, or Ctrl-D on an empty line, leaves; anything else is a command. Ctrl-C, as any
  /// signal `installStopHandlers` records, ends the walk (`.stop`).
  func next(_ prompt: String) -> WalkKey {
    standardOutput.line("")
    if prompt.count + hint.count <= width() {
      standardOutput.line(prompt + hint)
    } else {
      standardOutput.line(prompt)
      standardOutput.line(String(hint.drop { $0 == " " }))
    }
    while true {
      let answer: LineReadResult
      if let editor {
        standardOutput.flush()
        answer = editor.readLine(prompt: shellPrompt())
      } else {
        standardOutput.text(shellPrompt())
        standardOutput.flush()
        answer = plain.readLine(prompt: "")
      }
      switch answer {
      case .line(let text):
        let typed = text.trimmingBlanks()
        if typed.isEmpty { return .run }
        if typed == "q" { return .quit }
        if let kept = Secrets.historyLine(typed) { _ = editor?.addHistory(kept) }
        _ = takeInterrupt()
        return .command(typed)
      case .interrupted:
        // A stopping signal (Ctrl-C among them) ends the walk; anything else that woke the
        // reader asks again.
        if stoppedBy() != nil { return .stop }
        continue
      case .endOfFile:
        standardOutput.line("")
        return .quit
      }
    }
  }

  /// Gives the terminal back (libedit's settings undone).
  func close() { editor?.close() }
}
