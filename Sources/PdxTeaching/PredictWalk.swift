import PdxExplore
import PdxLanguage
import PdxRunner
import PdxScripts
import PdxSession
import PdxText
import PokedexCore

/// `pdx walk --predict FILE`: before each step the script asserts on, the commands about to
/// run and a question per `expect` (`Question`), answered by number; then the step runs, each
/// prediction is judged, and the narration comes after, as the explanation of what was seen.
/// Ends with the score (docs/reference.md §9.3).
public struct PredictWalk {
  public var script: Script
  /// The next answer (nil: the end of input, the walk is left).
  public var answer: (String) -> String?
  /// On a terminal an answer that is not a choice is asked again; from a pipe it is an error
  /// (exit 2) naming the answer's line and the choices.
  public var interactive: Bool
  public var width: () -> Int = { 80 }

  public init(script: Script, interactive: Bool, answer: @escaping (String) -> String?) {
    self.script = script
    self.interactive = interactive
    self.answer = answer
  }

  /// How it went: the outcome of the script's lines, the questions answered right, those
  /// asked, and whether the walk was left before its end.
  public struct Result: Sendable, Equatable {
    public var outcome: Outcome
    public var right = 0
    public var asked = 0
    public var left = false
  }

  public func run(in session: Session) -> Result {
    let language = session.options.language
    var result = Result(outcome: .ok)
    var failures: [Failure] = []
    var pending: [String] = []
    var answersRead = 0
    let echo = session.options.echo
    session.options.echo = true
    defer { session.options.echo = echo }
    let walk = Walkthrough(script: script, next: nil)
    let lines = script.lines
    var i = 0
    blocks: while i < lines.count {
      if case .narration(let words) = lines[i].kind {
        pending.append(words(language))
        i += 1
        continue
      }
      // A block: the steps up to the next `expect`, and the `expect` lines that follow them.
      var end = i
      while end < lines.count, Walkthrough.isStep(lines[end]) { end += 1 }
      while end < lines.count, case .command = lines[end].kind, !Walkthrough.isStep(lines[end]) {
        end += 1
      }
      let block = Array(lines[i..<end])
      // A block with no step asks nothing: what its `expect` lines read is already shown.
      let questions =
        block.contains(where: Walkthrough.isStep)
        ? block.compactMap { Question.asked(by: $0, now: session.read) } : []
      var chosen: [Int] = []
      if questions.isEmpty {
        walk.narrate(pending, session: session)
        pending = []
      } else {
        session.emit("")
        for line in block where Walkthrough.isStep(line) {
          if case .command(let text, _) = line.kind {
            session.emit(Walkthrough.prompt(text, language: language))
          }
        }
        for q in questions {
          session.emit(q.prompt(language))
          for (n, choice) in q.choices.enumerated() {
            let lead = "  \(n + 1)) "
            for wrapped in Wrap.lines(
              choice(language), width: width(), first: lead,
              indent: String(repeating: " ", count: lead.count))
            {
              session.emit(wrapped)
            }
          }
          let range = Words(en: "1 to \(q.choices.count)", es: "de 1 a \(q.choices.count)")
          let ask = Words(en: "Your prediction (", es: "Tu predicción (") + range + "): "
          while true {
            session.flushScratch()
            guard let typed = answer(ask(language)) else {
              result.left = true
              break blocks
            }
            answersRead += 1
            let trimmed = typed.trimmingBlanks()
            if trimmed == "q" {
              result.left = true
              break blocks
            }
            if let n = Int(trimmed), (1...q.choices.count).contains(n) {
              chosen.append(n - 1)
              break
            }
            let given = Quoting.guillemets(trimmed)
            guard interactive else {
              let asked = "\(script.path):\(q.line)"
              let message = Words(
                en: "answer \(answersRead) \(given) is not a choice for the question of"
                  + " \(asked): answer 1 to \(q.choices.count), or q to leave",
                es: "la respuesta \(answersRead) \(given) no es una opción de la pregunta de"
                  + " \(asked): responde de 1 a \(q.choices.count), o q para salir")
              session.diagnostic(session.scriptErrorLabel + message(language))
              result.outcome = .scriptError(message(language))
              return result
            }
            session.emit(
              (Words(
                en: "\(given) is not a choice: answer ", es: "\(given) no es una opción: responde ")
                + range + Words(en: ", or q to leave", es: ", o q para salir"))(language))
          }
        }
      }
      var single = script
      for line in block {
        single.lines = [line]
        let outcome = session.runScript(single, failures: &failures, onNarration: { _ in })
        switch outcome {
        case .ok, .rejected: continue
        case .quit:
          result.left = true
          break blocks
        default:
          result.outcome = outcome
          return result
        }
      }
      for (q, choice) in zip(questions, chosen) {
        result.asked += 1
        if choice == q.right {
          result.right += 1
          session.emit(Words(en: "✓ right: ", es: "✓ acertaste: ")(language) + q.statement)
        } else {
          let said = q.choices[choice](language).prefix { $0 != ":" }
          session.emit(
            Words(
              en: "✗ not this time: \(q.statement) (you said \(said))",
              es: "✗ esta vez no: \(q.statement) (dijiste \(said))")(language))
        }
      }
      if !questions.isEmpty {
        walk.narrate(pending, session: session)
        pending = []
      }
      i = end
    }
    if !result.left { walk.narrate(pending, session: session) }
    session.emit("")
    session.emit(PredictWalk.score(result.right, of: result.asked)(language))
    return result
  }

  /// «You got 7 of 9», «Acertaste 7 de 9».
  public static func score(_ right: Int, of asked: Int) -> Words {
    Words(en: "You got \(right) of \(asked)", es: "Acertaste \(right) de \(asked)")
  }
}
