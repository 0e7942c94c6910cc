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
    let session = Session(emit: { _ in })
    session.passwordProvider = { _ in Secret("pikachu") }
    for line in bytes.split(separator: 0x0A, maxSplits: 200) {
      let outcome = session.execute(String(decoding: line, as: UTF8.self))
      if outcome == .quit { break }
    }
    _ = TreeRenderer.lines(session.store.world)
    for p in StatePaths.all { _ = p.value(in: session.store.world) }
  }
}
