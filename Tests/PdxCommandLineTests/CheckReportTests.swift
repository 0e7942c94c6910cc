import Foundation
import Glibc
import PokedexCore
import Synchronization
import Testing

@testable import PdxCommandLine
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxLanguage
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxTeaching

@Suite("pdx check's summary, JSON and progress line")
struct CheckReportTests {
  /// A small search: the standard alphabet from a fresh iOS world.
  static func search(depth: Int, maxStates: Int? = nil) -> (StateSpace.Result, StateSpace.Options) {
    var options = StateSpace.Options()
    options.depth = depth
    options.platforms = [.ios]
    options.maxStates = maxStates
    return (StateSpace(options).run(progress: nil), options)
  }

  @Test("--max-states is reported as the bound that stopped the search, not as the depth")
  func maxStatesNamed() {
    let (result, options) = Self.search(depth: 6, maxStates: 30)
    let summary = CheckSummary(result: result, options: options, language: .en)
    #expect(summary.bound == .maxStates)
    let line = summary.lines.first { $0.hasPrefix("  depth reached") } ?? ""
    #expect(line.hasSuffix("bounded: --max-states 30 stopped it at 30 distinct states"), "\(line)")
    #expect(!line.contains("(not exhausted)"))
    // The depth bound is still said as before.
    let (shallow, shallowOptions) = Self.search(depth: 1)
    let depthOnly = CheckSummary(result: shallow, options: shallowOptions, language: .en)
    #expect(depthOnly.bound == .depth)
    #expect(depthOnly.lines.contains("  depth reached    1 of 1: bounded (not exhausted)"))
  }

