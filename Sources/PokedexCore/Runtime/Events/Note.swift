/// Something that did nothing, and why; or what the app did that no state path shows. A value
/// with a stable id (`Note.ID`, docs/reference.md §4.10) and typed fields; the shell's
/// renderer makes its sentence.
public enum Note: Sendable, Equatable {
  // The app's life and the device.
  case installedNotLaunched
  /// `launch` on an app not installed: the IDE's Run (Xcode's on iOS) installs the build, then
  /// launches it.
  case runInstalls(Plataforma)
  /// A setting already had the value a command gives it.
  case alreadySet(Setting)
  case accountsAlready(configured: Bool)
  /// `config accounts` while the app runs: the running app read the other value at launch.
  case configAtNextLaunch(readAtLaunch: Bool)
  case infoAlreadyHasValue(key: String)
  case infoHasNoKey(key: String)
  case infoAtNextLaunch
  /// `plist` on Android: the Info is the iOS target's, which the Android app never reads.
  case infoIOSTarget
  case knobAtNextLaunch(Knob)
  case noAccountsContentDirectly
  case linkDiesWithProcess(url: String)
  case keychainSurvivesUninstall
  case privateStorageWiped
  case comesToForeground
  case foregroundBehindAlert
  case freshWorld(Plataforma)
  // Notifications and links.
  case notificationNotShown(PermissionStatus)
  case notificationProvisional(title: String)
  case bannerNotShown(title: String)
  case notificationToCenter(title: String)
  case tapDiscarded
  /// The delegate's `guard let` (lesson 001): a notification without `enlace` (nil), or one
  /// that is not a URL, is ignored: nothing is published.
  case tapIgnored(enlace: String?, Plataforma)
  case crashMainActor
  /// The delegate already holds the link: nothing changes, so nothing observing it reacts
  /// (iOS: `onChange`).
  case linkUnchanged(url: String, Plataforma)
  case delegateSetLate
  case linkNotHandled(url: String)
  case linkStays(url: String)
  case linkLostNoNewIntent(url: String)
  case linkLost(url: String, branch: Branch)
  case linkWaitsInActivity
  case linkInvalid(url: String, reason: Destino.Invalid)
  case linkAlreadyThere(url: String)
  /// `abrir` without `pestana = .lista` (`switch-tab off`): the link's stack changed under
  /// another tab, which stays on screen.
  case linkBehindTab(url: String, Pestana)
  case reminderReplaced
  /// `onChange(of: scenePhase)` without `initial: true` (`scene-initial off`): the scene was
  /// already active when ContentView appeared, so the reminder is not scheduled.
  case reminderNotScheduled
  /// `net slow`: a request waits for the backend until the network is on or off again.
  case waitsForBackend(BackendRequest, Plataforma)
  // Permissions.
  case requestThrew
  /// The camera asked for without its usage description: the app crashes. `keyAdded` when the
  /// target has the key now but the running build was made without it.
  case crashCameraUsage(keyAdded: Bool)
  case provisionalGranted
  case noDialogAskedOnce(PermissionStatus)
  case permissionAlready(Permission, PermissionStatus)
  // The form and the session.
  case formModeAlready(ModoFormulario)
  case buttonDisabled(ModoFormulario, emailIncomplete: Bool, passwordShort: Bool)
  case sessionRestored(email: String, Plataforma)
  case sessionSaved(Plataforma)
  // Content, settings and the screen.
  case tabAlreadySelected(Pestana)
  case alreadyFavorite(Int)
  case notFavorite(Int)
  case contentStateGone
  case confirmationNotShownAgain
  case favoritesStay
  /// A gesture the screen did not report (lesson 004's hooks): the knob that forgot it.
  case stateNotTold(Knob)
}

/// A setting a command sets, and the value it already had (`note: the network is already on`).
public enum Setting: Sendable, Equatable {
  case scene(ScenePhase)
  case date(SimDate)
  case network(Bool)
  case networkSlow
  case restrictions(Bool)
  case tema(Tema)
  case favoritosPorNumero(Bool)
  case knob(Knob, faithful: Bool)
}

