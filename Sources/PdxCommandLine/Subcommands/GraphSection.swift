import PdxExplore
import PdxLanguage
import PdxPictures
import PdxScripts
import PdxSession
import PokedexCore

extension GraphCommand {
  static let sectionOption = CLIOption(
    spellings: ["--section"], value: "N",
    help: Words(
      en: "only the N-th section, as walk --markdown's page draws it under its narration",
      es: "solo la N-ésima sección, como la dibuja la página de walk --markdown bajo su"
        + " narración"))
  static let linesOption = CLIOption(
    spellings: ["--lines"], value: "A-B",
    help: Words(
      en: "only the commands of lines A to B (the script runs whole; their steps are drawn)",
      es: "solo las órdenes de las líneas A a B (el guion se ejecuta entero; se dibujan sus"
        + " pasos)"))

  /// The diagram to draw: the whole script's, or the part `--section` or `--lines` chooses.
  func picture(_ script: Script, _ globals: GlobalOptions) throws -> (SequenceDiagram, Outcome) {
    let detail = detail ?? .changes
    var range = lines
    if let section {
      let sections = SequenceDiagram.sections(script)
      guard section <= sections.count else {
        let n = sections.count
        throw InvocationError(
          Words(
            en: "--section \(section): \(Quoting.guillemets(script.path)) has \(n)"
              + (n == 1 ? " section" : " sections")
              + " (a section begins at the ## narration that follows a command)",
            es: "--section \(section): \(Quoting.guillemets(script.path)) tiene \(n)"
              + (n == 1 ? " sección" : " secciones")
              + " (una sección empieza en la narración ## que sigue a una orden)"))
      }
      range = sections[section - 1]
    }
    guard let range else {
      let (sequence, outcome) = SequenceDiagram.of(
        script, options: globals.session, diagnostic: diagnostic)
      return (sequence.drawn(detail, focus: SequenceDiagram.Focus(script.lines)), outcome)
    }
    let part = SequenceDiagram.of(
      script, lines: range, detail: detail, options: globals.session, diagnostic: diagnostic)
    if part.steps == 0, part.outcome == .ok {
      throw InvocationError(
        Words(
          en: "lines \(range.lowerBound)-\(range.upperBound) of \(Quoting.guillemets(script.path))"
            + " run no command: nothing to draw",
          es: "las líneas \(range.lowerBound)-\(range.upperBound) de"
            + " \(Quoting.guillemets(script.path)) no ejecutan ninguna orden: no hay nada que"
            + " dibujar"))
    }
    return (part.sequence, part.outcome)
  }
}

extension OptionValue {
  /// `--lines A-B`: 1 ≤ A ≤ B.
  func lineRange() throws(InvocationError) -> ClosedRange<Int> {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 1, a <= b else {
      throw InvocationError(
        Words(
          en: "--lines takes A-B, two line numbers with 1 ≤ A ≤ B, such as 12-20, not \(quoted)",
          es: "--lines toma A-B, dos números de línea con 1 ≤ A ≤ B, como 12-20, no \(quoted)"))
    }
    return a...b
  }
}
