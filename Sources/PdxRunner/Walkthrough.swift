import PdxCommands
import PdxLanguage
import PdxScripts
import PdxSession
import PdxText

/// What the student does before the next command of a walkthrough.
public enum WalkKey: Sendable, Equatable {
  /// Enter: run the next command.
  case run
  /// `q` (or the end of input): leave the walkthrough.
  case quit
  /// Anything else typed: a command run in the walkthrough's world before the step (`show
  /// raiz`, `tree`), its output shown; then the same step is offered again.
  case command(String)
  /// A signal (Ctrl-C among them) asked the walk to stop.
  case stop
}

/// `pdx walk FILE`: shows the narration, then the next command; Enter runs it, `q` quits, and
/// anything else typed is a command run first. Without a terminal it runs straight through.
/// The end says how many steps ran and how to replay them (docs/reference.md §4.5).
public struct Walkthrough {
  public var script: Script
  /// Asked with the `next: …` line before each step; nil when not on a terminal: no waiting.
  public var next: ((String) -> WalkKey)?
  /// The columns narration wraps to, read before each paragraph (a terminal may be resized).
  public var width: () -> Int = { 80 }
  /// What started pdx, for the last lines (`pdx run FILE`): `Scripts/pdx` when it did.
  public var launcher = "pdx"
  /// The signal that asked the walk to stop, if one did (asked after each line).
  public var stopSignal: () -> Int32? = { nil }

  public init(script: Script, next: ((String) -> WalkKey)?) {
    self.script = script
    self.next = next
  }

  /// The script's opening comment, before anything runs (the launch included): its title, and
  /// its introduction wrapped to the width, then a blank line. Nothing when the script opens
  /// with no comment, or in JSON, which prints steps only (`emit` says nothing there).
  public func introduce(in session: Session) {
    guard let (title, introduction) = script.titleAndIntroduction(session.options.language)
    else { return }
    let columns = width()
    for line in Walkthrough.wrap(title, width: columns) { session.emit(line) }
    if !introduction.isEmpty {
      for line in Walkthrough.wrap(introduction, width: columns) { session.emit(line) }
    }
    session.emit("")
  }

  /// Runs the walkthrough in `session`; expectations are checked as in `pdx run`.
  public func run(in session: Session) -> Outcome {
    let total = script.lines.filter(Walkthrough.isStep).count
    var failures: [Failure] = []
    var quit = false
    var ended = false
    var ran = 0
    var pending: [String] = []
    var outcome = Outcome.ok
    // Without a terminal nobody presses Enter: each command is echoed before its output.
    let echo = session.options.echo
    session.options.echo = next == nil
    defer { session.options.echo = echo }
    steps: for line in script.lines {
      switch line.kind {
      case .narration(let words):
        pending.append(words(session.options.language))
      case .command(let text, _):
        narrate(pending, session: session)
        pending = []
        if let next, Walkthrough.isStep(line) {
          // The step is offered until it is run or the walk is left: a command typed instead
          // runs first, in the same world.
          offer: while true {
            switch next(Walkthrough.prompt(text, language: session.options.language)) {
            case .run: break offer
            case .quit:
              quit = true
              break steps
            case .stop:
              outcome = .interrupted
              break steps
            case .command(let typed):
              if Walkthrough.tryCommand(typed, in: session) == .quit {
                quit = true
                break steps
              }
              if stopSignal() != nil {
                outcome = .interrupted
                break steps
              }
            }
          }
        }
        var single = script
        single.lines = [line]
        let result = session.runScript(single, failures: &failures, onNarration: { _ in })
        if Walkthrough.isStep(line) && result != .interrupted { ran += 1 }
        switch result {
        case .ok, .rejected: continue
        case .quit:
          // The script's own `quit`: the walkthrough ends there, as `pdx run` ends it.
          ended = true
          break steps
        default:
          outcome = result
          break steps
        }
      }
    }
    if outcome == .interrupted, let signal = stopSignal() {
      // A signal ends the walk with where it stopped, as `q` does, and pdx exits 128 + it.
      ending(
        Walkthrough.ending(
          path: script.path, ran: ran, of: total, left: true, launcher: launcher,
          language: session.options.language, stoppedBy: signal),
        session)
    }
    if outcome == .ok {
      if !quit && !ended { narrate(pending, session: session) }
      ending(
        Walkthrough.ending(
          path: script.path, ran: ran, of: total, left: quit, launcher: launcher,
          language: session.options.language),
        session)
    }
    return outcome
  }

