import PdxLanguage
import PdxRender
import PdxScripts
import PdxSession
import PdxText

/// How `pdx test` prints its report (`--format`, docs/reference.md §4.5).
public enum ReportFormat: String, Sendable, CaseIterable {
  /// A line per script, with its time; the failures with their context.
  case text
  /// One object a script on one line, then the summary (§4.3).
  case json
  /// GitHub Actions workflow commands: an `::error` at the line of each failure and error.
  case github
  /// TAP version 13, which every TAP harness reads.
  case tap

  /// The report in this format, its sentences in `language`; `notRun`: scripts `--fail-fast`
  /// or a signal (`signal`, 0 for none) left unrun.
  public func report(
    _ results: [ScriptResult], style: Style, language: Language, notRun: Int = 0,
    signal: Int32 = 0, into o: inout OutputBuffer
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
      TestRunner.summary(
        results, style: style, language: language, notRun: notRun, signal: signal, into: &o)
    case .json:
      lines(JSONRenderer.testReport(results, notRun: notRun, signal: signal), verbatim: true)
    case .github:
      lines(GitHubReport.commands(results, language: language, notRun: notRun, signal: signal))
    case .tap:
      lines(TAPReport.lines(results, language: language, notRun: notRun, signal: signal))
    }
  }
}

/// GitHub Actions' workflow commands (gotestsum's `github-actions` format, pytest's annotation
/// plugin): one `::error file=…,line=…,col=…,title=…::message` per failure and per script error,
/// at the line that failed, so the pull request shows it there; a `::warning` for a
/// counterexample that passes and a flaky script (an `::error` under `--strict`), and an
/// `::error` for a run a signal stopped. A script that passes gets no command; the closing line
/// ends the log as in text.
public enum GitHubReport {
  public static func commands(
    _ results: [ScriptResult], language: Language, notRun: Int = 0, signal: Int32 = 0
  ) -> [String] {
    var out: [String] = []
    for r in results {
      let level = r.failsRun ? "error" : "warning"
      switch r.status {
      case .ok, .xfail: continue
      case .xpass:
        out.append(
          command(
            level, Location(path: r.path, line: 0), title: "XPASS " + relative(r.path),
            message: TestRunner.xpassWords(language)))
      case .flaky:
        out.append(
          command(
            level, r.flakyPlace ?? Location(path: r.path, line: 0),
            title: "FLAKY " + relative(r.path),
            message: ([TestRunner.flakyWords(r, language)] + r.flakyReport).joined(
              separator: "\n")))
      case .error:
        let place = r.errorPlace ?? Location(path: r.path, line: 0)
        out.append(error(place, title: "ERROR " + place.path, message: r.scriptError ?? ""))
      case .fail:
        for f in r.failures {
          let place = f.location ?? Location(path: r.path, line: 0)
          let message = Session.describe(f, recent: [], language: language).joined(
            separator: "\n")
          out.append(error(place, title: "FAIL " + f.command, message: message))
        }
      }
    }
    if notRun > 0 {
      let line = TestRunner.notRunLine(notRun, signal: signal, language)
      // A run a signal stopped fails the job, and says so where the job's page shows errors.
      out.append(signal == 0 ? line : "::error title=pdx test::" + data(line))
    }
    out.append(TestRunner.closing(results, language: language, notRun: notRun, signal: signal))
    return out
  }

  /// `::error file=PATH,line=N,col=C,title=T::MESSAGE`.
  static func error(_ place: Location, title: String, message: String) -> String {
    command("error", place, title: title, message: message)
  }

  /// `::LEVEL file=PATH,line=N,col=C,title=T::MESSAGE` (LEVEL `error`, `warning` or `notice`),
  /// line and column left out for a whole file.
  static func command(_ level: String, _ place: Location, title: String, message: String) -> String
  {
    var properties = "file=" + property(relative(place.path))
    if place.line > 0 {
      properties += ",line=\(place.line),col=\(place.column)"
    }
    properties += ",title=" + property(title)
    return "::" + level + " " + properties + "::" + data(message)
  }

