import PdxLanguage
import PdxText
import PokedexCore

/// A step as an exercise prints it (`pdx exercise`, docs/reference.md §9.4): each event in its
/// exercise form (`ExerciseForm`: itself, another that names no cause, its symptom, or
/// nothing), wrapped at `width` as the shell wraps (each further line under the sentence's
/// first word), with its id beside it when `ids`, without the changed paths when `brief`.
package enum ExerciseRenderer {
  package static func render(
    _ step: Step, style: Style, language: Language, width: Int?, ids: Bool, brief: Bool,
    into o: inout OutputBuffer
  ) {
    func label(_ word: String, _ id: String) -> String {
      ids ? "\(word) [\(id)]: " : "\(word): "
    }
    if let rejection = step.rejection {
      TextRenderer.labelled(
        "", label("error", rejection.id.rawValue), language.text(rejection), Style.errorCode,
        style, width, plainText: true, &o)
      o.newline()
      return
    }
    let words = language.words
    let noteWord = String(String(describing: words.noteLabel).dropLast(2))
    for event in step.events {
      switch event {
      case .action(let action):
        let shown: ActionEvent
        switch action.exerciseForm {
        case .same: shown = action
        case .shownAs(let other): shown = other
        case .hidden, .symptom: continue
        }
        TextRenderer.labelled(
          "", ids ? "▸ [\(shown.id.rawValue)] " : "▸ ", language.text(shown), Style.actionCode,
          style, width, &o)
      case .change(let c):
        if brief { continue }
        if case .knob = c.path { continue }
        o.append("  " as StaticString)
        TextRenderer.change(c, style: style, into: &o)
      case .ui(let ui):
        let shown: UIEvent
        switch ui.exerciseForm {
        case .same: shown = ui
        case .shownAs(let other): shown = other
        case .hidden, .symptom: continue
        }
        TextRenderer.labelled(
          "  ", label("ui", shown.id.rawValue), language.text(shown), Style.uiCode, style, width,
          &o)
      case .log(let line):
        TextRenderer.labelled(
          "  ", label(String(String(describing: words.logLabel).dropLast(2)), line.id.rawValue),
          language.text(line), Style.logCode, style, width, &o)
      case .note(let note):
        let (id, text): (String, String)
        switch note.exerciseForm {
        case .same: (id, text) = (note.id.rawValue, language.text(note))
        case .shownAs(let other): (id, text) = (other.id.rawValue, language.text(other))
        case .symptom(let s): (id, text) = (s.id, language.text(s))
        case .hidden: continue
        }
        TextRenderer.labelled(
          "  ", label(noteWord, id), text, Style.noteCode, style, width, &o)
      }
      o.newline()
    }
    for w in step.warnings {
      TextRenderer.labelled(
        "", label(String(String(describing: words.warningLabel).dropLast(2)), w.id.rawValue),
        language.text(w), Style.errorCode, style, width, plainText: true, &o)
      o.newline()
    }
  }
}
