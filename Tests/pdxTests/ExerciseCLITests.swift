import Glibc
import Testing

/// `pdx exercise FILE` as a started program, a scripted student on stdin (docs/reference.md
/// §9.4): exit 0 solved, 1 unsolved, 2 for a header that is wrong.
@Suite("pdx exercise")
struct ExerciseCLITests {
  let pdx = pdxExecutable()
  static let file = WalkMarkdownCLITests.root + "/examples/ejercicios/05-el-aviso-que-no-se-ve.pdx"

  @Test("a scripted student who names the planted knob ends with 0, one who does not with 1")
  func solvedOrNot() throws {
    let solved = try runProgram(
      pdx, ["exercise", Self.file, "--lang", "es"], stdin: "notify\nanswer will-present\n")
    #expect(solved.status == 0, "\(solved.stderr)")
    #expect(
      solved.stdout.contains(
        "\npdx> answer will-present\n✓ correcto: estaba plantada will-present off"))
    let not = try runProgram(
      pdx, ["exercise", Self.file, "--lang", "en"], stdin: "notify\nanswer main-actor\n")
    #expect(not.status == 1)
    #expect(
      not.stdout.hasSuffix(
        "pdx> answer main-actor\n✗ not the cause: main-actor (answer 1); hint gives a clue\nThe"
          + " exercise is not solved yet (1 answer). To try again: pdx exercise \(Self.file)\n"))
  }

  @Test("an unknown knob in the header is one error, exit 2; a walkthrough is not an exercise")
  func badHeader() throws {
    let dir = Scratch()
    let path = dir.write("e.pdx", "# exercise: will-presnt off\n# rule: no-stuck-link\n")
    let r = try runProgram(pdx, ["exercise", path, "--lang", "en"])
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(
      r.stderr
        == "error: \(path):1:1: unknown knob «will-presnt» in «# exercise: KNOB VALUE» (expected"
        + " one of onchange-initial, delegate-install, report-dismissals, main-actor,"
        + " will-present, reset-link, on-new-intent, nil-before-dismiss, did-move-to-parent,"
        + " presentation-did-dismiss, stack-helper, guard-at-root, root-transition, switch-tab,"
        + " theme-at-root, scene-initial, request-permission, presentado-reference) (did you mean"
        + " will-present?)\n")
    let walk = dir.write("w.pdx", "# A walkthrough.\nlaunch\n")
    let w = try runProgram(pdx, ["exercise", walk, "--lang", "es"])
    #expect(w.status == 2)
    #expect(
      w.stderr
        == "error: \(walk) no es un ejercicio: el comentario con que empieza no tiene una línea"
        + " # exercise: PALANCA VALOR\n")
  }
}

/// The course, the teacher's check and seal, and how the exercise's shell ends, as a started
/// program (docs/reference.md §9.4).
@Suite("pdx exercise: the course, the teacher's desk, the ends")
struct ExerciseCourseCLITests {
  let pdx = pdxExecutable()
  static let root = WalkMarkdownCLITests.root
  static let teacher = root + "/examples/profesor"
  static let student = root + "/examples/ejercicios"

