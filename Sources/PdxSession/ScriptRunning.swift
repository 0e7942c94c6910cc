import PdxCommands
import PdxLanguage
import PdxScripts
import PdxText

extension Session {
  /// Runs a script's lines in this session's world: what `run FILE` (an include) and
  /// `pdx run` do. Stops at the first failure unless `continueOnFailure`; every failure is
  /// printed and appended to `failures`.
  public func runScript(
    _ script: Script, continueOnFailure: Bool = false, failures: inout [Failure],
    onNarration: ((String) -> Void)? = nil
  ) -> Outcome {
    var source = script.source
    return runScript(
      &source, continueOnFailure: continueOnFailure, failures: &failures, onNarration: onNarration)
  }

  /// The same, reading lines as it goes: a malformed line is a script error when it is reached.
  public func runScript<S: ScriptSource>(
    _ source: inout S, continueOnFailure: Bool = false, failures: inout [Failure],
    onNarration: ((String) -> Void)? = nil
  ) -> Outcome {
    var result = Outcome.ok
    // The script's transcripts and `expect output contains` read the output in its language;
    // an included script has its own, and the includer's comes back after it.
    let outer = state.scriptLanguage
    defer { state.scriptLanguage = outer }
    while true {
      if isInterrupted() { return .interrupted }
      // Bound straight from what the reader returns (an optional bound later was a copy of
      // the line, and two destructions, on every line).
      let line: ScriptLine
      do {
        guard let read = try source.next() else { return result }
        line = read
        state.scriptLanguage = source.language ?? .en
      } catch {
        return unreadable(error)
      }
      switch line.kind {
      case .narration(let words):
        let text = words(options.language)
        if let onNarration {
          onNarration(text)
        } else {
          emit(Style.dimCode, "## " + text)
        }
      case .command(let text, let parsed):
        let location = Location(path: source.path, line: line.number)
        if !state.includedFrom.isEmpty {
          state.includedLines += 1
          if state.includedLines > setup.includeBudget {
            let budget = Numbers.grouped(setup.includeBudget)
            let presupuesto = Numbers.grouped(setup.includeBudget, .es)
            return scriptError(
              "\(location): "
                // lint: counted (the include budget is a million lines)
                + Words(
                  en: "run: more than \(budget) lines run through includes (do the includes fan"
                    + " out, each running the next more than once?)",
                  es: "run: más de \(presupuesto) líneas ejecutadas a través de inclusiones (¿se"
                    + " abren en abanico, y cada una ejecuta la siguiente más de una vez?)"),
              command: Secrets.masked(text), location: location)
          }
        }
        var outcome = execute(text, at: location, script: true, parsed: parsed)
        // `quit` ends the script at once, in every mode: nothing after it is read (a transcript
        // read ahead would wait for one more line from a pipe held open, or a terminal). The
        // caller hears `.quit` (an include returns to its includer), or the failures so far.
        if outcome == .quit { return result == .ok ? .quit : result }
        // Read as lines arrive, its transcript comes after it ran.
        var transcript = line.transcript
        if transcript == nil {
          do {
            transcript = try source.transcriptAfterRun()
          } catch {
            return unreadable(error)
          }
        }
        if outcome == .ok, let expected = transcript, setup.transcripts == .check {
          let actual = state.memory.lastShown.lines(readingLanguage)
          if !Transcript.matches(expected: expected, actual: actual) {
            let firstLine = line.transcriptLines?.lowerBound ?? line.number + 1
            let diff = TranscriptDiff.compare(
              expected: expected, actual: actual, firstLine: firstLine)
            var failure = Failure(
              location: Location(path: source.path, line: firstLine + diff.first),
              command: Secrets.masked(text),
              expected: expected.map { "| " + $0 }, actual: actual.map { "| " + $0 })
            failure.transcriptOf = line.number
            failure.diff = diff.lines
            outcome = .failed(failure)
          }
        }
        switch outcome {
        case .ok: continue
        case .failed(var failure):
          // A failure inside an included script was reported there, with its trail: once.
          if failure.includedFrom.isEmpty {
            failure.includedFrom = state.includedFrom.reversed().compactMap { $0 }
            report(failure)
          }
          failures.append(failure)
          result = .failed(failure)
          if !continueOnFailure { return result }
        case .rejected:
          continue
        case .scriptError, .interrupted:
          return outcome
        case .quit:
          return result == .ok ? .quit : result
        }
      }
    }
  }

  /// A line that could not be read, or is malformed: a script error, said once (or an
  /// interruption while it waited).
  private func unreadable(_ error: ScriptError) -> Outcome {
    if error.interrupted { return .interrupted }
    format.scriptError(
      error.description(options.language), command: nil,
      source: error.line == 0 ? nil : Location(path: error.path, line: error.line),
      into: &scratch)
    let described = error.description(options.language)
    if state.scriptErrorPlace == nil {
      state.scriptErrorPlace = Location(
        path: error.path, line: error.line, column: error.line == 0 ? 1 : error.column)
    }
    for line in [setup.scriptErrorLabel + described] + includeTrail { diagnostic(line) }
    return .scriptError(described)
  }

  /// Prints a failure: `file:line`, the command, `-` expected and `+` actual, then the last
  /// few steps for context. In JSON it is also one object on the output (§4.3).
  public func report(_ f: Failure, context: Bool = true) {
    format.failure(f, into: &scratch)
    for line in Session.describe(
      f, recent: context ? recent : [], trail: includeTrail, language: options.language)
    {
      diagnostic(line)
    }
  }

  public static func describe(
    _ f: Failure, recent: [String], trail: [String] = [], language: Language = .en
  ) -> [String] {
    var head = "FAIL " + (f.location.map { $0.description + ": " } ?? "") + f.command
    if let line = f.transcriptOf {
      head += Words(
        en: " (transcript of line \(line))", es: " (transcripción de la línea \(line))")(
          language)
    }
    var out = [head] + trail
    if f.diff.isEmpty {
      out += f.expected.map { "  - " + $0 }
      out += f.actual.map { "  + " + $0 }
    } else {
      out += f.diff.map { "  " + $0 }
    }
    if !recent.isEmpty {
      out.append(Words(en: "  last steps:", es: "  últimos pasos:")(language))
      out += recent.flatMap { $0.split(separator: "\n").map { "  " + $0 } }
    }
    return out
  }
}
