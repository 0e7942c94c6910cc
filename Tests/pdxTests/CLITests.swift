import Glibc
import Synchronization
import Testing

/// What a finished run of a program printed, and how it ended.
struct Finished {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs a program with pipes for stdin, stdout and stderr (not a terminal). `stdoutLines`
/// closes stdout after that many lines, as `| head -N` does. A program still running after
/// `limit` seconds is killed, and the call throws with what it printed.
func runProgram(
  _ path: String, _ arguments: [String], stdin: String = "", environment: [String: String]? = nil,
  stdoutLines: Int? = nil, limit: Double = 300
) throws -> Finished {
  var env = childEnvironment(environment ?? currentEnvironment())
  env["NO_COLOR"] = env["NO_COLOR"] ?? "1"
  let child = try startPiped(path, arguments, environment: env)
  let pid = child.pid
  // Feed stdin, then read both outputs without blocking on either.
  let bytes = Array(stdin.utf8)
  var written = 0
  while written < bytes.count {
    let n = bytes.withUnsafeBytes {
      write(child.input, $0.baseAddress! + written, $0.count - written)
    }
    if n <= 0 { break }
    written += n
  }
  close(child.input)
  var out: [UInt8] = []
  var err: [UInt8] = []
  var open = [child.output, child.errors]
  defer { for fd in open { close(fd) } }
  var buffer = [UInt8](repeating: 0, count: 65536)
  // A program that has not ended within `limit` seconds is killed, and the test fails saying
  // so, rather than waiting for ever.
  let deadline = monotonicSeconds() + limit
  func killed() -> SpawnError {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return SpawnError(
      message: "\(path) \(arguments) did not end within \(Int(limit)) s; it was killed."
        + " stdout:\n\(String(decoding: out, as: UTF8.self))\nstderr:\n"
        + String(decoding: err, as: UTF8.self))
  }
  while !open.isEmpty {
    guard monotonicSeconds() < deadline else { throw killed() }
    var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    guard poll(&fds, nfds_t(fds.count), 1000) >= 0 || errno == EINTR else {
      throw SpawnError(message: "poll failed: \(String(cString: strerror(errno)))")
    }
    for f in fds where f.revents != 0 {
      let n = buffer.withUnsafeMutableBytes { read(f.fd, $0.baseAddress, $0.count) }
      if n <= 0 {
        close(f.fd)
        open.removeAll { $0 == f.fd }
        continue
      }
      if f.fd == child.output {
        out += buffer[0..<n]
        if let limit = stdoutLines, out.filter({ $0 == 0x0A }).count >= limit {
          close(f.fd)
          open.removeAll { $0 == f.fd }
        }
      } else {
        err += buffer[0..<n]
      }
    }
  }
  var status: Int32 = 0
  while true {
    let ended = waitpid(pid, &status, WNOHANG)
    if ended == pid { break }
    guard ended == 0 || errno == EINTR else {
      throw SpawnError(message: "waitpid failed: \(String(cString: strerror(errno)))")
    }
    guard monotonicSeconds() < deadline else { throw killed() }
    usleep(2000)
  }
  let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  return Finished(
    status: code, stdout: String(decoding: out, as: UTF8.self),
    stderr: String(decoding: err, as: UTF8.self))
}

struct SpawnError: Error { var message: String }

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

func currentEnvironment() -> [String: String] {
  var env: [String: String] = [:]
  var p = environ
  while let entry = p.pointee {
    let s = String(cString: entry)
    if let eq = s.firstIndex(of: "=") { env[String(s[..<eq])] = String(s[s.index(after: eq)...]) }
    p += 1
  }
  return env
}

/// The folder of this test process under which each pdx it starts keeps `pdx test`'s last run
/// (`PDX_CACHE_DIR`), never `.pdx_cache` in the folder the tests run in: there every test's
/// `pdx test` would meet every other's (waiting on one another's lock on a busy machine), and
/// a lock that a run killed earlier left behind would hold them all.
let testCacheFolder: String = {
  var template = Array("/tmp/pdx-cache-XXXXXX".utf8CString)
  return String(cString: template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!)! })
}()
private let cachesGiven = Atomic<Int>(0)

