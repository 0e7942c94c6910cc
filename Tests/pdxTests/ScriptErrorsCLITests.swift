import Glibc
import Testing

/// Scripts that break in ways a user's will: too deep a literal, an error in an included
/// script, too little memory for the workers.
@Suite("A script that breaks, from the binary")
struct ScriptErrorsCLITests {
  let pdx = pdxExecutable()

  @Test("a 40,000-deep list literal: pdx test still prints its summary and writes JUnit")
  func deepLiteral() throws {
    let dir = Scratch()
    let deep = dir.write(
      "deep.pdx", "expect raiz == " + String(repeating: "[", count: 40_000) + "\n")
    let r = try runProgram(pdx, ["test", deep, "--junit", dir.path + "/j.xml"])
    #expect(r.status == 2)
    #expect(r.stdout.hasSuffix("0 passed, 0 failed, 1 error\n"))
    #expect(r.stdout.contains("lists nest at most 32 deep"))
    #expect(dir.read("j.xml")?.contains("errors=\"1\"") == true)
  }

  @Test("a script error inside an included script reaches stderr with the including line")
  func includedError() throws {
    let dir = Scratch()
    let outer = dir.write("outer.pdx", "say a\nrun inner.pdx\n")
    dir.write("inner.pdx", "say b\ntab\n")
    let r = try runProgram(pdx, ["run", outer])
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("error: \(dir.path)/inner.pdx:2:1: tab: missing"))
    #expect(r.stderr.hasSuffix("  included from \(outer):2\n"))
  }

  @Test("too little memory for the workers: pdx test says so and runs on one thread, no hang")
  func fewerWorkers() throws {
    let dir = Scratch()
    for i in 1...8 { dir.write("s\(i).pdx", "say \(i)\n") }
    // The smallest address space `pdx test -j 1` passes in, then a little more: far too
    // little for 8 workers' stacks and arenas, enough for the work on one thread.
    var low = 8_000
    var high = 400_000
    while high - low > 1_000 {
      let mid = (low + high) / 2
      let r = try runProgram(
        "/bin/sh", ["-c", "ulimit -v \(mid); exec \"$0\" test -j 1 \"$1\"", pdx, dir.path])
      if r.status == 0 { high = mid } else { low = mid }
    }
    for extra in [2_000, 16_000, 100_000] {
      let r = try runProgram(
        "/bin/sh",
        ["-c", "ulimit -v \(high + extra); exec \"$0\" test -j 16 \"$1\"", pdx, dir.path])
      #expect(r.status == 0, "ulimit -v \(high) + \(extra)")
      #expect(r.stdout.hasSuffix("8 passed, 0 failed\n"))
      #expect(r.stderr.hasPrefix("pdx: warning: not enough memory for 8 workers"))
    }
  }
}
