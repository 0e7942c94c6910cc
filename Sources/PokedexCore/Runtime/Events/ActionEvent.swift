/// An action a step processed: the command's own, or a follow-up the app ran on its own (a
/// view built, an observer fired, the backend answering). A value; its words are made by the
/// shell's renderer (`Sources/PdxLanguage`), in English or Spanish. Each case has a
/// stable id (`ActionEvent.ID`), published in docs/reference.md §4.10.
public enum ActionEvent: Sendable, Equatable {
  // The commands' own actions: the command as the user typed it.
  case launch
  /// The launch a tap on a notification or an external link set off on a closed app.
  case launchByTap
  case launchByLink
  case terminate
  case install
  case uninstall
  case scene(ScenePhase)
  case date(SimDate)
  case net(Bool)
  case netSlow
  case configAccounts(Bool)
  case plistAdd(key: String)
  case plistRemove(key: String)
  case signup
  case login
  case formMode(ModoFormulario)
  case type(FormField)
  case clear(FormField)
  case submit
  case permissionRequest(Permission)
  case allow
  case deny
  case systemSettings(Permission, Bool)
  case systemSettingsRestrictions(Bool)
  case logout
  /// «Cerrar sesión» in the confirmation.
  case confirmLogout
  case cancel
  case tab(Pestana)
  case open(Int)
  case fav(Int)
  case unfav(Int)
  case back
  case swipeBack
  case tapOutside
  case dragDown
  case settingsTema(Tema)
  case settingsFavoritosPorNumero(Bool)
  case set(Knob, faithful: Bool)
  case reset
  case platform(Plataforma)
  // What the app does on its own.
  /// RaizConSesion's `.task`: `SessionRepository.restaurar()`. The platform says whose words
  /// tell it: SwiftUI's `.task` is iOS's; the Android app's guard is its twin (lesson 000).
  case restaurar(Plataforma)
  /// The backend answering the form: signIn (entrar) or signUp (crearCuenta).
  case backend(ModoFormulario)
  case authViewAppears
  case authViewDisappears
  case contentBuilt
  case contentDestroyed
  /// `.onChange(of: scenePhase, initial: true)`, or without `initial: true` (iOS's words;
  /// Android's are its own).
  case observeScene(initial: Bool, Plataforma)
  /// The app asking for the notification permission as it opens (`request-permission launch`),
  /// not from a button: `requestAuthorization` on iOS, `POST_NOTIFICATIONS` on Android.
  case requestAtLaunch(Plataforma)
  case notificationArrives
  /// `DelegadoDeNotificaciones.didReceive` on iOS; on Android the tap reaches the app.
  case didReceive(Plataforma)
  /// iOS: a tap that reaches the notification center before the app set its delegate: there
  /// is nobody to call, so `didReceive` never runs and iOS discards the tap.
  case tapWithoutDelegate
  case delegateInstalledLate
  /// `.onChange(of: enlacePendiente)`, with `initial: true` or without it (iOS's words).
  case observeLink(initial: Bool, Plataforma)
  /// Android: the activity receives an intent (it keeps a link, or loses it).
  case intentReceived
  /// iOS: an external link reaching the app without ContentView (it is lost).
  case openURLUnreceived
  case onOpenURL
  case onNewIntent
  case deliverActivityLink
  /// The screen's report of a dismissal by the user.
  case dismiss
  case dismissalEnded
  case cerradoPorElUsuario(Pestana)
}

extension ActionEvent {
  /// The id of an action: what JSON carries and `expect` could name.
  public enum ID: String, CaseIterable, Sendable {
    case launch
    case launchByTap = "launch-by-tap"
    case launchByLink = "launch-by-link"
    case terminate, install, uninstall, scene, date, net
    case netSlow = "net-slow"
    case configAccounts = "config-accounts"
    case plistAdd = "plist-add"
    case plistRemove = "plist-remove"
    case signup, login
    case formMode = "form-mode"
    case type, clear
    case submit
    case permissionRequest = "permission-request"
    case allow, deny
    case systemSettings = "system-settings"
    case systemSettingsRestrictions = "system-settings-restrictions"
    case logout
    case confirmLogout = "confirm-logout"
    case cancel, tab, open, fav, unfav, back
    case swipeBack = "swipe-back"
    case tapOutside = "tap-outside"
    case dragDown = "drag-down"
    case settingsTema = "settings-tema"
    case settingsFavoritosPorNumero = "settings-favoritos-por-numero"
    case set, reset, platform
    case restaurar, backend
    case authViewAppears = "auth-view-appears"
    case authViewDisappears = "auth-view-disappears"
    case contentBuilt = "content-built"
    case contentDestroyed = "content-destroyed"
    case observeScene = "observe-scene"
    case requestAtLaunch = "request-at-launch"
    case notificationArrives = "notification-arrives"
    case didReceive = "did-receive"
    case tapWithoutDelegate = "tap-without-delegate"
    case delegateInstalledLate = "delegate-installed-late"
    case observeLink = "observe-link"
    case intentReceived = "intent-received"
    case openURLUnreceived = "open-url-unreceived"
    case onOpenURL = "on-open-url"
    case onNewIntent = "on-new-intent"
    case deliverActivityLink = "deliver-activity-link"
    case dismiss
    case dismissalEnded = "dismissal-ended"
    case cerradoPorElUsuario = "cerrado-por-el-usuario"
  }

