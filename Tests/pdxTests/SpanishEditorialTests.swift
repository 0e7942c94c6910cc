import Glibc
import PdxCommandLine
import PdxCommands
import PdxLanguage
import PdxScripts
import PdxText
import PokedexCore
import Testing

/// Spanish as a careful editor reads it, over everything a Spanish-speaking student of the course
/// meets: every help (`pdx --help`, each `SUBCOMMAND --help`, `help`, `help all`, `help set`,
/// `help ids`, `help COMMAND`, `help GROUP`), every error and rejection a bad line or a bad
/// invocation draws, the man page, the completions' descriptions, `Scripts/install`'s words, the
/// reports (test, check, explore, compare, graph, a walkthrough's page) and every example walked.
/// None of it may hold English outside code, an English metavariable, a number grouped at four
/// digits or with a point, «alerta», ContentView in the masculine, or «» inside «»; and the
/// glossary agrees with the lessons, whose text it reads (docs/lessons/).
@Suite("Spanish, as a careful editor reads it")
struct SpanishEditorialTests {
  /// One thing a student reads, and where it comes from.
  struct Piece: Sendable {
    var what: String
    var text: String
  }

  static let pdx = pdxExecutable()

  /// Everything, gathered once for the suite's tests.
  static let corpus: Result<[Piece], any Error> = Result { try gather() }

  static func es(_ arguments: [String], stdin: String = "") throws -> String {
    let r = try runProgram(pdx, ["--lang", "es"] + arguments, stdin: stdin)
    return r.stdout + r.stderr
  }

  /// A scratch folder, made anew.
  static func scratch(_ name: String) throws -> String {
    let dir = "/tmp/pdx-spanish-\(getpid())-\(name)"
    _ = runShellCommand("rm -rf '\(dir)' && mkdir -p '\(dir)'")
    return dir
  }

  static func write(_ text: String, to path: String) throws {
    let f = try #require(fopen(path, "w"), "cannot write \(path)")
    fputs(text, f)
    fclose(f)
  }

  /// Lines every command rejects as it is typed: a word it does not take, nothing where it
  /// needs something, too much; and the values each slot refuses.
  static let badLines: [String] = {
    var lines: [String] = []
    for spec in CommandTable.all where !["quit", "exit", "save", "run", "say"].contains(spec.name) {
      lines += ["\(spec.name) zzz-nada", "\(spec.name) 1 2 3 4 5 6 7"]
      if !["set", "help", "history", "show", "tree", "undo", "reset", "pause"].contains(spec.name) {
        lines.append(spec.name)
      }
    }
    lines += [
      "scene otra", "platform windows", "config accounts quizá", "config", "date 2026-13-01",
      "date mañana", "net rápida", "signup", "form mode otro", "type", "type email", "clear",
      "clear otro", "open-url", "tap-notification pokedex://lista --no-link", "notify a b",
      "permission request otro", "system-settings otro on", "system-settings notifications quizá",
      "plist", "plist add", "plist remove", "tab otra", "open 999", "open pikachuu", "open 0",
      "settings tema azul", "settings favoritosPorNumero quizá", "settings otro", "show raix",
      "expect raiz", "expect raiz ==", "expect raiz ~ x", "expect note nada", "expect ui nada",
      "expect log nada", "expect action nada", "expect error nada", "expect warning nada",
      "expect note link-lst", "expect output \"x\"", "expect output contains x", "expect nada == 1",
      "expect raiz == [1,", "expect raiz == \"sin cerrar", "expect raiz == conSesion extra",
      "set otro on", "set onchange-initial quizá", "set ids quizá", "set brief quizá", "undo 0",
      "undo muchos", "say", "run", "save", "help nada",
    ]
    return lines.map { "!" + $0 }
  }()

  /// Each a script of its own: a script error ends its run.
  static let scriptErrors: [String] = [
    "| sin orden\n", "fav 1\n|sin espacio\n", "\u{FF}\n", "# lang: xx\n", "tab lista\n# lang: es\n",
    "login ash@kanto.com\n", "tabb lista\n", "lauch\n", "save x.pdx\n", "run nada.pdx\n",
    "run /etc/hostname\n", "\"sin cerrar\n", "launch\n", "!say hola\n",
    "expect raiz == conSesion\n",
    "tab lista\n| otra cosa\n",
  ]