  func environment(_ state: String) -> [String: String] {
    ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "LANG": "C.UTF-8", "XDG_STATE_HOME": state]
  }

  @Test(
    "--check proves every shipped exercise, teacher's and sealed; one that cannot be solved is exit 1 with why"
  )
  func check() throws {
    let all = try runProgram(
      pdx, ["exercise", "--check", Self.teacher, Self.student, "--lang", "en"])
    #expect(all.status == 0, "\(all.stdout)\(all.stderr)")
    #expect(all.stdout.split(separator: "\n").filter { $0.contains(": ✓ ") }.count == 40)
    #expect(
      all.stdout.contains(
        "\(Self.teacher)/01-el-toque-que-espera.pdx: ✓ onchange-initial off breaks no-stuck-link in"
          + " 2 commands after the opening:\n    tap-notification\n    login ash@kanto.com ******\n"
      ))
    #expect(
      all.stdout.contains(
        "  other knobs that break no-stuck-link from this opening within 2 commands:\n"
          + "    reset-link off: login ash@kanto.com ******, tap-notification"))
    // A sealed copy's verdict names no knob.
    let sealedLines = all.stdout.split(separator: "\n").filter { $0.hasPrefix(Self.student) }
    for knob in ["onchange-initial", "reset-link", "will-present"] {
      #expect(!sealedLines.contains { $0.contains(knob) })
    }
    let dir = Scratch()
    let never = dir.write(
      "nunca.pdx",
      "# Ejercicio — «Nunca»: no se ve el aviso.\n# exercise: will-present off\n"
        + "# rule: screen-follows-state\n# hint: Mira.\nsignup ash@kanto.com pikachu\n")
    let r = try runProgram(pdx, ["exercise", "--check", never, "--depth", "2", "--lang", "en"])
    #expect(r.status == 1)
    #expect(
      r.stdout
        == "\(never): ✗\n  it cannot be solved: will-present off does not break"
        + " screen-follows-state within 2 commands after the opening (a deeper --depth, or"
        + " another opening)\n")
    let gives = dir.write(
      "da.pdx",
      "# Ejercicio — «Sin willPresent»: no se ve.\n# exercise: will-present off\n"
        + "# rule: foreground-notification-shown\n# hint: Mira.\nsignup ash@kanto.com pikachu\n")
    let g = try runProgram(pdx, ["exercise", "--check", gives, "--lang", "es"])
    #expect(g.status == 1)
    #expect(
      g.stdout.contains(
        "  sus palabras nombran la causa de la palanca («willPresent» en «Ejercicio — «Sin"
          + " willPresent»: no se ve.»)"), "\(g.stdout)")
    // An opening the planted world rejects: the session's own words, in the check's language.
    let asks = dir.write(
      "pregunta.pdx",
      "# Ejercicio — «Pregunta»: pregunta al abrir.\n# exercise: request-permission launch\n"
        + "# rule: permission-asked-by-the-user\n# platform: android\n# hint: Mira.\n"
        + "signup ash@kanto.com pikachu\n")
    let a = try runProgram(pdx, ["exercise", "--check", asks, "--lang", "es"])
    #expect(a.status == 1)
    #expect(
      a.stdout
        == "\(asks): ✗\n  la apertura falla en la línea 6 (signup ash@kanto.com ******):"
        + " rechazada: el diálogo del sistema «¿Permitir que Pokédex te envíe notificaciones?»"
        + " está en pantalla: respóndelo con allow o deny\n", "\(a.stdout)")
  }

  @Test(
    "--seal writes the student's copy, which names no knob and which pdx reads; the shipped copies are the teacher's sealed"
  )
  func seal() throws {
    let dir = Scratch()
    let out = dir.path + "/sealed"
    let r = try runProgram(pdx, ["exercise", "--seal", Self.teacher, "--out", out, "--lang", "en"])
    #expect(r.status == 0, "\(r.stderr)")
    for name in try FileManagerless.list(Self.student) {
      let shipped = (Scratch.readFile(Self.student + "/" + name) ?? "")
      let made = (Scratch.readFile(out + "/" + name) ?? "")
      #expect(shipped == made, "\(name): examples/ejercicios is not examples/profesor sealed")
      for knob in ["onchange-initial", "delegate-install", "will-present", "stack-helper"] {
        #expect(!made.contains(knob))
      }
    }
    let again = try runProgram(
      pdx,
      [
        "exercise", "--seal", Self.teacher + "/05-el-aviso-que-no-se-ve.pdx", "--out",
        out + "/05-el-aviso-que-no-se-ve.pdx", "--lang", "en",
      ])
    #expect(again.status == 2)
    #expect(again.stderr.contains("exists: --force replaces it"))
    let twice = try runProgram(
      pdx,
      [
        "exercise", "--seal", out + "/05-el-aviso-que-no-se-ve.pdx", "--out", dir.path + "/x.pdx",
        "--lang", "en",
      ])
    #expect(twice.stderr.contains("is sealed already: seal the teacher's copy"))
    // A seal changed by hand matches no knob: one error at its line.
    let sealed = (Scratch.readFile(out + "/05-el-aviso-que-no-se-ve.pdx") ?? "")
    let broken = dir.write(
      "roto.pdx",
      sealed.replacing(#/-[0-9a-f]{16}\n/#, with: "-0000000000000000\n"))
    let b = try runProgram(pdx, ["exercise", broken, "--lang", "en"])
    #expect(b.status == 2)
    #expect(b.stderr.hasPrefix("error: \(broken):3:1: «# sealed: "), "\(b.stderr)")
    #expect(b.stderr.contains("matches no knob of this pdx"))
  }

  @Test(
    "the course lists each exercise's state; --next opens the first not solved; a solve is kept, and a copy of the folder keeps it; --clear clears it"
  )
  func course() throws {
    let dir = Scratch()
    let env = environment(dir.path + "/state")
    let solved = try runProgram(
      pdx, ["exercise", Self.student + "/01-el-toque-que-espera.pdx", "--lang", "en"],
      stdin:
        "tap-notification\nlogin ash@kanto.com pikachu\nanswer will-present\nanswer onchange-initial\n",
      environment: env)
    #expect(solved.status == 0)
    let list = try runProgram(pdx, ["exercise", Self.student, "--lang", "en"], environment: env)
    #expect(list.status == 0)
    let lines = list.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "\(Self.student): 1 of 20 solved")
    #expect(
      lines.contains {
        $0.hasPrefix("  01-el-toque-que-espera.pdx") && $0.contains("solved (2 answers)")
      })
    #expect(
      lines.contains { $0.hasPrefix("  02-un-toque-en-frio.pdx") && $0.contains("not started") })
    #expect(
      lines.last
        == "next: pdx exercise \(Self.student)/02-un-toque-en-frio.pdx (or pdx exercise --next)")
    // A copy of the course elsewhere keeps its progress.
    // (The key is the path in the course: the folder's name and the file's, without a
    // .pdx-course above them.)
    let copy = dir.path + "/otra/ejercicios"
    #expect(
      runShellCommand("mkdir -p '\(dir.path)/otra' && cp -r '\(Self.student)' '\(copy)'") == 0)
    let copied = try runProgram(pdx, ["exercise", copy, "--lang", "es"], environment: env)
    #expect(copied.stdout.hasPrefix("\(copy): 1 de 20 resueltos\n"), "\(copied.stdout)")
    let next = try runProgram(pdx, ["exercise", "--next", copy, "--lang", "en"], environment: env)
    #expect(next.stdout.contains("Exercise 02 — «Un toque en frío»"))
    #expect(next.status == 1)
    let forget = try runProgram(
      pdx, ["exercise", "--clear", copy + "/01-el-toque-que-espera.pdx", "--lang", "en"],
      environment: env)
    #expect(forget.status == 0)
    let after = try runProgram(pdx, ["exercise", Self.student, "--lang", "en"], environment: env)
    #expect(after.stdout.hasPrefix("\(Self.student): 0 of 20 solved\n"))
    // A file there that is not pdx's is refused, and left as it is.
    let store = dir.path + "/state/pdx/progress"
    dir.write("state/pdx/progress", "mine\n")  // the folder exists: the clear wrote
    let refused = try runProgram(pdx, ["exercise", Self.student, "--lang", "en"], environment: env)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("progress"), "\(refused.stderr)")
    #expect((Scratch.readFile(store) ?? "") == "mine\n")
    #expect(runShellCommand("mkdir '\(dir.path)/vacio'") == 0)
    dir.write("vacio/leeme.txt", "nada\n")
    let none = try runProgram(
      pdx, ["exercise", dir.path + "/vacio", "--lang", "en"],
      environment: env)
    #expect(none.status == 2)
    #expect(none.stderr.contains("no .pdx files below"))
  }

  @Test("Ctrl-C on a piped exercise ends it at once with 130, whatever the pipe still holds")
  func interruptOnAPipe() throws {
    let exercise = try CoprocessTests.Coprocess([
      "exercise", Self.student + "/05-el-aviso-que-no-se-ve.pdx", "--lang", "en",
    ])
    exercise.send("show raiz")
    _ = try exercise.answer(contains: "raiz: conSesion\n")
    kill(exercise.pid, SIGINT)
    let said = try exercise.answer(contains: "The exercise is not solved yet")
    #expect(said.contains("To try again: pdx exercise"))
    var status: Int32 = 0
    while waitpid(exercise.pid, &status, 0) < 0 && errno == EINTR {}
    #expect(status >> 8 & 0xFF == 130)
  }
}

