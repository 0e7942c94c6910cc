import PokedexCore
import Testing

@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

/// `pdx walk` (docs/reference.md §4.5): the pieces, and a walk with scripted keys.
@Suite("Walkthroughs")
struct WalkthroughTests {
  func script(_ text: String, path: String = "w.pdx") throws -> Script {
    try ScriptReader.parse(Array(text.utf8), path: path)
  }

  @Test("narration wraps at word boundaries, keeps its indent, never cuts a word")
  func wrap() {
    #expect(
      Walkthrough.wrap("Con el formulario delante, tocamos el aviso", width: 20) == [
        "Con el formulario", "delante, tocamos el", "aviso",
      ])
    #expect(Walkthrough.wrap("exactly twenty chars", width: 20) == ["exactly twenty chars"])
    #expect(
      Walkthrough.wrap("a pokedex://pokemon/25-is-long b", width: 10) == [
        "a", "pokedex://pokemon/25-is-long", "b",
      ])
    #expect(Walkthrough.wrap("  - uno dos tres", width: 10) == ["  - uno", "  dos tres"])
    #expect(Walkthrough.wrap("", width: 80) == [""])
    #expect(Walkthrough.wrap("ñandú  ñandú", width: 11) == ["ñandú ñandú"], "characters, not bytes")
  }

  @Test("the walk opens with the script's title and introduction, wrapped, before the launch")
  func introduction() throws {
    let walk = try script(
      "# Walkthrough 04 — the tap before login. Lesson: «La puerta y la cuenta en iOS»,\n"
        + "#   step 2.\n\n# not the header\n## Tocamos.\ntab lista\n")
    let c = Captured()
    var walkthrough = Walkthrough(script: walk, next: nil)
    walkthrough.width = { 30 }
    walkthrough.introduce(in: c.session)
    #expect(
      c.output == [
        "Walkthrough 04 — the tap", "before login", "Lesson: «La puerta y la cuenta",
        "en iOS», step 2.", "",
      ])
    for text in ["## Tocamos.\ntab lista\n", "\n# after a blank line\ntab lista\n"] {
      let plain = Captured()
      Walkthrough(script: try script(text), next: nil).introduce(in: plain.session)
      #expect(plain.output.isEmpty, "no opening comment, no heading: \(text)")
    }
    var options = SessionOptions()
    options.format = .json
    let json = Captured(options)
    Walkthrough(script: walk, next: nil).introduce(in: json.session)
    #expect(json.output.isEmpty, "JSON prints steps only")
  }

  @Test("next: hides the !, says the command is expected to be refused, masks the password")
  func prompt() {
    #expect(Walkthrough.prompt("tab lista") == "next: tab lista")
    #expect(Walkthrough.prompt("!tab lista") == "next: tab lista  (expected to be refused)")
    #expect(Walkthrough.prompt("! tab lista") == "next: tab lista  (expected to be refused)")
    #expect(
      Walkthrough.prompt("!login a@b.com pikachu")
        == "next: login a@b.com ******  (expected to be refused)")
    #expect(Walkthrough.prompt("type password hunter2") == "next: type password ******")
  }

  @Test("the end says how many steps ran and how to replay; leaving says how to start again")
  func ending() {
    #expect(
      Walkthrough.ending(path: "examples/01-la-puerta.pdx", ran: 12, of: 12, left: false) == [
        "The walkthrough is over: 12 steps ran. To replay it without stopping:",
        "  pdx run examples/01-la-puerta.pdx",
      ])
    #expect(
      Walkthrough.ending(path: "my walk.pdx", ran: 1, of: 3, left: true) == [
        "You left the walkthrough after 1 step of 3. To start it again:",
        "  pdx walk 'my walk.pdx'",
      ])
  }

  @Test("a command typed at next: runs in the walk's world first, and the step comes back")
  func typedCommand() throws {
    let walk = try script(
      "## La puerta\n!tab lista\nsignup ash@kanto.com pikachu\nexpect raiz == conSesion\n")
    var keys: [WalkKey] = [
      .command("show raiz"), .command("tabb lista"), .command("expect raiz == conSesion"),
      .run, .command("tab lista"), .run,
    ]
    var prompts: [String] = []
    let c = Captured()
    var walkthrough = Walkthrough(script: walk) { prompt in
      prompts.append(prompt)
      return keys.removeFirst()
    }
    walkthrough.width = { 40 }
    #expect(walkthrough.run(in: c.session) == .ok)
    #expect(keys.isEmpty)
    #expect(
      prompts == [
        "next: tab lista  (expected to be refused)", "next: tab lista  (expected to be refused)",
        "next: tab lista  (expected to be refused)", "next: tab lista  (expected to be refused)",
        "next: signup ash@kanto.com ******", "next: signup ash@kanto.com ******",
      ])
    let out = c.output
    let shown = try #require(out.firstIndex(of: "raiz: formulario"))
    let refused = try #require(out.firstIndex { $0.hasPrefix("error: there are no tabs") })
    #expect(shown < refused, "the typed command ran before the step")
    #expect(out.contains { $0.hasPrefix("error: unknown command «tabb»") })
    #expect(c.diag.first == "FAIL expect raiz == conSesion", "a failed typed expect is shown")
    // `tab lista` typed before the signup is refused too: the walk goes on, and signs in.
    #expect(c.value(.field(.raiz)) == .symbol("conSesion"))
    #expect(out.first == "", "narration: a blank line, then the text without ##")
    #expect(out[1] == "La puerta")
    // The ending's sentence wraps at the width too; the command to copy stays whole.
    #expect(
      Array(out.suffix(4)) == [
        "", "The walkthrough is over: 2 steps ran. To", "replay it without stopping:",
        "  pdx run w.pdx",
      ])
  }

  @Test("q, or quit typed, leaves the walk where it is, and says so")
  func leave() throws {
    let walk = try script("form mode crearCuenta\nsignup ash@kanto.com pikachu\ntab favoritos\n")
    for key in [WalkKey.quit, .command("quit")] {
      var keys: [WalkKey] = [.run, key]
      let c = Captured()
      let outcome = Walkthrough(script: walk) { _ in keys.removeFirst() }.run(in: c.session)
      #expect(outcome == .ok)
      #expect(c.value(.field(.formularioModo)) == .symbol("crearCuenta"), "the first step ran")
      #expect(c.value(.field(.raiz)) == .symbol("formulario"), "the signup did not run")
      #expect(
        Array(c.output.suffix(2)) == [
          "You left the walkthrough after 1 step of 3. To start it again:", "  pdx walk w.pdx",
        ])
    }
  }

  @Test("without a terminal it runs straight through, echoing; a failure ends it, no ending")
  func straightThrough() throws {
    let walk = try script("## Una\nform mode crearCuenta\nexpect raiz == conSesion\ntab lista\n")
    let c = Captured()
    let outcome = Walkthrough(script: walk, next: nil).run(in: c.session)
    guard case .failed = outcome else {
      Issue.record("expected the failed expect to end the walk, got \(outcome)")
      return
    }
    #expect(c.output.contains("pdx> form mode crearCuenta"))
    #expect(!c.output.contains("pdx> tab lista"))
    #expect(!c.output.contains { $0.hasPrefix("The walkthrough is over") })
  }
}
