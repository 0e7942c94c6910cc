import PdxLanguage
import PdxScripts

/// JUnit XML for CI: one testcase per script, named by its file, its `classname` the folder
/// (dotted, as pytest's), with `file` and `line` (where it failed) as pytest writes them; a
/// failure carries the failing step's `file:line`, its message and diff; system-out holds the
/// last steps.
public enum JUnit {
  /// The report's second line starts so: pdx replaces a file that has it (`--junit`).
  public static let mark = WrittenKind.junit.mark

  public static func xml(_ results: [ScriptResult], language: Language = .en) -> String {
    let failures = results.filter { $0.status == .fail }.count
    let errors = results.filter { $0.scriptError != nil }.count
    let total = results.reduce(0) { $0 + $1.milliseconds }
    var o = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + mark + " -->\n"
    o += "<testsuites tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
    o += " time=\"\(seconds(total))\">\n"
    o += "  <testsuite name=\"pdx\" tests=\"\(results.count)\" failures=\"\(failures)\""
    o += " errors=\"\(errors)\" time=\"\(seconds(total))\">\n"
    for r in results {
      let (folder, name) = split(r.path)
      o += "    <testcase name=\"\(escape(name, attribute: true))\""
      o += " classname=\"\(escape(folder, attribute: true))\""
      o += " file=\"\(escape(r.path, attribute: true))\""
      if let line = r.place?.line, line > 0 { o += " line=\"\(line)\"" }
      o += " time=\"\(seconds(r.milliseconds))\">\n"
      if let error = r.scriptError {
        o += "      <error message=\"\(escape(error, attribute: true))\" type=\"script\">"
        o += escape(r.report.joined(separator: "\n")) + "</error>\n"
      } else if r.status == .xfail {
        let why = Words(
          en: "a counterexample of pdx check: it fails, as written",
          es: "un contraejemplo de pdx check: falla, como se escribió")(language)
        o += "      <skipped message=\"\(escape(why, attribute: true))\"/>\n"
      } else if let f = r.failures.first {
        let head = (f.location.map { $0.description + ": " } ?? "") + f.command
        o += "      <failure message=\"\(escape(head, attribute: true))\" type=\"flow\">"
        o += escape(r.report.joined(separator: "\n")) + "</failure>\n"
      }
      if !r.recent.isEmpty {
        o += "      <system-out>" + escape(r.recent.joined(separator: "\n")) + "</system-out>\n"
      }
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

  /// Seconds with millisecond precision, as JUnit readers expect: 1234 → "1.234".
  static func seconds(_ ms: Int) -> String {
    let frac = String(ms % 1000)
    return "\(ms / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
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
