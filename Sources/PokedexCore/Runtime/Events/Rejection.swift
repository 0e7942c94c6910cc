/// A command that is not possible right now, and why: thrown before the command records
/// anything, so the world stays exactly as it was. A value with a stable id
/// (`Rejection.ID`, docs/reference.md §4.10); the shell's renderer makes its sentence.
/// Cheap to make: `pdx check` meets a rejection on most of the commands it tries from a state
/// and reads none of them.
public enum Rejection: Error, Sendable, Equatable {
  /// The app is not installed; `forLaunch` when the command would launch it (install, then
  /// launch) rather than only needing it installed.
  case notInstalled(forLaunch: Bool)
  case notRunning
  case alreadyRunning
  case alreadyInstalled
  case alertInFront(title: String)
  case dialogOpen(title: String)
  case sheetOpen(title: String)
  case noTabs(Branch)
  case noForm(Branch)
  case provisionalNotificationsOnly
  case dialogNeedsForeground(ScenePhase)
  case noSystemDialog
  case noSettingsSwitch(Permission)
  case noAccountSection(Branch?)
  case cancelNotDrawn
  case answerTheAlert(title: String)
  case noConfirmation
  case ajustesHasNoPokemon
  case notAFavorite(Int)
  case notAPokemon(Int)
  case ajustesHasNoStack
  case atRoot(Pestana)
  case nothingPresented
  case alertNeedsAnswer
  case dialogNeedsTapOutside
  case sheetNeedsDragDown
  /// A knob of one platform set on the other: the knob, its platform, and the world's.
  case knobOtherPlatform(Knob, only: Plataforma, current: Plataforma)
  /// `type` would take a form field past `Engine.maximumFieldBytes`: the field, the bytes it
  /// holds, and the bytes the text would add.
  case fieldFull(FormField, held: Int, adding: Int)
  /// `system-settings restrictions` on Android: the restrictions stand for iOS's Screen Time,
  /// which the lessons name on iOS only.
  case restrictionsIOSOnly
  /// A guard on each screen (`guard-at-root off`): the tab's own screen shows the guard's view
  /// (the form, the spinner) in its place while there is no session.
  case screenGuarded(Pestana, Branch)
  /// A guard on each screen: the detail on top of the tab's stack has no guard and covers the
  /// form under it.
  case formUnderDetail(Pestana, Int)
}

extension Rejection {
  public enum ID: String, CaseIterable, Sendable {
    case notInstalled = "not-installed"
    case notRunning = "not-running"
    case alreadyRunning = "already-running"
    case alreadyInstalled = "already-installed"
    case alertInFront = "alert-in-front"
    case dialogOpen = "dialog-open"
    case sheetOpen = "sheet-open"
    case noTabs = "no-tabs"
    case noForm = "no-form"
    case provisionalNotificationsOnly = "provisional-notifications-only"
    case dialogNeedsForeground = "dialog-needs-foreground"
    case noSystemDialog = "no-system-dialog"
    case noSettingsSwitch = "no-settings-switch"
    case noAccountSection = "no-account-section"
    case cancelNotDrawn = "cancel-not-drawn"
    case answerTheAlert = "answer-the-alert"
    case noConfirmation = "no-confirmation"
    case ajustesHasNoPokemon = "ajustes-has-no-pokemon"
    case notAFavorite = "not-a-favorite"
    case notAPokemon = "not-a-pokemon"
    case ajustesHasNoStack = "ajustes-has-no-stack"
    case atRoot = "at-root"
    case nothingPresented = "nothing-presented"
    case alertNeedsAnswer = "alert-needs-answer"
    case dialogNeedsTapOutside = "dialog-needs-tap-outside"
    case sheetNeedsDragDown = "sheet-needs-drag-down"
    case knobOtherPlatform = "knob-other-platform"
    case fieldFull = "field-full"
    case restrictionsIOSOnly = "restrictions-ios-only"
    case screenGuarded = "screen-guarded"
    case formUnderDetail = "form-under-detail"
  }

  public var id: ID {
    switch self {
    case .notInstalled: .notInstalled
    case .notRunning: .notRunning
    case .alreadyRunning: .alreadyRunning
    case .alreadyInstalled: .alreadyInstalled
    case .alertInFront: .alertInFront
    case .dialogOpen: .dialogOpen
    case .sheetOpen: .sheetOpen
    case .noTabs: .noTabs
    case .noForm: .noForm
    case .provisionalNotificationsOnly: .provisionalNotificationsOnly
    case .dialogNeedsForeground: .dialogNeedsForeground
    case .noSystemDialog: .noSystemDialog
    case .noSettingsSwitch: .noSettingsSwitch
    case .noAccountSection: .noAccountSection
    case .cancelNotDrawn: .cancelNotDrawn
    case .answerTheAlert: .answerTheAlert
    case .noConfirmation: .noConfirmation
    case .ajustesHasNoPokemon: .ajustesHasNoPokemon
    case .notAFavorite: .notAFavorite
    case .notAPokemon: .notAPokemon
    case .ajustesHasNoStack: .ajustesHasNoStack
    case .atRoot: .atRoot
    case .nothingPresented: .nothingPresented
    case .alertNeedsAnswer: .alertNeedsAnswer
    case .dialogNeedsTapOutside: .dialogNeedsTapOutside
    case .sheetNeedsDragDown: .sheetNeedsDragDown
    case .knobOtherPlatform: .knobOtherPlatform
    case .fieldFull: .fieldFull
    case .restrictionsIOSOnly: .restrictionsIOSOnly
    case .screenGuarded: .screenGuarded
    case .formUnderDetail: .formUnderDetail
    }
  }

  public var fields: [Field] {
    switch self {
    case .notInstalled(let forLaunch): [.init("forLaunch", .bool(forLaunch))]
    case .alertInFront(let title), .dialogOpen(let title), .sheetOpen(let title),
      .answerTheAlert(let title):
      [.init("title", .string(title))]
    case .noTabs(let branch), .noForm(let branch): [.init("raiz", .symbol(branch.rawValue))]
    case .noAccountSection(let branch):
      [.init("raiz", branch.map { .symbol($0.rawValue) } ?? .null)]
    case .dialogNeedsForeground(let phase): [.init("scene", .symbol(phase.rawValue))]
    case .noSettingsSwitch(let p): [.init("permission", .symbol(p.rawValue))]
    case .notAFavorite(let n), .notAPokemon(let n): [.init("pokemon", .int(n))]
    case .atRoot(let tab): [.init("tab", .symbol(tab.rawValue))]
    case .screenGuarded(let tab, let branch):
      [.init("tab", .symbol(tab.rawValue)), .init("raiz", .symbol(branch.rawValue))]
    case .formUnderDetail(let tab, let n):
      [.init("tab", .symbol(tab.rawValue)), .init("pokemon", .int(n))]
    case .knobOtherPlatform(let knob, let only, let current):
      [
        .init("knob", .symbol(knob.name)), .init("only", .symbol(only.rawValue)),
        .init("platform", .symbol(current.rawValue)),
      ]
    case .fieldFull(let field, let held, let adding):
      [
        .init("field", .symbol(field.rawValue)), .init("held", .int(held)),
        .init("adding", .int(adding)),
      ]
    case .notRunning, .alreadyRunning, .alreadyInstalled, .provisionalNotificationsOnly,
      .noSystemDialog, .cancelNotDrawn, .noConfirmation, .ajustesHasNoPokemon,
      .ajustesHasNoStack, .nothingPresented, .alertNeedsAnswer, .dialogNeedsTapOutside,
      .sheetNeedsDragDown, .restrictionsIOSOnly:
      []
    }
  }
}
