import Glibc
import Testing

/// Passwords on lines that do not parse, through the binary: its output in every format, its
/// errors, and the history file of a terminal session (docs/reference.md §6.1).
@Suite("Passwords on the binary")
struct SecretsCLITests {
  let pdx = pdxExecutable()

  @Test("passwords on lines that do not parse: never echoed, in JSON or in errors")
  func passwordsNotShown() throws {
    let dir = Scratch()
    let script = dir.write(
      "s.pdx",
      "!login a@b.com SECRET extra\n!signup a@b.com pass SECRET2 more\n!type password \"UNTERMINATED\n"
    )
    for format in ["text", "json"] {
      let r = try runProgram(pdx, ["--format", format, "run", "--continue", script])
      for secret in ["SECRET", "extra", "more", "UNTERMINATED"] {
        #expect(!r.stdout.contains(secret) && !r.stderr.contains(secret), "\(format): \(secret)")
      }
    }
  }

  @Test("on a terminal, lines that do not parse keep their passwords out of history, both kinds")
  func historyOnATerminal() throws {
    let home = Scratch()
    let s = try PTYSession.shell(home: home.path)
    for line in [
      "login a@b.com SECRET1 extra", "type password \"SECRET2", "signup a@b.com p4ss with spaces",
    ] {
      try s.enter(line, shows: "pdx formulario> ")
    }
    let listed = try s.enter("history", shows: "pdx formulario> ")
    let listing = try #require(listed.split(separator: "history\r\n").last)
    #expect(listing.contains("login a@b.com ******"))
    #expect(listing.contains("type password ******"))
    for secret in ["SECRET1", "extra", "SECRET2", "p4ss"] { #expect(!listing.contains(secret)) }
    #expect(try s.endInput() == 0)
    let saved = try #require(home.read(".pdx_history"))
    // libedit's format writes a space as \\040.
    #expect(saved.contains("login\\040a@b.com\n") && saved.contains("signup\\040a@b.com\n"))
    for secret in ["SECRET1", "extra", "SECRET2", "p4ss"] { #expect(!saved.contains(secret)) }
  }
}
