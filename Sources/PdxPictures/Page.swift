import PdxCommands
import PdxExplore
import PdxLanguage
import PdxScripts
import PdxSession
import PdxText
import PokedexCore

/// A walkthrough as a Markdown page (`pdx walk --markdown`, docs/reference.md §8.4): the
/// narration as paragraphs, under each narrated section a small sequence diagram of its
/// commands, each command as a code block with what it did folded in a `<details>` block, each
/// expectation a check mark. GitHub and GitLab render it as it is; the same script gives the
/// same bytes. Its own words are `PageText`'s, in the session's language (`options.language`), as
/// is every line the commands print: a page reads in one language.
public enum Page {
  public struct Result: Sendable {
    public var markdown: String
    /// The run's: a failed expectation is marked on the page, and the page ends there.
    public var outcome: Outcome
    /// The page's title (the index lists it).
    public var title: String
  }

  /// The page of `script` (its opening comment is the title and the introduction), shown as
  /// `shown` (the path the page names). `host`: asked between two lines whether a signal
  /// stopped the run (the outcome is then `.interrupted`).
  public static func of(
    _ script: Script, shown: String, options: SessionOptions, host: (any SessionHost)? = nil
  ) -> Result {
    var options = options
    options.color = false
    options.format = .text
    options.echo = false
    let language = options.language
    // The file's name is text like any other: escaped where it would break a line, and by
    // the grammar of each place it goes (an HTML comment, a code span, prose).
    let name = Quoting.visible(shown, limit: .max)
    let (title, intro) = script.titleAndIntroduction(language) ?? (name, "")
    var out = ["# " + prose(title), ""]
    if !intro.isEmpty { out += [prose(intro), ""] }
    out += [
      PageText.generated(html(name), language), "", PageText.howToRead(html(code(name)), language),
      "",
    ]
    // The section being written: its lines (for its focus), what its commands did, and where
    // its diagram goes (under its narration, before its first command). The launch before the
    // first line is the page's start, drawn in no section: a step is drawn when a line of the
    // script ran it.
    let recorder = SectionRecorder(language: options.language)
    // The page shows what each command printed, in the page's language; whether that matches
    // a transcript block (recorded in some language) is `pdx test`'s to say, not the page's.
    let session = Session(
      options: options, sink: .discard, diagnostic: { _ in }, host: host,
      observer: { if $0.location != nil { recorder.sequence.add($0) } },
      setup: Session.Setup(transcripts: .ignore))
    session.start()
    var sectionLines: [ScriptLine] = []
    var diagramAt: Int?
    // Where each step's command was written on the page, for a section cut in several
    // diagrams: each goes just before its first command.
    var stepAt: [Int: Int] = [:]
    func flushSection() {
      if let at = diagramAt {
        let drawn = recorder.sequence.drawn(.changes, focus: SequenceDiagram.Focus(sectionLines))
        let columns = Mermaid.columns(drawn)
        for (index, column) in columns.enumerated().reversed() {
          let place = index == 0 ? at : stepAt[column.step] ?? at
          out.insert(contentsOf: diagram(column.diagram, language), at: place)
        }
      }
      recorder.sequence = SequenceDiagram(language: options.language)
      sectionLines = []
      diagramAt = nil
      stepAt = [:]
    }
    var outcome = Outcome.ok
    var failures: [Failure] = []
    var expectations: [String] = []
    func flushExpectations() {
      if !expectations.isEmpty { out += expectations + [""] }
      expectations = []
    }
    lines: for line in script.lines {
      switch line.kind {
      case .narration(let words):
        flushExpectations()
        if diagramAt != nil { flushSection() }
        sectionLines.append(line)
        out += [prose(words(language)), ""]
      case .command(let text, let parsed):
        sectionLines.append(line)
        if diagramAt == nil { diagramAt = out.count }
        let firstStep = recorder.sequence.steps.count
        let commandAt = out.count
        var single = script
        single.lines = [line]
        let before = failures.count
        let result = session.runScript(single, failures: &failures, onNarration: { _ in })
        if recorder.sequence.steps.count > firstStep { stepAt[firstStep] = commandAt }
        // The `!` is the script's; the page says in words that a refusal is expected.
        let refusal = text.hasPrefix("!")
        let shownLine = Secrets.masked(refusal ? String(text.dropFirst()) : text)
        if failures.count > before, let failure = failures.last {
          recorder.sequence.failed(
            (failure.location.map { "\($0): " } ?? "") + Secrets.masked(failure.command))
        }
        if case .expect(let e)? = parsed?.invocation {
          // A `!expect` states the opposite: the page shows the line as written and says
          // what it means, so it never reads as the positive statement.
          let line =
            refusal
            ? "`\(code(Secrets.masked(text)))` (`\(code(e.statement(negated: true)))`)"
            : "`\(code(shownLine))`"
          if failures.count > before, let failure = failures.last {
            expectations.append("- ❌ \(line) — " + failed(failure, language))
          } else {
            expectations.append("- ✅ \(line)")
          }
        } else {
          flushExpectations()
          let fenceIn = fence(["pdx> " + shownLine])
          out += [fenceIn, "pdx> " + shownLine, fenceIn, ""]
          let output = session.lastOutput
          if !output.isEmpty {
            let fenceOut = fence(output)
            out += [
              "<details><summary>"
                + (refusal ? PageText.refused(language) : summary(output, language))
                + "</summary>", "", fenceOut + "text",
            ]
            out += output
            out += [fenceOut, "", "</details>", ""]
          }
          if failures.count > before, let failure = failures.last {
            out += ["> ❌ " + failed(failure, language), ""]
          }
        }
        switch result {
        case .ok, .rejected: continue
        // The script's own `quit`: the page ends there, as `pdx run` ends the script.
        case .quit: break lines
        default:
          outcome = result
          break lines
        }
      }
    }
    flushExpectations()
    flushSection()
    if outcome != .ok { out += [PageText.stops(language), ""] }
    // A page is text: a control character anywhere on it shows as an escape.
    let markdown = Visible.text(out.joined(separator: "\n").dropLastNewline() + "\n")
    return Result(markdown: markdown, outcome: outcome, title: title)
  }

