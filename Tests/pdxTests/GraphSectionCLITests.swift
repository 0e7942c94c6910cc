import Testing

/// `pdx graph FILE --section N` and `--lines A-B` (docs/reference.md §9.5): the part of a
/// script a page section draws, at the page's size.
@Suite("pdx graph --section")
struct GraphSectionCLITests {
  let pdx = pdxExecutable()
  static let file = WalkMarkdownCLITests.root + "/examples/04-el-toque-antes-de-entrar.pdx"

  /// The page's Mermaid blocks, each as `pdx graph` prints a diagram.
  func pageDiagrams(_ language: String) throws -> [String] {
    let page = try runProgram(pdx, ["walk", "--markdown", Self.file, "--lang", language]).stdout
    var out: [String] = []
    var current: [String]?
    for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line == "```mermaid" {
        current = []
      } else if line == "```", let block = current {
        out.append(block.joined(separator: "\n") + "\n")
        current = nil
      } else if current != nil {
        current!.append(line)
      }
    }
    return out
  }

  @Test("each section's diagram is the one its page draws, in both languages")
  func sectionIsThePages() throws {
    for language in ["es", "en"] {
      let page = try pageDiagrams(language)
      #expect(page.count >= 3)
      for n in 1...3 {
        let r = try runProgram(
          pdx, ["graph", Self.file, "--section", String(n), "--lang", language])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == page[n - 1], "section \(n) in \(language)")
      }
    }
  }

  @Test("--lines draws the steps of those lines; a wrong section or range is one error")
  func linesAndErrors() throws {
    let section = try runProgram(pdx, ["graph", Self.file, "--section", "2", "--lang", "en"])
    // Section 2 is lines 16 to 23, from its narration (and its ## en: line) to the next one.
    let lines = try runProgram(pdx, ["graph", Self.file, "--lines", "16-23", "--lang", "en"])
    #expect(lines.status == 0 && lines.stdout == section.stdout)
    let many = try runProgram(pdx, ["graph", Self.file, "--section", "99", "--lang", "en"])
    #expect(many.status == 2)
    #expect(
      many.stderr.hasPrefix(
        "error: --section 99: «\(Self.file)» has "))
    #expect(
      many.stderr.contains(
        " sections (a section begins at the ## narration that follows a command)\n"))
    let bad = try runProgram(pdx, ["graph", Self.file, "--lines", "9-3", "--lang", "es"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr.hasPrefix(
        "error: --lines toma A-B, dos números de línea con 1 ≤ A ≤ B, como 12-20, no «9-3»\n"))
    let none = try runProgram(pdx, ["graph", Self.file, "--lines", "1-1", "--lang", "en"])
    #expect(none.status == 2)
    #expect(
      none.stderr.hasPrefix(
        "error: lines 1-1 of «\(Self.file)» run no command: nothing to draw\n"))
    #expect(section.status == 0)
  }
}
