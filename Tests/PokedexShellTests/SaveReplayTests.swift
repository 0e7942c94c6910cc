import PokedexCore
import Testing

@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxLanguage
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession
@testable import PdxTeaching

/// `save` writes a script that replays to the state it was saved in (docs/reference.md §3.6):
/// whatever was typed, undone or failed on the way.
@Suite("Save and replay")
struct SaveReplayTests {
  /// Replays `file` in a fresh session: its outcome, its failures and its world.
  static func replay(_ file: String) throws -> (Outcome, [Failure], World) {
    let replay = Captured()
    var failures: [Failure] = []
    let outcome = replay.session.runScript(try ScriptReader.read(path: file), failures: &failures)
    return (outcome, failures, replay.session.store.world)
  }

  @Test("random sessions with undo, saved, replay to the world they were saved in")
  func randomSessions() throws {
    let dir = TempDir()
    for seed in UInt64(1)...60 {
      var rng = SplitMix64(seed: seed)
      let c = Captured(setup: Session.Setup(recordsSession: true))
      var typed: [String] = []
      for _ in 0..<40 {
        // The explorer's lines, with more undo than it types (every fifth line).
        let line =
          rng.next() % 5 == 0
          ? "undo" + (rng.next() % 3 == 0 ? " 2" : "")
          : Explorer.randomLine(&rng, world: c.session.store.world)
        typed.append(line)
        _ = c.session.execute(line)
      }
      let file = dir.path + "/s\(seed).pdx"
      #expect(c.session.execute("save " + file) == .ok)
      let (outcome, failures, world) = try Self.replay(file)
      let session = typed.joined(separator: "\n")
      #expect(outcome == .ok, "seed \(seed): the saved script failed\n\(session)")
      #expect(failures.isEmpty, "seed \(seed): \(failures.map(\.command))\n\(session)")
      #expect(world == c.session.store.world, "seed \(seed): another world\n\(session)")
    }
  }

  @Test("a rejected line after an undone step is not saved: it would not be rejected again")
  func rejectedAfterUndo() throws {
    let dir = TempDir()
    let c = Captured(setup: Session.Setup(recordsSession: true))
    // With a session the form is gone: the second signup is rejected; then the first is undone,
    // and the form is back, where `!signup` would be accepted.
    c.run("signup ash@kanto.com pikachu", "signup misty@kanto.com pikachu", "undo", script: false)
    let file = dir.path + "/undo.pdx"
    #expect(c.session.execute("save " + file) == .ok)
    #expect(!dir.read("undo.pdx").contains("signup"))
    let (outcome, failures, world) = try Self.replay(file)
    #expect(outcome == .ok && failures.isEmpty)
    #expect(world == c.session.store.world)
  }

