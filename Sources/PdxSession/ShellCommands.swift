import PdxCommands
import PdxLanguage
import PdxRender
import PdxScripts
@_spi(Internals) import PokedexCore

/// What a parsed line does: a user action goes to the store; the shell's own commands are
/// handled here, each by a function named after it. Only dispatches.
extension Session {
  func run(
    _ parsed: ParsedLine, text: String, shown: String, location: Location?, script: Bool
  ) -> Outcome {
    let line = Line(text: text, shown: shown, location: location)
    switch parsed.invocation {
    case .action(let action): return send(action, line)
    case .needsPassword(let signup, let email):
      return askPassword(signup: signup, email: email, parsed, line, script: script)
    case .platform(let p): return platform(p, line)
    case .reset: return reset(line)
    case .undo(.steps(let n)): return undoSteps(n, line)
    case .undo(.lastRun): return undoRun(line)
    case .show(let path): return show(path, line)
    case .tree: return tree(line)
    case .history: return history(line)
    case .help(let name): return help(name, line)
    case .permissionStatus: return permission(line)
    case .knobs: return knobs(line)
    case .ids(let on): return ids(on, line)
    case .brief(let on): return brief(on, line)
    case .save(let file, let expect, let transcript, let force):
      guard !script else {
        let message =
          (location.map { "\($0): " } ?? "")
          + Words(
            en: "save exists in the REPL only", es: "save solo existe en la shell interactiva")
        return scriptError(message, command: shown, location: location)
      }
      return save(file, expect: expect, transcript: transcript, force: force, shown: shown)
    case .run(let file): return include(file, shown: shown, location: location)
    case .say(let words): return say(words, line)
    case .pause:
      state.memory.lastShown = .lines([])
      return .ok
    case .quit: return .quit
    case .expect(let e): return expect(e, negated: parsed.negated, line)
    }
  }

  /// A line being run: its text, as shown (passwords masked), and where it comes from.
  struct Line {
    var text: String
    var shown: String
    var location: Location?
  }

  /// A user action: the store's step, shown and kept for `save`.
  private func send(_ action: UserAction, _ line: Line) -> Outcome {
    let before = observer == nil ? nil : state.store.world
    let step = state.store.send(action)
    if let observer, let before {
      observer(
        RanStep(
          command: line.shown, location: line.location, action: action, before: before,
          after: state.store.world, step: step))
    }
    show(step: step, command: line.shown, location: line.location)
    record(line.text, step: step)
    if let rejection = step.rejection { return .rejected(options.language.text(rejection)) }
    tookStep(line)
    return .ok
  }

  /// `login`/`signup EMAIL` without a password: asked for without echo on a terminal; an
  /// argument error in a script (met by `!`; without it the script is wrong).
  private func askPassword(
    signup: Bool, email: String, _ parsed: ParsedLine, _ line: Line, script: Bool
  ) -> Outcome {
    guard !script, let host, host.asksPasswords else {
      let message =
        parsed.command + ": "
        + Words(
          en: "missing PASSWORD (a script cannot ask for it)",
          es: "falta la CONTRASEÑA (un guion no puede pedirla)")
      guard parsed.negated else {
        return scriptError(
          (line.location.map { "\($0): " } ?? "") + message, command: line.shown,
          location: line.location)
      }
      printError(message, command: line.shown, location: line.location)
      return .rejected(message(options.language))
    }
    let language = options.language
    // Rejected whatever the password (no form on screen): said before asking for one, with the
    // rejection the store gives, so nobody types a password for nothing.
    let unasked: UserAction =
      signup
      ? .signup(email: email, password: Secret("")) : .login(email: email, password: Secret(""))
    var probe = state.store
    if probe.send(unasked).isRejected { return send(unasked, line) }
    guard
      let password = host.password(
        prompt:
          Words(en: "Password for \(email): ", es: "Contraseña de \(email): ")(language))
    else {
      printError(
        Words(en: "no password given: nothing was sent", es: "sin contraseña: no se envió nada"),
        command: line.shown, location: line.location)
      return .rejected(Words(en: "no password given", es: "sin contraseña")(language))
    }
    let action: UserAction =
      signup
      ? .signup(email: email, password: password) : .login(email: email, password: password)
    // The line `save` writes: it must replay, so it holds the password itself.
    let full =
      parsed.command + " " + Session.quoteIfNeeded(email) + " "
      + Session.quoteIfNeeded(password.revealed)
    return send(action, Line(text: full, shown: line.shown, location: line.location))
  }

  static func quoteIfNeeded(_ s: String) -> String {
    if !s.isEmpty, !s.contains(where: { " \t\"'\\#".contains($0) }) { return s }
    var out = ""
    Value.writeQuoted(s, to: &out)
    return out
  }

  /// `platform X`: a fresh world on X.
  private func platform(_ p: Plataforma, _ line: Line) -> Outcome {
    options.platform = p
    return freshWorld(on: p, action: .platform(p), line)
  }

  /// `reset`: a fresh world on the current platform.
  private func reset(_ line: Line) -> Outcome {
    freshWorld(on: state.store.world.dispositivo.plataforma, action: .reset, line)
  }

