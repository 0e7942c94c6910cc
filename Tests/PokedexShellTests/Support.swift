import PokedexCore
import Testing

@testable import PokedexShell

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

  init(_ options: SessionOptions = SessionOptions()) {
    let lines = self.lines
    session = Session(
      options: options, emit: { lines.out.append($0) }, diagnostic: { lines.diag.append($0) })
  }

  var output: [String] { lines.out }
  var diag: [String] { lines.diag }

  @discardableResult
  func run(_ commands: String..., script: Bool = true) -> [Outcome] {
    commands.map { session.execute($0, at: nil, script: script) }
  }

  func value(_ path: String) -> Value { session.read(path) }
}

/// Golden files under Tests/PokedexShellTests/Golden. They change only when the test runs
/// with PDX_UPDATE_GOLDEN=1; read the diff before committing.
enum Golden {
  static let directory: String = {
    let file = #filePath
    return String(file[..<file.lastIndex(of: "/")!]) + "/Golden/"
  }()

  static func check(
    _ name: String, _ actual: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = directory + name
    if getenv("PDX_UPDATE_GOLDEN") != nil {
      try? FileIO.writeAtomically(actual, to: path)
      return
    }
    guard let bytes = try? FileIO.read(path) else {
      Issue.record(
        "missing golden file \(name): run with PDX_UPDATE_GOLDEN=1 and read it",
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: bytes, as: UTF8.self)
    #expect(actual == expected, "golden \(name) differs", sourceLocation: sourceLocation)
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
