import PdxLanguage
import PdxRender
import PdxText
import PokedexCore

/// `pdx test`'s text report (docs/reference.md §4.5), and the closing line every format ends
/// with.
extension TestRunner {
  /// The report: one line per script in the order run — its status, its time, its path —
  /// failures with their context, and the closing line (`closing`). A file `--update`
  /// rewrote is named just before its line: `updated PATH (2 transcripts)`. With colour, `ok`
  /// is green and `FAIL` bold red. `ok`, `FAIL`, `XFAIL` and `ERROR` are the same in every
  /// language, for whoever reads the report with grep; the sentences are in `language`.
  /// `notRun`: scripts `--fail-fast` did not start.
  public static func summary(
    _ results: [ScriptResult], language: Language = .en, notRun: Int = 0
  ) -> [String] {
    var o = OutputBuffer()
    summary(results, style: Style(color: false), language: language, notRun: notRun, into: &o)
    return o.lines
  }

  /// The same lines, each ended by a newline, appended to `o` (painted when colour is on).
  public static func summary(
    _ results: [ScriptResult], style: Style, language: Language = .en, notRun: Int = 0,
    into o: inout OutputBuffer
  ) {
    func line(_ text: String) {
      o.append(text)
      o.newline()
    }
    for r in results {
      // A file name is text like any other: a line feed in it cannot forge a line of the report.
      let name = Quoting.visible(r.path, limit: .max)
      if r.updated {
        let transcripts = Numbers.counted(
          r.transcriptsUpdated, ("transcript", "transcripts"), ("transcripción", "transcripciones"))
        line(
          Words(
            en: "updated \(name) (\(transcripts.en))",
            es: "actualizado \(name) (\(transcripts.es))")(language))
      }
      let time = seconds(r.nanoseconds, language) + "  " + name
      switch r.status {
      case .ok:
        style.painting(Style.newCode, &o) { $0.append("ok" as StaticString) }
        line("    " + time)
      case .xfail:
        style.painting(Style.dimCode, &o) { $0.append("XFAIL" as StaticString) }
        line(
          " " + time
            + Words(
              en: " (a counterexample of pdx check: it fails, as written)",
              es: " (un contraejemplo de pdx check: falla, como se escribió)")(language))
      case .fail, .error:
        style.painting(Style.errorCode, &o) { $0.append("FAIL" as StaticString) }
        line("  " + time)
        for l in r.report { line("  " + l) }
      }
    }
    if notRun > 0 { line(notRunLine(notRun, language)) }
    line(closing(results, language: language))
  }

  /// `--fail-fast: 3 scripts not run`.
  static func notRunLine(_ notRun: Int, _ language: Language) -> String {
    let scripts = Numbers.counted(notRun, ("script", "scripts"), ("guion", "guiones"))
    return Words(
      en: "--fail-fast: \(scripts.en) not run", es: "--fail-fast: \(scripts.es) sin ejecutar")(
        language)
  }

  /// `19 passed, 1 failed`, then `, 1 error` and `, 1 expected failure` when there are any:
  /// the line always starts `N passed, N failed`, for whoever reads it so.
  public static func closing(_ results: [ScriptResult], language: Language) -> String {
    var counts: [ScriptResult.Status: Int] = [:]
    for r in results { counts[r.status, default: 0] += 1 }
    let (passed, failed) = (counts[.ok] ?? 0, counts[.fail] ?? 0)
    let (errors, xfailed) = (counts[.error] ?? 0, counts[.xfail] ?? 0)
    var words = Words(
      en: "\(passed) passed, \(failed) failed",
      es:
        "\(passed) \(passed == 1 ? "pasa" : "pasan"), \(failed) \(failed == 1 ? "falla" : "fallan")"
    )
    if errors > 0 {
      let n = Numbers.counted(errors, ("error", "errors"), ("error", "errores"))
      words = words + Words(en: ", " + n.en, es: ", " + n.es)
    }
    if xfailed > 0 {
      let n = Numbers.counted(
        xfailed, ("expected failure", "expected failures"), ("fallo esperado", "fallos esperados"))
      words = words + Words(en: ", " + n.en, es: ", " + n.es)
    }
    return words(language)
  }

  /// A script's time as the text report prints it: `0.12 s` (`0,12 s` in Spanish).
  static func seconds(_ nanoseconds: Int, _ language: Language) -> String {
    let text = JSONObject.fixed(Double(max(nanoseconds, 0)) / 1e9, places: 2)
    return (language == .es ? String(text.map { $0 == "." ? "," : $0 }) : text) + " s"
  }
}
