import PdxCommands
import PdxLanguage
import PdxText
import PokedexCore

/// A teacher's word on what `pdx walk --predict` asks at the next line of a walkthrough: the
/// `#?` lines right before it (docs/reference.md §9.3). For every other reader (`run`, `test`,
/// `walk`, the pages) they are comments; they are checked when the script is read, so a
/// malformed one fails `pdx test` where the teacher runs it.
///
///     #? ¿Qué hará la ContentView nueva con el enlace que esperaba?
///     #? en: What will the new ContentView do with the link that was waiting?
///     #? or: link-lost
///     #? or: link-unchanged
///     #? why: «El valor ya está puesto, no cambia, y el .onChange no se entera.» (lección 000)
///     #? en: why: The value is already set, it does not change, and .onChange does not notice.
///     expect note link-not-handled
///
/// Before an `expect`: the question (in the script's language, and `en:` its English, as
/// narration is), the wrong choices (`or:`, each a value as `expect` writes it, or an id of the
/// expect's kind; with none, pdx chooses them) and what a wrong answer is told (`why:`).
/// `#? skip` alone: before an `expect`, that one is not asked; before a command, no `expect`
/// of its block is.
public struct Ask: Sendable, Equatable {
  /// The first `#?` line.
  public var line: Int
  public var skip = false
  public var question: Words?
  /// The wrong choices, as `or:` lines write them: values for `expect PATH == VALUE`, ids
  /// (`.symbol`) for `expect note|ui|log|action ID`.
  public var wrong: [Value] = []
  public var why: Words?

  /// What follows `#?` on each kind of line.
  static let english = "en:"
  static let or = "or:"
  static let because = "why:"
  static let skipWord = "skip"

  /// One `#?` line: its number, the text after `#?`, and the column that text starts at.
  typealias Raw = (number: Int, text: Substring, column: Int)

  /// The `#?` lines before `next`, read and checked against it.
  static func read(_ lines: [Raw], before next: ParsedLine?, path: String) throws(ScriptError)
    -> Ask
  {
    var ask = Ask(line: lines[0].number)
    var ors: [(line: Int, column: Int, text: String)] = []
    func fail(_ n: Int, _ column: Int, _ words: Words) -> ScriptError {
      ScriptError(path: path, line: n, column: column, words)
    }
    // What an `en:` line may translate: the question or the why of the line right before.
    var translates: WritableKeyPath<Ask, Words?>?
    var questionLine = 0
    for (n, raw, column) in lines {
      let text = raw.trimmingBlanks()
      let at = column + raw.count - raw.drop { $0 == " " || $0 == "\t" }.count
      func rest(_ of: String, after key: String) throws(ScriptError) -> String {
        let value = String(of.dropFirst(key.count)).trimmingBlanks()
        guard !value.isEmpty else {
          throw fail(
            n, at,
            Words(
              en: "#? \(key) needs its text after it", es: "#? \(key) necesita su texto detrás"))
        }
        return value
      }
      let previous = translates
      translates = nil
      if text == skipWord {
        ask.skip = true
      } else if text.hasPrefix(english) {
        let body = String(text.dropFirst(english.count)).trimmingBlanks()
        let isWhy = body.hasPrefix(because)
        let target: WritableKeyPath<Ask, Words?> = isWhy ? \.why : \.question
        guard previous == target, let original = ask[keyPath: target] else {
          throw fail(
            n, at,
            Words(
              en: "#? en: goes right after the #? line it translates (the question, or why:)",
              es: "#? en: va justo después de la línea #? que traduce (la pregunta, o why:)"))
        }
        let translation =
          isWhy ? try rest(body, after: because) : try rest(text, after: english)
        ask[keyPath: target] = Words(en: translation, es: original.es)
      } else if text.hasPrefix(or) {
        ors.append((n, at + or.count + 1, try rest(text, after: or)))
      } else if text.hasPrefix(because) {
        guard ask.why == nil else {
          throw fail(
            n, at,
            Words(en: "a second #? why: for one line", es: "un segundo #? why: para una línea"))
        }
        let why = try rest(text, after: because)
        ask.why = Words(en: why, es: why)
        translates = \.why
      } else {
        guard ask.question == nil else {
          throw fail(
            n, at,
            Words(
              en: "a second question for one line (line \(questionLine) asks one); its English"
                + " goes on a #? en: line",
              es: "una segunda pregunta para una línea (la línea \(questionLine) ya hace una); su"
                + " inglés va en una línea #? en:"))
        }
        ask.question = Words(en: text, es: text)
        questionLine = n
        translates = \.question
      }
    }
    try ask.check(ors, before: next, path: path)
    return ask
  }

