import PdxLanguage
import PdxText
import PokedexCore

extension Help {
  /// `help ids`: every event id, by kind, each with an example of its sentence in `language`
  /// (from `EventSamples`): what `expect KIND ID` takes, without leaving the shell.
  static func ids(width: Int, language: Language = .en) -> [String] {
    let out = Wrap.lines(
      Words(
        en: "Event ids: expect KIND ID holds when the last command's step has that event. Each id"
          + " with an example of its sentence; set ids on shows them beside each step's"
          + " sentences.",
        es: "Los ids de los eventos: expect TIPO ID se cumple cuando el paso de la última orden"
          + " tiene ese evento. Cada id con un ejemplo de su frase; set ids on los muestra junto"
          + " a las frases de cada paso.")(language),
      width: width, indent: "")
    return out + idLines(EventSamples.rows(language), width: width)
  }

  /// The rows under a kind's heading each (`note:`), the kinds a script asserts most first,
  /// each id with its sentence wrapped below it: `help ids`, and an exercise's own.
  public static func idLines(
    _ rows: [(kind: String, id: String, fields: [Field], text: String)], width: Int
  ) -> [String] {
    var out: [String] = []
    var kind = ""
    for row in ordered(rows) {
      if row.kind != kind {
        kind = row.kind
        out.append("\(kind):")
      }
      out.append("  " + row.id)
      out += Wrap.lines(row.text, width: width, first: "      ", indent: "      ")
    }
    return out
  }

  /// The kinds a script asserts most first: note, ui, log, then action, error, warning.
  public static func ordered(_ rows: [(kind: String, id: String, fields: [Field], text: String)])
    -> [(kind: String, id: String, fields: [Field], text: String)]
  {
    let order = ["note", "ui", "log", "action", "error", "warning"]
    return order.flatMap { kind in rows.filter { $0.kind == kind } }
  }
}
