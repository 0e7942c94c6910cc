import PdxLanguage
import PokedexCore
import Testing

@testable import PdxScripts
@testable import PdxSession

/// A session's effects go through what it was given at init (docs: `Session`): here its files
/// are a dictionary, so what `save` writes and `run` reads is seen without the disk.
@Suite("The session's edge")
struct SessionEdgeTests {
  /// Files in memory: what was written, with whether it was written as a secret.
  final class MemoryFiles: SessionFiles {
    var files: [String: (text: String, secret: Bool)] = [:]
    var asked: [String] = []

    func exists(_ path: String) -> Bool { files[path] != nil }

    func script(at path: String) throws(ScriptError) -> ScriptStream {
      asked.append(path)
      guard let file = files[path] else {
        throw ScriptError(
          path: path, line: 0, column: 0,
          Words(en: "cannot read \(path): not in memory", es: "no se puede leer \(path)"))
      }
      return ScriptStream(bytes: Array(file.text.utf8), path: path)
    }

    func write(_ text: String, to path: String, secret: Bool) throws(FileError) {
      files[path] = (text, secret)
    }
  }

  @Test("save writes through the session's files, and run FILE reads through them")
  func filesAtTheEdge() throws {
    let files = MemoryFiles()
    // A path in a folder of its own: that nothing appears there shows the disk was not used.
    let dir = TempDir()
    let path = dir.path + "/flujo.pdx"
    let c = Captured(files: files, setup: Session.Setup(recordsSession: true))
    c.run("signup ash@kanto.com pikachu", "open 25", "fav 25", script: false)
    #expect(c.session.execute("save " + path) == .ok)
    #expect(c.output.last == "saved 3 lines to \(path)")
    let saved = try #require(files.files[path])
    #expect(saved.text.contains("signup ash@kanto.com pikachu\nopen 25\nfav 25\n"))
    #expect(saved.secret, "a script holding a password is written as its owner's only")
    #expect(!FileIO.exists(path), "the disk was not written")
    // Written once, it is there: save does not replace it without --force.
    guard case .rejected(let why) = c.session.execute("save " + path) else {
      Issue.record("save over an existing file is refused")
      return
    }
    #expect(why == "\(path) exists: `save --force \(path)` replaces it")
    // Another session with the same files replays it to the same world.
    let replay = Captured(files: files)
    #expect(replay.session.execute("run " + path) == .ok)
    #expect(files.asked == [path])
    #expect(replay.session.store.world == c.session.store.world)
  }

  @Test("a file the session's files cannot give is run's error, said once, as the disk's would be")
  func missingFile() {
    let files = MemoryFiles()
    let c = Captured(files: files)
    #expect(
      c.session.execute("run nada.pdx") == .scriptError("cannot read nada.pdx: not in memory"))
    #expect(files.asked == ["nada.pdx"])
    #expect(c.diag == ["error: cannot read nada.pdx: not in memory"])
  }
}
