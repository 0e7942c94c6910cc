import Glibc
import PdxCommands
import PdxLanguage
import PdxText
import PokedexCore

/// One meaningful line of a `.pdx` file.
public struct ScriptLine: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// `## text`: shown by walkthroughs; in English, the `## en: text` line after it when it
    /// has one, else the same text.
    case narration(Words)
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
  /// The teacher's `#?` lines right before it: what `walk --predict` asks here (`Ask`).
  public var ask: Ask?
}

/// A `.pdx` file, read and checked: every line parsed before anything runs.
public struct Script: Sendable, Equatable {
  public var path: String
  public var lines: [ScriptLine]
  public var usesCRLF: Bool
  public var hadBOM = false
  /// The comment the file opens with (its `#` lines up to the first other line, each without
  /// its `#` and the space after it): a walkthrough's title and introduction.
  public var header: [String] = []
  /// The language its transcripts and `expect output contains` lines are written in, from a
  /// `# lang: en|es` line before its first command; nil when it says none (English).
  public var language: Language?
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
  /// The opening comment so far (`Script.header`); `inHeader` until another line is read.
  public private(set) var header: [String] = []
  private var inHeader = true
  /// The `# lang:` line's language, and whether a command or narration came yet (after which
  /// the language cannot be declared).
  public private(set) var language: Language?
  private var languageLine = 0
  private var begun = false
  /// `#?` lines read, waiting for the line they stand before (`Ask`).
  private var asking: [Ask.Raw] = []

  /// Asked when a read is interrupted by a signal (EINTR), and before each read: true ends the
  /// read with an error whose `interrupted` is set, false reads on. Whoever creates the stream
  /// sets it where Ctrl-C should stop a script that waits for input (stdin, `Session.include`);
  /// nil reads on, as before.
  public var isInterrupted: (() -> Bool)? {
    get { raw.isInterrupted }
    set { raw.isInterrupted = newValue }
  }

  /// Lines read as they arrive (stdin): a command is handed over as soon as its line is whole,
  /// not when the next line shows whether a transcript follows it, so that whoever feeds the
  /// lines one at a time gets each answer before sending the next. Its transcript, if one
  /// follows, is read by `transcriptAfterRun`.
  public var readsAsLinesArrive = false
  /// A command handed over before its next line was read.
  private var transcriptPending = false
  /// Called before a read that may wait for input (to flush what the last command printed).
  public var beforeWaiting: (() -> Void)? {
    get { raw.beforeWaiting }
    set { raw.beforeWaiting = newValue }
  }

