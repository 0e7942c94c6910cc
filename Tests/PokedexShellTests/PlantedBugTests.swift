import Foundation
import FoundationXML
import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxTeaching

/// Tests for the bugs mutation testing planted and nothing caught (issue 23, point 9): each rule
/// under each of its knobs, accounts on and off; the check's counts; `...` at the end of a block
/// and against nothing; JUnit's tab and CR; the masking's fast path against the full reading.
@Suite("What the tests must catch")
struct PlantedBugTests {
  /// Each rule alone, each of its knobs at its pitfall, depth 4: broken in how many commands
  /// (nil: it holds to the depth). Pinned from the search; a rule's check that changes moves it.
  static let ruleUnderKnob: [(rule: String, knob: Knob, accounts: Bool, breaksIn: Int?)] = [
    ("no-stuck-link", .onchangeInitial, true, 2), ("no-stuck-link", .onchangeInitial, false, nil),
    ("no-stuck-link", .resetLink, true, 2), ("no-stuck-link", .resetLink, false, 1),
    ("tap-handled-or-waiting", .delegateInstall, true, 2),
    ("tap-handled-or-waiting", .delegateInstall, false, 2),
    ("tap-handled-or-waiting", .resetLink, true, nil),
    ("tap-handled-or-waiting", .resetLink, false, nil),
    ("external-link-handled-lost-or-waiting", .onNewIntent, true, 1),
    ("external-link-handled-lost-or-waiting", .onNewIntent, false, 1),
    ("delegate-never-crashes", .mainActor, true, 2),
    ("delegate-never-crashes", .mainActor, false, 2),
    ("foreground-notification-shown", .willPresent, true, 3),
    ("foreground-notification-shown", .willPresent, false, 3),
    ("screen-follows-state", .reportDismissals, true, 3),
    ("screen-follows-state", .reportDismissals, false, 2),
    ("screen-follows-state", .didMoveToParent, true, 3),
    ("screen-follows-state", .didMoveToParent, false, 2),
    ("screen-follows-state", .presentationDidDismiss, true, 3),
    ("screen-follows-state", .presentationDidDismiss, false, nil),
    ("screen-follows-state", .stackHelper, true, 3),
    ("screen-follows-state", .stackHelper, false, 2),
    ("one-dismissal-per-presentation", .nilBeforeDismiss, true, 3),
    ("one-dismissal-per-presentation", .nilBeforeDismiss, false, nil),
    ("content-needs-session", .guardAtRoot, true, 1),
    ("content-needs-session", .guardAtRoot, false, nil),
    ("guard-fades", .rootTransition, true, 1), ("guard-fades", .rootTransition, false, nil),
    ("tap-handled-or-waiting", .switchTab, true, 3),
    ("tap-handled-or-waiting", .switchTab, false, 2),
    ("external-link-handled-lost-or-waiting", .switchTab, true, 3),
    ("external-link-handled-lost-or-waiting", .switchTab, false, 2),
    ("theme-on-every-tab", .themeAtRoot, true, 2), ("theme-on-every-tab", .themeAtRoot, false, 1),
    ("reminder-on-appear", .sceneInitial, true, 2), ("reminder-on-appear", .sceneInitial, false, 2),
    ("permission-asked-by-the-user", .requestPermission, true, 2),
    ("permission-asked-by-the-user", .requestPermission, false, 2),
    ("one-dismissal-per-presentation", .presentadoReference, true, 3),
    ("one-dismissal-per-presentation", .presentadoReference, false, nil),
    ("dismisses-only-its-own", .presentadoReference, true, 4),
    ("dismisses-only-its-own", .presentadoReference, false, nil),
  ]

