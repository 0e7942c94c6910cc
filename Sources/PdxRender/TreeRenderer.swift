import PdxLanguage
@_spi(Internals) import PokedexCore

/// What is built, from the window down, as an indented tree: what `tree` prints. The stacks
/// are the screen's (pantalla), so a divergence shows. ContentView's line names the theme it
/// applies at its root (lesson 001: «El tema se aplica en la raíz»). On Android the SwiftUI
/// views are named by what they are (the tabs, a stack, the spinner): Android prints no iOS API.
public enum TreeRenderer {
  public static func lines(_ world: World, language: Language = .en) -> [String] {
    guard let app = world.app else {
      return [
        Words(en: "Window (the app is not running)", es: "Window (la app no está en marcha)")(
          language)
      ]
    }
    var out = [
      Words(en: "Window (scene ", es: "Window (escena: ")(language) + "\(app.escena.rawValue))"
    ]
    let ios = world.dispositivo.plataforma == .ios
    let tabView = ios ? "TabView" : Words(en: "tabs", es: "pestañas")(language)
    let stackView = ios ? "NavigationStack" : Words(en: "stack", es: "pila")(language)
    out.append("└─ RaizConSesion: \(app.branch.rawValue)")
    switch app.branch {
    case .comprobando:
      out.append(
        "   └─ " + (ios ? "ProgressView" : Words(en: "spinner", es: "ruedecita")(language)))
    case .formulario:
      if let f = app.formulario {
        out.append("   └─ AuthView (\(f.modo.rawValue))")
      }
    case .sinCuentas, .conSesion:
      guard let c = app.contenido else { break }
      let tema = world.dispositivo.sandbox.tema.rawValue
      out.append(
        "   └─ ContentView (tema " + tema + (ios ? ", .preferredColorScheme)" : ")"))
      let selection =
        ios ? "selection: " : Words(en: "selected: ", es: "seleccionada: ")(language)
      out.append("      └─ " + tabView + " (" + selection + c.pestana.rawValue + ")")
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
          out.append("         " + pipe + "└─ " + stackView + ": SettingsView" + cuenta)
        } else {
          let stack = app.pantalla.stack(pestana) ?? []
          let detalles = stack.map { " › " + Reconciler.label($0) }.joined()
          out.append("         " + pipe + "└─ " + stackView + ": " + raiz + detalles)
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
