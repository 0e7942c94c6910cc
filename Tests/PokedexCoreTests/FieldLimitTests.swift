import Testing

@testable import PokedexCore

/// A form field holds at most 64 KiB (docs/reference.md §6.3): repeated `type` lines cannot
/// grow it without end.
@Suite("The form's field limit")
struct FieldLimitTests {
  static func text(_ field: FormField, _ s: String) -> FieldText {
    field == .email ? .email(s) : .password(Secret(s))
  }

  @Test("type up to 65,536 bytes is accepted; one byte more is rejected and changes nothing")
  func typeIsBounded() {
    for field in FormField.allCases {
      var store = Store()
      let half = String(repeating: "a", count: Engine.maximumFieldBytes / 2)
      accepted(&store, .type(Self.text(field, half)))
      accepted(&store, .type(Self.text(field, half)))
      let step = expectRejected(&store, .type(Self.text(field, "b")), because: .fieldFull)
      #expect(
        step.rejection
          == .fieldFull(field, held: Engine.maximumFieldBytes, adding: 1))
      accepted(&store, .clear(field))
      accepted(&store, .type(Self.text(field, "ash")))
    }
  }

  @Test("the limit counts bytes: a field of multi-byte characters is full at 65,536 bytes")
  func countsBytes() {
    var store = Store()
    accepted(&store, .type(.email(String(repeating: "é", count: Engine.maximumFieldBytes / 2))))
    expectRejected(&store, .type(.email("e")), because: .fieldFull)
    accepted(&store, .clear(.email))
    accepted(&store, .type(.email(String(repeating: "a", count: Engine.maximumFieldBytes - 1))))
    let step = expectRejected(&store, .type(.email("é")), because: .fieldFull)
    #expect(step.rejection == .fieldFull(.email, held: Engine.maximumFieldBytes - 1, adding: 2))
  }
}
