import Glibc
import Testing

/// The real `pdx` on a pseudo-terminal, driven as a person would.
@Suite("pdx on a terminal")
struct InteractiveTests {
  func start(home: String?, extra: [String: String] = [:]) throws -> PTYSession {
    var env = ["TERM": "xterm", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
    if let home { env["HOME"] = home }
    for (k, v) in extra { env[k] = v }
    if let profile = getenv("LLVM_PROFILE_FILE") {
      env["LLVM_PROFILE_FILE"] = String(cString: profile)
    }
    let s = try PTYSession(executable: pdxExecutable(), arguments: [], environment: env)
    try s.expect("pdx formulario> ")
    try s.waitForRawMode()
    return s
  }

  @Test("TAB completes a command, a Pokémon name and a state path")
  func completion() throws {
    let home = Scratch()
    let pdx = try start(home: home.path)
    pdx.send("signup ash@kanto.com pikachu\r")
    try pdx.expect("pdx lista> ")
    try pdx.waitForRawMode()
    // libedit redraws the completed word with cursor moves, so the result is what is checked.
    pdx.send("fa\t")
    try pdx.waitForRawMode()
    pdx.send("pikac\t\r")
    try pdx.expect("▸ fav #25 Pikachu")
    try pdx.expect("pdx lista> ")
    try pdx.waitForRawMode()
    pdx.send("show contenido.insig\t\r")
    try pdx.expect("contenido.insignia: \"1\"")
    try pdx.waitForRawMode()
    pdx.send("\u{4}")
    #expect(try pdx.waitForExit() == 0)
  }

  @Test("TAB on a folder completes it without a space: the next TAB goes into it")
  func completionIntoFolder() throws {
    let home = Scratch()
    _ = mkdir(home.path + "/examples", 0o755)
    home.write("examples/only.pdx", "say dentro-de-la-carpeta\n")
    let pdx = try start(home: home.path)
    pdx.send("run \(home.path)/exa\t")
    // libedit writes only what the completion added, after a cursor move.
    try pdx.expect("mples/")
    try pdx.waitForRawMode()
    pdx.send("\t")
    try pdx.expect("only.pdx")
    try pdx.waitForRawMode()
    pdx.send("\r")
    try pdx.expect("dentro-de-la-carpeta\r\n")
    try pdx.expect("pdx formulario> ")
    try pdx.waitForRawMode()
    pdx.send("\u{4}")
    #expect(try pdx.waitForExit() == 0)
  }

  @Test("Up recalls history across two runs; a password never reaches the history file")
  func history() throws {
    let home = Scratch()
    let first = try start(home: home.path)
    first.send("login ash@kanto.com secretpw\r")
    try first.expect("pdx formulario> ")
    try first.waitForRawMode()
    first.send("form mode crearCuenta\r")
    try first.expect("formulario.modo: entrar → crearCuenta")
    try first.waitForRawMode()
    first.send("\u{4}")
    #expect(try first.waitForExit() == 0)
    let saved = try #require(home.read(".pdx_history"))
    #expect(!saved.contains("secretpw"))
    #expect(saved.contains("login"))

    let second = try start(home: home.path)
    second.send("\u{1B}[A\r")
    try second.expect("formulario.modo: entrar → crearCuenta")
    try second.waitForRawMode()
    second.send("\u{4}")
    #expect(try second.waitForExit() == 0)
  }

  @Test("PDX_HISTORY overrides the history file")
  func historyOverride() throws {
    let home = Scratch()
    let pdx = try start(home: home.path, extra: ["PDX_HISTORY": home.path + "/h"])
    pdx.send("tree\r")
    try pdx.expect("AuthView")
    try pdx.waitForRawMode()
    pdx.send("\u{4}")
    #expect(try pdx.waitForExit() == 0)
    #expect(home.read("h")?.contains("tree") == true)
    #expect(home.read(".pdx_history") == nil)
  }

  @Test("Ctrl-C abandons the line and keeps the shell alive; Ctrl-D exits 0")
  func interrupt() throws {
    let home = Scratch()
    let pdx = try start(home: home.path)
    pdx.send("tab favor")
    try pdx.expect("tab favor")
    try pdx.waitForRawMode()
    pdx.send("\u{3}")
    try pdx.expect("pdx formulario> ")
    try pdx.waitForRawMode()
    pdx.send("show raiz\r")
    try pdx.expect("raiz: formulario")
    #expect(!pdx.output.contains("there are no tabs"), "the abandoned line did not run")
    try pdx.waitForRawMode()
    pdx.send("\u{4}")
    #expect(try pdx.waitForExit() == 0)
  }

  @Test("Ctrl-C stops a running script and the shell goes on")
  func interruptRun() throws {
    let home = Scratch()
    let big = home.path + "/big.pdx"
    let f = fopen(big, "w")!
    fputs("signup ash@kanto.com pikachu\n", f)
    for _ in 0..<300_000 { fputs("tab favoritos\ntab lista\n", f) }
    fclose(f)
    let pdx = try start(home: home.path)
    pdx.send("run \(big)\r")
    try pdx.expect("tab favoritos")
    pdx.send("\u{3}")
    try pdx.expect("interrupted")
    try pdx.expect("pdx ")
    try pdx.waitForRawMode()
    pdx.send("\u{4}")
    #expect(try pdx.waitForExit() == 0)
  }

  @Test("a missing password is asked for without echo")
  func passwordPrompt() throws {
    let home = Scratch()
    let pdx = try start(home: home.path)
    pdx.send("signup ash@kanto.com\r")
    try pdx.expect("Password for ash@kanto.com: ")
    pdx.send("pikachu\r")
    let out = try pdx.expect("pdx lista> ")
    #expect(!out.contains("pikachu\r"))
    #expect(out.contains("raiz: formulario → conSesion"))
    try pdx.waitForRawMode()
    pdx.send("\u{4}")
    #expect(try pdx.waitForExit() == 0)
  }

  @Test("no HOME, or an unwritable history file: a warning, and the shell works")
  func noScratch() throws {
    let pdx = try start(home: nil)
    pdx.send("show raiz\r")
    try pdx.expect("raiz: formulario")
    try pdx.waitForRawMode()
    pdx.send("\u{4}")
    #expect(try pdx.waitForExit() == 0)

    let home = Scratch()
    _ = mkdir(home.path + "/.pdx_history", 0o755)
    let blocked = try start(home: home.path)
    blocked.send("show raiz\r")
    try blocked.expect("raiz: formulario")
    #expect(blocked.output.contains("warning: history"))
    try blocked.waitForRawMode()
    blocked.send("\u{4}")
    #expect(try blocked.waitForExit() == 0)
  }

  @Test("the prompt says where the user is")
  func prompt() throws {
    let home = Scratch()
    let pdx = try start(home: home.path)
    pdx.send("signup ash@kanto.com pikachu\r")
    try pdx.expect("pdx lista> ")
    try pdx.waitForRawMode()
    pdx.send("open 25\r")
    try pdx.expect("pdx lista/pikachu> ")
    try pdx.waitForRawMode()
    pdx.send("logout\r")
    try pdx.expect("pdx ajustes [¿Cerrar la sesión?]> ")
    try pdx.waitForRawMode()
    pdx.send("\u{4}")
    #expect(try pdx.waitForExit() == 0)
  }

  @Test("EOF at the password prompt sends nothing and the shell goes on")
  func passwordEOF() throws {
    let home = Scratch()
    let pdx = try start(home: home.path)
    pdx.send("login ash@kanto.com\r")
    try pdx.expect("Password for ash@kanto.com: ")
    pdx.send("\u{4}")
    try pdx.expect("no password given")
    try pdx.expect("pdx formulario> ")
    try pdx.waitForRawMode()
    pdx.send("\u{4}")
    #expect(try pdx.waitForExit() == 0)
  }

  /// `pdx walk script` on a terminal `columns` wide, with HOME at `home`.
  func startWalk(_ script: String, home: Scratch, columns: UInt16 = 80) throws -> PTYSession {
    let env = ["TERM": "xterm", "LANG": "C.UTF-8", "NO_COLOR": "1", "HOME": home.path]
    return try PTYSession(
      executable: pdxExecutable(), arguments: ["walk", script], environment: env,
      columns: columns)
  }

  // In the walk tests, keys are sent once libedit reads them (waitForRawMode), as a person
  // types after seeing the prompt: sent earlier, they would meet the terminal's cooked mode.

  @Test("pdx walk: narration, the next command, Enter runs it, q quits")
  func walk() throws {
    let home = Scratch()
    let script = home.path + "/w.pdx"
    let f = fopen(script, "w")!
    fputs("## Primero, la puerta\nexpect raiz == formulario\n## Ahora, una cuenta\n", f)
    fputs("signup ash@kanto.com pikachu\n## Y una pestaña\ntab favoritos\n", f)
    fclose(f)
    let pdx = try startWalk(script, home: home)
    try pdx.expect("Primero, la puerta")
    try pdx.expect("next: signup ash@kanto.com ******")
    try pdx.waitForRawMode()
    pdx.send("\r")
    try pdx.expect("raiz: formulario → conSesion")
    try pdx.expect("next: tab favoritos")
    try pdx.waitForRawMode()
    pdx.send("q\r")
    try pdx.expect("You left the walkthrough after 1 step of 2. To start it again:")
    #expect(try pdx.waitForExit() == 0)
    #expect(!pdx.output.contains("contenido.pestana: lista → favoritos"))
    #expect(!pdx.output.contains("##"))
  }

  @Test(
    "pdx walk: a command typed at next: runs first and the step comes back; narration wraps")
  func walkTypedCommand() throws {
    let home = Scratch()
    let script = home.write(
      "w.pdx",
      "## Primero miramos la puerta: sin sesión no hay pestañas, y el formulario espera.\n"
        + "!tab lista\n## Ahora, una cuenta\nsignup ash@kanto.com pikachu\n"
        + "expect raiz == conSesion\n")
    let pdx = try startWalk(script, home: home, columns: 40)
    // Wrapped at word boundaries to the terminal's 40 columns, without the ##.
    try pdx.expect(
      "\r\nPrimero miramos la puerta: sin sesión no\r\nhay pestañas, y el formulario")
    try pdx.expect("next: tab lista  (expected to be refused)")
    try pdx.waitForRawMode()
    pdx.send("show raiz\r")
    try pdx.expect("raiz: formulario")
    try pdx.expect("next: tab lista  (expected to be refused)")
    try pdx.waitForRawMode()
    pdx.send("tabb\r")
    try pdx.expect("error: unknown command «tabb»")
    try pdx.expect("next: tab lista  (expected to be refused)")
    try pdx.waitForRawMode()
    pdx.send("\r")
    try pdx.expect("error: there are no tabs")
    try pdx.expect("next: signup ash@kanto.com ******")
    try pdx.waitForRawMode()
    pdx.send("tree\r")
    try pdx.expect("AuthView")
    try pdx.expect("next: signup ash@kanto.com ******")
    try pdx.waitForRawMode()
    pdx.send("\r")
    try pdx.expect("raiz: formulario → conSesion")
    try pdx.expect("The walkthrough is over: 2 steps ran. To replay it without stopping:")
    try pdx.expect("  pdx run \(script)")
    #expect(try pdx.waitForExit() == 0)
    #expect(!pdx.output.contains("!tab"), "the ! is not shown")
  }

  @Test(
    "pdx walk: at next:, the shell's prompt edits the line: TAB, Up, Ctrl-C; no password kept")
  func walkLineEditing() throws {
    let home = Scratch()
    let script = home.write("w.pdx", "## Uno\n!tab lista\nsignup ash@kanto.com pikachu\n")
    let pdx = try startWalk(script, home: home)
    try pdx.expect("next: tab lista  (expected to be refused)")
    try pdx.expect("pdx formulario> ")
    try pdx.waitForRawMode()
    pdx.send("sho\t")  // TAB completes the command, as at the shell
    try pdx.waitForRawMode()
    pdx.send("raiz\r")
    try pdx.expect("raiz: formulario")
    try pdx.expect("pdx formulario> ")
    try pdx.waitForRawMode()
    pdx.send("\u{1B}[A")  // Up: what was typed before comes back
    try pdx.expect("show raiz")
    pdx.send("\u{3}")  // Ctrl-C: the line is abandoned, the prompt comes back
    try pdx.expect("pdx formulario> ")
    try pdx.waitForRawMode()
    pdx.send("login ash@kanto.com secreto\r")
    try pdx.expect("pdx formulario> ")
    try pdx.waitForRawMode()
    let before = pdx.output.utf8.count
    pdx.send("\u{1B}[A")
    try pdx.expect("login ash@kanto.com")
    pdx.send("\u{15}\r")  // Ctrl-U, Enter: the step runs
    try pdx.expect("error: there are no tabs")
    try pdx.expect("next: signup ash@kanto.com ******")
    try pdx.waitForRawMode()
    pdx.send("q\r")
    try pdx.expect("You left the walkthrough after 1 step of 2.")
    #expect(try pdx.waitForExit() == 0)
    let recalled = String(decoding: Array(pdx.output.utf8)[before...], as: UTF8.self)
    #expect(!recalled.contains("secreto"), "Up recalled the password: \(recalled)")
    #expect(access(home.path + "/.pdx_history", F_OK) != 0, "a walk writes no history file")
  }

  @Test("EOF inside a walkthrough ends it cleanly")
  func walkEOF() throws {
    let home = Scratch()
    let script = home.path + "/w.pdx"
    let f = fopen(script, "w")!
    fputs("## Una\ntab lista\n", f)
    fclose(f)
    let pdx = try startWalk(script, home: home)
    try pdx.expect("next: tab lista")
    try pdx.waitForRawMode()
    pdx.send("\u{4}")
    #expect(try pdx.waitForExit() == 0)
  }

  @Test("a corrupt history file: a warning, it is left alone, and the shell works")
  func corruptHistory() throws {
    let home = Scratch()
    let f = fopen(home.path + "/.pdx_history", "w")!
    fputs("\u{1}\u{2}not a history file\n", f)
    fclose(f)
    let pdx = try start(home: home.path)
    pdx.send("show raiz\r")
    try pdx.expect("raiz: formulario")
    try pdx.waitForRawMode()
    pdx.send("\u{4}")
    #expect(try pdx.waitForExit() == 0)
    #expect(home.read(".pdx_history")?.contains("not a history file") == true)
  }
}
