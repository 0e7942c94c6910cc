import Glibc
import Testing

/// pdx's three standard descriptors, as a parent may hand them over: closed, or one pipe for
/// both outputs (docs/reference.md §4.12).
@Suite("Standard streams")
struct StandardStreamsTests {
  let pdx = pdxExecutable()

  /// A shell command line, for redirections pdx itself cannot be asked for.
  func shell(_ command: String, in dir: Scratch) throws -> Finished {
    try runProgram("/bin/sh", ["-c", "cd '\(dir.path)' && " + command])
  }

  @Test("stdout closed: pdx says it cannot write, exit 2, and writes no file it was asked for")
  func closedStdout() throws {
    let dir = Scratch()
    let r = try shell(
      "exec '\(pdx)' --lang en check --depth 3 --set onchange-initial=off --out cx.pdx >&-",
      in: dir)
    #expect(r.status == 2)
    #expect(r.stderr == "error: cannot write output: Bad file descriptor\n")
    #expect(dir.read("cx.pdx") == nil, "a counterexample was written: \(dir.read("cx.pdx") ?? "")")
  }

  @Test("stdout closed, for a command that prints nothing when it succeeds: still exit 2, no page")
  func closedStdoutSilentCommand() throws {
    let dir = Scratch()
    let walkthrough = repositoryRoot + "/examples/01-la-puerta.pdx"
    let r = try shell(
      "exec '\(pdx)' --lang en walk --markdown '\(walkthrough)' --out pages >&-", in: dir)
    #expect(r.status == 2)
    #expect(r.stderr == "error: cannot write output: Bad file descriptor\n")
    #expect(access(dir.path + "/pages", F_OK) != 0, "pages were written with stdout closed")
  }

  @Test("stderr closed: a file pdx writes holds what it holds with stderr open, no diagnostic")
  func closedStderr() throws {
    let dir = Scratch()
    let check = "exec '\(pdx)' --lang en check --depth 3 --set onchange-initial=off --out"
    let open = try shell(check + " open.pdx 2>/dev/null", in: dir)
    let closed = try shell(check + " closed.pdx 2>&-", in: dir)
    #expect(open.status == 1 && closed.status == 1)
    let expected = try #require(dir.read("open.pdx"))
    #expect(expected.hasPrefix("# Found by pdx check:"))
    #expect(dir.read("closed.pdx") == expected)
  }

  @Test("stdout and stderr on one pipe: an error comes after the steps printed before it")
  func oneOrderOnOnePipe() throws {
    let dir = Scratch()
    _ = dir.write("a.pdx", "say first\nexpect raiz == nadie\n")
    let r = try shell("exec '\(pdx)' --lang en run a.pdx 2>&1", in: dir)
    #expect(r.status == 1)
    let first = try #require(r.stdout.firstRange(of: "first"), "\(r.stdout)")
    let error = try #require(r.stdout.firstRange(of: "a.pdx:2"), "\(r.stdout)")
    #expect(first.lowerBound < error.lowerBound, "\(r.stdout)")
  }
}
