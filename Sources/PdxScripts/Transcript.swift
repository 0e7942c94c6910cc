/// Transcript blocks: exact lines, where `...` alone matches any number of lines.
public enum Transcript {
  /// Whether `actual` fits `expected`. A wildcard match with backtracking to the last `...`
  /// only: at most (expected lines × actual lines) comparisons, and each compares two numbers
  /// (the lines are numbered first), so a 10,000-line block checks in milliseconds whatever
  /// it holds. (Trying every split at every `...` was exponential in the number of `...`.)
  public static func matches(expected: [String], actual: [String]) -> Bool {
    var numbers: [String: Int] = [:]
    func number(_ line: String) -> Int {
      if let n = numbers[line] { return n }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let wildcard = number("...")
    let e = expected.map(number)
    let a = actual.map(number)
    var (i, j) = (0, 0)
    // The last `...` seen, and the actual line it was tried against.
    var star: (i: Int, j: Int)?
    while j < a.count {
      if i < e.count, e[i] == wildcard {
        star = (i, j)
        i += 1
      } else if i < e.count, e[i] == a[j] {
        i += 1
        j += 1
      } else if let s = star {
        // The `...` takes one more line, and the lines after it are tried from there.
        star = (s.i, s.j + 1)
        i = s.i + 1
        j = s.j + 1
      } else {
        return false
      }
    }
    while i < e.count, e[i] == wildcard { i += 1 }
    return i == e.count
  }
}

extension Transcript {
  /// The script's file, `bytes`, with each transcript block replaced by the real output of its
  /// command; nil when every block already matches (`...` included) and nothing is to be written.
  ///
  /// Only the blocks replaced change: every other byte is copied as it was (the BOM, each
  /// line's own ending, LF or CRLF even mixed in one file, a last line without one). A new block
  /// line takes the indent of the old block's first line, and the ending of the line it
  /// replaces; lines beyond the old block take the ending of the command line above them. A
  /// block that ended the file without a line end still does.
  public static func rewrite(
    _ bytes: [UInt8], script: Script, outputs: [Location: [String]]
  ) -> [UInt8]? {
    rewritten(bytes, script: script, outputs: outputs)?.bytes
  }

  /// The same, with how many blocks were replaced.
  public static func rewritten(
    _ bytes: [UInt8], script: Script, outputs: [Location: [String]]
  ) -> (bytes: [UInt8], blocks: Int)? {
    var blocks: [(lines: Range<Int>, actual: [String])] = []
    for line in script.lines {
      guard let block = line.transcriptLines, let expected = line.transcript,
        let actual = outputs[Location(path: script.path, line: line.number)],
        !matches(expected: expected, actual: actual)
      else { continue }
      blocks.append((block, actual))
    }
    guard !blocks.isEmpty else { return nil }
    let lines = LineSpans(bytes)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var copied = 0
    for (block, actual) in blocks.sorted(by: { $0.lines.lowerBound < $1.lines.lowerBound }) {
      let start = lines.span(block.lowerBound).lowerBound
      out += bytes[copied..<start]
      var indentEnd = start
      while indentEnd < bytes.count, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 {
        indentEnd += 1
      }
      let indent = bytes[start..<indentEnd]
      let endings = block.map { lines.ending($0) }
      let commandEnding = lines.ending(block.lowerBound - 1)
      let last = endings[endings.count - 1]
      for (j, text) in actual.enumerated() {
        out += indent
        out += text.isEmpty ? Array("|".utf8) : Array(("| " + text).utf8)
        if j == actual.count - 1, !last.contains(0x0A) {
          out += last
        } else if j < endings.count, endings[j].contains(0x0A) {
          out += endings[j]
        } else {
          out += commandEnding
        }
      }
      copied = lines.span(block.upperBound - 1).upperBound
    }
    out += bytes[copied...]
    return out == bytes ? nil : (out, blocks.count)
  }
}

extension Transcript {
  /// How many transcript blocks differ between two texts of one script (the same commands,
  /// other transcripts).
  package static func blocksChanged(from old: [UInt8], to new: [UInt8], path: String) -> Int {
    guard let a = try? ScriptReader.parse(old, path: path),
      let b = try? ScriptReader.parse(new, path: path)
    else { return 0 }
    let before = a.lines.compactMap(\.transcript)
    let after = b.lines.compactMap(\.transcript)
    return zip(before, after).filter { $0 != $1 }.count
  }
}

/// Where each line of a file's bytes is, numbered from 1 as `ScriptReader` numbers them (split
/// on LF; a last line without one counts).
private struct LineSpans {
  let bytes: [UInt8]
  /// The offset where each line starts.
  private var starts: [Int] = [0]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    for (i, b) in bytes.enumerated() where b == 0x0A && i + 1 < bytes.count {
      starts.append(i + 1)
    }
  }

  /// Line `number`'s bytes, its line end included.
  func span(_ number: Int) -> Range<Int> {
    starts[number - 1]..<(number < starts.count ? starts[number] : bytes.count)
  }

  /// Line `number`'s own ending: CRLF, LF, or for a last line without LF a lone CR or nothing.
  func ending(_ number: Int) -> ArraySlice<UInt8> {
    let line = span(number)
    var from = line.upperBound
    if from > line.lowerBound, bytes[from - 1] == 0x0A { from -= 1 }
    if from > line.lowerBound, bytes[from - 1] == 0x0D { from -= 1 }
    return bytes[from..<line.upperBound]
  }
}
