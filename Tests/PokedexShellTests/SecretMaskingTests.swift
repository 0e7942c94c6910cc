import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

/// Passwords on every way out of a session: the echo, the history, errors, failures, JSON, JUnit,
/// a transcript's failure and a walkthrough's prompt, for lines that parse and lines that do not
/// (docs/reference.md §6.1).
@Suite("Passwords masked on every way out")
struct SecretMaskingTests {
  /// Lines whose password must never be shown, each with the secret it carries.
  static let secretLines: [(line: String, secret: String)] = [
    ("login a@b.com SECRET extra", "SECRET"),
    (#"login a@b.com "UNTERMINATED"#, "UNTERMINATED"),
    ("signup a@b.com p4ss with spaces", "p4ss"),
    (#"type password "X1Y2"#, "X1Y2"),
    ("!login a@b.com SECRET extra", "SECRET"),
    ("  ! signup a@b.com SECRET", "SECRET"),
    (#"login "a@b.com SECRET"#, "SECRET"),
    ("type password hunter2 more", "hunter2"),
    (#"type "password SECRET"#, "SECRET"),
    ("login a@b.com #SECRET", "SECRET"),
    ("login a@b.com s3cr3t 3xtra", "3xtra"),
    ("type password a b c0ntinued", "c0ntinued"),
    // The tokenizer reads lo\gin as login, and a tab as a space: so does the masking.
    (#"lo\gin a@b.com B4CKSL4SH"#, "B4CKSL4SH"),
    ("login\ta@b.com\tT4BB3D", "T4BB3D"),
  ]

  @Test("a login, signup or typed password is masked after the email, whether it parses or not")
  func masking() {
    for (line, secret) in Self.secretLines {
      let shown = Secrets.masked(line)
      #expect(!shown.contains(secret), "\(line) shows as \(shown)")
      #expect(shown.hasSuffix(Secrets.mask), "\(line) shows as \(shown)")
    }
    #expect(Secrets.masked("login a@b.com SECRET extra") == "login a@b.com ******")
    #expect(Secrets.masked(#"type password "X"#) == "type password ******")
    #expect(Secrets.masked("login a@b.com") == "login a@b.com")
    #expect(Secrets.masked("type email ash@kanto.com") == "type email ash@kanto.com")
    #expect(Secrets.masked("say login a@b.com pw") == "say login a@b.com pw")
  }

  @Test("a parsed line's masked text, kept from its parse, is what masking the line gives")
  func maskedAtParse() throws {
    let lines =
      Self.secretLines.map(\.line) + [
        "login a@b.com pikachu", "signup ash@kanto.com pikachu", "login a@b.com", "tab lista",
        "!tab nowhere", "open 25", "type email ash@kanto.com", #"type password "p w""#,
        "say login a@b.com pw", "expect contenido.caminoLista == [7]",
      ]
    for line in lines {
      guard let parsed = try? Parser.parse(line) else { continue }
      #expect(parsed.shown(line) == Secrets.masked(line), "\(line)")
      // Another text than the one parsed is masked as itself, never shown as the parsed one.
      let other = "login a@b.com SECRET"
      #expect(parsed.shown(other) == Secrets.masked(other), "\(line)")
    }
    let made = ParsedLine(invocation: .reset, negated: false, command: "reset")
    #expect(made.shown("login a@b.com SECRET") == "login a@b.com ******")
  }

  @Test("the history file keeps login with its email only, and never a typed password")
  func historyLines() {
    #expect(Secrets.historyLine("login a@b.com SECRET extra") == "login a@b.com")
    #expect(Secrets.historyLine("signup a@b.com pass with spaces") == "signup a@b.com")
    #expect(Secrets.historyLine(#"login "a@b.com SECRET"#) == nil)
    // A quote that never closes runs to the end of the line: nothing of it is kept, not even
    // the address before the blank.
    #expect(Secrets.historyLine("login \"a@b.com SECRET") == nil)
    #expect(Secrets.masked("login \"a@b.com SECRET") == "login ******")
    #expect(Secrets.historyLine(#"type password "X"#) == nil)
    #expect(Secrets.historyLine("type password hunter2") == nil)
    #expect(Secrets.historyLine("open 25") == "open 25")
    for (line, secret) in Self.secretLines {
      #expect(Secrets.historyLine(line).map { !$0.contains(secret) } ?? true)
    }
  }

  @Test("no secret reaches the echo, history, errors, failures or JSON of a session")
  func sessionNeverShowsSecrets() {
    for format in OutputFormat.allCases {
      var options = SessionOptions()
      options.echo = true
      options.format = format
      for script in [true, false] {
        let c = Captured(options)
        for (line, _) in Self.secretLines { c.session.execute(line, at: "a.pdx:1", script: script) }
        // A failure names the command: a rejected login without `!` fails a script.
        c.session.execute("login a@b.com SECRET", at: "a.pdx:2", script: script)
        c.session.execute("history", at: "a.pdx:3", script: script)
        let everything = (c.output + c.diag + c.session.typed).joined(separator: "\n")
        for (_, secret) in Self.secretLines {
          #expect(!everything.contains(secret), "\(format) script \(script): \(secret) shown")
        }
      }
    }
  }

  @Test("a script's failures and errors reach JUnit without its passwords")
  func junitNeverShowsSecrets() {
    let dir = TempDir()
    let path = dir.write(
      "a.pdx",
      "!login a@b.com SECRET extra\nsignup ash@kanto.com SECRET\nsignup ash@kanto.com SECRET\n")
    let bad = dir.write("b.pdx", "signup a@b.com p4ss with spaces\n")
    let results = TestRunner().run([path, bad])
    let xml = JUnit.xml(results) + TestRunner.summary(results).joined()
    #expect(results.count == 2 && !results[0].passed && results[1].scriptError != nil)
    #expect(!xml.contains("SECRET") && !xml.contains("p4ss"))
  }

  @Test("a transcript that does not match names its command without the password")
  func transcriptFailureMasks() throws {
    let script = try ScriptReader.parse(
      Array("signup ash@kanto.com SECRET\n| not this\n".utf8), path: "t.pdx")
    let c = Captured()
    var failures: [Failure] = []
    #expect(c.session.runScript(script, failures: &failures) != .ok)
    #expect(failures.map(\.command) == ["signup ash@kanto.com ******"])
    #expect(!c.diag.joined().contains("SECRET"))
  }

  @Test("a walkthrough's next: line masks the password")
  func walkthroughMasks() throws {
    let script = try ScriptReader.parse(
      Array("## Entra\nsignup ash@kanto.com SECRET\n".utf8), path: "w.pdx")
    var prompts: [String] = []
    let c = Captured()
    _ = Walkthrough(script: script) { prompt in
      prompts.append(prompt)
      return .run
    }.run(in: c.session)
    #expect(prompts == ["next: signup ash@kanto.com ******"])
  }
}
