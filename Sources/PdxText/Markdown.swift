extension String {
  /// The text as a cell of a Markdown table: each `|` escaped, so that it does not end the cell
  /// (the help's tables, the reference's table of events).
  package func replacingPipes() -> String {
    var out = ""
    for c in self { out += c == "|" ? "\\|" : String(c) }
    return out
  }
}
