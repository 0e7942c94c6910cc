import Foundation
import PdxLanguage
import PokedexCore
import Testing

@testable import PdxCommandLine
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxTeaching

@Suite("What pdx tells the user to type next, and explore's report")
struct LauncherAndExploreTests {
  @Test("a walkthrough started by Scripts/pdx ends with Scripts/pdx run FILE")
  func launcherNamed() {
    #expect(Launcher.name(environment: { _ in nil }) == "pdx")
    #expect(Launcher.name(environment: { $0 == "PDX_LAUNCHER" ? "" : nil }) == "pdx")
    #expect(
      Launcher.name(environment: { $0 == "PDX_LAUNCHER" ? "Scripts/pdx" : nil }) == "Scripts/pdx")
    #expect(
      Launcher.name(environment: { _ in "../my pdx/Scripts/pdx" }) == "'../my pdx/Scripts/pdx'")
    let end = Walkthrough.ending(
      path: "examples/01.pdx", ran: 3, of: 3, left: false, launcher: "Scripts/pdx")
    #expect(end.last == "  Scripts/pdx run examples/01.pdx")
    let left = Walkthrough.ending(
      path: "examples/01.pdx", ran: 1, of: 3, left: true, launcher: "Scripts/pdx")
    #expect(left.last == "  Scripts/pdx walk examples/01.pdx")
  }

  @Test("Scripts/pdx says it is the launcher before it starts pdx")
  func scriptSetsTheLauncher() throws {
    let script = try repositoryFile("Scripts/pdx")
    let export = try #require(script.range(of: "export PDX_LAUNCHER=\"$0\"\n"))
    let exec = try #require(script.range(of: "exec \"$bin\" \"$@\""))
    #expect(export.upperBound <= exec.lowerBound)
  }

  @Test("explore's digest is 16 hexadecimal digits, zeros in front")
  func digestPadded() {
    #expect(Explorer.Report.hex16(0xabc) == "0000000000000abc")
    #expect(Explorer.Report.hex16(UInt64.max) == "ffffffffffffffff")
    var report = Explorer.Report()
    report.steps = 5
    report.digest = 0x0123_4567_89ab_cdef
    let lines = report.lines(seed: 1, .en)
    #expect(
      lines == [
        "explore: seed 1, 5 steps (0 rejected), output digest 0123456789abcdef", "no violation",
      ])
  }
}