  /// A path as the repository names it: without a leading `./`.
  public static func relative(_ path: String) -> String {
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

}

/// TAP version 13 (testanything.org), which every harness reads: Debian 12's `prove`
/// (Test::Harness 3.44) refuses a stream that says version 14, and pdx has no subtests, the one
/// thing 14 adds that it could use. The plan, `ok N - PATH` or `not ok N - PATH` a script, each
/// with a YAML block (its time; for one that did not pass, its file, line, column, expected and
/// actual); a counterexample that fails as written is `not ok … # TODO`, one that passes
/// `ok … # TODO` (a harness then says it passed unexpectedly), and a run a signal stopped ends
/// with `Bail out!`; the closing line as a comment.
public enum TAPReport {
  public static func lines(
    _ results: [ScriptResult], language: Language, notRun: Int = 0, signal: Int32 = 0
  ) -> [String] {
    var out = ["TAP version 13", "1..\(results.count)"]
    for (i, r) in results.enumerated() {
      let n = i + 1
      let name = description(GitHubReport.relative(r.path))
      let time = ("duration_ms", [milliseconds(r.nanoseconds)])
      switch r.status {
      case .ok:
        out.append("ok \(n) - \(name)")
        out += yaml(fields: [time])
      case .xfail:
        out.append(
          "not ok \(n) - \(name) # TODO "
            + Words(
              en: "a counterexample of pdx check: it fails, as written",
              es: "un contraejemplo de pdx check: falla, como se escribió")(language))
        out += yaml(fields: [time])
      case .xpass:
        // Under --strict an unexpected pass fails: no TODO excuses it.
        let todo = r.strict ? "" : " # TODO " + TestRunner.xpassWords(language)
        out.append((r.strict ? "not ok" : "ok") + " \(n) - \(name)" + todo)
        out += yaml(
          severity: r.strict ? "fail" : nil, message: TestRunner.xpassWords(language),
          fields: [time])
      case .flaky:
        out.append((r.strict ? "not ok" : "ok") + " \(n) - \(name)")
        out += yaml(
          severity: r.strict ? "fail" : nil, message: TestRunner.flakyWords(r, language),
          place: r.flakyPlace,
          fields: [time, ("attempts", ["\(r.attempts)"]), ("first", r.flakyReport)])
      case .error:
        out.append("not ok \(n) - \(name)")
        out += yaml(
          severity: "error", message: r.scriptError ?? "", place: r.errorPlace, fields: [time])
      case .fail:
        out.append("not ok \(n) - \(name)")
        var fields = [time]
        if let f = r.failures.first {
          fields += [("expected", f.expected), ("actual", f.actual)]
          if !f.diff.isEmpty { fields.append(("diff", f.diff)) }
          out += yaml(severity: "fail", message: f.command, place: f.location, fields: fields)
        } else {
          out += yaml(fields: fields)
        }
      }
    }
    if notRun > 0 {
      let line = TestRunner.notRunLine(notRun, signal: signal, language)
      // A harness stops at `Bail out!` and fails the run: what was not run never passes.
      out.append(signal == 0 ? "# " + line : "Bail out! " + description(line))
    }
    out.append(
      "# " + TestRunner.closing(results, language: language, notRun: notRun, signal: signal))
    return out
  }

  /// Milliseconds with microseconds: 412_345 ns → `0.412`.
  static func milliseconds(_ nanoseconds: Int) -> String {
    let micro = max(nanoseconds, 0) / 1000
    let fraction = String(micro % 1000)
    return "\(micro / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// The YAML diagnostic block, indented two spaces: one-line strings double-quoted (JSON's
  /// escapes are YAML's), lines as a literal block (`|`), which prove's YAML reader takes
  /// whatever the lines hold (a quoted list item holding `: ` it reads as a mapping).
  static func yaml(
    severity: String? = nil, message: String? = nil, place: Location? = nil,
    fields: [(String, [String])]
  ) -> [String] {
    var out = ["  ---"]
    if let message { out.append("  message: " + quoted(message)) }
    if let severity { out.append("  severity: " + severity) }
    if let place {
      out.append("  file: " + quoted(place.path))
      if place.line > 0 { out += ["  line: \(place.line)", "  column: \(place.column)"] }
    }
    for (key, values) in fields where !values.isEmpty {
      // The time and the count are numbers; the rest literal blocks.
      if key == "duration_ms" || key == "attempts", let only = values.first {
        out.append("  \(key): " + only)
        continue
      }
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
