import PdxLanguage
import PdxRender
import PdxSession
import PdxText
import PokedexCore

/// How `pdx test` prints its report (`--format`, docs/reference.md §4.5).
public enum ReportFormat: String, Sendable, CaseIterable {
  /// A line per script, with its time; the failures with their context.
  case text
  /// One object a script on one line, then the summary (§4.3).
  case json
  /// GitHub Actions workflow commands: an `::error` at the line of each failure and error.
  case github
  /// TAP version 14, as `prove` reads it.
  case tap

  /// The report in this format, its sentences in `language`; `notRun`: scripts `--fail-fast`
  /// did not start.
  public func report(
    _ results: [ScriptResult], style: Style, language: Language, notRun: Int = 0,
    into o: inout OutputBuffer
  ) {
    // JSON is escaped already; the others are text, where a control character in a path or
    // a message shows as an escape.
    func lines(_ lines: [String], verbatim: Bool = false) {
      for line in lines {
        if verbatim { o.appendVerbatim(line) } else { o.append(line) }
        o.newline()
      }
    }
    switch self {
    case .text:
      TestRunner.summary(results, style: style, language: language, notRun: notRun, into: &o)
    case .json: lines(JSONRenderer.testReport(results, notRun: notRun), verbatim: true)
    case .github: lines(GitHubReport.commands(results, language: language, notRun: notRun))
    case .tap: lines(TAPReport.lines(results, language: language, notRun: notRun))
    }
  }
}

/// GitHub Actions' workflow commands (gotestsum's `github-actions` format, pytest's annotation
/// plugin): one `::error file=…,line=…,col=…,title=…::message` per failure and per script error,
/// at the line that failed, so the pull request shows it there. A script that passes gets no
/// command; the closing line ends the log as in text.
public enum GitHubReport {
  public static func commands(
    _ results: [ScriptResult], language: Language, notRun: Int = 0
  ) -> [String] {
    var out: [String] = []
    for r in results {
      switch r.status {
      case .ok, .xfail: continue
      case .error:
        let place = r.errorPlace ?? Place(file: r.path, line: 0)
        out.append(error(place, title: "ERROR " + place.file, message: r.scriptError ?? ""))
      case .fail:
        for f in r.failures {
          let place = f.place ?? Place(file: r.path, line: 0)
          let message = Session.describe(f, recent: [], language: language).joined(
            separator: "\n")
          out.append(error(place, title: "FAIL " + f.command, message: message))
        }
      }
    }
    if notRun > 0 { out.append(TestRunner.notRunLine(notRun, language)) }
    out.append(TestRunner.closing(results, language: language))
    return out
  }

  /// `::error file=PATH,line=N,col=C,title=T::MESSAGE`, line and column left out for a whole
  /// file.
  static func error(_ place: Place, title: String, message: String) -> String {
    var properties = "file=" + property(relative(place.file))
    if place.line > 0 {
      properties += ",line=\(place.line),col=\(place.column)"
    }
    properties += ",title=" + property(title)
    return "::error " + properties + "::" + data(message)
  }

  /// A path as the repository names it: without a leading `./`.
  static func relative(_ path: String) -> String {
    var p = Substring(path)
    while p.hasPrefix("./") { p = p.dropFirst(2) }
    return String(p)
  }

  /// A command's message, escaped as GitHub documents: `%`, CR and LF.
  public static func data(_ s: String) -> String {
    var o = ""
    for c in s.unicodeScalars {
      switch c {
      case "%": o += "%25"
      case "\r": o += "%0D"
      case "\n": o += "%0A"
      default: o.unicodeScalars.append(c)
      }
    }
    return o
  }

  /// A property's value: as a message, and `:` and `,` too, which end a property.
  public static func property(_ s: String) -> String {
    var o = ""
    for c in data(s).unicodeScalars {
      switch c {
      case ":": o += "%3A"
      case ",": o += "%2C"
      default: o.unicodeScalars.append(c)
      }
    }
    return o
  }