/// `environment` for a program a test starts: `PDX_CACHE_DIR` set to a folder of its own under
/// `testCacheFolder` (pdx makes it), unless it names one already: a test that reads the record
/// back names its own. And this process's `LLVM_PROFILE_FILE` when it has one and the test gave
/// none: under Scripts/mutate's coverage build, the program's lines then count for the test
/// that started it, also when the test spelt out every variable.
func childEnvironment(_ environment: [String: String]) -> [String: String] {
  var env = environment
  if env["PDX_CACHE_DIR"] == nil {
    let n = cachesGiven.add(1, ordering: .relaxed).newValue
    env["PDX_CACHE_DIR"] = testCacheFolder + "/\(n)"
  }
  if env["LLVM_PROFILE_FILE"] == nil, let profile = getenv("LLVM_PROFILE_FILE") {
    env["LLVM_PROFILE_FILE"] = String(cString: profile)
  }
  return env
}

/// A fresh directory for one test, removed when it ends.
final class Scratch {
  let path: String
  init() {
    var template = Array("/tmp/pdx-cli-XXXXXX".utf8CString)
    path = String(cString: template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!)! })
  }
  deinit { runShellCommand("rm -rf '\(path)'") }

  /// A character device of this test's own, made here with mknod (root has CAP_MKNOD): the
  /// memory devices' numbers, major 1 — 3 null, 5 zero, 7 full. A test never opens the
  /// machine's /dev nodes, whose mode or content a bug could change for everyone.
  func device(_ name: String, minor: UInt32) -> String {
    let full = path + "/" + name
    let made = mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | minor))
    precondition(made == 0, "mknod \(full): \(String(cString: strerror(errno)))")
    _ = chmod(full, 0o666)
    return full
  }

  @discardableResult
  func write(_ name: String, _ text: String) -> String {
    let full = path + "/" + name
    let f = fopen(full, "w")!
    fputs(text, f)
    fclose(f)
    return full
  }

  func read(_ name: String) -> String? {
    guard let f = fopen(path + "/" + name, "r") else { return nil }
    defer { fclose(f) }
    var out: [UInt8] = []
    while true {
      let c = fgetc(f)
      if c == EOF { break }
      out.append(UInt8(c))
    }
    return String(decoding: out, as: UTF8.self)
  }
}

@Suite("The pdx binary")
struct CLITests {
  let pdx = pdxExecutable()

  @Test("--version and --help exit 0")
  func versionAndHelp() throws {
    let v = try runProgram(pdx, ["--version"])
    #expect(v.status == 0 && v.stdout.hasPrefix("pdx "))
    let h = try runProgram(pdx, ["--help"])
    #expect(h.status == 0 && h.stdout.contains("pdx [OPTIONS] test"))
  }

  @Test("a wrong invocation exits 2 with a clear error")
  func badInvocation() throws {
    for args in [
      ["--bogus"], ["--platform", "windows"], ["run"], ["frobnicate"], ["test", "-j", "0"],
    ] {
      let r = try runProgram(pdx, args)
      #expect(r.status == 2, "\(args)")
      #expect(r.stderr.hasPrefix("error: "), "\(args)")
    }
  }

