import PdxLanguage
import Testing

@testable import PdxCommandLine

/// Every subcommand × every global option, read in-process: what each row of the table makes of
/// it (docs/reference.md §4.5). The rows name the options they take and refuse as
/// `GlobalOption` cases; these tests read what a user then sees, and what a row could still say
/// that no user would ever see.
@Suite("Global options, subcommand by subcommand")
struct GlobalRefusalTests {
  /// What `pdx SUB OPTION` makes of the option: `takes` (the session reads it), `own` (the
  /// subcommand's own option of that name is read instead), or the error, in `language`.
  static func outcome<C: Subcommand>(_: C.Type, _ global: GlobalOption, _ language: Language)
    -> String
  {
    let spelling = global.option.name
    do {
      switch try ArgumentParser.option(spelling, given: spelling, as: C.self, named: C.spec.name) {
      case .own: return "own"
      case .global: return "takes"
      }
    } catch {
      return error.words(language)
    }
  }

  /// `SUB --option: outcome`, for every subcommand and global option, but those it takes.
  static func notTaken(_ language: Language) -> [String] {
    func rows<C: Subcommand>(_ type: C.Type) -> [String] {
      GlobalOption.allCases.map {
        "\(C.spec.name) \($0.option.name): " + outcome(type, $0, language)
      }
    }
    return CLI.types.flatMap { rows($0) }.filter { !$0.hasSuffix(": takes") }
  }

  @Test("each subcommand takes every global option but these: its own of the name, or an error")
  func everyPair() {
    #expect(
      Self.notTaken(.en) == [
        "test --format: own",
        "exercise --platform: --platform does not apply to pdx exercise",
        "exercise --format: --format does not apply to pdx exercise",
        "explore --format: explore prints its report as text (its digest covers every step's"
          + " text): --format does not apply",
        "explore --color: explore prints no colour: --color does not apply",
        "check --platform: own",
        "check --format: own",
        "check --color: check prints no colour: --color does not apply",
        "graph --format: own",
        "graph --color: graph writes a diagram's text, with no colour: --color does not apply",
        "compare --platform: compare runs the script on ios and on android: --platform does not"
          + " apply",
        "compare --format: compare prints text only: --format does not apply",
        "completions --platform: --platform does not apply to pdx completions",
        "completions --no-accounts: --no-accounts does not apply to pdx completions",
        "completions --format: --format does not apply to pdx completions",
        "completions --color: --color does not apply to pdx completions",
        "completions --version: --version does not apply to pdx completions",
        "man --platform: --platform does not apply to pdx man",
        "man --no-accounts: --no-accounts does not apply to pdx man",
        "man --format: --format does not apply to pdx man",
        "man --color: --color does not apply to pdx man",
        "man --version: --version does not apply to pdx man",
      ])
    #expect(
      Self.notTaken(.es) == [
        "test --format: own",
        "exercise --platform: --platform no tiene sentido con pdx exercise",
        "exercise --format: --format no tiene sentido con pdx exercise",
        "explore --format: explore escribe su informe como texto (su huella cubre el texto de"
          + " cada paso): --format no tiene sentido aquí",
        "explore --color: explore no escribe en color: --color no tiene sentido aquí",
        "check --platform: own",
        "check --format: own",
        "check --color: check no escribe en color: --color no tiene sentido aquí",
        "graph --format: own",
        "graph --color: graph escribe el texto de un diagrama, sin color: --color no tiene"
          + " sentido aquí",
        "compare --platform: compare ejecuta el guion en iOS y en Android: --platform no tiene"
          + " sentido aquí",
        "compare --format: compare solo escribe texto: --format no tiene sentido aquí",
        "completions --platform: --platform no tiene sentido con pdx completions",
        "completions --no-accounts: --no-accounts no tiene sentido con pdx completions",
        "completions --format: --format no tiene sentido con pdx completions",
        "completions --color: --color no tiene sentido con pdx completions",
        "completions --version: --version no tiene sentido con pdx completions",
        "man --platform: --platform no tiene sentido con pdx man",
        "man --no-accounts: --no-accounts no tiene sentido con pdx man",
        "man --format: --format no tiene sentido con pdx man",
        "man --color: --color no tiene sentido con pdx man",
        "man --version: --version no tiene sentido con pdx man",
      ])
  }

  @Test("each subcommand's help lists the global options it takes, but those its own hides")
  func helpsListTaken() {
    let all = "--platform --no-accounts --format --color --lang --no-pager --version --help"
    #expect(
      CLI.subcommands.map { $0.name + ": " + $0.globalOptions.map(\.name).joined(separator: " ") }
        == [
          "run: " + all,
          "test: --platform --no-accounts --color --lang --no-pager --version --help",
          "walk: " + all,
          "exercise: --no-accounts --color --lang --no-pager --version --help",
          "explore: --platform --no-accounts --lang --no-pager --version --help",
          "check: --no-accounts --lang --no-pager --version --help",
          "graph: --platform --no-accounts --lang --no-pager --version --help",
          "compare: --no-accounts --color --lang --no-pager --version --help",
          "completions: --lang --no-pager --help",
          "man: --lang --no-pager --help",
        ])
  }

  @Test("--set's value completes to the knobs, and no other option's does")
  func knobCompletion() {
    let knobs = CLI.subcommands.flatMap { sub in
      (sub.options + sub.globalOptions).filter { CompletionScripts.value(of: $0) == .knobs }
        .map { sub.name + " " + $0.name }
    }
    #expect(knobs == ["check --set", "graph --set"])
  }

  /// The cases make a misspelt or removed option a build error; what still compiles and is
  /// wrong is a row that names an option where it is never read: a reason to refuse an option
  /// the row takes, or an option taken or refused that the subcommand's own option of the same
  /// name hides (check's --platform and --format, graph's --format).
  @Test("no row names a global option where it is never read")
  func rowsAgree() {
    var unread: [String] = []
    for spec in CLI.subcommands + [ShellCommand.spec] {
      for global in spec.refusals.keys where spec.takes(global) || spec.shadows(global) {
        unread.append("\(spec.name) refuses \(global.option.name), never said")
      }
      for global in spec.globals ?? [] where spec.shadows(global) {
        unread.append("\(spec.name) takes \(global.option.name), never read")
      }
    }
    #expect(unread == [])
  }
}
