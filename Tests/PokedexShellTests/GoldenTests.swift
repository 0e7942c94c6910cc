import Glibc
import Testing

@testable import PdxRunner

/// Golden.check (Support.swift) is what every golden test leans on: these tests hold it to
/// failing when it should, in both modes, and to saying what an update rewrote.
@Suite("Golden files")
struct GoldenTests {
  /// Collects what `check` reports.
  final class Reports {
    var lines: [String] = []
  }

  /// The inode and modification time of a file: what a rewrite would change.
  static func identity(_ path: String) -> [Int] {
    var st = stat()
    guard stat(path, &st) == 0 else { return [] }
    return [Int(st.st_ino), st.st_mtim.tv_sec, st.st_mtim.tv_nsec]
  }

  @Test("comparing: the same text passes, another text or a missing file fails")
  func comparing() {
    let dir = TempDir()
    _ = dir.write("a.txt", "one\n")
    let reports = Reports()
    Golden.check("a.txt", "one\n", in: dir.path + "/", updating: false) {
      reports.lines.append($0)
    }
    var failures: [String] = []
    Golden.check(
      "a.txt", "two\n", in: dir.path + "/", updating: false, report: { _ in },
      failure: { failures.append($0) })
    Golden.check(
      "b.txt", "two\n", in: dir.path + "/", updating: false, report: { _ in },
      failure: { failures.append($0) })
    #expect(failures.count == 2)
    #expect(failures.first == "golden a.txt differs")
    #expect(failures.last?.hasPrefix("missing golden file b.txt") == true)
    #expect(reports.lines.isEmpty)
    #expect(dir.read("a.txt") == "one\n")
  }

  @Test("updating: a changed file is rewritten and named; a new one is written and named")
  func updatingRewrites() {
    let dir = TempDir()
    _ = dir.write("a.txt", "old\n")
    let reports = Reports()
    Golden.check("a.txt", "new\n", in: dir.path + "/", updating: true) {
      reports.lines.append($0)
    }
    #expect(dir.read("a.txt") == "new\n")
    Golden.check("b.txt", "born\n", in: dir.path + "/", updating: true) {
      reports.lines.append($0)
    }
    #expect(dir.read("b.txt") == "born\n")
    #expect(reports.lines.count == 2)
    #expect(reports.lines.first?.hasPrefix("rewrote golden a.txt") == true)
    #expect(reports.lines.last?.hasPrefix("rewrote golden b.txt") == true)
  }

  @Test("updating: a file whose content is the same is left untouched, and nothing is said")
  func updatingLeavesSameContent() {
    let dir = TempDir()
    let path = dir.write("a.txt", "same\n")
    let before = Self.identity(path)
    let reports = Reports()
    Golden.check("a.txt", "same\n", in: dir.path + "/", updating: true) {
      reports.lines.append($0)
    }
    #expect(!before.isEmpty && Self.identity(path) == before)
    #expect(reports.lines.isEmpty)
  }

  @Test("updating: a write that fails is an issue that names the file, not a silent pass")
  func updatingFailsWhenTheWriteFails() {
    let reports = Reports()
    var failures: [String] = []
    Golden.check(
      "a.txt", "text\n", in: "/nonexistent-pdx-golden/", updating: true,
      report: { reports.lines.append($0) }, failure: { failures.append($0) })
    #expect(failures.count == 1 && failures.first?.hasPrefix("cannot rewrite golden a.txt") == true)
    #expect(reports.lines.isEmpty)
  }
}