  /// A fresh world on `platform`, its launch shown as the line's step: one the session's
  /// memory and undo start afresh from.
  private func freshWorld(on platform: Plataforma, action: ActionEvent, _ line: Line) -> Outcome {
    let before = state.store.world
    let step = state.store.reset(platform: platform, hayCuentas: options.hayCuentas, action: action)
    observer?(
      RanStep(
        command: line.shown, location: line.location, action: nil, before: before,
        after: state.store.world, step: step))
    show(step: step, command: line.shown, location: line.location)
    record(line.text, step: step, startsAfresh: true)
    tookStep(line)
    return .ok
  }

  /// `show [PATH]`; `show info` prints the installed build's Info.plist as `plutil -p` does.
  private func show(_ path: String?, _ line: Line) -> Outcome {
    if path == "info" {
      output(
        PlistRenderer.installed(state.store.world, language: options.language), command: line.shown,
        location: line.location)
      return .ok
    }
    let paths = path.map(StatePath.matching) ?? StatePath.allCases
    var lines: [String] = []
    for p in paths where !setup.hiddenPaths.contains(p) {
      lines.append(p.name + ": " + p.value(in: state.store.world).description)
    }
    output(lines, command: line.shown, location: line.location)
    return .ok
  }

  private func tree(_ line: Line) -> Outcome {
    let world = state.store.world
    output(
      { TreeRenderer.lines(world, language: $0) }, command: line.shown, location: line.location)
    return .ok
  }

  private func history(_ line: Line) -> Outcome {
    let dropped = state.memory.typedDropped
    let shown = state.memory.typed.dropLast()
    // Numbers right-aligned to the widest one, so the lines start in one column.
    let width = String(dropped + shown.count).count
    let lines = shown.enumerated().map {
      let number = String($0.offset + 1 + dropped)
      return String(repeating: " ", count: width - number.count) + number + "  " + $0.element
    }
    output(lines, command: line.shown, location: line.location)
    return .ok
  }

  private func help(_ name: String?, _ line: Line) -> Outcome {
    let width = helpWidth
    output(
      { Help.lines(for: name, width: width, language: $0) }, command: line.shown,
      location: line.location, paged: true)
    return .ok
  }

  /// `permission`: the stored answers.
  private func permission(_ line: Line) -> Outcome {
    let device = state.store.world.dispositivo
    output(
      { language in
        [
          permissionName(.notifications, language) + ": "
            + statusName(device.notificaciones, language),
          permissionName(.camera, language) + ": " + statusName(device.camara, language),
        ]
      }, command: line.shown, location: line.location)
    return .ok
  }

  /// `set` alone: every knob and its value.
  private func knobs(_ line: Line) -> Outcome {
    output(
      Knob.allCases.map { "\($0.name) \($0.word(faithful: state.store.world.knobs[$0]))" },
      command: line.shown, location: line.location)
    return .ok
  }

  private func say(_ words: String, _ line: Line) -> Outcome {
    output([words], command: line.shown, location: line.location)
    if setup.recordsSession {
      state.recording.append(Recorded(line: line.text, isStep: false, changes: [], output: []))
      state.memory.lastShownReplays = true
    }
    return .ok
  }

  /// `expect …`, or `!expect …` (`negated`): the opposite statement must hold.
  private func expect(_ e: Expectation, negated: Bool, _ line: Line) -> Outcome {
    // Whether it holds first: the words of a judgement are made only for one that fails.
    let holds =
      e.holds(
        world: state.store.world, lastOutput: state.memory.lastShown.lines(readingLanguage),
        lastStep: lastCommandStep) != negated
    // `save` keeps what held and would hold again: a failed `expect` would stop the saved
    // script's replay there, and so would one that read the output of a line `save` does not
    // write (`show`, `help`, `undo`).
    if setup.recordsSession {
      let readsOutput: Bool
      switch e {
      case .outputContains, .event: readsOutput = true
      case .equals, .notEquals, .contains: readsOutput = false
      }
      // Read in an included script's language, it must hold in the saved script's too (the
      // session's, which its `# lang:` line declares).
      var holdsOnReplay = holds
      if holds, case .outputContains = e, readingLanguage != options.language {
        let inSaved = e.holds(
          world: state.store.world, lastOutput: state.memory.lastShown.lines(options.language),
          lastStep: lastCommandStep)
        holdsOnReplay = inSaved != negated
      }
      if holdsOnReplay, !readsOutput || state.memory.lastShownReplays {
        state.recording.append(
          Recorded(
            line: line.text, isStep: false, changes: [], output: [], isExpectation: true,
            readsOutput: readsOutput))
      } else {
        state.expectationsLeftOut += 1
      }
    }
    guard !holds else { return .ok }
    let judgement = e.judge(
      world: state.store.world, lastOutput: state.memory.lastShown.lines(readingLanguage),
      lastStep: lastCommandStep, negated: negated, language: options.language)
    return .failed(
      Failure(
        location: line.location, command: line.shown, expected: judgement.expected,
        actual: judgement.actual))
  }

  /// A state path's value now.
  package func read(_ path: StatePath) -> Value { path.value(in: state.store.world) }
}
