import Testing

@testable import PdxText

/// Blanks are spaces and tabs: what a script's line and the walkthrough's prompt trim.
@Suite("Blanks")
struct BlanksTests {
  @Test("trimmingBlanks drops spaces and tabs at both ends and nothing inside")
  func trimmingBlanks() {
    #expect(" \t a b \t ".trimmingBlanks() == "a b")
    #expect("undo 2  ".trimmingBlanks() == "undo 2")
    #expect("\t\t".trimmingBlanks() == "")
    #expect("a\u{A0}".trimmingBlanks() == "a\u{A0}", "a no-break space is not a blank")
  }
}