  @Test("exit codes: 0 passed, 1 the flow went otherwise, 2 the script is wrong")
  func exitCodes() throws {
    let dir = Scratch()
    let pass = dir.write("pass.pdx", "signup ash@kanto.com pikachu\nexpect raiz == conSesion\n")
    let fail = dir.write("fail.pdx", "expect raiz == conSesion\n")
    let rejected = dir.write("rejected.pdx", "tab lista\n")
    let unknown = dir.write("unknown.pdx", "tabb lista\n")
    let badArg = dir.write("bad.pdx", "open 152\n")
    #expect(try runProgram(pdx, ["run", pass]).status == 0)
    #expect(try runProgram(pdx, ["run", fail]).status == 1)
    #expect(try runProgram(pdx, ["run", rejected]).status == 1)
    #expect(try runProgram(pdx, ["run", unknown]).status == 2)
    #expect(try runProgram(pdx, ["run", badArg]).status == 2)
    #expect(try runProgram(pdx, ["run", dir.path + "/missing.pdx"]).status == 2)
    let directory = try runProgram(pdx, ["run", dir.path])
    #expect(directory.status == 2 && directory.stderr.contains("is a directory"))
    let f = try runProgram(pdx, ["run", fail])
    #expect(f.stderr.contains("FAIL \(fail):1: expect raiz == conSesion"))
    #expect(f.stderr.contains("  - raiz == conSesion\n  + raiz == formulario"))
  }

  @Test("several files each get a fresh world; --continue runs them all")
  func severalFiles() throws {
    let dir = Scratch()
    let a = dir.write("a.pdx", "signup ash@kanto.com pikachu\n")
    let b = dir.write("b.pdx", "expect raiz == formulario\nexpect backend.cuentas == []\n")
    let fail = dir.write("fail.pdx", "expect raiz == nil\n")
    #expect(try runProgram(pdx, ["run", a, b]).status == 0)
    let stopped = try runProgram(pdx, ["run", fail, a])
    #expect(stopped.status == 1 && !stopped.stdout.contains("signup"))
    let all = try runProgram(pdx, ["run", "--continue", fail, a])
    #expect(all.status == 1 && all.stdout.contains("pdx> signup"))
  }

  @Test("commands from stdin when it is not a terminal, as pdx run -")
  func stdinScript() throws {
    let r = try runProgram(
      pdx, [], stdin: "signup ash@kanto.com pikachu\nexpect raiz == conSesion\n")
    #expect(r.status == 0)
    #expect(r.stdout.contains("raiz: formulario → conSesion"))
    let dash = try runProgram(pdx, ["run", "-"], stdin: "expect raiz == conSesion\n")
    #expect(dash.status == 1 && dash.stderr.contains("FAIL <stdin>:1"))
  }

  @Test("--format json prints one object per step per line")
  func json() throws {
    let r = try runProgram(
      pdx, ["--format", "json"], stdin: "signup ash@kanto.com pikachu\nshow raiz\n")
    let lines = r.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
    #expect(lines[1].contains(#""command":"signup ash@kanto.com ******""#))
    #expect(!r.stdout.contains("pikachu"))
  }

  @Test("colour: never on a pipe, always when asked, never with NO_COLOR unless always")
  func color() throws {
    let plain = try runProgram(pdx, [], stdin: "show raiz\n")
    #expect(!plain.stdout.contains("\u{1B}["))
    var env = currentEnvironment()
    env["NO_COLOR"] = ""
    let always = try runProgram(pdx, ["--color", "always"], stdin: "show raiz\n", environment: env)
    #expect(always.stdout.contains("\u{1B}["))
    env["NO_COLOR"] = "1"
    let forced = try runProgram(pdx, ["--color=always"], stdin: "show raiz\n", environment: env)
    #expect(forced.stdout.contains("\u{1B}["))
  }

  @Test("stdout closed early (| head -1) exits quietly, with no crash report")
  func closedPipe() throws {
    let dir = Scratch()
    let big = dir.write(
      "big.pdx",
      "signup ash@kanto.com pikachu\n"
        + String(repeating: "tab favoritos\ntab lista\n", count: 20_000))
    let r = try runProgram(pdx, ["run", big], stdoutLines: 1)
    #expect(r.status == 0)
    #expect(r.stderr.isEmpty)
  }

