import Glibc
import PdxCommands
import PdxLanguage
import PdxScripts
import PdxSession
import PokedexCore
import Synchronization

/// The result of one script under `pdx test`.
public struct ScriptResult: Sendable {
  public var path: String
  public var failures: [Failure] = []
  /// Set when the script itself is wrong (exit 2).
  public var scriptError: String?
  /// How long the script took to run (and to be rewritten, under `--update`).
  public var nanoseconds: Int = 0
  public var milliseconds: Int { nanoseconds / 1_000_000 }
  /// The printed report lines (failures with their context).
  public var report: [String] = []
  /// The last steps before the end or the failure, for JUnit's system-out.
  public var recent: [String] = []
  /// How many transcript blocks `--update` rewrote in the file (0: the file was not written).
  public var transcriptsUpdated = 0
  /// Whether `--update` rewrote the file.
  public var updated: Bool { transcriptsUpdated > 0 }

  /// Where the script error was, when there was one (line 0: the file itself).
  public var errorPlace: Location?
  /// A counterexample `pdx check --out` wrote, found in a folder rather than named: it is
  /// meant to fail (docs/reference.md §4.5).
  public var expectedToFail = false
  /// The line of a counterexample's closing `expect`: the one line it is meant to fail at (nil
  /// when the file ends otherwise: then no failure of it is the expected one).
  public var closingExpect: Int?
  /// How many times the script ran: more than once when `--rerun-failed` retried it.
  public var attempts = 1
  /// The report of the first attempt of a script that failed, then passed on a retry, and
  /// where that attempt failed.
  public var flakyReport: [String] = []
  public var flakyPlace: Location?
  /// `--strict`: an unexpected pass or a flaky script fails the run.
  public var strict = false
  /// A signal stopped the script between two lines: it did not run to its end.
  public var interrupted = false

  public var passed: Bool { failures.isEmpty && scriptError == nil }

  /// How it went, as every report says it.
  public enum Status: String, Sendable, CaseIterable {
    case ok, fail, error
    /// A counterexample that failed at its closing `expect`, as it was written to.
    case xfail
    /// A counterexample that passes: the bug it pinned is gone (pytest's XPASS).
    case xpass
    /// Failed, then passed on a retry of `--rerun-failed`: never a plain pass.
    case flaky
  }

  public var status: Status {
    if scriptError != nil { return .error }
    if expectedToFail {
      if failures.isEmpty { return .xpass }
      return expectedFailure ? .xfail : .fail
    }
    if failures.isEmpty { return attempts > 1 ? .flaky : .ok }
    return .fail
  }

  /// Whether a counterexample's one failure is its closing `expect`, the line it was written to
  /// fail at (not its transcript, not another line).
  var expectedFailure: Bool {
    guard let line = closingExpect, failures.count == 1, let f = failures.first,
      f.transcriptOf == nil, let at = f.location
    else { return false }
    return at.line == line && at.path == path
  }

  /// Whether it makes the run fail (exit 1 or 2): a failure, an error, and under `--strict` an
  /// unexpected pass or a flaky script.
  public var failsRun: Bool {
    switch status {
    case .fail, .error: true
    case .xpass, .flaky: strict
    case .ok, .xfail: false
    }
  }

  /// What the reports point at: the script error's place, else the first failure's.
  public var place: Location? { scriptError != nil ? errorPlace : failures.first?.location }
}

/// `pdx test`: every `.pdx` below the paths, each in a fresh world, in parallel, reported in
/// a stable order.
public struct TestRunner: Sendable {
  public var jobs = 2
  public var shard: (index: Int, count: Int)?
  public var update = false
  public var options = SessionOptions()
  /// `--fail-fast`: no script starts after one failed or was wrong.
  public var failFast = false
  /// `--filter PATTERN`: only scripts whose path holds one of these.
  public var filters: [String] = []
  /// `--exclude GLOB`: no script whose path, or file name, matches one of these.
  public var excludes: [String] = []
  /// The paths named on the command line: a counterexample among them is an ordinary script.
  public var named: Set<String> = []
  /// `--rerun-failed N`: a script that failed runs again, up to N more times; one that then
  /// passes is flaky.
  public var rerunFailed = 0
  /// `--strict`: an unexpected pass (XPASS) or a flaky script fails the run.
  public var strict = false
  /// Whether a signal asked the run to stop: no script starts after it, and a running one stops
  /// between two lines (asked between scripts and between lines, so it must be cheap).
  public var stopRequested: @Sendable () -> Bool = { false }
  /// Called with a script's path after it ran under `--update`, before its file is rewritten
  /// (tests edit the file there, as a person might while a long suite runs).
  var beforeRewrite: (@Sendable (String) -> Void)?
  /// Called with a script's path and the attempt's number (1 the first) before each run of it
  /// (tests make a script flaky there, as a shared resource might).
  var beforeAttempt: (@Sendable (String, Int) -> Void)?

  public init() {}