  @Test("the table names every rule's every knob, with accounts on and off")
  func tableIsWhole() {
    var pairs: [String] = []
    for rule in Rules.all {
      for knob in rule.brokenBy {
        for accounts in [true, false] { pairs.append("\(rule.name) \(knob.name) \(accounts)") }
      }
    }
    #expect(
      pairs.sorted()
        == Self.ruleUnderKnob.map { "\($0.rule) \($0.knob.name) \($0.accounts)" }.sorted())
  }

  @Test("each rule under each of its knobs, accounts on and off, breaks where pinned")
  func eachRuleUnderEachKnob() throws {
    for entry in Self.ruleUnderKnob {
      let rule = try #require(Rules.all.first { $0.name == entry.rule })
      var o = StateSpace.Options()
      o.depth = 4
      o.hayCuentas = entry.accounts
      o.knobs = [(entry.knob, false)]
      o.rules = [rule]
      if let only = entry.knob.declaration.platform { o.platforms = [only] }
      let found = StateSpace(o).run().counterexample
      let what = "\(entry.rule) under \(entry.knob.name), accounts \(entry.accounts)"
      #expect(found?.steps.count == entry.breaksIn, "\(what)")
      if let found { #expect(found.rule.name == entry.rule, "\(what)") }
    }
    // With the knobs at the lessons' fix each rule holds: one search for each accounts and
    // platforms the table uses, with all its rules at once. The states a search visits do not
    // depend on its rules, and one that ends with no counterexample checked every rule on every
    // transition, so it says what a search per row would (a few searches instead of 40).
    var fixes: [(accounts: Bool, platforms: [Plataforma])] = []
    for entry in Self.ruleUnderKnob {
      let platforms = entry.knob.declaration.platform.map { [$0] } ?? StateSpace.Options().platforms
      if !fixes.contains(where: { $0.accounts == entry.accounts && $0.platforms == platforms }) {
        fixes.append((entry.accounts, platforms))
      }
    }
    let names = Set(Self.ruleUnderKnob.map(\.rule))
    for fix in fixes {
      var o = StateSpace.Options()
      o.depth = 4
      o.hayCuentas = fix.accounts
      o.platforms = fix.platforms
      o.rules = Rules.all.filter { names.contains($0.name) }
      let found = StateSpace(o).run().counterexample
      #expect(
        found == nil,
        "at the fix, accounts \(fix.accounts), \(fix.platforms): \(found?.rule.name ?? "")")
    }
    #expect(fixes.count > 2)
  }

  @Test("the check's counts are pinned, and transitions = revisits + distinct − roots")
  func checkCounts() {
    var o = StateSpace.Options()
    o.depth = 4
    let r = StateSpace(o).run()
    #expect(r.distinct == 6_361)
    #expect(r.transitions == 42_138)
    #expect(r.revisits == 35_779)
    #expect(r.transitions == r.revisits + r.distinct - o.platforms.count)
    o.platforms = [.android]
    o.hayCuentas = false
    let one = StateSpace(o).run()
    #expect(one.transitions == one.revisits + one.distinct - 1)
  }

  @Test("... at the end of a block, in a row, and against no output")
  func wildcards() {
    #expect(Transcript.matches(expected: ["a", "..."], actual: ["a", "b", "c"]))
    #expect(Transcript.matches(expected: ["a", "...", "..."], actual: ["a"]))
    #expect(Transcript.matches(expected: ["...", "..."], actual: []))
    #expect(Transcript.matches(expected: ["..."], actual: []))
    #expect(Transcript.matches(expected: [], actual: []))
    #expect(!Transcript.matches(expected: ["...", "a"], actual: []))
    #expect(!Transcript.matches(expected: ["a", "..."], actual: []))
    #expect(!Transcript.matches(expected: ["a", "...", "c"], actual: ["a", "b"]))
    #expect(Transcript.matches(expected: ["...", "c", "..."], actual: ["a", "c", "d"]))
    #expect(!Transcript.matches(expected: [], actual: ["a"]))
    #expect(!Transcript.matches(expected: ["a"], actual: ["a", "b"]))
  }

  final class Reader: NSObject, XMLParserDelegate {
    var attribute: String?
    var text = ""
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) { attribute = attribute ?? attributes["m"] }
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  }

  @Test("JUnit keeps a tab and a CR, in an attribute and in text, through an XML parser")
  func junitTabAndCR() throws {
    let s = "a\tb\rc\nd"
    let xml = "<x m=\"\(JUnit.escape(s, attribute: true))\">\(JUnit.escape(s))</x>"
    #expect(!xml.contains("\t") && !xml.contains("\r"))
    let reader = Reader()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    #expect(parser.parse())
    #expect(reader.attribute == s)
    #expect(reader.text == s)
  }

  @Test(
    "masking: a password the tokenizer reads on a login, signup or type password line is never shown"
  )
  func maskingFastPathAgainstFullReading() throws {
    var rng = SplitMix64(seed: 23)
    func pick(_ xs: [String]) -> String { xs[Int(rng.next() % UInt64(xs.count))] }
    let secret = "S3cr3tPw"
    for _ in 0..<5_000 {
      let lead = pick(["", " ", "\t", "  \t", "!", "! ", " !", "!\t"])
      let word = pick(["login", "signup", "\"login\"", "'signup'", "log\\in", "type", "\"type\""])
      let gap = pick([" ", "\t", "  "])
      let rest: String
      if word.contains("type") {
        rest = pick(["password", "\"password\"", "pass\\word"]) + gap + secret
      } else {
        rest =
          pick(["ash@kanto.com", "\"ash@kanto.com\"", "x"]) + gap
          + pick([secret, "\"\(secret)\"", "'\(secret) more'", secret + " extra"])
      }
      let line = lead + word + gap + rest
      let tokens = try Tokenizer.split(line.hasPrefix("!") ? String(line.dropFirst()) : line)
      let first = tokens.first?.text.replacingOccurrences(of: "!", with: "") ?? ""
      let holds =
        ["login", "signup"].contains(first) && tokens.count >= 3
        || first == "type" && tokens.count >= 3 && tokens[1].text == "password"
      guard holds else { continue }
      #expect(!Secrets.masked(line).contains(secret), "\(line.debugDescription)")
    }
  }
}
