import PdxRender
import PdxScripts
import PdxText

/// A failure in JSON (docs/reference.md §4.3): what `pdx run --format json` writes of it, one
/// object on one line (and an element of `pdx test --format json`'s `failures`).
extension JSONRenderer {
  /// `{"failure":{"source":"a.pdx:3","location":{"file":"a.pdx","line":3,"column":1},
  /// "command":"…","expected":[…],"actual":[…],"includedFrom":[…]}}`, and for a transcript
  /// `"transcriptOf":2,"diff":[…]`.
  public static func render(failure: Failure) -> String {
    var o = OutputBuffer(capacity: 256)
    o.append("{\"failure\":" as StaticString)
    failureObject(failure, &o)
    o.append(byte: UInt8(ascii: "}"))
    return o.text
  }

  /// The failure's own object: what `failure` holds, and an element of a script's `failures`.
  package static func failureObject(_ f: Failure, _ o: inout OutputBuffer) {
    o.append("{\"source\":" as StaticString)
    source(f.location, &o)
    o.append(",\"location\":" as StaticString)
    place(f.location, &o)
    o.append(",\"command\":" as StaticString)
    string(f.command, &o)
    o.append(",\"expected\":" as StaticString)
    strings(f.expected, &o)
    o.append(",\"actual\":" as StaticString)
    strings(f.actual, &o)
    o.append(",\"includedFrom\":" as StaticString)
    strings(f.includedFrom.map(\.description), &o)
    if let line = f.transcriptOf {
      o.append(",\"transcriptOf\":" as StaticString)
      o.append(line)
      o.append(",\"diff\":" as StaticString)
      strings(f.diff, &o)
    }
    o.append(byte: UInt8(ascii: "}"))
  }

  /// `{"file":"a.pdx","line":3,"column":1}`, or `null`.
  package static func place(_ p: Location?, _ o: inout OutputBuffer) {
    guard let p else {
      o.append("null" as StaticString)
      return
    }
    o.append("{\"file\":" as StaticString)
    string(p.path, &o)
    o.append(",\"line\":" as StaticString)
    o.append(p.line)
    o.append(",\"column\":" as StaticString)
    o.append(p.column)
    o.append(byte: UInt8(ascii: "}"))
  }
}
