import PdxLanguage
import PdxText
import PokedexCore

/// The text form of a step with each event's id beside its sentence (`set ids on`, `--ids`):
/// what a teacher reads to write `expect note ID`. The id goes between the event's label and
/// its sentence, in brackets, the same in every language:
///
///     ▸ [submit] submit
///       auth.sesion: nil → "ash@kanto.com"
///       note [session-saved]: the session is saved in the Keychain
///     error [no-tabs]: …
///
/// Changes carry no id (their path is what `expect` names).
package enum IdsRenderer {
  package static func render(
    _ step: Step, style: Style, language: Language, width: Int?, into o: inout OutputBuffer
  ) {
    if let rejection = step.rejection {
      TextRenderer.labelled(
        "", "error [\(rejection.id.rawValue)]: ", language.text(rejection), Style.errorCode,
        style, width, plainText: true, &o)
      o.newline()
      return
    }
    let words = language.words
    for event in step.events {
      switch event {
      case .action(let action):
        TextRenderer.labelled(
          "", "▸ [\(action.id.rawValue)] ", language.text(action), Style.actionCode, style,
          width, &o)
      case .change(let c):
        o.append("  " as StaticString)
        TextRenderer.change(c, style: style, into: &o)
      case .ui(let event):
        TextRenderer.labelled(
          "  ", "ui [\(event.id.rawValue)]: ", language.text(event), Style.uiCode, style, width,
          &o)
      case .log(let line):
        TextRenderer.labelled(
          "  ", label(words.logLabel, line.id.rawValue), language.text(line), Style.logCode,
          style, width, &o)
      case .note(let note):
        TextRenderer.labelled(
          "  ", label(words.noteLabel, note.id.rawValue), language.text(note), Style.noteCode,
          style, width, &o)
      }
      o.newline()
    }
    for w in step.warnings {
      TextRenderer.labelled(
        "", label(words.warningLabel, w.id.rawValue), language.text(w), Style.errorCode, style,
        width, plainText: true, &o)
      o.newline()
    }
  }

  /// `note: ` with an id: `note [link-lost]: `.
  static func label(_ label: StaticString, _ id: String) -> String {
    let word = String(describing: label).dropLast(2)
    return "\(word) [\(id)]: "
  }
}
