import PdxExplore
import PdxLanguage
import PdxRunner

/// How `pdx check` prints (its own `--format`): text, JSON, or text with GitHub's workflow
/// commands.
enum CheckFormat: String, CaseIterable {
  case text, json, github
}

/// `pdx check` in CI's formats (docs/reference.md §7.1): GitHub's annotations, JUnit, the step
/// summary. Each says what the verdict covers, in the summary's words.
extension CheckSummary {
  /// `--format github`'s workflow commands, after the text summary: an `::error` for a broken
  /// rule, at the counterexample file's closing `expect` when `--out` wrote it (`out`), else
  /// with the counterexample's commands in its message; a `::warning` for a search a budget or
  /// a signal cut short (what it covers); an `::error` for no verdict. Nothing for a search
  /// that finished with every rule held.
  func githubCommands(out: String?) -> [String] {
    switch verdict {
    case .held: return []
    case .heldWithin:
      return [
        "::warning title=" + GitHubReport.property("pdx check: " + cause(language)) + "::"
          + GitHubReport.data(heldWithin)
      ]
    case .none:
      return ["::error title=pdx check::" + GitHubReport.data(lines.last ?? "")]
    case .broke:
      guard let found = result.counterexample else { return [] }
      let title = GitHubReport.property(
        "pdx check: " + Words(en: "rule ", es: "la regla ")(language) + found.rule.name)
      let headline = found.headline(language)
      let script = RuleWords.script(found, language)
      if let out {
        // The closing `expect`, the script's last line: where it fails when replayed.
        let line =
          script.split(separator: "\n", omittingEmptySubsequences: false).count
          - (script.hasSuffix("\n") ? 1 : 0)
        return [
          "::error file=" + GitHubReport.property(GitHubReport.relative(out))
            + ",line=\(line),col=1,title=" + title + "::" + GitHubReport.data(headline)
        ]
      }
      return ["::error title=" + title + "::" + GitHubReport.data(headline + "\n\n" + script)]
    }
  }

  /// The line that gives the verdict: the broken rule's headline, else the summary's last.
  var verdictLine: String {
    result.counterexample.map { $0.headline(language) } ?? lines.last ?? ""
  }

  /// What a rule's testcase says when it did not break: which levels it held within.
  private var heldWords: String {
    let k = result.levelsFinished
    let depth = options.depth
    let levels =
      k == 0
      ? Words(en: "no level finished", es: "ningún nivel terminado")
      : k == 1
        ? Words(
          en: "held within depth 1 of \(depth)", es: "se cumplió en la profundidad 1 de \(depth)")
        : Words(
          en: "held within depth 1 to \(k) of \(depth)",
          es: "se cumplió en la profundidad 1 a \(k) de \(depth)")
    switch verdict {
    case .held:
      return Words(en: "held to depth \(depth)", es: "se cumplió hasta la profundidad \(depth)")(
        language)
        + (result.complete
          ? Words(en: " (the space is exhausted)", es: " (el espacio está agotado)")(language) : "")
    case .broke:
      return
        (levels
        + Words(
          en: "; not judged deeper: the search stops at the first broken rule",
          es: "; no se juzgó más hondo: la búsqueda para en la primera regla rota"))(language)
    case .heldWithin:
      return
        (levels + Words(en: "; ", es: "; ") + cause
        + Words(en: " stopped the search", es: " paró la búsqueda"))(language)
    case .none:
      return lines.last ?? ""
    }
  }

  /// JUnit: a testcase a rule, failed for the broken one (its counterexample in the body),
  /// skipped when there is no verdict, else passed with what it held within in its
  /// system-out; the search's figures and whether it finished as the suite's properties.
  /// Valid against Jenkins' junit-10.xsd.
  func junit(seconds: Double) -> String {
    let broken = result.counterexample
    let rules = RuleWords.all
    let failures = broken == nil ? 0 : 1
    let skipped = verdict == .none ? rules.count : 0
    let time = JUnit.seconds(Int(seconds * 1e9))
    var o = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + JUnit.mark + " -->\n"
    o += "<testsuites tests=\"\(rules.count)\" failures=\"\(failures)\" errors=\"0\""
    o += " time=\"\(time)\">\n"
    o += "  <testsuite name=\"pdx check\" tests=\"\(rules.count)\" failures=\"\(failures)\""
    o += " errors=\"0\" skipped=\"\(skipped)\" time=\"\(time)\">\n"
    o += "    <properties>\n"
    let properties: [(String, String)] = [
      ("depth", "\(options.depth)"), ("levelsFinished", "\(result.levelsFinished)"),
      ("finished", "\(!result.cut && broken == nil)"), ("verdict", verdict.rawValue),
      ("bound", bound?.rawValue ?? ""), ("signal", signal == 0 ? "" : StopSignal.name(signal)),
      ("distinct", "\(result.distinct)"), ("transitions", "\(result.transitions)"),
      ("verdictLine", verdictLine),
    ]
    for (name, value) in properties {
      o += "      <property name=\"\(name)\" value=\"\(JUnit.escape(value, attribute: true))\"/>\n"
    }
    o += "    </properties>\n"
    for rule in rules {
      o +=
        "    <testcase name=\"\(JUnit.escape(rule.name, attribute: true))\" classname=\"pdx.check\">\n"
      if let broken, broken.rule.name == rule.name {
        let message = JUnit.escape(broken.headline(language), attribute: true)
        o += "      <failure message=\"\(message)\" type=\"rule\">"
        o += JUnit.escape(RuleWords.script(broken, language)) + "</failure>\n"
      } else if verdict == .none {
        o += "      <skipped message=\"\(JUnit.escape(heldWords, attribute: true))\"/>\n"
      } else {
        o += "      <system-out>" + JUnit.escape(heldWords) + "</system-out>\n"
      }
      o += "    </testcase>\n"
    }
    o += "  </testsuite>\n</testsuites>\n"
    return o
  }

  /// The step summary: the verdict in bold, the summary's lines as they print, and the
  /// counterexample when a rule broke.
  func markdown() -> String {
    var out = ["### pdx check", "", "**" + StepSummary.text(verdictLine) + "**", ""]
    out += StepSummary.fenced(lines, info: "text")
    if let found = result.counterexample {
      out +=
        [""]
        + StepSummary.fenced(
          RuleWords.script(found, language).split(separator: "\n").map(String.init))
    }
    return (out + [""]).joined(separator: "\n")
  }
}