  /// The Markdown table appended to `$GITHUB_STEP_SUMMARY`: a row a script (status, time,
  /// path, where it failed), then the closing line.
  public static func stepSummary(_ results: [ScriptResult], language: Language) -> String {
    let head = Words(
      en: "| | script | time | where |", es: "| | guion | tiempo | dónde |")(language)
    var lines = ["### pdx test", "", head, "| --- | --- | --- | --- |"]
    for r in results {
      let status =
        switch r.status {
        case .ok: "ok"
        case .fail: "**FAIL**"
        case .error: "**ERROR**"
        case .xfail: "XFAIL"
        }
      let place = r.status == .ok || r.status == .xfail ? nil : r.place
      let at = place.map { cell(relative($0.file) + ($0.line > 0 ? ":\($0.line)" : "")) } ?? ""
      let time = TestRunner.seconds(r.nanoseconds, language)
      lines.append("| \(status) | \(cell(relative(r.path))) | \(time) | \(at) |")
    }
    lines += ["", TestRunner.closing(results, language: language), ""]
    return lines.joined(separator: "\n")
  }

  /// Text in a table cell: Markdown's punctuation escaped, so that a path stays text in its
  /// cell (a `|` would end it), and a control character shown as `?`.
  static func cell(_ s: String) -> String {
    var o = ""
    for c in s.unicodeScalars {
      if c.value < 0x20 || (0x7F...0x9F).contains(c.value) {
        o += "?"
      } else {
        if "\\`*_{}[]<>()#+-.!|~&".unicodeScalars.contains(c) { o += "\\" }
        o.unicodeScalars.append(c)
      }
    }
    return o
  }
}

/// TAP version 14 (testanything.org), as `prove` reads it: the plan, `ok N - PATH` or
/// `not ok N - PATH` a script, a YAML block under each that did not pass (its file, line,
/// column, expected and actual), a counterexample that fails as written marked `# TODO`, and
/// the closing line as a comment.
public enum TAPReport {
  public static func lines(
    _ results: [ScriptResult], language: Language, notRun: Int = 0
  ) -> [String] {
    var out = ["TAP version 14", "1..\(results.count)"]
    for (i, r) in results.enumerated() {
      let n = i + 1
      let name = description(GitHubReport.relative(r.path))
      switch r.status {
      case .ok:
        out.append("ok \(n) - \(name)")
      case .xfail:
        out.append(
          "not ok \(n) - \(name) # TODO "
            + Words(
              en: "a counterexample of pdx check: it fails, as written",
              es: "un contraejemplo de pdx check: falla, como se escribió")(language))
      case .error:
        out.append("not ok \(n) - \(name)")
        out += yaml(
          severity: "error", message: r.scriptError ?? "", place: r.errorPlace, fields: [])
      case .fail:
        out.append("not ok \(n) - \(name)")
        if let f = r.failures.first {
          var fields = [("expected", f.expected), ("actual", f.actual)]
          if !f.diff.isEmpty { fields.append(("diff", f.diff)) }
          out += yaml(severity: "fail", message: f.command, place: f.place, fields: fields)
        }
      }
    }
    if notRun > 0 { out.append("# " + TestRunner.notRunLine(notRun, language)) }
    out.append("# " + TestRunner.closing(results, language: language))
    return out
  }

  /// The YAML diagnostic block, indented two spaces: one-line strings double-quoted (JSON's
  /// escapes are YAML's), lines as a literal block (`|`), which prove's YAML reader takes
  /// whatever the lines hold (a quoted list item holding `: ` it reads as a mapping).
  static func yaml(
    severity: String, message: String, place: Place?, fields: [(String, [String])]
  ) -> [String] {
    var out = ["  ---", "  message: " + quoted(message), "  severity: " + severity]
    if let place {
      out.append("  file: " + quoted(place.file))
      if place.line > 0 { out += ["  line: \(place.line)", "  column: \(place.column)"] }
    }
    for (key, values) in fields where !values.isEmpty {
      out.append("  \(key): |")
      out += values.map { "    " + $0 }
    }
    out.append("  ...")
    return out
  }

  static func quoted(_ s: String) -> String {
    var o = OutputBuffer(capacity: s.utf8.count + 2)
    JSONRenderer.string(s, &o)
    return o.text
  }

  /// A test's description: `#` and `\` escaped (a `#` would start a directive), a control
  /// character as `?` (a line end would end the test line).
  static func description(_ s: String) -> String {
    var o = ""
    for c in s.unicodeScalars {
      switch c {
      case "#": o += "\\#"
      case "\\": o += "\\\\"
      default: o.unicodeScalars.append(c.value < 0x20 || c.value == 0x7F ? "?" : c)
      }
    }
    return o
  }
}
