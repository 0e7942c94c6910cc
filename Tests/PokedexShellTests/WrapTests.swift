import Testing

@testable import PokedexShell

/// The layout every help text leans on: words are never cut.
@Suite("Wrap")
struct WrapTests {
  @Test("lines: words fill each line up to the width, never past it when they can break")
  func lines() {
    #expect(
      Wrap.lines("the quick brown fox jumps over the lazy dog", width: 15)
        == ["the quick brown", "fox jumps over", "the lazy dog"])
    // The first line's prefix and the others' indentation count in the width.
    #expect(
      Wrap.lines("one two three four", width: 12, first: "- ", indent: "  ")
        == ["- one two", "  three four"])
    // A word longer than the room stands alone, whole.
    #expect(
      Wrap.lines("a pokedex://pokemon/25 b", width: 10)
        == ["a", "pokedex://pokemon/25", "b"])
    // The spaces between two words on a line are kept; at a break they go. No text gives the
    // prefix alone.
    #expect(Wrap.lines("nil   // done", width: 80) == ["nil   // done"])
    #expect(Wrap.lines("nil   // done", width: 5) == ["nil", "//", "done"])
    #expect(Wrap.lines("", width: 80, first: "x") == ["x"])
    // Exactly the width fits.
    #expect(Wrap.lines("abcde fghij", width: 11) == ["abcde fghij"])
    #expect(Wrap.lines("abcde fghij", width: 10) == ["abcde", "fghij"])
  }

  @Test("synopsis: a bracketed group is one part, kept whole")
  func synopsis() {
    #expect(
      Wrap.synopsis("check [--depth N] [--set KNOB=VALUE]… [-j N]", width: 20, indent: "  ")
        == ["check [--depth N]", "  [--set KNOB=VALUE]…", "  [-j N]"])
    #expect(Wrap.synopsis("open ID|NAME", width: 80, first: "usage: ") == ["usage: open ID|NAME"])
  }

  @Test("columns: terms in a capped column, texts beside them or under a long term")
  func columns() {
    let rows = [
      (term: "--depth N", text: "how many commands deep"),
      (term: "--platform ios|android|both", text: "where to search from"),
    ]
    #expect(
      Wrap.columns(rows, width: 40, cap: 12)
        == [
          "  --depth N     how many commands deep",
          "  --platform ios|android|both",
          "                where to search from",
        ])
    // Another list's terms widen the column alike.
    #expect(
      Wrap.columns([rows[0]], width: 60, cap: 30, alignedWith: [rows[1].term])
        == ["  --depth N                    how many commands deep"])
    // Too narrow for two columns: each text under its term.
    #expect(
      Wrap.columns([rows[0]], width: 30, cap: 12)
        == ["  --depth N", "      how many commands deep"])
    // A term without a text has no trailing spaces.
    #expect(Wrap.columns([(term: "--version", text: "")], width: 40) == ["  --version"])
  }
}
