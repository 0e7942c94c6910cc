import Testing

@testable import PokedexCore

/// Every kind of rejected action: an error that says why, and the world exactly as before.
@Suite("Rejected actions")
struct RejectionTests {
  // MARK: App and device

  @Test("launch is rejected while running")
  func launchWhileRunning() {
    var store = Store()
    expectRejected(&store, .launch, because: .alreadyRunning)
  }

  @Test("launch on an app not installed installs it, then launches it (Xcode's Run)")
  func launchNotInstalled() {
    var store = Store()
    accepted(&store, .uninstall)
    let step = accepted(&store, .launch)
    #expect(actions(step).prefix(2) == [.install, .launch])
    #expect(step.notes.first == .runInstalls(.ios))
    #expect(value(store, .field(.dispositivoInstalada)) == .bool(true))
    #expect(value(store, .field(.appEnMarcha)) == .bool(true))
  }

  @Test("restart is rejected when the app is not running")
  func restartNotRunning() {
    var store = Store()
    accepted(&store, .terminate)
    expectRejected(&store, .restart, because: .notRunning)
  }

  @Test("terminate is rejected when the app is not running")
  func terminateNotRunning() {
    var store = Store()
    accepted(&store, .terminate)
    expectRejected(&store, .terminate, because: .notRunning)
  }

  @Test("install is rejected when the app is installed")
  func installInstalled() {
    var store = Store()
    expectRejected(&store, .install, because: .alreadyInstalled)
  }

  @Test("uninstall is rejected when the app is not installed")
  func uninstallNotInstalled() {
    var store = Store()
    accepted(&store, .uninstall)
    expectRejected(&store, .uninstall, because: .notInstalled)
  }

  @Test("scene is rejected when the app is not running")
  func sceneNotRunning() {
    var store = Store()
    accepted(&store, .terminate)
    expectRejected(&store, .scene(.background), because: .notRunning)
  }

  @Test(
    "links and notifications are rejected when the app is not installed",
    arguments: [
      UserAction.openURL("pokedex://lista"), .tapNotification(nil), .notify(nil),
    ])
  func linksNotInstalled(_ action: UserAction) {
    var store = Store()
    accepted(&store, .uninstall)
    expectRejected(&store, action, because: .notInstalled)
  }

  // MARK: The guard: content and the form

  @Test(
    "a tab while content is not built is rejected",
    arguments: Pestana.allCases)
  func tabWithoutContent(_ pestana: Pestana) {
    var store = Store()
    expectRejected(&store, .tab(pestana), because: .noTabs)
  }

  @Test(
    "content actions while content is not built are rejected",
    arguments: [
      UserAction.open(25), .back, .swipeBack, .fav(25), .unfav(25), .settingsTema(.oscuro),
      .settingsFavoritosPorNumero(true), .logout(confirm: false), .logout(confirm: true),
    ])
  func contentActionsWithoutContent(_ action: UserAction) {
    var store = Store()
    expectRejected(&store, action, because: .noTabs)
  }

  @Test("content actions are rejected while the app is not running")
  func contentActionsNotRunning() {
    var store = conSesion()
    accepted(&store, .terminate)
    for action: UserAction in [.tab(.favoritos), .open(1), .fav(1), .logout(confirm: false)] {
      expectRejected(&store, action, because: .notRunning)
    }
  }

  @Test("logout without a «Cuenta» section is rejected")
  func logoutWithoutCuenta() {
    var store = Store(hayCuentas: false)
    expectRejected(&store, .logout(confirm: false), because: .noAccountSection)
    expectRejected(&store, .logout(confirm: true), because: .noAccountSection)
  }

  @Test(
    "login, signup, type, clear, submit and form mode are rejected when the form is not on screen",
    arguments: [
      UserAction.login(email: ashEmail, password: Secret(key)),
      .signup(email: ashEmail, password: Secret(key)), .type(.email("a")),
      .type(.password(Secret("a"))), .clear(.email), .clear(.password), .submit,
      .formMode(.crearCuenta),
    ])
  func formNotOnScreen(_ action: UserAction) {
    var signedIn = conSesion()
    expectRejected(&signedIn, action, because: .noForm)
    var sinCuentas = Store(hayCuentas: false)
    expectRejected(&sinCuentas, action, because: .noForm)
    var stopped = Store()
    accepted(&stopped, .terminate)
    expectRejected(&stopped, action, because: .notRunning)
  }

  // MARK: Navigation

  @Test("open on ajustes is rejected")
  func openOnAjustes() {
    var store = conSesion()
    accepted(&store, .tab(.ajustes))
    expectRejected(&store, .open(25), because: .ajustesHasNoPokemon)
  }

  @Test("open of a non-favorite on favoritos is rejected")
  func openNonFavorite() {
    var store = conSesion()
    accepted(&store, .fav(1))
    accepted(&store, .tab(.favoritos))
    expectRejected(&store, .open(25), because: .notAFavorite)
  }

  @Test("back and swipe-back at the root are rejected", arguments: [UserAction.back, .swipeBack])
  func backAtRoot(_ action: UserAction) {
    var store = conSesion()
    expectRejected(&store, action, because: .atRoot)
    accepted(&store, .tab(.favoritos))
    expectRejected(&store, action, because: .atRoot)
  }

  @Test("back on ajustes is rejected: it has no stack")
  func backOnAjustes() {
    var store = conSesion()
    accepted(&store, .tab(.ajustes))
    expectRejected(&store, .back, because: .ajustesHasNoStack)
  }

