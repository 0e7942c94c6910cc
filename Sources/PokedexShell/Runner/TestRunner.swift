import Glibc
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

  public var passed: Bool { failures.isEmpty && scriptError == nil }
}

/// `pdx test`: every `.pdx` below the paths, each in a fresh world, in parallel, reported in
/// a stable order.
public struct TestRunner: Sendable {
  public var jobs = 2
  public var shard: (index: Int, count: Int)?
  public var update = false
  public var options = SessionOptions()
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
    guard let shard else { return all }
    return all.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
  }

  /// Runs the scripts with up to `jobs` at once; results in the order given.
  public func run(_ scripts: [String], warn: (String) -> Void = { _ in }) -> [ScriptResult] {
    let results = Mutex<[ScriptResult?]>(Array(repeating: nil, count: scripts.count))
    let next = Atomic<Int>(0)
    let runner = self
    // Each worker takes the next script until none is left: however many threads start, every
    // script runs.
    let language = options.language
    func shortfall(_ words: Words) { warn(words(language)) }
    Workers.run(max(1, min(jobs, scripts.count)), shortfall: shortfall) { _ in
      while true {
        let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard i < scripts.count else { return }
        let r = runner.runOne(scripts[i])
        results.withLock { $0[i] = r }
      }
    }
    return results.withLock { $0.compactMap { $0 } }
  }

  /// One script in a fresh world, timed; its output is kept, not printed.
  public func runOne(_ path: String) -> ScriptResult {
    let start = TestRunner.now()
    var result = runUntimed(path)
    // Measured here, after the run: a `defer` in the function that returns the result would
    // set the duration on its own copy, after the copy was returned.
    result.nanoseconds = TestRunner.now() - start
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
    if case .scriptError(let message) = outcome { result.scriptError = message }
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

  /// The report: one line per script in the order run, failures with their context, and the
  /// closing line `N passed, N failed`. A file `--update` rewrote is named just before its
  /// line: `updated PATH (2 transcripts)`. With colour, `ok` is green and `FAIL` bold red.
  /// `ok`, `FAIL` and `ERROR` are the same in every language, for whoever reads the report with
  /// grep; the sentences are in `language`.
  public static func summary(_ results: [ScriptResult], language: Language = .en) -> [String] {
    var o = OutputBuffer()
    summary(results, style: Style(color: false), language: language, into: &o)
    return o.lines
  }

  /// The same lines, each ended by a newline, appended to `o` (painted when colour is on).
  public static func summary(
    _ results: [ScriptResult], style: Style, language: Language = .en, into o: inout OutputBuffer
  ) {
    func line(_ text: String) {
      o.append(text)
      o.newline()
    }
    for r in results {
      // A file name is text like any other: a line feed in it cannot forge a line of the report.
      let name = Quoting.visible(r.path, limit: .max)
      if r.updated {
        let transcripts = Numbers.counted(
          r.transcriptsUpdated, ("transcript", "transcripts"), ("transcripción", "transcripciones"))
        line(
          Words(
            en: "updated \(name) (\(transcripts.en))",
            es: "actualizado \(name) (\(transcripts.es))")(language))
      }
      if r.passed {
        style.painting(Style.newCode, &o) { $0.append("ok" as StaticString) }
        line("    " + name)
      } else {
        style.painting(Style.errorCode, &o) { $0.append("FAIL" as StaticString) }
        line("  " + name)
        for l in r.report { line("  " + l) }
      }
    }
    let passed = results.filter(\.passed).count
    let failed = results.count - passed
    line(
      Words(
        en: "\(passed) passed, \(failed) failed",
        es:
          "\(passed) \(passed == 1 ? "pasa" : "pasan"), \(failed) \(failed == 1 ? "falla" : "fallan")"
      )(language))
  }

  /// 0 all passed; 2 when a script is wrong; else 1.
  public static func exitCode(_ results: [ScriptResult]) -> Int32 {
    if results.contains(where: { $0.scriptError != nil }) { return 2 }
    return results.allSatisfy(\.passed) ? 0 : 1
  }
}
