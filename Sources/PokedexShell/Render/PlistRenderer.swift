import PokedexCore

/// The Info of the target as `plutil -p` prints an Info.plist (lesson 003: «plutil -p escribe un
/// .plist como texto legible»): what `show info` prints.
///
///     {
///       "CFBundleDisplayName" => "Pokédex"
///       "UIApplicationSceneManifest" => {
///         "UIApplicationSupportsMultipleScenes" => true
///       }
///     }
public enum PlistRenderer {
  public static func lines(_ info: InfoPlist) -> [String] {
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
