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
  /// `notRun`: scripts `--fail-fast` or a signal (`signal`, 0 for none) left unstarted or
  /// stopped partway.
  public static func summary(
    _ results: [ScriptResult], language: Language = .en, notRun: Int = 0, signal: Int32 = 0
  ) -> [String] {
    var o = OutputBuffer()
    summary(
      results, style: Style(color: false), language: language, notRun: notRun, signal: signal,
      into: &o)
    return o.lines
  }

  /// The same lines, each ended by a newline, appended to `o` (painted when colour is on).
  public static func summary(
    _ results: [ScriptResult], style: Style, language: Language = .en, notRun: Int = 0,
    signal: Int32 = 0, into o: inout OutputBuffer
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
      case .xpass:
        style.painting(Style.errorCode, &o) { $0.append("XPASS" as StaticString) }
        line(" " + time + " (" + xpassWords(language) + ")")
      case .flaky:
        style.painting(Style.errorCode, &o) { $0.append("FLAKY" as StaticString) }
        line(" " + time + " (" + flakyWords(r, language) + ")")
        for l in r.flakyReport { line("  " + l) }
      case .fail, .error:
        style.painting(Style.errorCode, &o) { $0.append("FAIL" as StaticString) }
        line("  " + time)
        for l in r.report { line("  " + l) }
      }
    }
    if notRun > 0 { line(notRunLine(notRun, signal: signal, language)) }
    line(closing(results, language: language, notRun: notRun, signal: signal))
  }

  /// Why a counterexample that passes is reported.
  static func xpassWords(_ language: Language) -> String {
    Words(
      en: "a counterexample of pdx check that passes now: the bug it pinned is gone",
      es: "un contraejemplo de pdx check que ahora pasa: el fallo que fijaba ya no está")(language)
  }

  /// How a flaky script went: `failed, then passed on retry 2 of 3`.
  static func flakyWords(_ r: ScriptResult, _ language: Language) -> String {
    let retry = r.attempts - 1
    return Words(
      en: "failed, then passed on retry \(retry)", es: "falló, y pasó al reintento \(retry)")(
        language)
  }

  /// `--fail-fast: 3 scripts not run`, or `SIGTERM: 3 scripts not run` when a signal stopped
  /// the run (a script it stopped partway among them).
  static func notRunLine(_ notRun: Int, signal: Int32 = 0, _ language: Language) -> String {
    let scripts = Numbers.counted(notRun, ("script", "scripts"), ("guion", "guiones"))
    let cause = signal == 0 ? "--fail-fast" : StopSignal.name(signal)
    return Words(
      en: "\(cause): \(scripts.en) not run", es: "\(cause): \(scripts.es) sin ejecutar")(
        language)
  }

  /// `19 passed, 1 failed`, then `, 1 error`, `, 1 expected failure`, `, 1 unexpected pass`,
  /// `, 1 flaky` and `, 3 not run` when there are any, and what stopped a run a signal ended:
  /// the line always starts `N passed, N failed`, for whoever reads it so, and a run that did
  /// not run everything never reads as a pass.
  public static func closing(
    _ results: [ScriptResult], language: Language, notRun: Int = 0, signal: Int32 = 0
  ) -> String {
    var counts: [ScriptResult.Status: Int] = [:]
    for r in results { counts[r.status, default: 0] += 1 }
    let (passed, failed) = (counts[.ok] ?? 0, counts[.fail] ?? 0)
    var words = Words(
      en: "\(passed) passed, \(failed) failed",
      es:
        "\(passed) \(passed == 1 ? "pasa" : "pasan"), \(failed) \(failed == 1 ? "falla" : "fallan")"
    )
    let others: [(Int, (String, String), (String, String))] = [
      (counts[.error] ?? 0, ("error", "errors"), ("error", "errores")),
      (
        counts[.xfail] ?? 0, ("expected failure", "expected failures"),
        ("fallo esperado", "fallos esperados")
      ),
      (
        counts[.xpass] ?? 0, ("unexpected pass", "unexpected passes"),
        ("pasa sin esperarse", "pasan sin esperarse")
      ),
      (counts[.flaky] ?? 0, ("flaky", "flaky"), ("inestable", "inestables")),
      (notRun, ("not run", "not run"), ("sin ejecutar", "sin ejecutar")),
    ]
    for (count, en, es) in others where count > 0 {
      let n = Numbers.counted(count, en, es)
      words = words + Words(en: ", " + n.en, es: ", " + n.es)
    }
    if signal != 0 {
      let name = StopSignal.name(signal)
      words = words + Words(en: "; \(name) stopped the run", es: "; \(name) paró la ejecución")
    }
    return words(language)
  }

  /// A script's time as the text report prints it: `0.12 s` (`0,12 s` in Spanish).
  static func seconds(_ nanoseconds: Int, _ language: Language) -> String {
    let text = JSONObject.fixed(Double(max(nanoseconds, 0)) / 1e9, places: 2)
    return (language == .es ? String(text.map { $0 == "." ? "," : $0 }) : text) + " s"
  }
}
