import Glibc
import PdxExplore
import PokedexCore
import Testing

@testable import PdxCommandLine
@testable import PdxLanguage
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

@Suite("pdx's command line, read in-process")
struct ParsingTests {
  @Test("a global option a subcommand does not take is an invocation error, not ignored")
  func globalsAreEnforced() {
    let e = invocationError(["completions", "zsh", "--platform", "android"])
    #expect(e?.words.en == "--platform does not apply to pdx completions")
    #expect(e?.subcommand == "completions")
    // Every subcommand, every global option its row leaves out (and that is not its own option
    // of the same name, as check's --platform).
    for spec in CLI.subcommands {
      for taken in GlobalOption.allCases where !spec.takes(taken) && !spec.shadows(taken) {
        let global = taken.option
        let args = [spec.name] + [global.name] + (global.value == nil ? [] : [global.choices[0]])
        #expect(invocationError(args) != nil, "\(args)")
      }
    }
  }

  @Test("a subcommand says why a global option makes no sense for it, when it knows")
  func refusalsSayWhy() {
    #expect(
      invocationError(["compare", "--platform", "ios", "x.pdx"])?.words.en
        == "compare runs the script on ios and on android: --platform does not apply")
    #expect(
      invocationError(["compare", "--format", "text", "x.pdx"])?.words.en
        == "compare prints text only: --format does not apply")
    #expect(
      invocationError(["explore", "--format", "json"])?.words.es
        == "explore escribe su informe como texto (su huella cubre el texto de cada paso):"
        + " --format no tiene sentido aquí")
    #expect(
      invocationError(["--color", "always", "check"])?.words.en
        == "check prints no colour: --color does not apply")
  }

  @Test("the global options a subcommand takes reach its session, before or after it")
  func globalsReachTheSession() throws {
    let p = try parse(["--platform", "android", "run", "x.pdx", "--no-accounts", "--format=json"])
    #expect(p.globals.session.platform == .android)
    #expect(p.globals.session.hayCuentas == false)
    #expect(p.globals.session.format == .json)
    let run = try command(["run", "a.pdx", "--continue", "b.pdx"], as: RunCommand.self)
    #expect(run?.files == ["a.pdx", "b.pdx"])
    #expect(run?.continueOnFailure == true)
    #expect(try parse(["--lang", "es", "man"]).globals.language == .es)
    #expect(try parse(["completions", "fish", "--lang=es"]).globals.language == .es)
  }

  @Test("a subcommand's options become its properties, checked as they are read")
  func optionsAreProperties() throws {
    let check = try command(
      [
        "check", "--depth", "3", "--platform", "both", "-j4", "--shard", "2/5", "--set",
        "onchange-initial=off", "--set", "onchange-initial=on", "--max-states", "9",
        "--max-memory", "1G", "--out", "c.pdx", "--force", "--frontier", "worlds",
      ], as: CheckCommand.self)
    #expect(check?.depth == 3)
    #expect(check?.platforms == [.ios, .android])
    #expect(check?.jobs == 4)
    #expect(check?.shard?.index == 2 && check?.shard?.count == 5)
    // Set twice: the last value, once.
    #expect(check?.knobs.count == 1)
    #expect(check?.knobs.first?.knob == .onchangeInitial && check?.knobs.first?.faithful == true)
    #expect(check?.maxStates == 9 && check?.maxMemory == 1 << 30)
    #expect(check?.out == "c.pdx" && check?.force == true && check?.frontier == .worlds)
    let graph = try command(["graph", "--states", "--format", "dot"], as: GraphCommand.self)
    #expect(graph?.states == true && graph?.picture == .dot)
    let test = try command(["test", "--jobs=2", "--", "--odd.pdx"], as: TestCommand.self)
    #expect(test?.jobs == 2 && test?.paths == ["--odd.pdx"])
    let explore = try command(["explore", "--seed", "7", "--steps", "20"], as: ExploreCommand.self)
    #expect(explore?.seed == 7 && explore?.steps == 20)
  }

  @Test("what options say together is checked before anything runs")
  func validation() {
    let cases: [([String], String)] = [
      (["walk", "a.pdx", "--out", "o"], "--out goes with walk --markdown DIR"),
      (
        ["graph", "--states", "a.pdx"],
        "graph --states takes no FILE (did you mean --cover «a.pdx»?)"
      ),
      (
        ["graph", "--states", "--part", "2"],
        "--detail and --part go with graph FILE (a script's diagram)"
      ),
      (
        ["graph", "a.pdx", "--depth", "2"],
        "--cover, --depth, --set and --max-memory go with graph --states"
      ),
      (
        ["graph", "a.pdx", "--format", "dot", "--part", "2"],
        "--part goes with Mermaid (Graphviz draws a diagram of any length)"
      ),
      (["graph"], "graph takes exactly one FILE (or --states)"),
      (
        ["check", "--platform", "android", "--set", "will-present=off"],
        "--set will-present exists on iOS only: check --platform ios or both"
      ),
      (
        ["graph", "--states", "--set", "on-new-intent=off"],
        "--set on-new-intent exists on Android only: graph --platform android"
      ),
      (["run"], "run needs at least one FILE (or - for stdin)"),
      (["compare", "a.pdx", "b.pdx"], "compare takes exactly one FILE (or - for stdin)"),
      (["completions"], "completions takes one SHELL: bash, zsh or fish"),
      (["completions", "tcsh"], "completions takes bash, zsh or fish, not «tcsh»"),
      (["man", "extra"], "man takes options only, not «extra»"),
      (["check", "--depth", "0"], "--depth takes a depth from 1 to 1,000, not «0»"),
      (["test", "-j", "300"], "-j takes a number of jobs from 1 to 256, not «300»"),
      (
        ["run", "--color", "sometimes", "x"], "--color takes auto, always or never, not «sometimes»"
      ),
      (["check", "--out"], "--out needs a value"),
      (["run", "--depth", "2", "x"], "--depth goes with pdx exercise, pdx check and pdx graph"),
    ]
    for (args, message) in cases {
      #expect(invocationError(args)?.words.en == message, "\(args)")
    }
  }

  @Test("a misspelt subcommand or option gets «did you mean», as the shell's typos do")
  func didYouMean() {
    #expect(
      invocationError(["chekc"])?.words.en == "unknown subcommand «chekc» (did you mean check?)")
    #expect(
      invocationError(["check", "--dept", "3"])?.words.en
        == "unknown option --dept (did you mean --depth?)")
    #expect(invocationError(["check", "--dept", "3"])?.subcommand == "check")
    #expect(
      invocationError(["--lang", "es", "chekc"])?.words.es
        == "subcomando desconocido «chekc» (¿querías decir check?)")
    // Nothing near: the list, or nothing.
    #expect(
      invocationError(["zzzzzz"])?.words.en.hasPrefix(
        "unknown subcommand «zzzzzz» (expected run, test,") == true)
    #expect(invocationError(["--qqqqqq"])?.words.en == "unknown option --qqqqqq")
  }

  @Test("--set with an unknown knob says where the knobs are listed: the subcommand's --help")
  func knobErrorsPointToHelp() {
    let check = invocationError(["check", "--set", "foo=bar"])?.words.en ?? ""
    #expect(
      check.hasPrefix("--set takes KNOB=VALUE with a knob of `pdx check --help` (onchange-initial,")
    )
    #expect(!check.contains("pdx help set"))
    let graph = invocationError(["graph", "--states", "--set", "foo=bar"])?.words.en ?? ""
    #expect(graph.contains("`pdx graph --help`"))
    #expect(
      invocationError(["check", "--set", "onchange-inital=off"])?.words.en.hasSuffix(
        "(did you mean onchange-initial?)") == true)
    #expect(
      invocationError(["check", "--set", "main-actor=maybe"])?.words.en
        == "--set main-actor takes on or off, not «maybe»")
  }

  @Test("check --help and graph --help list every knob with its values")
  func helpListsTheKnobs() {
    for spec in [CheckCommand.spec, GraphCommand.spec] {
      for language in Language.allCases {
        let text = Usage.lines(spec, width: 80, language: language).joined(separator: " ")
        for knob in Knob.allCases {
          let d = knob.declaration
          #expect(text.contains("\(d.name) \(d.faithful)|\(d.pitfall)"), "\(spec.name) \(d.name)")
        }
      }
    }
  }

  @Test("--help and --version act where they are read; the hidden options only at the top")
  func actions() throws {
    let help = try parse(["check", "--help", "--depth", "nonsense"])
    #expect(help.spec?.name == "check")
    guard case .help = help.action else {
      Issue.record("not help")
      return
    }
    guard case .version = try parse(["--version"]).action else {
      Issue.record("not version")
      return
    }
    guard case .commandsMarkdown = try parse(["--commands-markdown"]).action else {
      Issue.record("not the markdown")
      return
    }
    #expect(invocationError(["check", "--commands-markdown"]) != nil)
    // An error before --help is the answer.
    #expect(invocationError(["check", "--depth", "x", "--help"]) != nil)
  }

  @Test("the language is chosen before any option is read: an error is said in it")
  func languageFirst() {
    let spanish = run(["--bogus", "--lang", "es"])
    #expect(spanish.code == 2)
    #expect(spanish.stderr == ["error: opción desconocida --bogus", "Prueba 'pdx --help'."])
    let fromEnvironment = run(["check", "--depth", "0"], environment: ["LANG": "es_ES.UTF-8"])
    #expect(
      fromEnvironment.stderr == [
        "error: --depth toma una profundidad de 1 a 1000, no «0»", "Prueba 'pdx check --help'.",
      ])
    // PDX_LANG before LANG; --lang before both.
    #expect(
      run(["--x"], environment: ["PDX_LANG": "en", "LANG": "es"]).stderr[0]
        == "error: unknown option --x")
    #expect(
      run(["--x", "--lang=en"], environment: ["PDX_LANG": "es"]).stderr[0]
        == "error: unknown option --x")
  }

  @Test("PDX_LANG with a value pdx does not speak is an invocation error, unless --lang decides")
  func unknownPdxLang() {
    for value in ["xx", "fr", "es_ES.UTF-8", "EN"] {
      let r = run(["check", "--depth", "1"], environment: ["PDX_LANG": value, "LANG": "es_ES"])
      #expect(r.code == 2, "\(value)")
      // Said in the locale's language: PDX_LANG says none.
      #expect(
        r.stderr == [
          "error: PDX_LANG es «\(value)», que no es un idioma que hable pdx (en o es)",
          "Prueba 'pdx --help'.",
        ], "\(value)")
    }
    #expect(
      run(["run", "a.pdx"], environment: ["PDX_LANG": "xx"]).stderr == [
        "error: PDX_LANG is «xx», not a language pdx speaks (en or es)", "Try 'pdx --help'.",
      ])
    // --lang is read first: PDX_LANG is then not read at all.
    let chosen = run(["--x", "--lang", "es"], environment: ["PDX_LANG": "xx"])
    #expect(chosen.stderr == ["error: opción desconocida --x", "Prueba 'pdx --help'."])
    // Empty is unset.
    #expect(run(["--x"], environment: ["PDX_LANG": ""]).stderr[0] == "error: unknown option --x")
  }

  @Test("every error pdx reports is spelt `error:`, and an invocation error points to its help")
  func oneSpellingOfError() {
    for args in [["--bogus"], ["run"], ["frobnicate"], ["test", "-j", "0"], ["man", "x"]] {
      let r = run(args)
      #expect(r.code == 2, "\(args)")
      #expect(r.stderr.first?.hasPrefix("error: ") == true, "\(args)")
      #expect(r.stderr.last?.hasPrefix("Try 'pdx ") == true, "\(args)")
    }
    let unreadable = Pdx.run(
      arguments: { () throws(RunError) -> [String] in throw RunError(Words(en: "bad", es: "mal")) },
      environment: { _ in nil },
      report: { #expect($0 == "error: bad") })
    #expect(unreadable == 2)
  }

  @Test("colour: always; or auto on a terminal without NO_COLOR and not a dumb one")
  func colour() {
    func color(_ mode: GlobalOptions.ColorMode, _ env: [String: String], terminal: Bool) -> Bool {
      var g = GlobalOptions()
      g.colorMode = mode
      g.resolveColor(environment: { env[$0] }, stdoutIsTerminal: terminal)
      return g.session.color
    }
    #expect(color(.always, ["NO_COLOR": "1"], terminal: false))
    #expect(color(.auto, [:], terminal: true))
    #expect(!color(.auto, [:], terminal: false))
    #expect(!color(.auto, ["NO_COLOR": "1"], terminal: true))
    #expect(color(.auto, ["NO_COLOR": ""], terminal: true))
    #expect(!color(.auto, ["TERM": "dumb"], terminal: true))
    #expect(!color(.never, [:], terminal: true))
  }

  @Test("a script's outcome is an exit code: 0 passed, 1 the flow went otherwise, 2 wrong, 130")
  func exitCodes() {
    #expect(exitCode(.ok) == 0)
    #expect(exitCode(.rejected("no")) == 0)
    #expect(exitCode(.quit) == 0)
    #expect(exitCode(.failed(Failure(location: nil, command: "x", expected: [], actual: []))) == 1)
    #expect(exitCode(.scriptError("bad")) == 2)
    #expect(exitCode(.interrupted) == 130)
  }

  @Test("an invocation error found only when the subcommand runs points to its own help")
  func runErrorsPointToTheirHelp() throws {
    let path = "/tmp/pdx-parsing-\(getpid()).pdx"
    try FileIO.writeAtomically("tab lista\n", to: path)
    defer { unlink(path) }
    let r = run(["graph", path, "--part", "5"])
    #expect(r.code == 2)
    #expect(
      r.stderr == ["error: --part 5: «\(path)» is drawn in 1 part", "Try 'pdx graph --help'."])
  }

  @Test("the subcommand is found as when every option's value was looked up, last option or not")
  func subcommandWithoutTheTable() throws {
    // The reading it stands for: each option looked up in the whole table, last one included.
    func reference(_ args: [String]) -> String? {
      let valued = ArgumentParser.valuedSpellings()
      var i = 0
      while i < args.count {
        let a = args[i]
        if a == "--" { return nil }
        if a.hasPrefix("-"), a != "-" {
          let spelling = a.hasPrefix("--") ? String(a.split(separator: "=", maxSplits: 1)[0]) : a
          i += valued.contains(spelling) && !a.contains("=") ? 2 : 1
          continue
        }
        return a
      }
      return nil
    }
    let lines: [[String]] = [
      ["--version"], ["--no-accounts", "run"], ["--format", "run"], ["--format=json", "run"],
      ["-j", "2", "test"], ["-j2", "test"], ["--color", "never", "walk", "a.pdx"], ["run", "-"],
      ["--", "run"], ["--platform"], ["--platform", "ios"], ["--help", "check"], [],
      ["--lang", "es", "--no-accounts", "graph", "--states"],
    ]
    for args in lines {
      let found = try ArgumentParser.subcommand(args)
      #expect(found?.spec.name == reference(args), "\(args)")
    }
  }
}
