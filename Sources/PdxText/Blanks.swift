/// Blanks: the spaces and tabs around a line's words.
extension StringProtocol {
  /// The text after its leading spaces and tabs, found on the UTF-8 bytes (the hot path of
  /// reading a script does not need grapheme breaking for that).
  package func droppingIndent() -> SubSequence {
    var i = startIndex
    while i < endIndex, let b = utf8[i...].first, b == 0x20 || b == 0x09 {
      i = utf8.index(after: i)
    }
    return self[i...]
  }

  /// The text without the blanks (spaces and tabs) at either end: a script's header value, a
  /// command as `undo` names it (without the spaces a completion left at its end), what a
  /// walkthrough's prompt reads. The one trimming of blanks pdx does.
  public func trimmingBlanks() -> String {  // lint: one-trim (the one)
    var text = droppingIndent()
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return String(text)
  }
}