/// The names in a folder, sorted (Foundation is not linked here).
enum FileManagerless {
  static func list(_ folder: String) throws -> [String] {
    guard let dir = opendir(folder) else { throw SpawnError(message: "opendir \(folder)") }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".pdx") { names.append(name) }
    }
    return names.sorted()
  }
}

/// The exercise's shell on a terminal, as a student meets it (docs/reference.md §9.4).
@Suite("pdx exercise on a terminal")
struct ExercisePTYTests {
  /// Exercise 09 in Spanish on a terminal `columns` wide, at its first prompt, with `home`
  /// as HOME.
  static func atras(home: Scratch, columns: UInt16) throws -> PTYSession {
    try PTYSession.pdx(
      ["exercise", ExerciseCourseCLITests.student + "/09-atras.pdx", "--lang", "es"],
      environment: PTYSession.environment(home: home.path), columns: columns,
      prompt: "pdx lista/squirtle> "
    ).0
  }

  @Test(
    "at 60 columns every line wraps between words with the shell's hanging indent; TAB offers the knobs after answer and none after set"
  )
  func sixtyColumns() throws {
    let dir = Scratch()
    let s = try Self.atras(home: dir, columns: 60)
    let broke = try s.enter("back", shows: "¿cuál es la causa plantada? answer PALANCA")
    #expect(
      broke.contains(
        "★ se rompió la regla del ejercicio: screen-follows-state: la\r\n"
          + "  pestaña Pokédex enseña [], pero el estado dice [7]\r\n"), "\(broke)")
    #expect(
      broke.contains("  ui: quita #7 Squirtle de lista (el usuario: botón de\r\n      retroceso)"))
    let listed = try s.press("answer re\t\t", shows: "reset-link")
    #expect(listed.contains("report-dismissals"))
    let set = try s.press("\u{15}set \t\t", shows: "brief", "ids")
    #expect(!set.contains("will-present") && !set.contains("onchange"))
    // The exercise's own help topic, completed: the introduction points to it.
    let help = try s.enter("\u{15}help an\t", shows: "will-present.")
    #expect(help.contains("help answer "), "\(help)")
    #expect(help.contains("uso: answer PALANCA [VALOR]\r\n"), "\(help)")
    #expect(help.contains(" report-dismissals,"), "\(help)")
    let near = try s.enter(
      "\u{15}answer report-dismissals", shows: "¿Es eso lo que viste?")
    #expect(near.contains("✗ cerca, pero no es la causa: report-dismissals (respuesta\r\n  1)."))
    s.send("\u{3}")
    #expect(try s.waitForExit() == 130)
  }

  @Test("Ctrl-D at the prompt ends the exercise on a line of its own, exit 1 as it is not solved")
  func endOfInput() throws {
    let dir = Scratch()
    let s = try Self.atras(home: dir, columns: 80)
    s.send("\u{4}")
    let last = try s.expect("respuestas)")
    #expect(try s.waitForExit() == 1)
    // After the prompt, the terminal's own «^D» or nothing, then the goodbye on its own line.
    let tail = last.split(separator: "pdx lista/squirtle> ", omittingEmptySubsequences: false)
      .last.map(String.init)
    let goodbye = "\r\nEl ejercicio sigue sin resolver (0 respuestas)"
    #expect(tail == goodbye || tail == "^D" + goodbye, "\(tail)")
  }
}
