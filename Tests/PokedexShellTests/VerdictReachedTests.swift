import PokedexCore
import Testing

@testable import PdxLanguage
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

/// No verdict that was not reached: a run that never got to say whether a script holds does
/// not report it as passing.
@Suite("No verdict not reached")
struct VerdictReachedTests {
  @Test("!quit and !exit in a script fail the run like any accepted ! command, in both languages")
  func negatedQuit() throws {
    for word in ["quit", "exit"] {
      for language in Language.allCases {
        var options = SessionOptions()
        options.language = language
        let c = Captured(options)
        let script = try ScriptReader.parse(Array("!\(word)\ntab lista\n".utf8), path: "q.pdx")
        var failures: [Failure] = []
        let outcome = c.session.runScript(script, failures: &failures)
        #expect(outcome != .ok && outcome != .quit, "\(word) \(language)")
        #expect(failures.count == 1)
        let (expected, actual) =
          language == .en
          ? ("rejected (the line starts with !)", "accepted")
          : ("rechazada (la línea empieza por !)", "aceptada")
        #expect(
          Array(c.diag.prefix(3)) == [
            "FAIL q.pdx:1: !\(word)", "  - " + expected, "  + " + actual,
          ])
      }
    }
    // A plain quit still ends a script where it stands, passing: the caller hears `.quit`.
    let c = Captured()
    var failures: [Failure] = []
    let plain = try ScriptReader.parse(Array("quit\ntab lista\n".utf8), path: "p.pdx")
    #expect(c.session.runScript(plain, failures: &failures) == .quit && failures.isEmpty)
  }

  @Test("--update passes a script only if it passes after the update: a stale included block fails")
  func updateVerdict() {
    let dir = TempDir()
    _ = dir.write("inc.pdx", "say hola\n| adiós\n")
    let main = dir.write("main.pdx", "say uno\n| dos\nrun \(dir.path)/inc.pdx\n")
    var runner = TestRunner()
    runner.update = true
    let results = runner.run([main])
    #expect(results.count == 1)
    // Its own block was rewritten; the included file's is still wrong, so the script fails.
    #expect(dir.read("main.pdx") == "say uno\n| uno\nrun \(dir.path)/inc.pdx\n")
    #expect(dir.read("inc.pdx") == "say hola\n| adiós\n")
    #expect(results[0].transcriptsUpdated == 1)
    #expect(!results[0].passed)
    let report = TestRunner.summary(results.untimed)
    #expect(report.first == "updated \(main) (1 transcript)")
    #expect(report.dropFirst().first == "FAIL  0.00 s  \(main)")
    #expect(report.contains("  FAIL \(dir.path)/inc.pdx:2: say hola (transcript of line 1)"))
    #expect(report.last == "0 passed, 1 failed")
    // A script whose own blocks were all it needed passes after the update.
    let alone = dir.write("alone.pdx", "say uno\n| dos\n")
    let fixed = runner.run([alone])
    #expect(fixed[0].passed && TestRunner.summary(fixed).last == "1 passed, 0 failed")
  }
}
