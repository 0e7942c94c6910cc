import Glibc

/// One meaningful line of a `.pdx` file.
public struct ScriptLine: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// `## text`: shown by walkthroughs.
    case narration(String)
    /// A command, as typed at the prompt, parsed when the file is read; nil for a `!` line
    /// whose argument error is what it asserts (reported when it runs).
    case command(String, ParsedLine?)
  }

  public var number: Int
  public var kind: Kind
  /// The `| ` lines right after a command: its expected output, exact (`...` matches any
  /// lines). nil when the command has no transcript block.
  public var transcript: [String]?
  /// The line numbers the transcript block spans, for `--update`.
  public var transcriptLines: Range<Int>?
}

/// A `.pdx` file, read and checked: every line parsed before anything runs.
public struct Script: Sendable, Equatable {
  public var path: String
  public var lines: [ScriptLine]
  public var usesCRLF: Bool
  public var hadBOM = false
}

/// A malformed script: where, and what was expected.
public struct ScriptError: Error, Sendable, Equatable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var column: Int
  public var message: String
  /// Set when Ctrl-C ended a read that was waiting for input (see `ScriptStream.isInterrupted`):
  /// nothing is wrong with the script, and `Session.runScript` reports `.interrupted`.
  public var interrupted = false
  /// `a.pdx:3:7: …` for a line; the message alone for the whole file (it names the file).
  public var description: String {
    line == 0 ? message : "\(path):\(line):\(column): \(message)"
  }
}

/// Reads `.pdx` text: UTF-8, one command per line, `#` comments, `##` narration, `| `
/// transcript lines after a command. CRLF line ends and a leading BOM are accepted.
public enum ScriptReader {
  /// The whole file, every line checked (for `--update`, tests and small scripts).
  public static func read(path: String) throws(ScriptError) -> Script {
    var stream = try ScriptStream(path: path)
    return try stream.collect()
  }

  public static func parse(_ bytes: [UInt8], path: String) throws(ScriptError) -> Script {
    var stream = ScriptStream(bytes: bytes, path: path)
    return try stream.collect()
  }
}

/// Where a run takes its lines from: a whole `Script`, or a `ScriptStream`.
public protocol ScriptSource {
  var path: String { get }
  mutating func next() throws(ScriptError) -> ScriptLine?
}

extension Script {
  /// The lines of an already-read script, as a source.
  public struct Lines: ScriptSource {
    public let path: String
    let lines: [ScriptLine]
    var index = 0
    public mutating func next() throws(ScriptError) -> ScriptLine? {
      guard index < lines.count else { return nil }
      index += 1
      return lines[index - 1]
    }
  }

  public var source: Lines { Lines(path: path, lines: lines) }
}

/// A script read line by line, each line checked as it is reached: a million-line script costs
/// the memory of one line. Lines are classified on their bytes; a command line seen before is
/// not decoded or parsed again (a cache keyed by its bytes, like a prepared statement).
public struct ScriptStream: ScriptSource {
  /// The longest line a script may have, in bytes (its line end not counted): a .pdx line is
  /// one command, so a longer one is a mistake (a binary file, `/dev/zero` on stdin), reported
  /// at its line instead of read into memory without end.
  public static let maximumLineLength = 1 << 20

  public let path: String
  private var raw: RawLines
  private var cache = LineCache()

  /// Asked when a read is interrupted by a signal (EINTR), and before each read: true ends the
  /// read with an error whose `interrupted` is set, false reads on. Whoever creates the stream
  /// sets it where Ctrl-C should stop a script that waits for input (stdin, `Session.include`);
  /// nil reads on, as before.
  public var isInterrupted: (() -> Bool)? {
    get { raw.isInterrupted }
    set { raw.isInterrupted = newValue }
  }

  /// Lines from a regular file. Anything else (a directory, a FIFO, a device) is refused, and
  /// opening never blocks: see `FileIO.openRegularFile`.
  public init(path: String) throws(ScriptError) {
    self.path = path
    let fd: Int32
    do {
      fd = try FileIO.openRegularFile(path)
    } catch {
      throw ScriptError(path: path, line: 0, column: 0, message: error.message)
    }
    raw = RawLines(fd: fd, path: path)
  }