  /// The scripts below `paths`, each real file once (see `FileIO.scripts(under:)` for how
  /// symbolic links are walked), then this shard's share.
  public func discover(_ paths: [String]) throws(FileError) -> [String] {
    shared(try selection(paths))
  }

  /// This shard's share of `chosen` (all of it without `--shard`).
  public func shared(_ chosen: [String]) -> [String] {
    guard let shard else { return chosen }
    return chosen.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
  }

  /// The scripts below `paths` that `--filter` and `--exclude` keep, before any shard is taken.
  public func selection(_ paths: [String]) throws(FileError) -> [String] {
    let all = try FileIO.scripts(under: paths)
    // As pytest refuses to pass on no tests: a suite that found nothing is an error.
    if all.isEmpty {
      let named = paths.map { Quoting.guillemets($0) }.joined(separator: ", ")
      throw FileError(
        Words(en: "no .pdx files below \(named)", es: "no hay ficheros .pdx bajo \(named)"))
    }
    let chosen = all.filter(selected)
    if chosen.isEmpty {
      let named = paths.map { Quoting.guillemets($0) }.joined(separator: ", ")
      throw FileError(
        Words(
          en: "no .pdx file below \(named) is left by --filter and --exclude",
          es: "--filter y --exclude no dejan ningún fichero .pdx bajo \(named)"))
    }
    return chosen
  }

  /// Whether `--filter` and `--exclude` keep the script.
  func selected(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let bare = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    let kept = filters.isEmpty || filters.contains { path.contains($0) }
    guard kept else { return false }
    for glob in excludes {
      for candidate in [path, bare, name] where fnmatch(glob, candidate, 0) == 0 { return false }
    }
    return true
  }

  /// Runs the scripts with up to `jobs` at once; results in the order given. Under
  /// `--fail-fast`, the results end at the first script, in that order, that did not pass:
  /// every script before it had started, so the report is the same for any `-j`.
  public func run(_ scripts: [String], warn: (String) -> Void = { _ in }) -> [ScriptResult] {
    let results = Mutex<[ScriptResult?]>(Array(repeating: nil, count: scripts.count))
    let next = Atomic<Int>(0)
    let stop = Atomic<Bool>(false)
    let failFast = failFast
    let runner = self
    // Each worker takes the next script until none is left: however many threads start, every
    // script runs.
    let language = options.language
    func shortfall(_ words: Words) { warn(words(language)) }
    Workers.run(max(1, min(jobs, scripts.count)), shortfall: shortfall) { _ in
      while !stop.load(ordering: .relaxed), !runner.stopRequested() {
        let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard i < scripts.count else { return }
        let r = runner.runOne(scripts[i])
        results.withLock { $0[i] = r }
        if failFast, r.failsRun {
          stop.store(true, ordering: .relaxed)
        }
      }
    }
    // A script a signal stopped partway did not run: it is counted with those not started,
    // never as passed.
    var ran: [ScriptResult] = []
    for r in results.withLock({ $0 }) {
      guard let r, !r.interrupted else {
        if failFast { break } else { continue }
      }
      ran.append(r)
      if failFast, r.failsRun { break }
    }
    return ran
  }

  /// One script in a fresh world, timed; its output is kept, not printed. Under
  /// `--rerun-failed N` a failure runs again, up to N times: the first attempt that passes
  /// makes it flaky, and its time is every attempt's.
  public func runOne(_ path: String) -> ScriptResult {
    let start = FileIO.monotonicNanoseconds()
    beforeAttempt?(path, 1)
    var result = attempt(path)
    var first: ScriptResult?
    var attempts = 1
    while result.status == .fail, !update, attempts <= rerunFailed, !result.interrupted,
      !stopRequested()
    {
      if first == nil { first = result }
      attempts += 1
      beforeAttempt?(path, attempts)
      result = attempt(path)
    }
    result.attempts = attempts
    if result.status == .flaky, let first {
      result.flakyReport = first.report
      result.flakyPlace = first.place
    }
    // Measured here, after the run: a `defer` in the function that returns the result would
    // set the duration on its own copy, after the copy was returned.
    result.nanoseconds = FileIO.monotonicNanoseconds() - start
    return result
  }

  /// One run of the script, judged: a counterexample found in a folder is expected to fail at
  /// its closing `expect`, and only there.
  private func attempt(_ path: String) -> ScriptResult {
    var result = runUntimed(path)
    result.strict = strict
    if !named.contains(path), let head = try? FileIO.readHead(path, count: 64),
      WrittenKind.counterexample.marks(head)
    {
      // A counterexample carries its mark on its first line, in English or in Spanish.
      result.expectedToFail = true
      result.closingExpect = Self.closingExpect(path)
      if result.status == .fail, !result.interrupted {
        let at = result.closingExpect.map { "\($0)" } ?? "?"
        result.report.append(
          Words(
            en: "(a counterexample of pdx check is expected to fail at its closing expect, line"
              + " \(at), and only there)",
            es: "(un contraejemplo de pdx check debe fallar en su expect final, línea \(at), y"
              + " solo ahí)")(options.language))
      }
    }
    return result
  }