  public var id: ID {
    switch self {
    case .launch: .launch
    case .launchByTap: .launchByTap
    case .launchByLink: .launchByLink
    case .terminate: .terminate
    case .install: .install
    case .uninstall: .uninstall
    case .scene: .scene
    case .date: .date
    case .net: .net
    case .netSlow: .netSlow
    case .configAccounts: .configAccounts
    case .plistAdd: .plistAdd
    case .plistRemove: .plistRemove
    case .signup: .signup
    case .login: .login
    case .formMode: .formMode
    case .type: .type
    case .clear: .clear
    case .submit: .submit
    case .permissionRequest: .permissionRequest
    case .allow: .allow
    case .deny: .deny
    case .systemSettings: .systemSettings
    case .systemSettingsRestrictions: .systemSettingsRestrictions
    case .logout: .logout
    case .confirmLogout: .confirmLogout
    case .cancel: .cancel
    case .tab: .tab
    case .open: .open
    case .fav: .fav
    case .unfav: .unfav
    case .back: .back
    case .swipeBack: .swipeBack
    case .tapOutside: .tapOutside
    case .dragDown: .dragDown
    case .settingsTema: .settingsTema
    case .settingsFavoritosPorNumero: .settingsFavoritosPorNumero
    case .set: .set
    case .reset: .reset
    case .platform: .platform
    case .restaurar: .restaurar
    case .backend: .backend
    case .authViewAppears: .authViewAppears
    case .authViewDisappears: .authViewDisappears
    case .contentBuilt: .contentBuilt
    case .contentDestroyed: .contentDestroyed
    case .observeScene: .observeScene
    case .requestAtLaunch: .requestAtLaunch
    case .notificationArrives: .notificationArrives
    case .didReceive: .didReceive
    case .tapWithoutDelegate: .tapWithoutDelegate
    case .delegateInstalledLate: .delegateInstalledLate
    case .observeLink: .observeLink
    case .intentReceived: .intentReceived
    case .openURLUnreceived: .openURLUnreceived
    case .onOpenURL: .onOpenURL
    case .onNewIntent: .onNewIntent
    case .deliverActivityLink: .deliverActivityLink
    case .dismiss: .dismiss
    case .dismissalEnded: .dismissalEnded
    case .cerradoPorElUsuario: .cerradoPorElUsuario
    }
  }

  /// The typed fields, by name: what JSON writes beside the id and the text.
  public var fields: [Field] {
    switch self {
    case .scene(let phase): [.init("phase", .symbol(phase.rawValue))]
    case .date(let date): [.init("date", .symbol(date.description))]
    case .net(let on), .configAccounts(let on), .systemSettingsRestrictions(let on),
      .settingsFavoritosPorNumero(let on):
      [.init("on", .bool(on))]
    case .plistAdd(let key), .plistRemove(let key): [.init("key", .string(key))]
    case .formMode(let mode), .backend(let mode): [.init("mode", .symbol(mode.rawValue))]
    case .type(let field), .clear(let field): [.init("field", .symbol(field.rawValue))]
    case .permissionRequest(let p): [.init("permission", .symbol(p.rawValue))]
    case .systemSettings(let p, let on):
      [.init("permission", .symbol(p.rawValue)), .init("on", .bool(on))]
    case .tab(let tab), .cerradoPorElUsuario(let tab): [.init("tab", .symbol(tab.rawValue))]
    case .open(let n), .fav(let n), .unfav(let n): [.init("pokemon", .int(n))]
    case .settingsTema(let tema): [.init("tema", .symbol(tema.rawValue))]
    case .set(let knob, let faithful):
      [.init("knob", .symbol(knob.name)), .init("value", .symbol(knob.word(faithful: faithful)))]
    case .platform(let p): [.init("platform", .symbol(p.rawValue))]
    case .observeLink(let initial, let p), .observeScene(let initial, let p):
      [.init("initial", .bool(initial)), .init("platform", .symbol(p.rawValue))]
    case .restaurar(let p), .didReceive(let p), .requestAtLaunch(let p):
      [.init("platform", .symbol(p.rawValue))]
    case .launch, .launchByTap, .launchByLink, .netSlow, .terminate, .install, .uninstall, .signup,
      .login, .submit, .allow, .deny, .logout, .confirmLogout, .cancel, .back, .swipeBack,
      .tapOutside, .dragDown, .reset, .authViewAppears, .authViewDisappears,
      .contentBuilt, .contentDestroyed, .notificationArrives,
      .tapWithoutDelegate,
      .delegateInstalledLate,
      .intentReceived, .openURLUnreceived, .onOpenURL, .onNewIntent,
      .deliverActivityLink, .dismiss, .dismissalEnded:
      []
    }
  }
}

/// A typed field of an event, by name: `{"url":"pokedex://pokemon/1"}` in JSON.
public struct Field: Sendable, Equatable {
  public var name: String
  public var value: Value
  package init(_ name: String, _ value: Value) {
    self.name = name
    self.value = value
  }
}