  /// A value as `expect` compares it: a quoted string and an enum case of the same spelling
  /// are one value.
  public static func spelling(_ value: Value) -> String {
    switch value {
    case .symbol(let word), .string(let word): word
    default: value.description
    }
  }

  /// What the lines say fits the line they stand before; the `or:` lines read against it.
  private mutating func check(
    _ ors: [(line: Int, column: Int, text: String)], before next: ParsedLine?, path: String
  ) throws(ScriptError) {
    let first = line
    func fail(_ words: Words, at n: Int? = nil, column: Int = 1) -> ScriptError {
      ScriptError(path: path, line: n ?? first, column: column, words)
    }
    if skip {
      guard question == nil, ors.isEmpty, why == nil else {
        throw fail(
          Words(
            en: "#? skip goes alone: a line that is not asked has no question, or:, or why:",
            es: "#? skip va sola: una línea que no se pregunta no lleva pregunta, or: ni why:"))
      }
      guard next != nil else {
        throw fail(
          Words(
            en: "#? skip goes right before a command or an expect",
            es: "#? skip va justo antes de una orden o de un expect"))
      }
      return
    }
    let misplaced = Words(
      en: "a #? question goes right before the expect it asks about: an expect PATH == VALUE"
        + " or expect note|ui|log|action ID",
      es: "una pregunta #? va justo antes del expect que pregunta: un expect RUTA == VALOR o"
        + " expect note|ui|log|action ID")
    guard let next, !next.negated, case .expect(let expectation) = next.invocation else {
      throw fail(misplaced)
    }
    var wrong: [Value] = []
    func add(_ value: Value, at n: Int, column: Int) throws(ScriptError) {
      guard !wrong.contains(value) else {
        throw fail(
          Words(en: "#? or: \(value) is already a choice", es: "#? or: \(value) ya es una opción"),
          at: n, column: column)
      }
      wrong.append(value)
    }
    switch expectation {
    case .equals(_, let right):
      for (n, column, text) in ors {
        let value: Value
        do {
          value = try Value.parse(text)
        } catch {
          throw fail("#? or: " + error.words, at: n, column: column + error.column - 1)
        }
        guard Self.spelling(value) != Self.spelling(right) else {
          throw fail(
            Words(
              en: "#? or: \(value) is the value the expect states: a wrong choice is another one",
              es: "#? or: \(value) es el valor que dice el expect: una opción errónea es otra"),
            at: n, column: column)
        }
        try add(value, at: n, column: column)
      }
    case .event(let ref) where ["note", "ui", "log", "action"].contains(ref.kind):
      let ids = EventRef.kinds.first { $0.kind == ref.kind }?.ids ?? []
      for (n, column, id) in ors {
        guard ids.contains(id) else {
          var near = Words("")
          if let closest = Suggest.closest(id, in: ids) {
            near = Words(en: " (did you mean \(closest)?)", es: " (¿quisiste decir \(closest)?)")
          }
          let shown = Quoting.guillemets(id)
          let kind = ref.kind
          let notAnId = Words(
            en: "#? or: \(shown) is not a \(kind) id", es: "#? or: \(shown) no es un id de \(kind)")
          throw fail(notAnId + near, at: n, column: column)
        }
        guard id != ref.id else {
          throw fail(
            Words(
              en: "#? or: \(id) is the id the expect names: a wrong choice is another one",
              es: "#? or: \(id) es el id que nombra el expect: una opción errónea es otra"),
            at: n, column: column)
        }
        try add(.symbol(id), at: n, column: column)
      }
    default:
      throw fail(misplaced)
    }
    self.wrong = wrong
  }
}
