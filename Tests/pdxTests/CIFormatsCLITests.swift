import Glibc
import Testing

/// `pdx test` as a CI job runs it: GitHub's step summary, TAP read by prove, reports written into
/// folders that do not exist yet.
@Suite("CI formats, from the binary")
struct CIFormatsCLITests {
  let pdx = pdxExecutable()

  func suite() -> Scratch {
    let dir = Scratch()
    dir.write("a.pdx", "expect raiz == formulario\n")
    dir.write("b.pdx", "expect raiz == conSesion\n")
    return dir
  }

  @Test(
    "--format github appends the step summary to $GITHUB_STEP_SUMMARY, judged as a file pdx writes")
  func stepSummary() throws {
    let dir = suite()
    let summary = dir.write("summary.md", "earlier step\n")
    var env = currentEnvironment()
    env["GITHUB_STEP_SUMMARY"] = summary
    let r = try runProgram(pdx, ["test", "--format", "github", dir.path], environment: env)
    #expect(r.status == 1)
    #expect(
      r.stdout == "::error file=\(dir.path)/b.pdx,line=1,col=1,title=FAIL expect raiz =="
        + " conSesion::FAIL \(dir.path)/b.pdx:1: expect raiz == conSesion%0A  - raiz =="
        + " conSesion%0A  + raiz == formulario\n1 passed, 1 failed\n")
    // Other steps' content is kept: pdx appends.
    let written = dir.read("summary.md") ?? ""
    #expect(written.hasPrefix("earlier step\n### pdx test\n\n**1 passed, 1 failed**\n\n"))
    #expect(
      written.contains(
        "| **FAIL** | `\(dir.path)/b.pdx:1` | expect raiz == conSesion |\n"))
    // Missing: not made. A folder, a device, a .pdx script, a read-only file (even for root):
    // refused with one warning, the exit code unchanged, the file as it was.
    let script = dir.write("notes.pdx", "expect raiz == formulario\n")
    let readOnly = dir.write("ro.md", "theirs\n")
    #expect(chmod(readOnly, 0o444) == 0)
    for (target, why) in [
      (dir.path + "/missing.md", "»: no summary written (No such file or directory)\n"),
      (dir.path, "»: no summary written (Is a directory)\n"),
      (dir.device("null", minor: 3), "» is not a regular file: no summary written\n"),
      (script, "» is a .pdx script: no summary written\n"),
      (readOnly, "» is read-only (no write bit in its mode): no summary written\n"),
    ] {
      env["GITHUB_STEP_SUMMARY"] = target
      let refused = try runProgram(
        pdx, ["test", "--format", "github", dir.path + "/a.pdx", dir.path + "/b.pdx"],
        environment: env)
      #expect(refused.status == 1)
      #expect(refused.stderr.hasPrefix("pdx: warning: GITHUB_STEP_SUMMARY «\(target)»"))
      #expect(refused.stderr.contains(why), "\(refused.stderr)")
      #expect(refused.stderr.split(separator: "\n").count == 1)
    }
    #expect(access(dir.path + "/missing.md", F_OK) != 0)
    #expect(dir.read("notes.pdx") == "expect raiz == formulario\n")
    #expect(dir.read("ro.md") == "theirs\n")
  }

  @Test("--summary FILE writes the step summary for any CI, and replaces only its own")
  func summaryFile() throws {
    let dir = suite()
    let target = dir.path + "/out/summary.md"
    let r = try runProgram(pdx, ["test", dir.path, "--summary", target])
    #expect(r.status == 1)
    let written = dir.read("out/summary.md") ?? ""
    #expect(written.hasPrefix("<!-- Written by pdx: a step summary -->\n### pdx test\n"))
    #expect(written.contains("Slowest:"))
    // Its own is replaced; another file, or a script, only with --force.
    #expect(try runProgram(pdx, ["test", dir.path, "--summary", target]).status == 1)
    let theirs = dir.write("theirs.md", "mine\n")
    let refused = try runProgram(pdx, ["test", dir.path, "--summary", theirs])
    #expect(refused.status == 2)
    #expect(refused.stderr.hasPrefix("error: refusing to replace \(theirs): pdx did not write it"))
    #expect(dir.read("theirs.md") == "mine\n")
    let script = dir.path + "/a.pdx"
    #expect(try runProgram(pdx, ["test", dir.path, "--summary", script]).status == 2)
    #expect(try runProgram(pdx, ["test", dir.path, "--summary", theirs, "--force"]).status == 1)
    #expect(dir.read("theirs.md")?.hasPrefix("<!-- Written by pdx") == true)
  }

  @Test("--format tap is TAP 13: prove passes a passing run and fails a failing one, as pdx exits")
  func tapThroughProve() throws {
    let dir = suite()
    for (paths, status, plan) in [([dir.path + "/a.pdx"], Int32(0), 1), ([dir.path], 1, 2)] {
      let r = try runProgram(pdx, ["test", "--format", "tap"] + paths)
      #expect(r.status == status)
      #expect(r.stdout.hasPrefix("TAP version 13\n1..\(plan)\nok 1 - "))
      // Debian 12's prove (Test::Harness 3.44) reads it as it is: no version refused.
      let saved = dir.write("out-\(status).tap", r.stdout)
      let prove = try runProgram("/usr/bin/prove", ["--exec", "cat", saved])
      #expect((prove.status == 0) == (r.status == 0), "\(prove.stdout)\(prove.stderr)")
      #expect(!prove.stdout.contains("Parse errors"), "\(prove.stdout)")
      #expect(!prove.stdout.contains("version"), "\(prove.stdout)")
      if status == 1 { #expect(prove.stdout.contains("Failed test:  2"), "\(prove.stdout)") }
    }
  }

  @Test("check --format github: an ::error at the counterexample's closing expect; a summary")
  func checkGithub() throws {
    let dir = Scratch()
    let summary = dir.write("summary.md", "")
    var env = currentEnvironment()
    env["GITHUB_STEP_SUMMARY"] = summary
    let out = dir.path + "/cx.pdx"
    let r = try runProgram(
      pdx,
      [
        "check", "--depth", "3", "--platform", "ios", "--set", "onchange-initial=off",
        "--format", "github", "--out", out, "--junit", dir.path + "/r/check.xml",
      ], environment: env)
    #expect(r.status == 1)
    #expect(
      r.stdout.hasSuffix(
        "::error file=\(out),line=7,col=1,title=pdx check%3A rule no-stuck-link::rule"
          + " no-stuck-link broke (lesson 000 «La puerta y la cuenta en iOS»): pokedex://pokemon/1"
          + " waits in the delegate while ContentView exists\n"))
    #expect(dir.read("cx.pdx")?.split(separator: "\n").count == 7)
    #expect(dir.read("cx.pdx")?.split(separator: "\n").last?.hasPrefix("expect ") == true)
    #expect(
      dir.read("summary.md")?.hasPrefix("### pdx check\n\n**rule no-stuck-link broke") == true)
    #expect(
      dir.read("r/check.xml")?.contains("<failure message=\"rule no-stuck-link broke") == true)
    // Cut short by a budget: a warning that names the levels it finished, exit 0.
    let cut = try runProgram(
      pdx,
      ["check", "--depth", "4", "--platform", "ios", "--max-states", "100", "--format", "github"])
    #expect(cut.status == 0)
    #expect(
      cut.stdout.hasSuffix(
        "::warning title=pdx check%3A --max-states 100::no rule broke within the level finished,"
          + " depth 1 of 4 (19 rules): --max-states 100 stopped the search in depth 2\n"))
    // Finished: no command at all.
    let held = try runProgram(
      pdx, ["check", "--depth", "1", "--platform", "ios", "--format", "github"])
    #expect(held.status == 0 && !held.stdout.contains("::"))
    #expect(held.stdout.hasSuffix("every rule held (19 rules)\n"))
  }

  @Test("eight pdx test at once keep every one's verdict in the record: none is lost")
  func recordsAtOnce() throws {
    let dir = Scratch()
    var env = currentEnvironment()
    env["PDX_CACHE_DIR"] = dir.path + "/cache"
    let scripts = (0..<8).map { dir.write("s\($0).pdx", "expect raiz == formulario\n") }
    let runs = try scripts.map { try Running(["test", $0], environment: env) }
    for run in runs { #expect(try run.finish().code == 0, "\(run.errors)") }
    let record = dir.read("cache/last-run") ?? ""
    #expect(record.split(separator: "\n").filter { $0.hasPrefix("ok\t") }.count == 8, "\(record)")
    #expect(access(dir.path + "/cache/last-run.lock", F_OK) != 0)
  }

  @Test("--last-failed runs what failed last time here; all of them, said, when nothing did")
  func lastFailed() throws {
    let dir = suite()
    var env = currentEnvironment()
    env["PDX_CACHE_DIR"] = dir.path + "/cache"
    let first = try runProgram(pdx, ["test", dir.path], environment: env)
    #expect(first.status == 1)
    #expect(dir.read("cache/last-run")?.contains("fail\t") == true)
    let again = try runProgram(pdx, ["test", "--last-failed", dir.path], environment: env)
    #expect(again.status == 1)
    #expect(untimed(again.stdout).hasPrefix("FAIL  0.00 s  \(dir.path)/b.pdx\n"))
    #expect(again.stdout.hasSuffix("0 passed, 1 failed\n"))
    // Fixed: it passes, and the next --last-failed finds nothing failed, so runs everything.
    dir.write("b.pdx", "expect raiz == formulario\n")
    #expect(try runProgram(pdx, ["test", "--last-failed", dir.path], environment: env).status == 0)
    let all = try runProgram(pdx, ["test", "--last-failed", dir.path], environment: env)
    #expect(all.status == 0)
    #expect(all.stdout.hasSuffix("2 passed, 0 failed\n"))
    #expect(
      all.stderr
        == "pdx: warning: --last-failed: no script here failed last time; running all 2 scripts\n")
    // A record that is not pdx's: the run goes on, says why it keeps nothing, and leaves it.
    dir.write("cache/last-run", "my notes\n")
    let kept = try runProgram(pdx, ["test", dir.path], environment: env)
    #expect(kept.status == 0)
    #expect(
      kept.stderr.hasPrefix(
        "pdx: warning: the verdicts are not kept for --last-failed: \(dir.path)/cache/last-run:1:"
          + " not a line of pdx test's record"))
    #expect(dir.read("cache/last-run") == "my notes\n")
    #expect(try runProgram(pdx, ["test", "--last-failed", dir.path], environment: env).status == 2)
  }

  @Test("--junit and check --out make the folders they name; --filter and --exclude select")
  func foldersAndSelection() throws {
    let dir = suite()
    let junit = dir.path + "/reports/ci/junit.xml"
    let r = try runProgram(
      pdx, ["test", dir.path, "--junit", junit, "--exclude", "b.pdx", "--filter", "a"])
    #expect(r.status == 0)
    #expect(untimed(r.stdout) == "ok    0.00 s  \(dir.path)/a.pdx\n1 passed, 0 failed\n")
    #expect(dir.read("reports/ci/junit.xml")?.contains("tests=\"1\"") == true)
    let out = dir.path + "/found/cx.pdx"
    let check = try runProgram(
      pdx,
      ["check", "--depth", "3", "--platform", "ios", "--set", "onchange-initial=off", "--out", out])
    #expect(check.status == 1)
    #expect(dir.read("found/cx.pdx")?.hasPrefix("# Found by pdx check:") == true)
    // Found in the folder it is expected to fail; the suite still passes but for b.pdx.
    let suite = try runProgram(pdx, ["test", dir.path, "--exclude", "b.pdx"])
    #expect(suite.status == 0)
    #expect(untimed(suite.stdout).hasSuffix("1 passed, 0 failed, 1 expected failure\n"))
  }
}
