import Foundation
import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession
@testable import PdxTeaching

/// docs/reference.md §6.1, as a property: random passwords typed through random malformed
/// variants of `login`, `signup` and `type password` never show in anything pdx writes — the
/// echo, errors, JSON, the history (listing and file), `undo`'s listing, failures and JUnit,
/// walkthrough pages and prompts, the sequence diagrams in Mermaid and DOT, and `compare`.
@Suite("Secrets never shown")
struct SecretPropertyTests {
  /// A password: a random core of ten letters and digits (what the checks look for, in pieces
  /// of six: a leak of part of it is a leak), with random characters around it that a line
  /// treats specially (blanks, quotes, backslashes, `#`, `!`).
  struct Password {
    var core: String
    var text: String

    init(_ g: inout SplitMix) {
      let alnum = Array("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
      core = String((0..<10).map { _ in alnum[g.int(alnum.count)] })
      let around = [" ", "\t", "\"", "'", "\\", "#", "!", "«", "ñ", "--", "*", "x"]
      let before = g.int(3) == 0 ? around[g.int(around.count)] : ""
      let after = g.int(3) == 0 ? around[g.int(around.count)] : ""
      text = before + core + after
    }

    /// Every six characters of the core in a row.
    var pieces: [String] {
      let c = Array(core)
      return (0...(c.count - 6)).map { String(c[$0..<($0 + 6)]) }
    }
  }

  /// A line that holds `p`: one of the commands with a secret slot, written right or wrong.
  static func variant(_ p: Password, _ g: inout SplitMix) -> String {
    let quoted =
      "\""
      + p.text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    let escaped = p.text.map { " \t\"'\\#".contains($0) ? "\\\($0)" : String($0) }.joined()
    let secret = [p.text, quoted, escaped, "\"" + p.text, "'" + p.text][g.int(5)]
    let bang = ["", "!", "! ", "!\t", " \t! \t"][g.int(5)]
    let lead = ["", " ", "\t"][g.int(3)]
    let email = ["ash@kanto.com", "\"ash@kanto.com\"", "--x ash@kanto.com", "ash"][g.int(4)]
    let tail = ["", " extra", " --remember", " # note", "\t\"", " \\"][g.int(6)]
    let command: String
    switch g.int(10) {
    case 0: command = "login \(email) \(secret)"
    case 1: command = "signup \(email) \(secret)"
    case 2: command = "type password \(secret)"
    case 3: command = "type password\\ \(p.text)"
    case 4: command = "type \"password \(p.text)"
    case 5: command = "type 'password'\(p.text)"
    case 6: command = ["lgoin", "singup", "logni"][g.int(3)] + " \(email) \(secret)"
    case 7: command = "type pasword \(secret)"
    case 8:
      command =
        ["\"l\"o\"g\"in", "\"\"\"login\"\"\"", "'sig'nup", "l\\o\\g\\i\\n"][g.int(4)]
        + " \(email) \(secret)"
    default: command = "login --x \(email)\t\(secret)"
    }
    return lead + bang + command + tail
  }

  static func leaks(_ text: String, _ p: Password) -> String? {
    p.pieces.first { text.contains($0) }
  }

  @Test("no part of a password typed on any malformed login, signup or type line is shown")
  func neverShown() throws {
    var g = SplitMix(seed: 2026)
    for round in 0..<160 {
      let p = Password(&g)
      let line = Self.variant(p, &g)
      var seen: [String] = []
      // The session, as a script and at the prompt, in text and JSON, with what `history`,
      // `undo` and a failed `expect` print after it.
      for format in OutputFormat.allCases {
        for script in [true, false] {
          var options = SessionOptions()
          options.echo = true
          options.format = format
          let c = Captured(options, setup: Session.Setup(recordsSession: true))
          c.session.execute(line, at: "s.pdx:1", script: script)
          c.session.execute("expect raiz == sinCuentas", at: "s.pdx:2", script: script)
          c.session.execute("undo", at: "s.pdx:3", script: script)
          c.session.execute("history", at: "s.pdx:4", script: script)
          seen += c.output + c.diag + c.session.typed + c.session.recent
        }
      }
      seen.append(Secrets.historyLine(line) ?? "")
      // A script file: `pdx test` and its JUnit report, the page, the diagrams, compare.
      let dir = TempDir()
      let path = dir.write("s.pdx", "# Secreto\n## Entra\n\(line)\nexpect raiz == sinCuentas\n")
      let results = TestRunner().run([path])
      seen += [JUnit.xml(results)] + TestRunner.summary(results)
      seen += results.flatMap { r in r.failures.flatMap { [$0.command] + $0.expected + $0.actual } }
      seen += results.compactMap(\.scriptError)
      if let script = try? ScriptReader.read(path: path) {
        seen.append(Page.of(script, shown: "s.pdx", options: SessionOptions()).markdown)
        let (diagram, _) = SequenceDiagram.of(
          script, options: SessionOptions(), diagnostic: { seen.append($0) })
        seen += [Mermaid.sequence(diagram), DOT.sequence(diagram)]
        do {
          let comparison = try Comparer().compare(script)
          seen += CompareRenderer.lines(comparison, width: 100)
        } catch {
          seen += [error.message] + error.trail
        }
        var prompts: [String] = []
        _ = Walkthrough(script: script) { prompt in
          prompts.append(prompt)
          return .run
        }.run(in: Captured().session)
        seen += prompts
      }
      for text in seen {
        if let piece = Self.leaks(text, p) {
          Issue.record("round \(round): \(piece) of the password of «\(line)» shows in: \(text)")
          return
        }
      }
    }
  }

  @Test("the masking fast path rules a line out only when the full reading finds no secret")
  func fastPathAgrees() {
    var g = SplitMix(seed: 7)
    let words = [
      "login", "signup", "type", "password", "email", "!", "lgoin", "\"login\"", "lo\\gin",
      "l\\o\\g\\i\\n", "s\\i\\g\\n\\u\\p",
      "tab", "say", "#", "a@b.com", "x", "\t", "'", "\"", "\\",
    ]
    for _ in 0..<4000 {
      let line = (0..<(1 + g.int(5))).map { _ in words[g.int(words.count)] }
        .joined(separator: [" ", "\t", "  "][g.int(3)])
      if !Secrets.mayHoldSecret(line) {
        #expect(Secrets.find(line) == nil, "\(line)")
      }
    }
  }

  @Test("a secret's description never shows it; only `revealed` does")
  func secretDescription() {
    let s = Secret("hunter2")
    #expect("\(s)" == "******" && String(reflecting: s) == "Secret(******)")
    var dumped = ""
    dump(s, to: &dumped)
    #expect(!dumped.contains("hunter2"))
    #expect("\(UserAction.login(email: "a@b.com", password: s))".contains("hunter2") == false)
    #expect(s.revealed == "hunter2")
  }
}

/// SplitMix64, for the property tests here.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
