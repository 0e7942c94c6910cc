import PokedexCore

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
    let outer = scriptLanguage
    defer { scriptLanguage = outer }
    while true {
      if isInterrupted() { return .interrupted }
      let next: ScriptLine?
      do {
        next = try source.next()
        scriptLanguage = source.language ?? .en
      } catch {
        if error.interrupted { return .interrupted }
        format.scriptError(
          error.description(options.language), command: nil,
          source: error.line == 0 ? nil : Location(path: error.path, line: error.line),
          into: &scratch)
        let described = error.description(options.language)
        for line in [scriptErrorLabel + described] + includeTrail { diagnostic(line) }
        return .scriptError(described)
      }
      guard let line = next else { return result }
      switch line.kind {
      case .narration(let text):
        if let onNarration {
          onNarration(text)
        } else {
          emit(Style.dimCode, "## " + text)
        }
      case .command(let text, let parsed):
        let location = Location(path: source.path, line: line.number)
        if !includedFrom.isEmpty {
          includedLines += 1
          if includedLines > includeBudget {
            let budget = grouped(includeBudget)
            return scriptError(
              "\(location): "
                + Words(
                  en: "run: more than \(budget) lines run through includes (do the includes fan"
                    + " out, each running the next more than once?)",
                  es: "run: más de \(budget) líneas ejecutadas a través de includes (¿se"
                    + " abren en abanico, cada uno ejecutando el siguiente más de una vez?)"),
              command: Secrets.masked(text), location: location)
          }
        }
        var outcome = execute(text, at: location, script: true, parsed: parsed)
        if outcome == .ok, let expected = line.transcript, checkTranscripts {
          let actual = memory.lastShown.lines(readingLanguage)
          if !Transcript.matches(expected: expected, actual: actual) {
            outcome = .failed(
              Failure(
                location: location, command: Secrets.masked(text),
                expected: expected.map { "| " + $0 }, actual: actual.map { "| " + $0 }))
          }
        }
        switch outcome {
        case .ok: continue
        case .failed(var failure):
          // A failure inside an included script was reported there, with its trail: once.
          if failure.includedFrom.isEmpty {
            failure.includedFrom = includedFrom.reversed().compactMap { $0 }
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
          return result
        }
      }
    }
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
    var out = ["FAIL " + (f.location.map { $0.description + ": " } ?? "") + f.command] + trail
    out += f.expected.map { "  - " + $0 }
    out += f.actual.map { "  + " + $0 }
    if !recent.isEmpty {
      out.append(Words(en: "  last steps:", es: "  últimos pasos:")(language))
      out += recent.flatMap { $0.split(separator: "\n").map { "  " + $0 } }
    }
    return out
  }

  /// `run FILE` inside the REPL or a script: FILE in the current world. Inside a script a
  /// relative FILE is taken from the including script's folder.
  func include(_ file: String, shown: String, location: Location?) -> Outcome {
    let here = location.map { "\($0): " } ?? ""
    guard includedFrom.count < Session.includeLimit else {
      let limit = Session.includeLimit
      let message =
        here
        + Words(
          en: "run: more than \(limit) nested runs (does a script run itself?)",
          es: "run: más de \(limit) run anidados (¿se ejecuta un guion a sí mismo?)")
      return scriptError(message, command: shown, location: location)
    }
    // A `run` typed at the prompt starts its own count of included lines.
    if location == nil && includedFrom.isEmpty { includedLines = 0 }
    // A script includes scripts only: `run ../.env` in a script reads nothing of it.
    if location != nil, !file.hasSuffix(".pdx") {
      let named = Quoting.guillemets(file)
      return scriptError(
        here
          + Words(
            en: "run in a script reads .pdx scripts only, and \(named) is not one: nothing of it"
              + " was read",
            es: "run dentro de un guion solo lee guiones .pdx, y \(named) no lo es: no se leyó"
              + " nada de él"), command: shown, location: location)
    }
    var path = file
    if let location, !file.hasPrefix("/"), let slash = location.path.lastIndex(of: "/") {
      path = location.path[...slash] + file
    }
    var stream: ScriptStream
    do {
      stream = try ScriptStream(path: path)
      stream.isInterrupted = isInterrupted
    } catch {
      return scriptError(here + error.described, command: shown, location: location)
    }
    // A run at the top (typed, or a script's own line) is one thing `undo run` goes back over.
    let run = includedFrom.isEmpty ? runBegins(shown) : nil
    includedFrom.append(location)
    defer {
      includedFrom.removeLast()
      if let run { runEnded(run) }
    }
    var failures: [Failure] = []
    return runScript(&stream, failures: &failures)
  }

  /// 1000000 → "1,000,000".
  private func grouped(_ n: Int) -> String {
    var digits = Array(String(n))
    var i = digits.count - 3
    while i > 0 {
      digits.insert(",", at: i)
      i -= 3
    }
    return String(digits)
  }

  /// `save FILE`: the session so far as a script that replays to the same state.
  func save(_ file: String, expect: Bool, transcript: Bool, force: Bool, shown: String) -> Outcome {
    let language = options.language
    if FileIO.exists(file) && !force {
      let message = Words(
        en: "\(file) exists: `save --force \(file)` replaces it",
        es: "\(file) ya existe: `save --force \(file)` lo sustituye")
      printError(message, command: shown, location: nil)
      return .rejected(message(language))
    }
    var text =
      Words(
        en: "# Saved by pdx `save`: replays to the same state with `pdx run \(file)`.\n",
        es: "# Guardado por pdx `save`: `pdx run \(file)` lo reproduce hasta el mismo estado.\n"
      )(language)
    // Its transcripts are in the session's language: the script says which (§4.11).
    if language != .en { text += "# lang: \(language.rawValue)\n" }
    if store.launchStep.number == 0, options.plataforma == .android || !options.hayCuentas {
      // The session started from command-line options a plain `pdx run` does not have.
      if options.plataforma == .android { text += "platform android\n" }
      if !options.hayCuentas { text += "config accounts off\nrestart\n" }
    }
    for r in recording {
      text += r.line + "\n"
      if transcript, r.isStep || r.line.hasPrefix("!") {
        for l in r.output { text += l.isEmpty ? "|\n" : "| " + l + "\n" }
      }
      if expect, r.isStep {
        var last: [String: Change] = [:]
        var order: [String] = []
        for c in r.changes {
          if last[c.path] == nil { order.append(c.path) }
          last[c.path] = c
        }
        for path in order { text += "expect \(path) == \(last[path]!.new)\n" }
      }
    }
    do {
      // A password in the script: the file is its owner's only (docs/reference.md §6.2).
      let secret = recording.contains { Secrets.masked($0.line) != $0.line }
      try FileIO.writeAtomically(text, to: file, secret: secret)
    } catch {
      printError(error.words, command: shown, location: nil)
      return .rejected(error.words(language))
    }
    let count = recording.count
    output(
      {
        [
          Words(
            en: "saved \(count) lines to \(file)",
            es: "guardadas \(count) líneas en \(file)")($0)
        ]
      }, command: shown, location: nil)
    return .ok
  }
}

