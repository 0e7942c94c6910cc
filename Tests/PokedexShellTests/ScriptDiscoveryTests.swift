import Glibc
import Testing

@testable import PdxRunner

@Suite("Finding scripts")
struct ScriptDiscoveryTests {
  @Test("links to directories are not walked, links to files are; each real file is listed once")
  func symbolicLinks() throws {
    let dir = TempDir()
    let suite = dir.path + "/suite"
    #expect(mkdir(suite, 0o755) == 0)
    #expect(mkdir(suite + "/sub", 0o755) == 0)
    #expect(mkdir(dir.path + "/shared", 0o755) == 0)
    _ = dir.write("suite/a.pdx", "tab lista\n")
    _ = dir.write("suite/sub/b.pdx", "tab lista\n")
    _ = dir.write("shared/s.pdx", "tab lista\n")
    #expect(symlink(".", suite + "/loop") == 0)  // endless if walked
    #expect(symlink("..", suite + "/sub/up") == 0)  // everything again if walked
    #expect(symlink("sub", suite + "/sub-link.pdx") == 0)  // a directory, whatever its name
    #expect(symlink("../a.pdx", suite + "/sub/alias.pdx") == 0)  // a.pdx by another name
    #expect(link(suite + "/sub/b.pdx", suite + "/sub/c-hard.pdx") == 0)  // b.pdx again
    #expect(symlink("../../shared/s.pdx", suite + "/sub/s-link.pdx") == 0)  // a file linked in
    #expect(symlink("nowhere.pdx", suite + "/sub/z-dangling.pdx") == 0)  // says why when run
    #expect(symlink("../shared", suite + "/shared-link") == 0)  // a directory outside: not walked
    let found = try TestRunner().discover([suite]).map { $0.replacingAll(suite, with: "") }
    #expect(found == ["/a.pdx", "/sub/b.pdx", "/sub/s-link.pdx", "/sub/z-dangling.pdx"])
    // A path given by name is followed, even a link to a directory; a file given again (by
    // another name too) runs once.
    let named = try TestRunner().discover([
      suite + "/loop", suite + "/a.pdx", suite + "/sub/alias.pdx",
    ]).map { $0.replacingAll(suite, with: "") }
    #expect(
      named == [
        "/loop/a.pdx", "/loop/sub/b.pdx", "/loop/sub/s-link.pdx", "/loop/sub/z-dangling.pdx",
      ])
  }
}
