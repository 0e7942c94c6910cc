/// Every sentence the pictures and the walkthrough pages write around what a script did (their
/// chrome), in one place: what a reader of another language gets is what changes here.
enum PictureText {
  /// The note that ends each part of a diagram too long for one.
  static func part(_ k: Int, of n: Int, limit: Int) -> String {
    "Part \(k) of \(n): too long for one Mermaid diagram (at most \(thousands(limit))"
      + " characters), the script is drawn in \(n) parts"
      + (k < n ? "; part \(k + 1) goes on from here" : "")
  }

  /// The place the map's moves from three boxes or more leave from.
  static let anywhere = "any screen"

  /// The map's legend, a line each: where the search starts, what a box and "any screen"
  /// mean, what a label counts; with coverage, how covered screens are marked (`covered`:
  /// "filled" or "green") and the figure.
  static func legend(
    _ graph: ScreenGraph, _ map: ScreenMap, coverage: ScreenGraph.Coverage?, covered: String
  ) -> [String] {
    var lines = ["How to read this map", "bold: where it starts, \(graph.screens.first ?? "")"]
    if !map.boxes.isEmpty { lines.append("a box: a family of screens; an arrow from it, from one") }
    if map.hasAnywhere {
      lines.append("\(anywhere): the move from \(ScreenMap.anywhereFrom) boxes or more")
    }
    lines.append("a label: two commands, +N more")
    if let coverage {
      lines.append("\(covered): what the scripts visit; ✓ a move they make")
      lines.append(graph.summary(coverage))
    }
    return lines
  }

  /// The comment on a part's second line: `part 1 of 3`.
  static func partComment(_ k: Int, of n: Int) -> String { "part \(k) of \(n)" }

  /// 50000 → "50,000".
  static func thousands(_ n: Int) -> String {
    let digits = Array(String(n))
    var out = ""
    for (i, d) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(d)
    }
    return out
  }
}

/// The walkthrough page's own words (`pdx walk --markdown`, docs/reference.md §8.4).
enum PageText {
  static func generated(_ shown: String) -> String {
    Page.mark + "\(shown)`: edit the script, not this page. -->"
  }

  static func indexGenerated(_ folder: String) -> String {
    Page.mark + "\(folder)`: edit the scripts, not these pages. -->"
  }

  static let indexTitle = "Walkthroughs"

  /// Under the introduction: how the page is drawn.
  static func howToRead(_ shown: String) -> String {
    "Each section is drawn as a sequence diagram of its commands: who sends what to whom, and"
      + " the changes the section is about. Every transition is folded under its command;"
      + " `pdx graph \(shown) --detail all` draws the whole chain."
  }

  /// Before a section's diagram drawn in parts.
  static func inParts(_ n: Int) -> String {
    "*This section is drawn in \(n) parts: Mermaid draws at most"
      + " \(PictureText.thousands(Mermaid.maxText)) characters in one diagram.*"
  }

  static let refused = "refused, as the walkthrough expects"
  static let stops = "*The walkthrough stops here.*"

  /// `FILE:LINE: failed: got …` (the actual part when there is one).
  static func failed(_ location: String?, got actual: String?) -> String {
    (location.map { "\($0): " } ?? "") + "failed" + (actual.map { ": got `\($0)`" } ?? "")
  }

  /// `signup and 4 more`.
  static func andMore(_ first: String, _ more: Int) -> String {
    first + (more > 0 ? " and \(more) more" : "")
  }

  /// `1 change`, `20 changes`.
  static func changes(_ n: Int) -> String { "\(n) change" + (n == 1 ? "" : "s") }
}
