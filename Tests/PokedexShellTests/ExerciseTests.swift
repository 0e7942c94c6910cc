import Foundation
import Glibc
@_spi(Internals) import PokedexCore
import Testing

@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxLanguage
@testable import PdxPictures
@testable import PdxRender
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
        "★ the exercise's rule broke: no-stuck-link: pokedex://pokemon/1 waits in the",
        "  delegate while ContentView exists",
        "  the commands that did it:",
        "    launch", "    signup ash@kanto.com ******", "    logout --confirm",
        "    tap-notification", "    login ash@kanto.com ******",
        "  what is the planted cause? answer KNOB",
      ])
    let es = try Student(Self.file("01-el-toque-que-espera.pdx"), language: .es)
    let dicho = es.type("tap-notification", "login ash@kanto.com pikachu")
    #expect(
      dicho.contains(
        "★ se rompió la regla del ejercicio: no-stuck-link: pokedex://pokemon/1 espera en"))
    #expect(dicho.contains("  las órdenes que lo hicieron:"))
    #expect(dicho.last == "  ¿cuál es la causa plantada? answer PALANCA")
  }

  @Test(
    "an answer before the rule broke counts nothing; a wrong one is counted, a near miss says what it would have shown, the right one quotes the lesson's fix"
  )
  func answers() throws {
    let en = try Student(Self.file("01-el-toque-que-espera.pdx"))
    #expect(
      en.type("answer onchange-initial") == [
        "pdx> answer onchange-initial",
        "not yet: you have not seen the fault (the rule no-stuck-link has not broken).",
        "Drive the app until pdx says ★; this answer is not counted",
      ])
    #expect(en.shell.attempts == 0 && !en.shell.solved)
    _ = en.type("tap-notification", "login ash@kanto.com pikachu")
    #expect(
      en.type("answer will-present") == [
        "pdx> answer will-present",
        "✗ not the cause: will-present (answer 1); hint gives a clue",
      ])
    // The planted knob at its other value is not the cause either.
    #expect(
      en.type("answer onchange-initial on") == [
        "pdx> answer onchange-initial on",
        "✗ not the cause: onchange-initial on (answer 2); hint gives a clue",
      ])
    // A knob that breaks the same rule: what it would have shown instead.
    #expect(
      en.type("answer reset-link") == [
        "pdx> answer reset-link",
        "✗ close, but not the cause: reset-link (answer 3). With reset-link off the rule",
        "  no-stuck-link breaks too, but what you would see is this: enlacePendiente",
        "  stays set after abrir: the same notification tapped again changes nothing, and",
        "  the link is not handled again. Is that what you saw?",
      ])
    #expect(
      en.type("answer onchange-initial") == [
        "pdx> answer onchange-initial",
        "✓ right: onchange-initial off was planted: a link waiting in the delegate when",
        "  ContentView appears is not handled",
        "  The lesson's fix (lesson 000 «La puerta y la cuenta en iOS»):",
        "      .onChange(of: notificaciones.enlacePendiente, initial: true) { _, url in",
        "          // …", "      }", "Solved with 4 answers.",
      ])
    #expect(en.shell.solved && en.shell.attempts == 4)
    let es = try Student(Self.file("01-el-toque-que-espera.pdx"), language: .es)
    _ = es.type("tap-notification", "login ash@kanto.com pikachu")
    #expect(
      es.type("answer will-present", "answer nada") == [
        "pdx> answer will-present",
        "✗ no es la causa: will-present (respuesta 1); hint da una pista",
        "pdx> answer nada",
        "error: answer toma una palanca: «nada» no lo es (las palancas: delegate-install,"
          + " did-move-to-parent, guard-at-root, main-actor, nil-before-dismiss, on-new-intent,"
          + " onchange-initial, presentado-reference, presentation-did-dismiss, report-dismissals,"
          + " request-permission, reset-link, root-transition, scene-initial, stack-helper,"
          + " switch-tab, theme-at-root, will-present)",
      ])
    #expect(es.shell.attempts == 1 && !es.shell.solved)
    #expect(
      es.shell.unsolved()
        == "El ejercicio sigue sin resolver (1 respuesta). Para intentarlo otra vez: pdx"
        + " exercise \(Self.file("01-el-toque-que-espera.pdx"))")
  }

  @Test("the planted knobs are hidden: set, show and expect of their paths, and sentences")
  func hidden() throws {
    let en = try Student(Self.file("03-el-estado-que-no-se-entera.pdx"))
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
    #expect(back.contains { $0.hasPrefix("warning: diverged") })
    #expect(!back.joined().contains("report-dismissals") && !back.joined().contains("not told"))
    #expect(
      ExerciseShell.mask("did you mean will-present?") == "did you mean …?"
        && ExerciseShell.mask("show knobs.willPresent") == "show knobs.…")
  }

  @Test(
    "tree shows what each tab is painted with, not where the theme's modifier sits: that is the cause"
  )
  func treeHidesTheModifier() throws {
    let es = try Student(Self.file("15-un-tema-a-medias.pdx"), language: .es)
    _ = es.type("settings tema oscuro")
    let tree = es.type("tree")
    #expect(tree.contains("   └─ ContentView (tema sistema)"), "\(tree)")
    #expect(tree.contains { $0.hasSuffix("SettingsView (Cuenta: ash@correo.com) (tema oscuro)") })
    #expect(!tree.joined().contains("preferredColorScheme"), "\(tree)")
    // Outside an exercise, the tree says where the modifier is.
    #expect(
      TreeRenderer.lines(es.shell.session.store.world, language: .es).contains {
        $0.hasSuffix("(tema oscuro, .preferredColorScheme)")
      })
  }

  @Test("the request the launch makes reads under a header of its own, not under AuthView's")
  func requestHasItsHeader() throws {
    let es = try Student(Self.file("20-antes-de-pulsar.pdx"), language: .es)
    let launched = es.type("launch")
    let dialog = try #require(launched.firstIndex { $0.hasPrefix("  dialogo: nil → ") })
    #expect(launched[dialog - 2] == "▸ permission request notifications", "\(launched)")
    #expect(!launched.joined().contains("POST_NOTIFICATIONS"))
  }

  @Test("expect of an event reads the ids the exercise showed: a symptom's, not the cause's")
  func expectShownIDs() throws {
    let en = try Student(Self.file("04-el-aviso-que-cierra-la-app.pdx"))
    let broke = en.type("scene background", "tap-notification pokedex://pokemon/4")
    #expect(broke.contains("  note: crash: the app closes as the notification's tap reaches it"))
    #expect(en.type("expect note crash") == ["pdx> expect note crash"])
    #expect(
      en.type("expect note crash-…") == [
        "pdx> expect note crash-…",
        "error: unknown note id «crash-…» in this exercise (help ids lists them) (did you mean"
          + " crash?)",
      ])
    #expect(
      en.type("!expect note crash") == [
        "pdx> !expect note crash", "FAIL expect no note crash", "  - no note crash",
        "  + note comes-to-foreground, note crash",
      ])
  }

  @Test(
    "undo takes its step out of «the commands that did it»; save writes the sealed exercise and the commands, which replay"
  )
  func undoAndSave() throws {
    let en = try Student(Self.file("09-atras.pdx"))
    let broke = en.type("tab favoritos", "undo", "back")
    let at = broke.firstIndex { $0.hasPrefix("★") }!
    #expect(
      Array(broke[(at + 2)...]) == [
        "  the commands that did it:", "    launch", "    signup ash@correo.com ******",
        "    open squirtle", "    back", "  what is the planted cause? answer KNOB",
      ])
    var template = Array("/tmp/pdx-exercise-XXXXXX".utf8CString)
    let dir = String(cString: template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!)! })
    defer {
      _ = unlink(dir + "/saved.pdx")
      _ = rmdir(dir)
    }
    #expect(
      en.type("save \(dir)/saved.pdx") == [
        "pdx> save \(dir)/saved.pdx", "saved 3 commands to \(dir)/saved.pdx",
      ])
    // What a test's save adds is refused, not dropped in silence.
    #expect(
      en.type("save --transcript \(dir)/t.pdx") == [
        "pdx> save --transcript \(dir)/t.pdx",
        "error: save in an exercise writes the sealed exercise and your commands only:"
          + " --transcript would write down what the planted world printed, which pdx test (the"
          + " fixed world) contradicts; type save FILE",
      ])
    #expect(en.type("save --expect \(dir)/t.pdx").last?.contains(" --expect would ") == true)
    #expect(access(dir + "/t.pdx", F_OK) != 0)
    let saved = try ScriptReader.read(path: dir + "/saved.pdx")
    let text = saved.lines.compactMap { line -> String? in
      if case .command(let t, _) = line.kind { t } else { nil }
    }
    #expect(text == ["signup ash@correo.com pikachu", "open squirtle", "back"])
    #expect(!saved.header.joined().contains("did-move-to-parent"))
    let again = try Exercise.read(saved)!
    #expect(again.sealed && again.planted.map(\.knob) == [.didMoveToParent])
  }

  @Test("the course's listing: each exercise's state, how many are solved, and the next not solved")
  func courseListing() throws {
    let all = try Self.exercises().prefix(3)
    let records: [ExerciseRecord?] = [
      ExerciseRecord(attempts: 2, solved: true), ExerciseRecord(attempts: 1, solved: false), nil,
    ]
    let course = ExerciseCourse(
      folder: "curso",
      entries: zip(all, records).map {
        ExerciseCourse.Entry(
          file: $0.0.file, exercise: try! Exercise.read(try! ScriptReader.read(path: $0.0.file))!,
          record: $0.1)
      })
    #expect(course.next?.file == all[all.startIndex + 1].file)
    let lines = course.lines(.es)
    #expect(lines.first == "curso: 1 de 3 resueltos")
    #expect(lines[1].contains("resuelto (2 respuestas) · Ejercicio 01"))
    #expect(lines[2].contains("1 respuesta, sin resolver · Ejercicio 02"))
    #expect(lines[3].contains("sin empezar · Ejercicio 03"))
  }

  @Test("hint gives the next hint, in the session's language, then says there are no more")
  func hints() throws {
    let es = try Student(Self.file("05-el-aviso-que-no-se-ve.pdx"), language: .es)
    #expect(
      es.type("hint") == [
        "pdx> hint",
        "pista 1/2: Con el permiso concedido, y mientras usas la app, haz que llegue un",
        "  aviso (notify).",
      ])
    _ = es.type("hint")
    // Wrapped as the hints are, at the terminal's width (80 without one).
    #expect(
      es.type("hint") == [
        "pdx> hint",
        "no hay más pistas: la regla es foreground-notification-shown, de 001 «Del aviso",
        "  a la ficha, en iOS»",
      ])
    // What the exercise's introduction points to: its own help topics.
    #expect(
      es.type("help hint") == [
        "pdx> help hint", "uso: hint",
        "  Da la pista siguiente del ejercicio; después de la última, la regla y su",
        "  lección.",
      ])
    let palancas = es.type("help answer")
    #expect(palancas.prefix(2) == ["pdx> help answer", "uso: answer PALANCA [VALOR]"])
    let text = palancas.dropFirst(2).map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
    #expect(
      text.hasSuffix(
        " Las palancas: "
          + Knob.allCases.filter(\.declaration.reproducesBug).map(\.name).sorted()
          .joined(separator: ", ") + "."), "\(text)")
    let en = try Student(Self.file("05-el-aviso-que-no-se-ve.pdx"))
    #expect(
      en.type("hint") == [
        "pdx> hint",
        "hint 1/2: With the permission granted and the app in front, make a notification",
        "  arrive (notify).",
      ])
  }

  /// What a student types, after the opening, to break each knob's exercise rule.
  static let solutions: [String: [String]] = [
    "onchange-initial": ["tap-notification", "login ash@kanto.com pikachu"],
    "delegate-install": ["terminate", "tap-notification"],
    "report-dismissals": ["back"],
    "main-actor": ["scene background", "tap-notification pokedex://pokemon/4"],
    "will-present": ["notify"],
    "reset-link": ["tap-notification"],
    "on-new-intent": ["open-url pokedex://pokemon/25"],
    "nil-before-dismiss": ["logout --confirm"],
    "did-move-to-parent": ["back"],
    "presentation-did-dismiss": ["logout", "tap-outside"],
    "stack-helper": ["open-url pokedex://pokemon/25"],
    "guard-at-root": ["logout --confirm"],
    "root-transition": ["signup ash@correo.com secreto"],
    "switch-tab": ["tap-notification"],
    "theme-at-root": ["settings tema oscuro"],
    "scene-initial": ["signup ash@correo.com secreto"],
    "request-permission": ["terminate", "launch"],
    "presentado-reference": ["net on"],
  ]

  /// Where an exercise's opening asks for other commands than its knob's first exercise.
  static let solutionsByFile: [String: [String]] = [
    "19-recien-instalada.pdx": ["launch", "open-url pokedex://pokemon/25"],
    "20-antes-de-pulsar.pdx": ["launch"],
  ]

  static func solution(_ file: String, _ knob: Knob) -> [String] {
    let name = String(file.split(separator: "/").last ?? "")
    return solutionsByFile[name] ?? solutions[knob.name] ?? []
  }

  /// Every exercise under examples/ejercicios, with its planted knob.
  static func exercises() throws -> [(file: String, knob: Knob)] {
    let files = try TestRunner().discover([root + "/examples/ejercicios"]).sorted()
    return try files.map { file in
      (file, try Exercise.read(try ScriptReader.read(path: file))!.planted[0].knob)
    }
  }

  @Test("every exercise breaks its rule and is solved by a scripted student")
  func everyExerciseSolves() throws {
    let all = try Self.exercises()
    let pitfalls = Knob.allCases.filter(\.declaration.reproducesBug)
    #expect(Set(all.map(\.knob)) == Set(pitfalls))
    for (file, knob) in all {
      let student = try Student(file, language: .es)
      #expect(!student.out.contains { $0.hasPrefix("★") }, "\(file): broken before the student")
      var printed: [String] = []
      for line in Self.solution(file, knob) {
        let said = student.type(line)
        // A hidden action takes its header only: what it changed reads under another's.
        #expect(said.dropFirst().first?.hasPrefix("  ") != true, "\(file): \(line): \(said)")
        printed += said
      }
      #expect(printed.contains { $0.hasPrefix("★ se rompió la regla del ejercicio: ") }, "\(file)")
      _ = student.type("answer " + knob.name)
      #expect(student.shell.solved && student.shell.attempts == 1, "\(file)")
      #expect(student.shell.exercise.hints.count >= 2, "\(file)")
    }
  }

  @Test(
    "no platform tells its exercises apart: each platform's exercises plant at least two knobs, and each runs where its header says"
  )
  func platformsDoNotTell() throws {
    var knobs: [Plataforma: Set<Knob>] = [:]
    for (file, _) in try Self.exercises() {
      let exercise = try Exercise.read(try ScriptReader.read(path: file))!
      let platform = exercise.platform ?? .ios
      knobs[platform, default: []].formUnion(exercise.planted.map(\.knob))
      let student = try Student(file)
      #expect(student.shell.session.store.world.dispositivo.plataforma == platform, "\(file)")
    }
    #expect(Set(knobs.keys) == [.ios, .android])
    for (platform, planted) in knobs {
      #expect(planted.count >= 2, "\(platform): \(planted)")
    }
  }

  /// What an attacker types at an exercise's prompt, besides the commands that break its rule:
  /// every route the shell has to the knobs, and every listing.
  static let probes = [
    "set", "set ids on", "help", "help set", "help ids", "help shell", "help all", "show", "tree",
    "history", "permission", "show info", "expect note link-lost", "expect ui banner",
    "!expect ui push", "platform android", "run examples/01-la-puerta.pdx",
  ]

  @Test(
    "in every exercise, nothing printed names the planted knob, its path or its code, in either language, whatever the student types",
    arguments: Language.allCases)
  func nothingNamesTheKnob(_ language: Language) throws {
    for (file, knob) in try Self.exercises() {
      let student = try Student(file, language: language)
      var out = student.out
      let breaking = Self.solution(file, knob)
      let typed: [String] =
        Self.probes + breaking + ["undo", "reset"] + breaking + ["set brief on"]
      for line in typed + breaking { out += student.type(line) }
      // Broken, then again after reset (the opening run again, the knob still planted).
      #expect(
        out.filter { $0.hasPrefix("★") }.count >= 2, "\(file): \(out.filter { $0.hasPrefix("★") })")
      // The lines the student typed are theirs: the routes that name a knob are typed below.
      let printed = out.filter { !$0.hasPrefix("pdx> ") }
      // The fixed app's words for any knob's code: they would tell which knobs are not planted.
      for other in Knob.allCases {
        for phrase in other.declaration.fixShows
        where printed.contains(where: { $0.contains(phrase) }) {
          Issue.record("\(file) (\(language)): «\(phrase)», \(other.name)'s fix, is printed")
        }
      }
      for phrase in knob.phrases {
        let found = printed.filter { $0.contains(phrase) }
        #expect(found.isEmpty, "\(file) (\(language)): «\(phrase)» in \(found)")
      }
      // The routes that type the knob's name get one sentence that does not repeat it.
      let d = knob.declaration
      let routes: [String] = [
        "set " + knob.name + " on", "!set " + knob.name + " " + d.faithful, "show " + knob.path,
        "expect " + knob.path + " == " + d.pitfall, "set " + String(knob.name.dropLast()),
      ]
      for probe in routes {
        let answer = student.type(probe).filter { !$0.hasPrefix("pdx> ") }
        #expect(answer.count == 1 && answer[0].hasPrefix("error: "), "\(probe): \(answer)")
        for phrase in knob.phrases where answer.joined().contains(phrase) {
          Issue.record("\(file): «\(probe)» answered with «\(phrase)»: \(answer)")
        }
      }
      #expect(!student.shell.solved && student.shell.attempts == 0)
    }
  }

  @Test("each phrase a knob declares its fixed app prints is printed by the fixed app")
  func fixShowsAreReal() {
    let texts = Language.allCases.flatMap { language in
      Plataforma.allCases.flatMap { p in
        [UIEvent.fade(haySesion: true, p), .repaint(.oscuro, p)].map {
          language.text(.ui($0))
        }
      }
    }
    // And `tree`, in a world with a session.
    var store = Store(platform: .ios)
    _ = store.send(.signup(email: "ash@kanto.com", password: Secret(password: "pikachu")))
    let tree = TreeRenderer.lines(store.world)
    for knob in Knob.allCases {
      for phrase in knob.declaration.fixShows {
        #expect(
          (texts + tree).contains { $0.contains(phrase) }, "\(knob.name): «\(phrase)»")
      }
    }
    #expect(
      ExerciseShell.mask("ui: fade: RaizConSesion animates haySesion true (.transition(.opacity))")
        == "ui: fade: RaizConSesion animates haySesion true")
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
    #expect(
      error("# exercise: guard-at-root off\n# rule: content-needs-session\n# platform: androide\n")
        == "e.pdx:3:1: unknown platform «androide» in «# platform:» (expected ios or android) |"
        + " e.pdx:3:1: plataforma desconocida «androide» en «# platform:» (se esperaba ios o"
        + " android)")
    // A knob of one platform on the other: which knob is not said, a sealed line would tell.
    #expect(
      error(
        "# exercise: will-present off\n# rule: foreground-notification-shown\n# platform: android\n"
      )
        == "e.pdx:3:1: «# platform: android»: a planted knob exists only on ios; leave the line"
        + " out, or plant a knob of both platforms | e.pdx:3:1: «# platform: android»: una"
        + " palanca plantada solo existe en ios; quita la línea, o planta una palanca de las dos"
        + " plataformas")
  }
}
