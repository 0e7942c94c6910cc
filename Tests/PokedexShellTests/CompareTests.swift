import PokedexCore
import Testing

@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxTeaching

/// `pdx compare` (docs/reference.md §4.5): one script on iOS and on Android, and only the lines
/// where the two worlds differ.
@Suite("compare")
struct CompareTests {
  func compare(_ lines: String..., accounts: Bool = true) throws -> Comparison {
    let text = lines.joined(separator: "\n") + "\n"
    return try Comparer(hayCuentas: accounts).compare(
      ScriptReader.parse(Array(text.utf8), path: "c.pdx"))
  }

  func at(_ c: Comparison, _ line: Int) -> Difference? {
    c.differences.first { $0.location?.line == line }
  }

  @Test("a script that behaves alike on both platforms has no difference, and counts its lines")
  func agrees() throws {
    let c = try compare(
      "signup ash@kanto.com pikachu", "fav pikachu", "open bulbasaur", "restart",
      "expect favoritos == [25]", "expect raiz == conSesion")
    #expect(c.agree)
    #expect(c.differences == [])
    #expect(c.commands == 4 && c.expectations == 2)
    #expect(
      CompareRenderer.lines(c, width: nil) == [
        "compare: ios and android agree at every line (4 commands, 2 expects)"
      ])
  }

  @Test("the keychain survives an uninstall on iOS only: the path, then the launch it changes")
  func keychain() throws {
    let c = try compare(
      "signup ash@kanto.com pikachu", "uninstall", "install", "launch",
      "expect raiz == conSesion")
    #expect(!c.agree)
    #expect(c.differences.map { $0.location?.line } == [2, 4, 5])
    #expect(
      at(c, 2)?.items == [
        .events(ios: ["note keychain-survives-uninstall"], android: ["note private-storage-wiped"]),
        .path(.field(.dispositivoLlaveroSesion), ios: .string("ash@kanto.com"), android: .null),
      ])
    let launch = try #require(at(c, 4)?.items)
    #expect(
      launch.contains(
        .path(.field(.raiz), ios: .symbol("conSesion"), android: .symbol("formulario"))))
    #expect(
      launch.contains(.path(.field(.authSesion), ios: .string("ash@kanto.com"), android: .null)))
    #expect(at(c, 5)?.items == [.expectation(ios: nil, android: "raiz == formulario")])
    // `install` did the same on both sides: the keychain was already apart, and stays so.
    #expect(at(c, 3) == nil)
  }

  @Test("a link with the form up is lost on iOS and waits on Android, then lands on Android only")
  func linkLostOrWaiting() throws {
    let c = try compare(
      "open-url pokedex://pokemon/25", "expect output contains \"lost\"",
      "signup ash@kanto.com pikachu", "open bulbasaur")
    #expect(
      at(c, 1)?.items == [
        .events(ios: ["note link-lost"], android: ["note link-waits-in-activity"]),
        .path(
          .field(.actividadEnlacePendiente), ios: .null, android: .string("pokedex://pokemon/25")),
      ])
    #expect(
      at(c, 2)?.items == [
        .expectation(ios: nil, android: "no line of the last command's output contains it")
      ])
    #expect(
      at(c, 3)?.items == [
        .events(ios: [], android: ["ui push"]),
        .path(.field(.contenidoCaminoLista), ios: .list([]), android: .list([.int(25)])),
        .path(.field(.pantallaLista), ios: .list([]), android: .list([.int(25)])),
        .converged([.field(.actividadEnlacePendiente)]),
      ])
    // Both sides push Bulbasaur onto stacks that already differ: the same edit, not reported.
    #expect(at(c, 4) == nil)
    #expect(c.differences.count == 3)
  }

  @Test("a command rejected on one side is reported with the reason, and what the other did")
  func rejectedOnOneSide() throws {
    let c = try compare("signup ash@kanto.com pikachu", "logout", "tap-outside")
    let items = try #require(at(c, 3)?.items)
    guard case .verdict(ios: .accepted, android: .rejected(let why)) = items.first else {
      Issue.record("expected a verdict first, got \(items)")
      return
    }
    #expect(why.contains("drag-down"))
    #expect(
      items.contains(
        .path(.field(.ajustesConfirmandoSalida), ios: .bool(false), android: .bool(true))))
    // Rejected on both sides (no session, no «Cuenta»): no difference.
    #expect(try compare("logout").agree)
  }

  @Test("`!` does not hide a difference: the verdicts are compared, not the assertion")
  func negatedLines() throws {
    let c = try compare("!set on-new-intent off", "!launch")
    #expect(c.differences.count == 1)
    let items = try #require(at(c, 1)?.items)
    guard case .verdict(ios: .rejected(let why), android: .accepted) = items.first else {
      Issue.record("expected a rejection on iOS, got \(items)")
      return
    }
    #expect(why.contains("Android only"))
    #expect(items.contains(.path(.knob(.onNewIntent), ios: .symbol("on"), android: .symbol("off"))))
  }

  @Test("platform X starts both sides over, each on its own platform, with a note")
  func platformLines() throws {
    let c = try compare(
      "open-url pokedex://pokemon/25", "platform android", "open-url pokedex://pokemon/25")
    let reset = try #require(at(c, 2)?.items)
    #expect(reset.count == 2)
    #expect(reset.last == .converged([.field(.actividadEnlacePendiente)]))
    guard case .note(let note) = reset.first else {
      Issue.record("expected a note first, got \(reset)")
      return
    }
    #expect(note.contains("its own platform"))
    // Still iOS against Android after it: the same link differs again.
    #expect(
      at(c, 3)?.items == [
        .events(ios: ["note link-lost"], android: ["note link-waits-in-activity"]),
        .path(
          .field(.actividadEnlacePendiente), ios: .null, android: .string("pokedex://pokemon/25")),
      ])
    // A platform line in a script that agrees is no difference.
    #expect(try compare("fav 1", "platform ios", "fav 1").agree)
  }

  @Test("a password never reaches the comparison or its text")
  func passwordsMasked() throws {
    let c = try compare("signup ash@kanto.com pikachu99", "uninstall")
    let both = CompareRenderer.lines(c, width: nil) + CompareRenderer.lines(c, width: 120)
    #expect(!both.joined().contains("pikachu99"))
    let d = try compare(
      "open-url pokedex://lista", "type password pikachu99", "signup a@b.cd pikachu99")
    #expect(d.differences.allSatisfy { !$0.command.contains("pikachu99") })
    #expect(!CompareRenderer.lines(d, width: nil).joined().contains("pikachu99"))
  }

  @Test("a line the script cannot run is an error naming file:line, never a difference")
  func scriptError() throws {
    #expect(throws: CompareError("c.pdx:2: save exists in the REPL only")) {
      try compare("fav 1", "save out.pdx")
    }
  }

  @Test("without accounts both sides start in the content, and agree")
  func noAccounts() throws {
    let c = try compare("expect raiz == sinCuentas", "open pikachu", accounts: false)
    #expect(c.agree && c.commands == 1 && c.expectations == 1)
  }
}

