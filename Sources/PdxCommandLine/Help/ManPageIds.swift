import PdxCommands
import PdxLanguage
import PokedexCore

extension ManPage {
  /// The page's EVENT IDS section: every id `expect KIND ID` takes, by kind, with an example
  /// of its sentence in the page's language, as `help ids` lists them in the shell.
  var eventIds: [String] {
    var out = [".SH " + Self.roff(language == .es ? "IDS DE LOS EVENTOS" : "EVENT IDS")]
    out += paragraphs([
      Words(
        en: "expect KIND ID holds when the last command's step has an event of that kind with"
          + " that id; set ids on (or --ids) prints each event's id beside its sentence. Each id,"
          + " with an example of its sentence:",
        es: "expect TIPO ID se cumple cuando el paso de la última orden tiene un evento de ese"
          + " tipo con ese id; set ids on (o --ids) escribe el id de cada evento junto a su"
          + " frase. Cada id, con un ejemplo de su frase:")(language)
    ])
    for row in Help.ordered(EventSamples.rows(language)) {
      out += [".TP", "\\fB" + Self.roff("\(row.kind) \(row.id)") + "\\fR", Self.roff(row.text)]
    }
    return out
  }
}
