import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxLanguage
@testable import PdxRender
@testable import PdxRunner
@testable import PdxSession
@testable import PdxText

/// Golden tests pin the text and JSON forms of representative steps. Update with
/// PDX_UPDATE_GOLDEN=1 swift test, then read the diff.
@Suite("Rendering")
struct RenderGoldenTests {
  static let flow = [
    "!tab lista", "type email ash", "clear password", "submit", "signup ash@kanto.com pikachu",
    "open pikachu", "open 1", "tap-notification pokedex://pokemon/7", "fav 1", "fav 4", "fav 7",
    "fav 25", "fav 39", "fav 52", "fav 54", "fav 63", "fav 133", "unfav 4",
    "settings favoritosPorNumero on", "permission request", "allow", "notify",
    "set report-dismissals off", "back", "set report-dismissals on", "logout", "tap-outside",
    "scene background", "open-url pokedex://pokemon/999", "terminate", "open-url pokedex://lista",
  ]

  func transcript(_ options: SessionOptions) -> String {
    var options = options
    options.echo = true
    let c = Captured(options)
    c.session.start()
    for line in Self.flow { c.session.execute(line) }
    return c.output.joined(separator: "\n") + "\n"
  }

  @Test("the text form of a representative session")
  func text() {
    Golden.check("flow.txt", transcript(SessionOptions()))
  }

  @Test("the JSON form: one object per step, on one line")
  func json() {
    var options = SessionOptions()
    options.format = .json
    let out = transcript(options)
    Golden.check("flow.jsonl", out)
    for line in out.split(separator: "\n") {
      #expect(line.hasPrefix("{\"step\":") && line.hasSuffix("}"))
    }
  }

  @Test("colour only when asked, as ANSI escapes around the same text")
  func color() {
    var options = SessionOptions()
    options.color = true
    let colored = transcript(options)
    #expect(colored.contains("\u{1B}[1;36m▸ launch\u{1B}[0m"))
    var stripped = ""
    var skipping = false
    for ch in colored {
      if ch == "\u{1B}" {
        skipping = true
      } else if skipping {
        if ch == "m" { skipping = false }
      } else {
        stripped.append(ch)
      }
    }
    #expect(stripped == transcript(SessionOptions()))
  }

