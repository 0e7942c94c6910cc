/// The guard at the root (RaizConSesion): its four branches, and what each one builds.
extension AppProceso {
  /// The guard's branch, derived exactly as RaizConSesion's `if`: without accounts the app goes
  /// straight in; while the session is restored, a spinner; with a session, the content;
  /// otherwise the form.
  public var rama: Rama {
    if !hayCuentas { return .sinCuentas }
    if comprobando { return .comprobando }
    if sesion != nil { return .conSesion }
    return .formulario
  }
}

extension Rama {
  /// Content (the TabView with its tabs, stacks and observers) exists only in these two.
  public var construyeContenido: Bool { self == .sinCuentas || self == .conSesion }
}
