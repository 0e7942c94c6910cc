import PdxCommands
import PdxExplore
import PdxLanguage
import PdxScripts
import PokedexCore

/// How much of a step a sequence diagram draws (`pdx graph FILE --detail`, docs/reference.md
/// §8.1): a reader looks at a picture instead of reading the transitions, so by default it
/// holds the messages and only the changes the script is about.
extension SequenceDiagram {
  public enum Detail: String, Sendable, CaseIterable {
    /// The actors and the messages: commands, follow-ups, keychain writes, screen operations;
    /// a refused command crossed, a failed expectation.
    case messages
    /// The messages, what did nothing and why (a lost link, a tap not handled, why a command
    /// was refused), and the changes to the paths the script is about (`Focus`). The default.
    case changes
    /// Everything: every action's changed paths too (five lines a note at most).
    case all
  }

  /// The paths a script (or a walkthrough's section) is about: those its `expect`s check, and
  /// those its narration names — a path as written (`delegado.enlacePendiente`), its last part
  /// when that is an identifier a reader recognises (`enlacePendiente`, `caminoLista`: with a
  /// capital inside), or any last part written in backquotes (`` `raiz` ``).
  public struct Focus: Sendable, Equatable {
    public private(set) var paths: Set<StatePath> = []
    public private(set) var names: Set<String> = []

    public init() {}

    /// The focus of `lines`: narration and `expect`s.
    public init(_ lines: [ScriptLine]) {
      for line in lines { add(line) }
    }

    public mutating func add(_ line: ScriptLine) {
      switch line.kind {
      // Both languages' paths, so that a section draws the same in each.
      case .narration(let words):
        narrate(words.es)
        narrate(words.en)
      case .command(_, let parsed):
        guard case .expect(let expectation)? = parsed?.invocation else { return }
        switch expectation {
        case .equals(let path, _), .notEquals(let path, _), .contains(let path, _):
          paths.insert(path)
        case .outputContains, .event: break
        }
      }
    }

    mutating func narrate(_ text: String) {
      var quoted = false
      var word = ""
      func take() {
        defer { word = "" }
        let trimmed = String(word.drop { $0 == "." }.reversed().drop { $0 == "." }.reversed())
        guard !trimmed.isEmpty else { return }
        if trimmed.contains(".") || quoted || trimmed.dropFirst().contains(where: \.isUppercase) {
          names.insert(trimmed)
        }
      }
      for c in text {
        if c.isLetter || c.isNumber || c == "." || c == "_" {
          word.append(c)
        } else {
          take()
          if c == "`" { quoted.toggle() }
        }
      }
      take()
    }

    /// Whether a change to `path` is one the script is about.
    public func matches(_ path: StatePath) -> Bool {
      if paths.contains(path) || names.contains(path.name) { return true }
      let last = path.name.split(separator: ".").last.map(String.init) ?? path.name
      return names.contains(last)
    }
  }

  /// The diagram as drawn at `detail`: the changes become notes (those in `focus` at
  /// `.changes`, the first few at `.all`), and what the detail leaves out is gone, with the
  /// actors that then take no part.
  public func drawn(_ detail: Detail, focus: Focus = Focus()) -> SequenceDiagram {
    var out = self
    out.steps = steps.map { step in
      step.compactMap { item -> Item? in
        switch item {
        case .message, .failed: return item
        case .note: return detail == .messages ? nil : item
        case .changes(let over, let changes):
          switch detail {
          case .messages: return nil
          case .changes:
            let shown = changes.filter { focus.matches($0.path) }
            return shown.isEmpty
              ? nil : .note(over: over, lines: shown.map(SequenceDiagram.line), warning: false)
          case .all:
            return .note(
              over: over, lines: SequenceDiagram.firstLines(changes, language), warning: false)
          }
        }
      }
    }
    return out
  }

  /// A note lists this many changes at most (the last line says how many more).
  static let changesShown = 5

  static func line(_ change: Change) -> String { "\(change.path): \(change.old) → \(change.new)" }

  static func firstLines(_ changes: [Change], _ language: Language) -> [String] {
    let shown = changes.count > changesShown ? changesShown - 1 : changes.count
    var lines = changes.prefix(shown).map(line)
    let more = changes.count - shown
    if more > 0 {
      lines.append(Words(en: "… and \(more) more changes", es: "… y \(more) cambios más")(language))
    }
    return lines
  }
}
