/// Every sentence the pictures and the walkthrough pages write around what a script did (their
/// chrome), in one place and in every language pdx speaks. Actors, screens' state values and
/// commands are code: the same in every language.
import PdxLanguage

enum PictureText {
  /// The note that ends each part of a diagram too long for one.
  static func part(_ k: Int, of n: Int, limit: Int, _ language: Language) -> String {
    let most = Numbers.grouped(limit, language)
    return Words(
      en: "Part \(k) of \(n): too long for one Mermaid diagram (at most \(most) characters), the"
        + " script is drawn in \(n) parts"
        + (k < n ? "; part \(k + 1) goes on from here" : ""),
      es: "Parte \(k) de \(n): demasiado largo para un solo diagrama de Mermaid (como mucho"
        + " \(most) caracteres), el guion se dibuja en \(n) partes"
        + (k < n ? "; la parte \(k + 1) sigue desde aquí" : ""))(language)
  }

  /// The place the map's moves from three boxes or more leave from.
  static func anywhere(_ language: Language) -> String {
    Words(en: "any screen", es: "cualquier pantalla")(language)
  }

  /// How the map marks the screens the scripts visit: filled (Mermaid) or green (DOT).
  static let filled = Words(en: "filled", es: "rellenas")
  static let green = Words(en: "green", es: "en verde")

  /// The map's legend, a line each: where the search starts, what a box and "any screen"
  /// mean, what a label counts; with coverage, how covered screens are marked (`covered`:
  /// `filled` or `green`) and the figure. In the graph's language.
  static func legend(
    _ graph: ScreenGraph, _ map: ScreenMap, coverage: ScreenGraph.Coverage?, covered: Words
  ) -> [String] {
    let language = graph.language
    let start = graph.screens.first ?? ""
    var lines = [
      Words(en: "How to read this map", es: "Cómo leer este mapa")(language),
      Words(en: "bold: where it starts, ", es: "en negrita: donde empieza, ")(language) + start,
    ]
    if !map.boxes.isEmpty {
      lines.append(
        Words(
          en: "a box: a family of screens; an arrow from it, from one",
          es: "una caja: una familia de pantallas; una flecha desde ella, desde una de ellas")(
            language))
    }
    if map.hasAnywhere {
      let from = ScreenMap.anywhereFrom
      lines.append(
        anywhere(language)
          + Words(
            en: ": the move from \(from) boxes or more",
            es: ": el movimiento desde \(from) cajas o más")(language))
    }
    lines.append(
      Words(en: "a label: two commands, +N more", es: "una etiqueta: dos órdenes, +N más")(
        language))
    if let coverage {
      lines.append(
        covered(language)
          + Words(
            en: ": what the scripts visit; ✓ a move they make",
            es: ": lo que visitan los guiones; ✓ un movimiento que hacen")(language))
      lines.append(graph.summary(coverage))
    }
    return lines
  }

  /// The comment on a part's second line: `part 1 of 3`.
  static func partComment(_ k: Int, of n: Int, _ language: Language) -> String {
    Words(en: "part \(k) of \(n)", es: "parte \(k) de \(n)")(language)
  }
}

/// The walkthrough page's own words (`pdx walk --markdown`, docs/reference.md §8.4), in the
/// page's language. The mark that starts the generated line (`Page.mark(_:)`) is in it too, and
/// a page written in either is pdx's to replace in both.
enum PageText {
  static func generated(_ shown: String, _ language: Language) -> String {
    Page.mark(language) + "\(shown)`"
      + Words(
        en: ": edit the script, not this page. -->", es: ": edita el guion, no esta página. -->")(
        language)
  }

  static func indexGenerated(_ folder: String, _ language: Language) -> String {
    Page.mark(language) + "\(folder)`"
      + Words(
        en: ": edit the scripts, not these pages. -->",
        es: ": edita los guiones, no estas páginas. -->")(language)
  }

  static func indexTitle(_ language: Language) -> String {
    Words(en: "Walkthroughs", es: "Recorridos")(language)
  }

  /// Under the introduction: how the page is drawn.
  static func howToRead(_ shown: String, _ language: Language) -> String {
    Words(
      en: "Each section is drawn as a sequence diagram of its commands: who sends what to whom,"
        + " and the changes the section is about. Every transition is folded under its command;"
        + " `pdx graph \(shown) --detail all` draws the whole chain.",
      es: "Cada sección se dibuja como un diagrama de secuencia de sus órdenes: quién envía qué a"
        + " quién, y los cambios de los que trata la sección. Cada transición está plegada bajo"
        + " su orden; `pdx graph \(shown) --detail all` dibuja la cadena entera.")(language)
  }

  /// Before a section's diagram drawn in parts.
  static func inParts(_ n: Int, _ language: Language) -> String {
    let most = Numbers.grouped(Mermaid.maxText, language)
    return Words(
      en: "*This section is drawn in \(n) parts: Mermaid draws at most \(most) characters in one"
        + " diagram.*",
      es: "*Esta sección se dibuja en \(n) partes: Mermaid dibuja como mucho \(most) caracteres"
        + " en un diagrama.*")(language)
  }

  static func refused(_ language: Language) -> String {
    Words(en: "refused, as the walkthrough expects", es: "rechazada, como espera el recorrido")(
      language)
  }

  static func stops(_ language: Language) -> String {
    Words(en: "*The walkthrough stops here.*", es: "*El recorrido se detiene aquí.*")(language)
  }

  /// `FILE:LINE: failed: got …` (the actual part when there is one).
  static func failed(_ location: String?, got actual: String?, _ language: Language)
    -> String
  {
    (location.map { "\($0): " } ?? "") + Words(en: "failed", es: "falló")(language)
      + (actual.map { Words(en: ": got `\($0)`", es: ": se obtuvo `\($0)`")(language) } ?? "")
  }

  /// `signup and 4 more`.
  static func andMore(_ first: String, _ more: Int, _ language: Language) -> String {
    first + (more > 0 ? Words(en: " and \(more) more", es: " y \(more) más")(language) : "")
  }

  /// `1 change`, `20 changes`.
  static func changes(_ n: Int, _ language: Language) -> String {
    "\(n) "
      + (n == 1 ? Words(en: "change", es: "cambio") : Words(en: "changes", es: "cambios"))(
        language)
  }
}
