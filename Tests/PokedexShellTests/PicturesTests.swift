import PokedexCore
import Testing

@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession
@testable import PdxTeaching

/// `pdx graph` (docs/reference.md §8): what the diagrams say, that the Mermaid pdx writes is
/// within the grammar it means to write, and two examples pinned as golden files.
@Suite("Pictures")
struct PicturesTests {
  static let examples: String = {
    let file = #filePath
    return String(file[..<file.firstRange(of: "/Tests/")!.lowerBound]) + "/examples/"
  }()

  static func sequence(_ text: String, path: String = "t.pdx") -> (SequenceDiagram, Outcome) {
    let script = try! ScriptReader.parse(Array(text.utf8), path: path)
    return SequenceDiagram.of(script, options: SessionOptions(), diagnostic: { _ in })
  }

  static func example(_ name: String) throws -> Script {
    try ScriptReader.read(path: examples + name)
  }

  @Test("the tap before login: the system wakes the delegate, the guard builds ContentView")
  func tapBeforeLogin() {
    let (diagram, outcome) = Self.sequence(
      "tap-notification\nsignup ash@kanto.com pikachu\nexpect contenido.caminoLista == [1]\n")
    #expect(outcome == .ok)
    let messages = diagram.items.compactMap { item -> String? in
      guard case .message(let from, let to, let text, _) = item else { return nil }
      return "\(from.id)>\(to.id) \(text)"
    }
    #expect(
      messages == [
        "U>S launch", "S>R task: restaurar()", "R>A appears", "U>S tap-notification",
        "S>D didReceive", "U>A signup ash@kanto.com ******", "A>B signUp",
        "B>L sesion = \"ash@kanto.com\"",
        "R>K fade: RaizConSesion animates haySesion true"
          + " (.transition(.opacity))", "R>A disappears", "R>C built",
        "C>C onChange(of: enlacePendiente, initial: true)", "C>K push lista #1 Bulbasaur",
      ])
    #expect(
      diagram.actors == [
        .usuario, .sistema, .delegado, .raiz, .auth, .content, .backend, .llavero, .uikit,
      ])
    let text = Mermaid.sequence(diagram)
    #expect(!text.contains("pikachu"))
  }

  @Test("a rejected command is a crossed arrow with its reason; a failed expect a note")
  func rejectedAndFailed() {
    let (diagram, outcome) = Self.sequence("!tab lista\nexpect raiz == conSesion\n")
    guard case .failed = outcome else {
      Issue.record("expected the expect to fail, got \(outcome)")
      return
    }
    #expect(
      diagram.items.contains(
        .message(from: .usuario, to: .content, text: "!tab lista", rejected: true)))
    #expect(
      diagram.items.contains { item in
        if case .note(.content, let lines, true) = item {
          return lines.first?.hasPrefix("rejected: there are no tabs") == true
        }
        return false
      })
    #expect(diagram.items.last == .failed("t.pdx:2: expect raiz == conSesion"))
    #expect(Mermaid.sequence(diagram).contains("  U-xC: !tab lista\n"))
    // A refusal and a failure are drawn at every detail; the reason is a note, not a message.
    let messages = diagram.drawn(.messages)
    #expect(
      messages.items.contains(
        .message(from: .usuario, to: .content, text: "!tab lista", rejected: true)))
    #expect(messages.items.last == .failed("t.pdx:2: expect raiz == conSesion"))
  }

  @Test("at --detail all a note lists five changes at most, the last line saying how many more")
  func longNotes() {
    let (diagram, _) = Self.sequence("signup ash@kanto.com pikachu\n")
    let notes = diagram.drawn(.all).items.compactMap { item -> [String]? in
      if case .note(.content, let lines, false) = item { return lines }
      return nil
    }
    #expect(notes.first?.count == 5)
    #expect(notes.first?.last?.hasPrefix("… and ") == true)
  }

  @Test("Mermaid text escapes what Mermaid would read as syntax, with entity codes")
  func mermaidEscapes() {
    #expect(
      Mermaid.text("a: «b»; #1 \"c\" <d> 50%")
        == "a#58; #171;b#187;#59; #35;1 #34;c#34; #60;d#62; 50#37;")
    #expect(Mermaid.text("línea\nnueva") == "línea nueva")
    // After a sequence diagram's colon only #, ;, %, <, >, ` and \ are syntax: the rest stays
    // as written, which Mermaid measures narrower than entity codes.
    #expect(
      Mermaid.sequenceText("a: «b»; #1 \"c\" <d> 50% [x] {y} |")
        == "a: «b»#59; #35;1 \"c\" #60;d#62; 50#37; [x] {y} |")
  }

  @Test("lines of 19 characters as Mermaid measures them (an entity code whole); a link may break")
  func lineBreaks() {
    #expect(
      Mermaid.lines("delegado.enlacePendiente: nil → \"pokedex://pokemon/1\"")
        == "delegado.enlacePendiente:<br/>nil → \"pokedex://<br/>pokemon/1\"")
    #expect(Mermaid.wrapped(String(repeating: "x", count: 50)).map(\.count) == [19, 19, 12])
    // `#` is drawn as `#35;`: four characters for Mermaid, and for the line that holds it.
    #expect(
      Mermaid.wrapped("día: #1 Bulbasaur» con sonido") == ["día: #1", "Bulbasaur» con", "sonido"])
    #expect(Mermaid.nameLines("DelegadoDeNotificaciones") == ["DelegadoDe", "Notificaciones"])
    #expect(Mermaid.nameLines("RaizConSesion") == ["RaizConSesion"])
  }

  @Test("--detail: messages only, the changes the script is about, or every change")
  func detail() throws {
    let script = try ScriptReader.parse(
      Array(
        """
        ## El delegado lo apunta en enlacePendiente; `raiz` cambia al entrar.
        tap-notification
        signup ash@kanto.com pikachu
        expect contenido.caminoLista == [1]

        """.utf8), path: "t.pdx")
    let focus = SequenceDiagram.Focus(script.lines)
    #expect(focus.paths == [.field(.contenidoCaminoLista)])
    #expect(focus.names.isSuperset(of: ["enlacePendiente", "raiz"]))
    #expect(!focus.names.contains("delegado"), "a plain word is not a path")
    #expect(focus.matches(.field(.delegadoEnlacePendiente)) && focus.matches(.field(.raiz)))
    #expect(!focus.matches(.field(.formularioCorreo)))
    let (diagram, _) = SequenceDiagram.of(script, options: SessionOptions(), diagnostic: { _ in })
    func noted(_ drawn: SequenceDiagram) -> [String] {
      drawn.items.flatMap { item -> [String] in
        if case .note(_, let lines, false) = item { return lines }
        return []
      }
    }
    let messages = diagram.drawn(.messages, focus: focus)
    #expect(!messages.items.contains { if case .note = $0 { true } else { false } })
    #expect(
      messages.items.filter { if case .message = $0 { true } else { false } }
        == diagram.items.filter { if case .message = $0 { true } else { false } })
    let changes = noted(diagram.drawn(.changes, focus: focus))
    #expect(!changes.isEmpty)
    #expect(
      changes.allSatisfy {
        StatePath(named: String($0.prefix { $0 != ":" })).map(focus.matches) == true
      }, "\(changes)")
    #expect(changes.contains { $0.hasPrefix("contenido.caminoLista: [] → [1]") })
    #expect(changes.contains { $0.hasPrefix("raiz: formulario → conSesion") })
    let all = noted(diagram.drawn(.all, focus: focus))
    #expect(all.contains { $0.hasPrefix("formulario.correo") })
    // What a detail leaves out takes its actor with it when that actor has nothing else.
    #expect(messages.actors == SequenceDiagram.actors(in: messages.items))
  }

  @Test("the width estimate is near what mermaid.js draws: README's picture, 1,099 px there")
  func widthEstimate() throws {
    // Scripts/diagrams measured docs/pictures/toque-antes-de-entrar.pdx's diagram at 1,099 px
    // with mermaid.js 11.16 in Chromium; pages cut a section estimated over 1,000 px, which
    // holds while the estimate errs by less than 200 px.
    let file = String(#filePath[..<#filePath.firstRange(of: "/Tests/")!.lowerBound])
    let script = try ScriptReader.read(path: file + "/docs/pictures/toque-antes-de-entrar.pdx")
    let (diagram, _) = SequenceDiagram.of(script, options: SessionOptions(), diagnostic: { _ in })
    let drawn = diagram.drawn(.changes, focus: SequenceDiagram.Focus(script.lines))
    let estimate = Mermaid.estimatedWidth(drawn.items, platforms: drawn.platforms)
    #expect((1_099 - 200)...(1_099 + 200) ~= estimate, "\(estimate)")
    // Two actors and a short message: two boxes and a gap.
    let small: [SequenceDiagram.Item] = [
      .message(from: .usuario, to: .sistema, text: "a", rejected: false)
    ]
    #expect(Mermaid.estimatedWidth(small, platforms: [.ios]) == 2 * 10 + 80 + 20 + 80)
    // A note 20 characters wide (180 px: one word, not broken) over the middle actor wants 90
    // px on either side of its centre: the gap to its left grows to 90 + 20 - 40 - 40; to its
    // right, next to the wider DelegadoDe/Notificaciones box (14 × 8 + 20 = 132 px), 20 is
    // already enough.
    let noted: [SequenceDiagram.Item] = [
      .message(from: .usuario, to: .sistema, text: "a", rejected: false),
      .message(from: .sistema, to: .delegado, text: "b", rejected: false),
      .note(over: .sistema, lines: [String(repeating: "x", count: 20)], warning: true),
    ]
    #expect(
      Mermaid.estimatedWidth(noted, platforms: [.ios]) == 2 * 10 + 80 + 30 + 80 + 20 + 132)
  }

  @Test("a diagram over Mermaid's limit is drawn in parts, each within it and saying so")
  func parts() {
    var text = "signup ash@kanto.com pikachu\n"
    for n in 1...60 { text += "open \(n)\nback\n" }
    let (diagram, _) = Self.sequence(text)
    let whole = Mermaid.sequence(diagram)
    #expect(Mermaid.sequenceParts(diagram) == [whole], "within the limit: one diagram as it is")
    let limit = 4_000
    #expect(whole.utf16.count > 2 * limit)
    let parts = Mermaid.sequenceParts(diagram, limit: limit)
    #expect(parts.count >= 3)
    for (k, part) in parts.enumerated() {
      #expect(part.utf16.count <= limit, "part \(k + 1): \(part.utf16.count)")
      #expect(part.contains("  %% part \(k + 1) of \(parts.count)\n"))
      #expect(part.contains("Part \(k + 1) of \(parts.count)"))
      #expect(MermaidGrammar.errors(part).isEmpty, "\(MermaidGrammar.errors(part).prefix(2))")
    }
    // Every message is in exactly one part, in order.
    func messages(_ s: String) -> [Substring] {
      s.split(separator: "\n").filter { $0.contains("->>") }
    }
    #expect(parts.flatMap(messages) == messages(whole))
  }

  @Test("every example's sequence diagram, and the screens, stay within pdx's Mermaid grammar")
  func grammar() throws {
    for path in try FileIO.scripts(under: Self.examples) {
      let name = path
      let (diagram, _) = SequenceDiagram.of(
        try ScriptReader.read(path: path), options: SessionOptions(), diagnostic: { _ in })
      let errors = MermaidGrammar.errors(Mermaid.sequence(diagram))
      #expect(errors.isEmpty, "\(name): \(errors.prefix(3))")
    }
    var options = StateSpace.Options()
    options.platforms = [.ios]
    options.depth = 4
    let graph = ScreenGraph(options)
    var coverage = ScreenGraph.Coverage()
    coverage.screens = [0]
    let errors = MermaidGrammar.errors(Mermaid.states(graph, coverage: coverage))
    #expect(errors.isEmpty, "\(errors.prefix(3))")
    for script in try FileIO.scripts(under: Self.examples) {
      let page = Page.of(
        try ScriptReader.read(path: script), shown: script, options: SessionOptions())
      for diagram in PageTests.diagrams(page.markdown) {
        let errors = MermaidGrammar.errors(diagram + "\n")
        #expect(errors.isEmpty, "\(script): \(errors.prefix(3))")
      }
    }
    // The grammar catches what the escaping prevents.
    #expect(!MermaidGrammar.errors("sequenceDiagram\n  U->>S: a; b\n").isEmpty)
    #expect(!MermaidGrammar.errors("sequenceDiagram\n  Note over U: #1 <b>x</b>\n").isEmpty)
    #expect(!MermaidGrammar.errors("stateDiagram-v2\n  state \"a\"b\" as s0\n").isEmpty)
  }

  @Test("golden: examples/04 as Mermaid, examples/05 as DOT, the screens to depth 4 as both")
  func goldens() throws {
    let (four, _) = SequenceDiagram.of(
      try Self.example("04-el-toque-antes-de-entrar.pdx"), options: SessionOptions(),
      diagnostic: { _ in })
    Golden.check("graph-04.mmd", Mermaid.sequence(four))
    let (five, _) = SequenceDiagram.of(
      try Self.example("05-enlaces-ios-y-android.pdx"), options: SessionOptions(),
      diagnostic: { _ in })
    Golden.check("graph-05.dot", DOT.sequence(five))
    var options = StateSpace.Options()
    options.platforms = [.ios]
    options.depth = 4
    let graph = ScreenGraph(options)
    var coverage = ScreenGraph.Coverage()
    coverage.screens = [0, 1]
    Golden.check("screens-4.mmd", Mermaid.states(graph, coverage: coverage))
    Golden.check("screens-4.dot", DOT.states(graph, coverage: coverage))
  }

  @Test("screens: what a student sees, one for every ficha, the dialog on top")
  func screens() {
    var store = Store()
    #expect(ScreenGraph.screen(store.world) == "AuthView (entrar)")
    _ = store.send(.signup(email: "ash@kanto.com", password: Secret("pikachu")))
    #expect(ScreenGraph.screen(store.world) == "lista")
    _ = store.send(.open(25))
    #expect(ScreenGraph.screen(store.world) == "lista › ficha")
    _ = store.send(.logout(confirm: false))
    #expect(ScreenGraph.screen(store.world) == "ajustes + ¿Cerrar la sesión?")
    _ = store.send(.terminate)
    #expect(ScreenGraph.screen(store.world) == "app closed")
    _ = store.send(.uninstall)
    #expect(ScreenGraph.screen(store.world) == "not installed")
  }

  @Test("the screen graph: no move to itself, every command once, coverage counted")
  func graphAndCoverage() throws {
    var options = StateSpace.Options()
    options.platforms = [.ios]
    options.depth = 3
    let graph = ScreenGraph(options)
    #expect(graph.screens.first == "AuthView (entrar)")
    #expect(graph.moves.keys.allSatisfy { $0.from != $0.to })
    let form = try #require(graph.screens.firstIndex(of: "AuthView (entrar)"))
    let lista = try #require(graph.screens.firstIndex(of: "lista"))
    // At depth 3 a login has no account to log in to yet.
    #expect(graph.moves[.init(from: form, to: lista)] == ["signup"])
    var coverage = ScreenGraph.Coverage()
    let box = Box(coverage)
    let session = Session(
      sink: .discard, diagnostic: { _ in }, observer: { graph.cover($0, into: &box.value) })
    session.start()
    session.execute("signup ash@kanto.com pikachu", script: true)
    session.execute("tab lista", script: true)  // to itself: no move
    session.execute("open 25", script: true)
    session.execute("!tab nada", script: true)
    coverage = box.value
    let ficha = try #require(graph.screens.firstIndex(of: "lista › ficha"))
    #expect(coverage.screens == [form, lista, ficha])
    #expect(coverage.moves == [.init(from: form, to: lista), .init(from: lista, to: ficha)])
    #expect(
      graph.summary(coverage).hasPrefix(
        "3 of \(graph.screens.count) screens, 2 of \(graph.moves.count) moves"))
  }

  @Test("the map: a box a family, one arrow a way, a command from 3 boxes drawn once")
  func screenMap() throws {
    var options = StateSpace.Options()
    options.platforms = [.ios]
    options.depth = 6
    let graph = ScreenGraph(options)
    let map = ScreenMap(graph)
    #expect(map.boxes.map(\.name) == ["AuthView", "lista", "favoritos", "ajustes"])
    let closed = try #require(graph.screens.firstIndex(of: "app closed"))
    let gone = try #require(graph.screens.firstIndex(of: "not installed"))
    // terminate and uninstall leave every screen: one arrow each, from "any screen".
    #expect(
      map.arrows.contains {
        $0.from == .anywhere && $0.to == .screen(closed) && $0.commands == ["terminate"]
      })
    #expect(map.arrows.contains { $0.from == .anywhere && $0.to == .screen(gone) })
    #expect(!map.arrows.contains { $0.from != .anywhere && $0.commands == ["terminate"] })
    // One arrow a way: no two arrows between the same two places.
    let ends = map.arrows.map { "\($0.from)→\($0.to)" }
    #expect(Set(ends).count == ends.count)
    // Every command of every move is drawn, on an arrow to where it leads (the screen within
    // a family, the family's box from outside it).
    for (pair, commands) in graph.moves {
      let to =
        graph.families[pair.from] == graph.families[pair.to] ? .screen(pair.to) : end(pair.to)
      for command in commands {
        #expect(
          map.arrows.contains { $0.commands.contains(command) && $0.to == to },
          "\(graph.screens[pair.from]) → \(graph.screens[pair.to]): \(command)")
      }
    }
    func end(_ screen: Int) -> ScreenMap.End {
      map.boxes.firstIndex { $0.screens.contains(screen) }.map(ScreenMap.End.family)
        ?? .screen(screen)
    }
    #expect(map.arrows.count < graph.moves.count / 2, "\(map.arrows.count) of \(graph.moves.count)")
    #expect(ScreenMap.label(["back", "open-url", "restart", "swipe-back"]) == "back, open-url +2")
    #expect(ScreenMap.label(["allow", "deny"]) == "allow, deny")
    // Within a box, a screen is named without its family.
    let ficha = try #require(graph.screens.firstIndex(of: "lista › ficha"))
    #expect(graph.families[ficha] == "lista" && graph.names[ficha] == "› ficha")
  }

  final class Box {
    var value: ScreenGraph.Coverage
    init(_ value: ScreenGraph.Coverage) { self.value = value }
  }
}

