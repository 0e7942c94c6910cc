import Glibc
import Testing

/// pdx started with pipes, its signals at their defaults (a test's thread may block them, and
/// a child inherits the mask); stdin kept open until `closeInput`. A signal is sent only once
/// the output (or the files pdx opens) shows the run is under way: never after a fixed time.
final class Running {
  let pid: pid_t
  private var input: Int32
  private let out: Int32
  private let err: Int32
  private(set) var stdout: [UInt8] = []
  private(set) var stderr: [UInt8] = []
  private var status: Int32?

  init(
    _ arguments: [String], executable: String = pdxExecutable(),
    environment: [String: String]? = nil
  ) throws {
    var env = childEnvironment(environment ?? currentEnvironment())
    env["NO_COLOR"] = "1"
    let child = try startPiped(executable, arguments, environment: env) { defaults in
      for s in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE] { sigaddset(&defaults, s) }
    }
    pid = child.pid
    (input, out, err) = (child.input, child.output, child.errors)
    for fd in [out, err] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
  }

  deinit {
    if input >= 0 { close(input) }
    close(out)
    close(err)
    if status == nil {
      kill(pid, SIGKILL)
      var s: Int32 = 0
      while waitpid(pid, &s, 0) < 0 && errno == EINTR {}
    }
  }

  var output: String { String(decoding: stdout, as: UTF8.self) }
  var errors: String { String(decoding: stderr, as: UTF8.self) }

  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(input, $0.baseAddress!, $0.count) }
  }

  func closeInput() {
    close(input)
    input = -1
  }

  /// Reads what is there, waiting up to 0.1 s for something.
  private func pump() {
    var fds = [out, err].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    _ = poll(&fds, 2, 100)
    var buffer = [UInt8](repeating: 0, count: 65536)
    for fd in [out, err] {
      while true {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { break }
        if fd == out { stdout += buffer[0..<n] } else { stderr += buffer[0..<n] }
      }
    }
  }

  /// Waits until stdout (or stderr) holds `text`; throws after 300 s with what was seen.
  func waitFor(_ text: String, onStderr: Bool = false) throws {
    let deadline = monotonicSeconds() + 300
    while !(onStderr ? errors : output).contains(text) {
      guard monotonicSeconds() < deadline, status == nil else {
        throw SpawnError(
          message: "no «\(text)» within 300 s; stdout:\n\(output)\nstderr:\n\(errors)")
      }
      pump()
      var s: Int32 = 0
      if waitpid(pid, &s, WNOHANG) == pid { status = s }
    }
  }

  /// Waits for the end: whether pdx exited (rather than being killed) and its code.
  func finish() throws -> (exited: Bool, code: Int32) {
    let deadline = monotonicSeconds() + 300
    while status == nil {
      guard monotonicSeconds() < deadline else {
        throw SpawnError(message: "no exit within 300 s; stdout:\n\(output)\nstderr:\n\(errors)")
      }
      pump()
      var s: Int32 = 0
      if waitpid(pid, &s, WNOHANG) == pid { status = s }
    }
    pump()
    let s = status!
    return (s & 0x7F == 0, s & 0x7F == 0 ? (s >> 8) & 0xFF : 128 + (s & 0x7F))
  }
}

/// Waits until a file named `name` in `folder` is opened (inotify): how a test knows `pdx test`
/// has started a script, which prints nothing while it runs.
func waitForOpen(
  of name: String, in folder: String, event: Int32 = IN_OPEN, while start: () throws -> Void
) throws {
  let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
  guard fd >= 0 else { throw SpawnError(message: "inotify_init1 failed") }
  defer { close(fd) }
  guard inotify_add_watch(fd, folder, UInt32(event)) >= 0 else {
    throw SpawnError(message: "inotify_add_watch failed")
  }
  try start()
  let deadline = monotonicSeconds() + 300
  var buffer = [UInt8](repeating: 0, count: 4096)
  while monotonicSeconds() < deadline {
    var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    guard poll(&p, 1, 200) > 0 else { continue }
    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    var at = 0
    while at + 16 <= n {
      let length = Int(buffer[at + 12]) | Int(buffer[at + 13]) << 8 | Int(buffer[at + 14]) << 16
      let nameBytes = buffer[(at + 16)..<(at + 16 + length)].prefix { $0 != 0 }
      if String(decoding: nameBytes, as: UTF8.self) == name { return }
      at += 16 + length
    }
  }
  throw SpawnError(message: "\(name) was not opened within 300 s")
}

/// An interrupted run never passes: SIGHUP, SIGINT, SIGQUIT and SIGTERM stop `test`, `check`,
/// `run`, `walk` (and its modes) and `exercise` promptly, with what ran and what did not, and
/// exit 128 + the signal; a signal the parent ignores stays ignored (docs/reference.md §4.8).
@Suite("Signals stop a run, which never passes")
struct SignalCLITests {
  let pdx = pdxExecutable()
  static let signals: [(Int32, String)] = [
    (SIGHUP, "SIGHUP"), (SIGINT, "SIGINT"), (SIGQUIT, "SIGQUIT"), (SIGTERM, "SIGTERM"),
  ]

