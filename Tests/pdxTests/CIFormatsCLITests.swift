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

  @Test("--format github appends a Markdown table to $GITHUB_STEP_SUMMARY, which it never makes")
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
    let p = dir.path.replacing("-", with: "\\-")
    #expect(
      untimed(dir.read("summary.md") ?? "").replacing(#/\d+\.\d\d s \|/#, with: "0.00 s |")
        == "earlier step\n### pdx test\n\n| | script | time | where |\n| --- | --- | --- | --- |\n"
        + "| ok | \(p)/a\\.pdx | 0.00 s |  |\n| **FAIL** | \(p)/b\\.pdx | 0.00 s |"
        + " \(p)/b\\.pdx:1 |\n\n1 passed, 1 failed\n")
    // Missing: not made. A folder or a device: refused with one warning, the exit code
    // unchanged.
    for (target, why) in [
      (dir.path + "/missing.md", "»: no summary written (No such file or directory)\n"),
      (dir.path, "»: no summary written (Is a directory)\n"),
      (dir.device("null", minor: 3), "» is not a regular file: no summary written\n"),
    ] {
      env["GITHUB_STEP_SUMMARY"] = target
      let refused = try runProgram(pdx, ["test", "--format", "github", dir.path], environment: env)
      #expect(refused.status == 1)
      #expect(refused.stderr.hasPrefix("pdx: warning: GITHUB_STEP_SUMMARY «\(target)»"))
      #expect(refused.stderr.contains(why), "\(refused.stderr)")
      #expect(refused.stderr.split(separator: "\n").count == 1)
    }
    #expect(access(dir.path + "/missing.md", F_OK) != 0)
  }

  @Test("--format tap is read by prove: the plan met, the failing script counted")
  func tapThroughProve() throws {
    let dir = suite()
    let r = try runProgram(pdx, ["test", "--format", "tap", dir.path])
    #expect(r.status == 1)
    #expect(r.stdout.hasPrefix("TAP version 14\n1..2\nok 1 - \(dir.path)/a.pdx\nnot ok 2 - "))
    // Debian's prove (Test::Harness 3.44) knows TAP up to version 13 and refuses the header
    // alone; what follows it is version 13 as much as 14.
    let saved = dir.write("out.tap", r.stdout.replacing("TAP version 14", with: "TAP version 13"))
    let prove = try runProgram("/usr/bin/prove", ["--exec", "cat", saved])
    #expect(prove.stdout.contains("Failed test:  2"), "\(prove.stdout)")
    #expect(prove.stdout.contains("Tests=2"), "\(prove.stdout)")
    #expect(!prove.stdout.contains("Parse errors"), "\(prove.stdout)")
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
