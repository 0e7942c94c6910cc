import PdxHarness
import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession
@testable import PdxTeaching
@testable import PdxText

/// docs/reference.md §4.12: every byte pdx writes goes through the writer of its medium.
@Suite("The output boundary")
struct OutputBoundaryTests {
  @Test("random bytes through every writer: no raw control character, no broken structure")
  func randomBytes() {
    var g = SplitMix(seed: 412)
    // Bytes that matter most to the writers, often; any byte, sometimes.
    let salient: [UInt8] =
      Array("\"\\<>&#;:%{}[]|`~\n\r\t ".utf8) + [0x1B, 0x07, 0x00, 0x7F]
      + [0xC2, 0x85, 0xC2, 0x9B, 0xC2, 0xAB, 0xE2, 0x80, 0xAE]
    for _ in 0..<3000 {
      let bytes = (0..<g.int(40)).map { _ in
        g.int(3) == 0 ? UInt8(truncatingIfNeeded: g.next()) : salient[g.int(salient.count)]
      }
      let broken = MediumChecks.violations(bytes)
      #expect(broken.isEmpty, "\(bytes): \(broken)")
      if !broken.isEmpty { return }
    }
  }

  @Test("text shows ESC, BEL, DEL and C1 as escapes, keeps line feeds and other characters")
  func visibleText() {
    #expect(Visible.text("a\u{1B}]52;c;SGVsbG8=\u{07}b") == "a\\u{1b}]52;c;SGVsbG8=\\u{7}b")
    #expect(Visible.text("x\u{9B}y\u{7F}\tz") == "x\\u{9b}y\\u{7f}\\u{9}z")
    #expect(Visible.text("«Cerrar sesión»\n¿ñ?") == "«Cerrar sesión»\n¿ñ?")
  }

  @Test(
    "an OSC 52 in a script line, a narration, a say or a state value never reaches the output raw")
  func sessionOutput() {
    var options = SessionOptions()
    options.echo = true
    let c = Captured(options)
    let osc = "\u{1B}]52;c;SGVsbG8=\u{07}"
    c.session.execute("say hola \(osc)", at: "a.pdx:1", script: true)
    c.session.execute("plist add \"k\(osc)\" v", at: "a.pdx:2", script: true)
    c.session.execute("restart", at: "a.pdx:3", script: true)
    c.session.execute("show info", at: "a.pdx:3", script: true)
    c.session.execute("bogus\(osc)", at: "a.pdx:4", script: false)
    let all = (c.output + c.diag).joined(separator: "\n")
    #expect(!all.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(all.contains("\\u{1b}]52"))
  }

  @Test("a narration that would open HTML or a code fence reads as words on its page")
  func narrationOnAPage() throws {
    let script = try ScriptReader.parse(
      Array("# T <b>\n## ```\n## <script>x</script> & y\nnet off\n".utf8), path: "p.pdx")
    let page = Page.of(script, shown: "p.pdx", options: SessionOptions()).markdown
    #expect(page.contains("# T &lt;b&gt;"))
    #expect(page.contains("\\```"))
    #expect(page.contains("&lt;script&gt;x&lt;/script&gt; &amp; y"))
  }
}

// User text in an error's message.
extension OutputBoundaryTests {
  @Test("user text in an error is escaped and cut: a form feed, a BOM, a 1 MB word")
  func hiddenCharacters() {
    let c = Captured()
    c.session.execute("\u{FEFF}launch", at: nil, script: false)
    c.session.execute("tab lis\u{C}ta", at: nil, script: false)
    let printed = c.output.joined(separator: "\n")
    #expect(printed.contains("«\\u{feff}launch»"))
    #expect(printed.contains("«lis\\u{c}ta»"))
    #expect(!printed.unicodeScalars.contains { $0 == "\u{FEFF}" || $0 == "\u{C}" })
    let huge = String(repeating: "x", count: 1_000_000)
    #expect(Suggest.closest(huge, in: CommandTable.names) == nil)
    let long = Captured()
    long.session.execute(huge, at: nil, script: false)
    #expect(long.output.joined().utf8.count < 400)
    #expect(long.output.first?.contains("…»") == true)
  }
}