  @Test("back after a divergence is judged by the screen: at its root it is rejected")
  func backJudgedByScreen() {
    var store = conSesion()
    accepted(&store, .open(25))
    accepted(&store, .set(.reportDismissals, faithful: false))
    accepted(&store, .back)
    expectRejected(&store, .back, because: .atRoot)
  }

  // MARK: Dialogs

  @Test("tap-outside on an Android sheet is rejected")
  func tapOutsideAndroid() {
    var store = conSesion(.android)
    accepted(&store, .logout(confirm: false))
    expectRejected(&store, .tapOutside, because: .sheetNeedsDragDown)
  }

  @Test("drag-down on an iOS dialog is rejected")
  func dragDownIOS() {
    var store = conSesion()
    accepted(&store, .logout(confirm: false))
    expectRejected(&store, .dragDown, because: .dialogNeedsTapOutside)
  }

  @Test(
    "dismiss gestures with nothing presented are rejected",
    arguments: [UserAction.tapOutside, .dragDown])
  func gestureNothingPresented(_ action: UserAction) {
    var store = conSesion()
    expectRejected(&store, action, because: .nothingPresented)
  }

  @Test(
    "confirm and cancel with no confirmation on screen are rejected",
    arguments: [UserAction.confirm, .cancel])
  func confirmWithoutDialog(_ action: UserAction) {
    var store = conSesion()
    expectRejected(&store, action, because: .noConfirmation)
    var form = Store()
    expectRejected(&form, action)
  }

  @Test(
    "the system alert is answered only with allow or deny",
    arguments: [UserAction.tapOutside, .dragDown, .confirm, .cancel])
  func alertOnlyAllowDeny(_ action: UserAction) {
    for platform in Plataforma.allCases {
      var store = conSesion(platform)
      accepted(&store, .permissionRequest(.notifications, provisional: false))
      expectRejected(&store, action, because: .alertNeedsAnswer, .answerTheAlert)
    }
  }

  @Test(
    "while the logout dialog is open other taps on the app are rejected",
    arguments: [
      UserAction.tab(.lista), .open(1), .fav(1), .back, .settingsTema(.claro),
      .logout(confirm: false), .permissionRequest(.notifications, provisional: false),
    ])
  func dialogBlocksTaps(_ action: UserAction) {
    var store = conSesion()
    accepted(&store, .logout(confirm: false))
    expectRejected(&store, action, because: .dialogOpen)
  }

  @Test("while the system alert is shown the form is not reachable")
  func alertBlocksForm() {
    var store = Store()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    expectRejected(&store, .type(.email("a")), because: .alertInFront)
    expectRejected(&store, .login(email: ashEmail, password: Secret(key)), because: .alertInFront)
  }

  // MARK: Permissions

  @Test("allow and deny with no system dialog are rejected", arguments: [UserAction.allow, .deny])
  func allowWithoutDialog(_ action: UserAction) {
    var store = Store()
    expectRejected(&store, action, because: .noSystemDialog)
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    accepted(&store, .allow)
    expectRejected(&store, action, because: .noSystemDialog)
  }

  @Test("allow is rejected while the app is not running")
  func allowNotRunning() {
    var store = Store()
    accepted(&store, .terminate)
    expectRejected(&store, .allow, because: .notRunning)
  }

  @Test("--provisional for the camera is rejected")
  func provisionalCamera() {
    var store = Store()
    expectRejected(
      &store, .permissionRequest(.camera, provisional: true), because: .provisionalNotificationsOnly
    )
  }

  @Test("permission request is rejected while the app is not running")
  func requestNotRunning() {
    var store = Store()
    accepted(&store, .terminate)
    expectRejected(
      &store, .permissionRequest(.notifications, provisional: false), because: .notRunning)
    expectRejected(&store, .permissionRequest(.camera, provisional: false), because: .notRunning)
  }

  @Test("permission request while the system alert is shown is rejected")
  func requestWhileAlert() {
    var store = Store()
    accepted(&store, .permissionRequest(.notifications, provisional: false))
    expectRejected(
      &store, .permissionRequest(.camera, provisional: false), because: .alertInFront)
  }

  @Test("permission request with the app in the background is rejected")
  func requestInBackground() {
    var store = Store()
    accepted(&store, .scene(.background))
    expectRejected(
      &store, .permissionRequest(.notifications, provisional: false),
      because: .dialogNeedsForeground)
  }

  @Test("permission request with the scene inactive is rejected: it needs the scene active")
  func requestWhileInactive() {
    // docs/reference.md §5.5: pdx's choice, the request needs the scene active, not merely
    // out of the background.
    var store = Store()
    accepted(&store, .scene(.inactive))
    expectRejected(
      &store, .permissionRequest(.notifications, provisional: false),
      because: .dialogNeedsForeground)
    expectRejected(
      &store, .permissionRequest(.notifications, provisional: true), because: .dialogNeedsForeground
    )
  }

  // MARK: A rejection reports a reason and keeps the step numbering

  @Test("a rejection says why, as a value, and still takes a step number")
  func rejectionShape() {
    var store = Store()
    let step = expectRejected(&store, .tab(.favoritos))
    #expect(step.rejection == .noTabs(.formulario))
    #expect(step.changes.isEmpty && step.ui.isEmpty && step.notes.isEmpty && step.log.isEmpty)
    #expect(step.number == 1)
    #expect(store.send(.net(false)).number == 2)
  }
}
