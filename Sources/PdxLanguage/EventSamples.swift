import PdxText
import PokedexCore

/// One event of every id, with typical fields: what the reference's table of ids shows
/// (docs/reference.md §4.10, generated), and what the tests render in every language. An
/// exhaustive `switch` per kind: a new id without a sample does not compile.
public enum EventSamples {
  static let url = "pokedex://pokemon/25"
  static let title = "Pokémon del día: #1 Bulbasaur"
  static let dialog = Presentado.logout(.ios, cancelDrawn: false)
  static let alert = Presentado.alerta(SystemAlert(permission: .notifications, platform: .ios))

  /// The fields a sample takes from where it is shown: `walk --predict` offers a note that did
  /// not happen with this run's link, platform and Pokémon, as the run would print it. `sample`
  /// is the reference's.
  public struct Context: Sendable, Equatable {
    public var platform: Plataforma = .ios
    public var url = EventSamples.url
    /// A link to where the app already is (`link-already-there`).
    public var there = "pokedex://lista"
    public var title = EventSamples.title
    public var email = "ash@kanto.com"
    public var pokemon = 25
    public var tab: Pestana = .lista
    public var branch: Branch = .formulario
    /// The notifications' permission where it stops something (`notification-not-shown`).
    public var permission: PermissionStatus = .denied
    /// The notifications' permission a request finds already given (`permission-already`).
    public var settled: PermissionStatus = .authorized
    public var mode: ModoFormulario = .entrar
    public var tema: Tema = .oscuro
    public var hayCuentas = true
    /// What is on screen, or was this step: what a present or a dismiss names.
    public var presented: Presentado?

    public init() {}

    public static let sample = Context()
    var dialog: Presentado { presented ?? .logout(platform, cancelDrawn: false) }
    var alert: Presentado {
      .alerta(SystemAlert(permission: .notifications, platform: platform))
    }
  }

  public static func action(_ id: ActionEvent.ID) -> ActionEvent {
    switch id {
    case .launch: .launch
    case .launchByTap: .launchByTap
    case .launchByLink: .launchByLink
    case .terminate: .terminate
    case .install: .install
    case .uninstall: .uninstall
    case .scene: .scene(.background)
    case .date: .date(SimDate.parse("2026-02-01")!)
    case .net: .net(false)
    case .netSlow: .netSlow
    case .configAccounts: .configAccounts(false)
    case .plistAdd: .plistAdd(key: "NSCameraUsageDescription")
    case .plistRemove: .plistRemove(key: "NSCameraUsageDescription")
    case .signup: .signup
    case .login: .login
    case .formMode: .formMode(.crearCuenta)
    case .type: .type(.email)
    case .clear: .clear(.password)
    case .submit: .submit
    case .permissionRequest: .permissionRequest(.notifications)
    case .allow: .allow
    case .deny: .deny
    case .systemSettings: .systemSettings(.notifications, true)
    case .systemSettingsRestrictions: .systemSettingsRestrictions(true)
    case .logout: .logout
    case .confirmLogout: .confirmLogout
    case .cancel: .cancel
    case .tab: .tab(.favoritos)
    case .open: .open(25)
    case .fav: .fav(25)
    case .unfav: .unfav(25)
    case .back: .back
    case .swipeBack: .swipeBack
    case .tapOutside: .tapOutside
    case .dragDown: .dragDown
    case .settingsTema: .settingsTema(.oscuro)
    case .settingsFavoritosPorNumero: .settingsFavoritosPorNumero(true)
    case .set: .set(.onchangeInitial, faithful: false)
    case .reset: .reset
    case .platform: .platform(.android)
    case .restaurar: .restaurar(.ios)
    case .backend: .backend(.crearCuenta)
    case .authViewAppears: .authViewAppears
    case .authViewDisappears: .authViewDisappears
    case .contentBuilt: .contentBuilt
    case .contentDestroyed: .contentDestroyed
    case .observeScene: .observeScene(initial: true, .ios)
    case .requestAtLaunch: .requestAtLaunch(.ios)
    case .notificationArrives: .notificationArrives
    case .didReceive: .didReceive(.ios)
    case .tapWithoutDelegate: .tapWithoutDelegate
    case .delegateInstalledLate: .delegateInstalledLate
    case .observeLink: .observeLink(initial: true, .ios)
    case .intentReceived: .intentReceived
    case .openURLUnreceived: .openURLUnreceived
    case .onOpenURL: .onOpenURL
    case .onNewIntent: .onNewIntent
    case .deliverActivityLink: .deliverActivityLink
    case .dismiss: .dismiss
    case .dismissalEnded: .dismissalEnded
    case .cerradoPorElUsuario: .cerradoPorElUsuario(.lista)
    }
  }

