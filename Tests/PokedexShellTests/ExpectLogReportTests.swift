import PdxSession
import PokedexCore
import Testing

@testable import PdxLanguage
@testable import PdxRunner

/// What a failed `expect log ID` shows as the step's log (docs/reference.md §4.10): the ids the
/// last step logged, or that it logged nothing, in the session's language.
@Suite("A failed expect log lists the step's log")
struct ExpectLogReportTests {
  /// The first lines of the failure `pdx test` reports for a script of `lines`: where, what
  /// was expected, what the step had.
  func failure(_ language: Language, _ lines: String...) -> [String] {
    let dir = TempDir()
    let path = dir.write("log.pdx", lines.joined(separator: "\n") + "\n")
    var runner = TestRunner()
    runner.options.language = language
    let report = runner.run([path])[0].report
    return report.prefix(4).map { $0.replacing(dir.path + "/", with: "") }
  }

  @Test("the step's log ids follow the expected one, as + lines", arguments: Language.allCases)
  func loggedIds(language: Language) {
    #expect(
      failure(language, "permission request", "allow", "expect log permission-denied") == [
        "FAIL log.pdx:3: expect log permission-denied", "  - log permission-denied",
        "  + log permission-granted", language == .en ? "  last steps:" : "  últimos pasos:",
      ])
  }

  @Test("a step that logged nothing says so", arguments: Language.allCases)
  func nothingLogged(language: Language) {
    #expect(
      failure(language, "scene background", "expect log permission-granted").prefix(3) == [
        "FAIL log.pdx:2: expect log permission-granted", "  - log permission-granted",
        language == .en ? "  + (no log)" : "  + (ninguna línea de consola)",
      ])
  }
}
