import Glibc
import Testing

/// `pdx walk --markdown` as a teacher runs it (docs/reference.md §8.4), and docs/examples/
/// current: a page that no longer matches its script fails here (and in Scripts/pages --check).
@Suite("pdx walk --markdown")
struct WalkMarkdownCLITests {
  let pdx = pdxExecutable()
  static let root: String = {
    let file = #filePath
    return String(file[..<file.firstRange(of: "/Tests/")!.lowerBound])
  }()

  /// `pdx walk --markdown examples --out DIR --lang LANGUAGE`, run from the package's top.
  func pages(_ language: String, into dir: Scratch) throws -> Finished {
    try runProgram(
      "/bin/sh",
      [
        "-c", "cd \"$1\" && \"$2\" walk --markdown examples --out \"$3\" --lang \"$4\"", "sh",
        Self.root, pdx, dir.path + "/pages", language,
      ])
  }

  @Test("docs/examples holds the current page of every example, and its index, in Spanish")
  func docsAreCurrent() throws {
    let dir = Scratch()
    let r = try pages("es", into: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(dir.read("pages/README.md")?.hasPrefix("# Recorridos\n") == true)
    let examples = GraphCLITests.examples.map {
      String($0.split(separator: "/").last!.dropLast(4)) + ".md"
    }
    #expect(examples.count >= 17)
    for name in examples + ["README.md"] {
      let fresh = dir.read("pages/" + name)
      let committed = Scratch.readFile(Self.root + "/docs/examples/" + name)
      #expect(committed != nil, "docs/examples/\(name) is missing")
      #expect(
        fresh != nil && fresh == committed, "docs/examples/\(name) is stale: run Scripts/pages")
    }
  }

  @Test("--lang en gives the same pages with pdx's words in English, as the README says")
  func englishPages() throws {
    let dir = Scratch()
    let r = try pages("en", into: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(dir.read("pages/README.md")?.hasPrefix("# Walkthroughs\n") == true)
    let page = dir.read("pages/04-el-toque-antes-de-entrar.md") ?? ""
    #expect(page.contains(": edit the script, not this page. -->"))
    // The narration in English too: the `## en:` line, never its Spanish one.
    #expect(page.contains("First we reproduce the bug the lesson fixes."))
    #expect(!page.contains("Primero reproducimos el fallo") && !page.contains("en: First"))
    let spanish =
      Scratch.readFile(Self.root + "/docs/examples/04-el-toque-antes-de-entrar.md") ?? ""
    #expect(spanish.contains(": edita el guion, no esta página. -->"))
  }

  @Test("a FILE's page goes to stdout or into --out; a folder needs --out; a failure exits 1")
  func invocations() throws {
    let dir = Scratch()
    let ok = dir.write(
      "a.pdx", "# A tap. Before login.\n## Tocamos.\ntap-notification\nexpect raiz == formulario\n")
    let r = try runProgram(pdx, ["walk", "--markdown", ok])
    #expect(r.status == 0 && r.stderr.isEmpty)
    #expect(r.stdout.hasPrefix("# A tap\n\nBefore login.\n"))
    #expect(r.stdout.contains("- ✅ `expect raiz == formulario`\n"))

    let noOut = try runProgram(pdx, ["walk", "--markdown", dir.path])
    #expect(noOut.status == 2 && noOut.stderr.contains("say where with --out FOLDER"))
    // A FILE with --out: its page goes into the folder, as README's usage shows.
    let fileOut = try runProgram(pdx, ["walk", "--markdown", ok, "--out", dir.path + "/x"])
    #expect(fileOut.status == 0 && fileOut.stdout.isEmpty, "\(fileOut.stderr)")
    #expect(dir.read("x/a.md") == r.stdout)
    let plainOut = try runProgram(pdx, ["walk", ok, "--out", dir.path + "/x"])
    #expect(plainOut.status == 2 && plainOut.stderr.contains("--out goes with walk --markdown"))

    dir.write("b.pdx", "tap-notification\nexpect raiz == conSesion\n")
    let folder = try runProgram(pdx, ["walk", "--markdown", dir.path, "--out", dir.path + "/out"])
    #expect(folder.status == 1, "b.pdx fails: \(folder.stderr)")
    #expect(folder.stderr.contains("b.pdx: the walkthrough stops early"))
    #expect(dir.read("out/a.md") == r.stdout, "the folder's page is the file's")
    #expect(dir.read("out/b.md")?.hasSuffix("*The walkthrough stops here.*\n") == true)
    #expect(
      dir.read("out/README.md")?.hasSuffix("- [A tap](a.md)\n- [\(dir.path)/b.pdx](b.md)\n")
        == true)

    let empty = Scratch()
    let none = try runProgram(pdx, ["walk", "--markdown", empty.path, "--out", empty.path + "/o"])
    #expect(none.status == 2 && none.stderr.contains("no .pdx script below"))
  }
}

extension Scratch {
  /// A file's text, nil when it cannot be read.
  static func readFile(_ path: String) -> String? {
    guard let f = fopen(path, "r") else { return nil }
    defer { fclose(f) }
    var out: [UInt8] = []
    while true {
      let c = fgetc(f)
      if c == EOF { break }
      out.append(UInt8(c))
    }
    return String(decoding: out, as: UTF8.self)
  }
}
