import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxRunner

@Suite("Parser")
struct ParserTests {
  func parse(_ s: String) throws -> ParsedLine { try #require(try Parser.parse(s)) }

  func error(_ s: String) -> ParseError? {
    do {
      _ = try Parser.parse(s)
      return nil
    } catch {
      return error
    }
  }

  @Test("parsed lines are equal when what they say is equal, not when they are the same parse")
  func parsedLinesCompareByValue() throws {
    let a = try parse("open 25")
    #expect(a == (try parse("open  25")))
    #expect(a == ParsedLine(invocation: .action(.open(25)), negated: false, command: "open"))
    #expect(a != (try parse("!open 25")))
    #expect(a != (try parse("open 26")))
    #expect(a != ParsedLine(invocation: .action(.open(25)), negated: false, command: "abrir"))
  }

  @Test("tap-notification --no-link is a notification without enlace; \"\" is one that is no URL")
  func tapWithoutLink() throws {
    #expect(
      try parse("tap-notification --no-link").invocation == .action(.tapNotificationWithoutLink))
    #expect(try parse("tap-notification \"\"").invocation == .action(.tapNotification("")))
    #expect(try parse("tap-notification").invocation == .action(.tapNotification(nil)))
    let both = error("tap-notification pokedex://lista --no-link")
    #expect(both?.column == 18)
    #expect(both?.message.contains("--no-link taps a notification without enlace") == true)
  }

