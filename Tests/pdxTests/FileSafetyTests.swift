import Glibc
import Testing

/// `pdx` under /usr/bin/timeout: a run that should end at once but blocks (a FIFO, /dev/zero)
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
    #expect(r.stdout.contains("(transcripts updated)"))
    let expected =
      "\u{FEFF}# keep\r\n" + "form mode crearCuenta\r\n" + "| ▸ form mode crearCuenta\n"
      + "|   formulario.modo: entrar → crearCuenta\r\n" + "\n" + "!tab lista\n"
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
    var env = ["TERM": "xterm", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
    env["HOME"] = home.path
    let shell = try PTYSession(
      executable: "/bin/sh", arguments: ["-c", "umask 077; exec '\(pdx)'"], environment: env)
    try shell.expect("pdx formulario> ", timeout: 20)
    try shell.waitForRawMode()
    let path = home.path + "/secret.pdx"
    shell.send("signup ash@kanto.com pikachu\r")
    try shell.expect("pdx lista> ")
    try shell.waitForRawMode()
    shell.send("save \(path)\r")
    try shell.expect("saved ")
    try shell.waitForRawMode()
    shell.send("\u{4}")
    #expect(try shell.waitForExit() == 0)
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
      r.stdout == "ok    \(dir.path)/a.pdx\nok    \(dir.path)/sub/b.pdx\n2 passed, 0 failed\n")
  }

  @Test("a FIFO, a device or a directory is refused at once, saying what it is (exit 2)")
  func notRegularFiles() throws {
    let dir = Scratch()
    let fifo = dir.path + "/f.pdx"
    #expect(mkfifo(fifo, 0o644) == 0)
    let run = try runBounded(["run", fifo])
    #expect(run.status == 2)
    #expect(run.stderr.contains("cannot read \(fifo): it is a FIFO, not a regular file"))
    let zero = try runBounded(["run", "/dev/zero"])
    #expect(zero.status == 2)
    #expect(
      zero.stderr.contains("cannot read /dev/zero: it is a character device, not a regular file"))
    let directory = try runBounded(["run", dir.path])
    #expect(directory.stderr.contains("it is a directory, not a regular file"))
    dir.write("ok.pdx", "expect raiz == formulario\n")
    let suite = try runBounded(["test", dir.path])
    #expect(suite.status == 2)
    #expect(suite.stdout.contains("cannot read \(fifo): it is a FIFO, not a regular file"))
    #expect(suite.stdout.hasSuffix("1 passed, 1 failed\n"))
    let include = dir.write("include.pdx", "run f.pdx\n")
    let included = try runBounded(["run", include])
    #expect(included.status == 2)
    #expect((included.stdout + included.stderr).contains("cannot read \(fifo): it is a FIFO"))
  }

  @Test("/dev/zero on stdin ends with the 1 MiB line error instead of growing")
  func zeroOnStdin() throws {
    // A memory limit as well, so that a regression fails instead of filling the machine.
    let r = try runShell("ulimit -v 4194304; exec '\(pdx)' run - < /dev/zero")
    #expect(r.status == 2)
    #expect(r.stderr.contains("<stdin>:1:1: line is longer than 1 MiB: a .pdx line is one command"))
  }

}
