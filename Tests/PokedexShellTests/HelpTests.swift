import Testing

@testable import PokedexShell

@Suite("Help")
struct HelpTests {
  @Test("the README's command reference is the one the command table generates")
  func readme() throws {
    let file = #filePath
    let root = file[..<file.firstRange(of: "/Tests/")!.lowerBound]
    let readme = String(decoding: try FileIO.read(root + "/README.md"), as: UTF8.self)
    let begin = try #require(readme.firstRange(of: "<!-- commands:begin -->\n"))
    let end = try #require(readme.firstRange(of: "<!-- commands:end -->"))
    let section = String(readme[begin.upperBound..<end.lowerBound])
    #expect(
      section == Help.markdown().joined(separator: "\n") + "\n",
      "README is stale: regenerate it with `pdx --commands-markdown`")
  }

  @Test("help lists every command; help COMMAND shows its synopsis and examples")
  func help() {
    let all = Help.overview().joined(separator: "\n")
    for name in CommandTable.names { #expect(all.contains(name), "\(name)") }
    #expect(Help.lines(for: "open").first == "usage: open ID|NAME")
    #expect(Help.lines(for: "open").contains("  open pikachu"))
  }
}
