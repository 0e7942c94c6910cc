import PokedexCore
import Testing

@testable import PdxRunner
@testable import PdxScripts

/// A transcript's `...` lines (docs/reference.md §4.4): any lines, matched without backtracking.
@Suite("Transcript matching")
struct TranscriptMatchingTests {
  @Test("`...` matches any lines, and a block with many of them checks without backtracking")
  func transcriptWildcards() {
    #expect(Transcript.matches(expected: ["a", "...", "c"], actual: ["a", "b", "b", "c"]))
    #expect(Transcript.matches(expected: ["...", "c"], actual: ["c"]))
    #expect(Transcript.matches(expected: ["..."], actual: []))
    #expect(Transcript.matches(expected: ["a", "..."], actual: ["a", "x", "y"]))
    #expect(!Transcript.matches(expected: ["a", "...", "c"], actual: ["a", "b"]))
    #expect(!Transcript.matches(expected: ["a"], actual: ["a", "b"]))
    #expect(Transcript.matches(expected: ["...", "a", "...", "a"], actual: ["a", "a", "b", "a"]))
    #expect(!Transcript.matches(expected: ["...", "b", "...", "b", "c"], actual: ["b", "c", "b"]))
    // Ten `...` and a line that matches nothing: exponential before, over a minute.
    let lines = Array(repeating: "▸ launch", count: 60)
    #expect(
      !Transcript.matches(expected: Array(repeating: "...", count: 10) + ["nope"], actual: lines))
    // A 10,000-line block, all `...` but the last line.
    let big = (0..<10_000).map { "line \($0 % 7)" }
    #expect(
      Transcript.matches(
        expected: Array(repeating: "...", count: 9_999) + ["line 3"], actual: big + ["line 3"]))
    #expect(
      !Transcript.matches(expected: Array(repeating: "...", count: 9_999) + ["line 9"], actual: big)
    )
  }
}
