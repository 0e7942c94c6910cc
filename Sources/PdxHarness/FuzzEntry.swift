import PdxCommands
import PdxExplore
import PdxInteractive
import PdxPictures
import PdxRender
import PdxScripts
import PdxSession
import PokedexCore

/// What the fuzz harnesses feed (Scripts/fuzz), and what `swift test` replays from the kept
/// cases: any bytes, never a crash.
public enum FuzzEntry {
  /// The tokenizer and the parser, on one line of any bytes.
  public static func parser(_ bytes: [UInt8]) {
    let line = String(decoding: bytes, as: UTF8.self)
    _ = try? Tokenizer.split(line)
    _ = try? Parser.parse(line)
    _ = try? Value.parse(line)
    _ = Completion.complete(line, files: { _ in [] })
  }

  /// The `.pdx` reader, on a whole file of any bytes.
  public static func reader(_ bytes: [UInt8]) {
    _ = try? ScriptReader.parse(bytes, path: "fuzz.pdx")
  }

  /// The command loop on a fresh world: every line of the input run as typed, then the
  /// world inspected.
  public static func session(_ bytes: [UInt8]) {
    let session = Session(emit: { _ in }, host: FuzzHost())
    for line in bytes.split(separator: 0x0A, maxSplits: 200) {
      let outcome = session.execute(String(decoding: line, as: UTF8.self))
      if outcome == .quit { break }
    }
    _ = TreeRenderer.lines(session.store.world)
    for p in StatePath.allCases { _ = p.value(in: session.store.world) }
  }

  /// Every writer (text, JSON, XML, Markdown, Mermaid, DOT), on a text of any bytes: a raw
  /// control character or a broken structure stops the run (docs/reference.md §4.12).
  public static func writers(_ bytes: [UInt8]) {
    let broken = MediumChecks.violations(bytes)
    precondition(broken.isEmpty, broken.joined(separator: "; "))
  }
}

/// The fuzzed session's terminal: a password asked for is always the same one.
final class FuzzHost: SessionHost {
  var asksPasswords: Bool { true }
  func password(prompt: String) -> Secret? { Secret("pikachu") }
}
