import PdxLanguage
import PokedexCore

extension Rule {
  /// A rule's name, one a rule, declared in the order the rules are checked: a rule is made
  /// with its name (`Rule(name: .noStuckLink, …)`), and the exhaustive switch `rule` gives each
  /// name its rule, so a new rule does not build until it has a name, nor its name until it
  /// gives the rule, which is then checked (`Rules.checked` follows the names).
  public enum Name: String, CaseIterable, Sendable {
    case contentNeedsSession = "content-needs-session"
    case guardFades = "guard-fades"
    case noStuckLink = "no-stuck-link"
    case tapHandledOrWaiting = "tap-handled-or-waiting"
    case externalLink = "external-link-handled-lost-or-waiting"
    case delegateNeverCrashes = "delegate-never-crashes"
    case foregroundNotificationShown = "foreground-notification-shown"
    case reminderOnAppear = "reminder-on-appear"
    case permissionDialogOnce = "permission-dialog-once"
    case permissionAskedByTheUser = "permission-asked-by-the-user"
    case badgeCountsFavorites = "badge-counts-favorites"
    case themeOnEveryTab = "theme-on-every-tab"
    case screenFollowsState = "screen-follows-state"
    case oneDismissalPerPresentation = "one-dismissal-per-presentation"
    case dismissesOnlyItsOwn = "dismisses-only-its-own"
    case deliveredOnce = "delivered-once"
    case printOrder = "print-order"
    case noPasswordInOutput = "no-password-in-output"
    case sameStepTwice = "same-step-twice"

    /// The rule of this name.
    public var rule: Rule {
      switch self {
      case .contentNeedsSession: Rules.contentNeedsSession
      case .guardFades: Rules.guardFades
      case .noStuckLink: Rules.noStuckLink
      case .tapHandledOrWaiting: Rules.tapHandledOrWaiting
      case .externalLink: Rules.externalLink
      case .delegateNeverCrashes: Rules.delegateNeverCrashes
      case .foregroundNotificationShown: Rules.foregroundNotificationShown
      case .reminderOnAppear: Rules.reminderOnAppear
      case .permissionDialogOnce: Rules.permissionDialogOnce
      case .permissionAskedByTheUser: Rules.permissionAskedByTheUser
      case .badgeCountsFavorites: Rules.badgeCountsFavorites
      case .themeOnEveryTab: Rules.themeOnEveryTab
      case .screenFollowsState: Rules.screenFollowsState
      case .oneDismissalPerPresentation: Rules.oneDismissalPerPresentation
      case .dismissesOnlyItsOwn: Rules.dismissesOnlyItsOwn
      case .deliveredOnce: Rules.deliveredOnce
      case .printOrder: Rules.printOrder
      case .noPasswordInOutput: Rules.noPasswordInOutput
      case .sameStepTwice: StateSpace.sameStepTwice
      }
    }
  }
}

extension Rules {
  /// Every rule `pdx check` holds a transition to, in the order the names are declared: the
  /// lessons' and pdx's promises, in the order they are checked, then the search's own,
  /// `same-step-twice`.
  public static let checked: [Rule] = Rule.Name.allCases.map(\.rule)

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