  public init(bytes: [UInt8], path: String) {
    self.path = path
    raw = RawLines(bytes: bytes, path: path)
  }

  /// Lines from an open descriptor, such as stdin (`pdx run -`); it is not closed at the end.
  public init(fd: Int32, path: String) {
    self.path = path
    raw = RawLines(fd: dup(fd), path: path)
  }

  /// The next meaningful line (narration or command with its transcript), nil at the end.
  public mutating func next() throws(ScriptError) -> ScriptLine? {
    while true {
      guard let line = try raw.next() else { return nil }
      let number = raw.number
      let body = raw.droppingIndent(line)
      let first = body.isEmpty ? nil : raw[body.lowerBound]
      if first == UInt8(ascii: "|") {
        _ = try raw.string(line)  // an invalid line says so first
        throw ScriptError(
          path: path, line: number, column: 1,
          message: "a transcript line (| …) must follow a command or another transcript line")
      }
      if first == nil || first == UInt8(ascii: "#") {
        let text = try raw.string(line)
        guard first != nil else { continue }
        let trimmed = text.droppingIndent()
        if trimmed.utf8.dropFirst().first == UInt8(ascii: "#") {
          var note = trimmed.dropFirst(2)
          if note.first == " " { note = note.dropFirst() }
          return ScriptLine(number: number, kind: .narration(String(note)))
        }
        continue
      }
      var command: ScriptLine
      if let hit = raw.withBytes(body, { cache.find($0) }) {
        // Most lines have no transcript: handed over as they are.
        guard try raw.nextStartsWithBar() else {
          return ScriptLine(number: number, kind: .command(hit.text, hit.parsed))
        }
        command = ScriptLine(number: number, kind: .command(hit.text, hit.parsed))
      } else {
        let text = try raw.string(line)
        let key = raw.withBytes(body) { Array($0) }
        guard let parsed = try self.command(number: number, text: text, key: key) else {
          continue
        }
        command = parsed
      }
      // The `| ` lines right after it are its transcript, appended in place: a block of n
      // lines costs n appends, not n copies of a growing array.
      var transcript: [String] = []
      var firstLine = 0
      while try raw.nextStartsWithBar() {
        guard let t = try raw.next() else { break }
        let n = raw.number
        let text = try raw.string(t)
        let tt = text.droppingIndent()
        let rest = tt.dropFirst()
        guard rest.isEmpty || rest.hasPrefix(" ") else {
          throw ScriptError(
            path: path, line: n, column: text.count - tt.count + 2,
            message: "expected a space after | in a transcript line (| TEXT)")
        }
        if transcript.isEmpty { firstLine = n }
        transcript.append(String(rest.dropFirst()))
      }
      if !transcript.isEmpty {
        command.transcriptLines = firstLine..<(firstLine + transcript.count)
        command.transcript = transcript
      }
      return command
    }
  }

  /// The whole script, every line checked.
  public mutating func collect() throws(ScriptError) -> Script {
    var lines: [ScriptLine] = []
    while let line = try next() { lines.append(line) }
    return Script(path: path, lines: lines, usesCRLF: raw.sawCRLF, hadBOM: raw.hadBOM)
  }

  /// A command line not seen before: parsed, and kept in the cache under `key`, its bytes.
  private mutating func command(number: Int, text: String, key: [UInt8])
    throws(ScriptError) -> ScriptLine?
  {
    let trimmed = text.droppingIndent()
    do throws(ParseError) {
      guard let parsed = try Parser.parse(String(trimmed)) else { return nil }
      if case .needsPassword = parsed.invocation, !parsed.negated {
        throw ParseError(
          kind: .argument, column: text.count + 1,
          message: "\(parsed.command): missing PASSWORD: a script cannot ask for it")
      }
      let line = String(trimmed)
      cache.insert(key, text: line, parsed: parsed)
      return ScriptLine(number: number, kind: .command(line, parsed))
    } catch {
      if error.kind == .argument, trimmed.hasPrefix("!") {
        return ScriptLine(number: number, kind: .command(String(trimmed), nil))
      }
      let indent = text.count - trimmed.count
      throw ScriptError(
        path: path, line: number, column: error.column + indent, message: error.message)
    }
  }
}