  public static func note(_ id: Note.ID, in c: Context = .sample) -> Note {
    switch id {
    case .installedNotLaunched: .installedNotLaunched
    case .runInstalls: .runInstalls(c.platform)
    case .alreadySet: .alreadySet(.network(true))
    case .accountsAlready: .accountsAlready(configured: c.hayCuentas)
    case .configAtNextLaunch: .configAtNextLaunch(readAtLaunch: c.hayCuentas)
    case .infoAlreadyHasValue: .infoAlreadyHasValue(key: "NSCameraUsageDescription")
    case .infoHasNoKey: .infoHasNoKey(key: "NSCameraUsageDescription")
    case .infoAtNextLaunch: .infoAtNextLaunch
    case .infoIOSTarget: .infoIOSTarget
    case .knobAtNextLaunch: .knobAtNextLaunch(.delegateInstall)
    case .noAccountsContentDirectly: .noAccountsContentDirectly
    case .linkDiesWithProcess: .linkDiesWithProcess(url: c.url)
    case .keychainSurvivesUninstall: .keychainSurvivesUninstall
    case .privateStorageWiped: .privateStorageWiped
    case .comesToForeground: .comesToForeground
    case .foregroundBehindAlert: .foregroundBehindAlert
    case .freshWorld: .freshWorld(c.platform)
    case .notificationNotShown: .notificationNotShown(c.permission)
    case .notificationProvisional: .notificationProvisional(title: c.title)
    case .bannerNotShown: .bannerNotShown(title: c.title)
    case .notificationToCenter: .notificationToCenter(title: c.title)
    case .tapDiscarded: .tapDiscarded
    case .tapIgnored: .tapIgnored(enlace: nil, c.platform)
    case .crashMainActor: .crashMainActor
    case .linkUnchanged: .linkUnchanged(url: c.url, c.platform)
    case .delegateSetLate: .delegateSetLate
    case .linkNotHandled: .linkNotHandled(url: c.url)
    case .linkStays: .linkStays(url: c.url)
    case .linkLostNoNewIntent: .linkLostNoNewIntent(url: c.url)
    case .linkLost: .linkLost(url: c.url, branch: c.branch)
    case .linkWaitsInActivity: .linkWaitsInActivity
    case .linkInvalid: .linkInvalid(url: "pokedex://pokemon/152", reason: .outOfRange("152"))
    case .linkAlreadyThere: .linkAlreadyThere(url: c.there)
    case .reminderReplaced: .reminderReplaced
    case .waitsForBackend: .waitsForBackend(.restaurar, c.platform)
    case .requestThrew: .requestThrew
    case .crashCameraUsage: .crashCameraUsage(keyAdded: false)
    case .provisionalGranted: .provisionalGranted
    case .noDialogAskedOnce: .noDialogAskedOnce(c.permission)
    case .permissionAlready: .permissionAlready(.notifications, c.settled)
    case .formModeAlready: .formModeAlready(c.mode)
    case .buttonDisabled: .buttonDisabled(c.mode, emailIncomplete: true, passwordShort: true)
    case .sessionRestored: .sessionRestored(email: c.email, c.platform)
    case .sessionSaved: .sessionSaved(c.platform)
    case .tabAlreadySelected: .tabAlreadySelected(c.tab)
    case .alreadyFavorite: .alreadyFavorite(c.pokemon)
    case .notFavorite: .notFavorite(c.pokemon)
    case .contentStateGone: .contentStateGone
    case .confirmationNotShownAgain: .confirmationNotShownAgain
    case .favoritesStay: .favoritesStay
    case .stateNotTold: .stateNotTold(.reportDismissals)
    case .linkBehindTab: .linkBehindTab(url: url, .favoritos)
    case .reminderNotScheduled: .reminderNotScheduled
    }
  }

  public static func ui(_ id: UIEvent.ID, in c: Context = .sample) -> UIEvent {
    switch id {
    case .fade: .fade(haySesion: true, c.platform)
    case .cut: .cut(haySesion: true, c.platform)
    case .banner: .banner(title: c.title, c.platform)
    case .push: .push(c.tab, c.pokemon)
    case .pop: .pop(c.tab, c.pokemon)
    case .popTo: .popTo(c.tab, nil)
    case .replace: .replace(c.tab, [7])
    case .popByUser: .popByUser(c.tab, c.pokemon, button: true)
    case .dismissedByUser: .dismissedByUser(c.dialog)
    case .present: .present(c.dialog)
    case .dismiss: .dismiss(c.presented ?? c.alert)
    case .dismissKeepingReference: .dismissKeepingReference(c.dialog)
    case .dismissAgainRefused: .dismissAgainRefused(c.dialog)
    case .repaint: .repaint(c.tema, c.platform)
    case .dismissNotItsOwn: .dismissNotItsOwn(c.alert)
    case .repaintAjustesOnly: .repaintAjustesOnly(c.tema, c.platform)
    }
  }