/// What a teacher sees for the walkthroughs that contrast the platforms, pinned.
@Suite("compare walkthroughs")
struct CompareExampleTests {
  @Test(
    "the keychain walkthrough and the links walkthrough, one after the other and side by side",
    arguments: ["03-la-sesion-y-el-llavero", "05-enlaces-ios-y-android"])
  func golden(_ name: String) throws {
    let path = "examples/\(name).pdx"
    let bytes = try FileIO.read(KnobExampleTests.root + path)
    let c = try Comparer().compare(ScriptReader.parse(bytes, path: path))
    #expect(!c.agree)
    let text =
      CompareRenderer.lines(c, width: nil) + ["", "--- side by side, 100 columns ---", ""]
      + CompareRenderer.lines(c, width: 100)
    Golden.check("compare-\(name.prefix(2)).txt", text.joined(separator: "\n") + "\n")
  }
}

/// The text of a comparison: one after the other, side by side, the summary.
@Suite("compare text")
struct CompareRendererTests {
  let uninstall = Comparison(
    commands: 4, expectations: 2,
    differences: [
      Difference(
        location: "a.pdx:2", command: "uninstall",
        items: [
          .path(.field(.dispositivoLlaveroSesion), ios: .string("ash@kanto.com"), android: .null)
        ]
      ),
      Difference(
        location: "a.pdx:3", command: "tap-outside",
        items: [
          .verdict(ios: .accepted, android: .rejected("use drag-down")),
          .converged([.field(.raiz), .field(.authSesion)]),
        ]),
      Difference(
        location: "a.pdx:4", command: "expect raiz == conSesion",
        items: [.expectation(ios: nil, android: "raiz == formulario")]),
    ])

