import Glibc
import PokedexCore
import Testing

@testable import PokedexShell

@Suite("Reading scripts")
struct ScriptReadingTests {
  func readError(_ body: () throws(ScriptError) -> Void) -> ScriptError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }

  @Test("a 40,000-line transcript block is read whole and in order")
  func longTranscript() throws {
    let count = 40_000
    var text = "say hola\n"
    for i in 0..<count { text += "| line \(i)\n" }
    text += "expect raiz == formulario\n"
    let dir = TempDir()
    let path = dir.write("long.pdx", text)
    for script in [
      try ScriptReader.parse(Array(text.utf8), path: path), try ScriptReader.read(path: path),
    ] {
      #expect(script.lines.count == 2)
      let transcript = try #require(script.lines.first?.transcript)
      #expect(transcript.count == count)
      #expect(transcript.first == "line 0" && transcript.last == "line 39999")
      #expect(transcript[12_345] == "line 12345")
      #expect(script.lines.first?.transcriptLines == 2..<(count + 2))
      #expect(script.lines.last?.number == count + 2)
    }
  }

}
