import Foundation
import FoundationXML
import PdxSession
import Testing

@testable import PdxRunner
@testable import PdxText

@Suite("Test runner")
struct TestRunnerTests {
  func fixture() -> TempDir {
    let dir = TempDir()
    _ = mkdir(dir.path + "/sub", 0o755)
    _ = dir.write("a-pass.pdx", "signup ash@kanto.com pikachu\nexpect raiz == conSesion\n")
    _ = dir.write("b-fail.pdx", "expect raiz == conSesion\n")
    _ = dir.write("sub/c-error.pdx", "tabb lista\n")
    _ = dir.write("sub/notes.txt", "not a script\n")
    return dir
  }

  @Test("every .pdx below the paths, sorted, each in a fresh world, closing N passed, N failed")
  func summary() throws {
    let dir = fixture()
    var runner = TestRunner()
    runner.jobs = 2
    let scripts = try runner.discover([dir.path])
    #expect(
      scripts.map { $0.replacingAll(dir.path, with: "") } == [
        "/a-pass.pdx", "/b-fail.pdx", "/sub/c-error.pdx",
      ])
    let results = runner.run(scripts)
    let lines = TestRunner.summary(results)
    #expect(lines.last == "1 passed, 1 failed, 1 error")
    #expect(TestRunner.exitCode(results) == 2)
    #expect(TestRunner.exitCode(Array(results.prefix(2))) == 1)
    #expect(TestRunner.exitCode(Array(results.prefix(1))) == 0)
  }

  @Test("with colour, ok is green and FAIL bold red; without, plain; the report inside is plain")
  func colour() throws {
    let dir = fixture()
    let runner = TestRunner()
    let results = runner.run(try runner.discover([dir.path]))
    var o = OutputBuffer()
    TestRunner.summary(results.untimed, style: Style(color: true), into: &o)
    let coloured = o.lines
    #expect(coloured[0] == "\u{1B}[32mok\u{1B}[0m    0.00 s  \(dir.path)/a-pass.pdx")
    #expect(coloured[1] == "\u{1B}[1;31mFAIL\u{1B}[0m  0.00 s  \(dir.path)/b-fail.pdx")
    #expect(coloured[2].hasPrefix("  FAIL \(dir.path)/b-fail.pdx:1"))
    #expect(coloured.last == "1 passed, 1 failed, 1 error")
    let plain = TestRunner.summary(results.untimed)
    #expect(!plain.joined().contains("\u{1B}"))
    #expect(plain[0] == "ok    0.00 s  \(dir.path)/a-pass.pdx")
  }

  @Test("the order of the report does not depend on -j")
  func stableOrder() throws {
    let dir = fixture()
    var one = TestRunner()
    one.jobs = 1
    var many = TestRunner()
    many.jobs = 8
    let scripts = try one.discover([dir.path])
    #expect(
      TestRunner.summary(one.run(scripts).untimed) == TestRunner.summary(many.run(scripts).untimed))
  }

  @Test("--shard K/N splits the scripts into disjoint shares")
  func shards() throws {
    let dir = fixture()
    var all: [String] = []
    for k in 1...2 {
      var r = TestRunner()
      r.shard = (k, 2)
      all += try r.discover([dir.path])
    }
    #expect(all.sorted() == (try TestRunner().discover([dir.path])).sorted())
  }

  /// What a JUnit report holds, read with a real XML parser.
  final class JUnitReport: NSObject, XMLParserDelegate {
    var testcases: [String] = []
    /// Each <testcase>'s time attribute, in seconds, in order.
    var times: [Double] = []
    var failures: [String] = []
    var errors = 0
    /// The attributes of <testsuites> and of <testsuite>, by element name.
    var suites: [String: [String: String]] = [:]
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      if name == "testcase" {
        testcases.append(attributes["name"] ?? "")
        times.append(Double(attributes["time"] ?? "") ?? -1)
      }
      if name == "failure" { failures.append(attributes["message"] ?? "") }
      if name == "error" { errors += 1 }
      if name == "testsuite" || name == "testsuites" { suites[name] = attributes }
    }

    static func read(_ xml: String) -> JUnitReport? {
      let parser = XMLParser(data: Data(xml.utf8))
      let report = JUnitReport()
      parser.delegate = report
      return parser.parse() ? report : nil
    }
  }

  @Test("JUnit output parses as XML with one testcase per script and the failing file:line")
  func junit() throws {
    let dir = fixture()
    let runner = TestRunner()
    let results = runner.run(try runner.discover([dir.path]))
    let collector = try #require(JUnitReport.read(JUnit.xml(results)))
    #expect(collector.testcases.count == 3)
    #expect(collector.failures.count == 1)
    #expect(collector.failures.first?.hasSuffix("b-fail.pdx:1: expect raiz == conSesion") == true)
    #expect(collector.errors == 1)
  }

  @Test("the <testsuite> counts failures and errors apart; a script that is wrong is an error")
  func junitCounts() throws {
    // docs/reference.md §4.5: a failing script has a <failure>, a wrong one an <error>.
    let dir = fixture()
    let runner = TestRunner()
    let results = runner.run(try runner.discover([dir.path]))
    let report = try #require(JUnitReport.read(JUnit.xml(results)))
    for element in ["testsuites", "testsuite"] {
      let counts = report.suites[element]
      #expect(counts?["tests"] == "3", "\(element)")
      #expect(counts?["failures"] == "1", "\(element)")
      #expect(counts?["errors"] == "1", "\(element)")
    }
    // A script that failed and then could not be rewritten (--update) is counted once, as an
    // error, as its <testcase> shows it.
    var both = ScriptResult(path: "both.pdx")
    both.failures = results[1].failures
    both.scriptError = "cannot write both.pdx"
    let mixed = try #require(JUnitReport.read(JUnit.xml(results + [both])))
    #expect(mixed.suites["testsuite"]?["tests"] == "4")
    #expect(mixed.suites["testsuite"]?["failures"] == "1")
    #expect(mixed.suites["testsuite"]?["errors"] == "2")
    #expect(mixed.failures.count == 1 && mixed.errors == 2)
  }

  @Test("a script that is wrong says so once: in the report and in the JUnit body")
  func scriptErrorOnce() throws {
    let dir = TempDir()
    let wrong = dir.write("wrong.pdx", "expect raiz == formulario\ntabb lista\n")
    let outer = dir.write("outer.pdx", "run wrong.pdx\n")
    let results = TestRunner().run([wrong, outer])
    let message = "wrong.pdx:2:1: unknown command «tabb»"
    func count(_ text: String) -> Int { text.components(separatedBy: message).count - 1 }
    let summary = TestRunner.summary(results)
    #expect(count(summary.joined(separator: "\n")) == 2, "once per script")
    #expect(summary[1].hasPrefix("  ERROR \(dir.path)/" + message))
    #expect(summary[3].hasPrefix("  ERROR \(dir.path)/" + message))
    #expect(summary[4] == "    included from \(dir.path)/outer.pdx:1")
    for r in results { #expect(count(r.report.joined(separator: "\n")) == 1, "\(r.path)") }
    let xml = JUnit.xml(results)
    #expect(count(xml) == 4, "the message attribute and the body, for each script")
  }

  @Test("JUnit's time is the script's real duration, not 0.000")
  func junitTime() throws {
    // 20,000 steps take milliseconds even in a release build.
    let dir = TempDir()
    let long = dir.write(
      "long.pdx",
      "signup ash@kanto.com pikachu\n"
        + String(repeating: "tab favoritos\ntab lista\n", count: 10_000))
    let quick = dir.write("quick.pdx", "expect raiz == formulario\n")
    let results = TestRunner().run([long, quick])
    #expect(results[0].passed && results[0].milliseconds > 0)
    let report = try #require(JUnitReport.read(JUnit.xml(results)))
    #expect(report.times.count == 2)
    #expect(report.times[0] > 0)
    #expect((report.suites["testsuite"]?["time"]).flatMap(Double.init) ?? 0 >= report.times[0])
  }

  @Test(
    "--update rewrites transcript blocks from a real run and nothing else; twice changes nothing")
  func update() throws {
    let dir = TempDir()
    let original = """
      # keep me
      form mode crearCuenta
      | stale line

      !tab lista
        |   indented stale
      !tab lista
      | error: old
      expect raiz == formulario
      """
    let path = dir.write("u.pdx", original + "\n")
    var runner = TestRunner()
    runner.update = true
    let first = runner.runOne(path)
    #expect(first.passed && first.transcriptsUpdated == 3)
    #expect(
      TestRunner.summary([first].untimed).prefix(2) == [
        "updated \(path) (3 transcripts)", "ok    0.00 s  \(path)",
      ])
    let once = dir.read("u.pdx")
    #expect(
      once.hasPrefix(
        "# keep me\nform mode crearCuenta\n| ▸ form mode crearCuenta\n|   formulario.modo: entrar → crearCuenta\n|   formulario.boton: \"Entrar\" → \"Crear cuenta\"\n\n!tab lista\n  | error: there are no tabs"
      ))
    #expect(once.hasSuffix("expect raiz == formulario\n"))
    let second = runner.runOne(path)
    #expect(!second.updated)
    #expect(!TestRunner.summary([second]).contains { $0.hasPrefix("updated") })
    #expect(dir.read("u.pdx") == once)
    var check = TestRunner()
    check.update = false
    #expect(!check.runOne(path).failures.contains { $0.location == "\(path):2" })
  }

  @Test("--update leaves a file edited while its script ran as it is, and says so")
  func updateKeepsAConcurrentEdit() throws {
    let dir = TempDir()
    let path = dir.write("e.pdx", "form mode crearCuenta\n| stale\n")
    var runner = TestRunner()
    runner.update = true
    runner.beforeRewrite = { path in
      // The person saves the file in their editor while the suite runs.
      let f = fopen(path, "w")!
      fputs("form mode crearCuenta\n| stale\nexpect raiz == formulario\n", f)
      fclose(f)
    }
    let result = runner.runOne(path)
    #expect(!result.updated)
    #expect(
      result.scriptError?.contains("cannot update \(path): it changed while its script ran") == true
    )
    #expect(dir.read("e.pdx") == "form mode crearCuenta\n| stale\nexpect raiz == formulario\n")
    #expect(TestRunner.exitCode([result]) == 2)
    #expect(temporaryFiles(in: dir.path).isEmpty)
  }

  @Test("--update names the file it rewrote even when the script then fails")
  func updateThenFail() throws {
    let dir = TempDir()
    let path = dir.write(
      "f.pdx", "!tab lista\n| error: old\nexpect raiz == conSesion\nform mode crearCuenta\n| x\n")
    var runner = TestRunner()
    runner.update = true
    let result = runner.runOne(path)
    #expect(!result.passed && result.transcriptsUpdated == 1)
    let summary = TestRunner.summary([result].untimed)
    #expect(summary.first == "updated \(path) (1 transcript)")
    #expect(summary[1] == "FAIL  0.00 s  \(path)")
    #expect(dir.read("f.pdx").hasPrefix("!tab lista\n| error: there are no tabs"))
    #expect(dir.read("f.pdx").hasSuffix("form mode crearCuenta\n| x\n"), "not run: kept")
  }
}
