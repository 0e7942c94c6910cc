import Foundation
import Testing

/// The README's contributor table (how many files a new state field, knob, command, event, rule,
/// output format, report format and exercise touch) names files that exist, each once under Sources: a
/// file renamed or split makes the table say where to look again.
@Suite("The README's contributor table")
struct ContributorGuideTests {
  @Test("every file the table names is one file under Sources")
  func filesExist() throws {
    let file = #filePath
    let root = String(file[..<file.firstRange(of: "/Tests/")!.lowerBound])
    let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    let table = try #require(readme.firstRange(of: "| a new… | files | which |"))
    let rows = readme[table.lowerBound...].split(separator: "\n").prefix { $0.hasPrefix("|") }
    #expect(rows.count >= 8, "the table's rows: \(rows.count)")
    let sources =
      (FileManager.default.enumerator(atPath: root + "/Sources")?.allObjects
        as? [String] ?? [])
    var named: [Substring] = []
    for row in rows {
      for match in row.matches(of: try Regex(#"`([A-Za-z+/]+\.swift)`"#)) {
        named.append(match.output[1].substring!)
      }
    }
    #expect(named.count >= 15)
    for name in named {
      let found = sources.filter { $0 == name || $0.hasSuffix("/" + name) }
      #expect(found.count == 1, "README's contributor table names \(name): found \(found)")
    }
  }

  @Test("each kind has one row: a count of files first, and the compiler's share of its places")
  func countsRead() throws {
    let file = #filePath
    let root = String(file[..<file.firstRange(of: "/Tests/")!.lowerBound])
    let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    let table = try #require(readme.firstRange(of: "| a new… | files | which |"))
    let rows = readme[table.lowerBound...].split(separator: "\n").prefix { $0.hasPrefix("|") }
      .dropFirst(2)
    let kinds = rows.map { $0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces) }
    #expect(
      kinds == [
        "state field", "knob", "app command", "event (a note)", "shell command", "rule",
        "output format",
        "report format of `pdx test`", "exercise of a knob",
      ])
    for row in rows {
      let files = row.split(separator: "|")[1].trimmingCharacters(in: .whitespaces)
      #expect(files.first?.isNumber == true, "the files column starts with its count: \(files)")
      for match in files.matches(of: #/compiler: (\d+) of (\d+)/#) {
        #expect(Int(match.output.1)! <= Int(match.output.2)!, "\(files)")
      }
    }
  }
}
