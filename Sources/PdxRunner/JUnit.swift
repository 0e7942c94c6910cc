import PdxLanguage
import PdxRender
import PdxScripts
import PdxSession

/// JUnit XML for CI: one testcase per script, named by its file, its `classname` the folder
/// (dotted, as pytest's), with `file` and `line` (where it failed) as pytest writes them; a
/// failure carries the failing step's `file:line`, its message and diff; system-out holds the
/// last steps. Beyond `file` and `line` on `<testcase>` (which GitLab, pytest's xunit1 and the
/// GitHub reporters read, and Jenkins ignores), the report is what Jenkins' junit-10.xsd
/// declares: a flaky script's first attempt is a `<flakyFailure>`, the times match its
/// SUREFIRE_TIME, and `skipped` is counted on `<testsuite>` only.
public enum JUnit {
  /// The report's second line starts so: pdx replaces a file that has it (`--junit`).
  public static let mark = WrittenKind.junit.mark

  /// `notRun` and `signal`: a run a signal stopped has one more testcase, in error, that says
  /// what was not run, so that no reader counts the run as passed.
  public static func xml(
    _ results: [ScriptResult], language: Language = .en, notRun: Int = 0, signal: Int32 = 0
  ) -> String {
    let failures = results.filter { $0.failsRun && $0.scriptError == nil }.count
    let stopped = signal != 0 ? 1 : 0
    let errors = results.filter { $0.scriptError != nil }.count + stopped
    let skipped = results.filter { $0.status == .xfail }.count
    let tests = results.count + stopped
    let total = results.reduce(0) { $0 + $1.nanoseconds }
    var o = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + mark + " -->\n"
    o += "<testsuites tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\""
    o += " time=\"\(seconds(total))\">\n"
    o += "  <testsuite name=\"pdx\" tests=\"\(tests)\" failures=\"\(failures)\""
    o += " errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(seconds(total))\">\n"
    for r in results {
      let (folder, name) = split(r.path)
      o += "    <testcase name=\"\(escape(name, attribute: true))\""
      o += " classname=\"\(escape(folder, attribute: true))\""
      o += " file=\"\(escape(r.path, attribute: true))\""
      let line = r.status == .flaky ? r.flakyPlace?.line : r.place?.line
      if let line, line > 0 { o += " line=\"\(line)\"" }
      o += " time=\"\(seconds(r.nanoseconds))\">\n"
      switch r.status {
      case .error:
        o +=
          "      <error message=\"\(escape(r.scriptError ?? "", attribute: true))\" type=\"script\">"
        o += escape(r.report.joined(separator: "\n")) + "</error>\n"
      case .xfail:
        let why = Words(
          en: "a counterexample of pdx check: it fails, as written",
          es: "un contraejemplo de pdx check: falla, como se escribió")(language)
        o += "      <skipped message=\"\(escape(why, attribute: true))\"/>\n"
      case .xpass:
        let why = escape(TestRunner.xpassWords(language), attribute: true)
        // Under --strict it fails the run; otherwise it passes, and says why it is reported.
        o +=
          r.strict
          ? "      <failure message=\"\(why)\" type=\"xpass\"/>\n"
          : "      <system-out>XPASS: \(why)</system-out>\n"
      case .flaky:
        let why = escape(TestRunner.flakyWords(r, language), attribute: true)
        if r.strict { o += "      <failure message=\"\(why)\" type=\"flaky\"/>\n" }
        o += "      <flakyFailure message=\"\(why)\" type=\"flow\">"
        o += escape(r.flakyReport.joined(separator: "\n")) + "</flakyFailure>\n"
      case .fail:
        if let f = r.failures.first {
          let head = (f.location.map { $0.description + ": " } ?? "") + f.command
          o += "      <failure message=\"\(escape(head, attribute: true))\" type=\"flow\">"
          o += escape(r.report.joined(separator: "\n")) + "</failure>\n"
        }
      case .ok:
        break
      }
      if !r.recent.isEmpty {
        o += "      <system-out>" + escape(r.recent.joined(separator: "\n")) + "</system-out>\n"
      }
      o += "    </testcase>\n"
    }
    if signal != 0 {
      let why = TestRunner.notRunLine(notRun, signal: signal, language)
      o +=
        "    <testcase name=\"\(StopSignal.name(signal))\" classname=\"pdx\" time=\"0.000000\">\n"
      o += "      <error message=\"\(escape(why, attribute: true))\" type=\"signal\"/>\n"
      o += "    </testcase>\n"
    }
    o += "  </testsuite>\n</testsuites>\n"
    return o
  }

  /// A script's folder as a class name (`examples/sub/a.pdx` → `examples.sub`; `pdx` for one
  /// with no folder) and its file name.
  static func split(_ path: String) -> (classname: String, name: String) {
    var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    let name = parts.popLast() ?? path
    let folders = parts.filter { $0 != "." }
    return (folders.isEmpty ? "pdx" : folders.joined(separator: "."), name)
  }

  /// Seconds with microsecond precision, which tells apart scripts that run in under a
  /// millisecond: 1_234_567 ns → "0.001234" (a number JUnit readers take, and junit-10.xsd's
  /// SUREFIRE_TIME).
  public static func seconds(_ nanoseconds: Int) -> String {
    JSONRenderer.seconds(nanoseconds)
  }

  /// XML text and attribute escaping; control characters XML 1.0 forbids become U+FFFD, and
  /// those it allows but a terminal would act on (DEL, C1) character references.
  public static func escape(_ s: String, attribute: Bool = false) -> String {
    var o = ""
    for u in s.unicodeScalars {
      switch u {
      case "&": o += "&amp;"
      case "<": o += "&lt;"
      case ">": o += "&gt;"
      case "\"": o += "&quot;"
      case "'": o += "&apos;"
      // A parser turns a raw tab, CR or line feed in an attribute into a space, and a CR in
      // text into a line feed: as character references they come back as they were.
      case "\t": o += "&#9;"
      case "\r": o += "&#13;"
      case "\n": o += attribute ? "&#10;" : "\n"
      default:
        if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF {
          o += "\u{FFFD}"
        } else if (0x7F...0x9F).contains(u.value) {
          o += "&#x" + String(u.value, radix: 16, uppercase: true) + ";"
        } else {
          o.unicodeScalars.append(u)
        }
      }
    }
    return o
  }
}