  @Test("the JSON is one object written by the steps' JSON writer, with the bound that stopped it")
  func json() throws {
    let (result, options) = Self.search(depth: 6, maxStates: 30)
    let text = CheckSummary(result: result, options: options, language: .en).json(
      seconds: 1.5, peak: 1 << 20)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["distinct"] as? Int == 30)
    #expect(object["bound"] as? String == "max-states")
    #expect(object["maxStates"] as? Int == 30)
    #expect(object["seconds"] as? Double == 1.5)
    #expect(object["violation"] is NSNull)
    #expect(text.hasPrefix("{\"distinct\":30,\"transitions\":"))
    #expect(!text.contains("\n"))
  }

  @Test("a violation's message and script are escaped as JSON strings")
  func violationEscaped() throws {
    var options = StateSpace.Options()
    options.depth = 4
    options.platforms = [.ios]
    options.knobs = [(.onchangeInitial, false)]
    let result = StateSpace(options).run(progress: nil)
    let found = try #require(result.counterexample)
    let text = CheckSummary(result: result, options: options, language: .en).json(
      seconds: 0, peak: 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let violation = try #require(object["violation"] as? [String: Any])
    #expect(violation["rule"] as? String == found.rule.name)
    #expect(violation["script"] as? String == found.script)
    #expect(object["bound"] is NSNull)
  }

  @Test(
    "the summary's line on what broke is the counterexample's headline: a lesson, or pdx's promise")
  func brokenRuleLine() throws {
    var options = StateSpace.Options()
    options.depth = 3
    options.platforms = [.ios]
    options.knobs = [(knob: .onchangeInitial, faithful: false)]
    let result = StateSpace(options).run(progress: nil)
    #expect(result.counterexample != nil)
    let en = CheckSummary(result: result, options: options, language: .en).lines
    let es = CheckSummary(result: result, options: options, language: .es).lines
    #expect(
      en.contains(
        "rule no-stuck-link broke (lesson 000 «La puerta y la cuenta en iOS»):"
          + " pokedex://pokemon/1 waits in the delegate while ContentView exists"))
    #expect(
      es.contains(
        "la regla no-stuck-link se rompió (lección 000 «La puerta y la cuenta en iOS»):"
          + " pokedex://pokemon/1 espera en el delegado mientras ContentView existe"))
    // A promise of pdx's own names the reference's section, not a lesson.
    var promise = result
    promise.counterexample?.rule = StateSpace.sameStepTwice
    let line = try #require(
      CheckSummary(result: promise, options: options, language: .en).lines.first {
        $0.hasPrefix("rule ")
      })
    #expect(
      line.hasPrefix(
        "rule \(StateSpace.sameStepTwice.name) broke (pdx's promise, docs/reference.md §"))
  }

  @Test("the summary in Spanish: the same figures, the numbers grouped as Spanish groups them")
  func spanishSummary() {
    let (result, options) = Self.search(depth: 6, maxStates: 1500)
    let es = CheckSummary(result: result, options: options, language: .es).lines
    // Four digits take no separator in Spanish (the RAE's rule, Numbers.grouped); five do.
    #expect(
      es[0]
        == "pdx check: profundidad 6, iOS, con cuentas, palancas en los arreglos de las lecciones")
    #expect(es.contains { $0.hasPrefix("  estados distintos      1500  (por profundidad: 1, ") })
    #expect(
      es.contains { $0.contains("acotada: --max-states 1500 la paró con 1500 estados distintos") }
    )
    // Cut short by --max-states, the search names the levels it finished: never «todas».
    #expect(
      es.last
        == "ninguna regla se rompió en los niveles terminados, profundidad 1 a 3 de 6"
        + " (\(RuleWords.all.count) reglas): --max-states 1500 paró la búsqueda en la"
        + " profundidad 4")
  }

  @Test("the progress line returns to the line's start and erases it: raw codes, visible text")
  func progressLine() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let output = Output(fd: ends[1])
    let progress = CheckProgress(language: .en)
    progress.show(
      StateSpace.Progress(depth: 2, generated: 1234, distinct: 56, queued: 7), on: output)
    close(ends[1])
    var bytes = [UInt8](repeating: 0, count: 4096)
    let n = read(ends[0], &bytes, bytes.count)
    let text = String(decoding: bytes[0..<max(n, 0)], as: UTF8.self)
    #expect(text.hasPrefix("\r\u{1B}[Kdepth 2 · 1,234 generated · 56 distinct · 7 queued · "))
    #expect(!text.contains("\\u{"))
  }

  @Test("a memory bound that stops the search before a transition gives no verdict, in words")
  func noVerdict() {
    var options = StateSpace.Options()
    options.depth = 3
    options.platforms = [.ios]
    options.maxMemory = 1 << 20
    let result = StateSpace(options).run(progress: nil)
    #expect(result.transitions == 0)
    let en = CheckSummary(result: result, options: options, language: .en)
    #expect(en.searchedNothing)
    #expect(
      en.lines.last
        == "no verdict: the memory bound (1 MiB) stopped the search before its first transition,"
        + " so no rule was checked after a command; raise --max-memory (pdx alone uses more)")
    #expect(!en.lines.contains { $0.hasPrefix("every rule held") })
    #expect(
      CheckSummary(result: result, options: options, language: .es).lines.last
        == "sin veredicto: la cota de memoria (1 MiB) paró la búsqueda antes de su primera"
        + " transición, así que no se comprobó ninguna regla tras una orden; sube --max-memory"
        + " (pdx solo ya usa más)")
    // A search that took steps keeps its verdict.
    let (taken, takenOptions) = Self.search(depth: 1)
    let held = CheckSummary(result: taken, options: takenOptions, language: .en)
    #expect(!held.searchedNothing && held.lines.last?.hasPrefix("every rule held") == true)
  }

  @Test(
    "«every rule held» only for a search that finished the depth asked; a cut one names its levels")
  func verdictNamesItsCoverage() throws {
    // Finished: the depth asked, every level whole.
    let (whole, wholeOptions) = Self.search(depth: 2)
    let finished = CheckSummary(result: whole, options: wholeOptions, language: .en)
    #expect(whole.levelsFinished == 2 && !whole.cut)
    #expect(finished.verdict == .held && finished.exitCode == 0)
    #expect(finished.lines.last == "every rule held (\(RuleWords.all.count) rules)")
    // Cut by a stop (a time budget) inside depth 3: two levels finished, exit 0, never «every».
    var options = StateSpace.Options()
    options.depth = 5
    options.platforms = [.ios]
    // Stopped as soon as depth 3 begins (its first progress report).
    let third = Atomic<Bool>(false)
    options.stop = { third.load(ordering: .relaxed) }
    let cut = StateSpace(options).run(progress: {
      if $0.depth == 3 { third.store(true, ordering: .relaxed) }
    })
    #expect(cut.cut && cut.levelsFinished == 2 && cut.stoppedAt == 3)
    let timed = CheckSummary(result: cut, options: options, language: .en, maxTime: "20m")
    #expect(timed.verdict == .heldWithin && timed.exitCode == 0)
    #expect(
      timed.lines.last
        == "no rule broke within the levels finished, depth 1 to 2 of 5 (\(RuleWords.all.count)"
        + " rules): --max-time 20m stopped the search in depth 3")
    #expect(!timed.lines.contains { $0.contains("every rule held") })
    // The same cut by SIGTERM: its name, and 143 whatever the search found.
    let signalled = CheckSummary(
      result: cut, options: options, language: .es, signal: SIGTERM)
    #expect(signalled.exitCode == 143)
    #expect(
      signalled.lines.last
        == "ninguna regla se rompió en los niveles terminados, profundidad 1 a 2 de 5"
        + " (\(RuleWords.all.count) reglas): SIGTERM paró la búsqueda en la profundidad 3")
    let hangup = CheckSummary(result: cut, options: options, language: .en, signal: SIGHUP)
    #expect(
      hangup.exitCode == 129
        && hangup.lines.last?.hasSuffix(": SIGHUP stopped the search in depth 3") == true)
    // The JSON says what the verdict covers.
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(timed.json(seconds: 1, peak: 1).utf8))
        as? [String: Any])
    #expect(object["verdict"] as? String == "held-within")
    #expect(object["finished"] as? Bool == false)
    #expect(object["levelsFinished"] as? Int == 2)
    #expect(object["signal"] is NSNull)
    let done = try #require(
      try JSONSerialization.jsonObject(with: Data(finished.json(seconds: 1, peak: 1).utf8))
        as? [String: Any])
    #expect(done["verdict"] as? String == "held" && done["finished"] as? Bool == true)
    #expect(
      (try JSONSerialization.jsonObject(with: Data(signalled.json(seconds: 1, peak: 1).utf8))
        as? [String: Any])?["signal"] as? String == "SIGTERM")
  }

  @Test(
    "--max-states before the first transition gives no verdict, even with a knob at its pitfall")
  func maxStatesBeforeAnyTransition() {
    var options = StateSpace.Options()
    options.depth = 6
    options.platforms = [.ios]
    options.maxStates = 1
    options.knobs = [(.onchangeInitial, false)]
    let result = StateSpace(options).run(progress: nil)
    #expect(result.transitions == 0 && result.cut && result.levelsFinished == 0)
    let summary = CheckSummary(result: result, options: options, language: .en)
    #expect(summary.verdict == .none && summary.exitCode == 2)
    #expect(
      summary.lines.last
        == "no verdict: --max-states 1 stopped the search before its first transition, so no rule"
        + " was checked after a command; give it more states than the roots")
    #expect(
      CheckSummary(result: result, options: options, language: .es).lines.last
        == "sin veredicto: --max-states 1 paró la búsqueda antes de su primera transición, así"
        + " que no se comprobó ninguna regla tras una orden; dale más estados que las raíces")
    // Some transitions, but no level finished: said so, not «held».
    options.maxStates = 10
    options.knobs = []
    let partial = StateSpace(options).run(progress: nil)
    let some = CheckSummary(result: partial, options: options, language: .en)
    #expect(partial.levelsFinished == 0 && partial.transitions > 0)
    #expect(
      some.lines.last
        == "no rule broke in the \(partial.transitions) transitions made, but no level was finished"
        + " (\(RuleWords.all.count) rules): --max-states 10 stopped the search in depth 1")
    #expect(some.exitCode == 0)
  }

  @Test("check --format github: an error at the closing expect, a warning for a cut search")
  func githubCommands() {
    var options = StateSpace.Options()
    options.depth = 3
    options.platforms = [.ios]
    options.knobs = [(.onchangeInitial, false)]
    let broken = StateSpace(options).run(progress: nil)
    let summary = CheckSummary(result: broken, options: options, language: .en)
    let headline =
      "rule no-stuck-link broke (lesson 000 «La puerta y la cuenta en iOS»): pokedex://pokemon/1"
      + " waits in the delegate while ContentView exists"
    // With --out: on the file, at its closing expect (the script's 7th line).
    #expect(
      summary.githubCommands(out: "./cx.pdx") == [
        "::error file=cx.pdx,line=7,col=1,title=pdx check%3A rule no-stuck-link::" + headline
      ])
    // Without: the commands in the message.
    let inline = summary.githubCommands(out: nil)
    #expect(inline.count == 1)
    #expect(inline[0].hasPrefix("::error title=pdx check%3A rule no-stuck-link::" + headline))
    #expect(inline[0].hasSuffix("%0Aexpect delegado.enlacePendiente == nil%0A"))
    // Cut short: a warning with the verdict line; finished: nothing; none: an error.
    options.knobs = []
    options.maxStates = 30
    let cut = CheckSummary(
      result: StateSpace(options).run(progress: nil), options: options, language: .es)
    #expect(
      cut.githubCommands(out: nil) == [
        "::warning title=pdx check%3A --max-states 30::ninguna regla se rompió en el nivel"
          + " terminado, profundidad 1 de 3 (19 reglas): --max-states 30 paró la búsqueda en la"
          + " profundidad 2"
      ])
    options.maxStates = nil
    options.depth = 1
    let held = CheckSummary(
      result: StateSpace(options).run(progress: nil), options: options, language: .en)
    #expect(held.githubCommands(out: "x.pdx") == [])
    options.maxStates = 1
    let none = CheckSummary(
      result: StateSpace(options).run(progress: nil), options: options, language: .en)
    #expect(
      none.githubCommands(out: nil).first?.hasPrefix("::error title=pdx check::no verdict") == true)
    // The step summary: the verdict in bold, the summary and the counterexample as code.
    let markdown = summary.markdown()
    #expect(markdown.hasPrefix("### pdx check\n\n**rule no\\-stuck\\-link broke") == false)
    #expect(markdown.hasPrefix("### pdx check\n\n**rule no-stuck-link broke (lesson 000"))
    #expect(
      markdown.contains("```text\npdx check: depth 3, iOS, accounts on, onchange-initial off\n"))
    #expect(markdown.hasSuffix("expect delegado.enlacePendiente == nil\n```\n"))
  }

  @Test("numbers: grouped and with decimals as each language writes them")
  func numbers() {
    #expect(Numbers.grouped(1_234_567, .en) == "1,234,567")
    #expect(Numbers.grouped(1_234_567, .es) == "1\u{A0}234\u{A0}567")
    #expect(Numbers.grouped(-1000) == "-1,000")
    #expect(Numbers.formatted(1.25, 1, .es) == "1,3" || Numbers.formatted(1.25, 1, .es) == "1,2")
    #expect(Numbers.formatted(2.5, 2) == "2.50")
    // A decimal's whole part is grouped as a count is, so one output groups every number alike.
    #expect(Numbers.formatted(144_817.2, 1, .es) == "144\u{A0}817,2")
    #expect(Numbers.formatted(144_817.2, 1, .en) == "144,817.2")
    #expect(Numbers.formatted(4096.5, 1, .es) == "4096,5")
    #expect(Numbers.size(3 << 29, .es) == "1,5 GiB")
    #expect(Numbers.size(512 << 20) == "512 MiB")
    // Each size in the largest unit it fills, never a smaller one's count.
    #expect(Numbers.size(1 << 20) == "1 MiB")
    #expect(Numbers.size(1536 << 10) == "1.5 MiB")
    #expect(Numbers.size(4 << 30) == "4 GiB")
    #expect(Numbers.size(2048) == "2 KiB")
    #expect(Numbers.size(1023) == "1,023 bytes")
    // Spanish groups no four-digit number.
    #expect(Numbers.size(1023, .es) == "1023 bytes")
    #expect(Numbers.collision(100_000) == "2.7e-10")
  }
}