  @Test("without a terminal, each value under its platform, one after the other")
  func stacked() {
    #expect(
      CompareRenderer.lines(uninstall, width: nil) == [
        "a.pdx:2: uninstall",
        "  dispositivo.llavero.sesion",
        "    ios      \"ash@kanto.com\"",
        "    android  nil",
        "",
        "a.pdx:3: tap-outside",
        "  ios      accepted",
        "  android  rejected: use drag-down",
        "  the same again: raiz, auth.sesion",
        "",
        "a.pdx:4: expect raiz == conSesion",
        "  ios      holds",
        "  android  fails: raiz == formulario",
        "",
        "compare: ios and android differ at 2 of 4 commands and 1 of 2 expects",
      ])
    // Narrower than the side-by-side width: still one after the other.
    #expect(
      CompareRenderer.lines(uninstall, width: CompareRenderer.sideBySideWidth - 1)
        == CompareRenderer.lines(uninstall, width: nil))
  }

  @Test("on a wide terminal, side by side: the paths, then iOS | Android, long values wrapped")
  func sideBySide() {
    let lines = CompareRenderer.lines(uninstall, width: 100)
    let bar = lines[0].firstIndex(of: "|").map {
      lines[0].distance(from: lines[0].startIndex, to: $0)
    }
    // The path column is as wide as the longest path (26); the halves share the other 71 - 3.
    #expect(
      lines[0] == String(repeating: " ", count: 30) + "ios" + String(repeating: " ", count: 30)
        + " | android")
    #expect(
      Array(lines[1...4]) == [
        "",
        "a.pdx:2: uninstall",
        "  dispositivo.llavero.sesion  \"ash@kanto.com\"                   | nil",
        "",
      ])
    #expect(
      lines[6]
        == "                              accepted                          | rejected: use drag-down"
    )
    #expect(lines[7] == "  the same again: raiz, auth.sesion")
    // Every row's bar is in the same column.
    for line in lines where line.contains(" | ") {
      #expect(line.firstIndex(of: "|").map { line.distance(from: line.startIndex, to: $0) } == bar)
    }
    let long = Comparison(
      commands: 1, expectations: 0,
      differences: [
        Difference(
          location: "a.pdx:1", command: "x",
          items: [
            .path(
              .field(.registro), ios: .string(String(repeating: "word ", count: 30)), android: .null
            )
          ])
      ])
    let wrapped = CompareRenderer.lines(long, width: 100)
    #expect(wrapped.allSatisfy { $0.count <= 100 })
    #expect(wrapped.filter { $0.contains(" | ") }.count > 1)
  }

  @Test("the summary counts commands and expects, singular and plural")
  func summary() {
    #expect(
      CompareRenderer.summary(Comparison(commands: 1, expectations: 0, differences: []))
        == "compare: ios and android agree at every line (1 command)")
    #expect(
      CompareRenderer.summary(
        Comparison(
          commands: 3, expectations: 0,
          differences: [
            Difference(location: "a.pdx:1", command: "x", items: [.converged([.field(.raiz)])])
          ]
        )) == "compare: ios and android differ at 1 of 3 commands")
  }

  @Test("a long list shows its length and what only that side has")
  func longLists() {
    let ios = Value.list((1...10).map { .int($0) })
    let android = Value.list((1...9).map { .int($0) } + [.int(42)])
    #expect(CompareRenderer.text(ios, other: android) == "10 elements; only here: 10")
    #expect(CompareRenderer.text(android, other: ios) == "10 elements; only here: 42")
    #expect(CompareRenderer.text(.list([.int(1)]), other: .null) == "[1]")
  }
}
