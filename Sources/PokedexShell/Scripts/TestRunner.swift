import Glibc
import PokedexCore
import Synchronization

/// The result of one script under `pdx test`.
public struct ScriptResult: Sendable {
  public var path: String
  public var failures: [Failure] = []
  /// Set when the script itself is wrong (exit 2).
  public var scriptError: String?
  public var milliseconds: Int = 0
  /// The printed report lines (failures with their context).
  public var report: [String] = []
  /// The last steps before the end or the failure, for JUnit's system-out.
  public var recent: [String] = []
  /// Whether `--update` rewrote the file.
  public var updated = false

  public var passed: Bool { failures.isEmpty && scriptError == nil }
}

/// `pdx test`: every `.pdx` below the paths, each in a fresh world, in parallel, reported in
/// a stable order.
public struct TestRunner: Sendable {
  public var jobs = 2
  public var shard: (index: Int, count: Int)?
  public var update = false
  public var options = SessionOptions()

  public init() {}

  /// The scripts below `paths`, sorted, then this shard's share.
  public func discover(_ paths: [String]) throws(FileIO.Failure) -> [String] {
    var all: [String] = []
    for p in paths { all += try FileIO.scripts(under: p) }
    var seen = Set<String>()
    all = all.filter { seen.insert($0).inserted }
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
    Workers.run(max(1, min(jobs, scripts.count)), shortfall: warn) { _ in
      while true {
        let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard i < scripts.count else { return }
        let r = runner.runOne(scripts[i])
        results.withLock { $0[i] = r }
      }
    }
    return results.withLock { $0.compactMap { $0 } }
  }

  /// One script in a fresh world; its output is kept, not printed.
  public func runOne(_ path: String) -> ScriptResult {
    var result = ScriptResult(path: path)
    let start = TestRunner.now()
    defer { result.milliseconds = (TestRunner.now() - start) / 1_000_000 }
    // Read whole only to rewrite transcripts; otherwise line by line as it runs.
    var script: Script?
    var stream: ScriptStream?
    do {
      if update {
        script = try ScriptReader.read(path: path)
      } else {
        stream = try ScriptStream(path: path)
      }
    } catch {
      result.scriptError = error.description
      result.report = ["ERROR " + error.description]
      return result
    }
    var report: [String] = []
    var opts = options
    opts.echo = false
    opts.color = false
    opts.format = .text
    let session = Session(options: opts, sink: .discard, diagnostic: { report.append($0) })
    if update {
      session.collectedOutputs = [:]
      session.checkTranscripts = false
    }
    var failures: [Failure] = []
    let outcome: Outcome
    if var stream {
      outcome = session.runScript(&stream, failures: &failures)
    } else {
      outcome = session.runScript(script!, failures: &failures)
    }
    if case .scriptError(let message) = outcome {
      result.scriptError = message
      report.append("ERROR " + message)
    }
    result.failures = failures
    result.report = report
    result.recent = session.recent
    if let script, result.scriptError == nil, let outputs = session.collectedOutputs {
      let rewritten = Transcript.rewrite(script, outputs: outputs)
      if rewritten != script.rawLines {
        do {
          try FileIO.writeAtomically(
            Transcript.join(rewritten, crlf: script.usesCRLF, bom: script.hadBOM), to: path)
          result.updated = true
        } catch {
          result.scriptError = error.message
          result.report.append("ERROR " + error.message)
        }
      }
    }
    return result
  }

  static func now() -> Int {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return ts.tv_sec * 1_000_000_000 + ts.tv_nsec
  }

  /// The report: one line per script in the order run, failures with their context, and the
  /// closing line `N passed, N failed`.
  public static func summary(_ results: [ScriptResult]) -> [String] {
    var out: [String] = []
    for r in results {
      if r.passed {
        out.append("ok    " + r.path + (r.updated ? " (transcripts updated)" : ""))
      } else {
        out.append("FAIL  " + r.path)
        out += r.report.map { "  " + $0 }
      }
    }
    let passed = results.filter(\.passed).count
    out.append("\(passed) passed, \(results.count - passed) failed")
    return out
  }

  /// 0 all passed; 2 when a script is wrong; else 1.
  public static func exitCode(_ results: [ScriptResult]) -> Int32 {
    if results.contains(where: { $0.scriptError != nil }) { return 2 }
    return results.allSatisfy(\.passed) ? 0 : 1
  }
}

extension Transcript {
  /// The script's lines with each transcript block replaced by the real output of its
  /// command. A block that already matches (`...` included) is left as it is.
  public static func rewrite(_ script: Script, outputs: [Location: [String]]) -> [String] {
    var lines = script.rawLines
    for line in script.lines.reversed() {
      guard let block = line.transcriptLines, let expected = line.transcript,
        let actual = outputs[Location(path: script.path, line: line.number)],
        !matches(expected: expected, actual: actual)
      else { continue }
      let indent = String(lines[block.lowerBound - 1].prefix { $0 == " " || $0 == "\t" })
      let fresh = actual.map { $0.isEmpty ? indent + "|" : indent + "| " + $0 }
      lines.replaceSubrange((block.lowerBound - 1)..<(block.upperBound - 1), with: fresh)
    }
    return lines
  }

  static func join(_ lines: [String], crlf: Bool, bom: Bool) -> String {
    let end = crlf ? "\r\n" : "\n"
    return (bom ? "\u{FEFF}" : "") + lines.map { $0 + end }.joined()
  }
}
