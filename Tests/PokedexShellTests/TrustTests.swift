import PokedexCore
import Synchronization
import Testing

@testable import PokedexShell

/// The attacks of the trust issue that the shell engine answers: secrets on lines that do not
/// parse, deep literals, the transcript matcher, `save`, messages with hidden characters,
/// errors inside included scripts.
@Suite("Trust: attacks on the shell engine")
struct TrustTests {
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

  @Test("the history file keeps login with its email only, and never a typed password")
  func historyLines() {
    #expect(Secrets.historyLine("login a@b.com SECRET extra") == "login a@b.com")
    #expect(Secrets.historyLine("signup a@b.com pass with spaces") == "signup a@b.com")
    #expect(Secrets.historyLine(#"login "a@b.com SECRET"#) == nil)
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

  @Test("a list literal nests at most 32 deep: deeper is a clear error, not a stack overflow")
  func deepLiteral() {
    let deep = String(repeating: "[", count: 40_000)
    #expect(throws: LiteralError.self) { try Value.parse(deep) }
    #expect(throws: LiteralError.self) {
      try Value.parse(deep + String(repeating: "]", count: 40_000))
    }
    do {
      _ = try Value.parse(deep)
    } catch {
      #expect(error.message == "lists nest at most 32 deep")
      #expect(error.column == 33)
    }
    let ok = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
    #expect((try? Value.parse(ok)) != nil)
    let c = Captured()
    let outcome = c.session.execute("expect raiz == " + deep, at: "a.pdx:1", script: true)
    guard case .scriptError(let message) = outcome else {
      Issue.record("expected a script error, got \(outcome)")
      return
    }
    #expect(message.contains("lists nest at most 32 deep"))
  }

  @Test("`...` matches any lines, and a block with many of them checks without backtracking")
  func transcriptWildcards() {
    #expect(Transcript.matches(expected: ["a", "...", "c"], actual: ["a", "b", "b", "c"]))
    #expect(Transcript.matches(expected: ["...", "c"], actual: ["c"]))
    #expect(Transcript.matches(expected: ["..."], actual: []))
    #expect(Transcript.matches(expected: ["a", "..."], actual: ["a", "x", "y"]))
    #expect(!Transcript.matches(expected: ["a", "...", "c"], actual: ["a", "b"]))
    #expect(!Transcript.matches(expected: ["a"], actual: ["a", "b"]))
    #expect(Transcript.matches(expected: ["...", "a", "...", "a"], actual: ["a", "a", "b", "a"]))
    #expect(!Transcript.matches(expected: ["...", "b", "...", "b", "c"], actual: ["b", "c", "b"]))
    // Ten `...` and a line that matches nothing: exponential before, over a minute.
    let lines = Array(repeating: "▸ launch", count: 60)
    #expect(
      !Transcript.matches(expected: Array(repeating: "...", count: 10) + ["nope"], actual: lines))
    // A 10,000-line block, all `...` but the last line.
    let big = (0..<10_000).map { "line \($0 % 7)" }
    #expect(
      Transcript.matches(
        expected: Array(repeating: "...", count: 9_999) + ["line 3"], actual: big + ["line 3"]))
    #expect(
      !Transcript.matches(expected: Array(repeating: "...", count: 9_999) + ["line 9"], actual: big)
    )
  }

  @Test("save writes what happened: an accepted !command without its !, a rejected one with it")
  func saveReplays() throws {
    let dir = TempDir()
    let c = Captured()
    c.session.recordsSession = true
    c.run("!tab lista", "!signup ash@kanto.com pikachu", "tab favoritos", script: false)
    c.run("save " + dir.path + "/s.pdx", script: false)
    let saved = dir.read("s.pdx")
    #expect(saved.contains("\n!tab lista\n"))
    #expect(saved.contains("\nsignup ash@kanto.com pikachu\n"))
    #expect(!saved.contains("!signup"))
    let replay = Captured()
    var failures: [Failure] = []
    let outcome = replay.session.runScript(
      try ScriptReader.read(path: dir.path + "/s.pdx"), failures: &failures)
    #expect(outcome == .ok && failures.isEmpty)
    #expect(replay.value("contenido.pestana") == .symbol("favoritos"))
  }

  @Test("user text in an error is escaped and cut: a form feed, a BOM, a 1 MB word")
  func hiddenCharacters() {
    let c = Captured()
    c.session.execute("\u{FEFF}launch", at: nil, script: false)
    c.session.execute("tab lis\u{C}ta", at: nil, script: false)
    let printed = c.output.joined(separator: "\n")
    #expect(printed.contains("«\\u{feff}launch»"))
    #expect(printed.contains("«lis\\u{c}ta»"))
    #expect(!printed.unicodeScalars.contains { $0 == "\u{FEFF}" || $0 == "\u{C}" })
    let huge = String(repeating: "x", count: 1_000_000)
    #expect(Suggest.closest(huge, in: CommandTable.names) == nil)
    let long = Captured()
    long.session.execute(huge, at: nil, script: false)
    #expect(long.output.joined().utf8.count < 400)
    #expect(long.output.first?.contains("…»") == true)
  }

  @Test("an error inside an included script goes to stderr once, with where it was included")
  func includeErrors() {
    let dir = TempDir()
    let outer = dir.write("outer.pdx", "say a\nrun inner.pdx\n")
    _ = dir.write("inner.pdx", "say b\nrun nothere.pdx\n")
    let c = Captured()
    var failures: [Failure] = []
    let outcome = c.session.runScript(try! ScriptReader.read(path: outer), failures: &failures)
    guard case .scriptError = outcome else {
      Issue.record("expected a script error, got \(outcome)")
      return
    }
    #expect(
      c.diag == [
        "error: \(dir.path)/inner.pdx:2: cannot read \(dir.path)/nothere.pdx: No such file or"
          + " directory",
        "  included from \(outer):2",
      ])
    #expect(!c.output.contains { $0.hasPrefix("error:") })
  }

  @Test("a failure inside an included script names the run line it came from")
  func includedFailure() {
    let dir = TempDir()
    let outer = dir.write("outer.pdx", "run inner.pdx\n")
    _ = dir.write("inner.pdx", "expect raiz == conSesion\n")
    let c = Captured()
    var failures: [Failure] = []
    _ = c.session.runScript(try! ScriptReader.read(path: outer), failures: &failures)
    #expect(
      c.diag.prefix(2) == [
        "FAIL \(dir.path)/inner.pdx:1: expect raiz == conSesion", "  included from \(outer):1",
      ])
    #expect(c.diag.filter { $0.hasPrefix("FAIL") }.count == 1, "reported once")
    #expect(failures.count == 1)
    #expect(failures.first?.includedFrom == [Location(path: outer, line: 1)])
  }

  @Test("the explorer keeps only the last lines, and regenerates earlier ones from the seed")
  func explorerMemory() {
    var ring = Ring<String>(capacity: 3)
    for line in ["a", "b", "c", "d", "e"] { ring.push(line) }
    #expect(ring.oldestFirst == ["c", "d", "e"])
    let explorer = Explorer(seed: 7, steps: 50)
    let first = explorer.lines(upTo: 50)
    #expect(first.count == 50)
    #expect(explorer.lines(upTo: 50) == first)
    #expect(explorer.lines(upTo: 20) == Array(first.prefix(20)))
  }

  @Test("workers: every index runs once")
  func workers() {
    let seen = Mutex<[Int]>([])
    let ran = Workers.run(4) { k in seen.withLock { $0.append(k) } }
    #expect(ran == 4)
    #expect(seen.withLock { $0.sorted() } == [0, 1, 2, 3])
  }
}
