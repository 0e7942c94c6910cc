import Glibc
import PdxCommands
import PdxLanguage
import PdxRunner
import Testing

@testable import PdxCommandLine

/// Help taller than the terminal goes through the pager (docs/reference.md §4.7): seen with a
/// PAGER of our own that keeps what it is given in a file, behind a marker line.
@Suite("Long help through a pager")
struct PagerTests {
  /// A scratch folder with `pager.sh`: it writes `PAGED` and then its stdin to `paged.txt`.
  func pagerFolder() -> (Scratch, pager: String) {
    let scratch = Scratch()
    let script = scratch.write(
      "pager.sh", "#!/bin/sh\n{ printf 'PAGED\\n'; cat; } > '\(scratch.path)/paged.txt'\n")
    chmod(script, 0o755)
    return (scratch, script)
  }

  /// `lines` as pdx writes them, each ended by a newline.
  func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

  /// pdx `arguments` on a terminal 80 × `rows`, PAGER set to `pager`; what it showed and its
  /// exit code.
  func onTerminal(_ arguments: [String], pager: String, rows: UInt16) throws -> (String, Int32) {
    let env = PTYSession.environment(home: nil, ["PAGER": pager])
    let (pdx, _) = try PTYSession.pdx(arguments, environment: env, rows: rows, prompt: nil)
    let code = try pdx.waitForExit()
    return (pdx.output, code)
  }

  @Test("pdx --help and pdx check --help taller than the terminal go through PAGER, whole")
  func subcommandHelpPaged() throws {
    for (arguments, language) in [
      (["--help"], Language.en), (["--lang", "es", "check", "--help"], .es),
    ] {
      let (scratch, pager) = pagerFolder()
      let (shown, code) = try onTerminal(arguments, pager: pager, rows: 10)
      #expect(code == 0)
      let lines =
        arguments.contains("check")
        ? Usage.lines(CLI.subcommand("check")!, width: 80, language: language)
        : Usage.lines(width: 80, language: language)
      #expect(scratch.read("paged.txt") == "PAGED\n" + text(lines))
      // The terminal got none of it: the pager had it all.
      #expect(!shown.contains(lines[0]), "\(shown)")
    }
  }

  @Test("help that fits, --no-pager, and a pipe: written straight out, the pager never started")
  func notPaged() throws {
    let (scratch, pager) = pagerFolder()
    let help = Usage.lines(width: 80, language: .en)
    // Taller than 10 rows, but --no-pager.
    let (shown, code) = try onTerminal(["--help", "--no-pager"], pager: pager, rows: 10)
    #expect(code == 0)
    #expect(shown == text(help).replacing("\n", with: "\r\n"))
    // Fits in the terminal (pdx version is one line).
    let (version, _) = try onTerminal(["--version"], pager: pager, rows: 10)
    #expect(version == "pdx 0.3.0\r\n")
    // The compare help fits in 200 rows.
    let (compare, _) = try onTerminal(["compare", "--help"], pager: pager, rows: 200)
    #expect(
      compare
        == text(Usage.lines(CLI.subcommand("compare")!, width: 80, language: .en)).replacing(
          "\n", with: "\r\n"))
    // A pipe: the text unchanged, byte for byte.
    // LINES says 5 rows: a pipe is never paged all the same.
    var env = PTYSession.environment(home: nil, ["PAGER": pager])
    env["LINES"] = "5"
    let piped = try runProgram(pdxExecutable(), ["--help"], environment: env)
    #expect(piped.stdout == text(help))
    #expect(scratch.read("paged.txt") == nil)
  }

  @Test(
    "help set in the shell, in Spanish, goes through PAGER at a short terminal; the shell goes on")
  func shellHelpPaged() throws {
    let (scratch, pager) = pagerFolder()
    let home = Scratch()
    let env = PTYSession.environment(home: home.path, ["PAGER": pager])
    let (pdx, _) = try PTYSession.pdx(["--lang", "es"], environment: env, rows: 20)
    try pdx.enter("help set", shows: PTYSession.freshPrompt)
    #expect(
      scratch.read("paged.txt")
        == "PAGED\n" + text(Help.lines(for: "set", width: 80, language: .es)))
    // A short help is written on the terminal, not paged.
    try pdx.enter("help quit", shows: "Sale de pdx.", PTYSession.freshPrompt)
    #expect(scratch.read("paged.txt")?.contains("Sale de pdx") == false)
    #expect(try pdx.endInput() == 0)
  }

  @Test(
    "a PAGER that cannot run leaves the help written straight out; a pager quit early is no error")
  func pagerFailures() throws {
    let help = Usage.lines(width: 80, language: .en)
    let (missing, code) = try onTerminal(["--help"], pager: "/nonexistent/pager", rows: 10)
    #expect(code == 0)
    #expect(missing.hasSuffix(text(help).replacing("\n", with: "\r\n")), "\(missing)")
    // `head -1` reads one line and leaves: pdx is not killed by SIGPIPE and says nothing.
    let (early, earlyCode) = try onTerminal(["--help"], pager: "head -1", rows: 10)
    #expect(earlyCode == 0)
    #expect(early == help[0] + "\r\n")
  }
}

/// The pager shows Spanish whatever locales the machine has generated (docs/reference.md §4.7):
/// pdx tells less its text is UTF-8.
@Suite("The pager and the locale")
struct PagerLocaleTests {
  @Test(
    "less shows the Spanish help's accents under a Spanish locale the machine has not generated",
    .enabled(if: access("/usr/bin/less", X_OK) == 0))
  func lessUnderAnUngeneratedLocale() throws {
    // No PAGER: pdx starts less from the PATH, as it does for a student. LOCPATH an empty
    // folder: es_ES.UTF-8 is a locale the C library cannot load, as on a machine that has only
    // generated C (less then showed «PATRÓN» as `PATR<C3><93>N`).
    let locales = Scratch()
    let env = PTYSession.environment(
      home: nil,
      [
        "PAGER": "", "LANG": "es_ES.UTF-8", "LOCPATH": locales.path, "LESSCHARSET": "",
        "LESSCHARDEF": "",
      ])
    let (pdx, _) = try PTYSession.pdx(["--help"], environment: env, rows: 10, prompt: nil)
    let shown = try pdx.expect("[--filter PATRÓN]")
    #expect(!shown.contains("<C3>") && !shown.contains("<D3>"), "\(shown)")
    pdx.send("q")
    #expect(try pdx.waitForExit() == 0)
  }

  @Test("LESSCHARSET and LESSCHARDEF the user set reach the pager as they are")
  func userCharsetKept() throws {
    let scratch = Scratch()
    let script = scratch.write(
      "pager.sh",
      "#!/bin/sh\n{ printf '%s|%s\\n' \"$LESSCHARSET\" \"$LESSCHARDEF\"; cat >/dev/null; }"
        + " > '\(scratch.path)/env.txt'\n")
    chmod(script, 0o755)
    for (extra, seen) in [
      ([String: String](), "utf-8|"), (["LESSCHARSET": "latin1"], "latin1|"),
      (["LESSCHARDEF": "8bcccbcc"], "|8bcccbcc"),
    ] {
      var env = PTYSession.environment(home: nil, ["PAGER": script])
      for (k, v) in extra { env[k] = v }
      let (pdx, _) = try PTYSession.pdx(
        ["--lang", "es", "--help"], environment: env, rows: 10, prompt: nil)
      #expect(try pdx.waitForExit() == 0)
      #expect(scratch.read("env.txt") == seen + "\n", "\(extra)")
    }
  }
}