extension Note {
  public enum ID: String, CaseIterable, Sendable {
    case installedNotLaunched = "installed-not-launched"
    case runInstalls = "run-installs"
    case alreadySet = "already-set"
    case accountsAlready = "accounts-already"
    case configAtNextLaunch = "config-at-next-launch"
    case infoAlreadyHasValue = "info-already-has-value"
    case infoHasNoKey = "info-has-no-key"
    case infoAtNextLaunch = "info-at-next-launch"
    case infoIOSTarget = "info-ios-target"
    case knobAtNextLaunch = "knob-at-next-launch"
    case noAccountsContentDirectly = "no-accounts-content-directly"
    case linkDiesWithProcess = "link-dies-with-process"
    case keychainSurvivesUninstall = "keychain-survives-uninstall"
    case privateStorageWiped = "private-storage-wiped"
    case comesToForeground = "comes-to-foreground"
    case foregroundBehindAlert = "foreground-behind-alert"
    case freshWorld = "fresh-world"
    case notificationNotShown = "notification-not-shown"
    case notificationProvisional = "notification-provisional"
    case bannerNotShown = "banner-not-shown"
    case notificationToCenter = "notification-to-center"
    case tapDiscarded = "tap-discarded"
    case tapIgnored = "tap-ignored"
    case crashMainActor = "crash-main-actor"
    case linkUnchanged = "link-unchanged"
    case delegateSetLate = "delegate-set-late"
    case linkNotHandled = "link-not-handled"
    case linkStays = "link-stays"
    case linkLostNoNewIntent = "link-lost-no-new-intent"
    case linkLost = "link-lost"
    case linkWaitsInActivity = "link-waits-in-activity"
    case linkInvalid = "link-invalid"
    case linkAlreadyThere = "link-already-there"
    case linkBehindTab = "link-behind-tab"
    case reminderReplaced = "reminder-replaced"
    case reminderNotScheduled = "reminder-not-scheduled"
    case waitsForBackend = "waits-for-backend"
    case requestThrew = "request-threw"
    case crashCameraUsage = "crash-camera-usage"
    case provisionalGranted = "provisional-granted"
    case noDialogAskedOnce = "no-dialog-asked-once"
    case permissionAlready = "permission-already"
    case formModeAlready = "form-mode-already"
    case buttonDisabled = "button-disabled"
    case sessionRestored = "session-restored"
    case sessionSaved = "session-saved"
    case tabAlreadySelected = "tab-already-selected"
    case alreadyFavorite = "already-favorite"
    case notFavorite = "not-favorite"
    case contentStateGone = "content-state-gone"
    case confirmationNotShownAgain = "confirmation-not-shown-again"
    case favoritesStay = "favorites-stay"
    case stateNotTold = "state-not-told"
  }