  /// The line of the script's last command when it is an `expect` (a counterexample's closing
  /// one); nil otherwise, or when the file cannot be read whole.
  static func closingExpect(_ path: String) -> Int? {
    guard let bytes = try? FileIO.read(path),
      let script = try? ScriptReader.parse(bytes, path: path)
    else { return nil }
    for line in script.lines.reversed() {
      guard case .command(_, let parsed) = line.kind else { continue }
      guard case .expect? = parsed?.invocation else { return nil }
      return line.number
    }
    return nil
  }

  private func runUntimed(_ path: String) -> ScriptResult {
    var result = ScriptResult(path: path)
    // Read whole only to rewrite transcripts, as bytes: every byte outside the blocks rewritten
    // is written back as it was. Otherwise line by line as it runs.
    guard update else {
      do {
        var stream = try ScriptStream(path: path)
        _ = run(&stream, into: &result)
      } catch {
        result.errorPlace = Location(path: error.path, line: error.line, column: error.column)
        fail(&result, error.described(options.language))
      }
      return result
    }
    let original: [UInt8]
    var script: Script
    do {
      original = try FileIO.read(path)
      script = try ScriptReader.parse(original, path: path)
    } catch {
      result.errorPlace =
        (error as? ScriptError).map { Location(path: $0.path, line: $0.line, column: $0.column) }
        ?? Location(path: path, line: 0)
      let said =
        switch error {
        case let e as ScriptError: e.described(options.language)
        case let e as FileError: e.words(options.language)
        default: "\(error)"
        }
      fail(&result, said)
      return result
    }
    // A transcript may quote a line number (`undo` names its step's line), which a block
    // rewritten above it moves: the new text runs again until it holds still, so that what
    // `--update` writes passes. Rewritten even when the script failed: the blocks of the
    // commands that ran are right.
    var current = original
    for _ in 0..<Self.updateRounds {
      result = ScriptResult(path: path)
      var source = script.source
      guard let outputs = run(&source, into: &result, collecting: true),
        result.scriptError == nil,
        let rewritten = Transcript.rewritten(current, script: script, outputs: outputs),
        let next = try? ScriptReader.parse(rewritten.bytes, path: path)
      else { break }
      current = rewritten.bytes
      script = next
    }
    // The verdict is the rewritten text's, run as `pdx test` runs it, transcripts checked: a
    // block that is still wrong (one in an included file, which only its own run rewrites) fails.
    if result.scriptError == nil {
      result = ScriptResult(path: path)
      var source = script.source
      _ = run(&source, into: &result)
    }
    guard current != original else { return result }
    beforeRewrite?(path)
    do {
      // Only over the text that was run: an edit made meanwhile is kept, and said.
      try FileIO.writeAtomically(current, to: path, replacing: original)
      result.transcriptsUpdated = Transcript.blocksChanged(from: original, to: current, path: path)
    } catch {
      result.errorPlace = Location(path: path, line: 0)
      fail(&result, error.words(options.language))
    }
    return result
  }

  /// How many times `--update` runs a script at most before it writes it.
  static let updateRounds = 3

  private func fail(_ result: inout ScriptResult, _ said: String) {
    result.scriptError = said
    result.report.append("ERROR " + said)
  }

  /// Runs `source` in a fresh world into `result`; with `collecting`, the output of each
  /// command, in the script's language, by `file:line` (transcripts are then not checked).
  private func run<S: ScriptSource>(
    _ source: inout S, into result: inout ScriptResult, collecting: Bool = false
  ) -> [Location: [String]]? {
    var report: [String] = []
    var opts = options
    opts.echo = false
    opts.color = false
    opts.format = .text
    // The session reports a script error itself (with the runs it was included from): once.
    let setup = Session.Setup(
      transcripts: collecting ? .collect : .check, scriptErrorLabel: "ERROR ")
    let session = Session(
      options: opts, sink: .discard, diagnostic: { report.append($0) },
      host: StopHost(stopRequested), setup: setup)
    var failures: [Failure] = []
    let outcome = session.runScript(&source, failures: &failures)
    if outcome == .interrupted { result.interrupted = true }
    if case .scriptError(let message) = outcome {
      result.scriptError = message
      result.errorPlace = session.state.scriptErrorPlace ?? Location(path: result.path, line: 0)
    }
    result.failures = failures
    result.report = report
    result.recent = session.recent
    return session.state.collectedOutputs
  }

  /// 0 all passed; 2 when a script is wrong; else 1 when one failed (or, under `--strict`,
  /// passed unexpectedly or was flaky).
  public static func exitCode(_ results: [ScriptResult]) -> Int32 {
    if results.contains(where: { $0.scriptError != nil }) { return 2 }
    return results.contains(where: \.failsRun) ? 1 : 0
  }
}

/// What a session of `pdx test` asks between two lines: whether a signal asked the run to stop.
final class StopHost: SessionHost {
  let stop: @Sendable () -> Bool
  init(_ stop: @escaping @Sendable () -> Bool) { self.stop = stop }
  func takeInterrupt() -> Bool { stop() }
}
