import Glibc
import PdxCommands
import PdxLanguage

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

  /// The most slots the cache grows to.
  static let slots = 4096
  /// The slots, a power of two: none before the first line, then doubled whenever a new line's
  /// slot holds another line, up to `slots` (then the new line takes the slot). A table of
  /// 4,096 made for every stream was a tenth of the run of a script of one line (made, then
  /// destroyed slot by slot); grown by how full it is instead, two lines of a loop that shared
  /// a slot took it from each other on every pass, and were parsed again each time.
  private var entries: [Entry?] = []

  /// FNV-1a: a few instructions a byte, enough to spread a script's lines.
  private static func slot(_ bytes: UnsafeBufferPointer<UInt8>, of count: Int) -> Int {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: h) & (count - 1)
  }

  func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Entry? {
    guard !entries.isEmpty, let entry = entries[LineCache.slot(bytes, of: entries.count)],
      entry.bytes.count == bytes.count
    else {
      return nil
    }
    let same = entry.bytes.withUnsafeBufferPointer {
      bytes.isEmpty || memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0
    }
    return same ? entry : nil
  }

  /// Keeps a line `find` missed.
  mutating func insert(_ key: [UInt8], text: String, parsed: ParsedLine) {
    let entry = Entry(bytes: key, text: text, parsed: parsed)
    while entries.isEmpty || entries[slot(of: entry)] != nil && entries.count < LineCache.slots {
      grow()
    }
    entries[slot(of: entry)] = entry
  }

  /// The number of slots (for tests).
  var slotCount: Int { entries.count }

  private func slot(of entry: Entry) -> Int {
    entry.bytes.withUnsafeBufferPointer { LineCache.slot($0, of: entries.count) }
  }

  /// Twice the slots, every line kept: lines in different slots stay in different slots.
  private mutating func grow() {
    let old = entries
    entries = [Entry?](repeating: nil, count: max(16, old.count * 2))
    for case let entry? in old { entries[slot(of: entry)] = entry }
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
  /// See `ScriptStream.beforeWaiting`.
  var beforeWaiting: (() -> Void)?

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
        let line = try lineBetween(start, nl)
        start = nl + 1
        return line
      }
      if eof {
        guard start < buffer.count else {
          closeFile()
          return nil
        }
        let line = try lineBetween(start, buffer.count)
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

  /// Whether telling the next line's first byte needs a read that may wait for input: nothing
  /// but blanks is buffered past this line, and the input has not ended.
  var mustWaitForNext: Bool {
    var i = start
    while i < buffer.count, buffer[i] == 0x20 || buffer[i] == 0x09 { i += 1 }
    return i >= buffer.count && !eof
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

  /// The first `count` bytes of the next line after its indent, fewer when the line ends (or
  /// the input does) before them; nothing is consumed.
  mutating func nextHead(_ count: Int) throws(ScriptError) -> [UInt8] {
    while true {
      var i = start
      while i < buffer.count, buffer[i] == 0x20 || buffer[i] == 0x09 { i += 1 }
      let end = min(buffer.count, i + count)
      if let lineEnd = buffer[i..<end].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
        return Array(buffer[i..<lineEnd])
      }
      // Only blanks and no line end: `next` reports the line if it grows too long.
      if end == i + count || eof || i - start > ScriptStream.maximumLineLength + 1 {
        return Array(buffer[i..<end])
      }
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
      Words(
        en: "line is longer than 1 MiB: a .pdx line is one command",
        es: "la línea pasa de 1 MiB: una línea de .pdx es una orden"))
  }

  /// The line between two offsets, without the byte order mark that may open the first line
  /// and the CR of a CRLF end; counted.
  private mutating func lineBetween(_ from: Int, _ to: Int) throws(ScriptError) -> Range<Int> {
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
    beforeWaiting?()
    let old = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: 1 << 16))
    var n = 0
    while true {
      // Asked before the read too: Ctrl-C pressed just before it would otherwise wait for the
      // next line.
      if let isInterrupted, isInterrupted() {
        buffer.removeLast(1 << 16)
        throw ScriptError(
          path: path, line: number, column: 0, Words(en: "interrupted", es: "interrumpido"),
          interrupted: true)
      }
      n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + old, 1 << 16) }
      // EINTR: a signal came while the read waited (Ctrl-C, or another one); the loop asks
      // `isInterrupted` which it was.
      guard n < 0 && errno == EINTR else { break }
    }
    if n < 0 {
      let why = String(cString: strerror(errno))
      closeFile()
      throw ScriptError(
        path: path, line: number, column: 0,
        Words(en: "cannot read \(path): \(why)", es: "no se puede leer \(path): \(why)"))
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
        Words(
          en: "invalid UTF-8: a .pdx file is UTF-8 text",
          es: "UTF-8 no válido: un fichero .pdx es texto UTF-8"))
    }
    if withBytes(r, { $0.count > 0 && memchr($0.baseAddress!, 0, $0.count) != nil }) {
      let column = text.distance(from: text.startIndex, to: text.firstIndex(of: "\0")!) + 1
      throw ScriptError(
        path: path, line: number, column: column,
        Words(en: "a NUL byte in a text line", es: "un byte NUL en una línea de texto"))
    }
    return text
  }
}
