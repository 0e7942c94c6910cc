import Glibc
import Testing

/// `pdx compare FILE` as a user runs it (docs/reference.md §4.5): exit 0 when iOS and Android
/// agree, 1 when they differ, 2 on error; one after the other without a terminal, side by side
/// on a wide one.
@Suite("pdx compare")
struct CompareCLITests {
  let pdx = pdxExecutable()

  static let keychain = """
    signup ash@kanto.com pikachu99
    fav pikachu
    uninstall
    expect dispositivo.llavero.sesion == "ash@kanto.com"

    """

  @Test("a script that agrees exits 0 and prints only the summary")
  func agrees() throws {
    let dir = Scratch()
    let path = dir.write(
      "same.pdx", "signup ash@kanto.com pikachu99\nfav pikachu\nexpect favoritos == [25]\n")
    let r = try runProgram(pdx, ["compare", path])
    #expect(r.status == 0)
    #expect(r.stdout == "compare: ios and android agree at every line (2 commands, 1 expect)\n")
    #expect(r.stderr.isEmpty)
  }

  @Test("a script that differs exits 1: one after the other when stdout is not a terminal")
  func differs() throws {
    let dir = Scratch()
    let path = dir.write("keychain.pdx", Self.keychain)
    let r = try runProgram(pdx, ["compare", path])
    #expect(r.status == 1)
    #expect(
      r.stdout == """
        \(path):3: uninstall
          events
            ios      note keychain-survives-uninstall
            android  note private-storage-wiped
          dispositivo.llavero.sesion
            ios      "ash@kanto.com"
            android  nil

        \(path):4: expect dispositivo.llavero.sesion == "ash@kanto.com"
          ios      holds
          android  fails: dispositivo.llavero.sesion == nil

        compare: ios and android differ at 1 of 3 commands and 1 of 1 expect

        """)
    #expect(r.stderr.isEmpty)
    #expect(!r.stdout.contains("pikachu99"))
    // The same script, the same bytes.
    #expect(try runProgram(pdx, ["compare", path]).stdout == r.stdout)
  }

  @Test("--width 100 or more lays the sides out side by side, with one header")
  func sideBySide() throws {
    let dir = Scratch()
    let path = dir.write("keychain.pdx", Self.keychain)
    let r = try runProgram(pdx, ["compare", "--width", "120", path])
    #expect(r.status == 1)
    let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    // The path column is as wide as the longest path (26 columns); the halves share the rest.
    func spaces(_ n: Int) -> String { String(repeating: " ", count: n) }
    #expect(lines[0] == spaces(30) + "ios" + spaces(40) + " | android")
    #expect(
      lines[3] == "  events                      note keychain-survives-uninstall" + spaces(11)
        + " | note private-storage-wiped")
    #expect(lines[4] == "  dispositivo.llavero.sesion  \"ash@kanto.com\"" + spaces(28) + " | nil")
    #expect(lines.allSatisfy { $0.count <= 120 })
    let narrow = try runProgram(pdx, ["compare", "--width", "99", path])
    #expect(narrow.stdout == (try runProgram(pdx, ["compare", path])).stdout)
  }

  @Test("on a terminal, its width decides: 80 columns one after the other, 120 side by side")
  func terminalWidth() throws {
    let dir = Scratch()
    let path = dir.write("keychain.pdx", Self.keychain)
    for (columns, sideBySide) in [(UInt16(80), false), (120, true)] {
      let t = try PTYSession(
        executable: pdx, arguments: ["compare", "--color", "never", path],
        environment: ["TERM": "xterm", "HOME": dir.path], columns: columns)
      #expect(try t.waitForExit() == 1)
      #expect(t.output.contains("dispositivo.llavero.sesion  \"ash@kanto.com\"") == sideBySide)
      #expect(t.output.contains("    ios      \"ash@kanto.com\"") == !sideBySide)
    }
  }

  @Test("the lines of a `run FILE` are compared one by one, under their own file:line")
  func includes() throws {
    let dir = Scratch()
    dir.write("inc.pdx", "logout\ntap-outside\n")
    let main = dir.write("main.pdx", "signup ash@kanto.com pikachu99\nrun inc.pdx\n")
    let r = try runProgram(pdx, ["compare", main])
    #expect(r.status == 1)
    #expect(r.stdout.hasPrefix("\(dir.path)/inc.pdx:2: tap-outside\n  ios      accepted\n"))
    #expect(r.stdout.contains("  android  rejected: "))
    let missing = dir.write("missing.pdx", "fav 1\nrun nowhere.pdx\n")
    let m = try runProgram(pdx, ["compare", missing])
    #expect(m.status == 2)
    #expect(m.stderr.hasPrefix("error: \(missing):2: cannot read \(dir.path)/nowhere.pdx"))
    #expect(m.stdout.isEmpty)
  }

  @Test("a script that is wrong exits 2 with one error naming file:line, and prints no summary")
  func scriptErrors() throws {
    let dir = Scratch()
    for (text, says) in [
      ("fav 1\ntabb lista\n", ":2:1: unknown command"),
      ("fav 1\nsave out.pdx\n", ":2: save exists in the REPL only"),
      ("fav 1\nlogin ash@kanto.com\n", ":2:20: login: missing PASSWORD"),
    ] {
      let path = dir.write("bad.pdx", text)
      let r = try runProgram(pdx, ["compare", path])
      #expect(r.status == 2, "\(text)")
      #expect(r.stderr.hasPrefix("error: \(path)\(says)"), "\(text): \(r.stderr)")
      #expect(r.stdout.isEmpty, "\(text)")
    }
    let missing = try runProgram(pdx, ["compare", dir.path + "/missing.pdx"])
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("error: cannot read \(dir.path)/missing.pdx"))
  }

  @Test("a wrong invocation exits 2 and says what would be right")
  func wrongInvocation() throws {
    let dir = Scratch()
    let path = dir.write("a.pdx", "fav 1\n")
    for (args, says) in [
      (["compare"], "compare takes exactly one FILE"),
      (["compare", path, path], "compare takes exactly one FILE"),
      (["compare", "--width", "0", path], "--width takes a number of columns from 1 to 1,000"),
      (["compare", "--width", "wide", path], "--width takes a number of columns from 1 to 1,000"),
      (["compare", "--platform", "android", path], "--platform does not apply"),
      (["compare", "--format", "json", path], "compare prints text only: --format does not apply"),
      (["run", "--width", "120", path], "--width goes with pdx compare"),
    ] {
      let r = try runProgram(pdx, args)
      #expect(r.status == 2, "\(args)")
      #expect(r.stderr.hasPrefix("error: ") && r.stderr.contains(says), "\(args): \(r.stderr)")
      #expect(r.stdout.isEmpty, "\(args)")
    }
  }

  @Test("--no-accounts starts both sides without accounts; stdin is read for -")
  func noAccountsAndStdin() throws {
    let r = try runProgram(
      pdx, ["compare", "--no-accounts", "-"], stdin: "expect raiz == sinCuentas\nopen pikachu\n")
    #expect(r.status == 0)
    #expect(r.stdout == "compare: ios and android agree at every line (1 command, 1 expect)\n")
  }

  @Test("pdx compare --help explains it; pdx --help lists it")
  func help() throws {
    let r = try runProgram(pdx, ["compare", "--help"])
    #expect(r.status == 0)
    #expect(r.stdout.hasPrefix("usage: pdx [OPTIONS] compare FILE [--width N]"))
    #expect(r.stdout.contains("--width N"))
    #expect(
      flattened(r.stdout).contains(
        "Exit 0 when the two worlds agree at every line, 1 when they differ"))
    #expect(try runProgram(pdx, ["--help"]).stdout.contains("pdx [OPTIONS] compare FILE"))
  }
}
