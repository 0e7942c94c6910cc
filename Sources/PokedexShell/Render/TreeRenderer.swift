import PokedexCore

/// What is built, from the window down, as an indented tree: what `tree` prints. The stacks
/// are the screen's (pantalla), so a divergence shows.
public enum TreeRenderer {
  public static func lines(_ world: World, language: Language = .en) -> [String] {
    guard let app = world.app else {
      return [
        Words(en: "Window (the app is not running)", es: "Window (la app no está en marcha)")(
          language)
      ]
    }
    var out = [
      Words(en: "Window (scene ", es: "Window (escena ")(language) + "\(app.escena.rawValue))"
    ]
    out.append("└─ RaizConSesion: \(app.branch.rawValue)")
    switch app.branch {
    case .comprobando:
      out.append("   └─ ProgressView")
    case .formulario:
      if let f = app.formulario {
        out.append("   └─ AuthView (\(f.modo.rawValue))")
      }
    case .sinCuentas, .conSesion:
      guard let c = app.contenido else { break }
      out.append("   └─ ContentView")
      out.append("      └─ TabView (selection: \(c.pestana.rawValue))")
      let n = world.dispositivo.sandbox.favoritos.count
      let tabs: [(Pestana, String, String)] = [
        (.lista, "Pokédex", "PokemonListView"),
        (
          .favoritos,
          "Favoritos"
            + (n > 0 ? Words(en: " (badge \"\(n)\")", es: " (insignia \"\(n)\")")(language) : ""),
          "FavoritesView"
        ),
        (.ajustes, "Ajustes", "SettingsView"),
      ]
      for (i, (pestana, title, raiz)) in tabs.enumerated() {
        let last = i == tabs.count - 1
        let branch = last ? "└─ " : "├─ "
        let pipe = last ? "   " : "│  "
        let selected = Words(en: " ◀ selected", es: " ◀ seleccionada")(language)
        out.append("         " + branch + title + (c.pestana == pestana ? selected : ""))
        if pestana == .ajustes {
          let cuenta = app.sesion.map { " (Cuenta: \($0))" } ?? ""
          out.append("         " + pipe + "└─ NavigationStack: SettingsView" + cuenta)
        } else {
          let stack = app.pantalla.stack(pestana) ?? []
          let detalles = stack.map { " › " + Reconciler.label($0) }.joined()
          out.append("         " + pipe + "└─ NavigationStack: " + raiz + detalles)
        }
      }
    }
    if let p = app.pantalla.presentado {
      out.append(
        Words(en: "presented: ", es: "presentado: ")(language) + language.presented(p)
          + (p.message.map { " " + guillemets($0) } ?? "") + language.buttons(p))
    }
    return out
  }
}
