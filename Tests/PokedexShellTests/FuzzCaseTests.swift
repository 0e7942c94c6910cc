import PdxHarness
import Testing

@testable import PdxRunner
@testable import PdxScripts

/// Inputs the fuzzers found or that seed them, replayed through the same entry points
/// (Scripts/fuzz): the name's prefix says which harness.
@Suite("Fuzz cases")
struct FuzzCaseTests {
  static let directory: String = {
    let file = #filePath
    return String(file[..<file.lastIndex(of: "/")!]) + "/FuzzCases/"
  }()

  @Test("every kept case runs through its harness without a crash")
  func replay() throws {
    let names = FileIO.complete(Self.directory)
    #expect(names.count >= 3)
    for path in names {
      let bytes = try FileIO.read(path)
      let name = String(path[path.index(after: path.lastIndex(of: "/")!)...])
      if name.hasPrefix("parser-") {
        for line in bytes.split(separator: 0x0A) { FuzzEntry.parser(Array(line)) }
      } else if name.hasPrefix("reader-") {
        FuzzEntry.reader(bytes)
      } else if name.hasPrefix("session-") {
        FuzzEntry.session(bytes)
      } else if name.hasPrefix("writers-") {
        #expect(MediumChecks.violations(bytes).isEmpty, "\(name)")
      } else {
        Issue.record(
          "\(name): a fuzz case's name starts with parser-, reader-, session- or writers-")
      }
    }
  }
}
