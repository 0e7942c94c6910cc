/// Everything a user (or a script) can do to the simulated world.
public enum UserAction: Sendable, Equatable {
  // App and device
  case launch, terminate, restart, install, uninstall
  case scene(ScenePhase)
  case configAccounts(Bool)
  case date(SimDate)
  case net(Bool)
  /// `net slow`: the backend answers only at the next `net on|off`.
  case netSlow
  // Auth
  case signup(email: String, password: Secret)
  case login(email: String, password: Secret)
  case formMode(ModoFormulario)
  case type(FieldText)
  case clear(FormField)
  case submit
  // Session and dialogs
  case logout(confirm: Bool)
  case confirm, cancel, tapOutside, dragDown
  // Links, notifications, permissions
  case openURL(String)
  case tapNotification(String?)
  /// `tap-notification --no-link`: a notification whose userInfo has no `enlace`.
  case tapNotificationWithoutLink
  case notify(String?)
  case permissionRequest(Permission, provisional: Bool)
  case allow, deny
  case systemSettings(Permission, Bool)
  /// Screen Time's restrictions on notifications, on or off.
  case systemSettingsRestrictions(Bool)
  case plistAdd(String, String)
  case plistRemove(String)
  // Navigation and settings
  case tab(Pestana)
  case open(Int)
  case back, swipeBack
  case fav(Int)
  case unfav(Int)
  case settingsTema(Tema)
  case settingsFavoritosPorNumero(Bool)
  // Knobs
  /// `set KNOB VALUE`: the knob at its faithful value (the lesson's fix) or at its pitfall.
  case set(Knob, faithful: Bool)
}