  /// Invocations pdx refuses, and the ones it runs to a report.
  static let invocations: [[String]] = [
    ["nada"], ["--nada"], ["run"], ["run", "nada.pdx"], ["test", "-j", "0"],
    ["test", "--format", "x"], ["test", "--junit"], ["test", "--shard", "3/2"], ["walk"],
    ["walk", "a.pdx", "b.pdx"], ["walk", "--predict"], ["exercise"], ["exercise", "nada.pdx"],
    ["explore", "--seed", "x"], ["explore", "--steps", "0"], ["check", "--depth", "0"],
    ["check", "--set", "nada=on"], ["check", "--set", "onchange-initial=x"],
    ["check", "--max-memory", "5"], ["check", "--max-time", "x"], ["check", "--max-states", "0"],
    ["check", "--platform", "x"], ["check", "--out"], ["graph"],
    ["graph", "--section", "0", "a.pdx"],
    ["graph", "--lines", "3", "a.pdx"], ["graph", "--part", "0", "a.pdx"],
    ["graph", "--detail", "x"], ["graph", "--format", "x"], ["compare"],
    ["compare", "--width", "1", "a.pdx"], ["completions"], ["completions", "tcsh"], ["man", "x"],
    ["--color", "x"], ["--format", "x"], ["run", "--update", "a.pdx"], ["check", "--ids"],
    ["walk", "--markdown", "a.pdx", "--out"], ["--lang", "xx"],
  ]

  static func gather() throws -> [Piece] {
    var out = try OneLanguageTests().everything(.es).map { Piece(what: $0.0, text: $0.1) }
    let root = repositoryRoot
    // Every help of the shell.
    let topics =
      ["help", "help ids"] + CommandGroup.allCases.map { "help " + $0.keyword }
      + CommandTable.names.map { "help " + $0 }
    out.append(Piece(what: "help", text: try es([], stdin: topics.joined(separator: "\n") + "\n")))
    // Every error a line draws, in one run that goes on after each.
    let dir = try scratch("errors")
    try write(badLines.joined(separator: "\n") + "\n", to: dir + "/errores.pdx")
    out.append(
      Piece(what: "errors", text: try es(["run", "--continue", dir + "/errores.pdx"])))
    for (i, text) in scriptErrors.enumerated() {
      let file = dir + "/guion\(i).pdx"
      try write(text, to: file)
      out.append(Piece(what: "script «\(text)»", text: try es(["run", file])))
    }
    for arguments in invocations {
      out.append(
        Piece(what: "pdx " + arguments.joined(separator: " "), text: try es(arguments)))
    }
    let environment = currentEnvironment().merging(["PDX_LANG": "xx", "LANG": "es_ES.UTF-8"]) {
      $1
    }
    let lang = try runProgram(pdx, [], environment: environment)
    out.append(Piece(what: "PDX_LANG=xx", text: lang.stdout + lang.stderr))
    // The reports.
    try write("signup ash@kanto.com pikachu\nexpect raiz == formulario\n", to: dir + "/falla.pdx")
    try write("tab lista\n", to: dir + "/rechazo.pdx")
    for format in ["text", "github"] {
      out.append(
        Piece(what: "test --format \(format)", text: try es(["test", "--format", format, dir])))
    }
    // TAP's own grammar (`not ok`, its YAML's keys) is code: what pdx says is in its comments
    // and its messages.
    let tap = try es(["test", "--format", "tap", dir]).split(separator: "\n").filter {
      $0.hasPrefix("#") || $0.contains("message:")
    }
    out.append(Piece(what: "test --format tap", text: tap.joined(separator: "\n")))
    out.append(Piece(what: "run (a failure)", text: try es(["run", dir + "/falla.pdx"])))
    out.append(
      Piece(
        what: "compare", text: try es(["compare", root + "/examples/05-enlaces-ios-y-android.pdx"]))
    )
    out.append(Piece(what: "explore", text: try es(["explore", "--steps", "300"])))
    out.append(
      Piece(
        what: "check (broken)",
        text: try es(["check", "--depth", "4", "--set", "onchange-initial=off"])))
    out.append(
      Piece(
        what: "graph",
        text: Self.sequenceText(try es(["graph", root + "/examples/06-cerrar-sesion.pdx"]))))
    out.append(
      Piece(
        what: "walk --markdown",
        text: Self.pageText(try es(["walk", "--markdown", root + "/examples/07-permisos.pdx"]))))
    // The man page, as man shows its text; the completions' descriptions and comments.
    out.append(Piece(what: "pdx man", text: Self.manText(try es(["man"]))))
    for shell in ["zsh", "fish"] {
      out.append(
        Piece(
          what: "completions \(shell)", text: Self.completionText(try es(["completions", shell]))))
    }
    // Scripts/install speaks the language of the environment, as pdx does.
    let spanish = currentEnvironment().merging(["LANG": "es_ES.UTF-8"]) { $1 }
      .filter { $0.key != "PDX_LANG" && $0.key != "LC_ALL" && $0.key != "LC_MESSAGES" }
    for arguments in [["--help"], ["--nada"], ["--prefix"], ["--uninstall", "--binary", "x"]] {
      let r = try runProgram(
        "/bin/bash", [root + "/Scripts/install"] + arguments, environment: spanish)
      out.append(
        Piece(
          what: "Scripts/install " + arguments.joined(separator: " "), text: r.stdout + r.stderr))
    }
    return out
  }

