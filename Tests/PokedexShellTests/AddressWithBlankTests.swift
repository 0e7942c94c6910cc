import Glibc
import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxLanguage
@testable import PdxRunner
@testable import PdxSession

/// An address never holds a blank: one escaped or quoted into the email slot of `login` or
/// `signup` put the password in the same word. What follows the blank is masked as the secret
/// it is, and the line is refused (docs/reference.md §6.1).
@Suite("A password typed into the email slot")
struct AddressWithBlankTests {
  static let escaped = #"login ash@kanto.com\ SECRET"#
  static let quoted = #"signup "ash@kanto.com SECRET""#

  @Test("the line is masked from the blank inside the address, and never kept in the history file")
  func masked() {
    #expect(Secrets.masked(Self.escaped) == "login ash@kanto.com ******")
    #expect(Secrets.masked(Self.quoted) == #"signup "ash@kanto.com ******"#)
    #expect(Secrets.masked("login 'ash@kanto.com SECRET' pw") == "login 'ash@kanto.com ******")
    #expect(Secrets.masked(#"login "ash@kanto.com\tSECRET""#) == #"login "ash@kanto.com ******"#)
    #expect(Secrets.historyLine(Self.escaped) == nil)
    #expect(Secrets.historyLine(Self.quoted) == nil)
    // A blank first in the address masks all of it.
    #expect(Secrets.masked(#"login " SECRET" pw"#) == #"login " ******"#)
    // Blanks at the end hide nothing: the form says the address is not complete.
    #expect(Secrets.masked(#"login "ash@kanto.com " pw"#) == "login \"ash@kanto.com \" ******")
    #expect(Secrets.historyLine(#"login "ash@kanto.com ""#) == #"login "ash@kanto.com ""#)
    // `type email` is no secret slot: a blank there is the user's text, shown as typed.
    #expect(Secrets.masked(#"type email "a b""#) == #"type email "a b""#)
  }

  @Test("at the prompt the line is refused, in words that quote none of it, and nothing is asked")
  func refusedAtThePrompt() {
    for language in Language.allCases {
      var options = SessionOptions()
      options.echo = true
      options.language = language
      var asked: [String] = []
      let c = Captured(
        options,
        host: TestHost(password: { prompt in
          asked.append(prompt)
          return Secret("pikachu")
        }))
      c.run(Self.escaped, Self.quoted, "history", script: false)
      let (error, usage) = language == .en ? ("error", "usage") : ("error", "uso")
      let slots = language == .en ? "EMAIL [PASSWORD]" : "CORREO [CONTRASEÑA]"
      let refusal =
        language == .en
        ? "EMAIL holds a space, which an address never does: what follows it is taken for a"
          + " password and not shown; put the password after the address, apart from it"
        : "CORREO tiene un espacio, y una dirección nunca lo tiene: lo que le sigue se toma por"
          + " una contraseña y no se muestra; pon la contraseña después de la dirección,"
          + " separada de ella"
      #expect(
        Array(c.output.drop { !$0.hasPrefix("pdx> ") }) == [
          "pdx> login ash@kanto.com ******", "\(error): login: " + refusal,
          "\(usage): login \(slots)", #"pdx> signup "ash@kanto.com ******"#,
          "\(error): signup: " + refusal, "\(usage): signup \(slots)", "pdx> history",
          "1  login ash@kanto.com ******", #"2  signup "ash@kanto.com ******"#,
        ])
      #expect(
        c.session.typed == [
          "login ash@kanto.com ******", #"signup "ash@kanto.com ******"#, "history",
        ])
      #expect(asked.isEmpty)
      #expect(c.value(.field(.formularioCorreo)) == .string(""))
      let everything = (c.output + c.diag + c.session.typed).joined(separator: "\n")
      #expect(!everything.contains("SECRET"))
    }
  }

  @Test("JSON names the refused line masked")
  func json() {
    var options = SessionOptions()
    options.format = .json
    options.echo = true
    let c = Captured(options)
    c.run(Self.quoted, script: false)
    let all = (c.output + c.diag).joined(separator: "\n")
    #expect(all.contains(#""command":"signup \"ash@kanto.com ******""#), "\(all)")
    #expect(!all.contains("SECRET"))
  }

  @Test("save refuses to write a password into a file that has other hard links")
  func hardLinks() throws {
    let dir = TempDir()
    let file = dir.write("s.pdx", "say old\n")
    #expect(link(file, dir.path + "/other.pdx") == 0)
    #expect(chmod(file, 0o664) == 0)
    let c = Captured(setup: Session.Setup(recordsSession: true))
    c.run("signup ash@kanto.com SECRET", script: false)
    #expect(c.session.execute("save --force " + file) != .ok)
    #expect(
      c.output.last
        == "error: cannot write \(file): it has 2 hard links, and a script with a password is"
        + " written only to a file no other name shares; save to a new name, or remove its"
        + " other links first")
    #expect(dir.read("s.pdx") == "say old\n" && dir.read("other.pdx") == "say old\n")
    // Alone, the same file takes the script, its owner's only.
    #expect(unlink(dir.path + "/other.pdx") == 0)
    #expect(c.session.execute("save --force " + file) == .ok)
    var st = stat()
    #expect(stat(file, &st) == 0 && st.st_mode & 0o777 == 0o600)
    #expect(dir.read("s.pdx").contains("signup ash@kanto.com SECRET\n"))
  }
}
