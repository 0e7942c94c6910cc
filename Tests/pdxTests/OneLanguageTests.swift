import PdxCommandLine
import PdxCommands
import PdxLanguage
import PdxRunner
import PdxText
import PokedexCore
import Testing

/// A session speaks one language: in Spanish nothing is English but code (commands, options,
/// state paths and values, ids, file names) and the app's own strings, and the other way round.
/// Read as a student meets it: every example as a walkthrough, `help all` and `help set`, every
/// subcommand's --help, the screen map, and check's summary.
@Suite("one language per session")
struct OneLanguageTests {
  let pdx = pdxExecutable()

  /// Words of English that Spanish prose never uses.
  static let english: Set<String> = [
    "the", "is", "are", "not", "with", "when", "and", "of", "to", "from", "every", "each",
    "which", "what", "default", "its", "it", "that", "this", "by", "or", "at", "an", "only",
    "after", "before", "prints", "runs", "file", "files", "screen", "screens", "closed", "any",
    "step", "steps", "knob", "knobs", "crash", "sheet", "alert", "keychain", "storage", "passed",
    "failed", "script", "scripts", "folder", "command", "commands", "rule", "rules", "search",
    "found", "reached", "moves", "without", "while", "until", "again", "shows", "walkthrough",
    "lesson", "covers", "destructive", "notifications", "camera", "usage", "examples",
    "would", "will", "can", "has", "have", "be", "been", "was", "were", "then", "than", "there",
    "where", "how", "why", "who", "into", "over", "under", "as", "in", "for", "if", "but", "all",
    "yes", "new", "old", "first", "last", "next", "same", "other", "one", "two", "three",
    "line", "lines", "page", "pages", "ran", "left", "right", "lost", "waiting", "handled",
    "shown", "missing", "expected", "got", "unknown", "you", "your", "we", "they", "their",
    "here", "now", "so", "do", "does", "did", "done", "see", "use", "uses", "used", "also",
    "still", "yet", "just", "more", "most", "less", "least", "state", "states", "depth",
    "memory", "seconds", "distinct", "transitions", "peak", "fingerprints", "counterexample",
    "shortest", "app's", "dialog", "button", "link", "links", "tap", "notification", "settings",
  ]

  /// Words of Spanish that English prose never uses.
  static let spanish: Set<String> = [
    "el", "la", "los", "las", "que", "una", "para", "por", "con", "sin", "está", "pantalla",
    "pantallas", "guion", "guiones", "orden", "órdenes", "fichero", "palanca", "palancas",
    "recorrido", "comprobación", "también", "pero", "cuando", "nota", "uso", "ejemplos", "cierre",
    "lección", "búsqueda", "regla", "reglas", "pasan", "fallan",
  ]

  /// What is code in any language: commands, subcommands, options' words, knobs and their
  /// values, the check's rules (ids), Mermaid's keywords.
  static let code: Set<String> = {
    var words = Set(CommandTable.all.map(\.name))
    for spec in CommandTable.all {
      for line in spec.synopses {
        for w in line.split(whereSeparator: { !$0.isLetter && $0 != "-" }) {
          words.insert(String(w))
        }
      }
    }
    for knob in Knob.allCases {
      words.insert(knob.name)
      words.formUnion(knob.values)
    }
    words.formUnion(["pdx", "test", "walk", "check", "graph", "explore", "compare", "man"])
    words.formUnion(["completions", "bash", "zsh", "fish", "mermaid", "dot", "json", "text"])
    words.formUnion(["github", "tap"])
    // Groups (`help links`) and graph's --detail values.
    words.formUnion(CommandGroup.allCases.map(\.keyword) + ["messages", "changes", "all"])
    return words
  }()