  /// A command typed at the `next:` prompt, run as at the shell's prompt: a rejection, an
  /// argument error or a failed `expect` is shown and the walk goes on.
  static func tryCommand(_ text: String, in session: Session) -> Outcome {
    let outcome = session.execute(text)
    switch outcome {
    case .failed(let f) where f.location == nil:
      // A failure inside a file it ran was reported there.
      session.report(f, context: false)
    case .interrupted:
      session.emit(Words(en: "interrupted", es: "interrumpido")(session.options.language))
    default:
      break
    }
    return outcome
  }

  /// The line the student reads before a step: the command, its password masked, and without
  /// the `!` a student would not type; a command that must be refused says so.
  ///
  ///     Walkthrough.prompt("!login a@b.com pikachu")
  ///     // "next: login a@b.com ******  (expected to be refused)"
  public static func prompt(_ command: String, language: Language = .en) -> String {
    let shown = Substring(Secrets.masked(command)).droppingIndent()
    let next = Words(en: "next: ", es: "siguiente: ")(language)
    guard shown.first == "!" else { return next + shown }
    return next + shown.dropFirst().droppingIndent()
      + Words(en: "  (expected to be refused)", es: "  (se espera que se rechace)")(language)
  }

  /// The last lines: how many steps ran and the command that replays them, or where the walk
  /// was left and the command that starts it again (on a line of its own, to copy whole).
  public static func ending(
    path: String, ran: Int, of total: Int, left: Bool, launcher: String = "pdx",
    language: Language = .en, stoppedBy signal: Int32? = nil
  ) -> [String] {
    let steps = Numbers.counted(ran, ("step", "steps"), ("paso", "pasos"))
    if let signal {
      let name = StopSignal.name(signal)
      return [
        Words(
          en: "\(name) stopped the walkthrough after \(steps.en) of \(total). To start it again:",
          es: "\(name) paró el recorrido tras \(steps.es) de \(total). Para empezarlo otra vez:")(
            language),
        "  \(launcher) walk " + shellQuoted(path),
      ]
    }
    if left {
      return [
        Words(
          en: "You left the walkthrough after \(steps.en) of \(total). To start it again:",
          es: "Dejaste el recorrido tras \(steps.es) de \(total). Para empezarlo otra vez:")(
            language),
        "  \(launcher) walk " + shellQuoted(path),
      ]
    }
    return [
      Words(
        en: "The walkthrough is over: \(steps.en) ran. To replay it without stopping:",
        es: "Se acabó el recorrido: \(ran == 1 ? "se dio" : "se dieron") \(steps.es)."
          + " Para reproducirlo sin pararte:")(language),
      "  \(launcher) run " + shellQuoted(path),
    ]
  }

  /// A path as a shell reads it: as it is when it holds only safe characters, else in single
  /// quotes.
  public static func shellQuoted(_ path: String) -> String {
    let safe = path.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0)
        || "._/-+@:,%=".unicodeScalars.contains($0)
    }
    guard !safe || path.isEmpty else { return path }
    return "'"
      + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
      + "'"
  }

  /// One paragraph of narration: consecutive `##` lines stay together, each wrapped to the
  /// width, without its `##`. Not in JSON, which prints steps only.
  package func narrate(_ lines: [String], session: Session) {
    guard !lines.isEmpty, session.options.format.speaks else { return }
    session.emit("")
    let columns = width()
    for line in lines {
      for wrapped in Walkthrough.wrap(line, width: columns) { session.emit(wrapped) }
    }
  }

  /// The last lines: the sentence wrapped to the width, the command whole (a line to copy).
  private func ending(_ lines: [String], _ session: Session) {
    guard session.options.format.speaks else { return }
    session.emit("")
    let columns = width()
    for line in lines {
      if line.hasPrefix("  ") {
        session.emit(line)
      } else {
        for wrapped in Walkthrough.wrap(line, width: columns) { session.emit(wrapped) }
      }
    }
  }

  /// `text` cut at spaces into lines of at most `width` characters (a word longer than that
  /// stands alone on its line); a leading indent is kept on every line. Runs of spaces between
  /// words become one.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let indent = String(text.prefix { $0 == " " || $0 == "\t" })
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard !words.isEmpty else { return [""] }
    return Wrap.lines(
      words.joined(separator: " "), width: max(width, indent.count + 1), first: indent,
      indent: indent)
  }

  /// A line the walkthrough stops at: a command. Expectations run without waiting: they
  /// check, they do not act.
  package static func isStep(_ line: ScriptLine) -> Bool {
    guard case .command(_, let parsed) = line.kind else { return false }
    if case .expect = parsed?.invocation { return false }
    return true
  }
}
