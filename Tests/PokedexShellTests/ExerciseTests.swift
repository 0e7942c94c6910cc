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

/// `pdx exercise`: the header read, the knobs hidden, the rule watched, `hint` and `answer`
/// (docs/reference.md §9.4); every exercise under examples/ejercicios solved by a scripted
/// student.
@Suite("Find the bug")
struct ExerciseTests {
  static let root: String = {
    let file = #filePath
    return String(file[..<file.firstRange(of: "/Tests/")!.lowerBound])
  }()

  /// An exercise's shell on `file`, started, and what it printed.
  final class Student {
    var out: [String] = []
    let shell: ExerciseShell
    init(_ file: String, language: Language = .en) throws {
      let script = try ScriptReader.read(path: file)
      let exercise = try Exercise.read(script)!
      var options = SessionOptions()
      options.language = language
      options.echo = true
      var lines: [String] = []
      let box = Box()
      shell = ExerciseShell(
        exercise: exercise, options: options, emit: { box.lines.append($0) },
        diagnostic: { box.lines.append($0) })
      _ = shell.start(script)
      lines = box.lines
      self.box = box
      out = lines
    }
    final class Box { var lines: [String] = [] }
    let box: Box
    /// The lines the commands printed.
    func type(_ lines: String...) -> [String] {
      let before = box.lines.count
      for line in lines { _ = shell.handle(line) }
      return Array(box.lines[before...])
    }
  }

  static func file(_ name: String) -> String { root + "/examples/ejercicios/" + name }

