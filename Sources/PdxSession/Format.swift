import PdxLanguage
import PdxRender
import PdxScripts
import PdxText
import PokedexCore

/// How a session's lines leave (docs/reference.md §4.1, §4.3): for people, as text, or for
/// programs, as one JSON object a line. A value chosen once from `--format`
/// (`OutputFormat.writer`): each kind of line is written in one place per format, and nothing
/// else asks which format is on.
package protocol Format: Sendable {
  /// A step.
  func step(
    _ step: Step, command: String, source: Location?, style: Style, language: Language,
    into o: inout OutputBuffer)
  /// A shell command's lines (`show`, `help`, `say`…).
  func output(_ lines: [String], command: String, source: Location?, into o: inout OutputBuffer)
  /// An error on the output: a rejection at the prompt, an argument error.
  func error(
    _ lines: [String], command: String?, source: Location?, style: Style,
    into o: inout OutputBuffer)
  /// What the output says of a script error, whose words go to the diagnostics.
  func scriptError(
    _ message: String, command: String?, source: Location?, into o: inout OutputBuffer)
  /// A failure's record on the output (its report goes to the diagnostics).
  func failure(_ f: Failure, into o: inout OutputBuffer)
}

extension OutputFormat {
  /// Whether the format carries words for people: headings, narration, echoes, a walkthrough's
  /// chrome (JSON carries the records only). Asked of the format, not of its writer: making the
  /// writer reads the session's options and the terminal's width, and the echo asks on every
  /// line.
  package var speaks: Bool {
    switch self {
    case .text: true
    case .json: false
    }
  }

  /// The writer of this format.
  var writer: any Format { writer(width: nil) }

  /// The writer of this format, its text's sentences wrapped at `width` (the terminal's
  /// columns at the prompt; nil elsewhere).
  func writer(width: Int?, ids: Bool = false, brief: Bool = false, exercise: Bool = false)
    -> any Format
  {
    switch self {
    case .text: TextFormat(width: width, ids: ids, brief: brief, exercise: exercise)
    case .json: JSONFormat()
    }
  }
}

/// Text for people (docs/reference.md §4.1).
struct TextFormat: Format {
  /// Where a step's sentences and an error wrap, between words (nil: they do not).
  var width: Int? = nil
  /// Each event's id beside its sentence (`set ids on`).
  var ids = false
  /// The story without the paths (`set brief on`): a step's changes are not printed.
  var brief = false
  /// Each event in its exercise form (`pdx exercise`).
  var exercise = false

  func step(
    _ step: Step, command: String, source: Location?, style: Style, language: Language,
    into o: inout OutputBuffer
  ) {
    if exercise {
      return ExerciseRenderer.render(
        step, style: style, language: language, width: width, ids: ids, brief: brief, into: &o)
    }
    var step = step
    if brief { step.events.removeAll { if case .change = $0 { true } else { false } } }
    if ids {
      return IdsRenderer.render(step, style: style, language: language, width: width, into: &o)
    }
    TextRenderer.render(step, style: style, language: language, width: width, into: &o)
  }

  func output(_ lines: [String], command: String, source: Location?, into o: inout OutputBuffer) {
    for line in lines {
      for part in TextFormat.wrapped(line, width: width) {
        o.append(part)
        o.newline()
      }
    }
  }

  /// A line of a command's output (`show`, `tree`, `history`) at the terminal: broken between
  /// words at `width`, as a step's sentences are, each further line under the first's text
  /// and four columns in (a tree's branches go on as `│`, its corners as spaces); the line as
  /// it is when `width` is nil (a script, a pipe) or it fits.
  static func wrapped(_ line: String, width: Int?) -> [String] {
    guard let width, line.count > width else { return [line] }
    let lead = line.prefix { " │├└─".contains($0) }
    let indent = String(lead.map { $0 == "│" ? "│" : " " }) + "    "
    return Wrap.lines(
      String(line.dropFirst(lead.count)), width: width, first: String(lead), indent: indent)
  }

  func error(
    _ lines: [String], command: String?, source: Location?, style: Style,
    into o: inout OutputBuffer
  ) {
    TextRenderer.labelled(
      "", "error: ", lines.first ?? "", Style.errorCode, style, width, plainText: true, &o)
    o.newline()
    output(Array(lines.dropFirst()), command: "", source: nil, into: &o)
  }

  func scriptError(
    _ message: String, command: String?, source: Location?, into o: inout OutputBuffer
  ) {}

  func failure(_ f: Failure, into o: inout OutputBuffer) {}
}

/// One JSON object a line, for programs (docs/reference.md §4.3).
struct JSONFormat: Format {
  func step(
    _ step: Step, command: String, source: Location?, style: Style, language: Language,
    into o: inout OutputBuffer
  ) {
    JSONRenderer.render(step, command: command, source: source, language: language, into: &o)
    o.newline()
  }

  func output(_ lines: [String], command: String, source: Location?, into o: inout OutputBuffer) {
    JSONRenderer.render(output: lines, command: command, source: source, error: nil, into: &o)
    o.newline()
  }

  func error(
    _ lines: [String], command: String?, source: Location?, style: Style,
    into o: inout OutputBuffer
  ) {
    scriptError(
      lines.joined(separator: "\n"), command: command, source: source, into: &o)
  }

  func scriptError(
    _ message: String, command: String?, source: Location?, into o: inout OutputBuffer
  ) {
    JSONRenderer.render(output: [], command: command, source: source, error: message, into: &o)
    o.newline()
  }

  func failure(_ f: Failure, into o: inout OutputBuffer) {
    o.appendVerbatim(JSONRenderer.render(failure: f))
    o.newline()
  }
}
