import PdxLanguage
import PdxScripts
import PdxText
import PokedexCore

/// How a session's output leaves: every line is written into the scratch buffer by the
/// writer of the session's format (`Format`), then handed to the sink in one piece.
extension Session {
  /// The writer of the session's format: the one place that reads `options.format`.
  package var format: any Format {
    options.format.writer(
      width: wrapWidth, ids: options.ids, brief: options.brief, exercise: options.exercise)
  }
  var style: Style { Style(color: options.color) }

  /// Prints one line of words for people (text only: JSON carries records, not words).
  package func emit(_ line: String) {
    guard options.format.speaks else { return }
    scratch.append(line)
    scratch.newline()
    flushScratch()
  }

  /// Prints one line of words: `head` in the colour `code` when colour is on, then `tail`.
  func emit(_ code: StaticString, _ head: String, _ tail: String = "") {
    guard options.format.speaks else { return }
    style.painting(code, &scratch) { $0.append(head) }
    scratch.append(tail)
    scratch.newline()
    flushScratch()
  }

  /// Prints a diagnostic (a failure, a script error), after any output still held back.
  package func diagnostic(_ line: String) {
    flushScratch()
    diagnosticSink(line)
  }

  /// Hands what the scratch buffer holds to the sink.
  package func flushScratch() {
    // A line's end flushes again what its step flushed already: nothing to hand over.
    guard scratch.count > 0 else { return }
    switch sink {
    case .bytes(let f): scratch.drain(into: f)
    case .lines(let f):
      guard scratch.count > 0 else { return }
      for line in scratch.lines { f(line) }
      scratch.removeAll()
    case .discard: scratch.removeAll()
    }
  }

  /// `pdx> LINE`, held back: it leaves with the line's output.
  func emitEcho(_ command: String) {
    guard options.format.speaks else { return }
    let style = self.style
    style.painting(Style.dimCode, &scratch) { $0.append("pdx> " as StaticString) }
    scratch.append(command)
    scratch.newline()
  }

  func show(step: Step, command: String, location: Location?) {
    state.memory.showed(step, command: command, location: location, exercise: options.exercise)
    if state.collectedOutputs != nil {
      state.collectedOutputs?[location ?? ""] = state.memory.lastShown.lines(readingLanguage)
    }
    if case .discard = sink { return }
    Session.write(
      step, command: command, location: location, format: format, style: style,
      language: options.language, &scratch)
    flushScratch()
  }

  /// Writes a step after what `o` holds.
  private static func write(
    _ step: Step, command: String, location: Location?, format: any Format, style: Style,
    language: Language, _ o: inout OutputBuffer
  ) {
    format.step(
      step, command: command, source: location, style: style, language: language, into: &o)
  }

  /// Prints lines that read the same in every language.
  func output(_ lines: [String], command: String, location: Location?) {
    output(.lines(lines), command: command, location: location)
  }

  /// Prints lines made in the session's language; kept so that they can be read in another.
  /// `paged`: through the pager when there is one (`help`).
  func output(
    _ make: @escaping (Language) -> [String], command: String, location: Location?,
    paged: Bool = false
  ) {
    output(.made(make), command: command, location: location, paged: paged)
  }

  private func output(_ shown: Shown, command: String, location: Location?, paged: Bool = false) {
    state.memory.lastShown = shown
    state.memory.lastShownReplays = false
    state.collectedOutputs?[location ?? ""] = shown.lines(readingLanguage)
    let lines = shown.lines(options.language)
    if paged, let host, options.format.speaks {
      // What the line held back (its echo) leaves first; the pager gets the text alone.
      flushScratch()
      format.output(lines, command: command, source: location, into: &scratch)
      let text = scratch.withBytes { Array($0) }
      scratch.removeAll()
      if host.page(text, lines: lines.count) { return }
      format.output(lines, command: command, source: location, into: &scratch)
    } else {
      format.output(lines, command: command, source: location, into: &scratch)
    }
    flushScratch()
  }

  /// The script itself is wrong: said once, on the diagnostic stream (stderr), with the `run`
  /// lines it was included from; in JSON also as the line's object on stdout.
  func scriptError(_ message: Words, command: String, location: Location?, column: Int = 1)
    -> Outcome
  {
    // The innermost error's place: an include that failed reports it again from its `run` line.
    if state.scriptErrorPlace == nil, let location {
      state.scriptErrorPlace = Location(path: location.path, line: location.line, column: column)
    }
    state.memory.lastShown = .error(message)
    state.memory.lastShownReplays = false
    state.collectedOutputs?[location ?? ""] = state.memory.lastShown.lines(readingLanguage)
    let said = message(options.language)
    let lines = said.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    format.scriptError(said, command: command, source: location, into: &scratch)
    diagnostic(setup.scriptErrorLabel + (lines.first ?? ""))
    for line in lines.dropFirst() + includeTrail { diagnostic(line) }
    return .scriptError(said)
  }

  /// `  included from a.pdx:3`, innermost first: where the running lines come from.
  var includeTrail: [String] {
    let words = Words(en: "  included from ", es: "  incluido desde ")(options.language)
    return state.includedFrom.reversed().compactMap { $0.map { words + $0.description } }
  }

  func printError(_ message: Words, command: String, location: Location?) {
    state.memory.lastShown = .error(message)
    state.memory.lastShownReplays = false
    state.collectedOutputs?[location ?? ""] = state.memory.lastShown.lines(readingLanguage)
    let lines = message(options.language).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    format.error(lines, command: command, source: location, style: style, into: &scratch)
    flushScratch()
  }
}