  /// a.pdx passes at once, b.pdx runs long (the run is stopped in it), c.pdx is never reached.
  func suite() -> Scratch {
    let dir = Scratch()
    dir.write("a.pdx", "expect raiz == formulario\n")
    dir.write("b.pdx", String(repeating: "show raiz\n", count: 400_000))
    dir.write("c.pdx", "expect raiz == formulario\n")
    return dir
  }

  @Test(
    "pdx test: the report of what ran, the scripts not run, exit 128 + the signal",
    arguments: signals)
  func test(signal: Int32, name: String) throws {
    let dir = suite()
    let junit = dir.path + "/junit.xml"
    var env = currentEnvironment()
    env["PDX_CACHE_DIR"] = dir.path + "/cache"
    var running: Running?
    try waitForOpen(of: "b.pdx", in: dir.path) {
      running = try Running(["test", "-j", "1", dir.path, "--junit", junit], environment: env)
    }
    let pdx = try #require(running)
    kill(pdx.pid, signal)
    let end = try pdx.finish()
    #expect(end.exited && end.code == 128 + signal)
    #expect(
      untimed(pdx.output) == "ok    0.00 s  \(dir.path)/a.pdx\n\(name): 2 scripts not run\n"
        + "1 passed, 0 failed, 2 not run; \(name) stopped the run\n")
    // The JUnit report is written, and says the run did not pass.
    #expect(
      dir.read("junit.xml")?.contains(
        "<error message=\"\(name): 2 scripts not run\" type=\"signal\"/>") == true)
  }

  @Test("pdx test --format tap: a stopped run bails out, and prove fails it")
  func tapBailsOut() throws {
    let dir = suite()
    var running: Running?
    try waitForOpen(of: "b.pdx", in: dir.path) {
      running = try Running(["test", "-j", "1", "--format", "tap", dir.path])
    }
    let pdx = try #require(running)
    kill(pdx.pid, SIGTERM)
    #expect(try pdx.finish().code == 143)
    #expect(pdx.output.contains("\nBail out! SIGTERM: 2 scripts not run\n"))
    let saved = dir.write("out.tap", pdx.output)
    let prove = try runProgram("/usr/bin/prove", ["--exec", "cat", saved])
    #expect(prove.status != 0, "\(prove.stdout)")
    #expect(prove.stdout.contains("Bailout called"), "\(prove.stdout)")
  }

  @Test("a SIGINT the parent ignores stays ignored; SIGTERM still stops the run")
  func ignoredStaysIgnored() throws {
    let dir = suite()
    var running: Running?
    try waitForOpen(of: "b.pdx", in: dir.path) {
      // As `cmd &` in a script: the shell ignores SIGINT for it, and exec keeps that.
      running = try Running(
        ["-c", "trap '' INT; exec \"$0\" test -j 1 \"$1\"", pdx, dir.path], executable: "/bin/sh")
    }
    let shell = try #require(running)
    kill(shell.pid, SIGINT)
    kill(shell.pid, SIGTERM)
    let end = try shell.finish()
    #expect(end.code == 143, "\(shell.output)")
    #expect(shell.output.hasSuffix("1 passed, 0 failed, 2 not run; SIGTERM stopped the run\n"))
  }

  @Test("pdx check: the summary of the levels finished, then 128 + the signal", arguments: signals)
  func check(signal: Int32, name: String) throws {
    // On a terminal the progress line shows the search is under way.
    let check = try PTYSession(
      executable: pdx, arguments: ["check", "--depth", "12"],
      environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "LANG": "C.UTF-8"], columns: 200)
    // Three levels finished: the verdict names them.
    _ = try check.expect("depth 4 ·")
    kill(check.pid, signal)
    #expect(try check.waitForExit() == 128 + signal)
    let lines = check.output.split(separator: "\r\n").map(String.init)
    let depth = try #require(lines.first { $0.contains("depth reached") })
    #expect(
      depth.replacing(#/\d+/#, with: "N").hasSuffix(
        "depth reached    N of N: stopped: \(name) ended it in depth N, N levels finished"),
      "\(depth)")
    let verdict = try #require(lines.first { $0.hasPrefix("no rule broke") })
    #expect(
      verdict.replacing(#/\d+/#, with: "N")
        == "no rule broke within the levels finished, depth N to N of N (N rules): \(name)"
        + " stopped the search in depth N")
    #expect(!check.output.contains("every rule held"))
  }

  @Test("pdx run: what stopped and what did not run, then 128 + the signal", arguments: signals)
  func run(signal: Int32, name: String) throws {
    let dir = suite()
    let pdx = try Running(["run", dir.path + "/b.pdx", dir.path + "/c.pdx"])
    try pdx.waitFor("pdx> show raiz")
    kill(pdx.pid, signal)
    let end = try pdx.finish()
    #expect(end.exited && end.code == 128 + signal)
    #expect(
      pdx.errors.hasSuffix(
        "pdx: interrupted by \(name): «\(dir.path)/b.pdx» stopped partway; 1 file not run\n"))
  }

  @Test("pdx walk from a pipe: where it stopped, and how to start again", arguments: signals)
  func walk(signal: Int32, name: String) throws {
    let dir = suite()
    let pdx = try Running(["--lang", "es", "walk", dir.path + "/b.pdx"])
    try pdx.waitFor("pdx> show raiz")
    kill(pdx.pid, signal)
    let end = try pdx.finish()
    #expect(end.exited && end.code == 128 + signal)
    let lines = pdx.output.split(separator: "\n").suffix(2).map(String.init)
    #expect(
      lines.first?.replacing(#/\d+ pasos? de/#, with: "N pasos de")
        == "\(name) paró el recorrido tras N pasos de 400000. Para empezarlo otra vez:")
    #expect(lines.last == "  pdx walk \(dir.path)/b.pdx")
  }

  @Test("pdx walk on a terminal: Ctrl-C at the prompt ends the walk, where it stopped, exit 130")
  func walkOnTerminal() throws {
    let dir = Scratch()
    let script = dir.write("w.pdx", "## Uno\n!tab lista\nsignup ash@kanto.com pikachu\n")
    let walk = try PTYSession(
      executable: pdx, arguments: ["walk", script],
      environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "LANG": "C.UTF-8", "HOME": dir.path])
    _ = try walk.expect("pdx formulario> ")
    try walk.waitForRawMode()
    walk.send("\u{3}")
    #expect(try walk.waitForExit() == 130)
    #expect(walk.output.contains("SIGINT stopped the walkthrough after 0 steps of 2. To start it"))
  }

  @Test(
    "walk --markdown of a folder: the pages written stay, whole; the rest and the index are not")
  func pages() throws {
    let dir = suite()
    let out = dir.path + "/pages"
    #expect(mkdir(out, 0o755) == 0)
    var running: Running?
    // a.md is renamed into place once whole: b's page is being drawn then.
    try waitForOpen(of: "a.md", in: out, event: IN_MOVED_TO) {
      running = try Running(["walk", "--markdown", dir.path, "--out", out])
    }
    let pdx = try #require(running)
    kill(pdx.pid, SIGTERM)
    let end = try pdx.finish()
    #expect(end.exited && end.code == 143)
    #expect(pdx.errors == "pdx: interrupted by SIGTERM: 1 of 3 pages written, and no index\n")
    #expect(dir.read("pages/a.md")?.hasSuffix("\n") == true)
    #expect(dir.read("pages/b.md") == nil && dir.read("pages/README.md") == nil)
  }

  @Test("walk --predict: Ctrl-C or SIGTERM at a question ends the walk with its partial score")
  func predict() throws {
    let state = Scratch()
    var env = currentEnvironment()
    env["XDG_STATE_HOME"] = state.path
    for (signal, code) in [(SIGINT, Int32(130)), (SIGTERM, 143)] {
      // From a pipe held open: the answer never comes.
      let pdx = try Running(
        ["walk", "--predict", "examples/01-la-puerta.pdx"], environment: env)
      try pdx.waitFor("Your prediction")
      kill(pdx.pid, signal)
      let end = try pdx.finish()
      #expect(end.exited && end.code == code)
      #expect(pdx.output.hasSuffix("\nYou got 0 of 0\n"), "\(pdx.output)")
    }
    // From a terminal: Ctrl-C typed.
    let terminal = try PTYSession(
      executable: pdx,
      arguments: ["--lang", "es", "walk", "--predict", "examples/01-la-puerta.pdx"],
      environment: [
        "PATH": "/usr/bin:/bin", "TERM": "xterm", "LANG": "C.UTF-8", "XDG_STATE_HOME": state.path,
      ])
    _ = try terminal.expect("Tu predicción")
    terminal.send("\u{3}")
    #expect(try terminal.waitForExit() == 130)
    #expect(terminal.output.contains("Acertaste 0 de 0"))
  }

  @Test("pdx exercise from a pipe: what it says when input ends, then 128 + the signal")
  func exercise() throws {
    let pdx = try Running(["exercise", "examples/ejercicios/01-el-toque-que-espera.pdx"])
    pdx.send("show raiz\n")
    try pdx.waitFor("raiz: formulario")
    kill(pdx.pid, SIGTERM)
    let end = try pdx.finish()
    #expect(end.exited && end.code == 143)
    #expect(pdx.output.contains("The exercise is not solved yet"), "\(pdx.output)")
  }
}
