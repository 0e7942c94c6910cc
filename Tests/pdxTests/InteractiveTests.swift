import Glibc
import Testing

/// The real `pdx` on a pseudo-terminal, driven as a person would.
@Suite("pdx on a terminal")
struct InteractiveTests {
  func start(home: String?, extra: [String: String] = [:]) throws -> PTYSession {
    try PTYSession.shell(home: home, extra)
  }

  @Test("TAB completes a command, a Pokémon name and a state path")
  func completion() throws {
    let home = Scratch()
    let pdx = try start(home: home.path)
    try pdx.enter("signup ash@kanto.com pikachu", shows: "pdx lista> ")
    // libedit redraws the completed word with cursor moves, so the result is what is checked.
    try pdx.press("fa\t")
    try pdx.enter("pikac\t", shows: "▸ fav #25 Pikachu", "pdx lista> ")
    try pdx.enter("show contenido.insig\t", shows: "contenido.insignia: \"1\"")
    #expect(try pdx.endInput() == 0)
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
    try pdx.press("\t", shows: "only.pdx")
    try pdx.press("\r", shows: "dentro-de-la-carpeta\r\n", "pdx formulario> ")
    #expect(try pdx.endInput() == 0)
  }

  @Test("Up recalls history across two runs; a password never reaches the history file")
  func history() throws {
    let home = Scratch()
    let first = try start(home: home.path)
    try first.enter("login ash@kanto.com secretpw", shows: "pdx formulario> ")
    try first.enter("form mode crearCuenta", shows: "formulario.modo: entrar → crearCuenta")
    #expect(try first.endInput() == 0)
    let saved = try #require(home.read(".pdx_history"))
    #expect(!saved.contains("secretpw"))
    #expect(saved.contains("login"))

    let second = try start(home: home.path)
    try second.enter("\u{1B}[A", shows: "formulario.modo: entrar → crearCuenta")
    #expect(try second.endInput() == 0)
  }

  @Test("PDX_HISTORY overrides the history file")
  func historyOverride() throws {
    let home = Scratch()
    let pdx = try start(home: home.path, extra: ["PDX_HISTORY": home.path + "/h"])
    try pdx.enter("tree", shows: "AuthView")
    #expect(try pdx.endInput() == 0)
    #expect(home.read("h")?.contains("tree") == true)
    #expect(home.read(".pdx_history") == nil)
  }

  @Test("an empty PDX_HISTORY turns the history file off: no warning, nothing written")
  func historyOff() throws {
    let home = Scratch()
    // Set here: PTYSession.environment drops a variable given empty.
    var environment = PTYSession.environment(home: home.path)
    environment["PDX_HISTORY"] = ""
    let pdx = try PTYSession.pdx(environment: environment).session
    try pdx.enter("tree", shows: "AuthView", "pdx formulario> ")
    #expect(try pdx.endInput() == 0)
    #expect(!pdx.output.contains("warning: history"), "\(pdx.output)")
    #expect(home.read(".pdx_history") == nil)
  }

  @Test("Ctrl-C abandons the line and keeps the shell alive; Ctrl-D exits 0")
  func interrupt() throws {
    let home = Scratch()
    let pdx = try start(home: home.path)
    try pdx.press("tab favor", shows: "tab favor")
    try pdx.press("\u{3}", shows: "pdx formulario> ")
    pdx.send("show raiz\r")
    try pdx.expect("raiz: formulario")
    #expect(!pdx.output.contains("there are no tabs"), "the abandoned line did not run")
    try pdx.waitForRawMode()
    #expect(try pdx.endInput() == 0)
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
    try pdx.press("\u{3}", shows: "interrupted", "pdx ")
    #expect(try pdx.endInput() == 0)
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
    #expect(try pdx.endInput() == 0)
  }

  @Test("no HOME, or an unwritable history file: a warning, and the shell works")
  func noScratch() throws {
    let pdx = try start(home: nil)
    try pdx.enter("show raiz", shows: "raiz: formulario")
    #expect(try pdx.endInput() == 0)

    let home = Scratch()
    _ = mkdir(home.path + "/.pdx_history", 0o755)
    let blocked = try start(home: home.path)
    blocked.send("show raiz\r")
    try blocked.expect("raiz: formulario")
    #expect(blocked.output.contains("warning: history"))
    try blocked.waitForRawMode()
    #expect(try blocked.endInput() == 0)
  }

  @Test("the prompt says where the user is")
  func prompt() throws {
    let home = Scratch()
    let pdx = try start(home: home.path)
    try pdx.enter("signup ash@kanto.com pikachu", shows: "pdx lista> ")
    try pdx.enter("open 25", shows: "pdx lista/pikachu> ")
    try pdx.enter("logout", shows: "pdx ajustes [¿Cerrar la sesión?]> ")
    #expect(try pdx.endInput() == 0)
  }

  @Test("EOF at the password prompt sends nothing and the shell goes on")
  func passwordEOF() throws {
    let home = Scratch()
    let pdx = try start(home: home.path)
    pdx.send("login ash@kanto.com\r")
    try pdx.expect("Password for ash@kanto.com: ")
    try pdx.press("\u{4}", shows: "no password given", "pdx formulario> ")
    #expect(try pdx.endInput() == 0)
  }

