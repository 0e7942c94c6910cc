import Foundation
import PokedexCore
import Testing

@testable import PdxRunner

/// One helper of each kind: trimming blanks, a ring buffer, the list of shells pdx completes
/// for, the place an error becomes an exit code. Measured on the sources' text (a line of code:
/// one that is not a comment), so a second one written by hand fails here.
@Suite("One of each")
struct OneOfEachTests {
  static let sources: [(path: String, lines: [Substring])] = {
    let file = #filePath
    let root = String(file[..<file.firstRange(of: "/Tests/")!.lowerBound]) + "/Sources"
    let manager = FileManager.default
    let all = (manager.enumerator(atPath: root)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    return all.map { path in
      let text = (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
      let code = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
        !$0.drop { $0 == " " }.hasPrefix("//")
      }
      return (path, code)
    }
  }()

  /// The lines of code that match `pattern`, as `path: line`.
  static func matches(_ pattern: String, except: Set<String> = []) -> [String] {
    let regex = try! Regex(pattern)
    return sources.filter { !except.contains($0.path) }.flatMap { file in
      file.lines.filter { $0.contains(regex) }.map { "\(file.path): \($0)" }
    }
  }

  @Test("the sources were found")
  func found() {
    #expect(Self.sources.count > 100)
    #expect(Self.sources.contains { $0.path == "PokedexCore/Runtime/Ring.swift" })
  }

  @Test("one function trims blanks, named for what it trims")
  func trimming() {
    let declared = Self.matches(#"func \w*[Tt]rim"#)
    #expect(declared.count == 1, "\(declared)")
    #expect(declared.first?.contains("func trimmingBlanks()") == true, "\(declared)")
  }

  @Test("trimmingBlanks drops spaces and tabs at both ends and nothing inside")
  func trimmingBlanks() {
    #expect(" \t a b \t ".trimmingBlanks() == "a b")
    #expect("undo 2  ".trimmingBlanks() == "undo 2")
    #expect("\t\t".trimmingBlanks() == "")
    #expect("a\u{A0}".trimmingBlanks() == "a\u{A0}", "a no-break space is not a blank")
  }

  @Test("one ring buffer: no index wraps around by hand outside Ring")
  func ring() {
    let wrapped = Self.matches(
      #"\+ 1\) % |count .*\.removeFirst\(\) \}"#,
      except: ["PokedexCore/Runtime/Ring.swift"])
    // The app's log (`registro`, a state path read whole, oldest first) and undo's list of runs
    // (read from the newest, and cut at an undone step) are capped lists, not rings.
    let capped = [
      "PokedexCore/World/World.swift:     if lines.count >= Registro.limit { lines.removeFirst() }",
      "PdxSession/UndoMemory.swift:     if undoMemory.runs.count == UndoMemory.runLimit"
        + " { undoMemory.runs.removeFirst() }",
    ]
    #expect(wrapped.filter { !capped.contains($0) } == [], "a ring made by hand: use Ring")
  }

  @Test("Ring gives the newest n-th and its elements oldest first")
  func ringReads() {
    var ring = Ring<Int>(capacity: 3)
    #expect(ring.oldestFirst == [] && ring.newest(1) == nil)
    for n in 1...4 { ring.push(n) }
    #expect(ring.oldestFirst == [2, 3, 4])
    #expect(ring.newest(1) == 4 && ring.newest(3) == 2 && ring.newest(4) == nil)
    _ = ring.pop()
    #expect(ring.oldestFirst == [2, 3])
  }

  @Test("bash, zsh and fish are listed in one place")
  func shells() {
    let listed = Self.matches(
      #"bash\W{1,4}zsh\W{1,5}(or |o )?\W{0,2}fish"#,
      except: ["PdxCommandLine/Help/CompletionScripts.swift"])
    #expect(listed == [], "the shells are CompletionScripts.shells")
  }

  /// Every test file's lines of code, as `sources` holds the sources'.
  static let tests: [(path: String, lines: [Substring])] = {
    let file = #filePath
    let root = String(file[..<file.firstRange(of: "/Tests/")!.lowerBound]) + "/Tests"
    let all = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    return all.map { path in
      let text = (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
      return (path, text.split(separator: "\n", omittingEmptySubsequences: false))
    }
  }()

  @Test("one PTY driver: the terminal tests start pdx and wait for its keys through it")
  func oneTerminalDriver() {
    #expect(Self.tests.count > 50)
    // A session made by hand, or a line sent and waited for by hand, outside the driver and
    // the tests of the pseudo-terminal itself (and of the line editor, a program of its own).
    let own: Set<String> = [
      "pdxTests/PTY.swift", "pdxTests/PdxTerminal.swift", "pdxTests/PTYSessionTests.swift",
      "pdxTests/EditLineSourceTests.swift", "PokedexShellTests/OneOfEachTests.swift",
    ]
    for file in Self.tests where !own.contains(file.path) {
      for (n, line) in file.lines.enumerated() {
        let next = n + 1 < file.lines.count ? file.lines[n + 1] : ""
        let byHand =
          line.contains("PTYSession(executable: pdxExecutable()")
          || (line.contains(".send(") && next.contains(".waitForRawMode()"))
        #expect(!byHand, "\(file.path):\(n + 1): use PdxTerminal.swift's driver")
      }
    }
  }

  @Test("suites are named after what they test, not after the issue that added them")
  func suitesBySubject() throws {
    let issue = try Regex(#"@Suite\("(Trust|Scale|Issue|issue)\b|struct (Trust|Issue)\w*Tests"#)
    for file in Self.tests {
      for line in file.lines where line.contains(issue) {
        Issue.record("\(file.path): \(line)")
      }
    }
  }

  @Test("an exit code is made in one place: pdx's command line throws, Pdx.run decides")
  func oneExit() {
    let finishes = Self.matches(#"\bfinish\("#).filter { !$0.contains("func finish(") }
    #expect(finishes.count == 1 && finishes[0].hasPrefix("PdxCommandLine/Pdx.swift"), "\(finishes)")
    // `exit` only in `finish`, and `_exit` only where writing the output failed.
    let exits = Self.matches(#"\b_?exit\("#)
    #expect(
      exits.allSatisfy { $0.hasPrefix("PdxCommandLine/Terminal/Output.swift") } && exits.count == 2,
      "\(exits)")
  }
}
