import Glibc
import Testing

@testable import PdxCommandLine

/// Only runs in the terminal that EditLineSourceTests gives it.
@Suite struct EditLineSourceHelper {
  @Test(.enabled(if: getenv("PDX_LINE_EDITOR_HELPER") != nil))
  func lineEditorLoop() throws {
    let historyPath = String(cString: getenv("PDX_LINE_EDITOR_HELPER"))
    let editor = try #require(EditLineSource(programName: "pdx"))
    let words = ["pikachu", "pichu", "pidgey", "pidgeotto", "help"]
    editor.completer = { line in
      let start = line.utf8.lastIndex(of: UInt8(ascii: " ")).map {
        line.utf8.distance(from: line.utf8.startIndex, to: $0) + 1
      }
      let word = String(line.utf8.dropFirst(start ?? 0))!
      return (start ?? 0, words.filter { $0.hasPrefix(word) })
    }
    #expect(editor.loadHistory(path: historyPath, limit: 10) == nil)
    func say(_ text: String) {
      var bytes = Array((text + "\n").utf8)
      _ = write(1, &bytes, bytes.count)
    }
    loop: while true {
      switch editor.readLine(prompt: "le> ") {
      case .line("pw"):
        say("password:[\(readPassword(prompt: "Password: ") ?? "nil")]")
      case .line(let line):
        #expect(editor.addHistory(line) == nil)
        say("got:[\(line)]")
      case .interrupted:
        say("interrupted")
      case .endOfFile:
        say("eof")
        break loop
      }
    }
    editor.close()
  }
}
