import Testing

@testable import PokedexShell

/// docs/reference.md's generated sections (§2 the commands, §3 the state paths, §4.10 the
/// events' ids) are what the command table, the state-path table and the event types generate
/// now. Scripts/readme-commands rewrites them.
@Suite("Reference")
struct ReferenceTests {
  static let remedy = "run Scripts/readme-commands to regenerate it"

  /// docs/reference.md, read relative to this file.
  static func reference() throws -> String {
    let file = #filePath
    let root = file[..<file.firstRange(of: "/Tests/")!.lowerBound]
    return String(decoding: try FileIO.read(root + "/docs/reference.md"), as: UTF8.self)
  }

  /// The lines between the marker lines `<!-- reference:NAME:begin -->` and
  /// `<!-- reference:NAME:end -->`, each ended by a newline.
  static func section(_ name: String, of text: String) throws -> String {
    let begin = try #require(
      text.firstRange(of: "\n<!-- reference:\(name):begin -->\n"),
      "docs/reference.md has no line <!-- reference:\(name):begin -->")
    let rest = text[begin.upperBound...]
    let end = try #require(
      rest.firstRange(of: "<!-- reference:\(name):end -->\n"),
      "docs/reference.md has no line <!-- reference:\(name):end --> after its begin marker")
    return String(rest[..<end.lowerBound])
  }

  @Test("docs/reference.md §2 is the command tables the command table generates")
  func commands() throws {
    let section = try Self.section("commands", of: try Self.reference())
    #expect(
      section == Help.commandsMarkdown().joined(separator: "\n") + "\n",
      "docs/reference.md §2 (the commands) is stale: \(Self.remedy)")
  }

  @Test("docs/reference.md §3 is the state path table the state-path table generates")
  func paths() throws {
    let section = try Self.section("paths", of: try Self.reference())
    #expect(
      section == Help.pathsMarkdown().joined(separator: "\n") + "\n",
      "docs/reference.md §3 (the state paths) is stale: \(Self.remedy)")
  }

  @Test("docs/reference.md §4.10 lists every event's id, generated from the code")
  func events() throws {
    let section = try Self.section("events", of: try Self.reference())
    #expect(
      section == EventSamples.markdown().joined(separator: "\n") + "\n",
      "docs/reference.md §4.10 (the events' ids) is stale: \(Self.remedy)")
    // Every id of every kind is a row, once.
    let ids = EventSamples.rows(.en).map { $0.kind + " " + $0.id }
    #expect(Set(ids).count == ids.count)
    for (kind, all) in EventRef.kinds {
      for id in all { #expect(ids.contains(kind + " " + id), "\(kind) \(id) has no row") }
    }
  }

  @Test("the README's reference is the commands then the paths, split where the script splits")
  func split() {
    // Scripts/readme-commands splits `pdx --commands-markdown` at the line `### State paths`.
    #expect(Help.markdown() == Help.commandsMarkdown() + Help.pathsMarkdown())
    #expect(Help.pathsMarkdown().first == "### State paths")
    #expect(!Help.commandsMarkdown().contains("### State paths"))
  }
}
