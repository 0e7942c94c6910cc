extension Engine {
  /// The command's own action, then every follow-up. Only dispatches: each command's handler,
  /// named after the command, lives in its feature's file. A handler throws a rejection before
  /// recording anything when the command is not possible now.
  mutating func run(_ action: UserAction) throws(Rejection) {
    switch action {
    case .launch: try launch()
    case .terminate: try terminate()
    case .restart: try restart()
    case .install: try install()
    case .uninstall: try uninstall()
    case .scene(let fase): try scene(fase)
    case .configAccounts(let on): configAccounts(on)
    case .date(let fecha): date(fecha)
    case .net(let on): net(on)
    case .netSlow: netSlow()
    case .signup(let email, let password): try signup(email, password)
    case .login(let email, let password): try login(email, password)
    case .formMode(let modo): try formMode(modo)
    case .type(let text): try type(text)
    case .clear(let field): try clear(field)
    case .submit: try submit()
    case .logout(let confirm): try logout(confirm: confirm)
    case .confirm: try confirm()
    case .cancel: try cancel()
    case .tapOutside: try tapOutside()
    case .dragDown: try dragDown()
    case .openURL(let url): try openURL(url)
    case .tapNotification(let url): try tapNotification(url ?? world.linkOfTheDay)
    case .tapNotificationWithoutLink: try tapNotification(nil)
    case .notify(let url): try notify(url ?? world.linkOfTheDay)
    case .permissionRequest(let permission, let provisional):
      try permissionRequest(permission, provisional: provisional)
    case .allow: try allow()
    case .deny: try deny()
    case .systemSettings(let permission, let on): try systemSettings(permission, on)
    case .systemSettingsRestrictions(let on): try systemSettingsRestrictions(on)
    case .plistAdd(let key, let value): plistAdd(key, value)
    case .plistRemove(let key): plistRemove(key)
    case .tab(let pestana): try tab(pestana)
    case .open(let n): try open(n)
    case .back: try back()
    case .swipeBack: try swipeBack()
    case .fav(let n): try fav(n)
    case .unfav(let n): try unfav(n)
    case .settingsTema(let tema): try settingsTema(tema)
    case .settingsFavoritosPorNumero(let on): try settingsFavoritosPorNumero(on)
    case .set(let knob, let faithful): try set(knob, faithful: faithful)
    }
    drain()
  }
}