  /// Lines from a regular file. Anything else (a directory, a FIFO, a device) is refused, and
  /// opening never blocks: see `FileIO.openRegularFile`.
  public init(path: String) throws(ScriptError) {
    self.path = path
    let fd: Int32
    do {
      fd = try FileIO.openRegularFile(path)
    } catch {
      throw ScriptError(path: path, line: 0, column: 0, error.words)
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

  /// Whether an error about one of its lines may quote the line: not when the file is not a
  /// `.pdx` script (stdin aside), which may be anything (`pdx run .env`): its text, a token
  /// perhaps, must not reach a CI log through an error message.
  public var quotesLines: Bool { path == "<stdin>" || path == "-" || path.hasSuffix(".pdx") }

  /// The next meaningful line (narration or command with its transcript), nil at the end.
  public mutating func next() throws(ScriptError) -> ScriptLine? {
    do {
      // A transcript nobody asked for is still the last command's, not a line of its own.
      if transcriptPending { _ = try transcriptAfterRun() }
      return try nextLine()
    } catch {
      guard !quotesLines, error.line > 0, !error.interrupted else { throw error }
      var quiet = error
      quiet.words = Words(
        en: "this line is not one pdx runs; \(path) is not a .pdx script, so its text is not shown",
        es: "pdx no ejecuta esta línea: \(path) no es un guion .pdx, así que su texto no se"
          + " muestra")
      throw quiet
    }
  }

  private mutating func nextLine() throws(ScriptError) -> ScriptLine? {
    while true {
      guard let line = try raw.next() else {
        try noLineAsked()
        return nil
      }
      let number = raw.number
      let body = raw.droppingIndent(line)
      let first = body.isEmpty ? nil : raw[body.lowerBound]
      if first == UInt8(ascii: "|") {
        _ = try raw.string(line)  // an invalid line says so first
        throw ScriptError(
          path: path, line: number, column: 1,
          Words(
            en: "a transcript line (| …) must follow a command or another transcript line",
            es: "una línea de transcripción (| …) va después de una orden o de otra línea de"
              + " transcripción"))
      }
      if first == nil || first == UInt8(ascii: "#") {
        let text = try raw.string(line)
        guard first != nil else {
          inHeader = false
          continue
        }
        let trimmed = text.droppingIndent()
        if trimmed.utf8.dropFirst().first == UInt8(ascii: "#") {
          inHeader = false
          begun = true
          try noLineAsked()
          return try narration(Script.narrationNote(trimmed), line: number, text: text)
        }
        if trimmed.utf8.dropFirst().first == UInt8(ascii: "?") {
          inHeader = false
          asking.append((number, trimmed.dropFirst(2), text.count - trimmed.count + 3))
          continue
        }
        let comment = trimmed.dropFirst()
        let spoken = comment.drop { $0 == " " || $0 == "\t" }
        if spoken.hasPrefix(Self.languageKey) {
          try declareLanguage(
            spoken.dropFirst(Self.languageKey.count), line: number,
            column: text.count - spoken.count + 1)
          continue
        }
        if inHeader { header.append(String(comment.first == " " ? comment.dropFirst() : comment)) }
        continue
      }
      inHeader = false
      begun = true
      var command: ScriptLine
      // The cache is captured as a value (one retain): a closure that read it through `self`
      // made Swift copy the whole reader to keep the two accesses apart.
      if let hit = raw.withBytes(body, { [cache] in cache.find($0) }) {
        let ask = asking.isEmpty ? nil : try takeAsk(before: hit.parsed)
        if readsAsLinesArrive, raw.mustWaitForNext {
          transcriptPending = true
          return ScriptLine(number: number, kind: .command(hit.text, hit.parsed), ask: ask)
        }
        // Most lines have no transcript: handed over as they are.
        guard try raw.nextStartsWithBar() else {
          return ScriptLine(number: number, kind: .command(hit.text, hit.parsed), ask: ask)
        }
        command = ScriptLine(number: number, kind: .command(hit.text, hit.parsed), ask: ask)
      } else {
        let text = try raw.string(line)
        let key = raw.withBytes(body) { Array($0) }
        guard let parsed = try self.command(number: number, text: text, key: key) else {
          continue
        }
        command = parsed
        if !asking.isEmpty, case .command(_, let line) = parsed.kind {
          command.ask = try takeAsk(before: line)
        }
      }
      if readsAsLinesArrive, raw.mustWaitForNext {
        transcriptPending = true
        return command
      }
      if let (lines, range) = try transcriptLines() {
        command.transcriptLines = range
        command.transcript = lines
      }
      return command
    }
  }

  /// A Spanish narration line and the English one right after it, if any (read now: a
  /// narration read as lines arrive waits for the next line to know). An English line anywhere
  /// else translates nothing, and is an error.
  private mutating func narration(
    _ note: Substring, line: Int, text: String
  ) throws(ScriptError) -> ScriptLine {
    guard Script.englishNarration(note) == nil else {
      throw ScriptError(
        path: path, line: line, column: text.count - text.droppingIndent().count + 1,
        Words(
          en: "an English narration line (## en: …) goes right after the Spanish narration line"
            + " (## …) it translates",
          es: "una línea de narración en inglés (## en: …) va justo después de la línea de"
            + " narración en español (## …) que traduce"))
    }
    var english = String(note)
    if Script.opensEnglishNarration(try raw.nextHead(Script.englishNarrationHead)),
      let next = try raw.next()
    {
      let translation = try raw.string(next).droppingIndent()
      english = String(Script.englishNarration(Script.narrationNote(translation)) ?? "")
    }
    return ScriptLine(number: line, kind: .narration(Words(en: english, es: String(note))))
  }

  /// `#?` lines with no line to stand before (narration next, or the end): their error.
  private mutating func noLineAsked() throws(ScriptError) {
    if !asking.isEmpty { _ = try takeAsk(before: nil) }
  }

  /// The `#?` lines read so far, for the line they stand before (nil: narration or the end,
  /// which they may not stand before).
  private mutating func takeAsk(before line: ParsedLine?) throws(ScriptError) -> Ask {
    defer { asking = [] }
    return try Ask.read(asking, before: line, path: path)
  }

  public mutating func transcriptAfterRun() throws(ScriptError) -> [String]? {
    guard transcriptPending else { return nil }
    transcriptPending = false
    return try transcriptLines()?.lines
  }

  /// The `| ` lines that follow a command, and where they are; nil when none follows.
  private mutating func transcriptLines() throws(ScriptError) -> (
    lines: [String], range: Range<Int>
  )? {
    // The `| ` lines right after it are its transcript, appended in place: a block of n lines
    // costs n appends, not n copies of a growing array.
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
          Words(
            en: "expected a space after | in a transcript line (| TEXT)",
            es: "se esperaba un espacio después de | en una línea de transcripción (| TEXTO)"))
      }
      if transcript.isEmpty { firstLine = n }
      transcript.append(String(rest.dropFirst()))
    }
    guard !transcript.isEmpty else { return nil }
    return (transcript, firstLine..<(firstLine + transcript.count))
  }

  /// How a comment that declares the script's language starts: `# lang: es`.
  static let languageKey = "lang:"

  /// `# lang: VALUE`: once, before the first command or narration, and a language pdx speaks.
  private mutating func declareLanguage(
    _ rest: Substring, line: Int, column: Int
  ) throws(ScriptError) {
    let value = rest.trimmingBlanks()
    let valueColumn = column + Self.languageKey.count + (rest.count - rest.drop { $0 == " " }.count)
    let names = Language.allCases.map(\.rawValue)
    guard !begun else {
      throw ScriptError(
        path: path, line: line, column: column,
        Words(
          en: "# lang: declares the script's language before its first command or narration",
          es: "# lang: declara el idioma del guion antes de su primera orden o narración"))
    }
    guard language == nil else {
      throw ScriptError(
        path: path, line: line, column: column,
        Words(
          en: "the script's language is declared once, and line \(languageLine) did",
          es: "el idioma del guion se declara una vez, y ya lo hizo la línea \(languageLine)"))
    }
    guard let chosen = Language(rawValue: value) else {
      throw ScriptError(
        path: path, line: line, column: valueColumn,
        Words(
          en: "# lang: takes \(names.joined(separator: " or ")), not \(Quoting.guillemets(value))",
          es: "# lang: admite \(names.joined(separator: " o ")), no \(Quoting.guillemets(value))"))
    }
    language = chosen
    languageLine = line
  }

  /// The whole script, every line checked.
  public mutating func collect() throws(ScriptError) -> Script {
    var lines: [ScriptLine] = []
    while let line = try next() { lines.append(line) }
    return Script(
      path: path, lines: lines, usesCRLF: raw.sawCRLF, hadBOM: raw.hadBOM, header: header,
      language: language)
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
          words: Words(
            en: "\(parsed.command): missing PASSWORD: a script cannot ask for it",
            es: "\(parsed.command): falta la CONTRASEÑA: un guion no puede pedirla"))
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
        path: path, line: number, column: error.column + indent, error.words)
    }
  }
}
