import Glibc
import PdxRunner
import PdxScripts
import Testing

/// README's «A session», said to be pasted from a real run, is one: pdx runs in a terminal 100
/// columns wide with `NO_COLOR=1`, the same lines are typed (TAB completing `fav pik`), and what
/// the terminal shows must be the README's block. `PDX_UPDATE_GOLDEN=1` rewrites the block from
/// the run (read the diff).
@Suite("README's session")
struct ReadmeSessionTests {
  /// What is typed, in order: TAB completes the fourth line.
  static let typed = [
    "tab lista", "tap-notification", "signup ash@kanto.com pikachu", "fav pik\t",
    "expect contenido.caminoLista == [25]", "tree",
  ]
  static let readme = repositoryRoot + "/README.md"
  static let heading = "## A session"

  /// The lines a terminal shows for `raw`: carriage returns, cursor moves to a column
  /// (`ESC [ N G`) and erasing to the end of the line (`ESC [ K`) applied; trailing spaces
  /// dropped. Enough for what libedit writes on a dumb-enough line.
  static func screen(_ raw: String) -> [String] {
    var lines: [String] = []
    var line: [Unicode.Scalar] = []
    var column = 0
    var scalars = raw.unicodeScalars.makeIterator()
    func put(_ s: Unicode.Scalar) {
      while line.count < column { line.append(" ") }
      if column < line.count { line[column] = s } else { line.append(s) }
      column += 1
    }
    while let s = scalars.next() {
      switch s {
      case "\r": column = 0
      case "\n":
        lines.append(String(String.UnicodeScalarView(line)))
        line = []
        column = 0
      case "\u{1B}":
        guard scalars.next() == "[" else { continue }
        var number = 0
        while let c = scalars.next() {
          if let d = Int(String(c)) {
            number = number * 10 + d
            continue
          }
          if c == "G" { column = max(0, number - 1) }
          if c == "K", column < line.count { line.removeSubrange(column...) }
          break
        }
      case "\u{7}": continue
      default: put(s)
      }
    }
    if !line.isEmpty { lines.append(String(String.UnicodeScalarView(line))) }
    return lines.map { l in
      var t = Substring(l)
      while t.last == " " { t = t.dropLast() }
      return String(t)
    }
  }

  /// The real run's lines.
  static func run() throws -> [String] {
    let home = Scratch()
    let pty = try PTYSession(
      executable: pdxExecutable(), arguments: [],
      environment: [
        "NO_COLOR": "1", "TERM": "xterm", "HOME": home.path, "PDX_HISTORY": "",
        "LANG": "C.UTF-8",
      ], columns: 100)
    try pty.expect("formulario> ")
    for line in typed {
      // Keys sent before libedit reads them would meet the terminal's own echo.
      try pty.waitForRawMode()
      if line.hasSuffix("\t") {
        pty.send(line)
        // The completion is written before Enter.
        try pty.expect("achu")
        try pty.waitForRawMode()
        pty.send("\r")
      } else {
        pty.send(line + "\r")
      }
      try pty.expect("> ")
    }
    try pty.waitForRawMode()
    pty.send("\u{4}")
    #expect(try pty.waitForExit() == 0)
    var lines = screen(pty.output)
    // Ctrl-D's own new line after the last prompt.
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The README's block under the heading: its lines, and where they are in the file.
  static func block(_ text: String) -> (lines: [String], range: Range<String.Index>)? {
    guard let heading = text.firstRange(of: "\n" + heading + "\n"),
      let open = text[heading.upperBound...].firstRange(of: "\n```\n"),
      let close = text[open.upperBound...].firstRange(of: "\n```\n")
    else { return nil }
    let range = open.upperBound..<close.lowerBound
    return (
      text[range].split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
      range
    )
  }

  @Test("README's session is what a real run in a 100-column terminal shows, line for line")
  func sessionIsARealRun() throws {
    let actual = try Self.run()
    let text = String(decoding: try FileIO.read(Self.readme), as: UTF8.self)
    guard let (lines, range) = Self.block(text) else {
      Issue.record("README.md has no code block under \(Self.heading)")
      return
    }
    if getenv("PDX_UPDATE_GOLDEN") != nil, lines != actual {
      var updated = text
      updated.replaceSubrange(range, with: actual.joined(separator: "\n"))
      try FileIO.writeAtomically(updated, to: Self.readme)
      return
    }
    #expect(lines == actual, "README's session differs from a real run")
    for (i, pair) in zip(lines, actual).enumerated() where pair.0 != pair.1 {
      Issue.record("line \(i + 1):\n- \(pair.0)\n+ \(pair.1)")
      break
    }
  }

  @Test("README's first heading names the scripts its block runs, each once")
  func headingNamesItsScripts() throws {
    let text = String(decoding: try FileIO.read(Self.readme), as: UTF8.self)
    guard let heading = text.firstRange(of: "\n## Two scripts: Scripts/pdx and Scripts/test\n"),
      let open = text[heading.upperBound...].firstRange(of: "```sh\n"),
      let close = text[open.upperBound...].firstRange(of: "\n```\n")
    else {
      Issue.record("README.md's first heading no longer names Scripts/pdx and Scripts/test")
      return
    }
    var scripts: Set<String> = []
    for line in text[open.upperBound..<close.lowerBound].split(separator: "\n") {
      if let word = line.split(separator: " ").first, word.hasPrefix("Scripts/") {
        scripts.insert(String(word))
      }
    }
    #expect(scripts == ["Scripts/pdx", "Scripts/test"])
  }

  @Test("the terminal's screen: a carriage return and a column move overwrite, as a terminal does")
  func screenOverwrites() {
    #expect(
      Self.screen("pdx> fav pik\r\u{1B}[10Gpikachu \r\nnext\r\n") == ["pdx> fav pikachu", "next"])
    #expect(Self.screen("abcdef\r\u{1B}[3G\u{1B}[Kxy\n") == ["abxy"])
  }
}