  /// `pdx walk script` on a terminal `columns` wide, with HOME at `home`.
  func startWalk(_ script: String, home: Scratch, columns: UInt16 = 80) throws -> PTYSession {
    try PTYSession.pdx(
      ["walk", script], environment: PTYSession.environment(home: home.path), columns: columns,
      prompt: nil
    ).session
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
    try pdx.press("\r", shows: "raiz: formulario → conSesion", "next: tab favoritos")
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
    try pdx.enter(
      "show raiz", shows: "raiz: formulario", "next: tab lista  (expected to be refused)")
    try pdx.enter(
      "tabb", shows: "error: unknown command «tabb»", "next: tab lista  (expected to be refused)")
    try pdx.press("\r", shows: "error: there are no tabs", "next: signup ash@kanto.com ******")
    try pdx.enter("tree", shows: "AuthView", "next: signup ash@kanto.com ******")
    pdx.send("\r")
    try pdx.expect("raiz: formulario → conSesion")
    try pdx.expect("The walkthrough is over: 2 steps ran. To\r\nreplay it without stopping:")
    try pdx.expect("  pdx run \(script)")
    #expect(try pdx.waitForExit() == 0)
    #expect(!pdx.output.contains("!tab"), "the ! is not shown")
  }

  @Test(
    "pdx walk: at next:, the shell's prompt edits the line: TAB, Up, Ctrl-U; no password kept")
  func walkLineEditing() throws {
    let home = Scratch()
    let script = home.write("w.pdx", "## Uno\n!tab lista\nsignup ash@kanto.com pikachu\n")
    let pdx = try startWalk(script, home: home)
    try pdx.expect("next: tab lista  (expected to be refused)")
    try pdx.expect("pdx formulario> ")
    try pdx.waitForRawMode()
    try pdx.press("sho\t")  // TAB completes the command, as at the shell
    try pdx.enter("raiz", shows: "raiz: formulario", "pdx formulario> ")
    pdx.send("\u{1B}[A")  // Up: what was typed before comes back
    try pdx.expect("show raiz")
    // Ctrl-U: the line is erased (Ctrl-C ends the walk: SignalCLITests).
    pdx.send("\u{15}")
    try pdx.enter("login ash@kanto.com secreto", shows: "pdx formulario> ")
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
    #expect(try pdx.endInput() == 0)
  }

  @Test("a corrupt history file: a warning, it is left alone, and the shell works")
  func corruptHistory() throws {
    let home = Scratch()
    let f = fopen(home.path + "/.pdx_history", "w")!
    fputs("\u{1}\u{2}not a history file\n", f)
    fclose(f)
    let pdx = try start(home: home.path)
    try pdx.enter("show raiz", shows: "raiz: formulario")
    #expect(try pdx.endInput() == 0)
    #expect(home.read(".pdx_history")?.contains("not a history file") == true)
  }
}

/// A walkthrough at a narrow terminal, as a Spanish student steps through it.
@Suite("walkthroughs wrap like the shell")
struct WalkWrapTests {
  /// What a terminal shows of `output`: escape sequences and carriage returns dropped, split
  /// into lines.
  static func screenLines(_ output: String) -> [String] {
    var text = ""
    var escape = false
    for c in output {
      if escape {
        if c.isLetter { escape = false }
        continue
      }
      if c == "\u{1B}" {
        escape = true
      } else if c != "\r" && c != "\r\n" {
        text.append(c)
      } else if c == "\r\n" {
        text.append("\n")
      }
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("at 60 columns a Spanish walkthrough writes no line wider than 60, and breaks no word")
  func sixtyColumns() throws {
    let home = Scratch()
    let file = repositoryRoot + "/examples/04-el-toque-antes-de-entrar.pdx"
    // The steps: every command but an expectation, which runs without stopping.
    let steps = try repositoryFile("examples/04-el-toque-antes-de-entrar.pdx")
      .split(separator: "\n").filter { line in
        !["#", "|", "expect", "!expect"].contains(where: line.hasPrefix)
      }.count
    let pdx = try PTYSession.pdx(
      ["--lang", "es", "walk", file], environment: PTYSession.environment(home: home.path),
      columns: 60, prompt: nil
    ).session
    for _ in 0..<steps {
      try pdx.expect("siguiente: ")
      try pdx.waitForRawMode()
      pdx.send("\r")
    }
    try pdx.expect("Se acabó el recorrido")
    #expect(try pdx.waitForExit() == 0)
    let lines = Self.screenLines(pdx.output)
    // The command that replays the walk stands whole on its line, to be copied.
    let wide = lines.filter { $0.count > 60 && !$0.hasPrefix("  pdx run ") }
    #expect(wide.isEmpty, "wider than 60: \(wide)")
    // The note a terminal used to break mid-word, wrapped between words with its indent.
    let text = lines.joined(separator: "\n")
    #expect(
      text.contains(
        "  nota: pokedex://pokemon/1 espera en el delegado, pero\n"
          + "        onChange sin initial: true no salta al aparecer la\n"), "\(text)")
  }
}
