// The exercise shell's own commands (hint, answer) and the shell's commands as an exercise
// changes them (reset, save, help).

import PdxCommands
import PdxExplore
import PdxLanguage
import PdxScripts
import PdxSession
import PdxText
@_spi(Internals) import PokedexCore

extension ExerciseShell {
  // MARK: The exercise's commands

  func hint() {
    guard hintsGiven < exercise.hints.count else {
      let text = Words(
        en: "no more hints: the rule is \(exercise.rule.name), from \(exercise.rule.lesson)",
        es: "no hay más pistas: la regla es \(exercise.rule.name), de \(exercise.rule.lesson)")
      for line in wrap(text(language), indent: "  ") { session.emit(line) }
      return
    }
    hintsGiven += 1
    let n = "\(hintsGiven)/\(exercise.hints.count)"
    let text =
      Words(en: "hint \(n): ", es: "pista \(n): ")(language)
      + exercise.hints[hintsGiven - 1](language)
    for line in wrap(text, indent: "  ") { session.emit(line) }
  }

  /// The knobs an answer may name, in alphabetical order: nothing in it says which is planted,
  /// nor which exists on which platform.
  public static var answerable: [String] {
    Knob.allCases.filter(\.declaration.reproducesBug).map(\.name).sorted()
  }

  func answer(_ words: [String]) {
    let names = Self.answerable
    guard (1...2).contains(words.count), let knob = Knob.named(words[0]),
      knob.declaration.reproducesBug
    else {
      let given = Quoting.guillemets(words.first ?? "")
      let message =
        Words(
          en: "answer takes a knob: \(words.isEmpty ? "answer KNOB" : "\(given) is none") (the"
            + " knobs: \(names.joined(separator: ", ")))",
          es: "answer toma una palanca: \(words.isEmpty ? "answer PALANCA" : "\(given) no lo es")"
            + " (las palancas: \(names.joined(separator: ", ")))")
        + Words.didYouMean(Suggest.closest(words.first ?? "", in: names))
      say("error: " + message(language))
      return
    }
    let rule = exercise.rule
    guard sawBreach else {
      for line in wrap(
        Words(
          en: "not yet: you have not seen the fault (the rule \(rule.name) has not broken). Drive"
            + " the app until pdx says ★; this answer is not counted",
          es: "todavía no: aún no has visto el fallo (la regla \(rule.name) no se ha roto). Mueve"
            + " la app hasta que pdx diga ★; esta respuesta no cuenta")(language))
      {
        say(line)
      }
      return
    }
    attempts += 1
    let planted = exercise.planted.first { $0.knob == knob }
    let valueRight = words.count == 1 || words[1] == knob.declaration.pitfall
    let given = words.joined(separator: " ")
    guard planted != nil, valueRight else {
      let platform = exercise.platform ?? session.store.world.dispositivo.plataforma
      let near =
        planted == nil && rule.brokenBy.contains(knob)
        && (knob.declaration.platform ?? platform) == platform
      let d = knob.declaration
      let verdict =
        near
        ? Words(
          en: "✗ close, but not the cause: \(given) (answer \(attempts)). With \(knob.name)"
            + " \(d.pitfall) the rule \(rule.name) breaks too, but what you would see is this:"
            + " \(English.changes(knob)). Is that what you saw?",
          es: "✗ cerca, pero no es la causa: \(given) (respuesta \(attempts)). Con \(knob.name)"
            + " \(d.pitfall) también se rompe la regla \(rule.name), pero lo que verías es esto:"
            + " \(Spanish.changes(knob)). ¿Es eso lo que viste?")
        : Words(
          en: "✗ not the cause: \(given) (answer \(attempts)); hint gives a clue",
          es: "✗ no es la causa: \(given) (respuesta \(attempts)); hint da una pista")
      for line in wrap(verdict(language), indent: "  ") { say(line) }
      return
    }
    named.insert(knob)
    let d = knob.declaration
    for line in wrap(
      Words(
        en: "✓ right: \(knob.name) \(d.pitfall) was planted: \(English.changes(knob))",
        es: "✓ correcto: estaba plantada \(knob.name) \(d.pitfall): \(Spanish.changes(knob))")(
          language), indent: "  ")
    {
      say(line)
    }
    say(
      Words(
        en: "  The lesson's fix (lesson \(d.lesson.numbered)):",
        es: "  El arreglo de la lección (lección \(d.lesson.numbered)):")(language))
    for code in d.fix { say("      " + code) }
    guard exercise.planted.allSatisfy({ named.contains($0.knob) }) else { return }
    solved = true
    let tries = Numbers.counted(attempts, ("answer", "answers"), ("respuesta", "respuestas"))
    say(Words(en: "Solved with \(tries.en).", es: "Resuelto con \(tries.es).")(language))
  }

