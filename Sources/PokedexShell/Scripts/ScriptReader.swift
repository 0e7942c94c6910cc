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
  /// The file's lines as read (BOM and CR removed), for `--update`.
  public var rawLines: [String]
  public var usesCRLF: Bool
  public var hadBOM = false
}

/// A malformed script: where, and what was expected.
public struct ScriptError: Error, Sendable, Equatable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var column: Int
  public var message: String
  public var description: String { "\(path):\(line):\(column): \(message)" }
}

/// Reads `.pdx` text: UTF-8, one command per line, `#` comments, `##` narration, `| `
/// transcript lines after a command. CRLF line ends and a leading BOM are accepted.
public enum ScriptReader {
  public static func read(path: String) throws(ScriptError) -> Script {
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(path)
    } catch {
      throw ScriptError(path: path, line: 0, column: 0, message: error.message)
    }
    return try parse(bytes, path: path)
  }

  public static func parse(_ bytes: [UInt8], path: String) throws(ScriptError) -> Script {
    var body = bytes[...]
    let bom = body.starts(with: [0xEF, 0xBB, 0xBF])
    if bom { body = body.dropFirst(3) }
    var raw: [String] = []
    var crlf = false
    var lineNumber = 0
    for piece in body.split(separator: 0x0A, omittingEmptySubsequences: false) {
      lineNumber += 1
      var piece = piece
      if piece.last == 0x0D {
        piece = piece.dropLast()
        crlf = true
      }
      guard let text = String(validating: piece, as: UTF8.self) else {
        var decoder = UTF8()
        var bytes = piece.makeIterator()
        var column = 1
        decoding: while true {
          switch decoder.decode(&bytes) {
          case .scalarValue: column += 1
          case .emptyInput, .error: break decoding
          }
        }
        throw ScriptError(
          path: path, line: lineNumber, column: column,
          message: "invalid UTF-8: a .pdx file is UTF-8 text")
      }
      if text.contains("\0") {
        let column = text.distance(from: text.startIndex, to: text.firstIndex(of: "\0")!) + 1
        throw ScriptError(
          path: path, line: lineNumber, column: column, message: "a NUL byte in a text line")
      }
      raw.append(text)
    }
    if raw.last == "" { raw.removeLast() }
    return Script(
      path: path, lines: try lines(raw, path: path), rawLines: raw, usesCRLF: crlf, hadBOM: bom)
  }

  static func lines(_ raw: [String], path: String) throws(ScriptError) -> [ScriptLine] {
    var out: [ScriptLine] = []
    for (i, text) in raw.enumerated() {
      let number = i + 1
      let trimmed = text.drop(while: { $0 == " " || $0 == "\t" })
      if trimmed.hasPrefix("|") {
        guard let last = out.last, case .command = last.kind,
          last.transcriptLines == nil || last.transcriptLines!.upperBound == number
        else {
          throw ScriptError(
            path: path, line: number, column: 1,
            message: "a transcript line (| …) must follow a command or another transcript line")
        }
        let rest = trimmed.dropFirst()
        guard rest.isEmpty || rest.hasPrefix(" ") else {
          throw ScriptError(
            path: path, line: number, column: 2,
            message: "expected a space after | in a transcript line (| TEXT)")
        }
        out[out.count - 1].transcript = (last.transcript ?? []) + [String(rest.dropFirst())]
        let start = last.transcriptLines?.lowerBound ?? number
        out[out.count - 1].transcriptLines = start..<(number + 1)
        continue
      }
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("##") {
        var note = trimmed.dropFirst(2)
        if note.first == " " { note = note.dropFirst() }
        out.append(ScriptLine(number: number, kind: .narration(String(note))))
        continue
      }
      if trimmed.hasPrefix("#") { continue }
      do throws(ParseError) {
        guard let parsed = try Parser.parse(String(trimmed)) else { continue }
        if case .needsPassword = parsed.invocation {
          throw ParseError(
            kind: .argument, column: text.count + 1,
            message: "\(parsed.command): missing PASSWORD: a script cannot ask for it")
        }
        out.append(ScriptLine(number: number, kind: .command(String(trimmed), parsed)))
      } catch {
        if error.kind == .argument, trimmed.hasPrefix("!") {
          out.append(ScriptLine(number: number, kind: .command(String(trimmed), nil)))
          continue
        }
        let indent = text.count - trimmed.count
        throw ScriptError(
          path: path, line: number, column: error.column + indent, message: error.message)
      }
    }
    return out
  }
}