  /// The prose words of a line: code spans (backquotes), the app's strings («» and quotes),
  /// echoed commands (`pdx> `, `▸ `), diff lines (`path: old → new`) and the app's log lines
  /// are dropped, and so is any word with a dot, slash, digit, capital inside, or dash.
  static func proseWords(_ line: String) -> [String] {
    let trimmed = line.drop { $0 == " " }
    for prefix in ["pdx> ", "▸ ", "log: ", "consola: ", "uso: ", "usage: ", "pdx "]
    where trimmed.hasPrefix(prefix) {
      return []
    }
    if trimmed.contains(" → ") || trimmed.hasPrefix("|") { return [] }
    var prose = ""
    var closing: Character?
    for c in line {
      if let end = closing {
        if c == end { closing = nil }
        continue
      }
      switch c {
      case "`": closing = "`"
      case "«": closing = "»"
      case "\"": closing = "\""
      case "“": closing = "”"
      default: prose.append(c)
      }
    }
    return prose.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" || $0 == ":" })
      .map { word in
        let punctuation = "().?!¿¡[]'"
        return String(
          word.drop { punctuation.contains($0) }.reversed().drop { punctuation.contains($0) }
            .reversed())
      }
      .filter { w in
        !w.isEmpty && !code.contains(w)
          && !w.contains(where: { ".//_-=<>|#@…0123456789".contains($0) })
          && !w.dropFirst().contains(where: \.isUppercase)
          && w.first?.isLetter == true
      }
      .map { $0.lowercased() }
  }

  /// The app's and the lessons' own strings, which are Spanish in every session: the lessons'
  /// titles and the logout dialog's.
  static let appStrings = Set(Lesson.allCases.map(\.numbered)).union([
    Presentado.logoutTitle
  ])

  /// `text` without the app's strings: what is between «» (nested, across lines), and the
  /// lessons' titles.
  static func withoutAppStrings(_ text: String) -> String {
    var out = ""
    var depth = 0
    for c in text {
      if c == "«" {
        depth += 1
      } else if c == "»" && depth > 0 {
        depth -= 1
      } else if depth == 0 {
        out.append(c)
      } else if c == "\n" {
        out.append(c)
      }
    }
    for string in appStrings { out = out.replacing(string, with: "") }
    return out
  }

  /// The lines of `text` holding a word of `words`, with the words.
  static func offenders(_ text: String, _ words: Set<String>) -> [String] {
    withoutAppStrings(text).split(separator: "\n", omittingEmptySubsequences: false).compactMap {
      line in
      let found = proseWords(String(line)).filter(words.contains)
      return found.isEmpty ? nil : "\(found): \(line)"
    }
  }

  /// A Mermaid picture's words for a student: its states' labels and its notes.
  static func labels(_ mermaid: String) -> String {
    mermaid.split(separator: "\n").compactMap { line -> String? in
      let l = line.drop { $0 == " " }
      if l.hasPrefix("state \""), let end = l.dropFirst(7).firstIndex(of: "\"") {
        return String(l.dropFirst(7)[..<end])
      }
      if l.hasPrefix("note "), let colon = l.firstIndex(of: ":") {
        return String(l[l.index(after: colon)...]).replacing("<br/>", with: "\n")
          .replacing("#58;", with: ":").replacing("#59;", with: ";")
      }
      if l.hasPrefix("%% covered: ") { return String(l.dropFirst(12)) }
      return nil
    }.joined(separator: "\n")
  }

  func pdx(_ language: Language, _ arguments: [String], stdin: String = "") throws -> String {
    let r = try runProgram(pdx, ["--lang", language.rawValue] + arguments, stdin: stdin)
    return r.stdout + r.stderr
  }

  static func examples() throws -> [String] {
    let r = try runProgram("/usr/bin/find", [repositoryRoot + "/examples", "-name", "*.pdx"])
    return outputLines(r.stdout).sorted()
  }

  /// Everything a student reads in `language`, by where it comes from.
  func everything(_ language: Language) throws -> [(String, String)] {
    var out: [(String, String)] = []
    for file in try Self.examples() {
      // A walkthrough with no terminal runs straight through: its title, introduction,
      // narration (each line in the session's language: its `## en:` line in English), steps
      // and ending.
      out.append((file, try pdx(language, ["walk", file])))
    }
    out.append(("help all, help set", try pdx(language, [], stdin: "help all\nhelp set\n")))
    out.append(("pdx --help", try pdx(language, ["--help"])))
    for sub in CLI.subcommands.map(\.name) {
      out.append(("pdx \(sub) --help", try pdx(language, [sub, "--help"])))
    }
    let map = try runProgram(
      pdx,
      ["--lang", language.rawValue, "graph", "--states", "--cover", repositoryRoot + "/examples"])
    out.append(("graph --states", Self.labels(map.stdout) + "\n" + map.stderr))
    out.append(("check's summary", try pdx(language, ["check", "--depth", "2"])))
    return out
  }

