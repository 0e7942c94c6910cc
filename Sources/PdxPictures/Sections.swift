import PdxExplore
import PdxLanguage
import PdxScripts
import PdxSession
import PokedexCore

extension SequenceDiagram {
  /// The sections of a script as its page cuts them (`walk --markdown`): a section begins at a
  /// narration paragraph that follows a command (or at the script's first line), and holds the
  /// commands up to the next one; a section with no command draws nothing and is left out.
  /// Each is the range of line numbers it spans.
  public static func sections(_ script: Script) -> [ClosedRange<Int>] {
    var out: [ClosedRange<Int>] = []
    var start: Int?
    var hasCommand = false
    var last = 0
    for line in script.lines {
      switch line.kind {
      case .narration:
        if hasCommand, let s = start {
          out.append(s...last)
          start = nil
          hasCommand = false
        }
        if start == nil { start = line.number }
      case .command:
        if start == nil { start = line.number }
        hasCommand = true
      }
      last = line.number
    }
    if hasCommand, let s = start { out.append(s...last) }
    return out
  }

  /// The part of a script's chain that its lines in `range` draw, with their focus (their
  /// narration and `expect` paths), as the page draws a section (`pdx graph FILE --section N`,
  /// `--lines A-B`): the whole script runs, so the world is the one those lines meet, and only
  /// their steps are drawn. The number of steps drawn comes back with it.
  public static func of(
    _ script: Script, lines range: ClosedRange<Int>, detail: Detail, options: SessionOptions,
    diagnostic: @escaping (String) -> Void
  ) -> (sequence: SequenceDiagram, steps: Int, outcome: Outcome) {
    let recorder = Part(language: options.language)
    let session = Session(
      options: options, sink: .discard, diagnostic: diagnostic,
      observer: { step in
        guard let line = step.location?.line, range.contains(line),
          step.location?.path == script.path
        else { return }
        recorder.sequence.add(step)
        recorder.steps += 1
      })
    session.start()
    var failures: [Failure] = []
    let outcome = session.runScript(script, failures: &failures)
    if let failure = failures.first, let line = failure.location?.line, range.contains(line) {
      recorder.sequence.failed((failure.location.map { "\($0): " } ?? "") + failure.command)
    }
    let focus = Focus(script.lines.filter { range.contains($0.number) })
    return (recorder.sequence.drawn(detail, focus: focus), recorder.steps, outcome)
  }

  private final class Part {
    var sequence: SequenceDiagram
    var steps = 0
    init(language: Language) { sequence = SequenceDiagram(language: language) }
  }
}
