import Testing

@testable import PdxCommands
@testable import PdxRunner

@Suite("Suggestions")
struct SuggestTests {
  @Test("the closest word within two edits, or a word it starts")
  func closest() {
    #expect(Suggest.closest("lgin", in: CommandTable.names) == "login")
    #expect(Suggest.closest("sumbit", in: CommandTable.names) == "submit")
    #expect(Suggest.closest("perm", in: CommandTable.names) == "permission")
    #expect(Suggest.closest("zzzzzz", in: CommandTable.names) == nil)
  }
}
