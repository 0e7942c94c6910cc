import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

#if canImport(Glibc)
  import Glibc
#endif

/// A session whose output is kept in memory.
final class Captured {
  final class Lines {
    var out: [String] = []
    var diag: [String] = []
  }

  let lines = Lines()
  let session: Session

  init(
    _ options: SessionOptions = SessionOptions(), host: (any SessionHost)? = nil,
    files: any SessionFiles = DiskFiles(), setup: Session.Setup = Session.Setup()
  ) {
    let lines = self.lines
    session = Session(
      options: options, emit: { lines.out.append($0) }, diagnostic: { lines.diag.append($0) },
      host: host, files: files, setup: setup)
  }

  var output: [String] { lines.out }
  var diag: [String] { lines.diag }

  @discardableResult
  func run(_ commands: String..., script: Bool = true) -> [Outcome] {
    commands.map { session.execute($0, at: nil, script: script) }
  }

  func value(_ path: StatePath) -> Value { session.read(path) }
}

/// A host a test gives a session (`Session.host`): the terminal's answers as values, a password from
/// `password`, Ctrl-C from `interrupted`.
final class TestHost: SessionHost {
  var helpColumns = Help.defaultWidth
  var wrapColumns: Int?
  var asksPasswords: Bool { password != nil }
  var password: ((String) -> Secret?)?
  var interrupted: () -> Bool = { false }

  init(
    helpColumns: Int = Help.defaultWidth, wrapColumns: Int? = nil,
    password: ((String) -> Secret?)? = nil, interrupted: @escaping () -> Bool = { false }
  ) {
    (self.helpColumns, self.wrapColumns) = (helpColumns, wrapColumns)
    (self.password, self.interrupted) = (password, interrupted)
  }

  func password(prompt: String) -> Secret? { password?(prompt) }
  func takeInterrupt() -> Bool { interrupted() }
}

/// Golden files under Tests/PokedexShellTests/Golden. They change only when the test runs
/// with PDX_UPDATE_GOLDEN=1; read the diff before committing.
enum Golden {
  static let directory: String = {
    let file = #filePath
    return String(file[..<file.lastIndex(of: "/")!]) + "/Golden/"
  }()

  /// Whether this run rewrites golden files rather than comparing with them.
  static var updating: Bool { getenv("PDX_UPDATE_GOLDEN") != nil }

  /// Compares `actual` with the golden file `name`; under PDX_UPDATE_GOLDEN, rewrites it.
  static func check(
    _ name: String, _ actual: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    check(
      name, actual, in: directory, updating: updating, report: Golden.toStandardError,
      sourceLocation: sourceLocation)
  }

  /// The same against the files in `directory`. Updating, a file whose content differs is
  /// rewritten and `report` names it, a file whose content is the same is left untouched,
  /// and a write that fails is an issue: an update never passes without doing its job.
  /// `failure`, when given, is told each issue instead of the test (so that a test of this
  /// function reads them without known issues in the log).
  static func check(
    _ name: String, _ actual: String, in directory: String, updating: Bool,
    report: (String) -> Void, failure: ((String) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    func fail(_ message: String) {
      guard let failure else {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return
      }
      failure(message)
    }
    let path = directory + name
    let current = try? FileIO.read(path)
    if updating {
      if current == Array(actual.utf8) { return }
      do {
        try FileIO.writeAtomically(actual, to: path)
        report("rewrote golden \(name) (\(path)): read the diff before committing")
      } catch {
        fail("cannot rewrite golden \(name): \(error.message)")
      }
      return
    }
    guard let current else {
      fail("missing golden file \(name): run with PDX_UPDATE_GOLDEN=1 and read it")
      return
    }
    let expected = String(decoding: current, as: UTF8.self)
    guard let failure else {
      #expect(actual == expected, "golden \(name) differs", sourceLocation: sourceLocation)
      return
    }
    if actual != expected { failure("golden \(name) differs") }
  }

  /// A line on the test process's stderr, beside the test runner's own output.
  static func toStandardError(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    _ = write(2, &bytes, bytes.count)
  }
}

/// A temporary directory, removed at the end.
final class TempDir {
  let path: String
  init() {
    var template = Array("/tmp/pdx-test-XXXXXX".utf8CString)
    let p = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    path = String(cString: p!)
  }
  deinit {
    _ = system("rm -rf '\(path)'")
  }
  func write(_ name: String, _ text: String) -> String {
    let full = path + "/" + name
    try! FileIO.writeAtomically(text, to: full)
    return full
  }
  func read(_ name: String) -> String {
    String(decoding: try! FileIO.read(path + "/" + name), as: UTF8.self)
  }

  /// A character device of this test's own (mknod; root has CAP_MKNOD): major 1, minor 3
  /// null, 5 zero, 7 full. A test never opens the machine's /dev nodes.
  func device(_ name: String, minor: UInt32) -> String {
    let full = path + "/" + name
    let made = mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | minor))
    precondition(made == 0, "mknod \(full): \(String(cString: strerror(errno)))")
    _ = chmod(full, 0o666)
    return full
  }
}

extension String {
  /// The text with every `target` replaced by `replacement`.
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var out = ""
    var rest = self[...]
    while let r = rest.firstRange(of: target) {
      out += rest[..<r.lowerBound] + replacement
      rest = rest[r.upperBound...]
    }
    return out + rest
  }
}

extension Array where Element == ScriptResult {
  /// The same results, each timed at zero: a report's times vary from run to run, and are the
  /// one thing a test of it leaves out.
  var untimed: [ScriptResult] {
    map {
      var r = $0
      r.nanoseconds = 0
      return r
    }
  }
}