  public var id: ID {
    switch self {
    case .installedNotLaunched: .installedNotLaunched
    case .runInstalls: .runInstalls
    case .alreadySet: .alreadySet
    case .accountsAlready: .accountsAlready
    case .configAtNextLaunch: .configAtNextLaunch
    case .infoAlreadyHasValue: .infoAlreadyHasValue
    case .infoHasNoKey: .infoHasNoKey
    case .infoAtNextLaunch: .infoAtNextLaunch
    case .infoIOSTarget: .infoIOSTarget
    case .knobAtNextLaunch: .knobAtNextLaunch
    case .noAccountsContentDirectly: .noAccountsContentDirectly
    case .linkDiesWithProcess: .linkDiesWithProcess
    case .keychainSurvivesUninstall: .keychainSurvivesUninstall
    case .privateStorageWiped: .privateStorageWiped
    case .comesToForeground: .comesToForeground
    case .foregroundBehindAlert: .foregroundBehindAlert
    case .freshWorld: .freshWorld
    case .notificationNotShown: .notificationNotShown
    case .notificationProvisional: .notificationProvisional
    case .bannerNotShown: .bannerNotShown
    case .notificationToCenter: .notificationToCenter
    case .tapDiscarded: .tapDiscarded
    case .tapIgnored: .tapIgnored
    case .crashMainActor: .crashMainActor
    case .linkUnchanged: .linkUnchanged
    case .delegateSetLate: .delegateSetLate
    case .linkNotHandled: .linkNotHandled
    case .linkStays: .linkStays
    case .linkLostNoNewIntent: .linkLostNoNewIntent
    case .linkLost: .linkLost
    case .linkWaitsInActivity: .linkWaitsInActivity
    case .linkInvalid: .linkInvalid
    case .linkAlreadyThere: .linkAlreadyThere
    case .linkBehindTab: .linkBehindTab
    case .reminderReplaced: .reminderReplaced
    case .reminderNotScheduled: .reminderNotScheduled
    case .waitsForBackend: .waitsForBackend
    case .requestThrew: .requestThrew
    case .crashCameraUsage: .crashCameraUsage
    case .provisionalGranted: .provisionalGranted
    case .noDialogAskedOnce: .noDialogAskedOnce
    case .permissionAlready: .permissionAlready
    case .formModeAlready: .formModeAlready
    case .buttonDisabled: .buttonDisabled
    case .sessionRestored: .sessionRestored
    case .sessionSaved: .sessionSaved
    case .tabAlreadySelected: .tabAlreadySelected
    case .alreadyFavorite: .alreadyFavorite
    case .notFavorite: .notFavorite
    case .contentStateGone: .contentStateGone
    case .confirmationNotShownAgain: .confirmationNotShownAgain
    case .favoritesStay: .favoritesStay
    case .stateNotTold: .stateNotTold
    }
  }

  /// Whether the note reports that the app crashed (it stopped: `app.enMarcha` false).
  package var isCrash: Bool {
    switch self {
    case .crashMainActor, .crashCameraUsage: true
    default: false
    }
  }

  public var fields: [Field] {
    switch self {
    case .alreadySet(let setting): setting.fields
    case .accountsAlready(let configured): [.init("configured", .bool(configured))]
    case .configAtNextLaunch(let read): [.init("readAtLaunch", .bool(read))]
    case .infoAlreadyHasValue(let key), .infoHasNoKey(let key): [.init("key", .string(key))]
    case .knobAtNextLaunch(let knob), .stateNotTold(let knob): [.init("knob", .symbol(knob.name))]
    case .linkUnchanged(let url, let p):
      [.init("url", .string(url)), .init("platform", .symbol(p.rawValue))]
    case .linkBehindTab(let url, let tab):
      [.init("url", .string(url)), .init("tab", .symbol(tab.rawValue))]
    case .linkDiesWithProcess(let url), .linkNotHandled(let url),
      .linkStays(let url), .linkLostNoNewIntent(let url), .linkAlreadyThere(let url):
      [.init("url", .string(url))]
    case .freshWorld(let p): [.init("platform", .symbol(p.rawValue))]
    case .waitsForBackend(let request, let p):
      [.init("request", .symbol(request.rawValue)), .init("platform", .symbol(p.rawValue))]
    case .tapIgnored(let enlace, let p):
      [.init("enlace", Value.optional(enlace)), .init("platform", .symbol(p.rawValue))]
    case .notificationNotShown(let status), .noDialogAskedOnce(let status):
      [.init("status", .symbol(status.rawValue))]
    case .notificationProvisional(let title), .bannerNotShown(let title),
      .notificationToCenter(let title):
      [.init("title", .string(title))]
    case .linkLost(let url, let branch):
      [.init("url", .string(url)), .init("raiz", .symbol(branch.rawValue))]
    case .linkInvalid(let url, let reason):
      [.init("url", .string(url)), .init("reason", .symbol(reason.id))]
    case .crashCameraUsage(let added):
      [.init("key", .string(Engine.cameraKey)), .init("keyAdded", .bool(added))]
    case .permissionAlready(let p, let status):
      [.init("permission", .symbol(p.rawValue)), .init("status", .symbol(status.rawValue))]
    case .formModeAlready(let mode): [.init("mode", .symbol(mode.rawValue))]
    case .buttonDisabled(let mode, let email, let password):
      [
        .init("mode", .symbol(mode.rawValue)), .init("emailIncomplete", .bool(email)),
        .init("passwordShort", .bool(password)),
      ]
    case .sessionRestored(let email, let p):
      [.init("email", .string(email)), .init("platform", .symbol(p.rawValue))]
    case .sessionSaved(let p), .runInstalls(let p): [.init("platform", .symbol(p.rawValue))]
    case .tabAlreadySelected(let tab): [.init("tab", .symbol(tab.rawValue))]
    case .alreadyFavorite(let n), .notFavorite(let n): [.init("pokemon", .int(n))]
    case .installedNotLaunched, .infoAtNextLaunch, .infoIOSTarget,
      .noAccountsContentDirectly,
      .keychainSurvivesUninstall, .privateStorageWiped, .comesToForeground,
      .foregroundBehindAlert, .tapDiscarded, .crashMainActor, .delegateSetLate,
      .linkWaitsInActivity, .reminderReplaced, .reminderNotScheduled, .requestThrew,
      .provisionalGranted, .contentStateGone, .confirmationNotShownAgain, .favoritesStay:
      []
    }
  }

