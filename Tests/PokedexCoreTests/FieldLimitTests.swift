import Testing

@testable import PokedexCore

/// A form field holds at most 64 KiB (docs/reference.md §6.3): repeated `type` lines cannot
/// grow it without end.
@Suite("The form's field limit")
struct FieldLimitTests {
  @Test("type up to 65,536 bytes is accepted; one byte more is rejected and changes nothing")
  func typeIsBounded() {
    for field in FormField.allCases {
      var store = Store()
      let half = String(repeating: "a", count: Engine.maximumFieldBytes / 2)
      accepted(&store, .type(field, half))
      accepted(&store, .type(field, half))
      let step = expectRejected(&store, .type(field, "b"), because: "at most 65,536 bytes")
      #expect(step.error?.contains("b\"") != true, "the text is not quoted")
      accepted(&store, .clear(field))
      accepted(&store, .type(field, "ash"))
    }
  }

  @Test("the limit counts bytes: a field of multi-byte characters is full at 65,536 bytes")
  func countsBytes() {
    var store = Store()
    accepted(&store, .type(.email, String(repeating: "é", count: Engine.maximumFieldBytes / 2)))
    expectRejected(&store, .type(.email, "e"), because: "65,536 bytes")
    accepted(&store, .clear(.email))
    accepted(&store, .type(.email, String(repeating: "a", count: Engine.maximumFieldBytes - 1)))
    expectRejected(&store, .type(.email, "é"), because: "65,536 bytes")
  }
}
