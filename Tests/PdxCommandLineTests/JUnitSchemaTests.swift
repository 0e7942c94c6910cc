import Foundation
import FoundationXML
import Glibc
import PdxLanguage
import PokedexCore
import Synchronization
import Testing

@testable import PdxCommandLine
@testable import PdxExplore
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

/// The constraints of Jenkins' junit-10.xsd (the xunit plugin's), read from it and written
/// here as a check of our own: which elements each element holds, the attributes each may
/// carry and those it must, and the pattern of a suite's time. pdx's one addition, `file` and
/// `line` on `<testcase>` (GitLab, pytest's xunit1 and the GitHub reporters read them), is
/// allowed by name and nothing else is.
enum JUnit10 {
  struct Rule {
    var children: Set<String>
    var allowed: Set<String>
    var required: Set<String> = []
    /// Text is allowed (mixed content, or xs:string).
    var text = true
  }

  static let rerun = Rule(
    children: ["stackTrace", "system-out", "system-err"], allowed: ["message", "type"],
    required: ["type"])
  static let rules: [String: Rule] = [
    "testsuites": Rule(
      children: ["testsuite"], allowed: ["name", "time", "tests", "failures", "errors"],
      text: false),
    "testsuite": Rule(
      children: ["testsuite", "properties", "testcase", "system-out", "system-err"],
      allowed: [
        "name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp",
        "hostname", "id", "package", "file", "log", "url",
      ], required: ["name", "tests", "failures", "errors"], text: false),
    "properties": Rule(children: ["property"], allowed: [], text: false),
    "property": Rule(
      children: [], allowed: ["name", "value"], required: ["name", "value"], text: false),
    "testcase": Rule(
      children: [
        "skipped", "error", "failure", "rerunFailure", "rerunError", "flakyFailure",
        "flakyError", "system-out", "system-err",
      ],
      // junit-10.xsd's four, and pdx's `file` and `line`.
      allowed: ["name", "time", "classname", "group", "file", "line"], required: ["name"],
      text: false),
    "failure": Rule(children: [], allowed: ["type", "message"]),
    "error": Rule(children: [], allowed: ["type", "message"]),
    "skipped": Rule(children: [], allowed: ["type", "message"]),
    "system-out": Rule(children: [], allowed: []),
    "system-err": Rule(children: [], allowed: []),
    "stackTrace": Rule(children: [], allowed: []),
    "rerunFailure": rerun, "rerunError": rerun, "flakyFailure": rerun, "flakyError": rerun,
  ]

  /// SUREFIRE_TIME: `(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?`, the whole value.
  static func isSurefireTime(_ s: String) -> Bool {
    s.wholeMatch(of: #/(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?/#) != nil
  }

  final class Node {
    let name: String
    let attributes: [String: String]
    var children: [Node] = []
    var text = ""
    init(_ name: String, _ attributes: [String: String]) {
      (self.name, self.attributes) = (name, attributes)
    }
  }

  final class Reader: NSObject, XMLParserDelegate {
    var stack: [Node] = []
    var root: Node?
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      let node = Node(name, attributes)
      stack.last?.children.append(node)
      if root == nil { root = node }
      stack.append(node)
    }
    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) { stack.removeLast() }
    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }
  }

  /// What in `xml` junit-10.xsd would refuse (empty: valid); a document that does not parse
  /// is one problem.
  static func problems(_ xml: String) -> [String] {
    let parser = XMLParser(data: Data(xml.utf8))
    let reader = Reader()
    parser.delegate = reader
    guard parser.parse(), let root = reader.root else { return ["not well-formed XML"] }
    var out: [String] = []
    if root.name != "testsuites" && root.name != "testsuite" {
      out.append("root <\(root.name)>")
    }
    func check(_ node: Node, path: String) {
      let here = path + "/" + node.name
      guard let rule = rules[node.name] else {
        out.append("\(here): an element junit-10.xsd does not declare")
        return
      }
      for key in node.attributes.keys.sorted() where !rule.allowed.contains(key) {
        out.append("\(here): attribute \(key)")
      }
      for key in rule.required.sorted() where node.attributes[key] == nil {
        out.append("\(here): no \(key)")
      }
      if ["testsuites", "testsuite"].contains(node.name), let time = node.attributes["time"],
        !isSurefireTime(time)
      {
        out.append("\(here): time \(time) is not a SUREFIRE_TIME")
      }
      if !rule.text, !node.text.allSatisfy(\.isWhitespace) {
        out.append("\(here): text in an element that holds elements only")
      }
      if node.name.hasSuffix("Failure") || node.name.hasSuffix("Error") {
        // rerunType's sequence: stackTrace?, system-out?, system-err?, in that order.
        let order = ["stackTrace", "system-out", "system-err"]
        let seen = node.children.compactMap { order.firstIndex(of: $0.name) }
        if seen != seen.sorted() || Set(seen).count != seen.count {
          out.append("\(here): children out of rerunType's sequence")
        }
      }
      for child in node.children {
        if !rule.children.contains(child.name) {
          out.append("\(here): <\(child.name)> inside")
        }
        check(child, path: here)
      }
    }
    check(root, path: "")
    return out
  }
}

/// A folder of this test's own, removed at the end.
private final class TempDir {
  let path: String
  init() {
    var template = Array("/tmp/pdx-junit-XXXXXX".utf8CString)
    path = String(cString: template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!)! })
  }
  deinit { _ = system("rm -rf '\(path)'") }
  func write(_ name: String, _ text: String) -> String {
    try! FileIO.writeAtomically(text, to: path + "/" + name)
    return path + "/" + name
  }
}

