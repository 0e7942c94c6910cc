import Foundation
import PokedexCore
import Testing

@testable import PdxRender
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

/// Verdicts in JSON (docs/reference.md §4.3), read back with a real JSON parser.
@Suite("JSON reports")
struct JSONReportTests {
  /// The line as a JSON object, or nil when it is not one.
  static func object(_ line: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
  }

  @Test("pdx run --format json: a failure is one object on the output, and still text on stderr")
  func runFailure() throws {
    let dir = TempDir()
    let outer = dir.write("outer.pdx", "expect raiz == formulario\nrun inner.pdx\n")
    _ = dir.write("inner.pdx", "login ash@kanto.com SECRET\nexpect raiz == conSesion\n")
    var options = SessionOptions()
    options.format = .json
    let c = Captured(options)
    var failures: [Failure] = []
    _ = c.session.runScript(try ScriptReader.read(path: outer), failures: &failures)
    let objects = c.output.map { Self.object($0) }
    #expect(objects.allSatisfy { $0 != nil }, "every line is a JSON object")
    let reported = objects.compactMap { $0?["failure"] as? [String: Any] }
    try #require(reported.count == 1)
    let f = reported[0]
    #expect(f["source"] as? String == "\(dir.path)/inner.pdx:2")
    #expect(f["command"] as? String == "expect raiz == conSesion")
    #expect(f["expected"] as? [String] == ["raiz == conSesion"])
    #expect(f["actual"] as? [String] == ["raiz == formulario"])
    #expect(f["includedFrom"] as? [String] == ["\(outer):2"])
    #expect(c.output.last.map { Self.object($0)?["failure"] != nil } == true, "after the steps")
    #expect(c.diag.first == "FAIL \(dir.path)/inner.pdx:2: expect raiz == conSesion")
    #expect(!c.output.joined().contains("SECRET"))
  }

  @Test("pdx run --format json: a malformed line is an object with its source and error")
  func malformedLine() throws {
    let dir = TempDir()
    let path = dir.write("m.pdx", "expect raiz == formulario\nsay \"open\n")
    var options = SessionOptions()
    options.format = .json
    let c = Captured(options)
    var failures: [Failure] = []
    var stream = try ScriptStream(path: path)
    #expect(c.session.runScript(&stream, failures: &failures) != .ok)
    let last = try #require(c.output.last.flatMap(Self.object))
    #expect(last["source"] as? String == "\(path):2")
    #expect(last["command"] is NSNull)
    #expect((last["error"] as? String)?.hasPrefix("\(path):2:5: unterminated quote") == true)
    #expect(c.diag.count == 1, "and once on stderr")
  }

  @Test("pdx test --format json: one object per script, in order, then the summary")
  func testReport() throws {
    let dir = TempDir()
    let ok = dir.write(
      "a-ok.pdx",
      "signup ash@kanto.com pikachu\n"
        + String(repeating: "tab favoritos\ntab lista\n", count: 5_000))
    let fail = dir.write("b-fail.pdx", "expect raiz == conSesion\n")
    let wrong = dir.write("c-wrong.pdx", "tabb lista\n")
    let stale = dir.write("d-stale.pdx", "!tab lista\n| old\n")
    var runner = TestRunner()
    runner.update = true
    let results = runner.run([ok, fail, wrong, stale])
    let lines = JSONRenderer.testReport(results)
    #expect(lines.count == 5)
    let objects = lines.compactMap(Self.object)
    try #require(objects.count == 5, "every line is a JSON object")
    #expect(objects.prefix(4).map { $0["file"] as? String } == [ok, fail, wrong, stale])
    #expect(objects.prefix(4).map { $0["status"] as? String } == ["ok", "fail", "error", "ok"])
    #expect((objects[0]["duration"] as? Double ?? 0) > 0)
    #expect((objects[0]["failures"] as? [Any])?.isEmpty == true)
    #expect(objects[0]["error"] is NSNull)
    let failures = try #require(objects[1]["failures"] as? [[String: Any]])
    #expect(failures.count == 1)
    #expect(failures.first?["source"] as? String == "\(fail):1")
    #expect(failures.first?["actual"] as? [String] == ["raiz == formulario"])
    #expect((objects[2]["error"] as? String)?.contains("unknown command «tabb»") == true)
    #expect(objects[3]["transcriptsUpdated"] as? Int == 1)
    let summary = try #require(objects[4]["summary"] as? [String: Any])
    #expect(summary["scripts"] as? Int == 4)
    #expect(summary["passed"] as? Int == 2)
    #expect(summary["failed"] as? Int == 1)
    #expect(summary["errors"] as? Int == 1)
    #expect((summary["duration"] as? Double ?? 0) >= (objects[0]["duration"] as? Double ?? 1))
  }

  @Test("durations are seconds with microseconds")
  func seconds() {
    #expect(JSONRenderer.seconds(0) == "0.000000")
    #expect(JSONRenderer.seconds(1_234_567) == "0.001234")
    #expect(JSONRenderer.seconds(12_000_001_000) == "12.000001")
  }

  @Test("JSON's escape test on a string's bytes agrees with the escapes and C1 test it stands for")
  func escapeFastPathAgrees() {
    var g = SplitMix(seed: 11)
    let pieces = [
      "a", "é", "\u{85}", "\u{9B}", "\u{A9}", "\"", "\\", "\n", "\t", "\u{1F}", "\u{7F}", " ",
      "Pikachu", "ñandú", "€", "\u{80}",
    ]
    for _ in 0..<4000 {
      let s = (0..<g.int(6)).map { _ in pieces[g.int(pieces.count)] }.joined()
      let slow = Value.needsEscape(s) || s.utf8.contains(0xC2)
      #expect(JSONRenderer.needsEscape(s) == slow, "\(s.debugDescription)")
    }
  }
}