  @Test("a failed expect is not saved, and save says it left it out")
  func failedExpectLeftOut() throws {
    let dir = TempDir()
    let c = Captured(setup: Session.Setup(recordsSession: true))
    c.run("tab ajustes", "expect raiz == formulario", "expect raiz == conSesion", script: false)
    // Read from the output of `show`, which `save` does not write: it would not hold either.
    c.run("show raiz", "expect output contains \"raiz\"", script: false)
    let file = dir.path + "/expect.pdx"
    #expect(c.session.execute("save " + file) == .ok)
    #expect(c.output.last?.hasPrefix("saved 2 lines to ") == true)
    #expect(
      c.output.last?.hasSuffix("(left out 2 expect lines that would not hold on replay)") == true)
    let text = dir.read("expect.pdx")
    #expect(text.contains("!tab ajustes\nexpect raiz == formulario\n"))
    #expect(!text.contains("conSesion"))
    #expect(!text.contains("output contains"))
    let (outcome, failures, _) = try Self.replay(file)
    #expect(outcome == .ok && failures.isEmpty)
  }

  /// Two included scripts, each asserting a rejection's words in its own language.
  static func includes(_ dir: TempDir) -> (en: String, es: String) {
    (
      dir.write("en.pdx", "!launch\nexpect output contains \"the app is already running\"\n"),
      dir.write(
        "es.pdx", "# lang: es\n!launch\nexpect output contains \"la app ya está en marcha\"\n")
    )
  }

  @Test(
    "random sessions from other starts, with reset, platform and runs in either language, replay")
  func randomStarts() throws {
    let dir = TempDir()
    let (en, es) = Self.includes(dir)
    for seed in UInt64(1)...32 {
      var rng = SplitMix64(seed: seed)
      var options = SessionOptions()
      options.language = seed % 2 == 0 ? .en : .es
      options.platform = seed % 3 == 0 ? .ios : .android
      options.hayCuentas = seed % 4 >= 2
      let c = Captured(options, setup: Session.Setup(recordsSession: true))
      var typed: [String] = []
      for _ in 0..<30 {
        let line: String
        switch rng.next() % 10 {
        case 0: line = "reset"
        case 1: line = "platform " + (rng.next() % 2 == 0 ? "ios" : "android")
        case 2: line = "run " + (rng.next() % 2 == 0 ? en : es)
        case 3: line = "expect output contains \"" + (rng.next() % 2 == 0 ? "launch" : "→") + "\""
        case 4: line = "undo"
        default: line = Explorer.randomLine(&rng, world: c.session.store.world)
        }
        typed.append(line)
        _ = c.session.execute(line)
      }
      let file = dir.path + "/r\(seed).pdx"
      #expect(c.session.execute("save --transcript --force " + file) == .ok)
      let session = typed.joined(separator: "\n")
      for language in Language.allCases {
        var replayOptions = SessionOptions()
        replayOptions.language = language
        let replay = Captured(replayOptions)
        var failures: [Failure] = []
        let outcome = replay.session.runScript(
          try ScriptReader.read(path: file), failures: &failures)
        #expect(outcome == .ok, "seed \(seed) \(language): \(failures.map(\.command))\n\(session)")
        #expect(
          replay.session.store.world == c.session.store.world,
          "seed \(seed) \(language): another world\n\(session)")
      }
    }
  }

  @Test(
    "an expect read in an included script's language is saved only if it holds in the session's")
  func includedLanguage() throws {
    let dir = TempDir()
    let (en, es) = Self.includes(dir)
    for (language, other) in [(Language.en, es), (.es, en)] {
      var options = SessionOptions()
      options.language = language
      let c = Captured(options, setup: Session.Setup(recordsSession: true))
      c.run("run " + other, script: false)
      let file = dir.path + "/lang-\(language).pdx"
      #expect(c.session.execute("save " + file) == .ok)
      #expect(
        c.output.last
          == (language == .en
            ? "saved 1 line to \(file) (left out 1 expect line that would not hold on replay)"
            : "\(file) guardado: 1 línea (sin 1 línea expect que no se cumplirían al reproducirlo)")
      )
      let header =
        language == .en
        ? "# Saved by pdx `save`: replays to the same state with `pdx run \(file)`.\n"
        : "# Guardado por pdx `save`: `pdx run \(file)` lo reproduce hasta el mismo estado.\n"
          + "# lang: es\n"
      #expect(dir.read("lang-\(language).pdx") == header + "!launch\n")
    }
  }

  @Test("a session without accounts that reset saves the lines that recreate its start each time")
  func noAccountsReset() throws {
    let dir = TempDir()
    var options = SessionOptions()
    options.hayCuentas = false
    options.platform = .android
    let c = Captured(options, setup: Session.Setup(recordsSession: true))
    c.run(
      "tab ajustes", "reset", #"expect output contains "launch""#, "expect raiz == sinCuentas",
      "platform ios", script: false)
    let file = dir.path + "/start.pdx"
    #expect(c.session.execute("save " + file) == .ok)
    #expect(
      dir.read("start.pdx")
        == "# Saved by pdx `save`: replays to the same state with `pdx run \(file)`.\n"
        + "platform android\nconfig accounts off\nrestart\ntab ajustes\n"
        + "reset\nconfig accounts off\nrestart\nexpect raiz == sinCuentas\n"
        + "platform ios\nconfig accounts off\nrestart\n")
    let (outcome, failures, world) = try Self.replay(file)
    #expect(outcome == .ok && failures.isEmpty)
    #expect(world == c.session.store.world)
  }
}
