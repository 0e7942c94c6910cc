// TAB completion on the libedit line: the word before the cursor is completed from the
// candidates `EditLineSource.completer` gives, or they are listed below the line.

import CLibEdit
import PdxInteractive

extension EditLineSource {
  /// The `pdx-complete` editor function, bound to TAB: returns the CC_* code for libedit.
  func complete(_ editLine: OpaquePointer) -> UInt8 {
    guard let completer, let info = el_line(editLine)?.pointee else { return UInt8(CC_ERROR) }
    let before = Self.bytes(from: info.buffer, to: info.cursor)
    let after = Self.bytes(from: info.cursor, to: info.lastchar)
    let lineBeforeCursor = String(decoding: before, as: UTF8.self)
    let (offset, proposed) = completer(lineBeforeCursor)
    let wordStart = min(max(offset, 0), before.count)
    let word = String(decoding: before[wordStart...], as: UTF8.self)
    var seen = Set<String>()
    let candidates = proposed.filter { seen.insert($0).inserted }
    guard let first = candidates.first else { return UInt8(CC_ERROR) }
    if candidates.count == 1 {
      replaceWord(word, with: Completion.completed(first), in: editLine)
      return UInt8(CC_REFRESH)
    }
    let prefix = Self.commonPrefix(candidates)
    if prefix.unicodeScalars.count > word.unicodeScalars.count {
      replaceWord(word, with: prefix, in: editLine)
      return UInt8(CC_REFRESH)
    }
    listCandidates(
      candidates,
      widthBefore: displayWidth(lineBeforeCursor),
      widthAfter: displayWidth(String(decoding: after, as: UTF8.self))
    )
    return UInt8(CC_REDISPLAY)
  }

  private func replaceWord(_ word: String, with text: String, in editLine: OpaquePointer) {
    var insertion = text
    if text.utf8.starts(with: word.utf8) {
      insertion = String(decoding: text.utf8.dropFirst(word.utf8.count), as: UTF8.self)
    } else {
      el_deletestr(editLine, Int32(word.unicodeScalars.count))
    }
    if !insertion.isEmpty { _ = el_insertstr(editLine, insertion) }
  }

  /// Writes the candidates in columns below the line being edited and leaves the cursor where
  /// libedit's redisplay (CC_REDISPLAY) clears and redraws the prompt and line under the list.
  private func listCandidates(_ candidates: [String], widthBefore: Int, widthAfter: Int) {
    let columns = TerminalWidth.columns() ?? 80
    // libedit thinks it is on the cursor's row of the line, and redraws relative to that.
    let cursorRow = (promptWidth + widthBefore) / columns
    let lastRow = (promptWidth + widthBefore + widthAfter) / columns
    let widths = candidates.map(displayWidth)
    let cellWidth = (widths.max() ?? 0) + 2
    let perRow = max(1, (columns + 2) / cellWidth)
    let rows = (candidates.count + perRow - 1) / perRow
    var text = String(repeating: "\r\n", count: lastRow - cursorRow + 1)
    for row in 0..<rows {
      var index = row
      while index < candidates.count {
        text += candidates[index]
        if index + rows < candidates.count {
          text += String(repeating: " ", count: cellWidth - widths[index])
        }
        index += rows
      }
      text += "\r\n"
    }
    text += String(repeating: "\r\n", count: cursorRow)
    Self.write(1, text)
  }

  private static func commonPrefix(_ strings: [String]) -> String {
    guard var prefix = strings.first.map({ Array($0.unicodeScalars) }) else { return "" }
    for string in strings.dropFirst() {
      var length = 0
      for scalar in string.unicodeScalars {
        guard length < prefix.count, prefix[length] == scalar else { break }
        length += 1
      }
      prefix.removeSubrange(length...)
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: prefix)
    return result
  }
}
