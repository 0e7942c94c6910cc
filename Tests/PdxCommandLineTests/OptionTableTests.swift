import PdxLanguage
import PdxRunner
import PokedexCore
import Testing

@testable import PdxCommandLine

/// The options' tables and the types they set: each option is named once, in its owner's table
/// (`Subcommand.options`, `GlobalOptions.table`), with the property it sets; the rows that
/// helps, the man page and the completions show are made from those tables.
@Suite("The options' tables")
struct OptionTableTests {
  /// A value each option that takes free text accepts (an option with choices is tried with
  /// each of them). A new such option needs one here: the test says which.
  static let samples: [String: String] = [
    "--jobs": "3", "--junit": "r.xml", "--shard": "2/3", "--filter": "a*", "--exclude": "b*",
    "--out": "x", "--depth": "3", "--set": "onchange-initial=off", "--max-states": "9",
    "--max-time": "5m", "--max-memory": "1G", "--seed": "7", "--steps": "20", "--width": "80",
    "--part": "2", "--section": "2", "--lines": "3-4", "--summary": "s.md", "--rerun-failed": "2",
  ]

  @Test("each row shows the options of its table, in the table's order, and no other")
  func rowsAreTables() {
    func check<C: Subcommand>(_: C.Type) {
      #expect(
        C.spec.options.map(\.spellings) == C.options.map(\.option.spellings), "\(C.spec.name)")
    }
    for type in CLI.types { check(type) }
    check(ShellCommand.self)
    #expect(CLI.global.map(\.spellings) == GlobalOptions.table.map(\.option.spellings))
  }

  /// An option's value that lists its choices (`text|json|github|tap`) is written by hand, in
  /// the option and in the subcommand's synopsis, beside the choices its type gives: a new
  /// report format or platform shown nowhere is caught here.
  @Test("a value written as choices, in the option and in the synopsis, is exactly its choices")
  func listedChoicesAreTheChoices() {
    let listed = { (option: CLIOption) in option.value?.contains("|") == true }
    for option in CLI.global where listed(option) {
      #expect(option.value == option.choices.joined(separator: "|"), "\(option.name)")
    }
    for type in CLI.types {
      let spec = type.spec
      for option in spec.options where listed(option) {
        #expect(
          option.value == option.choices.joined(separator: "|"),
          "\(spec.name) \(option.name): \(option.value ?? "") against \(option.choices)")
        // A hidden option is in no synopsis.
        #expect(
          option.hidden || spec.synopsis.contains("\(option.name) \(option.value ?? "")"),
          "\(spec.name)'s synopsis shows \(option.name) otherwise")
      }
    }
  }

  /// Every option of `table` changes `start` (a flag, a sample value), and each of an option's
  /// choices sets a value of its own.
  static func checkSetsAField<C>(_ table: [Bound<C>], from start: C, _ owner: String) {
    let before = String(describing: start)
    for bound in table {
      let option = bound.option
      guard case .set(let set) = bound.effect else { continue }
      let texts: [String?] =
        option.value == nil
        ? [""] : option.choices.isEmpty ? [samples[option.name]] : option.choices.map { $0 }
      var seen: Set<String> = []
      for text in texts {
        guard let text else {
          Issue.record("\(owner) \(option.name): no sample value in OptionTableTests.samples")
          continue
        }
        var target = start
        do {
          try set(&target, OptionValue(option: option, text: text))
        } catch {
          Issue.record("\(owner) \(option.name) \(text): \(error.words.en)")
          continue
        }
        seen.insert(String(describing: target))
      }
      if option.choices.isEmpty {
        #expect(seen.count == 1 && !seen.contains(before), "\(owner) \(option.name) sets nothing")
      } else {
        #expect(seen.count == option.choices.count, "\(owner) \(option.name): two choices alike")
      }
    }
  }

  @Test("every option of a table sets a property of its type, and each choice is one value")
  func everyOptionSetsAField() {
    func check<C: Subcommand>(_: C.Type) { Self.checkSetsAField(C.options, from: C(), C.spec.name) }
    for type in CLI.types { check(type) }
    check(ShellCommand.self)
    Self.checkSetsAField(GlobalOptions.table, from: GlobalOptions(), "global")
  }

  @Test("a short spelling takes its value attached, as declared: -j4 is -j 4, -h4 is no option")
  func shortSpellingAttached() throws {
    #expect(try command(["check", "-j4"], as: CheckCommand.self)?.jobs == 4)
    #expect(try command(["test", "-j", "4"], as: TestCommand.self)?.jobs == 4)
    #expect(
      invocationError(["check", "-j0"])?.words.en
        == "-j takes a number of jobs from 1 to 256, not «0»")
    #expect(invocationError(["check", "-h4"])?.words.en == "unknown option -h4")
    #expect(
      invocationError(["run", "-j4", "a.pdx"])?.words.en == "-j goes with pdx test and pdx check")
  }
}