  public static func log(_ id: LogEvent.ID) -> LogEvent {
    switch id {
    case .permissionGranted: .permission(.notifications, granted: true)
    case .permissionDenied: .permission(.notifications, granted: false)
    case .requestFailed: .requestFailed
    case .crashReport: .crashReport
    }
  }

  public static func rejection(_ id: Rejection.ID) -> Rejection {
    switch id {
    case .notInstalled: .notInstalled(forLaunch: true)
    case .notRunning: .notRunning
    case .alreadyRunning: .alreadyRunning
    case .alreadyInstalled: .alreadyInstalled
    case .alertInFront: .alertInFront(title: alert.title)
    case .dialogOpen: .dialogOpen(title: dialog.title)
    case .sheetOpen: .sheetOpen(title: dialog.title)
    case .noTabs: .noTabs(.formulario)
    case .noForm: .noForm(.conSesion)
    case .provisionalNotificationsOnly: .provisionalNotificationsOnly
    case .dialogNeedsForeground: .dialogNeedsForeground(.background)
    case .noSystemDialog: .noSystemDialog
    case .noSettingsSwitch: .noSettingsSwitch(.notifications)
    case .noAccountSection: .noAccountSection(.sinCuentas)
    case .cancelNotDrawn: .cancelNotDrawn
    case .answerTheAlert: .answerTheAlert(title: alert.title)
    case .noConfirmation: .noConfirmation
    case .ajustesHasNoPokemon: .ajustesHasNoPokemon
    case .notAFavorite: .notAFavorite(150)
    case .notAPokemon: .notAPokemon(152)
    case .ajustesHasNoStack: .ajustesHasNoStack
    case .atRoot: .atRoot(.lista)
    case .nothingPresented: .nothingPresented
    case .alertNeedsAnswer: .alertNeedsAnswer
    case .dialogNeedsTapOutside: .dialogNeedsTapOutside
    case .sheetNeedsDragDown: .sheetNeedsDragDown
    case .knobOtherPlatform: .knobOtherPlatform(.onNewIntent, only: .android, current: .ios)
    case .fieldFull: .fieldFull(.email, held: 65_530, adding: 12)
    case .restrictionsIOSOnly: .restrictionsIOSOnly
    case .screenGuarded: .screenGuarded(.lista, .formulario)
    case .formUnderDetail: .formUnderDetail(.lista, 25)
    }
  }

  public static func warning(_ id: Warning.ID) -> Warning {
    switch id {
    case .stackDiverged: .stackDiverged(.lista, screen: [], state: [25])
    case .presentationDiverged: .presentationDiverged(screen: nil, state: dialog.title)
    }
  }

  /// Every id of every kind, with its sample's fields and text in `language`: the rows of the
  /// reference's table.
  public static func rows(_ language: Language) -> [(
    kind: String, id: String, fields: [Field], text: String
  )] {
    ActionEvent.ID.allCases.map { id in
      let e = action(id)
      return ("action", id.rawValue, e.fields, language.text(e))
    }
      + Note.ID.allCases.map { id in
        let e = note(id)
        return ("note", id.rawValue, e.fields, language.text(e))
      }
      + UIEvent.ID.allCases.map { id in
        let e = ui(id)
        return ("ui", id.rawValue, e.fields, language.text(e))
      }
      + LogEvent.ID.allCases.map { id in
        let e = log(id)
        return ("log", id.rawValue, e.fields, language.text(e))
      }
      + Rejection.ID.allCases.map { id in
        let e = rejection(id)
        return ("error", id.rawValue, e.fields, language.text(e))
      }
      + Warning.ID.allCases.map { id in
        let e = warning(id)
        return ("warning", id.rawValue, e.fields, language.text(e))
      }
  }

  /// docs/reference.md §4.10's table: every id, by kind, with its fields and an example.
  public static func markdown() -> [String] {
    var out = [
      "| kind | id | fields | for example |",
      "| --- | --- | --- | --- |",
    ]
    for row in rows(.en) {
      let fields = row.fields.map { "`\($0.name)`" }.joined(separator: ", ")
      out.append(
        "| \(row.kind) | `\(row.id)` | \(fields) | \(row.text.replacingPipes()) |")
    }
    return out
  }
}
