import Glibc
import Testing

/// `pdx` under /usr/bin/timeout: a run that should end at once but blocks (a FIFO, a zero device)
/// fails the test instead of hanging it. SIGKILL follows SIGTERM: the child may inherit a
/// signal mask that blocks SIGTERM (the test runs on a worker thread that blocks signals).
private func runBounded(
  _ arguments: [String], seconds: Int = 30, stdin: String = ""
) throws -> Finished {
  try runProgram(
    "/usr/bin/timeout", ["-k", "5", String(seconds), pdxExecutable()] + arguments, stdin: stdin)
}

/// A shell command line under /usr/bin/timeout (for redirections and ulimit).
private func runShell(_ command: String, seconds: Int = 30) throws -> Finished {
  try runProgram("/usr/bin/timeout", ["-k", "5", String(seconds), "/bin/sh", "-c", command])
}

private func status(_ path: String, ofLink: Bool = false) -> stat? {
  var st = stat()
  return (ofLink ? lstat(path, &st) : stat(path, &st)) == 0 ? st : nil
}

/// Names in `directory` that start with `.pdx-tmp-`: temporary files left behind.
private func temporaryFiles(in directory: String) -> [String] {
  guard let dir = opendir(directory) else { return ["(cannot open \(directory))"] }
  defer { closedir(dir) }
  var names: [String] = []
  while let entry = readdir(dir) {
    let name = withUnsafePointer(to: entry.pointee.d_name) {
      $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
    }
    if name.hasPrefix(".pdx-tmp-") { names.append(name) }
  }
  return names
}

/// The bytes of a file, exactly (Scratch.read decodes them).
private func bytes(_ path: String) -> [UInt8] {
  guard let f = fopen(path, "rb") else { return [] }
  defer { fclose(f) }
  var out: [UInt8] = []
  while true {
    let c = fgetc(f)
    if c == EOF { return out }
    out.append(UInt8(c))
  }
}

private let tabsError =
  "error: there are no tabs: content is not built (raiz is formulario); the guard builds them"
  + " only in sinCuentas and conSesion"

@Suite("Files pdx reads and writes")
struct FileSafetyTests {
  let pdx = pdxExecutable()

