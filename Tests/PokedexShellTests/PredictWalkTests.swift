import PokedexCore
import Testing

@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxLanguage
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession
@testable import PdxTeaching

/// `PredictWalk` in-process: the questions an `expect` asks, the teacher's own, and the
/// verdicts, explanations and score (docs/reference.md §9.3).
@Suite("Predict, then observe")
struct PredictWalkTests {
  static func script(_ text: String) throws -> Script {
    try ScriptReader.parse(Array(text.utf8), path: "p.pdx")
  }

  func walk(_ text: String, answers: [String], language: Language = .en) throws -> (
    PredictWalk.Result, [String]
  ) {
    var options = SessionOptions()
    options.language = language
    let c = Captured(options)
    var left = answers
    let walk = PredictWalk(script: try Self.script(text), interactive: false) { _ in
      left.isEmpty ? nil : left.removeFirst()
    }
    let result = walk.run(in: c.session)
    return (result, c.output + c.diag)
  }

  /// The lines of the walk that are neither the steps' own nor the echoed commands.
  static func teaching(_ lines: [String]) -> [String] {
    lines.filter {
      !$0.hasPrefix("▸") && !$0.hasPrefix("pdx> ") && !$0.isEmpty
        && (!$0.hasPrefix("  ") || $0.hasPrefix("    tap")
          || [
            "  1)", "  2)", "  3)", "  4)", "     ", "  what", "  why", "  lo que", "  por qué",
            "  line", "  línea",
          ]
          .contains(where: $0.hasPrefix))
    }
  }

