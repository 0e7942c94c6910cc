import PdxLanguage
@_spi(Internals) import PokedexCore

/// The prompt says where the user is: the guard's branch, the tab and the top of its stack,
/// an open dialog.
public enum Prompt {
  public static func text(_ world: World, language: Language = .en) -> String {
    var parts: [String] = []
    if world.dispositivo.plataforma == .android { parts.append("android") }
    if let app = world.app {
      if let c = app.contenido {
        var here = c.pestana.rawValue
        if let top = app.pantalla.stack(c.pestana)?.last, let p = Catalog.pokemon(top) {
          here += "/" + p.slug
        }
        parts.append(here)
      } else {
        parts.append(app.branch.rawValue)
      }
      if let p = app.pantalla.presentado { parts.append("[" + p.title + "]") }
    } else {
      parts.append(
        world.dispositivo.instalada
          ? Words(en: "(not running)", es: "(sin arrancar)")(language)
          : Words(en: "(not installed)", es: "(sin instalar)")(language))
    }
    return "pdx " + parts.joined(separator: " ") + "> "
  }
}
