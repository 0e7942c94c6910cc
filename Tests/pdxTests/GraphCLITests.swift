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
    return try runProgram(Self.dot, ["-Tsvg", "-o", "/dev/null"], stdin: text)
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
    #expect(r.stdout.hasPrefix("sequenceDiagram\n  participant U as Usuario\n"))
    #expect(r.stdout.contains("  S->>D: didReceive\n") && !r.stdout.contains("pikachu"))
    let failing = dir.write("f.pdx", "expect raiz == conSesion\n")
    let f = try runProgram(pdx, ["graph", failing])
    #expect(f.status == 1)
    #expect(f.stdout.contains("Note over U: ✗ \(failing)#58;1#58; expect raiz == conSesion"))
  }

  @Test("--states prints the screens; --cover counts what the scripts visit, on stderr")
  func states() throws {
    let dir = Scratch()
    let script = dir.write("s.pdx", "signup ash@kanto.com pikachu\nopen 25\n")
    let r = try runProgram(pdx, ["graph", "--states", "--depth", "3", "--cover", script])
    #expect(r.status == 0)
    #expect(r.stdout.hasPrefix("stateDiagram-v2\n  %% covered: 3 of "))
    #expect(r.stdout.contains("  state \"lista › ficha\" as s"))
    #expect(r.stderr.hasPrefix("pdx graph: 3 of ") && r.stderr.contains("(1 scripts)"))
    let plain = try runProgram(pdx, ["graph", "--states", "--depth", "2"])
    #expect(plain.status == 0 && !plain.stdout.contains("covered"))
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
      (["graph", "/nonexistent/x.pdx"], "cannot read /nonexistent/x.pdx"),
      (
        ["graph", "--states", "--platform", "android", "--set", "will-present=off"],
        "exists on ios only"
      ),
    ] {
      let r = try runProgram(pdx, args)
      #expect(r.status == 2, "\(args)")
      #expect(r.stderr.contains(says), "\(args): \(r.stderr)")
      #expect(r.stdout.isEmpty, "\(args)")
    }
  }
}
