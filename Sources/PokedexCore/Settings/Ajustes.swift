extension Engine {
  /// `settings tema …`: Ajustes' theme, kept in the sandbox. ContentView applies it at its
  /// root, so a new theme repaints every tab (lesson 001: «El tema se aplica en la raíz:
  /// dentro de la pantalla de ajustes solo pintaría esa pestaña»).
  mutating func settingsTema(_ tema: Tema) throws(Rejection) {
    try requireScreen(.ajustes)
    change(
      { $0.dispositivo.sandbox.tema }, { $0.dispositivo.sandbox.tema = $1 }, to: tema,
      .settingsTema(tema), .tema(tema),
      then: { e, changed in
        guard changed else { return }
        // Inside SettingsView (`theme-at-root off`) the modifier paints only its own tab.
        e.ui(
          e.world.knobs[.themeAtRoot]
            ? .repaint(tema, e.platform) : .repaintAjustesOnly(tema, e.platform))
      })
  }

  /// `settings favoritosPorNumero on|off`: favorites ordered by number, kept in the sandbox.
  mutating func settingsFavoritosPorNumero(_ on: Bool) throws(Rejection) {
    try requireScreen(.ajustes)
    change(
      { $0.dispositivo.sandbox.favoritosPorNumero },
      { $0.dispositivo.sandbox.favoritosPorNumero = $1 },
      to: on, .settingsFavoritosPorNumero(on), .favoritosPorNumero(on))
  }
}