  // MARK: The shell's commands, in an exercise

  /// `reset`: the exercise from its start, its knobs still planted: a fresh world, then the
  /// opening.
  func reset(_ line: String) -> Outcome {
    typing = line
    let outcome = session.execute(line)
    typing = nil
    guard outcome == .ok else { return outcome }
    guard let script else { return outcome }
    let opened = open(script)
    report()
    return opened
  }

  /// `save FILE`: the exercise, sealed, and the commands since its world was fresh: `pdx
  /// exercise FILE` takes it up where it was left.
  func save(_ file: String, force: Bool) {
    if FileIO.exists(file) && !force {
      say(
        "error: "
          + Words(
            en: "\(file) exists: `save --force \(file)` replaces it",
            es: "\(file) ya existe: `save --force \(file)` lo sustituye")(language))
      return
    }
    let commands = since().map(\.typed)
    var text = exercise.sealedHeader.joined(separator: "\n") + "\n"
    text += commands.joined(separator: "\n") + (commands.isEmpty ? "" : "\n")
    text +=
      Words(
        en: "# Saved by pdx exercise: `pdx exercise \(file)` takes it up here.\n",
        es: "# Guardado por pdx exercise: `pdx exercise \(file)` lo retoma aquí.\n")(language)
    do {
      let secret = commands.contains { Secrets.masked($0) != $0 }
      try FileIO.writeAtomically(text, to: file, secret: secret)
    } catch {
      say("error: " + error.words(language))
      return
    }
    let lines = Numbers.counted(commands.count, ("command", "commands"), ("orden", "órdenes"))
    say(Words(en: "saved \(lines.en) to \(file)", es: "\(file) guardado: \(lines.es)")(language))
  }

  /// `help` in an exercise: its own words for itself, `hint`, `answer`, `set` and `ids`; nil
  /// for the shell's help, which names no knob.
  func help(_ topic: String?) -> [String]? {
    let width = session.host?.helpColumns ?? 80
    let own = Words(
      en: "In this exercise: hint gives the next hint; answer KNOB names the cause (help answer"
        + " lists the knobs); set KNOB, platform and run are refused, and reset starts the"
        + " exercise again.",
      es: "En este ejercicio: hint da la pista siguiente; answer PALANCA nombra la causa (help"
        + " answer lista las palancas); set PALANCA, platform y run no se aceptan, y reset empieza"
        + " el ejercicio otra vez.")
    switch topic {
    case nil:
      return Wrap.lines(own(language), width: width, indent: "")
        + Help.lines(for: nil, width: width, language: language)
    case "hint":
      return [Words(en: "usage: hint", es: "uso: hint")(language)]
        + Wrap.lines(
          Words(
            en: "Gives the exercise's next hint; after the last, the rule and its lesson.",
            es: "Da la pista siguiente del ejercicio; después de la última, la regla y su lección.")(
              language), width: width, first: "  ", indent: "  ")
    case "answer":
      return [Words(en: "usage: answer KNOB [VALUE]", es: "uso: answer PALANCA [VALOR]")(language)]
        + Wrap.lines(
          Words(
            en: "Names the planted cause, once the rule has broken. A right answer shows the"
              + " lesson's fix; each answer that names a knob counts. The knobs: "
              + Self.answerable.joined(separator: ", ") + ".",
            es: "Nombra la causa plantada, una vez rota la regla. Una respuesta correcta enseña"
              + " el arreglo de la lección; cuenta cada respuesta que nombra una palanca. Las"
              + " palancas: " + Self.answerable.joined(separator: ", ") + ".")(language),
          width: width, first: "  ", indent: "  ")
    case "set":
      return [
        Words(en: "usage: set ids|brief on|off", es: "uso: set ids|brief on|off")(language)
      ]
        + Wrap.lines(
          Self.knobsHidden(language) + ".", width: width, first: "  ", indent: "  ")
    case "ids":
      return Wrap.lines(
        Words(
          en: "Event ids, as this exercise shows its events: expect KIND ID holds when the last"
            + " command's step has that event.",
          es: "Los ids de los eventos, tal como este ejercicio los muestra: expect TIPO ID se"
            + " cumple cuando el paso de la última orden tiene ese evento.")(language),
        width: width, indent: "") + Help.idLines(language.exerciseIDRows(), width: width)
    default:
      return nil
    }
  }
}