  @Test("pdx test: every script below the paths, N passed, N failed, JUnit, exit code")
  func test() throws {
    let dir = Scratch()
    dir.write("a.pdx", "signup ash@kanto.com pikachu\n")
    dir.write("b.pdx", "expect raiz == conSesion\n")
    let r = try runProgram(pdx, ["test", dir.path, "-j", "2", "--junit", dir.path + "/report.xml"])
    #expect(r.status == 1)
    #expect(r.stdout.hasSuffix("1 passed, 1 failed\n"))
    // pytest's way: the folder, dotted, as the class; the file and the failing line.
    let folder = dir.path.split(separator: "/").joined(separator: ".")
    #expect(
      dir.read("report.xml")?.contains(
        "<testcase name=\"b.pdx\" classname=\"\(folder)\" file=\"\(dir.path)/b.pdx\""
          + " line=\"1\" time=") == true)
    let ok = try runProgram(pdx, ["test", dir.path + "/a.pdx"])
    #expect(ok.status == 0 && ok.stdout.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test("pdx test --format json: one object a script and a summary; run --format json: failures")
  func testJSON() throws {
    let dir = Scratch()
    dir.write("a.pdx", "signup ash@kanto.com pikachu\n")
    dir.write("b.pdx", "expect raiz == conSesion\n")
    let r = try runProgram(pdx, ["test", dir.path, "--format", "json", "-j", "2"])
    #expect(r.status == 1)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines[0].hasPrefix(
        "{\"file\":\"\(dir.path)/a.pdx\",\"status\":\"ok\",\"location\":null,\"duration\":"))
    let place = "{\"file\":\"\(dir.path)/b.pdx\",\"line\":1,\"column\":1}"
    #expect(
      lines[1].hasPrefix(
        "{\"file\":\"\(dir.path)/b.pdx\",\"status\":\"fail\",\"location\":\(place),\"duration\":"))
    #expect(
      lines[1].hasSuffix(
        ",\"failures\":[{\"source\":\"\(dir.path)/b.pdx:1\",\"location\":\(place),"
          + "\"command\":\"expect raiz =="
          + " conSesion\",\"expected\":[\"raiz == conSesion\"],\"actual\":[\"raiz =="
          + " formulario\"],\"includedFrom\":[]}],\"error\":null,\"transcriptsUpdated\":0,"
          + "\"attempts\":1}"))
    #expect(
      lines[2].hasPrefix(
        "{\"summary\":{\"scripts\":2,\"passed\":1,\"failed\":1,\"errors\":0,"
          + "\"expectedFailures\":0,\"unexpectedPasses\":0,\"flaky\":0,\"notRun\":0,"
          + "\"signal\":null,\"duration\":"))
    let run = try runProgram(pdx, ["run", "--format", "json", dir.path + "/b.pdx"])
    #expect(run.status == 1)
    #expect(
      run.stdout.hasSuffix(
        "\n{\"failure\":{\"source\":\"\(dir.path)/b.pdx:1\",\"location\":\(place),"
          + "\"command\":\"expect raiz =="
          + " conSesion\",\"expected\":[\"raiz == conSesion\"],\"actual\":[\"raiz =="
          + " formulario\"],\"includedFrom\":[]}}\n"))
    #expect(run.stderr.hasPrefix("FAIL \(dir.path)/b.pdx:1: expect raiz == conSesion\n"))
  }

  @Test("pdx test --color: always colours ok and FAIL, never and a pipe do not")
  func testColour() throws {
    let dir = Scratch()
    dir.write("a.pdx", "signup ash@kanto.com pikachu\n")
    dir.write("b.pdx", "expect raiz == conSesion\n")
    let always = try runProgram(pdx, ["test", dir.path, "--color", "always"])
    #expect(
      untimed(always.stdout).hasPrefix("\u{1B}[32mok\u{1B}[0m    0.00 s  \(dir.path)/a.pdx\n"))
    #expect(
      untimed(always.stdout).contains("\u{1B}[1;31mFAIL\u{1B}[0m  0.00 s  \(dir.path)/b.pdx\n"))
    for colour in [["--color", "never"], []] {
      let plain = try runProgram(pdx, ["test", dir.path] + colour)
      #expect(untimed(plain.stdout).hasPrefix("ok    0.00 s  \(dir.path)/a.pdx\n"))
      #expect(!plain.stdout.contains("\u{1B}"))
    }
  }

  @Test("pdx walk runs straight through when not on a terminal")
  func walk() throws {
    let dir = Scratch()
    let w = dir.write("w.pdx", "## Primero, la puerta\nexpect raiz == formulario\n!tab lista\n")
    let r = try runProgram(pdx, ["walk", w])
    #expect(r.status == 0)
    #expect(r.stdout.contains("\n\nPrimero, la puerta\n"), "narration without its ##")
    #expect(!r.stdout.contains("##"))
    #expect(r.stdout.contains("pdx> !tab lista\n"), "the echo is the line as written")
    #expect(
      r.stdout.hasSuffix(
        "\nThe walkthrough is over: 1 step ran. To replay it without stopping:\n  pdx run \(w)\n"))
    let eof = try runProgram(pdx, ["walk", w], stdin: "")
    #expect(eof.status == 0)
    // Started by Scripts/pdx (which sets PDX_LAUNCHER): the replay names it.
    var environment = currentEnvironment()
    environment["PDX_LAUNCHER"] = "Scripts/pdx"
    let launched = try runProgram(pdx, ["walk", w], environment: environment)
    #expect(launched.stdout.hasSuffix("without stopping:\n  Scripts/pdx run \(w)\n"))
  }

  @Test("pdx walk --brief tells the story without the paths each step changed")
  func walkBrief() throws {
    let dir = Scratch()
    let w = dir.write("w.pdx", "signup ash@kanto.com pikachu\n")
    let full = try runProgram(pdx, ["walk", w])
    let brief = try runProgram(pdx, ["walk", "--brief", w])
    #expect(full.status == 0 && brief.status == 0)
    #expect(full.stdout.contains("\n  raiz: comprobando → formulario\n"))
    #expect(
      brief.stdout.hasPrefix(
        "▸ launch\n▸ RaizConSesion.task: restaurar()\n▸ AuthView appears\npdx> signup"
          + " ash@kanto.com ******\n▸ signup\n"))
    #expect(!brief.stdout.contains("raiz:"))
  }

  @Test("pdx walk opens with the script's title and introduction, before the launch")
  func walkHeading() throws {
    let dir = Scratch()
    let w = dir.write(
      "w.pdx", "# Walkthrough 99 — the door. Lesson: one.\n\n## Primero\ntab lista\n")
    let r = try runProgram(pdx, ["walk", w])
    #expect(r.stdout.hasPrefix("Walkthrough 99 — the door\nLesson: one.\n\n▸ launch\n"))
    let json = try runProgram(pdx, ["walk", w, "--format", "json"])
    #expect(json.stdout.hasPrefix("{"), "JSON: steps only")
  }

  @Test("a 1 MB line, invalid UTF-8 and NUL bytes in a script: a clear error at file:line:col")
  func badBytes() throws {
    let dir = Scratch()
    let long = dir.write("long.pdx", "say " + String(repeating: "x", count: 1_000_000) + "\n")
    let r = try runProgram(pdx, ["run", long])
    #expect(r.status == 0 && r.stdout.count > 1_000_000)
    let path = dir.path + "/bad.pdx"
    let f = fopen(path, "w")!
    fputs("expect raiz == formulario\nsay caf", f)
    fputc(0xFF, f)
    fputs("\n", f)
    fclose(f)
    let bad = try runProgram(pdx, ["run", path])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("\(path):2:8: invalid UTF-8"))
    let nul = dir.write("nul.pdx", "say a")
    let g = fopen(nul, "a")!
    fputc(0, g)
    fclose(g)
    #expect(try runProgram(pdx, ["run", nul]).stderr.contains("NUL byte"))
  }

  @Test("EOF while a dialog is open ends the run normally")
  func eofInDialog() throws {
    let r = try runProgram(
      pdx, [], stdin: "signup ash@kanto.com pikachu\nlogout\nexpect dialogo != nil\n")
    #expect(r.status == 0)
  }
}
