import Glibc
import PdxLanguage
import Testing

@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession
@testable import PdxTeaching

/// pdx replaces an existing file only when it wrote it (its kind's mark near the top), and never
/// a `.pdx` script but with a counterexample; `--force` replaces anything (docs/reference.md
/// §6.2).
@Suite("What pdx may replace")
struct FileOwnershipTests {
  func refused(_ path: String, _ kind: WrittenKind, force: Bool = false) -> String? {
    do {
      try FileIO.checkOwned(path, as: kind, force: force)
      return nil
    } catch {
      return error.message
    }
  }

  @Test("a .pdx script is never replaced by a report or a page, without --force")
  func scriptRefused() {
    let dir = TempDir()
    let script = dir.write("a.pdx", "signup ash@kanto.com pikachu\n")
    for kind in [WrittenKind.junit, .page, .counterexample] {
      let why = refused(script, kind)
      #expect(why?.contains("it is a .pdx script") == true, "\(kind)")
      #expect(why?.contains("--force") == true, "\(kind)")
      #expect(refused(script, kind, force: true) == nil, "\(kind) with --force")
    }
  }

  @Test("a file pdx did not write is refused, naming the mark it looked for")
  func foreignRefused() {
    let dir = TempDir()
    let other = dir.write("report.xml", "<?xml version=\"1.0\"?>\n<testsuites/>\n")
    let why = refused(other, .junit)
    #expect(why?.contains("pdx did not write it") == true)
    #expect(why?.contains(JUnit.mark) == true)
    #expect(refused(other, .junit, force: true) == nil)
    #expect(refused(dir.path + "/missing.xml", .junit) == nil, "nothing there: written")
  }

  @Test("each kind's own files are replaced: a JUnit report, a counterexample, a page, an index")
  func ownReplaced() {
    let dir = TempDir()
    let report = dir.write("r.xml", JUnit.xml([]))
    #expect(refused(report, .junit) == nil)
    #expect(refused(report, .page) != nil, "a report is not a page")
    let cx = dir.write("cx.pdx", Counterexample.mark + " the shortest way…\nlaunch\n")
    #expect(refused(cx, .counterexample) == nil)
    #expect(refused(cx, .junit) != nil, "a counterexample is a script to a report")
    let spanish = dir.write("cx-es.pdx", "# Hallado por pdx check: la forma más corta…\nlaunch\n")
    #expect(refused(spanish, .counterexample) == nil, "a counterexample written in Spanish")
    let index = dir.write("README.md", Page.index([("a.md", "A")], folder: "examples"))
    #expect(refused(index, .page) == nil)
    let page = dir.write(
      "a.md",
      "# A title\n\n" + String(repeating: "An introduction. ", count: 200) + "\n\n"
        + Page.mark + "a.pdx`: edit the script, not this page. -->\n")
    #expect(refused(page, .page) == nil, "the mark after a long introduction")
    let spanishPage = dir.write(
      "b.md",
      "# Un título\n\n<!-- Generado por `pdx walk --markdown b.pdx`: edita el guion, no esta"
        + " página. -->\n")
    #expect(refused(spanishPage, .page) == nil, "a page written in Spanish")
    #expect(Page.mark(.es) == "<!-- Generado por `pdx walk --markdown ")
    let mine = dir.write("notes.md", "# Notes\n\nmine\n")
    #expect(refused(mine, .page) != nil)
  }

  @Test("the mark counts only at its kind's fixed line, never quoted in a user's text elsewhere")
  func markAtItsPlace() throws {
    let dir = TempDir()
    // A user's notes that quote each mark further down (as this reference does) stay theirs.
    let quoted = dir.write(
      "notes.md",
      "# Notes\n\nWhat pdx writes, each kind with its mark:\n\n- pages\n" + Page.mark
        + "x.pdx`: …\n" + JUnit.mark + "\n"
        + Counterexample.mark + "\n")
    for kind in WrittenKind.allCases {
      #expect(
        refused(quoted, kind)
          == "refusing to replace \(quoted): pdx did not write it (\(kind.name.en) has a line"
          + " «\(kind.mark)…» at its top); name another file (or add --force to replace it)",
        "\(kind)")
    }
    // A script whose second line is a counterexample's mark is still the user's script.
    let script = dir.write("a.pdx", "launch\n" + Counterexample.mark + " no\n")
    #expect(refused(script, .counterexample)?.contains("it is a .pdx script") == true)
    // A report's mark on its first line, not its second, is not JUnit's place either.
    let report = dir.write("r.xml", JUnit.mark + " -->\n<testsuites/>\n")
    #expect(refused(report, .junit)?.hasPrefix("refusing to replace") == true)
    // Pages: the third line (no introduction) or the fifth (after one).
    let bare = try ScriptReader.parse(Array("say hi\n".utf8), path: "b.pdx")
    let page = dir.write("b.md", Page.of(bare, shown: "b.pdx", options: SessionOptions()).markdown)
    #expect(refused(page, .page) == nil)
    let sixth = dir.write("c.md", "# T\n\nintro\n\nmore\n" + Page.mark + "c.pdx`: -->\n")
    #expect(refused(sixth, .page) != nil)
  }

  @Test("writability is known before the work: a missing folder, a read-only file, a FIFO")
  func writability() {
    let dir = TempDir()
    let missing = #expect(throws: FileError.self) {
      try FileIO.checkWritable(dir.path + "/no/such/x.pdx")
    }
    #expect(
      missing?.message
        == "cannot write \(dir.path)/no/such/x.pdx: the folder \(dir.path)/no/such does not exist")
    #expect(
      missing?.words(.es)
        == "no se puede escribir \(dir.path)/no/such/x.pdx: la carpeta \(dir.path)/no/such no"
        + " existe")
    let ro = dir.write("ro.xml", "x")
    chmod(ro, 0o444)
    #expect(throws: FileError.self) { try FileIO.checkWritable(ro) }
    mkfifo(dir.path + "/fifo", 0o644)
    #expect(throws: FileError.self) { try FileIO.checkWritable(dir.path + "/fifo") }
    #expect(throws: Never.self) { try FileIO.checkWritable(dir.path + "/new.xml") }
    #expect(throws: Never.self) { try FileIO.checkWritable(dir.write("w.xml", "x")) }
  }

  @Test("save writes a file that holds a password as 0600; one without, as the umask says")
  func saveSecretMode() throws {
    let dir = TempDir()
    let c = Captured(setup: Session.Setup(recordsSession: true))
    c.run("form mode crearCuenta", script: false)
    #expect(c.session.execute("save " + dir.path + "/plain.pdx") == .ok)
    c.run("signup ash@kanto.com pikachu", script: false)
    #expect(c.session.execute("save " + dir.path + "/secret.pdx") == .ok)
    let widened = dir.write("wide.pdx", "# mine\n")
    chmod(widened, 0o644)
    #expect(c.session.execute("save --force " + widened) == .ok)
    func mode(_ name: String) -> mode_t {
      var st = stat()
      stat(dir.path + "/" + name, &st)
      return st.st_mode & 0o7777
    }
    #expect(mode("plain.pdx") == 0o666 & ~FileIO.currentUmask())
    #expect(mode("secret.pdx") == 0o600)
    #expect(mode("wide.pdx") == 0o600, "a password narrows an existing file to its owner")
  }
}
