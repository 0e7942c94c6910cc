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

  /// The lines a student reads: the questions, the answers, the verdicts and the score (the
  /// steps' own lines left out).
  func teaching(_ out: String) -> [String] {
    out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
      !$0.hasPrefix("▸")
        && !($0.hasPrefix("  ") && !$0.hasPrefix("  1)") && !$0.hasPrefix("  2)")
          && !$0.hasPrefix("  3)") && !$0.hasPrefix("  4)") && !$0.hasPrefix("     "))
        && !$0.hasPrefix("pdx> ") && !$0.isEmpty
    }
  }

  @Test("the student predicts, sees each prediction judged and the score, in English")
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
        "  1) accounts-already: accounts are already configured",
        "  2) already-favorite: #25 Pikachu is already a favorite",
        "  3) session-restored: session for ash@kanto.com found in the keychain",
        "  4) session-saved: session saved in the keychain (Llavero)",
        "Your prediction (1 to 4): 1",
        "✓ right: raiz == conSesion",
        "✗ not this time: note session-saved (you said accounts-already)",
        "The user signs up.",
        "next: open pikachu",
        "What will contenido.caminoLista be?",
        "  1) [25]", "  2) []",
        "Your prediction (1 to 2): 1",
        "✓ right: contenido.caminoLista == [25]",
        "Then opens Pikachu.",
        "You got 2 of 3",
        "Your best: 2 of 3 (pdx walk --progress lists them all)",
      ])
    // The narration comes after the step it precedes: it explains what was seen.
    #expect(
      r.stdout.contains(
        "✗ not this time: note session-saved (you said accounts-already)\n\nThe user signs up.\n"))
  }

  @Test("in Spanish: «Acertaste 2 de 3», and the best score kept in a 0600 file")
  func spanishAndProgress() throws {
    let dir = Scratch()
    dir.write("tiny.pdx", Self.script)
    let r = try walk(dir, "3\n1\n1\n", ["--predict", dir.path + "/tiny.pdx", "--lang", "es"])
    #expect(r.status == 0, "\(r.stderr)")
    let lines = teaching(r.stdout)
    #expect(lines.contains("¿Qué valor tendrá raiz?"))
    #expect(lines.contains("Tu predicción (de 1 a 4): 3"))
    #expect(lines.contains("✓ acertaste: raiz == conSesion"))
    #expect(lines.contains("✗ esta vez no: note session-saved (dijiste accounts-already)"))
    #expect(
      Array(lines.suffix(2)) == [
        "Acertaste 2 de 3", "Tu mejor marca: 2 de 3 (pdx walk --progress las lista todas)",
      ])
    let file = dir.path + "/state/pdx/predict-progress"
    var st = stat()
    #expect(stat(file, &st) == 0 && st.st_mode & 0o777 == 0o600)
    #expect(stat(dir.path + "/state/pdx", &st) == 0 && st.st_mode & 0o777 == 0o700)
    let real = String(cString: realpath(dir.path, nil)!)
    #expect(
      dir.read("state/pdx/predict-progress")
        == "# pdx walk --predict progress 1\n2\t3\t\(real)/tiny.pdx\n")
    // A worse run keeps the best; a better one replaces it.
    _ = try walk(dir, "1\n1\n2\n", ["--predict", dir.path + "/tiny.pdx"])
    #expect(
      dir.read("state/pdx/predict-progress")
        == "# pdx walk --predict progress 1\n2\t3\t\(real)/tiny.pdx\n")
    _ = try walk(dir, "3\n4\n1\n", ["--predict", dir.path + "/tiny.pdx"])
    #expect(
      dir.read("state/pdx/predict-progress")
        == "# pdx walk --predict progress 1\n3\t3\t\(real)/tiny.pdx\n")
    dir.write("other.pdx", "open pikachu\n")
    let es = try walk(dir, "", ["--progress", dir.path, "--lang", "es"])
    #expect(es.stdout == "  aún no  \(dir.path)/other.pdx\n  3 de 3  \(dir.path)/tiny.pdx\n")
    let en = try walk(dir, "", ["--progress", "--lang", "en"])
    #expect(en.stdout == "  3 of 3  \(real)/tiny.pdx\n")
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
    #expect(dir.read("state/pdx/predict-progress") == nil)
  }

  @Test("a progress file that is not pdx's is refused with one error and left as it was")
  func notOurs() throws {
    let dir = Scratch()
    dir.write("tiny.pdx", Self.script)
    runShellCommand("mkdir -p '\(dir.path)/state/pdx'")
    dir.write("state/pdx/predict-progress", "my notes\n")
    let file = dir.path + "/state/pdx/predict-progress"
    let r = try walk(dir, "3\n4\n1\n", ["--predict", dir.path + "/tiny.pdx", "--lang", "en"])
    #expect(r.status == 2)
    #expect(
      r.stderr == "error: «\(file)» is not pdx's progress file (pdx's starts with «# pdx walk"
        + " --predict progress 1»): it was left as it is; move it away to keep scores\n")
    #expect(r.stdout == "")
    #expect(dir.read("state/pdx/predict-progress") == "my notes\n")
    let es = try walk(dir, "", ["--progress", "--lang", "es"])
    #expect(
      es.stderr == "error: «\(file)» no es el fichero de progreso de pdx (el de pdx empieza por"
        + " «# pdx walk --predict progress 1»): se ha dejado como estaba; apártalo para guardar"
        + " las marcas\n")
  }
}
