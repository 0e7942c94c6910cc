import PdxLanguage
@_spi(Internals) import PokedexCore
import Testing

@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxSession
@testable import PdxTeaching

/// The rules, the counterexamples and explore's report in the language asked for (issue 25):
/// what they say changes, what a script replays (names, setup, commands, `expect`) does not.
@Suite("The checker in Spanish")
struct CheckInSpanishTests {
  /// The counterexample of `onchange-initial off`, found as `pdx check --set` finds it.
  func stuckLink() throws -> Counterexample {
    var o = StateSpace.Options()
    o.depth = 4
    o.knobs = [(knob: .onchangeInitial, faithful: false)]
    return try #require(StateSpace(o).run().counterexample)
  }

  @Test("a counterexample's comments are in Spanish; its mark, setup, commands and expect are not")
  func counterexampleInSpanish() throws {
    let found = try stuckLink()
    let en = found.script(in: .en).split(separator: "\n").map(String.init)
    let es = found.script(in: .es).split(separator: "\n").map(String.init)
    #expect(found.script == found.script(in: .en))
    #expect(
      Array(es.prefix(3)) == [
        "# Hallado por pdx check: la forma más corta de romper una regla desde un mundo nuevo.",
        "## Regla no-stuck-link (lección 000 «La puerta y la cuenta en iOS»): un enlace nunca"
          + " espera en el delegado mientras ContentView existe.",
        "## Se rompe en la última orden: pokedex://pokemon/1 espera en el delegado mientras"
          + " ContentView existe.",
      ])
    #expect(Array(es.dropFirst(3)) == Array(en.dropFirst(3)))
    #expect(es.last == "expect delegado.enlacePendiente == nil")
    // Still pdx's to replace (`--out`), and it replays in a Spanish session to its last line.
    #expect(es[0].hasPrefix("# Hallado por pdx check: "))
    var options = SessionOptions()
    options.language = .es
    let session = Session(options: options, sink: .discard, diagnostic: { _ in })
    session.start()
    var failedAt: Int?
    for (n, line) in es.enumerated() where failedAt == nil {
      if case .failed = session.execute(line, script: true) { failedAt = n + 1 }
    }
    #expect(failedAt == es.count)
  }

  @Test("the check's line on what broke names the rule, its lesson and the breach in Spanish")
  func headlineInSpanish() throws {
    let found = try stuckLink()
    #expect(
      found.headline(.es)
        == "la regla no-stuck-link se rompió (lección 000 «La puerta y la cuenta en iOS»):"
        + " pokedex://pokemon/1 espera en el delegado mientras ContentView existe")
    #expect(
      found.headline(.en)
        == "rule no-stuck-link broke (lesson 000 «La puerta y la cuenta en iOS»):"
        + " pokedex://pokemon/1 waits in the delegate while ContentView exists")
    #expect(found.breach.message == found.breach.words.en)
  }

  @Test("every rule states itself and names its origin in each language; pdx's promises say so")
  func rulesInBothLanguages() {
    for rule in Rules.all + [StateSpace.sameStepTwice] {
      #expect(rule.statement(.es) != rule.statement(.en), "\(rule.name)")
      #expect(rule.origin(.es) != rule.origin(.en), "\(rule.name)")
      #expect(rule.origin(.es).hasSuffix(rule.lesson) && rule.origin(.en).hasSuffix(rule.lesson))
    }
    #expect(Rules.printOrder.origin(.es) == "promesa de pdx, docs/reference.md §4.1")
    #expect(Rules.printOrder.origin(.en) == "pdx's promise, docs/reference.md §4.1")
    #expect(Rules.noStuckLink.origin(.es) == "lección 000 «La puerta y la cuenta en iOS»")
  }

  @Test("every breach a rule reports is said in both languages, and the same-step one too")
  func breachesInBothLanguages() throws {
    // The breaches each knob's counterexample reports, and a rejected command's.
    for knob in Knob.allCases where knob.declaration.reproducesBug {
      var o = StateSpace.Options()
      o.depth = 6
      o.knobs = [(knob: knob, faithful: false)]
      if let only = knob.declaration.platform { o.platforms = [only] }
      let found = try #require(StateSpace(o).run().counterexample, "\(knob.name)")
      let words = found.breach.words
      #expect(!words.es.isEmpty && words.es != words.en, "\(knob.name): \(words.en)")
    }
  }

  @Test("explore's report says what broke in Spanish, and the script as explore ran it")
  func exploreReportInSpanish() {
    var report = Explorer.Report()
    report.steps = 12
    report.rejected = 3
    report.digest = 0xABC
    #expect(
      report.lines(seed: 7, .es) == [
        "explore: semilla 7, 12 pasos (3 rechazados), huella de la salida 0000000000000abc",
        "ninguna regla rota",
      ])
    #expect(
      report.lines(seed: 7, .en) == [
        "explore: seed 7, 12 steps (3 rejected), output digest 0000000000000abc", "no violation",
      ])
    let broken = Explorer.check(
      line: "tab lista", outcome: .rejected("x"), before: World(),
      after: World(platform: .android),
      undoTarget: nil, step: nil)
    report.violation = Violation(
      seed: 7, step: 12, invariant: broken!, script: ["!tab lista", "launch"])
    #expect(
      report.lines(seed: 7, .es).dropFirst() == [
        "regla rota en el paso 12 (semilla 7): una orden rechazada cambió el mundo",
        "un guion que lo muestra (2 líneas):", "  !tab lista", "  launch",
      ])
    #expect(
      report.lines(seed: 7, .en).dropFirst() == [
        "violation at step 12 (seed 7): a rejected command changed the world",
        "a script that shows it (2 lines):", "  !tab lista", "  launch",
      ])
  }
}
