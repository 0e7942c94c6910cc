import PokedexCore

extension Session {
  /// Prints one line of text (its control characters shown as escapes).
  func emit(_ line: String) {
    switch sink {
    case .lines(let f): f(Visible.text(line))
    case .bytes:
      scratch.append(line)
      scratch.newline()
      flushScratch()
    case .discard: break
    }
  }

  /// Prints one line: `head` in the colour `code` when colour is on, then `tail`.
  func emit(_ code: StaticString, _ head: String, _ tail: String = "") {
    let style = Style(color: options.color)
    style.painting(code, &scratch) { $0.append(head) }
    scratch.append(tail)
    scratch.newline()
    switch sink {
    case .lines(let f):
      for line in scratch.lines { f(line) }
      scratch.removeAll()
    case .bytes: flushScratch()
    case .discard: scratch.removeAll()
    }
  }

  /// Prints a diagnostic (a failure, a script error), after any output still held back.
  func diagnostic(_ line: String) {
    flushScratch()
    diagnosticSink(line)
  }

  /// Hands what the scratch buffer holds to the bytes sink.
  func flushScratch() {
    if case .bytes(let f) = sink {
      scratch.drain(into: f)
    } else {
      scratch.removeAll()
    }
  }

  func emitEcho(_ command: String) {
    let options = self.options
    guard options.format == .text else { return }
    guard case .bytes = sink else { return emit(Style.dimCode, "pdx> ", command) }
    // Held back: it leaves with the line's output.
    Session.echo(command, style: Style(color: options.color), into: &scratch)
  }

  func show(step: Step, command: String, location: Location?) {
    memory.showed(step, command: command, location: location)
    if collectedOutputs != nil { collectedOutputs?[location ?? ""] = lastOutput }
    Session.show(step, command: command, location: location, options: options, sink: sink, &scratch)
  }

  /// Renders a step after what `o` holds and hands it all to the sink (one access to the
  /// session's buffer: each is checked for exclusivity at run time).
  private static func show(
    _ step: Step, command: String, location: Location?, options: SessionOptions,
    sink: OutputSink, _ o: inout OutputBuffer
  ) {
    switch sink {
    case .discard:
      return
    case .bytes(let f):
      render(step, command: command, location: location, options: options, into: &o)
      o.drain(into: f)
    case .lines(let f):
      render(step, command: command, location: location, options: options, into: &o)
      for line in o.lines { f(line) }
      o.removeAll()
    }
  }

  private static func render(
    _ step: Step, command: String, location: Location?, options: SessionOptions,
    into o: inout OutputBuffer
  ) {
    switch options.format {
    case .json:
      JSONRenderer.render(
        step, command: command, source: location, language: options.language, into: &o)
      o.newline()
    case .text:
      TextRenderer.render(
        step, style: Style(color: options.color), language: options.language, into: &o)
    }
  }

  private static func echo(_ command: String, style: Style, into o: inout OutputBuffer) {
    style.painting(Style.dimCode, &o) { $0.append("pdx> " as StaticString) }
    o.append(command)
    o.newline()
  }

  func output(_ lines: [String], command: String, location: Location?) {
    memory.lastShown = .lines(lines)
    collectedOutputs?[location ?? ""] = lines
    switch options.format {
    case .json:
      emit(JSONRenderer.render(output: lines, command: command, source: location, error: nil))
    case .text:
      for l in lines { emit(l) }
    }
  }

  /// The script itself is wrong: said once, on the diagnostic stream (stderr), with the `run`
  /// lines it was included from; in JSON also as the line's object on stdout.
  func scriptError(_ message: String, command: String, location: Location?) -> Outcome {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    memory.lastShown = .lines(["error: " + (lines.first ?? "")] + lines.dropFirst())
    collectedOutputs?[location ?? ""] = lastOutput
    if options.format == .json {
      emit(JSONRenderer.render(output: [], command: command, source: location, error: message))
    }
    diagnostic(scriptErrorLabel + (lines.first ?? ""))
    for line in lines.dropFirst() + includeTrail { diagnostic(line) }
    return .scriptError(message)
  }

  /// `  included from a.pdx:3`, innermost first: where the running lines come from.
  var includeTrail: [String] {
    includedFrom.reversed().compactMap { $0.map { "  included from \($0)" } }
  }

  func printError(_ message: String, command: String, location: Location?) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    memory.lastShown = .lines(["error: " + (lines.first ?? "")] + lines.dropFirst())
    collectedOutputs?[location ?? ""] = lastOutput
    switch options.format {
    case .json:
      emit(JSONRenderer.render(output: [], command: command, source: location, error: message))
    case .text:
      emit(Style.errorCode, "error: ", lines.first ?? "")
      for l in lines.dropFirst() { emit(l) }
    }
  }
}