  @Test("the rule's breach is said with the commands that did it, in English and Spanish")
  func breachReported() throws {
    let en = try Student(Self.file("01-el-toque-que-espera.pdx"))
    let lines = en.type("tap-notification", "login ash@kanto.com pikachu")
    let at = lines.firstIndex { $0.hasPrefix("★") }!
    #expect(
      Array(lines[at...]) == [
        "★ the exercise's rule broke: no-stuck-link: pokedex://pokemon/1 waits in the delegate"
          + " while ContentView exists: no onChange will handle it",
        "  the commands that did it:",
        "    launch", "    signup ash@kanto.com ******", "    logout --confirm",
        "    tap-notification", "    login ash@kanto.com ******",
        "  what is the planted cause? answer KNOB",
      ])
    let es = try Student(Self.file("01-el-toque-que-espera.pdx"), language: .es)
    let dicho = es.type("tap-notification", "login ash@kanto.com pikachu")
    #expect(
      dicho.contains(
        "★ se rompió la regla del ejercicio: no-stuck-link: pokedex://pokemon/1 espera en el"
          + " delegado mientras ContentView existe: ningún onChange lo va a atender"))
    #expect(dicho.contains("  las órdenes que lo hicieron:"))
    #expect(dicho.last == "  ¿cuál es la causa plantada? answer PALANCA")
  }

  @Test("a wrong answer is told so and counted; the right one solves it")
  func answers() throws {
    let en = try Student(Self.file("01-el-toque-que-espera.pdx"))
    #expect(
      en.type("answer will-present") == [
        "pdx> answer will-present",
        "✗ not the cause: will-present (answer 1); hint gives a clue",
      ])
    // The planted knob at its other value is not the cause either.
    #expect(
      en.type("answer onchange-initial on", "answer will-present off") == [
        "pdx> answer onchange-initial on",
        "✗ not the cause: onchange-initial on (answer 2); hint gives a clue",
        "pdx> answer will-present off",
        "✗ not the cause: will-present off (answer 3); hint gives a clue",
      ])
    #expect(
      en.type("answer onchange-initial") == [
        "pdx> answer onchange-initial",
        "✓ right: onchange-initial off was planted (a link waiting in the delegate when"
          + " ContentView appears is not handled)",
        "Solved with 4 answers. Lesson 000 «La puerta y la cuenta en iOS»: «El valor ya",
        "  está puesto, no cambia, y el .onChange no se entera.»",
      ])
    #expect(en.shell.solved && en.shell.attempts == 4)
    let es = try Student(Self.file("01-el-toque-que-espera.pdx"), language: .es)
    #expect(
      es.type("answer reset-link", "answer nada") == [
        "pdx> answer reset-link",
        "✗ no es la causa: reset-link (respuesta 1); hint da una pista",
        "pdx> answer nada",
        "error: answer toma una palanca: «nada» no lo es (las palancas: onchange-initial,"
          + " delegate-install, report-dismissals, main-actor, will-present, reset-link,"
          + " on-new-intent, nil-before-dismiss, did-move-to-parent, presentation-did-dismiss,"
          + " stack-helper, guard-at-root, root-transition, switch-tab, theme-at-root, scene-initial,"
          + " request-permission, presentado-reference)",
      ])
    #expect(es.shell.attempts == 1 && !es.shell.solved)
    #expect(
      es.shell.unsolved()
        == "El ejercicio sigue sin resolver (1 respuesta). Para intentarlo otra vez: pdx"
        + " exercise \(Self.file("01-el-toque-que-espera.pdx"))")
  }

  @Test("the planted knobs are hidden: set, show and expect of their paths, and sentences")
  func hidden() throws {
    let en = try Student(Self.file("03-dos-relatos.pdx"))
    #expect(
      en.type("set") == [
        "pdx> set",
        "error: in an exercise the knobs are hidden and stay as planted: name the cause with"
          + " answer KNOB",
      ])
    #expect(en.type("set report-dismissals on").last?.hasPrefix("error: in an exercise") == true)
    #expect(
      en.type("expect knobs.reportDismissals == off") == [
        "pdx> expect knobs.reportDismissals == off",
        "error: the knobs' paths are hidden in an exercise",
      ])
    #expect(!en.type("show").contains { $0.hasPrefix("knobs.") })
    let back = en.type("back")
    #expect(back.contains("  note: …: the state is not told"))
    #expect(!back.joined().contains("report-dismissals"))
    #expect(
      ExerciseShell.mask("x is not shown (set will-present off)") == "x is not shown"
        && ExerciseShell.mask("delegate set late (delegate-install late)") == "delegate set late")
  }

  @Test("hint gives the next hint, in the session's language, then says there are no more")
  func hints() throws {
    let es = try Student(Self.file("05-el-aviso-que-no-se-ve.pdx"), language: .es)
    #expect(
      es.type("hint") == [
        "pdx> hint",
        "pista 1/2: Con el permiso concedido y la app delante, haz que llegue un aviso",
        "  (notify).",
      ])
    _ = es.type("hint")
    #expect(
      es.type("hint").last
        == "no hay más pistas: la regla es foreground-notification-shown, de 001 «Del aviso a la"
        + " ficha, en iOS»")
    let en = try Student(Self.file("05-el-aviso-que-no-se-ve.pdx"))
    #expect(
      en.type("hint") == [
        "pdx> hint",
        "hint 1/2: With the permission granted and the app in front, make a notification",
        "  arrive (notify).",
      ])
  }

  @Test("every exercise breaks its rule and is solved by a scripted student")
  func everyExerciseSolves() throws {
    let students: [(String, [String], String)] = [
      (
        "01-el-toque-que-espera.pdx", ["tap-notification", "login ash@kanto.com pikachu"],
        "onchange-initial"
      ),
      ("02-el-toque-que-abre-la-app.pdx", ["terminate", "tap-notification"], "delegate-install"),
      ("03-dos-relatos.pdx", ["back"], "report-dismissals"),
      (
        "04-el-aviso-que-cierra-la-app.pdx",
        ["scene background", "tap-notification pokedex://pokemon/4"], "main-actor"
      ),
      ("05-el-aviso-que-no-se-ve.pdx", ["notify"], "will-present"),
      ("06-el-enlace-que-no-se-apaga.pdx", ["tap-notification"], "reset-link"),
      ("07-el-enlace-de-android.pdx", ["open-url pokedex://pokemon/25"], "on-new-intent"),
      ("08-la-referencia-y-el-cierre.pdx", ["logout --confirm"], "nil-before-dismiss"),
      ("09-un-gancho-de-la-pila.pdx", ["back"], "did-move-to-parent"),
      ("10-un-gancho-de-la-hoja.pdx", ["logout", "tap-outside"], "presentation-did-dismiss"),
      ("11-el-empujon-a-mano.pdx", ["open-url pokedex://pokemon/25"], "stack-helper"),
      ("12-sin-pasar-por-la-puerta.pdx", ["logout --confirm"], "guard-at-root"),
      ("13-entrar-de-golpe.pdx", ["signup ash@correo.com secreto"], "root-transition"),
      ("14-desde-favoritos.pdx", ["tap-notification"], "switch-tab"),
      ("15-un-tema-a-medias.pdx", ["settings tema oscuro"], "theme-at-root"),
      ("16-el-recordatorio-de-hoy.pdx", ["signup ash@correo.com secreto"], "scene-initial"),
      ("17-la-pregunta-antes-de-tiempo.pdx", ["terminate", "launch"], "request-permission"),
      ("18-lo-que-no-es-suyo.pdx", ["net on"], "presentado-reference"),
    ]
    let pitfalls = Knob.allCases.filter(\.declaration.reproducesBug).map(\.name)
    #expect(Set(students.map(\.2)) == Set(pitfalls))
    for (name, lines, knob) in students {
      let student = try Student(Self.file(name), language: .es)
      #expect(!student.out.contains { $0.hasPrefix("★") }, "\(name): broken before the student")
      var printed: [String] = []
      for line in lines { printed += student.type(line) }
      #expect(printed.contains { $0.hasPrefix("★ se rompió la regla del ejercicio: ") }, "\(name)")
      #expect(student.shell.exercise.planted.map(\.knob.name) == [knob])
      _ = student.type("answer " + knob)
      #expect(student.shell.solved && student.shell.attempts == 1, "\(name)")
      #expect(student.shell.exercise.hints.count >= 2, "\(name)")
    }
  }

  @Test("a header whose knob or rule is unknown is one error at its line")
  func badHeader() throws {
    func error(_ text: String) -> String? {
      do {
        _ = try Exercise.read(try ScriptReader.parse(Array(text.utf8), path: "e.pdx"))
        return nil
      } catch {
        return error.described.en + " | " + error.described.es
      }
    }
    #expect(
      error("# Title.\n# exercise: onchange-inital off\n# rule: no-stuck-link\nlaunch\n")
        == "e.pdx:2:1: unknown knob «onchange-inital» in «# exercise: KNOB VALUE» (expected one"
        + " of onchange-initial, delegate-install, report-dismissals, main-actor, will-present,"
        + " reset-link, on-new-intent, nil-before-dismiss, did-move-to-parent,"
        + " presentation-did-dismiss, stack-helper, guard-at-root, root-transition, switch-tab,"
        + " theme-at-root, scene-initial, request-permission, presentado-reference) (did you mean"
        + " onchange-initial?) | e.pdx:2:1: palanca"
        + " desconocida «onchange-inital» en «# exercise: PALANCA VALOR» (se esperaba una de"
        + " onchange-initial, delegate-install, report-dismissals, main-actor, will-present,"
        + " reset-link, on-new-intent, nil-before-dismiss, did-move-to-parent,"
        + " presentation-did-dismiss, stack-helper, guard-at-root, root-transition, switch-tab,"
        + " theme-at-root, scene-initial, request-permission, presentado-reference) (¿querías"
        + " decir onchange-initial?)")
    #expect(
      error("# exercise: onchange-initial on\n# rule: no-stuck-link\n")?.hasPrefix(
        "e.pdx:1:1: # exercise: onchange-initial plants its pitfall, off (on is the lesson's"
          + " fix), not «on»") == true)
    #expect(
      error("# exercise: onchange-initial off\n# rule: no-stuck\n")?.hasPrefix(
        "e.pdx:2:1: unknown rule «no-stuck» in «# rule:»") == true)
    #expect(error("# A walkthrough.\nlaunch\n") == nil)
  }
}
