import Foundation
import FoundationXML
import PokedexCore
import Testing

@testable import PokedexShell

@Suite("Script reader")
struct ScriptReaderTests {
  func parse(_ text: String) throws(ScriptError) -> Script {
    try ScriptReader.parse(Array(text.utf8), path: "t.pdx")
  }

  func error(_ text: String) -> ScriptError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test("comments, narration, commands, expectations and transcripts")
  func forms() throws {
    let s = try parse(
      """
      # a comment
      ## Narración: la puerta
      tab lista
      | error: …
      | ...

      expect raiz == formulario
      !open 25
      """)
    #expect(s.lines.count == 4)
    #expect(s.lines[0].kind == .narration("Narración: la puerta"))
    #expect(s.lines[1].transcript == ["error: …", "..."])
    #expect(s.lines[1].transcriptLines == 4..<6)
    guard case .command(_, let p?) = s.lines[3].kind else {
      Issue.record("expected a command")
      return
    }
    #expect(p.negated)
  }

  @Test("CRLF line ends and a BOM are accepted")
  func crlfAndBOM() throws {
    let s = try ScriptReader.parse(
      [0xEF, 0xBB, 0xBF] + Array("tab lista\r\nopen 25\r\n".utf8), path: "w.pdx")
    #expect(s.lines.count == 2 && s.usesCRLF && s.hadBOM)
  }

  @Test("an unknown command is an error at file:line:col")
  func unknownCommand() {
    let e = error("tab lista\n  tabb lista\n")
    #expect(e?.description.hasPrefix("t.pdx:2:3: unknown command «tabb»") == true)
  }

  @Test("a bad argument is an error at file:line:col with the synopsis")
  func badArgument() {
    let e = error("open 999\n")
    #expect(e?.line == 1 && e?.column == 6)
    #expect(e?.message.contains("usage: open ID|NAME") == true)
  }

  @Test("a transcript line with nothing before it is an error")
  func strayTranscript() {
    #expect(error("| hola\n")?.message.contains("must follow a command") == true)
    #expect(error("## n\n| hola\n")?.line == 2)
    #expect(error("tab lista\n|x\n")?.message.contains("expected a space after |") == true)
  }

  @Test("an unterminated quote is an error at its column")
  func unterminatedQuote() {
    let e = error("say \"hola\n")
    #expect(e?.line == 1 && e?.column == 5)
  }

  @Test("invalid UTF-8 and NUL bytes are errors at their line and column")
  func badBytes() {
    #expect(throws: ScriptError.self) {
      try ScriptReader.parse(Array("tab lista\nsay a".utf8) + [0xFF], path: "b.pdx")
    }
    do {
      _ = try ScriptReader.parse(Array("say ab".utf8) + [0xC3], path: "b.pdx")
    } catch {
      #expect(error.line == 1 && error.column == 7)
    }
    #expect(error("say a\u{0}b")?.column == 6)
  }

  @Test("login without a password is an error in a script")
  func missingPassword() {
    #expect(error("login ash@kanto.com\n")?.message.contains("missing PASSWORD") == true)
  }

  @Test("a directory or a missing file is a clear error")
  func unreadable() {
    #expect(throws: ScriptError.self) { try ScriptReader.read(path: "/tmp") }
    do {
      _ = try ScriptReader.read(path: "/nonexistent/x.pdx")
    } catch {
      #expect(error.message.contains("No such file"))
    }
  }
}

@Suite("Running scripts")
struct RunnerTests {
  @Test("with the bytes sink, output and diagnostics keep their order; the echo leaves first")
  func bytesSinkOrder() throws {
    let dir = TempDir()
    _ = dir.write("b.pdx", "| stray\n")
    let a = dir.write("a.pdx", "tab lista\nrun b.pdx\n")
    final class Log { var entries: [String] = [] }
    let log = Log()
    var options = SessionOptions()
    options.echo = true
    let session = Session(
      options: options, sink: .bytes { log.entries.append(String(decoding: $0, as: UTF8.self)) },
      diagnostic: { log.entries.append("stderr: " + $0) })
    var stream = try ScriptStream(path: a)
    var failures: [Failure] = []
    _ = session.runScript(&stream, continueOnFailure: true, failures: &failures)
    let text = log.entries.joined()
    let echo = try #require(text.range(of: "pdx> run b.pdx\n"))
    let error = try #require(text.range(of: "stderr: error: \(dir.path)/b.pdx:1:1"))
    #expect(echo.upperBound <= error.lowerBound)
    // Every piece handed to the sink is whole lines.
    #expect(log.entries.filter { !$0.hasPrefix("stderr: ") }.allSatisfy { $0.hasSuffix("\n") })
  }

