import PdxLanguage
import PdxRender
import PdxScripts
import PdxText
@_spi(Internals) import PokedexCore

extension Session {
  /// What a command printed, kept as it came: a step is rendered to lines only when read.
  /// Kept as values, so a script's transcripts and `expect output contains` read it in the
  /// script's own language whatever the session speaks (docs/reference.md §4.11).
  enum Shown {
    /// Lines that read the same in every language: values, a listing, `say`'s words.
    case lines([String])
    /// Lines made in the language they are read in: help, the tree, an error.
    case made((Language) -> [String])
    case step(Step)
    /// A step of an exercise: read in its exercise form, which names no knob.
    case exerciseStep(Step)

    /// The step, however it is read.
    var step: Step? {
      switch self {
      case .step(let s), .exerciseStep(let s): s
      case .lines, .made: nil
      }
    }

    func lines(_ language: Language) -> [String] {
      switch self {
      case .lines(let l): l
      case .made(let make): make(language)
      case .step(let s): TextRenderer.render(s, language: language)
      case .exerciseStep(let s):
        {
          var o = OutputBuffer(capacity: 256)
          ExerciseRenderer.render(
            s, style: Style(color: false), language: language, width: nil, ids: false,
            brief: false, into: &o)
          return o.lines
        }()
      }
    }

    /// An error's lines: `error: ` and its first line, then the rest.
    static func error(_ message: Words) -> Shown {
      .made { language in
        let lines = message(language).split(separator: "\n", omittingEmptySubsequences: false)
        return ["error: " + (lines.first ?? "")] + lines.dropFirst().map(String.init)
      }
    }
  }

  /// What the lines run so far left behind, kept in one place.
  struct Memory {
    /// What the last command printed.
    var lastShown = Shown.lines([])
    /// Whether the line running now (or last run) printed a step.
    var lineShowedStep = false
    /// Whether `lastShown` came from a line `save` writes, so that a saved script prints it
    /// again for an `expect output|note|ui|log` to read.
    var lastShownReplays = false
    /// The last few steps, kept as parts: they are joined only when a failure prints them.
    var recentSteps = Ring<Recent>(capacity: Session.recentLimit)
    var typed: [String] = []
    /// How many lines scrolled out of `typed`, so numbers stay stable.
    var typedDropped = 0

    /// A line begins: it has shown nothing yet, and `history` lists it unless it was included
    /// (`run FILE` is the line typed, not the file's lines).
    mutating func begin(_ line: String, included: Bool) {
      lineShowedStep = false
      guard !included else { return }
      // Keeps between `typedLimit` and twice that many lines, dropping the oldest in one go.
      if typed.count == 2 * Session.typedLimit {
        typed.removeFirst(Session.typedLimit)
        typedDropped += Session.typedLimit
      }
      typed.append(line)
    }

    /// The line printed a step: it is the last output, and the newest of the recent steps.
    mutating func showed(_ step: Step, command: String, location: Location?, exercise: Bool) {
      lineShowedStep = true
      // An exercise's output is read as it was printed (`expect output contains`, a failure's
      // last steps): in its exercise form, which names no knob.
      let shown: Shown = exercise ? .exerciseStep(step) : .step(step)
      lastShown = shown
      recentSteps.push(Recent(location: location, command: command, shown: shown))
    }
  }
  struct Recent {
    var location: Location?
    var command: String
    var shown: Shown
  }

  struct Recorded {
    var line: String
    var isStep: Bool
    var changes: [Change]
    var output: [String]
    /// An `expect` line, and whether it reads the last command's output or events.
    var isExpectation = false
    var readsOutput = false
    /// A `reset` or `platform`: a fresh world, made with the session's start options.
    var startsAfresh = false
    /// `note ID`, `ui ID`, `log ID`: the events `save --expect` asserts (SaveExpect.swift).
    var events: [String] = []
  }

  /// Keeps a step for `save`, as what happened: a rejected command with `!`, an accepted one
  /// without (whether or not it was typed with `!`), so the saved script replays.
  func record(_ text: String, step: Step, startsAfresh: Bool = false) {
    guard setup.recordsSession else { return }
    var bare = Substring(text)
    if bare.first == "!" { bare = bare.dropFirst().droppingIndent() }
    let line = step.isRejected ? "!" + bare : String(bare)
    state.recording.append(
      Recorded(
        line: line, isStep: !step.isRejected, changes: step.changes, output: lastOutput,
        startsAfresh: startsAfresh, events: Session.asserted(step)))
    state.memory.lastShownReplays = true
  }
}
