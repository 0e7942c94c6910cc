import Glibc
import PdxLanguage
import PokedexCore
import Synchronization
import Testing

@testable import PdxExplore
@testable import PdxPictures
@testable import PdxRender
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession
@testable import PdxTeaching

/// A verdict says exactly what was shown: a counterexample that stops failing is reported, one
/// that fails elsewhere is a failure, a flaky script is never a pass, what a signal stopped is
/// never counted, and `quit` ends a script in every mode.
@Suite("Verdicts")
struct VerdictTests {
  /// A counterexample as `pdx check --out` writes it, closing with `expect`.
  static func counterexample(_ body: String) -> String {
    WrittenKind.counterexample.mark + " the shortest way to break a rule from a fresh world.\n"
      + "## Rule no-stuck-link (…): a link never waits in the delegate while ContentView exists.\n"
      + body
  }

  @Test("a counterexample that passes now is XPASS, in every format; --strict fails the run")
  func unexpectedPass() throws {
    let dir = TempDir()
    let path = dir.write("cx.pdx", Self.counterexample("expect raiz == formulario\n"))
    var runner = TestRunner()
    let found = runner.run(try runner.discover([dir.path])).untimed
    #expect(found[0].status == .xpass)
    #expect(TestRunner.exitCode(found) == 0)
    #expect(
      TestRunner.summary(found) == [
        "XPASS 0.00 s  \(path) (a counterexample of pdx check that passes now: the bug it pinned"
          + " is gone)",
        "0 passed, 0 failed, 1 unexpected pass",
      ])
    #expect(
      TAPReport.lines(found, language: .en)[2]
        == "ok 1 - \(path) # TODO a counterexample of pdx check that passes now: the bug it pinned"
        + " is gone")
    #expect(
      GitHubReport.commands(found, language: .en)[0]
        == "::warning file=\(path),title=XPASS \(path)::a counterexample of pdx check that passes"
        + " now: the bug it pinned is gone")
    #expect(JSONRenderer.testReport(found)[0].contains("\"status\":\"xpass\""))
    #expect(JUnit.xml(found).contains("<system-out>XPASS: a counterexample"))
    runner.strict = true
    let strict = runner.run([path])
    #expect(strict[0].status == .xpass && strict[0].failsRun)
    #expect(TestRunner.exitCode(strict) == 1)
    #expect(TAPReport.lines(strict, language: .en)[2] == "not ok 1 - \(path)")
    #expect(GitHubReport.commands(strict, language: .en)[0].hasPrefix("::error file="))
    #expect(JUnit.xml(strict).contains("<failure message=\"a counterexample of pdx check"))
    #expect(JUnit.xml(strict).contains("failures=\"1\""))
  }

  @Test("XFAIL holds only when the counterexample fails at its closing expect")
  func expectedFailureOnlyAtTheEnd() throws {
    let dir = TempDir()
    // Fails at line 3, before its closing expect (line 4): the bug it pinned is not what broke.
    let early = dir.write(
      "early.pdx", Self.counterexample("tab lista\nexpect raiz == formulario\n"))
    let closing = dir.write(
      "closing.pdx", Self.counterexample("expect raiz == formulario\nexpect raiz == conSesion\n"))
    let runner = TestRunner()
    let results = runner.run([closing, early])
    #expect(results[0].status == .xfail, "\(results[0].report)")
    #expect(results[1].status == .fail)
    #expect(
      results[1].report.last
        == "(a counterexample of pdx check is expected to fail at its closing expect, line 4, and"
        + " only there)")
    #expect(TestRunner.exitCode(results) == 1)
    // A script error is never an expected failure either.
    let wrong = dir.write("wrong.pdx", Self.counterexample("tabb lista\nexpect raiz == nil\n"))
    #expect(runner.run([wrong])[0].status == .error)
  }

  @Test("--rerun-failed: a script that passes on a retry is flaky, never passed")
  func flaky() throws {
    let dir = TempDir()
    let path = dir.write("f.pdx", "expect raiz == conSesion\n")
    var runner = TestRunner()
    runner.rerunFailed = 2
    // The first attempt fails; the file is fixed before the second, as a shared resource might
    // come back.
    runner.beforeAttempt = { file, attempt in
      if attempt == 2 { _ = try? FileIO.writeAtomically("expect raiz == formulario\n", to: file) }
    }
    let results = runner.run([path]).untimed
    #expect(results[0].status == .flaky)
    #expect(results[0].attempts == 2)
    #expect(results[0].flakyPlace == Location(path: path, line: 1))
    #expect(TestRunner.exitCode(results) == 0)
    #expect(
      TestRunner.summary(results) == [
        "FLAKY 0.00 s  \(path) (failed, then passed on retry 1)",
        "  FAIL \(path):1: expect raiz == conSesion", "    - raiz == conSesion",
        "    + raiz == formulario",
        "0 passed, 0 failed, 1 flaky",
      ])
    #expect(JUnit.xml(results).contains("<flakyFailure message=\"failed, then passed on retry 1\""))
    #expect(JSONRenderer.testReport(results)[0].contains("\"status\":\"flaky\""))
    #expect(JSONRenderer.testReport(results)[0].contains("\"attempts\":2"))
    var strict = results
    strict[0].strict = true
    #expect(TestRunner.exitCode(strict) == 1)
    // Without --rerun-failed, one attempt: a plain failure.
    _ = try FileIO.writeAtomically("expect raiz == conSesion\n", to: path)
    runner.rerunFailed = 0
    #expect(runner.run([path])[0].status == .fail)
    // Retried and failing every time: a failure, after 1 + N attempts.
    runner.rerunFailed = 2
    runner.beforeAttempt = nil
    let failing = runner.run([path])
    #expect(failing[0].status == .fail && failing[0].attempts == 3)
  }

  @Test("a stop asked for: no script starts after it, one stopped partway is not counted")
  func stoppedRun() throws {
    let dir = TempDir()
    let scripts = ["a", "b", "c"].map { dir.write("\($0).pdx", "expect raiz == formulario\n") }
    let stop = Atomic<Bool>(false)
    var runner = TestRunner()
    runner.jobs = 1
    runner.stopRequested = { stop.load(ordering: .relaxed) }
    // The stop is asked for while b runs: b stops between two lines, c never starts.
    runner.beforeAttempt = { file, _ in
      if file.hasSuffix("/b.pdx") { stop.store(true, ordering: .relaxed) }
    }
    let results = runner.run(scripts).untimed
    #expect(results.map(\.path) == [scripts[0]])
    #expect(
      TestRunner.summary(results, notRun: 2, signal: SIGTERM) == [
        "ok    0.00 s  \(scripts[0])", "SIGTERM: 2 scripts not run",
        "1 passed, 0 failed, 2 not run; SIGTERM stopped the run",
      ])
    let tap = TAPReport.lines(results, language: .en, notRun: 2, signal: SIGTERM)
    #expect(
      tap.suffix(2) == [
        "Bail out! SIGTERM: 2 scripts not run",
        "# 1 passed, 0 failed, 2 not run; SIGTERM stopped the run",
      ])
    #expect(
      GitHubReport.commands(results, language: .es, notRun: 2, signal: SIGINT) == [
        "::error title=pdx test::SIGINT: 2 guiones sin ejecutar",
        "1 pasa, 0 fallan, 2 sin ejecutar; SIGINT paró la ejecución",
      ])
    let junit = JUnit.xml(results, notRun: 2, signal: SIGTERM)
    #expect(junit.contains("tests=\"2\" failures=\"0\" errors=\"1\""))
    #expect(
      junit.contains(
        "<testcase name=\"SIGTERM\" classname=\"pdx\" time=\"0.000000\">\n"
          + "      <error message=\"SIGTERM: 2 scripts not run\" type=\"signal\"/>"))
    #expect(
      StepSummary.test(results, language: .en, notRun: 2, signal: SIGTERM).contains(
        "**1 passed, 0 failed, 2 not run; SIGTERM stopped the run**\n\nSIGTERM: 2 scripts not run\n"
      ))
  }

  @Test("times tell apart scripts that run in under a millisecond: JUnit, TAP, the summary")
  func precision() {
    var a = ScriptResult(path: "a.pdx")
    a.nanoseconds = 412_345
    var b = ScriptResult(path: "b.pdx")
    b.nanoseconds = 87_654
    let junit = JUnit.xml([a, b])
    #expect(junit.contains("name=\"a.pdx\" classname=\"pdx\" file=\"a.pdx\" time=\"0.000412\""))
    #expect(junit.contains("name=\"b.pdx\" classname=\"pdx\" file=\"b.pdx\" time=\"0.000087\""))
    #expect(TAPReport.lines([a, b], language: .en).contains("  duration_ms: 0.087"))
    #expect(
      StepSummary.test([a, b], language: .en).contains(
        "| `a.pdx` | 0.412 ms |\n| `b.pdx` | 0.087 ms |"))
  }

  @Test("quit ends the script at its line in every mode: run, test, walk, predict, the page")
  func quitEverywhere() throws {
    let text = "expect raiz == formulario\nquit\nexpect raiz == conSesion\n"
    let script = try ScriptReader.parse(Array(text.utf8), path: "q.pdx")
    // run and test
    let c = Captured()
    var failures: [Failure] = []
    #expect(c.session.runScript(script, failures: &failures) == .quit)
    #expect(failures.isEmpty)
    let dir = TempDir()
    let path = dir.write("q.pdx", text)
    #expect(TestRunner().run([path])[0].status == .ok)
    // walk
    let walked = Captured()
    let outcome = Walkthrough(script: script, next: nil).run(in: walked.session)
    #expect(outcome == .ok)
    #expect(!walked.output.contains("pdx> expect raiz == conSesion"))
    #expect(
      walked.output.suffix(2).first
        == "The walkthrough is over: 1 step ran. To replay it without stopping:")
    // walk --markdown
    let page = Page.of(script, shown: "q.pdx", options: SessionOptions())
    #expect(page.outcome == .ok)
    #expect(!page.markdown.contains("conSesion"))
    // walk --predict
    let predicted = Captured()
    let predict = PredictWalk(script: script, interactive: false) { _ in "4" }
    let result = predict.run(in: predicted.session)
    #expect(result.outcome == .ok)
    #expect(!predicted.output.contains("pdx> expect raiz == conSesion"))
    // An included script's quit ends that script; its includer goes on (to its failing line).
    _ = dir.write("inner.pdx", "quit\nexpect raiz == conSesion\n")
    let outer = dir.write("outer.pdx", "run inner.pdx\nexpect raiz == nil\n")
    let included = TestRunner().run([outer])
    #expect(included[0].status == .fail)
    #expect(included[0].failures.first?.location == Location(path: outer, line: 2))
  }

  @Test("quit is acted on as soon as its line arrives: nothing after it is read")
  func quitReadsNothingMore() throws {
    // A source that fails the test if it is asked for anything after `quit`.
    struct Source: ScriptSource {
      var lines = ["show raiz", "quit"]
      var path = "<stdin>"
      var language: Language? { nil }
      mutating func next() throws(ScriptError) -> ScriptLine? {
        guard !lines.isEmpty else {
          Issue.record("a line was read after quit")
          return nil
        }
        let text = lines.removeFirst()
        return try ScriptReader.parse(Array((text + "\n").utf8), path: path).lines.first
      }
      mutating func transcriptAfterRun() throws(ScriptError) -> [String]? {
        if lines.isEmpty { Issue.record("a transcript was read ahead after quit") }
        return nil
      }
    }
    let c = Captured()
    var source = Source()
    var failures: [Failure] = []
    #expect(c.session.runScript(&source, failures: &failures) == .quit)
  }

  @Test("explore stopped by a signal says how many steps ran, and no verdict on the rest")
  func exploreStopped() {
    var explorer = Explorer(seed: 1, steps: 1000)
    let asked = Atomic<Int>(0)
    explorer.stop = { asked.wrappingAdd(1, ordering: .relaxed).newValue > 25 ? "SIGINT" : nil }
    let report = explorer.run()
    #expect(report.steps == 25 && report.stoppedBy == "SIGINT")
    #expect(
      report.lines(seed: 1, .en).last
        == "no violation in the 25 steps run of 1,000 steps: SIGINT stopped it")
    #expect(
      report.lines(seed: 1, .es).last
        == "ninguna regla rota en los 25 pasos dados de 1000 pasos: SIGINT la paró")
  }
}
