import PdxRender
import PdxSession
import PdxText

/// `pdx test`'s report in JSON (docs/reference.md §4.3): one object a script on one line, then
/// the summary.
extension JSONRenderer {
  /// `pdx test --format json`: one object per script, in the order of the text report, then
  /// `{"summary":{…}}`.
  public static func testReport(
    _ results: [ScriptResult], notRun: Int = 0, signal: Int32 = 0
  ) -> [String] {
    var lines: [String] = []
    for r in results {
      var o = OutputBuffer(capacity: 256)
      o.append("{\"file\":" as StaticString)
      string(r.path, &o)
      o.append(",\"status\":" as StaticString)
      string(r.status.rawValue, &o)
      o.append(",\"location\":" as StaticString)
      place(r.place, &o)
      o.append(",\"duration\":" as StaticString)
      o.append(seconds(r.nanoseconds))
      o.append(",\"failures\":[" as StaticString)
      for (i, f) in r.failures.enumerated() {
        if i > 0 { o.append(byte: UInt8(ascii: ",")) }
        failureObject(f, &o)
      }
      o.append("],\"error\":" as StaticString)
      optional(r.scriptError, &o)
      o.append(",\"transcriptsUpdated\":" as StaticString)
      o.append(r.transcriptsUpdated)
      o.append(",\"attempts\":" as StaticString)
      o.append(r.attempts)
      o.append(byte: UInt8(ascii: "}"))
      lines.append(o.text)
    }
    func count(_ status: ScriptResult.Status) -> Int {
      results.filter { $0.status == status }.count
    }
    let total = results.reduce(0) { $0 + $1.nanoseconds }
    lines.append(
      "{\"summary\":{\"scripts\":\(results.count),\"passed\":\(count(.ok)),"
        + "\"failed\":\(count(.fail)),\"errors\":\(count(.error)),"
        + "\"expectedFailures\":\(count(.xfail)),\"unexpectedPasses\":\(count(.xpass)),"
        + "\"flaky\":\(count(.flaky)),\"notRun\":\(notRun),"
        + "\"signal\":\(signal == 0 ? "null" : "\"" + StopSignal.name(signal) + "\""),"
        + "\"duration\":\(seconds(total))}}")
    return lines
  }

  /// Seconds with microsecond precision, as a JSON number: 1_234_567 ns → `0.001234`.
  static func seconds(_ nanoseconds: Int) -> String {
    let micro = max(nanoseconds, 0) / 1000
    let fraction = String(micro % 1_000_000)
    return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }
}
