import PokedexCore
import Testing

@testable import PdxCommandLine
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxLanguage
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxTeaching

@Suite("pdx's own words in Spanish")
struct SpanishTests {
  /// Every sentence of the table: summaries, option helps, details.
  static var sentences: [(what: String, words: Words)] {
    var out: [(String, Words)] = []
    for spec in CLI.subcommands {
      out.append((spec.name, spec.summary))
      for o in spec.shownOptions { out.append((spec.name + " " + o.name, o.help)) }
      for (i, d) in spec.details.enumerated() { out.append((spec.name + " ¶\(i + 1)", d)) }
    }
    for o in CLI.global { out.append((o.name, o.help)) }
    return out
  }

  /// Words of English that Spanish prose never uses: one of them in a Spanish text is a
  /// sentence left untranslated. Code (between backquotes), options and quoted examples are
  /// left out before looking.
  static let english: Set<String> = [
    "the", "is", "are", "not", "with", "when", "and", "of", "to", "from", "every", "each",
    "which", "what", "default", "its", "it", "that", "this", "by", "or", "at", "an", "only",
    "after", "before", "prints", "runs", "file", "files",
  ]

  /// The words of `text` outside code: backquoted spans, quoted strings, options (`--x`),
  /// paths and names with dots or slashes, metavariables (`FILE`) are dropped; so are the
  /// rules' statements, which the rules make in their own words (RuleWords).
  static func proseWords(_ text: String) -> [String] {
    var text = text
    for rule in RuleWords.all {
      text = text.replacing(RuleWords.statement(rule, .es), with: "")
    }
    var prose = ""
    var inCode = false
    var inQuote = false
    for c in text {
      if c == "`" {
        inCode.toggle()
        continue
      }
      if c == "\"" {
        inQuote.toggle()
        continue
      }
      if !inCode && !inQuote { prose.append(c) }
    }
    return prose.split(whereSeparator: { " ,;:()[]«»¿?¡!".contains($0) }).map(String.init)
      .filter { w in !w.contains("-") && !w.contains(".") && !w.contains("/") && !w.contains("=") }
      .filter { w in w.contains { $0.isLowercase } }
      .map { $0.lowercased() }
  }

  static func leftovers(_ text: String) -> [String] {
    proseWords(text).filter { english.contains($0) }
  }

  @Test("every sentence of the subcommands' table is written in Spanish too, not copied")
  func everySentenceTranslated() {
    for (what, words) in Self.sentences {
      #expect(words.es != words.en, "\(what) has no Spanish")
      #expect(Self.leftovers(words.es).isEmpty, "\(what): \(Self.leftovers(words.es))")
    }
  }

  @Test("pdx --help and every SUBCOMMAND --help in Spanish: no English sentence left over")
  func helpInSpanish() {
    var pages = [Usage.lines(width: 80, language: .es)]
    pages += CLI.subcommands.map { Usage.lines($0, width: 80, language: .es) }
    for lines in pages {
      #expect(lines.first?.hasPrefix("uso: pdx ") == true)
      // A usage line and an option's synopsis are code; the rest is prose, read whole (a
      // sentence may be wrapped).
      let prose = lines.filter { !$0.hasPrefix("uso: ") && !$0.hasPrefix("     pdx") }.map { line in
        line.hasPrefix("  -") ? String(line.dropFirst(2).drop { $0 != " " }) : line
      }
      let text = prose.joined(separator: " ").split(separator: " ").joined(separator: " ")
      #expect(Self.leftovers(text).isEmpty, "\(lines[0]): \(Self.leftovers(text))")
    }
  }

  @Test("the man page in Spanish: docs/pdx.es.1 is what pdx man --lang es prints, ASCII roff")
  func manPage() throws {
    let page = ManPage(language: .es).text
    #expect(page.utf8.allSatisfy { $0 < 0x80 }, "roff escapes for everything outside ASCII")
    #expect(page.contains(".SH NOMBRE") && page.contains(".SH SINOPSIS"))
    #expect(page != ManPage(language: .en).text)
    #expect(
      try repositoryFile("docs/pdx.es.1") == page,
      "docs/pdx.es.1 is stale: run Scripts/readme-commands")
    #expect(try repositoryFile("docs/pdx.1") == ManPage(language: .en).text)
  }

  @Test("zsh and fish describe the subcommands and options in the language asked for")
  func completionDescriptions() {
    let es = CompletionScripts(language: .es)
    let run = RunCommand.spec.summary.es
    #expect(es.zsh.contains(CompletionScripts.zshQuoted("run:" + run)))
    #expect(es.fish.contains("-a run -d " + CompletionScripts.fishQuoted(run)))
    #expect(es.fish.contains(CompletionScripts.fishQuoted(CLI.lang.help.es)))
    #expect(!es.zsh.contains(RunCommand.spec.summary.en))
    #expect(es.bash.contains("Escrito por `pdx completions bash`"))
    // The lines a person reads first, in Spanish too; Scripts/install knows both first lines.
    #expect(
      es.fish.hasPrefix(
        "# Completado de fish para pdx. Escrito por `pdx completions fish` con la tabla de"
          + " subcomandos de pdx; no lo edites.\n# Instálalo como"))
    #expect(es.zsh.split(separator: "\n")[1].hasPrefix("# Completado de zsh para pdx. Escrito por"))
    #expect(es.bash.hasPrefix("# Completado de bash para pdx.\u{20}"))
    // bash has no descriptions: the same script but its header.
    let en = CompletionScripts(language: .en)
    #expect(en.fish.hasPrefix("# fish completion for pdx. Printed by `pdx completions fish`"))
    #expect(
      es.bash.split(separator: "\n").dropFirst(2) == en.bash.split(separator: "\n").dropFirst(2))
  }

  @Test("errors and reports of pdx's own are in Spanish when asked for")
  func reports() {
    var report = Explorer.Report()
    report.steps = 2
    #expect(
      report.lines(seed: 3, .es) == [
        "explore: semilla 3, 2 pasos (0 rechazados), huella de la salida cbf29ce484222325",
        "ninguna regla rota",
      ])
    let error = invocationError(["graph", "--states", "--part", "2"])
    #expect(
      error?.lines(.es) == [
        "error: --detail y --part van con graph FICHERO (el diagrama de un guion)",
        "Prueba 'pdx graph --help'.",
      ])
  }
}