/// Parsed command lines by their bytes, direct-mapped (a new line takes its slot): scripts
/// repeat their lines, and a hit costs a hash and a compare instead of a decode and a parse.
struct LineCache {
  /// Shared, not copied: a hit costs one retain.
  final class Entry {
    let bytes: [UInt8]
    let text: String
    let parsed: ParsedLine
    init(bytes: [UInt8], text: String, parsed: ParsedLine) {
      self.bytes = bytes
      self.text = text
      self.parsed = parsed
    }
  }

  static let slots = 4096
  private var entries = [Entry?](repeating: nil, count: LineCache.slots)

  /// FNV-1a: a few instructions a byte, enough to spread a script's lines.
  private static func slot(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: h) & (slots - 1)
  }

  func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Entry? {
    guard let entry = entries[LineCache.slot(bytes)], entry.bytes.count == bytes.count else {
      return nil
    }
    let same = entry.bytes.withUnsafeBufferPointer {
      bytes.isEmpty || memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0
    }
    return same ? entry : nil
  }

  mutating func insert(_ key: [UInt8], text: String, parsed: ParsedLine) {
    let i = key.withUnsafeBufferPointer { LineCache.slot($0) }
    entries[i] = Entry(bytes: key, text: text, parsed: parsed)
  }
}

/// Lines of bytes from a file (read in chunks) or from memory: the BOM dropped, CR before LF
/// dropped. A line is a range of the buffer, valid until the next read; `string` checks it is
/// UTF-8 without NUL. A line longer than `ScriptStream.maximumLineLength` is an error, found
/// before more than that is read.
struct RawLines {
  /// Closes the file when the last copy of the reader goes away.
  final class Descriptor {
    var fd: Int32
    init(_ fd: Int32) { self.fd = fd }
    func close() {
      if fd >= 0 { _ = Glibc.close(fd) }
      fd = -1
    }
    deinit { close() }
  }

  let path: String
  private let file: Descriptor?
  private var buffer: [UInt8]
  private var start = 0
  private var eof: Bool
  private(set) var number = 0
  private(set) var sawCRLF = false
  private(set) var hadBOM = false
  /// See `ScriptStream.isInterrupted`.
  var isInterrupted: (() -> Bool)?

  init(fd: Int32, path: String) {
    file = Descriptor(fd)
    self.path = path
    buffer = []
    eof = false
  }

  init(bytes: [UInt8], path: String) {
    file = nil
    self.path = path
    buffer = bytes
    eof = true
  }

  subscript(i: Int) -> UInt8 { buffer[i] }

  /// The next line's bytes, nil at the end of the input.
  mutating func next() throws(ScriptError) -> Range<Int>? {
    while true {
      if let nl = newline(from: start) {
        let line = try trim(start, nl)
        start = nl + 1
        return line
      }
      if eof {
        guard start < buffer.count else {
          closeFile()
          return nil
        }
        let line = try trim(start, buffer.count)
        start = buffer.count
        return line
      }
      // No line end yet in more than the longest line and its CR: stop here, not at the end
      // of memory.
      if buffer.count - start > ScriptStream.maximumLineLength + 1 {
        throw tooLong(line: number + 1)
      }
      try fill()
    }
  }

  /// Whether the next line, after its indent, starts with `|` (it is not consumed).
  mutating func nextStartsWithBar() throws(ScriptError) -> Bool {
    while true {
      var i = start
      while i < buffer.count, buffer[i] == 0x20 || buffer[i] == 0x09 { i += 1 }
      if i < buffer.count { return buffer[i] == UInt8(ascii: "|") }
      // Only blanks and no line end: `next` reports the line if it grows too long.
      if eof || i - start > ScriptStream.maximumLineLength + 1 { return false }
      try fill()
    }
  }