  /// Whether a text field of the note satisfies `test` (what `no-password-in-output` reads).
  package func anyText(_ test: (String) -> Bool) -> Bool {
    switch self {
    case .infoAlreadyHasValue(let s), .infoHasNoKey(let s), .linkDiesWithProcess(let s),
      .linkUnchanged(let s, _), .linkNotHandled(let s), .linkStays(let s),
      .linkLostNoNewIntent(let s), .linkLost(let s, _), .linkInvalid(let s, _),
      .linkAlreadyThere(let s), .linkBehindTab(let s, _), .notificationProvisional(let s),
      .bannerNotShown(let s),
      .notificationToCenter(let s), .sessionRestored(let s, _), .tapIgnored(let s?, _):
      test(s)
    // No text of their own: a new note says here whether it carries some.
    case .installedNotLaunched, .runInstalls, .alreadySet, .accountsAlready, .configAtNextLaunch,
      .infoAtNextLaunch, .infoIOSTarget, .knobAtNextLaunch, .noAccountsContentDirectly,
      .keychainSurvivesUninstall, .privateStorageWiped, .comesToForeground,
      .foregroundBehindAlert, .freshWorld, .notificationNotShown, .tapDiscarded,
      .tapIgnored(nil, _), .crashMainActor, .delegateSetLate, .linkWaitsInActivity,
      .reminderReplaced, .reminderNotScheduled, .waitsForBackend, .requestThrew, .crashCameraUsage,
      .provisionalGranted,
      .noDialogAskedOnce, .permissionAlready, .formModeAlready, .buttonDisabled, .sessionSaved,
      .tabAlreadySelected, .alreadyFavorite, .notFavorite, .contentStateGone,
      .confirmationNotShownAgain, .favoritesStay, .stateNotTold:
      false
    }
  }
}

extension Setting {
  public var fields: [Field] {
    switch self {
    case .scene(let phase):
      [.init("setting", .symbol("scene")), .init("value", .symbol(phase.rawValue))]
    case .date(let d): [.init("setting", .symbol("date")), .init("value", .symbol(d.description))]
    case .network(let on): [.init("setting", .symbol("net")), .init("value", .bool(on))]
    case .networkSlow: [.init("setting", .symbol("net")), .init("value", .symbol("slow"))]
    case .restrictions(let on):
      [.init("setting", .symbol("restrictions")), .init("value", .bool(on))]
    case .tema(let tema):
      [.init("setting", .symbol("tema")), .init("value", .symbol(tema.rawValue))]
    case .favoritosPorNumero(let on):
      [.init("setting", .symbol("favoritosPorNumero")), .init("value", .bool(on))]
    case .knob(let knob, let faithful):
      [
        .init("setting", .symbol(knob.name)),
        .init("value", .symbol(knob.word(faithful: faithful))),
      ]
    }
  }
}