  /// A Mermaid sequence diagram's words: its messages and notes.
  static func sequenceText(_ mermaid: String) -> String {
    mermaid.split(separator: "\n").compactMap { line -> String? in
      guard line.contains("->>") || line.contains("Note "), let colon = line.firstIndex(of: ":")
      else { return nil }
      return String(line[line.index(after: colon)...]).replacing("<br/>", with: " ")
        .replacing("#35;", with: "#").replacing("#58;", with: ":").replacing("#59;", with: ";")
    }.joined(separator: "\n")
  }

  /// A walkthrough page's words for a person: its Markdown, each Mermaid block read as
  /// `sequenceText` reads a diagram, and without the comment that marks the page pdx's (the same
  /// in every language).
  static func pageText(_ page: String) -> String {
    var out: [String] = []
    var diagram: [String]?
    for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if diagram != nil {
        if line == "```" {
          out.append(sequenceText(diagram!.joined(separator: "\n")))
          diagram = nil
        } else {
          diagram!.append(line)
        }
      } else if line == "```mermaid" {
        diagram = []
      } else {
        out.append(line)
      }
    }
    return out.joined(separator: "\n")
  }

  /// A man page's text, as man shows it: its macros' words, escapes read, comments and the
  /// page's own settings left out.
  static func manText(_ roff: String) -> String {
    var out: [String] = []
    for line in roff.split(separator: "\n", omittingEmptySubsequences: false) {
      var text = Substring(line)
      if text.hasPrefix(".\\\"") || text.hasPrefix(".if ") || text.hasPrefix(".nr ")
        || text.hasPrefix(".TH ")
      {
        continue
      }
      if text.hasPrefix(".") {
        guard let space = text.firstIndex(of: " ") else { continue }
        text = text[text.index(after: space)...]
      }
      var s = String(text).replacing("\\fB", with: "").replacing("\\fR", with: "")
        .replacing("\\fI", with: "").replacing("\\&", with: "").replacing("\\-", with: "-")
        .replacing("\\(aq", with: "'").replacing("\\(dq", with: "\"").replacing("\\(ga", with: "`")
        .replacing("\\~", with: "\u{A0}").replacing("\\ ", with: " ").replacing("\\e", with: "\\")
      while let start = s.firstRange(of: "\\[u"),
        let end = s[start.upperBound...].firstIndex(of: "]")
      {
        let hex = s[start.upperBound..<end]
        let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init).map(String.init) ?? "?"
        s.replaceSubrange(start.lowerBound...end, with: scalar)
      }
      if s.hasPrefix("\""), s.hasSuffix("\""), s.count >= 2 { s = String(s.dropFirst().dropLast()) }
      out.append(s)
    }
    return out.joined(separator: "\n")
  }

  /// A completion script's words for a person: its comments, and each description (fish's
  /// `-d '…'`, zsh's `[…]` and `:…:` labels).
  static func completionText(_ script: String) -> String {
    var out: [String] = []
    for line in script.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("#") {
        out.append(String(trimmed.dropFirst()))
        continue
      }
      if let d = line.firstRange(of: " -d '") {
        out.append(String(line[d.upperBound...].dropLast()))
      }
      var rest = Substring(line)
      while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
        let inside = rest[rest.index(after: open)..<close]
        if inside.contains(" ") { out.append(String(inside).replacing("\\:", with: ":")) }
        rest = rest[rest.index(after: close)...]
      }
    }
    return out.joined(separator: "\n")
  }

  func corpus() throws -> [Piece] {
    let pieces = try Self.corpus.get()
    #expect(pieces.count > 80)
    return pieces
  }

  // MARK: No English outside code

  /// Words of English beyond OneLanguageTests' that no Spanish sentence has.
  static let moreEnglish: Set<String> = [
    "stdout", "stderr", "includes", "testcase", "warning", "warnings", "should", "must",
    "please", "installed", "removed", "left", "into", "folder", "binary", "prefix", "startup",
    "turn", "add", "need", "needs", "goes", "takes", "try", "note", "notes", "checker",
  ]

  @Test("no English word outside code in any Spanish help, error, report, man page or completion")
  func noEnglish() throws {
    let english = OneLanguageTests.english.union(Self.moreEnglish)
    var left: [String] = []
    for piece in try corpus() {
      let found = OneLanguageTests.offenders(piece.text, english)
      if !found.isEmpty { left.append("\(piece.what):\n  " + found.joined(separator: "\n  ")) }
    }
    #expect(left.isEmpty, "\(left.count) pieces hold English:\n\(left.joined(separator: "\n"))")
  }

  /// The metavariables English spells and Spanish says in Spanish (`Placeholders`), and the
  /// ones a usage line or an error might let through.
  static let englishPlaceholders: Set<String> = [
    "FILE", "FOLDER", "DIR", "PATH", "GROUP", "COMMAND", "KNOB", "VALUE", "KIND", "PHASE", "MODE",
    "NAME", "KEY", "TEXT", "EMAIL", "PASSWORD", "SIZE", "DURATION", "PATTERN", "GLOB", "OPTIONS",
    "TOPIC", "PLATFORM", "FIELD", "OP", "ON", "YYYY", "SUBCOMMAND", "SEED", "STEPS", "DEPTH",
    "FORMAT", "SECTION", "PART", "WIDTH", "WORD", "NUMBER", "TYPE", "PREFIX",
  ]

  /// The words in capitals of `text` outside «» and code spans (what a quote holds is the
  /// app's or the user's).
  static func capitals(_ text: String) -> [String] {
    let plain = OneLanguageTests.withoutAppStrings(text).split(
      separator: "`", omittingEmptySubsequences: false
    ).enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
    return plain.split(whereSeparator: { !($0.isLetter || $0 == "_") }).map(String.init).filter {
      $0.count >= 2 && $0.allSatisfy { $0.isUppercase || $0 == "_" }
    }
  }

  @Test("every metavariable in Spanish is a Spanish word: no FILE, PASSWORD, PLATFORM, ON, OP…")
  func spanishPlaceholders() throws {
    var left: [String] = []
    for piece in try corpus() {
      for line in piece.text.split(separator: "\n") {
        let found = Self.capitals(String(line)).filter(Self.englishPlaceholders.contains)
        if !found.isEmpty { left.append("\(piece.what): \(found) in «\(line)»") }
      }
    }
    #expect(left.isEmpty, "\(left.count) English metavariables:\n\(left.joined(separator: "\n"))")
    #expect(Self.capitals("falta PASSWORD: «KEY» `FILE` y OP") == ["PASSWORD", "OP"])
  }

  // MARK: Numbers as the RAE writes them

  /// What a Spanish text writes against the RAE's rule for numbers: a thousands point
  /// (`65.536`), a four-digit number grouped (`1 000`, `1.000`), a number of five digits or more
  /// left whole (`65530`). Code spans and quotes are not read; digits inside a word or after
  /// `#`, `:`, `/`, `-`, `=` or a point are an id, a place or a value, not a count.
  static func badNumbers(_ text: String) -> [String] {
    let plain = OneLanguageTests.withoutAppStrings(text).split(
      separator: "`", omittingEmptySubsequences: false
    ).enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
    let chars = Array(plain)
    func digit(_ k: Int) -> Bool {
      k >= 0 && k < chars.count && chars[k].isASCII && chars[k].isNumber
    }
    var found: [String] = []
    var i = 0
    while i < chars.count {
      guard digit(i) else {
        i += 1
        continue
      }
      let start = i
      var groups: [String] = [""]
      var separators: [Character] = []
      while digit(i) {
        groups[0].append(chars[i])
        i += 1
      }
      // Further groups: a separator, then exactly three digits.
      while i < chars.count, ["\u{A0}", "\u{202F}", "."].contains(chars[i]), digit(i + 1),
        digit(i + 2), digit(i + 3), !digit(i + 4)
      {
        separators.append(chars[i])
        groups.append(String(chars[(i + 1)...(i + 3)]))
        i += 4
      }
      let before: Character? = start > 0 ? chars[start - 1] : nil
      let after: Character? = i < chars.count ? chars[i] : nil
      let inSomething =
        (before.map { $0.isLetter || "#:/-=._\\^".contains($0) } ?? false)
        || (after.map { $0.isLetter || ":/-_^".contains($0) } ?? false)
        || (after == "." && digit(i + 1))
      if inSomething { continue }
      let word = String(chars[start..<i])
      let digits = groups.joined()
      if separators.contains(".") {
        found.append(word + " (a point between thousands)")
      } else if groups.count > 1 && digits.count == 4 {
        found.append(word + " (four digits grouped)")
      } else if groups.count == 1 && digits.count >= 5 {
        found.append(word + " (five digits or more, not grouped)")
      }
    }
    return found
  }

  @Test("numbers as the RAE writes them: from five digits, in threes with a no-break space")
  func numbersAsTheRAEWritesThem() throws {
    #expect(
      Self.badNumbers("1.000 líneas, 65.536 bytes, 65530 y 1\u{A0}000, pero 10\u{A0}872 y 1000")
        == [
          "1.000 (a point between thousands)", "65.536 (a point between thousands)",
          "65530 (five digits or more, not grouped)", "1\u{A0}000 (four digits grouped)",
        ])
    #expect(
      Self.badNumbers("a.pdx:12:3, #25, 2026-01-01, 0,71 s, 1.5h, `17321`, «65.536», 2^65").isEmpty)
    var left: [String] = []
    for piece in try corpus() {
      for line in piece.text.split(separator: "\n") {
        let found = Self.badNumbers(String(line))
        if !found.isEmpty { left.append("\(piece.what): \(found) in «\(line)»") }
      }
    }
    #expect(left.isEmpty, "\(left.count) numbers:\n\(left.joined(separator: "\n"))")
  }

  // MARK: The lessons' words

  /// The lessons' words for what pdx's Spanish once called otherwise: the permission prompt is
  /// a «diálogo» (lesson 003, never «alerta»).
  @Test("no «alerta» in Spanish: the lessons call the permission prompt a diálogo")
  func noAlerta() throws {
    var left: [String] = []
    for piece in try corpus() {
      for line in piece.text.split(separator: "\n") {
        let words = Self.prose(String(line))
        if words.contains(where: { $0.hasPrefix("alerta") }) {
          left.append("\(piece.what): «\(line)»")
        }
      }
    }
    #expect(left.isEmpty, "\(left.count) lines say alerta:\n\(left.joined(separator: "\n"))")
  }

  /// The words of a line outside code spans, quotes and names with a dash, a point or a slash
  /// (files, ids, paths), lowercased.
  static func prose(_ line: String) -> [String] {
    OneLanguageTests.withoutAppStrings(line).split(separator: "`", omittingEmptySubsequences: false)
      .enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
      .split(separator: " ").filter { !$0.contains(where: { "-./_".contains($0) }) }
      .joined(separator: " ").lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
  }

  /// ContentView in the masculine: an article, a demonstrative or an adjective of the masculine
  /// beside it. The view is feminine, as the lessons' «esta vista» is.
  static func masculine(_ line: String) -> [String] {
    let words = line.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
    var found: [String] = []
    let before: Set<String> = [
      "el", "del", "al", "un", "este", "ese", "aquel", "nuevo", "mismo", "otro", "ningún",
    ]
    let participles: Set<String> = [
      "construido", "destruido", "creado", "montado", "listo", "vivo", "nuevo", "construidos",
      "desaparecido",
    ]
    for (i, w) in words.enumerated() where w == "contentview" {
      if i > 0, before.contains(words[i - 1]) { found.append(words[i - 1] + " ContentView") }
      // «ContentView (no) está/queda/sigue construido»: the adjective two or three words on.
      for k in (i + 1)..<min(i + 5, words.count) where participles.contains(words[k]) {
        let between = words[(i + 1)..<k]
        if between.allSatisfy({
          ["no", "está", "esté", "queda", "sigue", "ya", "aún", "todavía", "es", "fue", "estaba"]
            .contains($0)
        }) {
          found.append("ContentView … " + words[k])
        }
      }
    }
    return found
  }

  @Test("ContentView is feminine everywhere, la vista, as the lessons' «esta vista»")
  func oneGender() throws {
    #expect(
      Self.masculine("el ContentView, y ContentView no está construido")
        == ["el ContentView", "ContentView … construido"])
    #expect(Self.masculine("ContentView solo existe con sesión").isEmpty)
    #expect(Self.masculine("ContentView no está construida, se va con ella").isEmpty)
    var left: [String] = []
    var texts = try corpus()
    for file in try OneLanguageTests.examples() {
      texts.append(
        Piece(
          what: file,
          text: try repositoryFile(String(file.dropFirst(repositoryRoot.count + 1)))
            .split(separator: "\n").filter { $0.hasPrefix("#") && !$0.contains("en:") }
            .joined(separator: "\n")))
    }
    for piece in texts {
      for line in piece.text.split(separator: "\n") {
        let found = Self.masculine(String(line))
        if !found.isEmpty { left.append("\(piece.what): \(found) in «\(line)»") }
      }
    }
    #expect(left.isEmpty, "\(left.count) in the masculine:\n\(left.joined(separator: "\n"))")
  }

  @Test("quotes inside «» are “ ”: no «» inside «»")
  func quotesInsideGuillemets() throws {
    var left: [String] = []
    for piece in try corpus() {
      var depth = 0
      for c in piece.text {
        if c == "«" {
          depth += 1
          if depth > 1 {
            left.append(piece.what)
            break
          }
        } else if c == "»" {
          depth = max(0, depth - 1)
        } else if c == "\n" {
          depth = 0
        }
      }
    }
    #expect(left.isEmpty, "«» inside «» in: \(left.joined(separator: ", "))")
  }

  // MARK: The glossary against the lessons

  /// A lesson's text, by its number (docs/lessons/NNN_….txt).
  static func lesson(_ number: String) throws -> String {
    let r = try runProgram(
      "/usr/bin/find", [repositoryRoot + "/docs/lessons", "-name", number + "_*.txt"])
    let path = try #require(outputLines(r.stdout).first, "no lesson \(number) in docs/lessons")
    return String(decoding: try FileIO.read(path), as: UTF8.self)
  }

  /// A row of docs/glossary.md: its Spanish terms, its banned variants, and the lesson
  /// sentences it cites (`003: «…»`).
  struct Row {
    var line: String
    var terms: [String]
    var banned: [String]
    var citations: [(lesson: String, sentence: String)]
  }

  static func glossaryRows() throws -> [Row] {
    let text = try repositoryFile("docs/glossary.md")
    let begin = try #require(text.firstRange(of: "<!-- glossary:begin -->")).upperBound
    let end = try #require(text.firstRange(of: "<!-- glossary:end -->")).lowerBound
    var rows: [Row] = []
    for line in text[begin..<end].split(separator: "\n").dropFirst(2) {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingBlanks()
      }
      guard cells.count >= 6 else { continue }
      var spanish = cells[3]
      while let open = spanish.firstIndex(of: "("), let close = spanish.firstIndex(of: ")"),
        open < close
      {
        spanish.removeSubrange(open...close)
      }
      let terms = spanish.split(separator: ",").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
      var banned: [String] = []
      var rest = Substring(cells[4])
      while let open = rest.firstIndex(of: "«"), let close = rest.firstIndex(of: "»") {
        banned.append(String(rest[rest.index(after: open)..<close]))
        rest = rest[rest.index(after: close)...]
      }
      var citations: [(String, String)] = []
      var cited = Substring(cells[5])
      while let colon = cited.firstRange(of: ": «"),
        let close = cited[colon.upperBound...].firstIndex(of: "»")
      {
        let number = String(cited[..<colon.lowerBound].suffix(3))
        citations.append((number, String(cited[colon.upperBound..<close])))
        cited = cited[cited.index(after: close)...]
      }
      rows.append(Row(line: String(line), terms: terms, banned: banned, citations: citations))
    }
    return rows
  }

  /// Whether `sentence` holds `term`: whole, or each of its words of five letters or more by
  /// its first five (a verb's other person, a noun's plural: «avisa», «ficheros»).
  static func holds(_ sentence: String, _ term: String) -> Bool {
    let s = sentence.lowercased()
    if s.contains(term.lowercased()) { return true }
    let long = term.lowercased().split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 5 }
    return !long.isEmpty && long.allSatisfy { s.contains($0.prefix(5)) }
  }

  /// Whether `text` says `variant` as whole words.
  static func says(_ text: String, _ variant: String) -> Bool {
    let words = text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    let parts = variant.lowercased().split(separator: " ").map(String.init)
    return words.indices.contains { Array(words[$0...].prefix(parts.count)) == parts }
  }

  @Test("every glossary row cites a sentence its lesson has, with the row's word in it")
  func glossaryCitesTheLessons() throws {
    let rows = try Self.glossaryRows()
    #expect(rows.count >= 30)
    #expect(rows.filter { !$0.citations.isEmpty }.count >= 20)
    for row in rows {
      for (number, sentence) in row.citations {
        // The lesson's words as a reader takes them: a sentence of a comment goes on past its
        // line's `//`.
        let lesson = try Self.lesson(number)
        let flat = lesson.split(whereSeparator: \.isWhitespace).filter { $0 != "//" && $0 != "///" }
          .joined(separator: " ")
        let quoted = sentence.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains(quoted), "lesson \(number) does not say «\(sentence)»: \(row.line)")
        #expect(
          row.terms.contains { Self.holds(sentence, $0) },
          "«\(sentence)» holds none of \(row.terms): \(row.line)")
      }
    }
  }

  @Test("no glossary row bans a word the lessons use")
  func glossaryBansNothingTheLessonsSay() throws {
    let lessons = try ["000", "001", "003", "004"].map(Self.lesson)
    // What the test reads: a lesson's own «archivo» (000) would make a ban of it fail.
    #expect(Self.says(lessons[0], "archivo") && Self.says(lessons[0], "directorio privado"))
    #expect(!Self.says("el directorio", "directorio privado"))
    for row in try Self.glossaryRows() {
      for variant in row.banned {
        for (number, text) in zip(["000", "001", "003", "004"], lessons) {
          #expect(
            !Self.says(text, variant),
            "lesson \(number) says «\(variant)», which the row bans: \(row.line)")
        }
      }
    }
  }
}