  @Test(
    "--update through a link to a 0600 file with two names keeps all that, and every other byte")
  func updateKeepsTheFile() throws {
    let dir = Scratch()
    let original =
      "\u{FEFF}# keep\r\n" + "form mode crearCuenta\r\n" + "| stale\n" + "\n" + "!tab lista\n"
      + "  | one\r\n" + "  | two\n" + "expect raiz == formulario\r\n" + "!tab lista\n" + "| old"
    let real = dir.write("real.pdx", original)
    #expect(chmod(real, 0o600) == 0)
    #expect(link(real, dir.path + "/other-name.pdx") == 0)
    #expect(symlink("real.pdx", dir.path + "/link.pdx") == 0)
    let before = try #require(status(real))
    let r = try runBounded(["test", "--update", dir.path + "/link.pdx"])
    #expect(r.status == 0)
    #expect(
      untimed(r.stdout).contains("updated \(dir.path)/link.pdx (3 transcripts)\nok    0.00 s  "))
    let expected =
      "\u{FEFF}# keep\r\n" + "form mode crearCuenta\r\n" + "| ▸ form mode crearCuenta\n"
      + "|   formulario.modo: entrar → crearCuenta\r\n"
      + "|   formulario.boton: \"Entrar\" → \"Crear cuenta\"\r\n" + "\n" + "!tab lista\n"
      + "  | \(tabsError)\r\n" + "expect raiz == formulario\r\n" + "!tab lista\n"
      + "| \(tabsError)"
    #expect(bytes(real) == Array(expected.utf8))
    #expect(bytes(dir.path + "/other-name.pdx") == Array(expected.utf8))
    #expect(status(dir.path + "/link.pdx", ofLink: true).map { $0.st_mode & S_IFMT } == S_IFLNK)
    let after = try #require(status(real))
    #expect(after.st_mode & 0o7777 == 0o600)
    #expect(after.st_ino == before.st_ino && after.st_nlink == 2)
    #expect(after.st_uid == before.st_uid && after.st_gid == before.st_gid)
    #expect(temporaryFiles(in: dir.path).isEmpty)
    // Run again: nothing left to change, nothing written.
    let again = try runBounded(["test", "--update", dir.path + "/link.pdx"])
    #expect(again.status == 0 && !again.stdout.contains("updated"))
  }

  @Test("--update refuses a read-only script, exits 2 and leaves it as it was")
  func updateReadOnly() throws {
    let dir = Scratch()
    let path = dir.write("ro.pdx", "!tab lista\n| stale\n")
    #expect(chmod(path, 0o444) == 0)
    let r = try runBounded(["test", "--update", path])
    #expect(r.status == 2)
    #expect(r.stdout.contains("cannot write \(path): it is read-only for this user (mode 0444)"))
    #expect(dir.read("ro.pdx") == "!tab lista\n| stale\n")
    #expect(status(path).map { $0.st_mode & 0o7777 } == 0o444)
  }

  @Test(
    "a write that fails half-way (the file size limit) leaves the script whole and no temporary file"
  )
  func failedWrite() throws {
    let dir = Scratch()
    // Each stale block grows to the whole output of its command: far more than the limit.
    let original = String(
      repeating: "form mode crearCuenta\n| stale\nform mode entrar\n| stale\n", count: 40)
    let path = dir.write("big.pdx", original)
    // 2 blocks of 512 bytes (dash) or 1 KiB (bash); SIGXFSZ ignored, so write(2) says EFBIG.
    let r = try runShell("trap '' XFSZ; ulimit -f 2; exec '\(pdx)' test --update '\(path)'")
    #expect(r.status == 2)
    #expect(r.stdout.contains("cannot write \(path): File too large"))
    #expect(dir.read("big.pdx") == original)
    #expect(temporaryFiles(in: dir.path).isEmpty)
  }

  @Test("save under umask 077 creates a file only its owner can read")
  func saveUnderUmask() throws {
    let home = Scratch()
    let env = PTYSession.environment(home: home.path)
    let shell = try PTYSession(
      executable: "/bin/sh", arguments: ["-c", "umask 077; exec '\(pdx)'"], environment: env)
    try shell.expect("pdx formulario> ")
    try shell.waitForRawMode()
    let path = home.path + "/secret.pdx"
    try shell.enter("signup ash@kanto.com pikachu", shows: "pdx lista> ")
    try shell.enter("save \(path)", shows: "saved ")
    #expect(try shell.endInput() == 0)
    #expect(status(path).map { $0.st_mode & 0o7777 } == 0o600)
    #expect(home.read("secret.pdx")?.contains("signup ash@kanto.com pikachu") == true)
  }

  @Test("pdx test ends on a symbolic link loop and runs each script once")
  func linkLoops() throws {
    let dir = Scratch()
    #expect(mkdir(dir.path + "/sub", 0o755) == 0)
    dir.write("a.pdx", "expect raiz == formulario\n")
    dir.write("sub/b.pdx", "expect raiz == formulario\n")
    #expect(symlink(".", dir.path + "/a") == 0)
    #expect(symlink("..", dir.path + "/sub/x") == 0)
    #expect(symlink("../a.pdx", dir.path + "/sub/alias.pdx") == 0)
    let r = try runBounded(["test", dir.path])
    #expect(r.status == 0)
    #expect(
      untimed(r.stdout)
        == "ok    0.00 s  \(dir.path)/a.pdx\nok    0.00 s  \(dir.path)/sub/b.pdx\n2 passed, 0 failed\n"
    )
  }

  @Test("a FIFO, a device or a directory is refused at once, saying what it is (exit 2)")
  func notRegularFiles() throws {
    let dir = Scratch()
    let fifo = dir.path + "/f.pdx"
    #expect(mkfifo(fifo, 0o644) == 0)
    let run = try runBounded(["run", fifo])
    #expect(run.status == 2)
    #expect(run.stderr.contains("cannot read \(fifo): it is a FIFO, not a regular file"))
    let device = dir.device("zero", minor: 5)
    let zero = try runBounded(["run", device])
    #expect(zero.status == 2)
    #expect(
      zero.stderr.contains("cannot read \(device): it is a character device, not a regular file"))
    let directory = try runBounded(["run", dir.path])
    #expect(directory.stderr.contains("it is a directory, not a regular file"))
    dir.write("ok.pdx", "expect raiz == formulario\n")
    let suite = try runBounded(["test", dir.path])
    #expect(suite.status == 2)
    #expect(suite.stdout.contains("cannot read \(fifo): it is a FIFO, not a regular file"))
    #expect(suite.stdout.hasSuffix("1 passed, 0 failed, 1 error\n"))
    let include = dir.write("include.pdx", "run f.pdx\n")
    let included = try runBounded(["run", include])
    #expect(included.status == 2)
    #expect((included.stdout + included.stderr).contains("cannot read \(fifo): it is a FIFO"))
  }

  @Test("a zero device on stdin ends with the 1 MiB line error instead of growing")
  func zeroOnStdin() throws {
    let scratch = Scratch()
    let zero = scratch.device("zero", minor: 5)
    // A memory limit as well, so that a regression fails instead of filling the machine.
    let r = try withExtendedLifetime(scratch) {
      try runShell("ulimit -v 4194304; exec '\(pdx)' run - < '\(zero)'")
    }
    #expect(r.status == 2)
    #expect(r.stderr.contains("<stdin>:1:1: line is longer than 1 MiB: a .pdx line is one command"))
  }

  @Test("Ctrl-C while pdx run - waits for input stops the run: exit 130")
  func interruptWaitingRead() throws {
    let child = try Child(pdx, ["run", "-"])
    child.send("say ready\n")
    // Its output waits in a buffer, so the sign that it waits for the next line is the system
    // call it is in: read(2) (number 0 on x86-64, 63 on arm64), on its copy of fd 0.
    #expect(child.waitUntilReadingStdin())
    // Ctrl-C is sent until pdx ends (one that lands just before the read starts is taken at the
    // next check, which also ends it), with its input still open: a pdx that only notices
    // Ctrl-C once its input ends fails here.
    var code: Int32?
    for _ in 0..<6_000 {
      kill(child.pid, SIGINT)
      code = child.exitStatus(waitingMilliseconds: 50)
      if code != nil { break }
    }
    #expect(code == 130, "pdx went on waiting for input after Ctrl-C")
    child.closeInput()
    if code == nil { _ = child.exitStatus(waitingMilliseconds: 300_000) }
    #expect(child.errors().contains("pdx: interrupted"))
  }
}

