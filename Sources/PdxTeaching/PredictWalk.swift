import PdxCommands
import PdxExplore
import PdxLanguage
import PdxRunner
import PdxScripts
import PdxSession
import PdxText
import PokedexCore

/// `pdx walk --predict FILE`: before each step the script asserts on, the commands about to
/// run and a question per `expect` (`Question`), answered by number; then the step runs, each
/// prediction is judged (a wrong one told what happened instead, and why when the teacher
/// says), and the narration comes after, as the explanation of what was seen. Ends with the
/// score and the questions missed (docs/reference.md §9.3).
public struct PredictWalk {
  public var script: Script
  /// The next answer (nil: the end of input, the walk is left).
  public var answer: (String) -> String?
  /// On a terminal an answer that is not a choice is asked again; from a pipe it is an error
  /// (exit 2) naming the answer's line and the choices.
  public var interactive: Bool
  /// The columns the walk's own sentences wrap at, read before each (a terminal may be resized).
  public var width: () -> Int = { 80 }

  public init(script: Script, interactive: Bool, answer: @escaping (String) -> String?) {
    self.script = script
    self.interactive = interactive
    self.answer = answer
  }

  /// How it went: the outcome of the script's lines, the questions answered right, those
  /// asked, those missed, and whether the walk was left before its end.
  public struct Result: Sendable, Equatable {
    public var outcome: Outcome
    public var right = 0
    public var asked = 0
    public var left = false
    public var missed: [Missed] = []
  }

  /// A question answered wrong: its `expect` line, what it states, and the commands before it.
  public struct Missed: Sendable, Equatable {
    public var line: Int
    public var statement: String
    public var commands: [String]
  }

  public func run(in session: Session) -> Result {
    let language = session.options.language
    let rehearsal = Rehearsal(script, options: session.options)
    var result = Result(outcome: .ok)
    var failures: [Failure] = []
    var pending: [String] = []
    var answersRead = 0
    let echo = session.options.echo
    session.options.echo = true
    defer { session.options.echo = echo }
    var walk = Walkthrough(script: script, next: nil)
    walk.width = width
    let lines = script.lines
    var i = 0
    blocks: while i < lines.count {
      if case .narration(let words) = lines[i].kind {
        pending.append(words(language))
        i += 1
        continue
      }
      var end = Self.blockEnd(lines, from: i)
      var block = Array(lines[i..<end])
      let questions = rehearsal.scenes[i].map { asked(block, $0, rehearsal.seen) } ?? []
      if questions.isEmpty {
        // Nothing to ask: the narration inside is told where it stands, as in `pdx walk`.
        end = Self.blockEnd(lines, from: i, acrossNarration: false)
        block = Array(lines[i..<end])
      }
      // Told after the verdicts, a paragraph of its own after the narration before the block.
      var inside: [String] = []
      for line in block {
        if case .narration(let words) = line.kind { inside.append(words(language)) }
      }
      block.removeAll { if case .narration = $0.kind { true } else { false } }
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
          say(q.prompt(language), in: session)
          for (n, choice) in q.choices.enumerated() {
            say(choice(language), first: "  \(n + 1)) ", in: session)
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
              session.diagnostic(session.setup.scriptErrorLabel + message(language))
              result.outcome = .scriptError(message(language))
              return result
            }
            say(
              (Words(
                en: "\(given) is not a choice: answer ", es: "\(given) no es una opción: responde ")
                + range + Words(en: ", or q to leave", es: ", o q para salir"))(language),
              in: session)
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
          say(
            q.statement, first: Words(en: "✓ right: ", es: "✓ acertaste: ")(language), in: session)
        } else {
          result.missed.append(
            Missed(line: q.line, statement: q.statement, commands: Self.commands(block)))
          explain(q, said: q.said[choice], in: session)
        }
      }
      if !questions.isEmpty {
        walk.narrate(pending, session: session)
        walk.narrate(inside, session: session)
        pending = []
      }
      i = end
    }
    if !result.left { walk.narrate(pending, session: session) }
    session.emit("")
    session.emit(PredictWalk.score(result.right, of: result.asked)(language))
    review(result.missed, in: session)
    return result
  }

  /// The questions a block asks, from what the rehearsal saw of it. A block with no command
  /// (the `expect` lines right after the launch) asks nothing: its answer is on the screen
  /// already. One marked `#? skip` on a command asks nothing; one whose last command sets a
  /// knob asks only what the teacher wrote (what a knob's switch does is pdx's, not the
  /// lesson's: the teacher's to ask).
  func asked(_ block: [ScriptLine], _ scene: Question.Scene, _ seen: Question.Seen)
    -> [Question]
  {
    let steps = block.filter(Walkthrough.isStep)
    guard let last = steps.last, !steps.contains(where: { $0.ask?.skip == true }) else {
      return []
    }
    var setsKnob = false
    if case .command(_, let parsed?) = last.kind, case .action(.set) = parsed.invocation {
      setsKnob = true
    }
    return block.compactMap { Question.asked(by: $0, in: scene, seen: seen, teacherOnly: setsKnob) }
  }

  /// After a wrong answer: what the student said, what happened instead, and the teacher's why.
  func explain(_ q: Question, said: String, in session: Session) {
    let language = session.options.language
    say(
      said,
      first: Words(en: "✗ not this time: you said ", es: "✗ esta vez no: dijiste ")(language),
      in: session)
    say(
      q.happened(language),
      first: Words(en: "  what happened: ", es: "  lo que pasó: ")(language), in: session)
    if let why = q.why {
      say(why(language), first: Words(en: "  why: ", es: "  por qué: ")(language), in: session)
    }
  }

  /// After the score: each question missed, where, and after which commands, to go over again.
  func review(_ missed: [Missed], in session: Session) {
    guard !missed.isEmpty else { return }
    let language = session.options.language
    session.emit(Words(en: "To go over again:", es: "Para repasar:")(language))
    for m in missed {
      let after = m.commands.joined(separator: "; ")
      say(
        Words(
          en: "line \(m.line): \(m.statement), after \(after)",
          es: "línea \(m.line): \(m.statement), tras \(after)")(language),
        first: "  ", indent: 4, in: session)
    }
  }

  /// `text` wrapped between words at the width, `first` before its first line and a hanging
  /// indent under it (as `walk` wraps a step's sentences).
  func say(_ text: String, first: String = "", indent: Int? = nil, in session: Session) {
    let hanging = String(repeating: " ", count: indent ?? first.count)
    for line in Wrap.lines(
      text, width: max(width(), hanging.count + 1), first: first, indent: hanging)
    {
      session.emit(line)
    }
  }

  /// The commands of a block, as the student read them (passwords masked, no `!`).
  static func commands(_ block: [ScriptLine]) -> [String] {
    block.filter(Walkthrough.isStep).compactMap {
      guard case .command(let text, _) = $0.kind else { return nil }
      let shown = Substring(Secrets.masked(text)).droppingIndent()
      return String(shown.first == "!" ? shown.dropFirst().droppingIndent() : shown)
    }
  }

  /// Where the block that starts at `i` ends: its commands up to the next `expect`, and the
  /// `expect` lines right after them. With `acrossNarration`, narration between the commands
  /// and their `expect` lines (a walkthrough that explains the step before stating it) belongs
  /// to the block, so its `expect` lines are still asked, and the narration told after them.
  static func blockEnd(_ lines: [ScriptLine], from i: Int, acrossNarration: Bool = true) -> Int {
    var end = i
    while end < lines.count, Walkthrough.isStep(lines[end]) { end += 1 }
    var expects = end
    if acrossNarration, end > i {
      while expects < lines.count, case .narration = lines[expects].kind { expects += 1 }
    }
    guard expects < lines.count, case .command = lines[expects].kind,
      !Walkthrough.isStep(lines[expects])
    else { return end }
    end = expects
    while end < lines.count, case .command = lines[end].kind, !Walkthrough.isStep(lines[end]) {
      end += 1
    }
    return end
  }

  /// «You got 7 of 9», «Acertaste 7 de 9».
  public static func score(_ right: Int, of asked: Int) -> Words {
    Words(en: "You got \(right) of \(asked)", es: "Acertaste \(right) de \(asked)")
  }
}

