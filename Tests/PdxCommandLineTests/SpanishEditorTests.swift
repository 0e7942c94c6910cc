import Glibc
import PdxScripts
import PokedexCore
import Testing

@testable import PdxCommandLine
@testable import PdxCommands
@testable import PdxLanguage
@testable import PdxRunner
@testable import PdxSession

/// Spanish as a careful editor writes it: help lines in one mood (the third person, «Sale de
/// pdx»), quotes inside «» as “ ”, «…» rather than "...", and `test --help` describing the
/// closing line pdx prints.
@Suite("Spanish as a careful editor writes it")
struct SpanishEditorTests {
  /// Every one-line description of the help: the shell's commands, the subcommands, every
  /// option; by what it describes.
  static var descriptions: [(what: String, text: String)] {
    var out = CommandTable.all.map { ($0.name, $0.summary.es) }
    for spec in CLI.subcommands + [ShellCommand.spec] {
      if !spec.name.isEmpty { out.append(("pdx " + spec.name, spec.summary.es)) }
      for o in spec.shownOptions { out.append(("pdx \(spec.name) \(o.name)", o.help.es)) }
    }
    for o in CLI.global { out.append((o.name, o.help.es)) }
    return out
  }

  /// First words that are not the third person: the imperative of tú where it differs from it
  /// («Sal», not «Sale»), usted's («Muestre», not «Muestra»), and infinitives.
  static let otherMoods: Set<String> = [
    "sal", "haz", "pon", "di", "ve", "ten", "ven", "sé", "muestre", "escriba", "cambie", "pulse",
    "toque", "elija", "abra", "cierre", "vuelva", "lea", "quite", "añada", "borre", "marque",
    "desmarque", "compruebe", "ejecute", "reproduzca", "pregunte", "liste", "empiece", "siga",
    "oculte", "reemplace", "trabaje", "salga", "haga", "ponga", "diga", "vaya", "tenga", "venga",
    "explique", "cree", "inicie", "configure", "active", "desactive", "instale", "desinstale",
    "arranque", "mate", "lleve", "edite", "elimine", "mostrar", "salir", "escribir", "cambiar",
    "pulsar", "tocar", "elegir", "abrir", "cerrar", "volver", "leer", "quitar", "añadir",
    "borrar", "marcar", "comprobar", "ejecutar", "reproducir", "listar", "explicar", "crear",
  ]

  @Test(
    "every Spanish help description opens in the third person, never tú's or usted's imperative")
  func oneMood() {
    for (what, text) in Self.descriptions {
      let first = text.prefix { $0.isLetter }.lowercased()
      #expect(!Self.otherMoods.contains(first), "\(what): «\(text)»")
    }
    // The test reads what it means to: «Sale de pdx» is quit's, «Muestra la ayuda» --help's.
    #expect(Self.descriptions.contains { $0 == ("quit", "Sale de pdx.") })
    #expect(Self.descriptions.contains { $0 == ("--help", "muestra la ayuda") })
  }

  /// Every Spanish help page: `pdx --help`, each `pdx SUB --help`, and `help TOPIC` for every
  /// topic of the shell (groups, commands, all, ids).
  static var helpPages: [(what: String, lines: [String])] {
    var out = [("pdx --help", Usage.lines(width: 80, language: .es))]
    for sub in CLI.subcommands {
      out.append(("pdx \(sub.name) --help", Usage.lines(sub, width: 80, language: .es)))
    }
    out.append(("help", Help.lines(for: nil, width: 80, language: .es)))
    for topic in Help.topics {
      out.append(("help \(topic)", Help.lines(for: topic, width: 80, language: .es)))
    }
    return out
  }

  /// `text` without its code: what stands between backquotes.
  static func prose(_ text: String) -> String {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter {
      $0.offset % 2 == 0
    }.map(\.element).joined(separator: " ")
  }

  /// A quote inside «…» written with straight double quotes.
  static func straightQuoteInGuillemets(_ text: String) -> Bool {
    var depth = 0
    for c in text {
      if c == "«" { depth += 1 }
      if c == "»" { depth = max(0, depth - 1) }
      if c == "\"", depth > 0 { return true }
    }
    return false
  }

