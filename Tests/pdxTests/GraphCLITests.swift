import Glibc
import Testing

/// `pdx graph` as a user runs it (docs/reference.md §8), and every DOT it emits drawn by
/// Graphviz: a syntax error fails here (Scripts/test installs graphviz).
@Suite("pdx graph")
struct GraphCLITests {
  let pdx = pdxExecutable()
  static let dot = "/usr/bin/dot"

  static var examples: [String] {
    let file = #filePath
    let root = String(file[..<file.firstRange(of: "/Tests/")!.lowerBound])
    var names: [String] = []
    guard let dir = opendir(root + "/examples") else { return [] }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
      }
      if name.hasSuffix(".pdx") { names.append(root + "/examples/" + name) }
    }
    return names.sorted()
  }

  /// Graphviz's verdict on a DOT text: exit status and what it said.
  func render(_ text: String) throws -> Finished {
    #expect(access(Self.dot, X_OK) == 0, "graphviz is missing: Scripts/test installs it")
    let scratch = Scratch()
    return try withExtendedLifetime(scratch) {
      try runProgram(Self.dot, ["-Tsvg", "-o", scratch.path + "/drawn.svg"], stdin: text)
    }
  }

  @Test("every example's sequence diagram, and the screens with coverage, render with dot")
  func everyDOTRenders() throws {
    let examples = Self.examples
    #expect(examples.count >= 17)
    for path in examples {
      let r = try runProgram(pdx, ["graph", "--format", "dot", path])
      #expect(r.status == 0, "\(path): \(r.stderr)")
      let drawn = try render(r.stdout)
      #expect(drawn.status == 0 && drawn.stderr.isEmpty, "\(path): \(drawn.stderr)")
    }
    let screens = try runProgram(
      pdx, ["graph", "--states", "--depth", "3", "--format", "dot", "--cover"] + examples)
    #expect(screens.status == 0)
    let drawn = try render(screens.stdout)
    #expect(drawn.status == 0 && drawn.stderr.isEmpty, "\(drawn.stderr)")
    // Graphviz does refuse a broken file: the check above could fail.
    #expect(try render("digraph { a -> }").status != 0)
  }

  @Test("graph FILE prints Mermaid by default; a failed expect is drawn and exits 1")
  func sequence() throws {
    let dir = Scratch()
    let ok = dir.write("ok.pdx", "tap-notification\nsignup ash@kanto.com pikachu\n")
    let r = try runProgram(pdx, ["graph", ok])
    #expect(r.status == 0)
    #expect(r.stdout.contains("\nsequenceDiagram\n  participant U as User\n"))
    #expect(r.stdout.contains("  S->>D: didReceive\n") && !r.stdout.contains("pikachu"))
    let failing = dir.write("f.pdx", "expect raiz == conSesion\n")
    let f = try runProgram(pdx, ["graph", "--detail", "messages", failing])
    #expect(f.status == 1)
    let failure = try #require(f.stdout.split(separator: "\n").last { $0.contains("✗") })
    #expect(failure.hasPrefix("  Note over U: ✗"))
    #expect(failure.replacing("<br/>", with: " ").contains("f.pdx:1: expect raiz == conSesion"))
  }

  @Test("--detail: the messages only, the changes the script is about (default), or all")
  func detail() throws {
    let dir = Scratch()
    let script = dir.write(
      "d.pdx",
      "tap-notification\nexpect delegado.enlacePendiente != nil\nsignup ash@kanto.com x123456\n")
    func drawn(_ detail: String?) throws -> String {
      let r = try runProgram(pdx, ["graph"] + (detail.map { ["--detail", $0] } ?? []) + [script])
      #expect(r.status == 0, "\(r.stderr)")
      return r.stdout
    }
    let messages = try drawn("messages")
    let changes = try drawn(nil)
    let all = try drawn("all")
    #expect(!messages.contains("Note over"))
    #expect(changes == (try drawn("changes")))
    // The expect names enlacePendiente: its change is drawn, the form's are not.
    #expect(changes.contains("Note over D: delegado.enlacePendiente:"))
    #expect(!changes.contains("formulario.correo"))
    #expect(all.contains("formulario.correo"))
  }

  @Test(
    "the default detail draws the changes the script's expects name, exactly, in both languages")
  func defaultDetailExactly() throws {
    let dir = Scratch()
    let script = dir.write(
      "d.pdx",
      "tap-notification\nexpect delegado.enlacePendiente != nil\nsignup ash@kanto.com x123456\n")
    func drawn(_ language: String) throws -> String {
      let r = try runProgram(pdx, ["--lang", language, "graph", script])
      #expect(r.status == 0, "\(r.stderr)")
      return r.stdout
    }
    let head = [
      #"%%{init: {"sequence": {"width": 80, "actorMargin": 20, "diagramMarginX": 10}}}%%"#,
      "sequenceDiagram",
    ]
    func participants(user: String, keychain: String) -> [String] {
      [
        "  participant U as \(user)", "  participant S as iOS",
        "  participant D as DelegadoDe<br/>Notificaciones", "  participant R as RaizConSesion",
        "  participant A as AuthView", "  participant C as ContentView",
        "  participant B as Backend", "  participant L as \(keychain)", "  participant K as UIKit",
        "  U->>S: launch", "  S->>R: task: restaurar()",
      ]
    }
    let tap = [
      "  U->>S: tap-notification", "  S->>D: didReceive",
      #"  Note over D: delegado.enlacePendiente:<br/>nil → "pokedex://<br/>pokemon/1""#,
      "  U->>A: signup<br/>ash@kanto.com<br/>******", "  A->>B: signUp",
      #"  B->>L: sesion =<br/>"ash@kanto.com""#,
    ]
    let delivered = [
      "  C->>C: onChange(of:<br/>enlacePendiente,<br/>initial: true)",
      #"  Note over C: delegado.enlacePendiente:<br/>"pokedex://<br/>pokemon/1" → nil"#,
    ]
    let english =
      head + participants(user: "User", keychain: "Keychain") + ["  R->>A: appears"] + tap + [
        "  R->>K: fade: RaizConSesion<br/>animates haySesion<br/>true<br/>(.transition(.opacity))",
        "  Note over B: session saved in<br/>the keychain<br/>(Llavero)",
        "  R->>A: disappears", "  R->>C: built",
      ] + delivered + ["  C->>K: push lista #35;1<br/>Bulbasaur"]
    let spanish =
      head + participants(user: "Usuario", keychain: "Llavero") + ["  R->>A: aparece"] + tap + [
        "  R->>K: fundido:<br/>RaizConSesion anima<br/>haySesion true<br/>(.transition(.opacity))",
        "  Note over B: sesión guardada en<br/>el Llavero",
        "  R->>A: desaparece", "  R->>C: se construye",
      ] + delivered + ["  C->>K: apila #35;1<br/>Bulbasaur en lista"]
    #expect(try drawn("en") == english.joined(separator: "\n") + "\n")
    #expect(try drawn("es") == spanish.joined(separator: "\n") + "\n")
  }

  @Test("a script too long for one Mermaid diagram is drawn in parts, each within the limit")
  func parts() throws {
    let dir = Scratch()
    var text = "signup ash@kanto.com pikachu\n"
    for n in 1...400 { text += "open \(n % 151 + 1)\nback\n" }
    let script = dir.write("long.pdx", text)
    let first = try runProgram(pdx, ["graph", "--detail", "all", script])
    #expect(first.status == 0)
    let count = try #require(
      first.stdout.firstMatch(of: /%% part 1 of ([0-9]+)\n/).flatMap { Int($0.1) })
    #expect(count >= 2)
    #expect(first.stderr.contains("too long for one Mermaid diagram: drawn in \(count) parts"))
    for k in 1...count {
      let r = try runProgram(pdx, ["graph", "--detail", "all", "--part", "\(k)", script])
      #expect(r.status == 0)
      #expect(r.stdout.utf16.count <= 50_000, "part \(k): \(r.stdout.utf16.count)")
      #expect(r.stdout.contains("Part \(k) of \(count)"))
    }
    let beyond = try runProgram(
      pdx, ["graph", "--part", "\(count + 1)", "--detail", "all", script])
    #expect(beyond.status == 2 && beyond.stderr.contains("is drawn in \(count) parts"))
  }

  @Test("--states prints the screens; --cover counts what the scripts visit, on stderr")
  func states() throws {
    let dir = Scratch()
    let script = dir.write("s.pdx", "signup ash@kanto.com pikachu\nopen 25\n")
    let r = try runProgram(pdx, ["graph", "--states", "--depth", "3", "--cover", script])
    #expect(r.status == 0)
    #expect(r.stdout.hasPrefix("stateDiagram-v2\n  %% covered: 3 of "))
    #expect(r.stdout.contains("  state \"lista\" as f"))
    #expect(r.stdout.contains("    state \"› ficha\" as s"))
    #expect(r.stderr.hasPrefix("pdx graph: 3 of ") && r.stderr.contains("(1 script)"))
    let plain = try runProgram(pdx, ["graph", "--states", "--depth", "2"])
    #expect(plain.status == 0 && !plain.stdout.contains("covered"))
  }

  /// The figure `graph --states --cover examples` prints: screens seen, screens, moves made,
  /// moves.
  static func coverage(_ stderr: String) -> [Int]? {
    guard let m = stderr.firstMatch(of: /pdx graph: (\d+) of (\d+) screens, (\d+) of (\d+) moves/)
    else { return nil }
    return [m.1, m.2, m.3, m.4].compactMap { Int($0) }
  }

  @Test("the examples visit every reachable screen and at least half of the moves, as README says")
  func examplesCoverEveryScreen() throws {
    let file = #filePath
    let root = String(file[..<file.firstRange(of: "/Tests/")!.lowerBound])
    let r = try runProgram(pdx, ["graph", "--states", "--cover", root + "/examples"])
    #expect(r.status == 0, "\(r.stderr)")
    let figure = try #require(Self.coverage(r.stderr), "\(r.stderr)")
    let (seen, screens, made, moves) = (figure[0], figure[1], figure[2], figure[3])
    #expect(seen == screens, "a reachable screen no example visits: \(r.stderr)")
    #expect(2 * made >= moves, "the examples make fewer than half of the moves: \(r.stderr)")
    // README's graph paragraph states the same figure.
    let readme = try #require(Scratch.readFile(root + "/README.md"))
    let stated = "`\(seen) of \(screens) screens, \(made) of \(moves) moves` for `examples/`"
    #expect(readme.contains(stated), "README.md should say \(stated)")
  }

  @Test("a wrong invocation exits 2 and says what would be right")
  func wrongInvocation() throws {
    for (args, says) in [
      (["graph"], "graph takes exactly one FILE (or --states)"),
      (["graph", "a.pdx", "b.pdx"], "graph takes exactly one FILE"),
      (
        ["graph", "--cover", "a.pdx"],
        "--cover, --depth, --set and --max-memory go with graph --states"
      ),
      (["graph", "--states", "a.pdx"], "did you mean --cover «a.pdx»?"),
      (["graph", "--format", "svg", "a.pdx"], "mermaid or dot"),
      (["graph", "--detail", "some", "a.pdx"], "--detail takes messages, changes or all"),
      (["graph", "--part", "0", "a.pdx"], "--part takes a part number ≥ 1"),
      (["graph", "--states", "--detail", "all"], "--detail and --part go with graph FILE"),
      (["graph", "--format", "dot", "--part", "2", "a.pdx"], "--part goes with Mermaid"),
      (["graph", "/nonexistent/x.pdx"], "cannot read /nonexistent/x.pdx"),
      (
        ["graph", "--states", "--platform", "android", "--set", "will-present=off"],
        "exists on iOS only"
      ),
    ] {
      let r = try runProgram(pdx, args)
      #expect(r.status == 2, "\(args)")
      #expect(r.stderr.contains(says), "\(args): \(r.stderr)")
      #expect(r.stdout.isEmpty, "\(args)")
    }
  }
}
