import Dispatch
import Glibc
import PokedexCore
import Synchronization
import Testing

@testable import PdxLanguage
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

/// Set by the SIGUSR1 handler of `interruptedRead`, taken by the stream's `isInterrupted`.
private let userSignalArrived = Atomic<Bool>(false)

@Suite("Reading scripts")
struct ScriptReadingTests {
  func readError(_ body: () throws(ScriptError) -> Void) -> ScriptError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }

  @Test("a 40,000-line transcript block is read whole and in order")
  func longTranscript() throws {
    let count = 40_000
    var text = "say hola\n"
    for i in 0..<count { text += "| line \(i)\n" }
    text += "expect raiz == formulario\n"
    let dir = TempDir()
    let path = dir.write("long.pdx", text)
    for script in [
      try ScriptReader.parse(Array(text.utf8), path: path), try ScriptReader.read(path: path),
    ] {
      #expect(script.lines.count == 2)
      let transcript = try #require(script.lines.first?.transcript)
      #expect(transcript.count == count)
      #expect(transcript.first == "line 0" && transcript.last == "line 39999")
      #expect(transcript[12_345] == "line 12345")
      #expect(script.lines.first?.transcriptLines == 2..<(count + 2))
      #expect(script.lines.last?.number == count + 2)
    }
  }

  @Test("a line of more than 1 MiB is an error at its file:line, in memory, in a file, on stdin")
  func longLine() throws {
    let limit = ScriptStream.maximumLineLength
    #expect(limit == 1_048_576)
    let message = "line is longer than 1 MiB: a .pdx line is one command"
    // Exactly 1 MiB is a line (CRLF not counted); one byte more is not.
    let fits = "tab lista\nsay " + String(repeating: "x", count: limit - 4) + "\r\n"
    #expect(try ScriptReader.parse(Array(fits.utf8), path: "m.pdx").lines.count == 2)
    let over = "tab lista\nsay " + String(repeating: "x", count: limit - 3) + "\n"
    let inMemory = readError { () throws(ScriptError) in
      _ = try ScriptReader.parse(Array(over.utf8), path: "m.pdx")
    }
    #expect(inMemory?.description == "m.pdx:2:1: " + message)
    // Read in chunks, with no line end at all: the error comes before the end of the input.
    let dir = TempDir()
    let path = dir.write("huge.pdx", "tab lista\n" + String(repeating: "y", count: 3 * limit))
    #expect(
      readError { () throws(ScriptError) in _ = try ScriptReader.read(path: path) }?.description
        == "\(path):2:1: " + message)
    let fd = open(path, O_RDONLY)
    defer { close(fd) }
    var stdin = ScriptStream(fd: fd, path: "<stdin>")
    #expect(
      readError { () throws(ScriptError) in while try stdin.next() != nil {} }?.description
        == "<stdin>:2:1: " + message)
    // A stream of blanks after a command, with no line end, ends the same way.
    let blanks = dir.write("blanks.pdx", "tab lista\n" + String(repeating: " ", count: 3 * limit))
    #expect(
      readError { () throws(ScriptError) in _ = try ScriptReader.read(path: blanks) }?.line == 2)
  }

  @Test("a FIFO, a device or a directory is refused, saying what it is, without waiting")
  func notRegular() throws {
    let dir = TempDir()
    let fifo = dir.path + "/f.pdx"
    #expect(mkfifo(fifo, 0o644) == 0)
    // Held open for writing, so that a reader that opened it in blocking mode would not hang
    // this test: it would read from it, and the test would fail instead.
    let writer = open(fifo, O_RDWR | O_NONBLOCK)
    defer { close(writer) }
    for (path, kind) in [
      (fifo, "a FIFO"), (dir.device("zero", minor: 5), "a character device"),
      (dir.path, "a directory"),
    ] {
      let expected = "cannot read \(path): it is \(kind), not a regular file"
      let e = readError { () throws(ScriptError) in _ = try ScriptStream(path: path) }
      #expect(e?.message == expected)
      #expect(e?.line == 0)
      let thrown = #expect(throws: FileError.self) { try FileIO.read(path) }
      #expect(thrown?.message == expected)
      #expect(thrown?.words(.es).hasPrefix("no se puede leer \(path): es ") == true)
    }
    // A regular file is read in blocking mode, as before.
    let plain = dir.write("p.pdx", "tab lista\n")
    let fd = try FileIO.openRegularFile(plain)
    defer { close(fd) }
    #expect(fcntl(fd, F_GETFL) & O_NONBLOCK == 0)
  }

  @Test("Ctrl-C while a read waits ends it with an interruption, which a run reports as such")
  func interruptedRead() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    // Close-on-exec at once: a program another test starts must not hold this pipe open.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(ends[0]) }
    // The front end's handler: sets a flag, without SA_RESTART, so read(2) returns EINTR.
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      userSignalArrived.store(true, ordering: .relaxed)
    }
    var previous = sigaction()
    sigaction(SIGUSR1, &action, &previous)
    var user = sigset_t()
    sigemptyset(&user)
    sigaddset(&user, SIGUSR1)
    var savedMask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &user, &savedMask)
    defer {
      pthread_sigmask(SIG_SETMASK, &savedMask, nil)
      sigaction(SIGUSR1, &previous, nil)
    }
    userSignalArrived.store(false, ordering: .relaxed)
    var stream = ScriptStream(fd: ends[0], path: "<stdin>")
    stream.isInterrupted = { userSignalArrived.exchange(false, ordering: .relaxed) }
    // Another thread signals this one until the read ends (the event waited on); should the
    // read never end on its own, it gets a line and the end of its input after 300 s, the
    // patience of the CLI tests, so a busy machine cannot starve the reader into a failure: the
    // test fails, not hangs.
    let reader = pthread_self()
    let finished = Atomic<Bool>(false)
    let writeEnd = ends[1]
    let helper = DispatchGroup()
    DispatchQueue.global().async(group: helper) {
      for _ in 0..<30_000 where !finished.load(ordering: .relaxed) {
        pthread_kill(reader, SIGUSR1)
        usleep(10_000)
      }
      if !finished.load(ordering: .relaxed) {
        _ = write(writeEnd, "tab lista\n", 10)
      }
      close(writeEnd)
    }
    let e = readError { () throws(ScriptError) in _ = try stream.next() }
    finished.store(true, ordering: .relaxed)
    helper.wait()
    #expect(e?.interrupted == true)
    // A run that meets it stops as interrupted, not as a script error, and prints nothing.
    struct Interrupted: ScriptSource {
      let path = "<stdin>"
      let language: Language? = nil
      mutating func next() throws(ScriptError) -> ScriptLine? {
        throw ScriptError(
          path: path, line: 3, column: 0, Words("interrupted"), interrupted: true)
      }
    }
    let c = Captured()
    var source = Interrupted()
    var failures: [Failure] = []
    #expect(c.session.runScript(&source, failures: &failures) == .interrupted)
    #expect(c.diag.isEmpty)
  }
}