  @Test("a right and a wrong prediction are told so, and the score counts them")
  func verdicts() throws {
    let text =
      "config accounts off\nrestart\nopen pikachu\nexpect contenido.caminoLista == [25]\n"
      + "tab favoritos\nexpect contenido.pestana == favoritos\n"
    let (result, _) = try walk(text, answers: ["1", "1"])
    #expect(
      result
        == PredictWalk.Result(
          outcome: .ok, right: 1, asked: 2, left: false,
          missed: [
            PredictWalk.Missed(
              line: 6, statement: "contenido.pestana == favoritos", commands: ["tab favoritos"])
          ]))
    let (es, lines) = try walk(text, answers: ["1", "2"], language: .es)
    #expect(es.right == 2)
    #expect(lines.contains("✓ acertaste: contenido.caminoLista == [25]"))
    #expect(lines.contains("✓ acertaste: contenido.pestana == favoritos"))
    #expect(lines.last == "Acertaste 2 de 2")
  }

  @Test("the choices: every value of the path's type, the same for two paths of one type")
  func choicesOfTheType() {
    #expect(
      Question.choices(for: .field(.contenidoPestana), expected: .symbol("lista"), now: .null) == [
        .symbol("lista"), .symbol("favoritos"), .symbol("ajustes"), .null,
      ])
    let temas: [Value] = [.symbol("sistema"), .symbol("claro"), .symbol("oscuro")]
    #expect(
      Question.choices(
        for: .field(.ajustesTema), expected: .symbol("oscuro"), now: .symbol("sistema"))
        == temas)
    #expect(
      Question.choices(
        for: .field(.contenidoTema), expected: .symbol("oscuro"), now: .symbol("sistema"))
        == temas)
    #expect(
      Question.choices(
        for: .field(.recordatorioProgramado), expected: .bool(true), now: .bool(true)) == [
          .bool(true), .bool(false),
        ])
    // A Bool that is nil where the app does not run: nil too, when it is nil now.
    #expect(
      Question.choices(for: .field(.hayCuentas), expected: .bool(true), now: .null) == [
        .bool(true), .bool(false), .null,
      ])
  }

  @Test("a path of many values offers what it is now and the walkthrough's values nearest the step")
  func choicesOfTheWalkthrough() throws {
    let seen: [(value: Value, at: Int)] = [
      (.null, 0), (.ints([]), 1), (.ints([1]), 2), (.ints([32]), 5), (.ints([7]), 7),
    ]
    #expect(
      Question.choices(
        for: .field(.contenidoCaminoLista), expected: .ints([7]), now: .ints([32]), near: 6,
        seen: seen)
        == [.ints([1]), .ints([32]), .ints([7]), .list([])])
    // In a walk, the values come from its rehearsal: [7, 25] is what a later step gives.
    let script = try Self.script(
      "tap-notification pokedex://pokemon/7\nsignup ash@kanto.com pikachu\n"
        + "expect contenido.caminoLista == [7]\nopen pikachu\n"
        + "expect contenido.caminoLista == [7, 25]\n")
    let rehearsal = Rehearsal(script, options: SessionOptions())
    let q = Question.asked(by: script.lines[2], in: rehearsal.scenes[0]!, seen: rehearsal.seen)
    #expect(q?.said == ["[7, 25]", "[7]", "[]", "nil"])
    // The teacher's wrong values, when the script gives them, and nothing else.
    #expect(
      Question.choices(
        for: .field(.contenidoCaminoLista), expected: .ints([7]), now: .ints([32]), seen: seen,
        teacher: [.list([.int(7), .int(7)])]) == [.list([.int(7), .int(7)]), .ints([7])])
  }

  @Test("an event's wrong choices share its subject and its link, never one the step prints")
  func eventChoices() throws {
    let (_, lines) = try walk(
      "set onchange-initial off\ntap-notification\nsignup ash@kanto.com pikachu\n"
        + "expect note link-not-handled\n", answers: ["1"])
    // The step also prints session-saved: it is not offered as a wrong note.
    let expected: [String] = [
      "next: set onchange-initial off",
      "next: tap-notification",
      "next: signup ash@kanto.com ******",
      "Which note will the step print?",
      "  1) link-dies-with-process: the pending link pokedex://pokemon/1 dies with the",
      "     process",
      "  2) link-lost: link lost: pokedex://pokemon/1 reached the app but ContentView",
      "     is not built (raiz is formulario), so no .onOpenURL receives it",
      "  3) link-not-handled: pokedex://pokemon/1 is waiting in the delegate, but",
      "     onChange without initial: true does not fire when the view appears: the",
      "     link is not handled (set onchange-initial off)",
      "  4) link-unchanged: enlacePendiente already holds pokedex://pokemon/1: the",
      "     value does not change, so onChange does not fire",
    ]
    #expect(Array(Self.teaching(lines).prefix(expected.count)) == expected)
    // On Android the session goes to the private storage, and the choices say so.
    let (_, android) = try walk(
      "platform android\nsignup ash@kanto.com pikachu\nexpect note session-saved\n",
      answers: ["1"], language: .es)
    #expect(android.contains("  4) session-saved: sesión guardada en el directorio privado"))
    let restored = android.firstIndex(
      of: "  3) session-restored: restaurar() encontró la sesión de ash@kanto.com en el")
    #expect(restored.map { android[$0 + 1] } == "     directorio privado")
    #expect(!android.contains { $0.contains("Llavero") && $0.contains("session-saved") })
    // Never an id the step prints, whatever its subject.
    let q = Question.event(
      1, "note", "a-x", ["a-w", "a-x", "a-y", "a-z", "b-v"], ["a-y"], [], Words(""),
      subject: { $0.hasPrefix("a") ? .links : .life }, sentence: { Words($0) })
    #expect(q.said == ["a-w", "a-x", "a-z", "b-v"])
    #expect(q.right == 1)
  }

  @Test("a wrong answer is told what happened instead, the value whole; the end lists the misses")
  func explanations() throws {
    let text =
      "tap-notification\nexpect delegado.enlacePendiente == \"pokedex://pokemon/1\"\n"
      + "signup ash@kanto.com pikachu\nexpect raiz == conSesion\n"
      + "expect delegado.enlacePendiente == nil\n"
    let (result, lines) = try walk(text, answers: ["2", "4", "1"])
    #expect(result.right == 0 && result.asked == 3)
    #expect(
      Self.teaching(lines).filter { $0.hasPrefix("✗") || !$0.hasPrefix(" ") && $0.contains(":") }
        == [
          "next: tap-notification",
          "✗ not this time: you said nil",
          "next: signup ash@kanto.com ******",
          "✗ not this time: you said formulario",
          // Whole, colon and all: the echo is the value as the choice showed it.
          "✗ not this time: you said \"pokedex://pokemon/1\"",
          "To go over again:",
        ])
    #expect(
      lines.contains("  what happened: delegado.enlacePendiente: nil → \"pokedex://pokemon/1\""))
    #expect(lines.contains("  what happened: raiz: formulario → conSesion"))
    #expect(
      lines.contains("  what happened: delegado.enlacePendiente: \"pokedex://pokemon/1\" → nil"))
    #expect(
      Array(lines.suffix(6)) == [
        "You got 0 of 3", "To go over again:",
        "  line 2: delegado.enlacePendiente == \"pokedex://pokemon/1\", after",
        "    tap-notification",
        "  line 4: raiz == conSesion, after signup ash@kanto.com ******",
        "  line 5: delegado.enlacePendiente == nil, after signup ash@kanto.com ******",
      ])
    let (_, es) = try walk(text, answers: ["1", "1", "2"], language: .es)
    #expect(es.contains("✓ acertaste: delegado.enlacePendiente == \"pokedex://pokemon/1\""))
    #expect(es.contains("✗ esta vez no: dijiste sinCuentas"))
    #expect(es.contains("  lo que pasó: raiz: formulario → conSesion"))
    #expect(
      Array(es.suffix(3)) == [
        "Acertaste 2 de 3", "Para repasar:",
        "  línea 4: raiz == conSesion, tras signup ash@kanto.com ******",
      ])
  }

  static let teacherScript = """
    set onchange-initial off
    tap-notification
    signup ash@kanto.com pikachu
    #? ¿Qué hace la ContentView nueva con el enlace que ya esperaba?
    #? en: What does the new ContentView do with the link that was already waiting?
    #? or: link-lost
    #? why: «El valor ya está puesto, no cambia, y el .onChange no se entera.» (lección 000)
    #? en: why: «The value is already set, it does not change, and .onChange does not notice.»
    expect note link-not-handled
    #? skip
    expect contenido.caminoLista == []

    """

  @Test("the teacher's question, wrong choices and why, in both languages; #? skip asks nothing")
  func teachersQuestion() throws {
    let (result, en) = try walk(Self.teacherScript, answers: ["1"])
    #expect(result.asked == 1)
    #expect(
      Self.teaching(en) == [
        "next: set onchange-initial off", "next: tap-notification",
        "next: signup ash@kanto.com ******",
        "What does the new ContentView do with the link that was already waiting?",
        "  1) link-lost: link lost: pokedex://pokemon/1 reached the app but ContentView",
        "     is not built (raiz is formulario), so no .onOpenURL receives it",
        "  2) link-not-handled: pokedex://pokemon/1 is waiting in the delegate, but",
        "     onChange without initial: true does not fire when the view appears: the",
        "     link is not handled (set onchange-initial off)",
        "✗ not this time: you said link-lost",
        "  what happened: note link-not-handled: pokedex://pokemon/1 is waiting in the",
        "                 delegate, but onChange without initial: true does not fire when",
        "                 the view appears: the link is not handled (set onchange-initial",
        "                 off)",
        "  why: «The value is already set, it does not change, and .onChange does not",
        "       notice.»",
        "You got 0 of 1", "To go over again:",
        "  line 9: note link-not-handled, after set onchange-initial off;",
        "    tap-notification; signup ash@kanto.com ******",
      ])
    let (_, es) = try walk(Self.teacherScript, answers: ["2"], language: .es)
    #expect(es.contains("¿Qué hace la ContentView nueva con el enlace que ya esperaba?"))
    #expect(es.contains("✓ acertaste: note link-not-handled"))
    #expect(!es.contains { $0.hasPrefix("  por qué") }, "a right answer needs no why")
    #expect(es.last == "Acertaste 1 de 1")
    // Marked before a command, its whole block asks nothing.
    let (skipped, _) = try walk(
      "#? skip\nsignup ash@kanto.com pikachu\nexpect raiz == conSesion\n", answers: [])
    #expect(skipped.asked == 0 && !skipped.left)
  }

  @Test("narration between a step and its expect lines: still asked, told after the verdict")
  func narrationInsideABlock() throws {
    let text =
      "## Entramos.\n## en: We log in.\nsignup ash@kanto.com pikachu\n"
      + "## La raíz pasa a conSesion.\n## en: The root becomes conSesion.\n"
      + "expect raiz == conSesion\n"
    for (language, verdict, told, score) in [
      (
        Language.en, "✓ right: raiz == conSesion", ["We log in.", "The root becomes conSesion."],
        "You got 1 of 1"
      ),
      (
        .es, "✓ acertaste: raiz == conSesion", ["Entramos.", "La raíz pasa a conSesion."],
        "Acertaste 1 de 1"
      ),
    ] {
      let (result, lines) = try walk(text, answers: ["3"], language: language)
      #expect(result.asked == 1 && result.right == 1)
      let from = try #require(lines.firstIndex(of: verdict))
      #expect(Array(lines[from...]) == [verdict, "", told[0], "", told[1], "", score])
    }
  }

  @Test("a dismiss the step does not print names the dialog this step closes, in both languages")
  func dismissNamesThisDialog() throws {
    let text =
      "signup ash@kanto.com pikachu\nset nil-before-dismiss off\nlogout --confirm\n"
      + "#? or: dismiss\nexpect ui dismiss-again-refused\n"
    for (language, choice) in [
      (Language.en, "  1) dismiss: dismiss confirmationDialog «¿Cerrar la sesión?»"),
      (.es, "  1) dismiss: cierra el confirmationDialog «¿Cerrar la sesión?»"),
    ] {
      let (result, lines) = try walk(text, answers: ["2"], language: language)
      #expect(result.asked == 1 && result.right == 1)
      #expect(lines.contains(choice), "\(lines)")
    }
  }

  @Test("link-lost offered with a session names the form, where a link is lost, in both languages")
  func lostWhereContentIsNotBuilt() throws {
    let text =
      "signup ash@kanto.com pikachu\n#? skip\nexpect raiz == conSesion\ntap-notification\n"
      + "set reset-link off\nback\ntap-notification\n#? or: link-lost\nexpect note link-stays\n"
    for (language, line) in [
      (Language.en, "     is not built (raiz is formulario), so no .onOpenURL receives it"),
      (.es, "     ContentView no está construida (raiz es formulario), así que ningún"),
    ] {
      let (result, lines) = try walk(text, answers: ["2"], language: language)
      #expect(result.asked == 1 && result.right == 1)
      #expect(lines.contains(line), "\(lines)")
    }
  }

  @Test("pdx's own knobs are asked only when the teacher asks")
  func knobsAreTheTeachers() throws {
    let knobBlock =
      "signup ash@kanto.com pikachu\nset report-dismissals off\nopen pikachu\nswipe-back\n"
      + "set report-dismissals on\nexpect pantalla.lista == [25]\n"
    let (quiet, _) = try walk(knobBlock + "expect knobs.reportDismissals == on\n", answers: [])
    #expect(quiet.asked == 0 && !quiet.left)
    // A knob's path is not asked after another command either.
    let (path, _) = try walk(
      "set onchange-initial off\nsignup ash@kanto.com pikachu\n"
        + "expect knobs.onchangeInitial == off\n", answers: [])
    #expect(path.asked == 0 && !path.left)
    let asked = knobBlock.replacingOccurrences(
      "expect pantalla", "#? ¿Qué hace el reconciliador al volver a informar?\nexpect pantalla")
    let (teacher, lines) = try walk(asked, answers: ["1"])
    #expect(teacher.asked == 1)
    #expect(lines.contains("¿Qué hace el reconciliador al volver a informar?"))
  }
}

extension String {
  fileprivate func replacingOccurrences(_ a: String, _ b: String) -> String {
    var out = ""
    var rest = Substring(self)
    while let r = rest.firstRange(of: a) {
      out += rest[..<r.lowerBound] + b
      rest = rest[r.upperBound...]
    }
    return out + rest
  }
}