  /// A section's diagram as ```mermaid blocks: none when its commands drew nothing, one, or
  /// several when it is too long for one (saying so).
  static func diagram(_ sequence: SequenceDiagram, _ language: Language) -> [String] {
    guard !sequence.items.isEmpty else { return [] }
    let parts = Mermaid.sequenceParts(sequence)
    var out = parts.count > 1 ? [PageText.inParts(parts.count, language), ""] : []
    for part in parts { out += ["```mermaid", part.dropLastNewline(), "```", ""] }
    return out
  }

  private final class SectionRecorder {
    var sequence: SequenceDiagram
    init(language: Language) { sequence = SequenceDiagram(language: language) }
  }

  /// How the line that says who wrote a page (or the index) starts: pdx replaces a file that
  /// has it (`--out`). Either language's mark makes a page pdx's in both.
  public static let mark = WrittenKind.page.mark

  /// The mark in `language`.
  public static func mark(_ language: Language) -> String {
    Words(en: mark, es: WrittenKind.spanishPageMark)(language)
  }

  /// The index of a folder's pages: one line a page, in the order of the files.
  public static func index(
    _ pages: [(file: String, title: String)], folder: String, language: Language = .en
  ) -> String {
    var out = [
      "# " + PageText.indexTitle(language), "",
      PageText.indexGenerated(html(Quoting.visible(folder, limit: .max)), language), "",
    ]
    for page in pages { out.append("- [\(linkText(page.title))](\(link(page.file)))") }
    return out.joined(separator: "\n") + "\n"
  }

  // MARK: Pieces

  /// `▸ DelegadoDeNotificaciones.didReceive, 1 change`: what the folded block holds.
  static func summary(_ output: [String], _ language: Language) -> String {
    let actions = output.filter { $0.hasPrefix("▸ ") }.map { String($0.dropFirst(2)) }
    let changes = output.filter { $0.hasPrefix("  ") && $0.contains(" → ") }.count
    var parts: [String] = []
    if let first = actions.first {
      parts.append(PageText.andMore(html(first), actions.count - 1, language))
    }
    if changes > 0 { parts.append(PageText.changes(changes, language)) }
    if parts.isEmpty { parts.append(html(output.first ?? "")) }
    return parts.joined(separator: ", ")
  }

  /// A code fence longer than any run of backquotes in `lines` (three at least), so no line
  /// can close it.
  static func fence(_ lines: [String]) -> String {
    var longest = 0
    for line in lines {
      var run = 0
      for c in line {
        run = c == "`" ? run + 1 : 0
        longest = max(longest, run)
      }
    }
    return String(repeating: "`", count: max(3, longest + 1))
  }

  /// A title as a link's text: brackets escaped so the link stays one link.
  static func linkText(_ s: String) -> String {
    var out = ""
    for c in s {
      if c == "[" || c == "]" || c == "\\" { out.append("\\") }
      out.append(c)
    }
    return out
  }

  static func failed(_ f: Failure, _ language: Language) -> String {
    PageText.failed(f.location.map { html("\($0)") }, got: f.actual.first.map(code), language)
  }

  /// A page's file name as a link's destination: every byte but letters, digits and `-._~`
  /// percent-encoded, so no name can end the link or open HTML.
  static func link(_ file: String) -> String {
    var out = ""
    for byte in file.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }

  /// Text safe inside an inline code span (a backquote would end it).
  static func code(_ s: String) -> String { s.replacingBackquotes() }

  /// The script's own words (a title, an introduction, a narration) as Markdown prose: what
  /// would open HTML (`<`, `&`) is an entity, and a line that would open a code fence (three
  /// backquotes or tildes) starts with a backslash, so nothing after the words is swallowed.
  /// The rest of Markdown (inline code, emphasis, lists) is the author's to use.
  package static func prose(_ s: String) -> String {
    // On code points, as Markdown reads: a combining mark after a backquote or a `<` is not
    // part of it there.
    s.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      var text = html(String(line)).unicodeScalars
      let start = text.firstIndex { $0 != " " } ?? text.endIndex
      let rest = text[start...]
      if rest.starts(with: "```".unicodeScalars) || rest.starts(with: "~~~".unicodeScalars) {
        text.insert("\\", at: start)
      }
      return String(text)
    }.joined(separator: "\n")
  }

  /// Text safe in HTML (the summary line).
  static func html(_ s: String) -> String {
    var out = String.UnicodeScalarView()
    for u in s.unicodeScalars {
      switch u {
      case "<": out.append(contentsOf: "&lt;".unicodeScalars)
      case ">": out.append(contentsOf: "&gt;".unicodeScalars)
      case "&": out.append(contentsOf: "&amp;".unicodeScalars)
      default: out.append(u)
      }
    }
    return String(out)
  }
}

extension String {
  fileprivate func dropLastNewline() -> String { hasSuffix("\n") ? String(dropLast()) : self }

  fileprivate func replacingBackquotes() -> String {
    String(map { $0 == "`" ? "'" : $0 })
  }
}
