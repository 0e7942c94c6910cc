import Glibc
import Testing

/// `pdx check` with a time budget: it ends with the summary of the levels it finished
/// (docs/reference.md §7.1; a signal's, SignalCLITests).
@Suite("pdx check within a time")
struct CheckBudgetCLITests {
  let pdx = pdxExecutable()

  @Test(
    "--max-time ends cleanly with the summary; spent before a transition, it reaches no verdict")
  func maxTime() throws {
    // A budget spent before the first level: the figures are those of the roots, every time,
    // and no rule was checked after a command, so «every rule held» would be a verdict not
    // reached: exit 2, as for --max-memory.
    let r = try runProgram(pdx, ["check", "--depth", "7", "--max-time", "0.000001s"])
    #expect(r.status == 2)
    #expect(
      r.stdout == """
        pdx check: depth 7, iOS and Android, accounts on, knobs at the lessons' fixes
          distinct states  2  (by depth: 2)
          transitions      0  (0 to a state seen before)
          depth reached    0 of 7: stopped: --max-time 0.000001s ended it in depth 1, 0 levels finished
          fingerprints     64 bits: a collision among these states has probability 1.1e-19
        no verdict: --max-time 0.000001s ended the search before its first transition, so no rule was checked after a command; give it more time

        """)
    let es = try runProgram(
      pdx, ["--lang", "es", "check", "--platform", "ios", "--max-time", "0.000001s"])
    #expect(es.status == 2)
    #expect(
      es.stdout.contains(
        "profundidad alcanzada  0 de 6: parada: --max-time 0.000001s la acabó en la profundidad 1,"
          + " 0 niveles terminados\n"))
    #expect(
      es.stdout.hasSuffix(
        "sin veredicto: --max-time 0.000001s acabó la búsqueda antes de su primera transición,"
          + " así que no se comprobó ninguna regla tras una orden; dale más tiempo\n"))
    let json = try runProgram(pdx, ["check", "--format", "json", "--max-time", "0.000001s"])
    #expect(json.stdout.contains("\"bound\":\"max-time\""), "\(json.stdout)")
  }

  @Test("--max-time takes 90s, 5m, 1.5h; anything else is exit 2 with the forms it takes")
  func badDurations() throws {
    for bad in ["5x", "0s", "-1m", "m", "1e3s", "400d"] {
      let r = try runProgram(pdx, ["check", "--max-time", bad])
      #expect(r.status == 2, "\(bad)")
      #expect(
        r.stderr
          == "error: --max-time takes a duration such as 90s, 5m or 1.5h (s, m, h; at most a"
          + " year), not «\(bad)»\nTry 'pdx check --help'.\n")
    }
  }
}
