import Glibc
import PdxLanguage
import Testing

@testable import PdxRender
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession
@testable import PdxText

/// `pdx test`'s reports for CI: GitHub's workflow commands, TAP, the transcript's line diff,
/// the places as values, the counts of the closing line.
@Suite("CI reports")
struct CIReportTests {
  /// A passing script, a failing expect, a transcript that differs in its third line,
  /// and a script error.
  func fixture() -> (TempDir, [ScriptResult]) {
    let dir = TempDir()
    _ = dir.write("a.pdx", "expect raiz == formulario\n")
    _ = dir.write("b.pdx", "# first\n  expect raiz == conSesion\n")
    _ = dir.write(
      "c.pdx",
      "form mode crearCuenta\n| ▸ form mode crearCuenta\n|   formulario.modo: entrar → crearCuenta\n"
        + "|   formulario.boton: \"Entrar\" → \"Entrar\"\n")
    _ = dir.write("d.pdx", "expect raiz == formulario\ntabb lista\n")
    let runner = TestRunner()
    let results = runner.run(["a", "b", "c", "d"].map { dir.path + "/\($0).pdx" }).untimed
    return (dir, results)
  }

  @Test("a transcript fails at its first differing line, with a unified diff and two lines around")
  func transcriptDiff() {
    let (dir, results) = fixture()
    let f = results[2].failures[0]
    #expect(f.location == Location(path: dir.path + "/c.pdx", line: 4))
    #expect(f.transcriptOf == 1)
    #expect(
      results[2].report == [
        "FAIL \(dir.path)/c.pdx:4: form mode crearCuenta (transcript of line 1)",
        "  @@ -2,3 +1,3 @@",
        "    | ▸ form mode crearCuenta",
        "    |   formulario.modo: entrar → crearCuenta",
        "  - |   formulario.boton: \"Entrar\" → \"Entrar\"",
        "  + |   formulario.boton: \"Entrar\" → \"Crear cuenta\"",
        "  last steps:",
        "    \(dir.path)/c.pdx:1: form mode crearCuenta",
        "      ▸ form mode crearCuenta",
        "        formulario.modo: entrar → crearCuenta",
        "        formulario.boton: \"Entrar\" → \"Crear cuenta\"",
      ])
  }

  @Test("the diff keeps context around each change, and a `...` as one line of context")
  func diffWithWildcard() {
    let expected = ["a", "...", "x", "b", "c", "d", "e", "f", "g"]
    let actual = ["a", "1", "2", "x", "b", "c", "d", "e", "F", "g"]
    let diff = TranscriptDiff.compare(expected: expected, actual: actual, firstLine: 10)
    #expect(diff.first == 7)
    #expect(
      diff.lines == ["@@ -15,4 +7,4 @@", "  | d", "  | e", "- | f", "+ | F", "  | g"])
    let longer = TranscriptDiff.compare(expected: ["a"], actual: ["a", "b"], firstLine: 3)
    #expect(longer.first == 0)
    #expect(longer.lines == ["@@ -3,1 +1,2 @@", "  | a", "+ | b"])
    let spanish = Session.describe(
      Failure(
        location: "t.pdx:3", command: "tab lista", expected: [], actual: [],
        transcriptOf: 2, diff: ["@@ -3,1 +1,1 @@", "- | a", "+ | b"]),
      recent: [], language: .es)
    #expect(
      spanish == [
        "FAIL t.pdx:3: tab lista (transcripción de la línea 2)", "  @@ -3,1 +1,1 @@", "  - | a",
        "  + | b",
      ])
  }

  @Test("--format github: one ::error a failure or error, at its line and column, escaped")
  func github() {
    let (dir, results) = fixture()
    var o = OutputBuffer()
    ReportFormat.github.report(results, style: Style(color: false), language: .en, into: &o)
    let p = dir.path
    #expect(
      o.lines == [
        "::error file=\(p)/b.pdx,line=2,col=1,title=FAIL expect raiz == conSesion::FAIL"
          + " \(p)/b.pdx:2: expect raiz == conSesion%0A  - raiz == conSesion%0A  + raiz =="
          + " formulario",
        "::error file=\(p)/c.pdx,line=4,col=1,title=FAIL form mode crearCuenta::FAIL"
          + " \(p)/c.pdx:4: form mode crearCuenta (transcript of line 1)%0A  @@ -2,3 +1,3 @@"
          + "%0A    | ▸ form mode crearCuenta%0A    |   formulario.modo: entrar → crearCuenta"
          + "%0A  - |   formulario.boton: \"Entrar\" → \"Entrar\"%0A  + |   formulario.boton:"
          + " \"Entrar\" → \"Crear cuenta\"",
        "::error file=\(p)/d.pdx,line=2,col=1,title=ERROR \(p)/d.pdx::\(p)/d.pdx:2:1: unknown"
          + " command «tabb» (did you mean tab?); `help` lists the commands",
        "1 passed, 2 failed, 1 error",
      ])
    #expect(GitHubReport.property("a,b:c%\r\nd") == "a%2Cb%3Ac%25%0D%0Ad")
    #expect(GitHubReport.data("a,b:c%\r\nd") == "a,b:c%25%0D%0Ad")
  }

  @Test("--format github on a passing run prints only the closing line")
  func githubPassing() {
    let (_, results) = fixture()
    var o = OutputBuffer()
    ReportFormat.github.report(
      [results[0]], style: Style(color: false), language: .es, into: &o)
    #expect(o.lines == ["1 pasa, 0 fallan"])
  }

  /// Paths as code, escaped only where Markdown needs it.
  @Test("the step summary: each failure at its line, the counts, the slowest scripts, the totals")
  func stepSummary() {
    let (dir, results) = fixture()
    var timed = results
    for i in timed.indices { timed[i].nanoseconds = [412_345, 1_000, 2_500_000, 7_000][i] }
    let p = dir.path
    #expect(
      StepSummary.test(timed, language: .en) == """
        ### pdx test

        **1 passed, 2 failed, 1 error**

        | | where | what |
        | --- | --- | --- |
        | **FAIL** | `\(p)/b.pdx:2` | expect raiz == conSesion |
        | **FAIL** | `\(p)/c.pdx:4` | form mode crearCuenta (transcript of line 1) |
        | **ERROR** | `\(p)/d.pdx:2` | unknown command «tabb» (did you mean tab?); \\`help\\` lists the commands |

        Expected failures (XFAIL): 0 · unexpected passes (XPASS): 0 · flaky: 0

        Slowest:

        | script | time |
        | --- | ---: |
        | `\(p)/c.pdx` | 2.500 ms |
        | `\(p)/a.pdx` | 0.412 ms |
        | `\(p)/d.pdx` | 0.007 ms |
        | `\(p)/b.pdx` | 0.001 ms |

        4 scripts run, 2.920 ms in all

        """)
    // Names stay as they are in a code span; only a cell's `|` and a control character change,
    // and a backtick gets a longer fence.
    #expect(StepSummary.code("fail-expect.pdx") == "`fail-expect.pdx`")
    #expect(StepSummary.code("a|b`c\u{1B}") == "``a\\|b`c?``")
    #expect(StepSummary.code("`x") == "`` `x ``")
    #expect(StepSummary.text("a|b_c*<d>&[e]~f-g.h") == "a\\|b\\_c\\*\\<d\\>\\&\\[e\\]\\~f-g.h")
    let es = StepSummary.test([timed[0]], language: .es)
    #expect(es.hasPrefix("### pdx test\n\n**1 pasa, 0 fallan**\n\nFallos esperados (XFAIL): 0"))
    #expect(es.hasSuffix("| `\(p)/a.pdx` | 0,412 ms |\n\n1 guion ejecutado, 0,412 ms en total\n"))
  }

  @Test("the step summary lists every failure, past GitHub's ten annotations a step")
  func stepSummaryListsAll() {
    let dir = TempDir()
    let scripts = (1...12).map { dir.write("f\($0).pdx", "expect raiz == conSesion\n") }
    let results = TestRunner().run(scripts)
    let summary = StepSummary.test(results, language: .en)
    #expect(summary.ranges(of: "| **FAIL** |").count == 12)
    #expect(summary.contains("**0 passed, 12 failed**"))
  }

  @Test("--format tap: version 13, the plan, ok and not ok, YAML with the time and the place")
  func tap() {
    let (dir, results) = fixture()
    var three = Array(results[0...1]) + [results[3]]
    three[0].nanoseconds = 412_345
    let lines = TAPReport.lines(three, language: .en)
    #expect(
      lines == [
        "TAP version 13", "1..3", "ok 1 - \(dir.path)/a.pdx", "  ---", "  duration_ms: 0.412",
        "  ...", "not ok 2 - \(dir.path)/b.pdx",
        "  ---", "  message: \"expect raiz == conSesion\"", "  severity: fail",
        "  file: \"\(dir.path)/b.pdx\"", "  line: 2", "  column: 1", "  duration_ms: 0.000",
        "  expected: |", "    raiz == conSesion", "  actual: |", "    raiz == formulario", "  ...",
        "not ok 3 - \(dir.path)/d.pdx", "  ---",
        "  message: \"\(dir.path)/d.pdx:2:1: unknown command «tabb» (did you mean tab?); `help`"
          + " lists the commands\"",
        "  severity: error", "  file: \"\(dir.path)/d.pdx\"", "  line: 2", "  column: 1",
        "  duration_ms: 0.000", "  ...",
        "# 1 passed, 1 failed, 1 error",
      ])
    #expect(TAPReport.description("a #1\\b\n") == "a \\#1\\\\b?")
  }

  @Test("JSON carries each place as {file, line, column}; a transcript its diff")
  func jsonPlaces() {
    let (dir, results) = fixture()
    let lines = JSONRenderer.testReport(results)
    #expect(
      lines[1].contains(
        "\"status\":\"fail\",\"location\":{\"file\":\"\(dir.path)/b.pdx\",\"line\":2,"
          + "\"column\":1}"))
    #expect(
      lines[2].contains(
        "\"transcriptOf\":1,\"diff\":[\"@@ -2,3 +1,3 @@\",\"  | ▸ form mode crearCuenta\","))
    #expect(
      lines[3].contains(
        "\"status\":\"error\",\"location\":{\"file\":\"\(dir.path)/d.pdx\",\"line\":2,"
          + "\"column\":1}"))
    #expect(
      lines[4].hasPrefix(
        "{\"summary\":{\"scripts\":4,\"passed\":1,\"failed\":2,\"errors\":1,"
          + "\"expectedFailures\":0,\"unexpectedPasses\":0,\"flaky\":0,\"notRun\":0,"
          + "\"signal\":null,\"duration\":"))
    let stopped = JSONRenderer.testReport(Array(results[0...0]), notRun: 3, signal: SIGTERM)
    #expect(stopped.last?.contains("\"notRun\":3,\"signal\":\"SIGTERM\",") == true)
  }

  @Test("JUnit: the file's name, its folder dotted as the class, file and line where it failed")
  func junit() {
    let (dir, results) = fixture()
    let xml = JUnit.xml(results)
    let folder = dir.path.split(separator: "/").joined(separator: ".")
    #expect(
      xml.contains(
        "<testcase name=\"a.pdx\" classname=\"\(folder)\" file=\"\(dir.path)/a.pdx\" time="))
    #expect(
      xml.contains(
        "<testcase name=\"b.pdx\" classname=\"\(folder)\" file=\"\(dir.path)/b.pdx\" line=\"2\""
          + " time="))
    #expect(JUnit.split("a.pdx") == ("pdx", "a.pdx"))
    #expect(JUnit.split("./examples/sub/a.pdx") == ("examples.sub", "a.pdx"))
  }

  @Test(
    "the closing line counts each kind of verdict apart, and what was not run, in both languages")
  func closing() {
    var results = (0..<19).map { ScriptResult(path: "p\($0).pdx") }
    var failed = ScriptResult(path: "f.pdx")
    failed.failures = [Failure(location: "f.pdx:2", command: "x", expected: [], actual: [])]
    var wrong = ScriptResult(path: "e.pdx")
    wrong.scriptError = "bad"
    results += [failed, wrong]
    #expect(TestRunner.closing(results, language: .en) == "19 passed, 1 failed, 1 error")
    #expect(TestRunner.closing(results, language: .es) == "19 pasan, 1 falla, 1 error")
    var counterexample = failed
    counterexample.path = "cx.pdx"
    counterexample.failures[0].location = "cx.pdx:5"
    counterexample.expectedToFail = true
    counterexample.closingExpect = 5
    var fixed = counterexample
    fixed.failures = []
    var flaky = ScriptResult(path: "fl.pdx")
    flaky.attempts = 2
    results += [wrong, counterexample, counterexample, fixed, flaky]
    #expect(
      TestRunner.closing(results, language: .en, notRun: 3, signal: SIGTERM)
        == "19 passed, 1 failed, 2 errors, 2 expected failures, 1 unexpected pass, 1 flaky,"
        + " 3 not run; SIGTERM stopped the run")
    #expect(
      TestRunner.closing(results, language: .es, notRun: 1)
        == "19 pasan, 1 falla, 2 errores, 2 fallos esperados, 1 pasa sin esperarse, 1 inestable,"
        + " 1 sin ejecutar")
    #expect(TestRunner.exitCode([counterexample]) == 0)
    #expect(TestRunner.exitCode([counterexample, failed]) == 1)
    // An unexpected pass and a flaky script are reported, and fail the run under --strict only.
    #expect(fixed.status == .xpass && flaky.status == .flaky)
    #expect(TestRunner.exitCode([fixed, flaky]) == 0)
    fixed.strict = true
    flaky.strict = true
    #expect(TestRunner.exitCode([fixed]) == 1 && TestRunner.exitCode([flaky]) == 1)
    // A counterexample that fails anywhere but at its closing expect is a failure.
    var elsewhere = counterexample
    elsewhere.failures[0].location = "cx.pdx:4"
    #expect(elsewhere.status == .fail)
    elsewhere = counterexample
    elsewhere.failures[0].transcriptOf = 5
    #expect(elsewhere.status == .fail)
    elsewhere = counterexample
    elsewhere.closingExpect = nil
    #expect(elsewhere.status == .fail)
  }

  @Test("a counterexample found in a folder is an expected failure; named, an ordinary one")
  func counterexample() throws {
    let dir = TempDir()
    let path = dir.write(
      "cx.pdx",
      WrittenKind.counterexample.mark + " the shortest way to break a rule.\n"
        + "expect raiz == conSesion\n")
    var runner = TestRunner()
    let found = runner.run(try runner.discover([dir.path])).untimed
    #expect(found[0].status == .xfail)
    #expect(
      TestRunner.summary(found) == [
        "XFAIL 0.00 s  \(path) (a counterexample of pdx check: it fails, as written)",
        "0 passed, 0 failed, 1 expected failure",
      ])
    #expect(
      TAPReport.lines(found, language: .es)[2]
        == "not ok 1 - \(path) # TODO un contraejemplo de pdx check: falla, como se escribió")
    runner.named = [path]
    #expect(runner.run([path])[0].status == .fail)
  }

  @Test("--filter keeps paths holding a pattern, --exclude drops a glob on the path or name")
  func selection() throws {
    let dir = TempDir()
    _ = mkdir(dir.path + "/slow", 0o755)
    for name in ["a-login.pdx", "b-logout.pdx", "c-tabs.pdx", "slow/d-login.pdx"] {
      _ = dir.write(name, "expect raiz == formulario\n")
    }
    var runner = TestRunner()
    runner.filters = ["log"]
    runner.excludes = ["*/slow/*", "b-*"]
    #expect(try runner.discover([dir.path]) == [dir.path + "/a-login.pdx"])
    runner.filters = ["nothing"]
    let none = #expect(throws: FileError.self) { try runner.discover([dir.path]) }
    #expect(
      none?.words(.en)
        == "no .pdx file below «\(dir.path)» is left by --filter and --exclude")
  }

  @Test("--fail-fast: the report ends at the first script that did not pass, for any -j")
  func failFast() throws {
    let dir = TempDir()
    let scripts = ["a", "b", "c", "d", "e"].map { name in
      dir.write(
        "\(name).pdx", name == "b" ? "expect raiz == conSesion\n" : "expect raiz == formulario\n")
    }
    for jobs in [1, 3] {
      var runner = TestRunner()
      runner.failFast = true
      runner.jobs = jobs
      let results = runner.run(scripts).untimed
      #expect(results.map(\.path) == Array(scripts.prefix(2)))
      #expect(
        TestRunner.summary(results, notRun: 3).suffix(2) == [
          "--fail-fast: 3 scripts not run", "1 passed, 1 failed, 3 not run",
        ])
      #expect(
        TestRunner.summary(results, language: .es, notRun: 1).suffix(2) == [
          "--fail-fast: 1 guion sin ejecutar", "1 pasa, 1 falla, 1 sin ejecutar",
        ])
    }
  }
}
