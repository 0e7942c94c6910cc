import PdxText
import PokedexCore

/// The language pdx speaks (docs/reference.md §4.11): what it says in its own words — notes,
/// ui lines, errors — is made here and nowhere else, from the typed events the core records.
/// Command names, options, state paths and values, ids and the app's own strings are the same
/// in every language.
public enum Language: String, Sendable, CaseIterable {
  case en, es

  /// The phrasebook that makes this language's sentences.
  package var words: any Phrasebook.Type {
    switch self {
    case .en: English.self
    case .es: Spanish.self
    }
  }

  /// The language of the environment, as gettext-era tools read it (docs/reference.md §4.11):
  /// `PDX_LANG` when it is `en` or `es` (another value is an invocation error, said in the
  /// locale's language), else the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and
  /// not empty; a value that starts with `es` is Spanish, anything else (`C`, `en_US.UTF-8`,
  /// unset) English.
  public static func from(environment: (String) -> String?) -> Language {
    if let value = environment("PDX_LANG"), let chosen = Language(rawValue: value) {
      return chosen
    }
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment(name), !value.isEmpty else { continue }
      return value.lowercased().hasPrefix("es") ? .es : .en
    }
    return .en
  }
}

/// One language's sentences for every typed event: an exhaustive `switch` over each event
/// type, so an event without its sentence does not compile.
package protocol Phrasebook {
  /// What starts a step's log, note and warning lines (`note: `).
  static var logLabel: StaticString { get }
  static var noteLabel: StaticString { get }
  static var warningLabel: StaticString { get }
  /// The action as its line shows it (`tab lista`, `ContentView built`).
  static func write(_ action: ActionEvent, to o: inout OutputBuffer)
  /// The screen's operation (`push lista #25 Pikachu`).
  static func write(_ ui: UIEvent, to o: inout OutputBuffer)
  static func text(_ note: Note) -> String
  static func text(_ rejection: Rejection) -> String
  static func text(_ warning: Warning) -> String
  /// The app's log line as a step shows it: the app's own text; a message of the system in
  /// another language than the session's is quoted and said in the session's beside it.
  static func text(_ log: LogEvent) -> String
  /// Why a link parses to nothing.
  static func text(_ reason: Destino.Invalid) -> String
  /// What a knob's other value changes, in a sentence.
  static func changes(_ knob: Knob) -> String
  /// What the user sees where a note would name a knob's cause (an exercise's words).
  static func text(_ symptom: Symptom) -> String
  /// `confirmationDialog «¿Cerrar la sesión?»`: what is presented, and its title.
  static func presented(_ p: Presentado) -> String
  /// ` [Cerrar sesión (destructive)]`: its buttons, and what the code declares but the screen
  /// does not draw.
  static func buttons(_ p: Presentado) -> String
}

extension Language {
  public func text(_ action: ActionEvent) -> String {
    var o = OutputBuffer(capacity: 64)
    words.write(action, to: &o)
    return o.text
  }

  public func text(_ ui: UIEvent) -> String {
    var o = OutputBuffer(capacity: 64)
    words.write(ui, to: &o)
    return o.text
  }

  public func text(_ note: Note) -> String { words.text(note) }
  public func text(_ rejection: Rejection) -> String { words.text(rejection) }
  public func text(_ warning: Warning) -> String { words.text(warning) }
  /// The app's own line, with what the system wrote in English quoted and said in Spanish in a
  /// Spanish session.
  public func text(_ log: LogEvent) -> String { words.text(log) }
  public func changes(_ knob: Knob) -> String { words.changes(knob) }
  public func presented(_ p: Presentado) -> String { words.presented(p) }
  public func buttons(_ p: Presentado) -> String { words.buttons(p) }

  package func write(_ action: ActionEvent, to o: inout OutputBuffer) {
    words.write(action, to: &o)
  }
  package func write(_ ui: UIEvent, to o: inout OutputBuffer) { words.write(ui, to: &o) }
}
