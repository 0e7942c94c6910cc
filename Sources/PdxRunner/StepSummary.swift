import PdxLanguage
import PdxScripts
import PdxSession

/// The step summary: the Markdown a CI run's page shows (`$GITHUB_STEP_SUMMARY`, or the file
/// `--summary FILE` names, for any CI). GitHub shows at most ten error annotations a step, so
/// the summary lists every script that needs a look, whatever their number.
public enum StepSummary {
  /// How many of the slowest scripts the summary lists.
  static let slowest = 5

  /// `pdx test`'s summary: the closing line in bold; a table of each script that failed, was
  /// wrong, passed unexpectedly or was flaky, with its `file:line` and its message's first line;
  /// the expected failures, unexpected passes and flaky scripts counted; the slowest scripts;
  /// the totals.
  public static func test(
    _ results: [ScriptResult], language: Language, notRun: Int = 0, signal: Int32 = 0
  ) -> String {
    func say(_ en: String, _ es: String) -> String { Words(en: en, es: es)(language) }
    var lines = [
      "### pdx test", "",
      "**"
        + text(
          TestRunner.closing(results, language: language, notRun: notRun, signal: signal)) + "**",
      "",
    ]
    if notRun > 0 {
      lines += [text(TestRunner.notRunLine(notRun, signal: signal, language)), ""]
    }
    var rows: [String] = []
    for r in results {
      let label: String
      let place: Location?
      let what: String
      switch r.status {
      case .ok, .xfail: continue
      case .fail:
        label = "**FAIL**"
        place = r.place
        what =
          r.failures.first.map { Session.describe($0, recent: [], language: language)[0] }
          .map { firstLine($0, after: "FAIL ", place: r.place) } ?? ""
      case .error:
        label = "**ERROR**"
        place = r.errorPlace
        what = firstLine(r.scriptError ?? "", after: "", place: r.errorPlace)
      case .xpass:
        label = r.strict ? "**XPASS**" : "XPASS"
        place = nil
        what = TestRunner.xpassWords(language)
      case .flaky:
        label = r.strict ? "**FLAKY**" : "FLAKY"
        place = r.flakyPlace
        what = TestRunner.flakyWords(r, language)
      }
      let at = place.map { GitHubReport.relative($0.path) + ($0.line > 0 ? ":\($0.line)" : "") }
      rows.append("| \(label) | \(code(at ?? GitHubReport.relative(r.path))) | \(text(what)) |")
    }
    if !rows.isEmpty {
      lines +=
        [
          say("| | where | what |", "| | dónde | qué |"), "| --- | --- | --- |",
        ] + rows + [""]
    }
    func count(_ status: ScriptResult.Status) -> Int {
      results.filter { $0.status == status }.count
    }
    lines += [
      say(
        "Expected failures (XFAIL): \(count(.xfail)) · unexpected passes (XPASS):"
          + " \(count(.xpass)) · flaky: \(count(.flaky))",
        "Fallos esperados (XFAIL): \(count(.xfail)) · pasan sin esperarse (XPASS):"
          + " \(count(.xpass)) · inestables: \(count(.flaky))"), "",
    ]
    // The slowest first; of two as slow, the one reported first.
    let slow = results.enumerated().sorted {
      ($0.element.nanoseconds, $1.offset) > ($1.element.nanoseconds, $0.offset)
    }.prefix(slowest)
    if !slow.isEmpty {
      lines += [
        say("Slowest:", "Los más lentos:"), "", say("| script | time |", "| guion | tiempo |"),
        "| --- | ---: |",
      ]
      for (_, r) in slow {
        lines.append(
          "| \(code(GitHubReport.relative(r.path))) | \(milliseconds(r.nanoseconds, language)) |")
      }
      lines.append("")
    }
    let total = results.reduce(0) { $0 + $1.nanoseconds }
    let scripts = Numbers.counted(
      results.count, ("script run", "scripts run"), ("guion ejecutado", "guiones ejecutados"))
    lines += [
      scripts(language) + ", " + milliseconds(total, language) + say(" in all", " en total"), "",
    ]
    return lines.joined(separator: "\n")
  }

  /// A message's first line, without the `FAIL ` it starts with and the place the table shows
  /// in its own column.
  static func firstLine(_ message: String, after label: String, place: Location?) -> String {
    var line = Substring(message.prefix { $0 != "\n" })
    if line.hasPrefix(label) { line = line.dropFirst(label.count) }
    if let place {
      for prefix in [
        "\(place.path):\(place.line):\(place.column): ", "\(place.path):\(place.line): ",
      ] where line.hasPrefix(prefix) {
        line = line.dropFirst(prefix.count)
        break
      }
    }
    return String(line)
  }

  /// A time the summary prints: milliseconds with microseconds, `0.412 ms` (`0,412 ms`).
  static func milliseconds(_ nanoseconds: Int, _ language: Language) -> String {
    let text = TAPReport.milliseconds(nanoseconds)
    return (language == .es ? String(text.map { $0 == "." ? "," : $0 }) : text) + " ms"
  }

  /// A path or a place as a code span: nothing in it is Markdown, so nothing is escaped but a
  /// `|`, which would end the table's cell even there (GitHub's tables); a backtick in it is
  /// fenced by a longer run; a control character shows as `?`.
  public static func code(_ s: String) -> String {
    var body = ""
    var run = 0
    var longest = 0
    for c in s.unicodeScalars {
      run = c == "`" ? run + 1 : 0
      longest = max(longest, run)
      if c.value < 0x20 || (0x7F...0x9F).contains(c.value) {
        body += "?"
      } else if c == "|" {
        body += "\\|"
      } else {
        body.unicodeScalars.append(c)
      }
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pad = body.hasPrefix("`") || body.hasSuffix("`") ? " " : ""
    return fence + pad + body + pad + fence
  }

  /// Text in Markdown: escaped only where Markdown would read it otherwise — a backslash, a
  /// code span's backtick, emphasis (`*`, `_`, `~`), a link's brackets, HTML's `<`, `>` and
  /// `&`, and a table cell's `|`; a control character shows as `?`.
  public static func text(_ s: String) -> String {
    var o = ""
    for c in s.unicodeScalars {
      if c.value < 0x20 || (0x7F...0x9F).contains(c.value) {
        o += "?"
      } else {
        if "\\`*_~[]<>&|".unicodeScalars.contains(c) { o += "\\" }
        o.unicodeScalars.append(c)
      }
    }
    return o
  }

  /// Lines as a fenced code block, its fence longer than any run of backticks inside.
  public static func fenced(_ lines: [String], info: String = "") -> [String] {
    var longest = 2
    for line in lines {
      var run = 0
      for c in line.unicodeScalars {
        run = c == "`" ? run + 1 : 0
        longest = max(longest, run)
      }
    }
    let fence = String(repeating: "`", count: longest + 1)
    return [fence + info] + lines + [fence]
  }
}