/// The Mermaid pdx writes, as a grammar: one statement a line, of the few kinds pdx emits, and
/// every text free of what Mermaid would read as syntax there (entity codes are allowed).
enum MermaidGrammar {
  static func errors(_ source: String) -> [String] {
    var errors: [String] = []
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.first == Mermaid.sequenceConfig { lines.removeFirst() }
    guard let header = lines.first, header == "sequenceDiagram" || header == "stateDiagram-v2"
    else { return ["the first line is not a diagram's type"] }
    var depth = 0
    for (n, line) in lines.dropFirst().enumerated() where !line.isEmpty {
      guard line.hasPrefix("  ") else {
        errors.append("\(n + 2): not indented: \(line)")
        continue
      }
      let body = line.drop { $0 == " " }
      if body == "}" {
        depth -= 1
      } else if !statement(String(body), sequence: header == "sequenceDiagram") {
        errors.append("\(n + 2): \(line)")
      } else if body.hasSuffix(" {") {
        depth += 1
      }
      if depth < 0 || depth > 1 { errors.append("\(n + 2): boxes nest one deep: \(line)") }
    }
    if depth != 0 { errors.append("a box is not closed") }
    return errors
  }

  static func statement(_ s: String, sequence: Bool) -> Bool {
    if s.hasPrefix("%% ") { return !s.contains("\n") }
    if sequence {
      if let m = s.wholeMatch(of: /participant ([A-Za-z][A-Za-z0-9]*) as (.+)/) {
        return lines(String(m.2), sequence: true)
      }
      if let m = s.wholeMatch(of: /[A-Za-z][A-Za-z0-9]*(->>|-x)[A-Za-z][A-Za-z0-9]*: (.+)/) {
        return lines(String(m.2), sequence: true)
      }
      if let m = s.wholeMatch(of: /Note over [A-Za-z][A-Za-z0-9]*: (.+)/) {
        return lines(String(m.1), sequence: true)
      }
      return false
    }
    if let m = s.wholeMatch(of: /state "([^"]*)" as (s[0-9]+|anywhere)/) {
      return safe(String(m.1))
    }
    if let m = s.wholeMatch(of: /state "([^"]*)" as f[0-9]+ \{/) { return safe(String(m.1)) }
    if let m = s.wholeMatch(of: /(s[0-9]+|f[0-9]+|anywhere) --> (s[0-9]+|f[0-9]+): (.+)/) {
      return safe(String(m.3))
    }
    if let m = s.wholeMatch(of: /note left of (s0|anywhere): (.+)/) {
      return lines(String(m.2), sequence: false)
    }
    if s == "classDef start stroke-width:3px" || s == "class s0 start" { return true }
    if s.wholeMatch(of: /classDef covered fill:#[0-9a-f]{6},stroke:#[0-9a-f]{6}/) != nil {
      return true
    }
    if s.wholeMatch(of: /class s[0-9]+(,s[0-9]+)* covered/) != nil { return true }
    return false
  }

  /// Lines joined by `<br/>`, each safe.
  static func lines(_ text: String, sequence: Bool) -> Bool {
    text.split(separator: "<br/>", omittingEmptySubsequences: false).allSatisfy {
      sequence ? sequenceSafe(String($0)) : safe(String($0))
    }
  }

  /// Free of syntax: no `;` `:` `"` `<` `>` `%` `{` `}` `[` `]` «» `|`, and `#` only as an
  /// entity code (`#58;`).
  static func safe(_ text: String) -> Bool {
    let withoutEntities = text.replacing(/#[0-9]+;/, with: "")
    return !withoutEntities.contains { ";:\"<>%{}[]«»|#`\\".contains($0) } && !text.isEmpty
  }

  /// Free of what Mermaid reads as syntax after a sequence diagram's colon: `;` `%` `<` `>`
  /// `` ` `` `\`, and `#` only as an entity code.
  static func sequenceSafe(_ text: String) -> Bool {
    let withoutEntities = text.replacing(/#[0-9]+;/, with: "")
    return !withoutEntities.contains { ";<>%#`\\".contains($0) } && !text.isEmpty
  }
}