/// A program with its stdin kept open (a pipe), for tests that act while it waits for input.
private final class Child {
  let pid: pid_t
  private var input: Int32
  private let output: Int32
  private let errorOutput: Int32
  private var finished: Int32?

  init(_ path: String, _ arguments: [String]) throws {
    var env = currentEnvironment()
    env["NO_COLOR"] = "1"
    let child = try startPiped(path, arguments, environment: env) { sigfillset(&$0) }
    pid = child.pid
    input = child.input
    output = child.output
    errorOutput = child.errors
  }

  deinit {
    if finished == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    closeInput()
    close(output)
    close(errorOutput)
  }

  func send(_ text: String) {
    _ = Array(text.utf8).withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
  }

  func closeInput() {
    if input >= 0 { close(input) }
    input = -1
  }

  /// Waits until the program sits in read(2) (/proc/PID/syscall), which for `pdx run -` can
  /// only be its stdin; false after 300 seconds (only a failing test waits that long).
  func waitUntilReadingStdin() -> Bool {
    #if arch(arm64)
      let read = "63 "
    #else
      let read = "0 "
    #endif
    for _ in 0..<30_000 {
      if let f = fopen("/proc/\(pid)/syscall", "r") {
        var line = [CChar](repeating: 0, count: 256)
        let text = fgets(&line, Int32(line.count), f).map { String(cString: $0) } ?? ""
        fclose(f)
        if text.hasPrefix(read) { return true }
      }
      usleep(10_000)
    }
    return false
  }

  /// The exit status (128 + N for signal N), once it has ended; nil if it has not within the
  /// time given.
  func exitStatus(waitingMilliseconds: Int) -> Int32? {
    if let finished { return finished }
    for _ in 0...(waitingMilliseconds / 10) {
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid {
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        finished = code
        return code
      }
      usleep(10_000)
    }
    return nil
  }

  /// Everything it wrote to stderr (read once it has ended).
  func errors() -> String {
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(errorOutput, $0.baseAddress, $0.count) }
      if n <= 0 { break }
      out += buffer[0..<n]
    }
    return String(decoding: out, as: UTF8.self)
  }
}

// Files that are missing or whose names are not UTF-8.
extension FileSafetyTests {
  @Test("a missing file reads the same everywhere, on stderr")
  func missingFile() throws {
    let dir = Scratch()
    let missing = dir.path + "/missing.pdx"
    let expected = "error: cannot read \(missing): No such file or directory\n"
    for arguments in [["run", missing], ["test", missing], ["walk", missing]] {
      let r = try runProgram(pdx, arguments)
      #expect(r.status == 2, "\(arguments)")
      #expect(r.stderr == expected, "\(arguments)")
    }
  }

  @Test("a file name that is not UTF-8 is named as such, not reported missing")
  func nonUTF8Name() throws {
    let dir = Scratch()
    // A name with the byte 0xFF, which is not UTF-8, made with the C library.
    var bytes = Array((dir.path + "/bad").utf8) + [0xFF] + Array(".pdx".utf8) + [0]
    let fd = bytes.withUnsafeMutableBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    #expect(fd >= 0)
    close(fd)
    // Through argv the raw byte cannot be passed from a Swift String: run it via the shell.
    let shell = try runProgram(
      "/bin/sh", ["-c", "\"$0\" run \"$1\"$(printf '\\377').pdx", pdx, dir.path + "/bad"])
    #expect(shell.status == 2)
    #expect(shell.stderr.contains("\\x{FF}.pdx» is not valid UTF-8"))
  }
}
