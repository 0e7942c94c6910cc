import PokedexCore
import PokedexShell

extension Rules {
  /// Every rule `pdx check` holds a transition to: the lessons' and pdx's promises, in the
  /// order they are checked, then the search's own, `same-step-twice`.
  public static var checked: [Rule] { all + [StateSpace.sameStepTwice] }

  /// docs/reference.md §7.2's table (Scripts/readme-commands writes it there, ReferenceTests
  /// keeps it current): a row a rule, its name, the lesson or section it comes from, what it
  /// reads (the state after the step, or the step: of some commands only, or of any), and what
  /// holds after every transition,
  /// with the knobs whose pitfall value breaks it.
  public static func markdown() -> [String] {
    var out = [
      "| rule | lesson | reads | what holds after every transition |",
      "| --- | --- | --- | --- |",
    ]
    for rule in checked {
      let source =
        switch rule.source {
        case .promise(let section): section
        case .lesson(let lesson): lesson.rawValue
        }
      let knobs = rule.brokenBy.map { "`\($0.name) \($0.declaration.pitfall)`" }
      let broken = knobs.isEmpty ? "" : " (broken by " + knobs.joined(separator: ", ") + ")"
      let reads =
        rule.scope == .state
        ? "the state"
        : rule.onlyAfter.map { "the step of " + $0.names.map { "`\($0)`" }.joined(separator: ", ") }
          ?? "the step"
      out.append("| `\(rule.name)` | \(source) | \(reads) | \(rule.statement.en)\(broken) |")
    }
    return out
  }
}