  func run(_ text: String, continueOnFailure: Bool = false) throws -> (Outcome, Captured) {
    let script = try ScriptReader.parse(Array(text.utf8), path: "s.pdx")
    let c = Captured()
    var failures: [Failure] = []
    let outcome = c.session.runScript(
      script, continueOnFailure: continueOnFailure, failures: &failures)
    return (outcome, c)
  }

  @Test("a script whose expectations hold passes")
  func passes() throws {
    let (o, _) = try run(
      """
      signup ash@kanto.com pikachu
      expect raiz == conSesion
      expect auth.sesion == "ash@kanto.com"
      open 25
      expect output contains "push lista #25 Pikachu"
      !open 999999
      !tab nada
      """)
    #expect(o == .ok)
  }

  @Test("a failed expectation fails the run with expected against actual")
  func failedExpectation() throws {
    let (o, c) = try run("expect raiz == conSesion\n")
    guard case .failed(let f) = o else {
      Issue.record("expected a failure, got \(o)")
      return
    }
    #expect(f.location == "s.pdx:1")
    #expect(f.expected == ["raiz == conSesion"])
    #expect(f.actual == ["raiz == formulario"])
    #expect(c.diag.first == "FAIL s.pdx:1: expect raiz == conSesion")
  }

  @Test("a command rejected without ! fails the run like an expectation")
  func rejection() throws {
    let (o, _) = try run("tab lista\nexpect raiz == conSesion\n")
    guard case .failed(let f) = o else {
      Issue.record("expected a failure")
      return
    }
    #expect(
      f.location == "s.pdx:1" && f.actual.first?.hasPrefix("rejected: there are no tabs") == true)
  }

  @Test("! on a command that is accepted fails the run")
  func negationAccepted() throws {
    let (o, _) = try run("!form mode crearCuenta\n")
    guard case .failed(let f) = o else {
      Issue.record("expected a failure")
      return
    }
    #expect(f.actual == ["accepted"])
  }

  @Test("--continue collects every failure")
  func continueOnFailure() throws {
    let script = try ScriptReader.parse(
      Array(
        "expect raiz == conSesion\ntab lista\nexpect contenido == nil\nexpect raiz == nil\n".utf8),
      path: "c.pdx")
    let c = Captured()
    var failures: [Failure] = []
    _ = c.session.runScript(script, continueOnFailure: true, failures: &failures)
    #expect(failures.map(\.location) == ["c.pdx:1", "c.pdx:2", "c.pdx:4"])
  }

  @Test("a transcript block must match the command's output exactly; ... matches any lines")
  func transcripts() throws {
    let ok = try run(
      """
      tab lista
      | error: there are no tabs: content is not built (raiz is formulario); the guard builds them only in sinCuentas and conSesion
      form mode crearCuenta
      | ▸ form mode crearCuenta
      | ...
      """)
    #expect(
      ok.0
        == .failed(
          Failure(
            location: "s.pdx:1", command: "tab lista", expected: ["accepted"],
            actual: [
              "rejected: there are no tabs: content is not built (raiz is formulario); the guard builds them only in sinCuentas and conSesion"
            ])))
    let good = try run(
      """
      form mode crearCuenta
      | ▸ form mode crearCuenta
      | ...
      """)
    #expect(good.0 == .ok)
    let bad = try run(
      """
      form mode crearCuenta
      | ▸ form mode entrar
      """)
    guard case .failed(let f) = bad.0 else {
      Issue.record("expected a transcript failure")
      return
    }
    #expect(f.expected == ["| ▸ form mode entrar"])
    #expect(f.actual == ["| ▸ form mode crearCuenta", "|   formulario.modo: entrar → crearCuenta"])
  }

  @Test("Transcript matching with ... at the start, middle and end")
  func wildcard() {
    #expect(Transcript.matches(expected: ["...", "c"], actual: ["a", "b", "c"]))
    #expect(Transcript.matches(expected: ["a", "...", "c"], actual: ["a", "c"]))
    #expect(Transcript.matches(expected: ["a", "..."], actual: ["a"]))
    #expect(!Transcript.matches(expected: ["a", "...", "d"], actual: ["a", "b", "c"]))
    #expect(!Transcript.matches(expected: [], actual: ["a"]))
  }

  @Test("run FILE includes a script in the current world; a self-include is stopped")
  func include() throws {
    let dir = TempDir()
    _ = dir.write("login.pdx", "signup ash@kanto.com pikachu\n")
    let main = dir.write("main.pdx", "run login.pdx\nexpect raiz == conSesion\n")
    let c = Captured()
    var failures: [Failure] = []
    #expect(c.session.runScript(try ScriptReader.read(path: main), failures: &failures) == .ok)
    let loop = dir.write("loop.pdx", "run loop.pdx\n")
    let outcome = Captured().session.runScript(
      try ScriptReader.read(path: loop), failures: &failures)
    guard case .scriptError(let m) = outcome else {
      Issue.record("expected a script error")
      return
    }
    #expect(m.contains("nested runs"))
  }

  @Test("a failing script's report is pinned")
  func failureGolden() throws {
    let dir = TempDir()
    let path = dir.write(
      "fails.pdx",
      """
      ## Un toque antes de entrar
      set onchange-initial off
      tap-notification
      signup ash@kanto.com pikachu
      expect contenido.caminoLista == [1]
      """)
    let c = Captured()
    var failures: [Failure] = []
    _ = c.session.runScript(try ScriptReader.read(path: path), failures: &failures)
    let report = c.diag.joined(separator: "\n").replacingAll(dir.path, with: "DIR") + "\n"
    Golden.check("failure.txt", report)
  }
}

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
    #expect(lines.last == "1 passed, 2 failed")
    #expect(TestRunner.exitCode(results) == 2)
    #expect(TestRunner.exitCode(Array(results.prefix(2))) == 1)
    #expect(TestRunner.exitCode(Array(results.prefix(1))) == 0)
  }

  @Test("the order of the report does not depend on -j")
  func stableOrder() throws {
    let dir = fixture()
    var one = TestRunner()
    one.jobs = 1
    var many = TestRunner()
    many.jobs = 8
    let scripts = try one.discover([dir.path])
    #expect(TestRunner.summary(one.run(scripts)) == TestRunner.summary(many.run(scripts)))
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

  @Test("JUnit output parses as XML with one testcase per script and the failing file:line")
  func junit() throws {
    let dir = fixture()
    let runner = TestRunner()
    let results = runner.run(try runner.discover([dir.path]))
    let xml = JUnit.xml(results)
    final class Collector: NSObject, XMLParserDelegate {
      var testcases: [String] = []
      var failures: [String] = []
      var errors = 0
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String]
      ) {
        if name == "testcase" { testcases.append(attributes["name"] ?? "") }
        if name == "failure" { failures.append(attributes["message"] ?? "") }
        if name == "error" { errors += 1 }
      }
    }
    let parser = XMLParser(data: Data(xml.utf8))
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse())
    #expect(collector.testcases.count == 3)
    #expect(collector.failures.count == 1)
    #expect(collector.failures.first?.hasSuffix("b-fail.pdx:1: expect raiz == conSesion") == true)
    #expect(collector.errors == 1)
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
    #expect(first.passed && first.updated)
    let once = dir.read("u.pdx")
    #expect(
      once.hasPrefix(
        "# keep me\nform mode crearCuenta\n| ▸ form mode crearCuenta\n|   formulario.modo: entrar → crearCuenta\n\n!tab lista\n  | error: there are no tabs"
      ))
    #expect(once.hasSuffix("expect raiz == formulario\n"))
    let second = runner.runOne(path)
    #expect(!second.updated)
    #expect(dir.read("u.pdx") == once)
    var check = TestRunner()
    check.update = false
    #expect(!check.runOne(path).failures.contains { $0.location == "\(path):2" })
  }
}

extension String {
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