  @Test("commands become the core's actions")
  func actions() throws {
    #expect(try parse("tab favoritos").invocation == .action(.tab(.favoritos)))
    #expect(try parse("open pikachu").invocation == .action(.open(25)))
    #expect(try parse("open 025").invocation == .action(.open(25)))
    #expect(try parse("fav Mr-Mime").invocation == .action(.fav(122)))
    #expect(try parse("logout --confirm").invocation == .action(.logout(confirm: true)))
    #expect(
      try parse("permission request camera").invocation
        == .action(.permissionRequest(.camera, provisional: false)))
    #expect(
      try parse("permission request --provisional").invocation
        == .action(.permissionRequest(.notifications, provisional: true)))
    #expect(try parse("permission").invocation == .permissionStatus)
    #expect(
      try parse("set onchange-initial off").invocation
        == .action(.set(.onchangeInitial, faithful: false)))
    #expect(try parse("date 2026-03-01").invocation == .action(.date(SimDate.parse("2026-03-01")!)))
    #expect(
      try parse(#"plist add NSCameraUsageDescription "Para escanear""#).invocation
        == .action(.plistAdd("NSCameraUsageDescription", "Para escanear")))
    #expect(try parse("platform android").invocation == .platform(.android))
  }

  @Test("an on|off argument takes true|false too, as show prints the state it sets")
  func onOffAsTheStateShowsIt() throws {
    for (word, on) in [("on", true), ("true", true), ("off", false), ("false", false)] {
      #expect(
        try parse("settings favoritosPorNumero " + word).invocation
          == .action(.settingsFavoritosPorNumero(on)))
      #expect(try parse("net " + word).invocation == .action(.net(on)))
    }
    #expect(error("settings favoritosPorNumero yes") != nil)
    // The state says true, and the same word sets it.
    let c = Captured()
    c.run("signup ash@kanto.com pikachu", "settings favoritosPorNumero true")
    #expect(c.value(.field(.ajustesFavoritosPorNumero)) == .bool(true))
    c.run("settings favoritosPorNumero false")
    #expect(c.value(.field(.ajustesFavoritosPorNumero)) == .bool(false))
  }

  @Test("a leading ! marks a command that must be rejected")
  func negation() throws {
    let p = try parse("!tab lista")
    #expect(p.negated && p.invocation == .action(.tab(.lista)))
    #expect(try parse("! tab lista").negated)
    #expect(try !parse("tab lista").negated)
  }

  @Test("a quoted first word is the command's name as written: \"!tab\" is no negation")
  func quotedBang() throws {
    // docs/reference.md §2: quotes make a word literal, so `"!tab"` names a command «!tab».
    let e = try #require(error(#""!tab" lista"#))
    #expect(e.kind == .unknownCommand)
    #expect(e.message.hasPrefix("unknown command «!tab»"))
    #expect(try parse(#"! "tab" lista"#).negated)
  }

  @Test("login without a password asks for it")
  func password() throws {
    #expect(
      try parse("login ash@kanto.com").invocation
        == .needsPassword(signup: false, email: "ash@kanto.com"))
    #expect(
      try parse("login ash@kanto.com secretpw").invocation
        == .action(.login(email: "ash@kanto.com", password: Secret("secretpw"))))
  }

  @Test("expect takes the rest of the line as a literal")
  func expectations() throws {
    #expect(
      try parse("expect contenido.caminoLista == [25, 1]").invocation
        == .expect(.equals(.field(.contenidoCaminoLista), .list([.int(25), .int(1)]))))
    #expect(
      try parse("expect raiz != formulario").invocation
        == .expect(.notEquals(.field(.raiz), .symbol("formulario"))))
    #expect(
      try parse(#"expect registro contains "permiso de notificaciones: concedido""#).invocation
        == .expect(.contains(.field(.registro), .string("permiso de notificaciones: concedido"))))
    #expect(
      try parse(#"expect output contains "lost""#).invocation == .expect(.outputContains("lost")))
  }

  @Test("an unknown command is answered with did-you-mean")
  func unknown() throws {
    let e = try #require(error("tabb lista"))
    #expect(e.kind == .unknownCommand)
    #expect(e.message.contains("did you mean tab?"))
    #expect(error("!tabb lista")?.kind == .unknownCommand)
  }

  @Test("a bad argument names the argument, where it is, and shows the synopsis")
  func badArgument() throws {
    let e = try #require(error("tab favoritoss"))
    #expect(e.kind == .argument)
    #expect(e.column == 5)
    #expect(e.message.contains("TAB: «favoritoss» is not one of lista, favoritos, ajustes"))
    #expect(e.message.contains("did you mean favoritos?"))
    #expect(e.message.contains("usage: tab lista|favoritos|ajustes"))
  }

  @Test("Pokémon ids outside 1…151 and unknown names are argument errors")
  func pokemon() throws {
    for bad in ["0", "152", "-1", "123456789012345678901234567890"] {
      let e = try #require(error("open \(bad)"), "open \(bad)")
      #expect(e.kind == .argument)
      #expect(e.message.contains("not a Pokémon number"))
    }
    #expect(error("open pikachuu")?.message.contains("did you mean pikachu?") == true)
  }

  @Test("missing and extra arguments are errors")
  func arity() throws {
    #expect(error("tab")?.message.contains("missing lista|favoritos|ajustes") == true)
    #expect(error("tab lista favoritos")?.message.contains("unexpected «favoritos»") == true)
    #expect(error("type email a b")?.message.contains("quote text that has spaces") == true)
  }

  @Test("unknown knobs, knob values, options and subcommands are errors")
  func knobs() throws {
    #expect(
      error("set onchange-inital on")?.message.contains("did you mean onchange-initial?") == true)
    #expect(error("set delegate-install on")?.message.contains("takes early or late") == true)
    #expect(error("logout --force")?.message.contains("unknown option --force") == true)
    #expect(error("plist put X")?.message.contains("expected add or remove") == true)
    #expect(error("expect nada == 1")?.message.contains("not a state path") == true)
    #expect(error("expect raiz == [1")?.message.contains("closing ]") == true)
    #expect(error("date 2026-02-30")?.message.contains("not a date") == true)
  }

  @Test("nothing typed crashes the parser")
  func noCrash() {
    let inputs = [
      "", "!", "!!", "\"", "'", "\\", "expect", "expect output", "expect output contains",
      "expect raiz ==", "set", "set x", "plist", "plist add", "say", "open", "\u{0}", "🦊",
      "expect raiz == \"\\u{110000}\"", String(repeating: "[", count: 10_000),
    ]
    for i in inputs { _ = try? Parser.parse(i) }
    #expect(error("!")?.message == "expected a command after !")
  }
}