  func withBytes<T>(_ r: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[r])) }
  }

  /// The range after its leading spaces and tabs.
  func droppingIndent(_ r: Range<Int>) -> Range<Int> {
    var lo = r.lowerBound
    while lo < r.upperBound, buffer[lo] == 0x20 || buffer[lo] == 0x09 { lo += 1 }
    return lo..<r.upperBound
  }

  private func newline(from i: Int) -> Int? {
    guard i < buffer.count else { return nil }
    return buffer.withUnsafeBytes { all in
      guard let p = memchr(all.baseAddress! + i, 0x0A, all.count - i) else { return nil }
      return all.baseAddress!.distance(to: UnsafeRawPointer(p))
    }
  }

  private func tooLong(line: Int) -> ScriptError {
    ScriptError(
      path: path, line: line, column: 1,
      message: "line is longer than 1 MiB: a .pdx line is one command")
  }

  private mutating func trim(_ from: Int, _ to: Int) throws(ScriptError) -> Range<Int> {
    number += 1
    var lo = from
    var hi = to
    if number == 1, hi - lo >= 3, buffer[lo] == 0xEF, buffer[lo + 1] == 0xBB, buffer[lo + 2] == 0xBF
    {
      lo += 3
      hadBOM = true
    }
    if hi > lo, buffer[hi - 1] == 0x0D {
      hi -= 1
      sawCRLF = true
    }
    guard hi - lo <= ScriptStream.maximumLineLength else { throw tooLong(line: number) }
    return lo..<hi
  }

  private mutating func fill() throws(ScriptError) {
    guard let fd = file?.fd, fd >= 0 else {
      eof = true
      return
    }
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    let old = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: 1 << 16))
    var n = 0
    while true {
      // Asked before the read too: Ctrl-C pressed just before it would otherwise wait for the
      // next line.
      if let isInterrupted, isInterrupted() {
        buffer.removeLast(1 << 16)
        throw ScriptError(
          path: path, line: number, column: 0, message: "interrupted", interrupted: true)
      }
      n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + old, 1 << 16) }
      // EINTR: a signal came while the read waited (Ctrl-C, or another one); the loop asks
      // `isInterrupted` which it was.
      guard n < 0 && errno == EINTR else { break }
    }
    if n < 0 {
      let why = String(cString: strerror(errno))
      closeFile()
      throw ScriptError(path: path, line: number, column: 0, message: "cannot read \(path): \(why)")
    }
    buffer.removeLast((1 << 16) - n)
    if n == 0 { eof = true }
  }

  private mutating func closeFile() {
    file?.close()
    eof = true
  }

  /// The line as text: an error at its column when it is not UTF-8 or holds a NUL.
  func string(_ r: Range<Int>) throws(ScriptError) -> String {
    let decoded = withBytes(r) { String(validating: $0, as: UTF8.self) }
    guard let text = decoded else {
      var decoder = UTF8()
      var bytes = buffer[r].makeIterator()
      var column = 1
      decoding: while true {
        switch decoder.decode(&bytes) {
        case .scalarValue: column += 1
        case .emptyInput, .error: break decoding
        }
      }
      throw ScriptError(
        path: path, line: number, column: column,
        message: "invalid UTF-8: a .pdx file is UTF-8 text")
    }
    if withBytes(r, { $0.count > 0 && memchr($0.baseAddress!, 0, $0.count) != nil }) {
      let column = text.distance(from: text.startIndex, to: text.firstIndex(of: "\0")!) + 1
      throw ScriptError(
        path: path, line: number, column: column, message: "a NUL byte in a text line")
    }
    return text
  }
}

extension StringProtocol {
  /// The text after its leading spaces and tabs, found on the UTF-8 bytes (the hot path of
  /// reading a script does not need grapheme breaking for that).
  func droppingIndent() -> SubSequence {
    var i = startIndex
    while i < endIndex, let b = utf8[i...].first, b == 0x20 || b == 0x09 {
      i = utf8.index(after: i)
    }
    return self[i...]
  }
}