  @Test("each kind of line has its colour: docs/reference.md §4.2")
  func colourOfEachKind() {
    func paint(_ code: String, _ text: String) -> String { "\u{1B}[\(code)m\(text)\u{1B}[0m" }
    var step = Step(number: 1)
    step.events = [
      .action(.submit), .change(Change(path: .field(.red), old: .int(1), new: .int(2))),
      .ui(.fade(haySesion: true, .ios)), .log(.requestFailed), .note(.tapDiscarded),
    ]
    step.warnings = [.presentationDiverged(screen: nil, state: "x")]
    let en = Language.en
    #expect(
      TextRenderer.render(step, style: Style(color: true)) == [
        paint("1;36", "▸ submit"),  // actions bold cyan
        "  red: " + paint("31", "1") + " → " + paint("32", "2"),  // old red, new green
        "  " + paint("35", "ui: " + en.text(UIEvent.fade(haySesion: true, .ios))),  // ui magenta
        "  " + paint("34", "log: " + LogEvent.requestFailed.text),  // log blue
        "  " + paint("33", "note: " + en.text(Note.tapDiscarded)),  // notes yellow
        paint("1;31", "warning: ") + en.text(step.warnings[0]),  // warnings bold red
      ])
    var rejected = Step(number: 2)
    rejected.rejection = .notRunning
    #expect(
      TextRenderer.render(rejected, style: Style(color: true)) == [
        paint("1;31", "error: ") + "the app is not running (launch it first)"
      ])
    // The echo is dim.
    var options = SessionOptions()
    options.color = true
    options.echo = true
    let c = Captured(options)
    c.session.execute("net off")
    #expect(c.output.first == paint("2", "pdx> ") + "net off")
  }

  @Test("a list of more than 8 elements prints only what was inserted and removed")
  func longLists() {
    let a = (1...9).map(Value.int)
    let change = Change(
      path: .field(.favoritos), old: .list(a), new: .list(a.dropLast() + [.int(26)]))
    #expect(TextRenderer.change(change) == "favoritos: +26 -9")
    let reorder = Change(path: .field(.favoritos), old: .list(a), new: .list(a.reversed()))
    #expect(TextRenderer.change(reorder) == "favoritos: reordered (9 elements)")
    let short = Change(
      path: .field(.favoritos), old: .list([.int(1)]), new: .list([.int(1), .int(2)]))
    #expect(TextRenderer.change(short) == "favoritos: [1] → [1, 2]")
    // The same through the ints a replay reads from the state.
    let ids = Array(1...9)
    let shared = Change(
      path: .field(.favoritos), old: .ints(ids), new: .ints(ids.dropLast() + [26]))
    #expect(TextRenderer.change(shared) == "favoritos: +26 -9")
    let sharedReorder = Change(
      path: .field(.favoritos), old: .ints(ids), new: .ints(ids.reversed()))
    #expect(TextRenderer.change(sharedReorder) == "favoritos: reordered (9 elements)")
    let mixed = Change(path: .field(.favoritos), old: .ints(ids), new: .list(a + [.int(10)]))
    #expect(TextRenderer.change(mixed) == "favoritos: +10")
  }

  @Test("a long list whose ids repeat prints each removal once")
  func longListsWithRepeats() {
    // docs/reference.md §4.1: a list of more than 8 elements prints what was inserted and
    // removed, as many times as it was. A stack may show one Pokémon several times.
    let c = Captured()
    c.run("signup ash@kanto.com pikachu")
    for id in [25, 1, 25, 1, 25, 2, 3, 4, 5] { c.run("open \(id)") }
    c.run("open-url pokedex://pokemon/1")
    let removed = "-25 -1 -25 -25 -2 -3 -4 -5"
    #expect(c.session.lastOutput.contains("  contenido.caminoLista: " + removed))
    #expect(c.session.lastOutput.contains("  pantalla.lista: " + removed))
    #expect(c.value(.field(.contenidoCaminoLista)) == .list([.int(1)]))
    // The same through a change built by hand, as ints and as values, both ways round.
    let old = [25, 1, 25, 1, 25, 2, 3, 4, 5]
    let new = [7, 1, 25, 2]
    for change in [
      Change(path: .field(.favoritos), old: .ints(old), new: .ints(new)),
      Change(
        path: .field(.favoritos), old: .list(old.map(Value.int)), new: .list(new.map(Value.int))),
    ] {
      #expect(TextRenderer.change(change) == "favoritos: +7 -25 -1 -25 -3 -4 -5")
    }
    let grown = Change(path: .field(.favoritos), old: .ints(new), new: .ints(old))
    #expect(TextRenderer.change(grown) == "favoritos: +25 +1 +25 +3 +4 +5 -7")
  }

  @Test("JSON strings escape quotes, backslashes and control characters")
  func jsonEscapes() {
    var o = ""
    JSONRenderer.string("a\"b\\c\n\u{1}ñ", &o)
    #expect(o == #""a\"b\\c\n\u0001ñ""#)
  }

  @Test("JSON strings escape every control character, so a line is always valid JSON")
  func jsonEscapesEveryControlCharacter() {
    // docs/reference.md §4.3. The short escapes where JSON has them, \u00XX for the others
    // and for DEL; nothing below U+0020 is left as it is.
    let short: [UInt32: String] = [0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t"]
    for code in Array(UInt32(0)..<0x20) + [0x7F] {
      var o = ""
      JSONRenderer.string("a" + String(Character(Unicode.Scalar(code)!)) + "b", &o)
      let hex = String(code, radix: 16)
      let escape = short[code] ?? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      #expect(o == "\"a" + escape + "b\"", "U+\(hex)")
    }
    var o = ""
    JSONRenderer.string(" ~é", &o)
    #expect(o == "\" ~é\"")
  }

  @Test("passwords never appear in what is printed")
  func passwords() {
    var options = SessionOptions()
    options.echo = true
    for format in OutputFormat.allCases {
      options.format = format
      let c = Captured(options)
      c.session.execute("signup ash@kanto.com secretpw")
      #expect(!c.output.joined().contains("secretpw"))
      #expect(c.value(.field(.authSesion)) == .string("ash@kanto.com"))
    }
    #expect(Secrets.historyLine("login ash@kanto.com secretpw") == "login ash@kanto.com")
    #expect(Secrets.historyLine("open 25") == "open 25")
    #expect(Secrets.historyLine("type password hunter2") == nil)
    let c = Captured()
    c.session.options.echo = true
    c.session.execute("type password hunter2")
    #expect(c.output.first == "pdx> type password ******")
    #expect(!c.output.joined().contains("hunter2"))
  }
}
