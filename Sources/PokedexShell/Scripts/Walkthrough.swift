/// What the student does before the next command of a walkthrough.
public enum WalkKey: Sendable, Equatable {
  case run
  case quit
}

/// `pdx walk FILE`: shows the narration, then the next command; Enter runs it, `q` quits.
/// Without a terminal it runs straight through.
public struct Walkthrough {
  public var script: Script
  /// nil when not on a terminal: no waiting.
  public var next: ((String) -> WalkKey)?

  public init(script: Script, next: ((String) -> WalkKey)?) {
    self.script = script
    self.next = next
  }

  /// Runs the walkthrough in `session`; expectations are checked as in `pdx run`.
  public func run(in session: Session) -> Outcome {
    let style = Style(color: session.options.color)
    var failures: [Failure] = []
    var quit = false
    var pending: [String] = []
    var outcome = Outcome.ok
    // Without a terminal nobody presses Enter: each command is echoed before its output.
    let echo = session.options.echo
    session.options.echo = next == nil
    for line in script.lines {
      if quit { break }
      switch line.kind {
      case .narration(let text):
        pending.append(text)
      case .command(let text, _):
        Walkthrough.narrate(pending, session: session, style: style)
        pending = []
        var single = script
        single.lines = [line]
        if let next, case .command(_, let parsed) = line.kind, !Walkthrough.isSilent(parsed) {
          if next("next: " + Secrets.masked(text)) == .quit {
            quit = true
            break
          }
        }
        let result = session.runScript(single, failures: &failures, onNarration: { _ in })
        switch result {
        case .ok, .rejected: continue
        case .quit: quit = true
        default:
          outcome = result
          quit = true
        }
      }
    }
    if !quit { Walkthrough.narrate(pending, session: session, style: style) }
    session.options.echo = echo
    return outcome
  }

  /// One paragraph of narration: consecutive `##` lines stay together.
  static func narrate(_ lines: [String], session: Session, style: Style) {
    guard !lines.isEmpty else { return }
    session.emit("")
    for n in lines { session.emit(style.action("## ") + n) }
  }

  /// Expectations run without waiting: they check, they do not act.
  static func isSilent(_ p: ParsedLine?) -> Bool {
    if case .expect = p?.invocation { return true }
    return false
  }
}
