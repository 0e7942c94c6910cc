/// The metavariables of usage lines and argument errors (`FILE`, `KNOB`, `VALUE`): English
/// words in capitals, which a Spanish session spells as one Spanish word each (the team's
/// glossary, docs/glossary.md). Everything else in a synopsis (commands, options, values) is
/// code and stays as it is.
public enum Placeholders {
  /// Each English metavariable and its Spanish word.
  static let spanish: [String: String] = [
    "FILE": "FICHERO", "FOLDER": "CARPETA", "DIR": "CARPETA", "PATH": "RUTA",
    "GROUP": "GRUPO", "COMMAND": "ORDEN", "KNOB": "PALANCA", "VALUE": "VALOR",
    "KIND": "TIPO", "PHASE": "FASE", "TAB": "PESTAÑA", "MODE": "MODO", "NAME": "NOMBRE",
    "KEY": "CLAVE", "TEXT": "TEXTO", "EMAIL": "CORREO",
    "PASSWORD": "CONTRASEÑA", "SIZE": "TAMAÑO", "DURATION": "DURACIÓN",
    "PATTERN": "PATRÓN", "GLOB": "PATRÓN", "OPTIONS": "OPCIONES", "SHELL": "SHELL",
    "YYYY": "AAAA", "OP": "OPERADOR", "TOPIC": "TEMA", "PLATFORM": "PLATAFORMA",
    "FIELD": "CAMPO", "ON": "VALOR", "SUBCOMMAND": "SUBCOMANDO",
  ]

  /// `text` with every metavariable in `language`: a run of capitals (and `_`, so that
  /// `LC_ALL` stays whole) that the table knows is replaced; any other word is left.
  ///
  ///     Placeholders.localized("set KNOB VALUE", .es)  // "set PALANCA VALOR"
  public static func localized(_ text: String, _ language: Language) -> String {
    guard language == .es else { return text }
    // A Pokémon's ID is its number; an event's ID (`expect note ID`) is an id, as in Spanish.
    let text = text.replacing("ID|NAME", with: "NÚMERO|NOMBRE")
    var out = ""
    var word = ""
    func flush() {
      out += spanish[word] ?? word
      word = ""
    }
    for c in text {
      if c.isUppercase && c.isASCII || c == "_" || (!word.isEmpty && c.isASCII && c.isNumber) {
        word.append(c)
      } else {
        flush()
        out.append(c)
      }
    }
    flush()
    return out
  }

  /// `text` in both languages.
  public static func words(_ text: String) -> Words {
    Words(en: text, es: localized(text, .es))
  }
}
