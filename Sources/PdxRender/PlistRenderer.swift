import PdxLanguage
@_spi(Internals) import PokedexCore

/// An Info as `plutil -p` prints an Info.plist (lesson 003: «plutil -p escribe un .plist como
/// texto legible»): `show info` prints the installed build's.
///
///     {
///       "CFBundleDisplayName" => "Pokédex"
///       "UIApplicationSceneManifest" => {
///         "UIApplicationSupportsMultipleScenes" => true
///       }
///     }
public enum PlistRenderer {
  /// What `show info` prints: the Info.plist of the build installed (lesson 003: «ejecuta la app
  /// una vez (Cmd+R) y […] pídele a la Terminal el Info.plist de la app instalada»), and a line
  /// when the target's Info has changed since that build; or why there is none.
  public static func installed(_ world: World, language: Language) -> [String] {
    guard world.dispositivo.plataforma == .ios else {
      return [
        Words(
          en: "the Android app has no Info.plist: the Info is the iOS target's (the path info"
            + " lists its keys)",
          es: "la app de Android no tiene Info.plist: el Info es el del target de iOS (la ruta"
            + " info lista sus claves)")(language)
      ]
    }
    guard let info = world.dispositivo.info else {
      return [
        Words(
          en: "the app is not installed: there is no Info.plist to print (launch or install"
            + " builds the target and installs it)",
          es: "la app no está instalada: no hay Info.plist que mostrar (launch o install"
            + " compilan el target y lo instalan)")(language)
      ]
    }
    var out = lines(info)
    if info != world.proyecto.info {
      out.append(
        Words(
          en: "the target's Info has changed since this build (the path info): launch builds"
            + " it again",
          es: "el Info del target ha cambiado desde esta compilación (la ruta info): launch la"
            + " vuelve a compilar")(language))
    }
    return out
  }

  package static func lines(_ info: InfoPlist) -> [String] {
    var out = ["{"]
    write(info.entries, indent: "  ", into: &out)
    out.append("}")
    return out
  }

  /// Keys sorted, as plutil prints them.
  private static func write(
    _ dictionary: [String: InfoValue], indent: String, into out: inout [String]
  ) {
    for key in dictionary.keys.sorted() {
      let head = indent + quoted(key) + " => "
      switch dictionary[key]! {
      case .text(let text): out.append(head + quoted(text))
      case .flag(let flag): out.append(head + (flag ? "true" : "false"))
      case .dictionary(let inner):
        out.append(head + "{")
        write(inner, indent: indent + "  ", into: &out)
        out.append(indent + "}")
      }
    }
  }

  private static func quoted(_ text: String) -> String {
    "\"" + Quoting.visible(text, limit: 200) + "\""
  }
}
