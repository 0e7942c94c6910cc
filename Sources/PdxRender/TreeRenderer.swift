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
    let spinner = ios ? "ProgressView" : Words(en: "spinner", es: "ruedecita")(language)
    // What the guard shows for its branch when it is not the content: at the root, or, with a
    // guard on each screen (guard-at-root off), in each tab's screen under the TabView.
    var guardView: String?
    switch app.branch {
    case .comprobando: guardView = spinner
    case .formulario: guardView = app.formulario.map { "AuthView (\($0.modo.rawValue))" }
    case .sinCuentas, .conSesion: break
    }
    guard let c = app.contenido else {
      if let guardView { out.append("   └─ " + guardView) }
      return out + presented(app, language)
    }
    // The theme at the root, or inside SettingsView (theme-at-root off: only its tab).
    let tema = world.dispositivo.sandbox.tema.rawValue
    let atRoot = world.knobs[.themeAtRoot]
    out.append(
      "   └─ ContentView (tema " + (atRoot ? tema : Tema.sistema.rawValue)
        + (ios && atRoot ? ", .preferredColorScheme)" : ")"))
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
        let theme = atRoot ? "" : " (tema " + tema + ", .preferredColorScheme)"
        out.append(
          "         " + pipe + "└─ " + stackView + ": "
            + (guardView ?? "SettingsView" + cuenta + theme))
      } else {
        let stack = app.pantalla.stack(pestana) ?? []
        let detalles = stack.map { " › " + Reconciler.label($0) }.joined()
        out.append("         " + pipe + "└─ " + stackView + ": " + (guardView ?? raiz) + detalles)
      }
    }
    return out + presented(app, language)
  }

  /// The line of what the screen presents, if anything.
  private static func presented(_ app: AppProceso, _ language: Language) -> [String] {
    guard let p = app.pantalla.presentado else { return [] }
    return [
      Words(en: "presented: ", es: "presentado: ")(language) + language.presented(p)
        + (p.message.map { " " + guillemets($0) } ?? "") + language.buttons(p)
    ]
  }
}
