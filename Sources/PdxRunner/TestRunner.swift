import Glibc
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
  public var errorPlace: Place?
  /// A counterexample `pdx check --out` wrote, found in a folder rather than named: it is
  /// meant to fail (docs/reference.md §4.5).
  public var expectedToFail = false

  public var passed: Bool { failures.isEmpty && scriptError == nil }

  /// How it went, as every report says it.
  public enum Status: String, Sendable {
    case ok, fail, error
    /// A counterexample that failed, as it was written to.
    case xfail
  }

  public var status: Status {
    if scriptError != nil { return .error }
    if failures.isEmpty { return .ok }
    return expectedToFail ? .xfail : .fail
  }

  /// What the reports point at: the script error's place, else the first failure's.
  public var place: Place? { scriptError != nil ? errorPlace : failures.first?.place }
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
  /// Called with a script's path after it ran under `--update`, before its file is rewritten
  /// (tests edit the file there, as a person might while a long suite runs).
  var beforeRewrite: (@Sendable (String) -> Void)?

  public init() {}

  /// The scripts below `paths`, each real file once (see `FileIO.scripts(under:)` for how
  /// symbolic links are walked), then this shard's share.
  public func discover(_ paths: [String]) throws(FileError) -> [String] {
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
    guard let shard else { return chosen }
    return chosen.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
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
      while !stop.load(ordering: .relaxed) {
        let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard i < scripts.count else { return }
        let r = runner.runOne(scripts[i])
        results.withLock { $0[i] = r }
        if failFast, r.status == .fail || r.status == .error {
          stop.store(true, ordering: .relaxed)
        }
      }
    }
    var ran: [ScriptResult] = []
    for r in results.withLock({ $0 }) {
      guard let r else { break }
      ran.append(r)
      if failFast, r.status == .fail || r.status == .error { break }
    }
    return ran
  }

  /// One script in a fresh world, timed; its output is kept, not printed.
  public func runOne(_ path: String) -> ScriptResult {
    let start = TestRunner.now()
    var result = runUntimed(path)
    // Measured here, after the run: a `defer` in the function that returns the result would
    // set the duration on its own copy, after the copy was returned.
    result.nanoseconds = TestRunner.now() - start
    if !named.contains(path), let head = try? FileIO.readHead(path, count: 64) {
      // A counterexample carries its mark on its first line, in English or in Spanish.
      result.expectedToFail = WrittenKind.counterexample.marks(head)
    }
    return result
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
        result.errorPlace = Place(file: error.path, line: error.line, column: error.column)
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
        (error as? ScriptError).map { Place(file: $0.path, line: $0.line, column: $0.column) }
        ?? Place(file: path, line: 0)
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
      result.errorPlace = Place(file: path, line: 0)
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
    let session = Session(options: opts, sink: .discard, diagnostic: { report.append($0) })
    // The session reports a script error itself (with the runs it was included from): once.
    session.scriptErrorLabel = "ERROR "
    if collecting {
      session.collectedOutputs = [:]
      session.checkTranscripts = false
    }
    var failures: [Failure] = []
    let outcome = session.runScript(&source, failures: &failures)
    if case .scriptError(let message) = outcome {
      result.scriptError = message
      result.errorPlace = session.scriptErrorPlace ?? Place(file: result.path, line: 0)
    }
    result.failures = failures
    result.report = report
    result.recent = session.recent
    return session.collectedOutputs
  }

  static func now() -> Int {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return ts.tv_sec * 1_000_000_000 + ts.tv_nsec
  }

  /// 0 all passed; 2 when a script is wrong; else 1.
  public static func exitCode(_ results: [ScriptResult]) -> Int32 {
    if results.contains(where: { $0.scriptError != nil }) { return 2 }
    return results.allSatisfy { $0.status == .ok || $0.status == .xfail } ? 0 : 1
  }
}