@Suite("JUnit reports against junit-10.xsd")
struct JUnitSchemaTests {
  @Test("the check of the schema catches what the schema refuses")
  func checkerCatches() {
    let good = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites tests="1" failures="0" errors="0" time="1,234.5">
        <testsuite name="s" tests="1" failures="0" errors="0" time="0.000412">
          <testcase name="t" file="a.pdx" line="3"><system-out>x</system-out></testcase>
        </testsuite>
      </testsuites>
      """
    #expect(JUnit10.problems(good) == [])
    for (bad, problem) in [
      (
        good.replacing("errors=\"0\" time=\"0.000412\"", with: "time=\"0.000412\""),
        "/testsuites/testsuite: no errors"
      ),
      (
        good.replacing("time=\"0.000412\"", with: "time=\"1e-3\""),
        "/testsuites/testsuite: time 1e-3 is not a SUREFIRE_TIME"
      ),
      (
        good.replacing(" line=\"3\"", with: " line=\"3\" status=\"ok\""),
        "/testsuites/testsuite/testcase: attribute status"
      ),
      (
        good.replacing("<system-out>x</system-out>", with: "<properties/>"),
        "/testsuites/testsuite/testcase: <properties> inside"
      ),
      (
        good.replacing(
          "tests=\"1\" failures=\"0\" errors=\"0\" time=\"1,234.5\"", with: "skipped=\"0\""),
        "/testsuites: attribute skipped"
      ),
    ] {
      #expect(JUnit10.problems(bad).contains(problem), "\(JUnit10.problems(bad))")
    }
  }

  @Test("pdx test's report, every kind of verdict and a signal, is valid")
  func testReport() throws {
    let dir = TempDir()
    let cx = "# Found by pdx check: the shortest way.\n"
    let scripts = [
      dir.write("ok.pdx", "expect raiz == formulario\n"),
      dir.write("fail.pdx", "tab lista\nexpect raiz == conSesion\n"),
      dir.write("error.pdx", "tabb lista\n"),
      dir.write("xfail.pdx", cx + "expect raiz == conSesion\n"),
      dir.write("xpass.pdx", cx + "expect raiz == formulario\n"),
    ]
    var results = TestRunner().run(scripts)
    var flaky = results[0]
    flaky.attempts = 2
    flaky.flakyReport = ["FAIL a.pdx:1: expect raiz == conSesion"]
    flaky.flakyPlace = Location(path: "a.pdx", line: 1)
    results.append(flaky)
    #expect(Set(results.map(\.status)) == Set(ScriptResult.Status.allCases))
    for strict in [false, true] {
      for i in results.indices { results[i].strict = strict }
      for signal in [0, SIGTERM] {
        let xml = JUnit.xml(results, notRun: signal == 0 ? 0 : 2, signal: signal)
        #expect(JUnit10.problems(xml) == [], "\(xml)")
      }
    }
  }

  @Test("pdx check's report is valid, whatever the verdict: held, held within, broke, none")
  func checkReport() {
    var options = StateSpace.Options()
    options.platforms = [.ios]
    options.depth = 2
    let held = StateSpace(options).run(progress: nil)
    var cutOptions = options
    cutOptions.maxStates = 10
    let cut = StateSpace(cutOptions).run(progress: nil)
    var noneOptions = options
    noneOptions.maxStates = 1
    let none = StateSpace(noneOptions).run(progress: nil)
    var brokenOptions = options
    brokenOptions.knobs = [(.onchangeInitial, false)]
    let broken = StateSpace(brokenOptions).run(progress: nil)
    for (result, o, verdict) in [
      (held, options, CheckSummary.Verdict.held), (cut, cutOptions, .heldWithin),
      (none, noneOptions, .none), (broken, brokenOptions, .broke),
    ] {
      let summary = CheckSummary(result: result, options: o, language: .en)
      #expect(summary.verdict == verdict)
      let xml = summary.junit(seconds: 0.25)
      #expect(JUnit10.problems(xml) == [], "\(xml)")
      #expect(xml.contains("<property name=\"verdict\" value=\"\(verdict.rawValue)\"/>"))
      #expect(
        xml.contains(
          "<property name=\"finished\" value=\"\(verdict == .held)\"/>"))
    }
  }

  @Test("check's JUnit: the broken rule fails; the others say the levels they held within")
  func checkTestcases() {
    var options = StateSpace.Options()
    options.platforms = [.ios]
    options.depth = 4
    options.knobs = [(.onchangeInitial, false)]
    let broken = StateSpace(options).run(progress: nil)
    let xml = CheckSummary(result: broken, options: options, language: .en).junit(seconds: 1)
    #expect(xml.contains("failures=\"1\""))
    #expect(
      xml.contains(
        "<testcase name=\"no-stuck-link\" classname=\"pdx.check\">\n      <failure message=\"rule"
          + " no-stuck-link broke (lesson 000"))
    #expect(
      xml.contains(
        "<testcase name=\"content-needs-session\" classname=\"pdx.check\">\n      <system-out>held"
          + " within depth 1 of 4; not judged deeper: the search stops at the first broken rule"
          + "</system-out>"))
    var whole = options
    whole.knobs = []
    whole.depth = 1
    let held = StateSpace(whole).run(progress: nil)
    #expect(
      CheckSummary(result: held, options: whole, language: .en).junit(seconds: 1).contains(
        "<system-out>held to depth 1</system-out>"))
    whole.maxStates = 1
    let none = StateSpace(whole).run(progress: nil)
    let skipped = CheckSummary(result: none, options: whole, language: .en).junit(seconds: 1)
    #expect(skipped.contains("skipped=\"\(RuleWords.all.count)\""))
    #expect(skipped.contains("<skipped message=\"no verdict: --max-states 1 stopped the search"))
  }
}
