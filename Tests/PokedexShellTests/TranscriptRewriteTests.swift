import Testing

@testable import PdxRunner
@testable import PdxScripts

@Suite("pdx test --update on bytes")
struct TranscriptRewriteTests {
  func outputs(_ path: String, _ byLine: [Int: [String]]) -> [Location: [String]] {
    Dictionary(uniqueKeysWithValues: byLine.map { (Location(path: path, line: $0.key), $0.value) })
  }

  @Test("only the blocks replaced change: BOM, mixed line ends and a missing final newline stay")
  func keepsEveryOtherByte() throws {
    let text =
      "\u{FEFF}# keep\r\n" + "form mode crearCuenta\r\n" + "| stale\n" + "\n" + "form mode entrar\n"
      + "  | one\r\n" + "  | two\r\n" + "  | three\n" + "expect raiz == formulario\r\n"
      + "!tab lista\n" + "| old"
    let bytes = Array(text.utf8)
    let script = try ScriptReader.parse(bytes, path: "u.pdx")
    let rewritten = try #require(
      Transcript.rewrite(
        bytes, script: script,
        outputs: outputs(
          "u.pdx", [2: ["A", "B"], 5: ["C", ""], 10: ["error: E"]])))
    let expected =
      "\u{FEFF}# keep\r\n" + "form mode crearCuenta\r\n"
      // One line became two: the first takes the old line's LF, the new one the command's CRLF.
      + "| A\n" + "| B\r\n" + "\n" + "form mode entrar\n"
      // Three became two, with the indent and the endings of the lines they replace.
      + "  | C\r\n" + "  |\r\n" + "expect raiz == formulario\r\n"
      // The last block had no final newline, and still has none.
      + "!tab lista\n" + "| error: E"
    #expect(String(decoding: rewritten, as: UTF8.self) == expected)
    #expect(Array(rewritten.prefix(3)) == [0xEF, 0xBB, 0xBF])
  }

  @Test("a block that grows at the end of a file without a final newline keeps that")
  func growsAtTheEnd() throws {
    let bytes = Array("tab lista\r\n| old".utf8)
    let script = try ScriptReader.parse(bytes, path: "g.pdx")
    let rewritten = try #require(
      Transcript.rewrite(bytes, script: script, outputs: outputs("g.pdx", [1: ["a", "b", "c"]])))
    #expect(String(decoding: rewritten, as: UTF8.self) == "tab lista\r\n| a\r\n| b\r\n| c")
  }

  @Test("blocks that already match give nothing to write")
  func nothingToWrite() throws {
    let bytes = Array("tab lista\n| a\n| ...\n".utf8)
    let script = try ScriptReader.parse(bytes, path: "n.pdx")
    #expect(
      Transcript.rewrite(bytes, script: script, outputs: outputs("n.pdx", [1: ["a", "b"]])) == nil)
  }
}
