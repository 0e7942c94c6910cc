import Glibc
import PdxLanguage
import Testing

@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

/// `pdx test`'s record of the last run, for `--last-failed`: one line a script, escaped so that
/// no path can forge or break a line, bounded, updated under a lock by an atomic replace.
@Suite("The last run's record")
struct LastRunTests {
  func result(_ path: String, _ status: ScriptResult.Status) -> ScriptResult {
    var r = ScriptResult(path: path)
    switch status {
    case .fail: r.failures = [Failure(location: nil, command: "x", expected: [], actual: [])]
    case .error: r.scriptError = "bad"
    case .flaky: r.attempts = 2
    default: break
    }
    return r
  }

  @Test("a line a script, sorted; a path's tab, line end and backslash escaped, read back whole")
  func roundTrip() throws {
    let record = LastRun(verdicts: [
      "b.pdx": "fail", "a.pdx": "ok", "x\n9\t9\t.pdx": "error", "c\\d\u{7}.pdx": "flaky",
    ])
    let bytes = record.serialized()
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == LastRun.header + "\n" + "ok\ta.pdx\nfail\tb.pdx\nflaky\tc\\\\d\\x07.pdx\n"
        + "error\tx\\n9\\t9\\t.pdx\n")
    #expect(try LastRun.parse(bytes, path: "r") == record)
  }

  @Test("a record that is not pdx's is refused with its line")
  func corrupt() {
    for (text, line) in [
      ("# header\nok\ta.pdx\nnonsense\n", 3), ("passed\ta.pdx\n", 1), ("ok\ta\\qb.pdx\n", 1),
      ("ok\t\n", 1), ("ok\ta\u{1}.pdx\n", 1),
    ] {
      let error = #expect(throws: FileError.self) {
        try LastRun.parse(Array(text.utf8), path: "last-run")
      }
      #expect(
        error?.words(.en)
          == "last-run:\(line): not a line of pdx test's record (a status, a tab, a script's path)",
        "\(text)")
    }
  }

  @Test("a run updates the scripts it ran and keeps the others; --last-failed picks the failures")
  func update() {
    let before = LastRun(verdicts: ["a.pdx": "fail", "b.pdx": "ok", "c.pdx": "error"])
    let after = before.updated(with: [result("a.pdx", .ok), result("d.pdx", .flaky)]) { $0 }
    #expect(after.verdicts == ["a.pdx": "ok", "b.pdx": "ok", "c.pdx": "error", "d.pdx": "flaky"])
    #expect(
      after.failedScripts(["a.pdx", "b.pdx", "c.pdx", "d.pdx", "e.pdx"]) { $0 } == [
        "c.pdx", "d.pdx",
      ])
  }

  @Test("the file: made with a .gitignore, bounded, never replaced when it is not pdx's")
  func file() throws {
    let dir = TempDir()
    let folder = dir.path + "/cache"
    let script = dir.write("a.pdx", "expect raiz == formulario\n")
    try LastRun.record([result(script, .fail)], folder: folder, force: false)
    #expect(dir.read("cache/.gitignore").hasSuffix("*\n"))
    let root = LastRun.root()
    #expect(try LastRun.read(folder: folder).verdicts[LastRun.key(script, root: root)] == "fail")
    // Not pdx's: refused, and left as it is, unless --force.
    _ = dir.write("cache/last-run", "my notes\n")
    #expect(throws: FileError.self) {
      try LastRun.record([result(script, .ok)], folder: folder, force: false)
    }
    #expect(dir.read("cache/last-run") == "my notes\n")
    try LastRun.record([result(script, .ok)], folder: folder, force: true)
    #expect(try LastRun.read(folder: folder).verdicts.values.sorted() == ["ok"])
    // Larger than the limit: refused, not read.
    let big = open(folder + "/last-run", O_WRONLY | O_TRUNC)
    #expect(ftruncate(big, off_t(LastRun.limit + 1)) == 0)
    close(big)
    let error = #expect(throws: FileError.self) { try LastRun.read(folder: folder) }
    #expect(error?.words(.en).contains("is larger than 4 MiB: not read") == true)
  }

  @Test("two runs recording at once lose neither's verdicts (a lock and an atomic replace)")
  func concurrent() throws {
    let dir = TempDir()
    let folder = dir.path + "/cache"
    let scripts = (0..<40).map { dir.write("s\($0).pdx", "expect raiz == formulario\n") }
    Workers.run(4) { k in
      for i in stride(from: k, to: scripts.count, by: 4) {
        try? LastRun.record([ScriptResult(path: scripts[i])], folder: folder, force: false)
      }
    }
    #expect(try LastRun.read(folder: folder).verdicts.count == 40)
  }

  @Test("a script's key is its real path from the folder pdx runs in, however it was named")
  func keys() throws {
    let dir = TempDir()
    let script = dir.write("k.pdx", "")
    let real = realpath(dir.path, nil)!
    defer { free(real) }
    let root = String(cString: real)
    #expect(LastRun.key(script, root: root) == "k.pdx")
    #expect(LastRun.key(dir.path + "/./k.pdx", root: root) == "k.pdx")
    #expect(LastRun.key(script, root: "/elsewhere") == root + "/k.pdx")
  }
}