  @Test("no Spanish help page quotes inside «» with straight double quotes, nor writes \"...\"")
  func quotesAndEllipsis() {
    for (what, lines) in Self.helpPages {
      let text = lines.joined(separator: "\n")
      #expect(!Self.straightQuoteInGuillemets(text), "\(what)")
      #expect(!Self.prose(text).contains("..."), "\(what)")
    }
    // What the test sees: a straight quote inside «» and three dots are caught.
    #expect(Self.straightQuoteInGuillemets("«la lección dice \"ya está\"»"))
    #expect(!Self.straightQuoteInGuillemets("«la lección dice “ya está”» y \"x\""))
  }

  @Test("no Spanish help page names a placeholder in English (FILE, SIZE, PATTERN…) in its prose")
  func placeholdersInSpanish() {
    let english = [
      "FILE", "DIR", "FOLDER", "PATH", "PATTERN", "GLOB", "DURATION", "SIZE", "TEXT", "GROUP",
      "KIND", "VALUE", "KNOB", "COMMAND", "PHASE",
    ]
    for (what, lines) in Self.helpPages {
      let words = lines.joined(separator: " ").split { !$0.isLetter && $0 != "_" }
      let left = Set(words.map(String.init)).intersection(english)
      #expect(left.isEmpty, "\(what)")
    }
  }

  @Test("no Spanish output of an example or test script writes \"...\" (the … of print is «…»)")
  func noThreeDotsInSpanishOutput() throws {
    let folder = repositoryRoot + "/Tests/golden"
    guard let dir = opendir(folder) else {
      Issue.record("no \(folder)")
      return
    }
    defer { closedir(dir) }
    var read = 0
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasSuffix(".es.txt"), let f = fopen(folder + "/" + name, "r") else { continue }
      defer { fclose(f) }
      var bytes: [UInt8] = []
      while true {
        let c = fgetc(f)
        if c == EOF { break }
        bytes.append(UInt8(c))
      }
      read += 1
      for (i, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n").enumerated() {
        // The transcript's own wildcard, a line `| ...` or `...`, is code.
        let trimmed = line.trimmingPrefix { $0 == " " || $0 == "|" }
        if trimmed == "..." { continue }
        #expect(!Self.prose(String(line)).contains("..."), "\(name):\(i + 1): \(line)")
        #expect(!Self.straightQuoteInGuillemets(String(line)), "\(name):\(i + 1): \(line)")
      }
    }
    #expect(read >= 30)
  }

  @Test("test --help describes the closing line as pdx prints it, in both languages")
  func testSummaryAsPrinted() {
    func result(_ status: ScriptResult.Status) -> ScriptResult {
      var r = ScriptResult(path: "a.pdx")
      if status == .error { r.scriptError = "x" }
      if status == .fail || status == .xfail {
        r.failures = [Failure(location: "a.pdx:3", command: "x", expected: [], actual: [])]
      }
      r.expectedToFail = status == .xfail || status == .xpass
      r.closingExpect = 3
      if status == .flaky { r.attempts = 2 }
      return r
    }
    let statuses: [ScriptResult.Status] = [.ok, .fail, .error, .xfail, .xpass, .flaky]
    let results = (statuses + statuses).map(result)
    #expect(results.map(\.status) == statuses + statuses)
    for (language, said) in [
      (
        Language.en,
        "2 passed, 2 failed, 2 errors, 2 expected failures, 2 unexpected passes, 2 flaky, 2 not run"
      ),
      (
        .es,
        "2 pasan, 2 fallan, 2 errores, 2 fallos esperados, 2 pasan sin esperarse, 2 inestables,"
          + " 2 sin ejecutar"
      ),
    ] {
      #expect(TestRunner.closing(results, language: language, notRun: 2) == said)
      // The help's pieces, N made 2, put together: the same line.
      let help = TestHelp.details[0](language)
      let pieces = help.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map {
        $0.element.replacing("N", with: "2")
      }
      #expect(pieces.prefix(6).joined() == said, "\(help)")
    }
  }
}
