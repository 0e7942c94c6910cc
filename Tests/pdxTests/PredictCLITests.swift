import Glibc
import Testing

/// `pdx walk --predict` and `pdx walk --progress` as a class uses them, answers from a pipe
/// (docs/reference.md §9.3): the questions, the verdicts, the score, the progress file.
@Suite("pdx walk --predict")
struct PredictCLITests {
  let pdx = pdxExecutable()
  static let script = """
    # Predict test. A tiny walkthrough.
    ## The user signs up.
    signup ash@kanto.com pikachu
    expect raiz == conSesion
    expect note session-saved
    ## Then opens Pikachu.
    open pikachu
    expect contenido.caminoLista == [25]

    """

  func walk(_ dir: Scratch, _ answers: String, _ args: [String]) throws -> Finished {
    try runProgram(
      pdx, ["walk"] + args, stdin: answers,
      environment: ["XDG_STATE_HOME": dir.path + "/state", "HOME": dir.path, "PATH": "/usr/bin"])
  }

  /// The lines a student reads: the questions, the answers, the verdicts, the explanations
  /// and the score (the steps' own lines left out).
  func teaching(_ out: String) -> [String] {
    let kept = [
      "  1)", "  2)", "  3)", "  4)", "     ", "  what happened", "  lo que pasó", "  line ",
      "  línea ",
    ]
    return out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
      !$0.hasPrefix("▸") && !$0.hasPrefix("pdx> ") && !$0.isEmpty
        && (!$0.hasPrefix("  ") || kept.contains(where: $0.hasPrefix))
    }
  }

  @Test("the student predicts, sees each prediction judged, what happened instead and the score")
  func english() throws {
    let dir = Scratch()
    dir.write("tiny.pdx", Self.script)
    let r = try walk(dir, "3\n1\n1\n", ["--predict", dir.path + "/tiny.pdx", "--lang", "en"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      teaching(r.stdout) == [
        "Predict test", "A tiny walkthrough.",
        "next: signup ash@kanto.com ******",
        "What will raiz be?",
        "  1) sinCuentas", "  2) comprobando", "  3) conSesion", "  4) formulario",
        "Your prediction (1 to 4): 3",
        "Which note will the step print?",
        "  1) keychain-survives-uninstall: the keychain survives an uninstall on iOS: the",
        "     saved session stays",
        "  2) private-storage-wiped: Android wipes the app's private storage: the saved",
        "     session is gone",
        "  3) session-restored: session for ash@kanto.com found in the keychain",
        "  4) session-saved: session saved in the keychain (Llavero)",
        "Your prediction (1 to 4): 1",
        "✓ right: raiz == conSesion",
        "✗ not this time: you said keychain-survives-uninstall",
        "  what happened: note session-saved: session saved in the keychain (Llavero)",
        "The user signs up.",
        "next: open pikachu",
        "What will contenido.caminoLista be?",
        "  1) [25]", "  2) []", "  3) nil",
        "Your prediction (1 to 3): 1",
        "✓ right: contenido.caminoLista == [25]",
        "Then opens Pikachu.",
        "You got 2 of 3",
        "To go over again:",
        "  line 5: note session-saved, after signup ash@kanto.com ******",
        "Your best: 2 of 3 (pdx walk --progress lists them all)",
      ])
    // The narration comes after the step it precedes: it explains what was seen.
    #expect(
      r.stdout.contains(
        "  what happened: note session-saved: session saved in the keychain (Llavero)\n\n"
          + "The user signs up.\n"))
  }

  @Test("in Spanish: «Acertaste 2 de 3», and the best score kept in a 0600 file")
  func spanishAndProgress() throws {
    let dir = Scratch()
    runShellCommand("mkdir -p '\(dir.path)/course'")
    dir.write("course/tiny.pdx", Self.script)
    let tiny = dir.path + "/course/tiny.pdx"
    let r = try walk(dir, "3\n1\n1\n", ["--predict", tiny, "--lang", "es"])
    #expect(r.status == 0, "\(r.stderr)")
    let lines = teaching(r.stdout)
    #expect(lines.contains("¿Qué valor tendrá raiz?"))
    #expect(lines.contains("Tu predicción (de 1 a 4): 3"))
    #expect(lines.contains("✓ acertaste: raiz == conSesion"))
    #expect(lines.contains("✗ esta vez no: dijiste keychain-survives-uninstall"))
    #expect(lines.contains("  lo que pasó: note session-saved: sesión guardada en el Llavero"))
    #expect(
      Array(lines.suffix(4)) == [
        "Acertaste 2 de 3", "Para repasar:",
        "  línea 5: note session-saved, tras signup ash@kanto.com ******",
        "Tu mejor marca: 2 de 3 (pdx walk --progress las lista todas)",
      ])
    let file = dir.path + "/state/pdx/progress"
    var st = stat()
    #expect(stat(file, &st) == 0 && st.st_mode & 0o777 == 0o600)
    #expect(stat(dir.path + "/state/pdx", &st) == 0 && st.st_mode & 0o777 == 0o700)
    #expect(dir.read("state/pdx/progress") == "# pdx progress 1\npredict\t2\t3\tcourse/tiny.pdx\n")
    // A worse run keeps the best; a better one replaces it.
    _ = try walk(dir, "1\n1\n2\n", ["--predict", tiny])
    #expect(dir.read("state/pdx/progress") == "# pdx progress 1\npredict\t2\t3\tcourse/tiny.pdx\n")
    _ = try walk(dir, "3\n4\n1\n", ["--predict", tiny])
    #expect(dir.read("state/pdx/progress") == "# pdx progress 1\npredict\t3\t3\tcourse/tiny.pdx\n")
    dir.write("course/other.pdx", "open pikachu\n")
    let es = try walk(dir, "", ["--progress", dir.path + "/course", "--lang", "es"])
    #expect(
      es.stdout == "  aún no  \(dir.path)/course/other.pdx\n  3 de 3  \(dir.path)/course/tiny.pdx\n"
    )
    let en = try walk(dir, "", ["--progress", "--lang", "en"])
    #expect(en.stdout == "  3 of 3  course/tiny.pdx\n")
    // A copy of the course folder elsewhere keeps its progress.
    runShellCommand(
      "mkdir '\(dir.path)/elsewhere' && cp -r '\(dir.path)/course' '\(dir.path)/elsewhere/'")
    let copy = try walk(dir, "", ["--progress", dir.path + "/elsewhere/course", "--lang", "en"])
    #expect(
      copy.stdout
        == "  not yet  \(dir.path)/elsewhere/course/other.pdx\n  3 of 3   \(dir.path)/elsewhere/course/tiny.pdx\n"
    )
  }

  @Test("an answer from a pipe that is not a choice is an error naming it and the choices")
  func badAnswer() throws {
    let dir = Scratch()
    dir.write("tiny.pdx", Self.script)
    let path = dir.path + "/tiny.pdx"
    let en = try walk(dir, "3\n7\n", ["--predict", path, "--lang", "en"])
    #expect(en.status == 2)
    #expect(
      en.stderr == "error: answer 2 «7» is not a choice for the question of \(path):5: answer 1"
        + " to 4, or q to leave\n")
    let es = try walk(dir, "3\nsí\n", ["--predict", path, "--lang", "es"])
    #expect(es.status == 2)
    #expect(
      es.stderr == "error: la respuesta 2 «sí» no es una opción de la pregunta de \(path):5:"
        + " responde de 1 a 4, o q para salir\n")
    #expect(dir.read("state/pdx/progress") == nil)
  }

  @Test(
    "a progress file that is not pdx's is refused with its line, left as it was; --force mends it")
  func notOurs() throws {
    let dir = Scratch()
    dir.write("tiny.pdx", Self.script)
    runShellCommand("mkdir -p '\(dir.path)/state/pdx'")
    dir.write("state/pdx/progress", "my notes\n")
    let file = dir.path + "/state/pdx/progress"
    let r = try walk(dir, "3\n4\n1\n", ["--predict", dir.path + "/tiny.pdx", "--lang", "en"])
    #expect(r.status == 2)
    #expect(
      r.stderr == "error: «\(file)»:1: the first line is not «# pdx progress 1»: this is not pdx's"
        + " progress file; the file was left as it is (--force keeps the lines that read and drops"
        + " the others)\n")
    #expect(r.stdout == "")
    #expect(dir.read("state/pdx/progress") == "my notes\n")
    let es = try walk(dir, "", ["--progress", "--lang", "es"])
    #expect(es.status == 2)
    #expect(
      es.stderr == "error: «\(file)»:1: la primera línea no es «# pdx progress 1»: no es el fichero"
        + " de progreso de pdx; el fichero se deja como está (--force conserva las líneas que se"
        + " leen y quita las demás)\n")
    dir.write("state/pdx/progress", "# pdx progress 1\npredict\t1\t2\ta/b.pdx\nrubbish\n")
    let forced = try walk(
      dir, "3\n4\n1\n", ["--predict", dir.path + "/tiny.pdx", "--force", "--lang", "es"])
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(
      forced.stderr == "atención: --force: se han quitado las líneas de «\(file)» que pdx no podía"
        + " leer: 3\n")
    let key = String(dir.path.split(separator: "/").last!) + "/tiny.pdx"
    #expect(
      dir.read("state/pdx/progress")
        == "# pdx progress 1\npredict\t1\t2\ta/b.pdx\npredict\t3\t3\t\(key)\n")
  }

  @Test("eight walks at once each keep their score: none is lost")
  func concurrent() throws {
    let dir = Scratch()
    for n in 1...8 {
      runShellCommand("mkdir -p '\(dir.path)/c\(n)'")
      dir.write("c\(n)/tiny.pdx", Self.script)
    }
    dir.write(
      "one.sh",
      "printf '3\\n4\\n1\\n' | XDG_STATE_HOME='\(dir.path)/state' '\(pdx)' walk --predict"
        + " \"$1/tiny.pdx\" >/dev/null 2>>'\(dir.path)/errors'\n")
    // xargs starts them together and waits for each (a shell's wait would need SIGCHLD).
    let all = (1...8).map { "'\(dir.path)/c\($0)'" }.joined(separator: " ")
    #expect(
      runShellCommand("printf '%s\\n' \(all) | xargs -P 8 -n 1 sh '\(dir.path)/one.sh'") == 0)
    #expect(dir.read("errors") == "")
    let lines = (1...8).map { "predict\t3\t3\tc\($0)/tiny.pdx" }
    #expect(
      dir.read("state/pdx/progress")
        == (["# pdx progress 1"] + lines).joined(separator: "\n") + "\n")
    #expect(dir.read("state/pdx/progress.lock") == nil)
  }

  @Test("a walk that meets another's lock waits for it, and keeps both scores")
  func waitsForTheLock() throws {
    let dir = Scratch()
    runShellCommand("mkdir -p '\(dir.path)/c' '\(dir.path)/state/pdx'")
    dir.write("c/tiny.pdx", Self.script)
    let store = dir.path + "/state/pdx/progress"
    // The lock is another pdx's; once the walk has said its score it is at its update, and
    // waits: the other writes its score and lets the lock go.
    dir.write("state/pdx/progress.lock", "")
    dir.write(
      "other.sh",
      """
      while IFS= read -r line; do case $line in "You got"*) break;; esac; done
      printf '# pdx progress 1\\npredict\\t2\\t2\\tother.pdx\\n' > '\(store).lock'
      mv '\(store).lock' '\(store)'
      cat >/dev/null

      """)
    #expect(
      runShellCommand(
        "printf '3\\n4\\n1\\n' | XDG_STATE_HOME='\(dir.path)/state' '\(pdx)' walk --predict"
          + " '\(dir.path)/c/tiny.pdx' --lang en 2>'\(dir.path)/errors' | sh '\(dir.path)/other.sh'"
      )
        == 0)
    #expect(dir.read("errors") == "")
    #expect(
      dir.read("state/pdx/progress")
        == "# pdx progress 1\npredict\t3\t3\tc/tiny.pdx\npredict\t2\t2\tother.pdx\n")
  }

  @Test("a folder named with a line feed and tabs forges no entry and no line of the list")
  func forged() throws {
    let dir = Scratch()
    let name = "x\n9\t9\t"
    #expect(mkdir(dir.path + "/" + name, 0o755) == 0)
    dir.write(name + "/tiny.pdx", Self.script)
    let r = try walk(dir, "3\n4\n1\n", ["--predict", dir.path + "/" + name + "/tiny.pdx"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      dir.read("state/pdx/progress") == "# pdx progress 1\npredict\t3\t3\tx%0A9%099%09/tiny.pdx\n")
    let list = try walk(dir, "", ["--progress", "--lang", "en"])
    #expect(list.stdout == "  3 of 3  x\\u{A}9\\u{9}9\\u{9}/tiny.pdx\n")
  }

  @Test("--progress --clear forgets a file's score, a folder's, or all, in both languages")
  func clear() throws {
    let dir = Scratch()
    runShellCommand("mkdir -p '\(dir.path)/course/more'")
    for name in ["course/a.pdx", "course/more/b.pdx", "course/more/c.pdx"] {
      dir.write(name, Self.script)
      _ = try walk(dir, "3\n4\n1\n", ["--predict", dir.path + "/" + name])
    }
    let one = try walk(
      dir, "", ["--progress", "--clear", dir.path + "/course/a.pdx", "--lang", "en"])
    #expect(one.stdout == "Cleared the score of 1 walkthrough\n")
    #expect(
      dir.read("state/pdx/progress")
        == "# pdx progress 1\npredict\t3\t3\tmore/b.pdx\npredict\t3\t3\tmore/c.pdx\n")
    let none = try walk(
      dir, "", ["--progress", "--clear", dir.path + "/course/a.pdx", "--lang", "es"])
    #expect(none.stdout == "No había ninguna marca que borrar\n")
    _ = try walk(dir, "3\n4\n1\n", ["--predict", dir.path + "/course/a.pdx"])
    let folder = try walk(
      dir, "", ["--progress", "--clear", dir.path + "/course/more", "--lang", "es"])
    #expect(folder.stdout == "Se han borrado las marcas de 2 recorridos\n")
    #expect(dir.read("state/pdx/progress") == "# pdx progress 1\npredict\t3\t3\tcourse/a.pdx\n")
    let all = try walk(dir, "", ["--progress", "--clear", "--lang", "en"])
    #expect(all.stdout == "Cleared the score of 1 walkthrough\n")
    #expect(dir.read("state/pdx/progress") == "# pdx progress 1\n")
  }

  @Test(
    "at 60 columns walk --predict writes no line wider than 60 and breaks no word, in both languages"
  )
  func sixtyColumns() throws {
    for (language, ask, score) in [
      ("es", "Tu predicción (", "Acertaste "), ("en", "Your prediction (", "You got "),
    ] {
      let home = Scratch()
      let file = repositoryRoot + "/examples/04-el-toque-antes-de-entrar.pdx"
      let environment = PTYSession.environment(
        home: home.path, ["XDG_STATE_HOME": home.path + "/state"])
      // As many answers as questions: the same walk through a pipe says how many.
      let piped = try runProgram(
        pdx, ["--lang", language, "walk", "--predict", file],
        stdin: String(repeating: "1\n", count: 60), environment: environment)
      let questions = piped.stdout.components(ask).count - 1
      #expect(questions > 5)
      let walk = try PTYSession.pdx(
        ["--lang", language, "walk", "--predict", file], environment: environment, columns: 60,
        prompt: nil
      ).session
      for _ in 0..<questions {
        try walk.expect(ask)
        walk.send("1\r")
      }
      try walk.expect(score)
      #expect(try walk.waitForExit() == 0)
      let lines = WalkWrapTests.screenLines(walk.output)
      // A command stands whole on its line, as typed (and to be copied).
      let wide = lines.filter { $0.count > 60 && !$0.hasPrefix("pdx> ") }
      #expect(wide.isEmpty, "wider than 60: \(wide)")
      let text = lines.joined(separator: "\n")
      // A step's note, a choice, an explanation: each wrapped between words, with its indent.
      let expected =
        language == "es"
        ? [
          "  nota: pokedex://pokemon/1 espera en el delegado, pero\n"
            + "        onChange sin initial: true no salta al aparecer la\n",
          "  2) link-not-handled: pokedex://pokemon/1 espera en el\n"
            + "     delegado, pero onChange sin initial: true no salta al\n",
          "  lo que pasó: note link-not-handled: pokedex://pokemon/1\n"
            + "               espera en el delegado, pero onChange sin\n",
        ]
        : [
          "  note: pokedex://pokemon/1 is waiting in the delegate, but\n"
            + "        onChange without initial: true does not fire when\n",
          "  2) link-not-handled: pokedex://pokemon/1 is waiting in the\n"
            + "     delegate, but onChange without initial: true does not\n",
          "  what happened: note link-not-handled: pokedex://pokemon/1\n"
            + "                 is waiting in the delegate, but onChange\n",
        ]
      for piece in expected { #expect(text.contains(piece), "\(piece) not in:\n\(text)") }
    }
  }
}

extension String {
  /// The pieces between each `separator`.
  fileprivate func components(_ separator: String) -> [Substring] {
    var out: [Substring] = []
    var rest = self[...]
    while let r = rest.firstRange(of: separator) {
      out.append(rest[..<r.lowerBound])
      rest = rest[r.upperBound...]
    }
    return out + [rest]
  }
}