/// Transcript blocks: exact lines, where `...` alone matches any number of lines.
public enum Transcript {
  /// Whether `actual` fits `expected`. A wildcard match with backtracking to the last `...`
  /// only: at most (expected lines × actual lines) comparisons, and each compares two numbers
  /// (the lines are numbered first), so a 10,000-line block checks in milliseconds whatever
  /// it holds. (Trying every split at every `...` was exponential in the number of `...`.)
  public static func matches(expected: [String], actual: [String]) -> Bool {
    var numbers: [String: Int] = [:]
    func number(_ line: String) -> Int {
      if let n = numbers[line] { return n }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let wildcard = number("...")
    let e = expected.map(number)
    let a = actual.map(number)
    var (i, j) = (0, 0)
    // The last `...` seen, and the actual line it was tried against.
    var star: (i: Int, j: Int)?
    while j < a.count {
      if i < e.count, e[i] == wildcard {
        star = (i, j)
        i += 1
      } else if i < e.count, e[i] == a[j] {
        i += 1
        j += 1
      } else if let s = star {
        // The `...` takes one more line, and the lines after it are tried from there.
        star = (s.i, s.j + 1)
        i = s.i + 1
        j = s.j + 1
      } else {
        return false
      }
    }
    while i < e.count, e[i] == wildcard { i += 1 }
    return i == e.count
  }
}