/// The walkthrough run once in silence before the student sees anything, in a session of its
/// own: what each block does (the worlds around it, the step it prints), and every value each
/// path takes, which the questions offer as choices. pdx is deterministic, so the run the
/// student then watches is this one.
struct Rehearsal {
  /// What each block does, by the index of its first line.
  var scenes: [Int: Question.Scene] = [:]
  var seen: Question.Seen = [:]

  init(_ script: Script, options: SessionOptions) {
    var options = options
    options.echo = false
    let values = Values()
    let session = Session(
      options: options, sink: .discard, diagnostic: { _ in },
      observer: { values.look($0.after) })
    session.start()
    values.look(session.store.world)
    var failures: [Failure] = []
    let lines = script.lines
    var single = script
    var i = 0
    var index = 0
    rehearsal: while i < lines.count {
      guard case .command = lines[i].kind else {
        i += 1
        continue
      }
      let end = PredictWalk.blockEnd(lines, from: i)
      let before = session.store.world
      var step: Step?
      for line in lines[i..<end] where Walkthrough.isStep(line) {
        single.lines = [line]
        values.index = index
        switch session.runScript(single, failures: &failures, onNarration: { _ in }) {
        case .ok, .rejected: step = session.lastStep
        default: break rehearsal
        }
      }
      scenes[i] = Question.Scene(
        before: before, after: session.store.world, step: step,
        commands: PredictWalk.commands(Array(lines[i..<end])), index: index)
      index += 1
      i = end
    }
    seen = values.seen
  }

  /// Every value each path took, kept as the rehearsal's steps go.
  private final class Values {
    var seen: Question.Seen = [:]
    var index = 0

    func look(_ world: World) {
      for path in StatePath.allCases {
        let value = path.value(in: world)
        if seen[path]?.contains(where: { $0.value == value }) != true {
          seen[path, default: []].append((value, index))
        }
      }
    }
  }
}
