import Glibc
import Testing

/// Commands read from a pipe run as each line arrives: a program that feeds `pdx run -` one
/// line at a time, and waits for each answer before writing the next, gets it (the pipe stays
/// open all along, as a co-process's does).
@Suite("pdx run - as a co-process")
struct CoprocessTests {
  /// pdx started with pipes on stdin and stdout (stderr to stdout), the stdin pipe kept open.
  final class Coprocess {
    let pid: pid_t
    let input: Int32
    let output: Int32
    var seen: [UInt8] = []

    init(_ arguments: [String]) throws {
      let inPipe = try closeOnExecPipe()
      let outPipe = try closeOnExecPipe()
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
      posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
      posix_spawn_file_actions_adddup2(&actions, outPipe[1], 2)
      for fd in inPipe + outPipe { posix_spawn_file_actions_addclose(&actions, fd) }
      let path = pdxExecutable()
      let argv = ([path] + arguments).map { strdup($0) } + [nil]
      let environment: [String] = ["PATH=/usr/bin:/bin", "NO_COLOR=1", "LANG=C.UTF-8"]
      let envp = environment.map { strdup($0) } + [nil]
      defer {
        for p in argv { free(p) }
        for p in envp { free(p) }
      }
      // Signals as a shell gives them: a mask or an ignored SIGINT of the test's thread would
      // survive the exec.
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      var none = sigset_t()
      sigemptyset(&none)
      var defaults = sigset_t()
      sigemptyset(&defaults)
      for signal in [SIGINT, SIGTERM, SIGPIPE, SIGHUP] { sigaddset(&defaults, signal) }
      posix_spawnattr_setsigmask(&attributes, &none)
      posix_spawnattr_setsigdefault(&attributes, &defaults)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
      var pid: pid_t = 0
      let rc = withSpawnLock { posix_spawn(&pid, path, &actions, &attributes, argv, envp) }
      close(inPipe[0])
      close(outPipe[1])
      guard rc == 0 else { throw SpawnError(message: "posix_spawn: \(rc)") }
      self.pid = pid
      input = inPipe[1]
      output = outPipe[0]
      signal(SIGPIPE, SIG_IGN)
    }

    deinit {
      close(input)
      close(output)
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    func send(_ line: String) {
      let bytes = Array((line + "\n").utf8)
      _ = bytes.withUnsafeBytes { write(input, $0.baseAddress!, $0.count) }
    }

    /// Reads until `text` has appeared after what was read before; throws after 30 s.
    func answer(contains text: String) throws -> String {
      let from = seen.count
      let deadline = monotonicSeconds() + 30
      var buffer = [UInt8](repeating: 0, count: 4096)
      while !String(decoding: seen[from...], as: UTF8.self).contains(text) {
        guard monotonicSeconds() < deadline else {
          throw SpawnError(
            message: "no answer «\(text)» within 30 s; so far:\n"
              + String(decoding: seen, as: UTF8.self))
        }
        var fd = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        guard poll(&fd, 1, 200) > 0 else { continue }
        let n = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        guard n > 0 else { break }
        seen += buffer[0..<n]
      }
      return String(decoding: seen[from...], as: UTF8.self)
    }
  }

  @Test("each line's answer comes before the next line is sent, transcripts included")
  func lineByLine() throws {
    let pdx = try Coprocess(["run", "-"])
    _ = try pdx.answer(contains: "formulario.boton: nil → \"Entrar\"\n")
    pdx.send("show raiz")
    #expect(try pdx.answer(contains: "raiz: formulario\n") == "pdx> show raiz\nraiz: formulario\n")
    pdx.send("signup ash@kanto.com pikachu")
    #expect(try pdx.answer(contains: "raiz: formulario → conSesion").hasPrefix("pdx> signup"))
    // A transcript after the command, sent once its answer came: still checked.
    pdx.send("show raiz")
    _ = try pdx.answer(contains: "raiz: conSesion\n")
    pdx.send("| raiz: formulario")
    pdx.send("say next")
    let failed = try pdx.answer(contains: "+ | raiz: conSesion")
    #expect(
      failed.contains(
        "FAIL <stdin>:4: show raiz (transcript of line 3)\n  @@ -4,1 +1,1 @@\n"
          + "  - | raiz: formulario\n  + | raiz: conSesion\n"), "\(failed)")
  }

  @Test("a matching transcript sent after its answer passes, and the lines go on")
  func transcriptAfterAnswer() throws {
    let pdx = try Coprocess(["run", "-"])
    pdx.send("show raiz")
    _ = try pdx.answer(contains: "raiz: formulario\n")
    pdx.send("| raiz: formulario")
    pdx.send("say after")
    #expect(try pdx.answer(contains: "after\n").hasSuffix("pdx> say after\nafter\n"))
    close(pdx.input)
    var status: Int32 = 0
    while waitpid(pdx.pid, &status, 0) < 0 && errno == EINTR {}
    #expect(status >> 8 & 0xFF == 0)
  }
}