  @Test("a Spanish session of every example, the help and the map has no English prose")
  func spanishSession() throws {
    for (what, text) in try everything(.es) {
      let found = Self.offenders(text, Self.english)
      #expect(found.isEmpty, "\(what):\n\(found.joined(separator: "\n"))")
    }
  }

  @Test("an English session of every example, the help and the map has no Spanish prose")
  func englishSession() throws {
    for (what, text) in try everything(.en) {
      let found = Self.offenders(text, Self.spanish)
      #expect(found.isEmpty, "\(what):\n\(found.joined(separator: "\n"))")
    }
  }

  /// docs/glossary.md's table: each row's Spanish terms (its español column, without what is
  /// in parentheses) and the variants its «not» column bans.
  static func glossary() throws -> (terms: [String], banned: [String]) {
    let text = try repositoryFile("docs/glossary.md")
    let table = try #require(text.firstRange(of: "<!-- glossary:begin -->")).upperBound
    let end = try #require(text.firstRange(of: "<!-- glossary:end -->")).lowerBound
    var terms: [String] = []
    var banned: [String] = []
    for row in text[table..<end].split(separator: "\n").dropFirst(2) {
      let cells = row.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingBlanks()
      }
      guard cells.count >= 6 else { continue }
      var spanish = cells[3]
      while let open = spanish.firstIndex(of: "("), let close = spanish.firstIndex(of: ")"),
        open < close
      {
        spanish.removeSubrange(open...close)
      }
      terms += spanish.split(separator: ",").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
      var rest = Substring(cells[4])
      while let open = rest.firstIndex(of: "«"), let close = rest.firstIndex(of: "»") {
        banned.append(String(rest[rest.index(after: open)..<close]))
        rest = rest[rest.index(after: close)...]
      }
    }
    // Longest first: «hoja inferior» goes before anything inside it is looked for.
    return (terms.sorted { $0.count > $1.count }, banned)
  }

  /// The banned variants `text` uses, as whole words, outside code, the app's strings and the
  /// glossary's own terms.
  static func bannedIn(_ text: String, terms: [String], banned: [String]) -> [String] {
    let line = withoutAppStrings(text)
    let trimmed = line.drop { $0 == " " }
    if ["pdx> ", "▸ ", "uso: "].contains(where: trimmed.hasPrefix) { return [] }
    // Code: backquoted spans, and words with a dash, a dot or a slash (ids, paths, files).
    var prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
      .split(separator: " ").filter { !$0.contains(where: { "-./".contains($0) }) }
      .joined(separator: " ").lowercased()
    for term in terms { prose = prose.replacing(term.lowercased(), with: " ") }
    let words = prose.split(whereSeparator: { !$0.isLetter })
    var found: [String] = []
    for variant in banned {
      let parts = variant.lowercased().split(separator: " ")
      for i in words.indices where Array(words[i...].prefix(parts.count)) == parts {
        found.append(variant)
      }
    }
    return found
  }

  @Test("docs/glossary.md's banned variants appear in no Spanish output nor Spanish narration")
  func glossaryFollowed() throws {
    let (terms, banned) = try Self.glossary()
    #expect(
      banned.contains("knob") && banned.contains("alerta del sistema")
        && terms.contains("hoja inferior"))
    var texts = try everything(.es)
    for file in try Self.examples() {
      texts.append(
        (
          file + " (narration)",
          try repositoryFile(String(file.dropFirst(repositoryRoot.count + 1)))
            .split(separator: "\n").filter { $0.hasPrefix("## ") && !$0.hasPrefix("## en:") }
            .joined(separator: "\n")
        ))
    }
    for (what, text) in texts {
      for line in text.split(separator: "\n") {
        let found = Self.bannedIn(String(line), terms: terms, banned: banned)
        #expect(found.isEmpty, "\(what): \(found) in «\(line)»")
      }
    }
    #expect(
      Self.bannedIn("el diálogo del sistema y la alerta del sistema", terms: terms, banned: banned)
        == ["alerta del sistema"])
  }

  @Test("the prose of a line is what is left outside code and the app's strings")
  func proseWordsLeaveCode() {
    #expect(
      Self.proseWords("nota: enlace perdido: `open-url` «the app» \"x\" raiz.sesion set ios 18")
        == ["nota", "enlace", "perdido"])
    #expect(Self.proseWords("  contenido: nil → construido").isEmpty)
    #expect(
      Self.offenders("la app se cierra\nthe app crashes", Self.english) == [
        "[\"the\"]: the app crashes"
      ])
  }
}
