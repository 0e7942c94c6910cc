import Glibc
import PdxExplore
import PdxLanguage
import PdxRunner
import PdxScripts
import PdxSession
import PdxTeaching
import PokedexCore

/// `pdx walk --predict FILE` and `pdx walk --progress [DIR]` (docs/reference.md §9.3): the
/// questions answered from stdin, on a terminal or from a pipe, and the best scores kept in
/// the progress file (`ProgressStore`).
struct WalkPredict {
  let file: String
  let globals: GlobalOptions
  /// Mend a progress file pdx cannot read (its unreadable lines dropped) instead of refusing it.
  var force = false
  var environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }

  func run() throws -> Int32 {
    let language = globals.language
    let store = try ProgressStore.located(environment: environment)
    // Read first: a progress file pdx cannot read stops the walk before any question (with
    // --force it is mended when the score is kept).
    if !force { _ = try store.read() }
    let script = try RunError.script(at: file)
    let interactive = isatty(0) == 1
    // Ctrl-C, SIGTERM, SIGHUP and SIGQUIT end the walk at once, at a question (from a terminal
    // or a pipe) or in a step: its partial score, then 128 + the signal.
    installStopHandlers()
    // At a terminal a step's sentences wrap between words at its width, as in `walk`.
    let host = TerminalHost()
    host.wraps = isatty(1) == 1
    host.interrupts = true
    let session = Session(
      options: globals.session, sink: .bytes(standardOutput.bytes), diagnostic: diagnostic,
      host: host)
    let answers = PlainLineSource(fd: 0)
    var walk = PredictWalk(script: script, interactive: interactive) { prompt in
      standardOutput.text(prompt)
      standardOutput.flush()
      guard stoppedBy() == nil, case .line(let line) = answers.readLine(prompt: "") else {
        if stoppedBy() != nil { standardOutput.line("") }
        return nil
      }
      // From a pipe the answer is not echoed by a terminal: it is shown after its question.
      if !interactive { standardOutput.line(line) }
      return line
    }
    walk.width = { TerminalWidth.columns() ?? 80 }
    var intro = Walkthrough(script: script, next: nil)
    intro.width = walk.width
    intro.introduce(in: session)
    session.start()
    let result = walk.run(in: session)
    if stoppedBy() != nil {
      // Stopped in a step, the walk said no score: its partial one is said here.
      if result.outcome == .interrupted {
        standardOutput.line("")
        standardOutput.line(PredictWalk.score(result.right, of: result.asked)(language))
      }
      return stoppedExitCode()
    }
    guard result.outcome == .ok else { return exitCode(result.outcome) }
    guard !result.left, result.asked > 0 else { return 0 }
    let key = CourseKey.of(file)
    standardOutput.flush()
    let (progress, forced) = try store.update(force: force) {
      $0.record(result.right, of: result.asked, for: key)
    }
    if let forced { diagnostic(ProgressStore.warning(forced, file: store.file)(language)) }
    if let best = progress.scores[key] {
      let line = Words(
        en: "Your best: \(best.best) of \(best.total) (pdx walk --progress lists them all)",
        es: "Tu mejor marca: \(best.best) de \(best.total) (pdx walk --progress las lista"
          + " todas)")(language)
      for wrapped in Walkthrough.wrap(line, width: walk.width()) { standardOutput.line(wrapped) }
    }
    return 0
  }

  /// `pdx walk --progress [DIR]`: each walkthrough under DIR with its best score (or that it
  /// was not done yet); without DIR, each one the file holds, by key.
  func list(_ folder: String?) throws -> Int32 {
    let language = globals.language
    let progress = try ProgressStore.located(environment: environment).read()
    var rows: [(score: String, path: String)] = []
    if let folder {
      for f in try scripts(under: folder) {
        let best = progress.scores[CourseKey.of(f)]
        rows.append(
          (
            best.map { score($0, language) } ?? Words(en: "not yet", es: "aún no")(language),
            CourseKey.oneLine(f)
          ))
      }
    } else {
      rows = progress.scores.sorted { $0.key < $1.key }.map {
        (score($0.value, language), $0.key.shown)
      }
    }
    if rows.isEmpty {
      standardOutput.line(
        Words(
          en: "No walkthrough done with predictions yet: pdx walk --predict FILE",
          es: "Aún no hay ningún recorrido hecho con predicciones: pdx walk --predict FICHERO")(
            language))
      return 0
    }
    let width = rows.map(\.score.count).max() ?? 0
    for row in rows {
      standardOutput.line(
        "  " + row.score + String(repeating: " ", count: width - row.score.count) + "  "
          + row.path)
    }
    return 0
  }

  /// `pdx walk --progress --clear [FILE|DIR]`: forgets the scores of FILE, of every
  /// walkthrough under DIR, or all of them.
  func clear(_ target: String?) throws -> Int32 {
    let store = try ProgressStore.located(environment: environment)
    let (cleared, forced) = try store.clear(.predict, target, force: force)
    if let forced { diagnostic(ProgressStore.warning(forced, file: store.file)(globals.language)) }
    standardOutput.line(ProgressStore.cleared(cleared, .predict)(globals.language))
    return 0
  }

  private func scripts(under folder: String) throws(RunError) -> [String] {
    do {
      return try FileIO.scripts(under: [folder])
    } catch {
      throw RunError(error.words)
    }
  }

  private func score(_ e: Progress.Score, _ language: Language) -> String {
    Words(en: "\(e.best) of \(e.total)", es: "\(e.best) de \(e.total)")(language)
  }
}
