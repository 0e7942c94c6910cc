import PdxLanguage
import PdxSession

extension WalkCommand {
  /// `walk --help`'s paragraph on --predict and --progress.
  static let predictDetails = Words(
    en: "With --predict, before each step the script asserts on (an expect PATH == VALUE, or an"
      + " expect note|ui|log ID), the walkthrough shows the commands about to run and asks what"
      + " will happen, with numbered choices: every value of the path's type, or the values the"
      + " walkthrough gives it, or notes of the same subject as this run would print them. Then"
      + " the step runs, each prediction is judged (a wrong one is told what happened instead),"
      + " and the narration follows as the explanation. It ends with the score (You got 7 of 9)"
      + " and the questions missed. A teacher writes a question in the script with #? lines"
      + " before its expect (`#? TEXT`, `#? en: TEXT`, `#? or: VALUE`, `#? why: TEXT`, `#? skip`). Answers"
      + " come from the terminal or from a pipe, one a line (q leaves). The best score of each"
      + " walkthrough is kept in the progress file that pdx exercise shares,"
      + " $XDG_STATE_HOME/pdx/progress (else ~/.local/state/pdx/progress), mode 0600, under the"
      + " walkthrough's path in its course (from the folder holding a .pdx-course file, else its"
      + " folder's name and its own), so a copy of the course keeps it. --progress lists the"
      + " scores; --progress --clear forgets those of a FILE, of a DIR's walkthroughs, or all.",
    es: "Con --predict, antes de cada paso que el guion comprueba (un expect RUTA == VALOR, o"
      + " un expect note|ui|log ID), el recorrido enseña las órdenes que van a ejecutarse y"
      + " pregunta qué pasará, con opciones numeradas: cada valor del tipo de la ruta, o los"
      + " valores que le da el recorrido, o notas del mismo tema como las escribiría esta"
      + " ejecución. Después se da el paso, se juzga cada predicción (a una errada se le dice qué"
      + " pasó en su lugar), y la narración viene detrás como explicación. Acaba con el"
      + " resultado (Acertaste 7 de 9) y las preguntas falladas. Un profesor escribe una"
      + " pregunta en el guion con líneas #? antes de su expect (`#? TEXTO`, `#? en: TEXTO`,"
      + " `#? or: VALOR`, `#? why: TEXTO`, `#? skip`). Las respuestas vienen del terminal o de una tubería,"
      + " una por línea (q sale). La mejor marca de cada recorrido se guarda en el fichero de"
      + " progreso que comparte pdx exercise, $XDG_STATE_HOME/pdx/progress (si no,"
      + " ~/.local/state/pdx/progress), con modo 0600, bajo la ruta del recorrido en su curso"
      + " (desde la carpeta que tiene un fichero .pdx-course; si no, el nombre de su carpeta y el"
      + " suyo), así que una copia del curso la conserva. --progress lista las marcas; --progress"
      + " --clear olvida las de un FICHERO, las de los recorridos de una CARPETA, o todas.")

  /// What --predict, --progress, --ids and --brief take together with the rest.
  func validateTeaching(_ globals: GlobalOptions) throws(InvocationError) {
    let speaksText: Bool
    switch globals.session.format {
    case .text: speaksText = true
    case .json: speaksText = false
    }
    if predict || progress, !speaksText {
      throw InvocationError(
        Words(
          en: "--predict and --progress talk to a student: they print text, not --format json",
          es: "--predict y --progress hablan con un alumno: escriben texto, no --format json"))
    }
    if clear, !progress {
      throw InvocationError(
        Words(
          en: "--clear goes with --progress: walk --progress --clear [FILE|DIR]",
          es: "--clear va con --progress: walk --progress --clear [FICHERO|CARPETA]"))
    }
    if progress, predict || markdown || ids || brief {
      throw InvocationError(
        Words(
          en: "--progress lists the scores: it goes alone, with an optional DIR",
          es: "--progress lista las marcas: va sola, con una CARPETA opcional"))
    }
    if predict, markdown || ids {
      throw InvocationError(
        Words(
          en: "--predict goes alone with its FILE (not with --markdown or --ids)",
          es: "--predict va sola con su FICHERO (no con --markdown ni --ids)"))
    }
    if markdown, ids {
      throw InvocationError(
        Words(
          en: "--ids goes with walk FILE, not --markdown",
          es: "--ids va con walk FICHERO, no con --markdown"))
    }
    // A way of printing the steps: a page and the predictions print theirs otherwise.
    if brief, markdown || predict {
      let other = markdown ? "--markdown" : "--predict"
      throw InvocationError(
        Words(
          en: "--brief goes with walk FILE, not \(other)",
          es: "--brief va con walk FICHERO, no con \(other)"))
    }
  }
}
