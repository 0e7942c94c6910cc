import PokedexCore
import Testing

@testable import PokedexShell

/// `pdx graph` (docs/reference.md §8): what the diagrams say, that the Mermaid pdx writes is
/// within the grammar it means to write, and two examples pinned as golden files.
@Suite("Pictures")
struct PicturesTests {
  static let examples: String = {
    let file = #filePath
    return String(file[..<file.firstRange(of: "/Tests/")!.lowerBound]) + "/examples/"
  }()

  static func sequence(_ text: String, path: String = "t.pdx") -> (Sequence, Outcome) {
    let script = try! ScriptReader.parse(Array(text.utf8), path: path)
    return Sequence.of(script, options: SessionOptions(), diagnostic: { _ in })
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
    #expect(
      diagram.items.last
        == .note(over: .usuario, lines: ["✗ t.pdx:2: expect raiz == conSesion"], warning: true))
    #expect(Mermaid.sequence(diagram).contains("  U-xC: !tab lista\n"))
  }

  @Test("a note lists five changes at most, the last line saying how many more")
  func longNotes() {
    let (diagram, _) = Self.sequence("signup ash@kanto.com pikachu\n")
    let notes = diagram.items.compactMap { item -> [String]? in
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
  }

  @Test("every example's sequence diagram, and the screens, stay within pdx's Mermaid grammar")
  func grammar() throws {
    for path in try FileIO.scripts(under: Self.examples) {
      let name = path
      let (diagram, _) = Sequence.of(
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
    // The grammar catches what the escaping prevents.
    #expect(!MermaidGrammar.errors("sequenceDiagram\n  U->>S: a; b\n").isEmpty)
    #expect(!MermaidGrammar.errors("sequenceDiagram\n  Note over U: #1 «x»\n").isEmpty)
    #expect(!MermaidGrammar.errors("stateDiagram-v2\n  state \"a\"b\" as s0\n").isEmpty)
  }

  @Test("golden: examples/04 as Mermaid, examples/05 as DOT")
  func goldens() throws {
    let (four, _) = Sequence.of(
      try Self.example("04-el-toque-antes-de-entrar.pdx"), options: SessionOptions(),
      diagnostic: { _ in })
    Golden.check("graph-04.mmd", Mermaid.sequence(four))
    let (five, _) = Sequence.of(
      try Self.example("05-enlaces-ios-y-android.pdx"), options: SessionOptions(),
      diagnostic: { _ in })
    Golden.check("graph-05.dot", DOT.sequence(five))
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
    let session = Session(sink: .discard, diagnostic: { _ in })
    let box = Box(coverage)
    session.observer = { graph.cover($0, into: &box.value) }
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

  final class Box {
    var value: ScreenGraph.Coverage
    init(_ value: ScreenGraph.Coverage) { self.value = value }
  }
}

/// The Mermaid pdx writes, as a grammar: one statement a line, of the few kinds pdx emits, and
/// every text free of what Mermaid would read as syntax (entity codes are allowed).
enum MermaidGrammar {
  static func errors(_ source: String) -> [String] {
    var errors: [String] = []
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let header = lines.first, header == "sequenceDiagram" || header == "stateDiagram-v2"
    else { return ["the first line is not a diagram's type"] }
    for (n, line) in lines.dropFirst().enumerated() where !line.isEmpty {
      guard line.hasPrefix("  ") else {
        errors.append("\(n + 2): not indented: \(line)")
        continue
      }
      let body = String(line.dropFirst(2))
      if !statement(body, sequence: header == "sequenceDiagram") {
        errors.append("\(n + 2): \(line)")
      }
    }
    return errors
  }

  static let id = #"[A-Za-z][A-Za-z0-9]*"#

  static func statement(_ s: String, sequence: Bool) -> Bool {
    if s.hasPrefix("%% ") { return !s.contains("\n") }
    if sequence {
      if let m = s.wholeMatch(of: /participant ([A-Za-z][A-Za-z0-9]*) as (.+)/) {
        return safe(String(m.2))
      }
      if let m = s.wholeMatch(of: /[A-Za-z][A-Za-z0-9]*(->>|-x)[A-Za-z][A-Za-z0-9]*: (.+)/) {
        return safe(String(m.2))
      }
      if let m = s.wholeMatch(of: /Note over [A-Za-z][A-Za-z0-9]*: (.+)/) {
        return String(m.1).split(separator: "<br/>", omittingEmptySubsequences: false).allSatisfy {
          safe(String($0))
        }
      }
      return false
    }
    if let m = s.wholeMatch(of: /state "([^"]*)" as s[0-9]+/) { return safe(String(m.1)) }
    if s.wholeMatch(of: /\[\*\] --> s[0-9]+/) != nil { return true }
    if let m = s.wholeMatch(of: /s[0-9]+ --> s[0-9]+: (.+)/) { return safe(String(m.1)) }
    if s.wholeMatch(of: /classDef covered fill:#[0-9a-f]{6},stroke:#[0-9a-f]{6}/) != nil {
      return true
    }
    if s.wholeMatch(of: /class s[0-9]+(,s[0-9]+)* covered/) != nil { return true }
    return false
  }

  /// Free of syntax: no `;` `:` `"` `<` `>` `%` `{` `}` `[` `]` «» `|`, and `#` only as an
  /// entity code (`#58;`).
  static func safe(_ text: String) -> Bool {
    let withoutEntities = text.replacing(/#[0-9]+;/, with: "")
    return !withoutEntities.contains { ";:\"<>%{}[]«»|#`\\".contains($0) } && !text.isEmpty
  }
}
