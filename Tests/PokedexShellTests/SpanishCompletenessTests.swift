@_spi(Internals) import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxLanguage
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession
@testable import PdxTeaching

/// Issue 25, point 4: nothing pdx says is left in English when it speaks Spanish. Every event
/// kind, every rule, compare, the pictures' and pages' chrome, help for every command and group,
/// the state paths' meanings, a set of errors and a Spanish session are rendered in both
/// languages; no Spanish text may hold a word only English has (outside code: commands, paths,
/// values, ids, the app's strings, what is quoted), and every Spanish text differs from its
/// English one unless it is code.
@Suite("Nothing left in English")
struct SpanishCompletenessTests {
  /// One thing pdx says, in both languages.
  struct Said {
    var what: String
    var en: String
    var es: String
  }

  // MARK: What is said

  static func events() -> [Said] {
    // A log line is the app's own (Registro, and what iOS wrote in it): the same in every
    // language, and not pdx's to translate.
    let rows = zip(EventSamples.rows(.en), EventSamples.rows(.es)).filter { $0.0.kind != "log" }
      .map { en, es in Said(what: "\(en.kind) \(en.id)", en: en.text, es: es.text) }
    var more: [Said] = []
    func both(_ what: String, _ text: (Language) -> String) {
      more.append(Said(what: what, en: text(.en), es: text(.es)))
    }
    // The variants one sample per id leaves out.
    let settings: [Setting] = [
      .scene(.inactive), .date(SimDate.parse("2026-02-01")!), .network(true), .network(false),
      .restrictions(true), .tema(.claro), .favoritosPorNumero(true),
      .knob(.reportDismissals, faithful: true),
    ]
    for s in settings { both("note already-set \(s)") { $0.text(Note.alreadySet(s)) } }
    for knob in Knob.allCases {
      both("knob \(knob.name)") { $0.changes(knob) }
      both("note knob-at-next-launch \(knob.name)") { $0.text(Note.knobAtNextLaunch(knob)) }
    }
    let reasons: [Destino.Invalid] = [
      .noScheme, .notPokedex, .listaTakesNoPath, .unknownHost, .expectedNumberPath,
      .notDecimal("x"), .outOfRange("152"),
    ]
    for r in reasons {
      both("link reason \(r.id)") { $0.text(Note.linkInvalid(url: "pokedex://x", reason: r)) }
    }
    for (email, password) in [(true, false), (false, true), (true, true)] {
      both("note button-disabled \(email) \(password)") {
        $0.text(Note.buttonDisabled(.crearCuenta, emailIncomplete: email, passwordShort: password))
      }
    }
    let presented: [Presentado] = [
      .logout(.ios, cancelDrawn: false), .logout(.android, cancelDrawn: true),
      .alerta(SystemAlert(permission: .camera, platform: .ios)),
    ]
    for p in presented {
      both("presented \(p.title)") { $0.presented(p) + $0.buttons(p) }
    }
    return rows + more
  }

  static func rules() throws -> [Said] {
    var out: [Said] = []
    for rule in Rules.all + [StateSpace.sameStepTwice] {
      out.append(Said(what: "rule \(rule.name)", en: rule.statement.en, es: rule.statement.es))
      out.append(Said(what: "origin \(rule.name)", en: rule.origin.en, es: rule.origin.es))
    }
    // What broke: every knob's counterexample, and the rules no knob breaks, broken by hand.
    var breaches: [(String, Breach)] = []
    var counterexamples: [Counterexample] = []
    for knob in Knob.allCases where knob.declaration.reproducesBug {
      var o = StateSpace.Options()
      o.knobs = [(knob: knob, faithful: false)]
      if let only = knob.declaration.platform { o.platforms = [only] }
      let found = try #require(StateSpace(o).run().counterexample)
      counterexamples.append(found)
      breaches.append((found.rule.name, found.breach))
    }
    let rules = RulesTests()
    var noSession = try rules.input([], then: "signup ash@kanto.com pikachu")
    noSession.after.app?.sesion = nil
    var answered = try rules.input(["signup ash@kanto.com pikachu"], then: "permission request")
    answered.before.dispositivo.notificaciones = .denied
    var unordered = try rules.input([], then: "net off")
    unordered.step.events += [
      .note(.tapDiscarded),
      .change(Change(path: .field(.red), old: .bool(true), new: .bool(false))),
    ]
    var leak = try rules.input([], then: "signup ash@kanto.com pikachu")
    leak.step.events.append(.note(.sessionRestored(email: "pikachu@kanto.com", .ios)))
    var twice = try rules.input(["signup ash@kanto.com pikachu"], then: "tap-notification")
    let handler = ActionEvent.observeLink(initial: true, .ios)
    let consumed = Change(
      path: .field(.delegadoEnlacePendiente), old: .string("pokedex://pokemon/1"), new: .null)
    twice.step.events += [.action(handler), .change(consumed), .action(handler), .change(consumed)]
    var presents = try rules.input(["signup ash@kanto.com pikachu"], then: "logout")
    presents.after.app?.pantalla.presentado = nil
    // The second rule of presentado-reference off, which its counterexample does not reach.
    var foreign = try rules.input([], then: "net on")
    foreign.step.events.append(
      .ui(.dismissNotItsOwn(.alerta(SystemAlert(permission: .notifications, platform: .ios)))))
    for input in [noSession, answered, unordered, leak, twice, presents, foreign] {
      let (rule, breach) = try #require(Rules.firstBreach(input))
      breaches.append((rule.name, breach))
    }
    breaches.append(
      ("screen-follows-state", Rules.stackBreach("Favoritos", .field(.pantallaFavoritos), [1], [])))
    for (name, b) in breaches {
      out.append(Said(what: "breach \(name)", en: b.words.en, es: b.words.es))
    }
    // A counterexample's comment lines and the check's headline, but the mark.
    for found in counterexamples {
      let en = found.script(in: .en).split(separator: "\n").prefix(3)
      let es = found.script(in: .es).split(separator: "\n").prefix(3)
      for (a, b) in zip(en, es) {
        out.append(
          Said(
            what: "counterexample \(found.rule.name)", en: unmarked(String(a)),
            es: unmarked(String(b))))
      }
      out.append(
        Said(what: "headline \(found.rule.name)", en: found.headline(.en), es: found.headline(.es)))
    }
    // Explore's report.
    var report = Explorer.Report()
    report.violation = Violation(
      seed: 1, step: 2,
      invariant: Words(
        en: "undo did not restore the exact previous world",
        es: "undo no devolvió exactamente el mundo de antes"), script: ["undo"])
    for (a, b) in zip(report.lines(seed: 1, .en), report.lines(seed: 1, .es)) where a != "  undo" {
      out.append(Said(what: "explore", en: a, es: b))
    }
    return out
  }

  static func compare() throws -> [Said] {
    let script = try ScriptReader.read(
      path: KnobExampleTests.root + "examples/05-enlaces-ios-y-android.pdx")
    var out: [Said] = []
    for width in [nil, 100] {
      let en = CompareRenderer.lines(try Comparer().compare(script), width: width)
      let es = CompareRenderer.lines(try Comparer(language: .es).compare(script), width: width)
      out.append(
        Said(
          what: "compare", en: en.joined(separator: "\n"), es: es.joined(separator: "\n")))
    }
    let fresh = Difference(location: nil, command: "launch", items: [])
    out.append(
      Said(
        what: "compare heading", en: CompareRenderer.heading(fresh, .en),
        es: CompareRenderer.heading(fresh, .es)))
    let long = Value.list((1...10).map(Value.int))
    out.append(
      Said(
        what: "compare list", en: CompareRenderer.text(long, other: .list([]), .en),
        es: CompareRenderer.text(long, other: .list([]), .es)))
    return out
  }

  static func pictures() throws -> [Said] {
    var out: [Said] = []
    func both(_ what: String, _ text: (Language) -> String) {
      out.append(Said(what: what, en: text(.en), es: text(.es)))
    }
    both("part") { PictureText.part(1, of: 2, limit: 50_000, $0) }
    both("last part") { PictureText.part(2, of: 2, limit: 50_000, $0) }
    both("part comment") { PictureText.partComment(1, of: 2, $0) }
    both("anywhere") { PictureText.anywhere($0) }
    both("changes beyond five") {
      SequenceDiagram.firstLines(
        (1...7).map { Change(path: StatePath.allCases[$0], old: .int(0), new: .int($0)) }, $0
      ).last!
    }
    // The map: its screens, legend and figure.
    var options = StateSpace.Options()
    options.platforms = [.ios]
    options.depth = 3
    let graphs = (ScreenGraph(options, language: .en), ScreenGraph(options, language: .es))
    var coverage = ScreenGraph.Coverage()
    coverage.screens = [0]
    coverage.outside = ["x"]
    for (a, b) in zip(graphs.0.screens, graphs.1.screens) {
      out.append(Said(what: "screen", en: a, es: b))
    }
    for (a, b) in zip(graphs.0.names, graphs.1.names) {
      out.append(Said(what: "screen name", en: a, es: b))
    }
    let legends = (
      PictureText.legend(
        graphs.0, ScreenMap(graphs.0), coverage: coverage, covered: PictureText.filled),
      PictureText.legend(
        graphs.1, ScreenMap(graphs.1), coverage: coverage, covered: PictureText.green)
    )
    for (a, b) in zip(legends.0, legends.1) { out.append(Said(what: "legend", en: a, es: b)) }
    // A sequence's messages and notes (a refused command's too).
    let script = try PicturesTests.example("06-cerrar-sesion.pdx")
    let runs = Language.allCases.map { language in
      var o = SessionOptions()
      o.language = language
      return SequenceDiagram.of(script, options: o, diagnostic: { _ in }).0.drawn(.all)
    }
    func texts(_ s: SequenceDiagram) -> [String] {
      s.items.flatMap { item -> [String] in
        switch item {
        case .message(_, _, let text, _): [text]
        case .note(_, let lines, _): lines
        case .changes, .failed: []
        }
      }
    }
    for (a, b) in zip(texts(runs[0]), texts(runs[1])) {
      out.append(Said(what: "sequence", en: a, es: b))
    }
    var refused = (SequenceDiagram(language: .en), SequenceDiagram(language: .es))
    let world = Store().world
    var step = Step(number: 1)
    step.rejection = .notRunning
    let ran = RanStep(
      command: "tab lista", location: nil, action: nil, before: world, after: world, step: step)
    refused.0.add(ran)
    refused.1.add(ran)
    for (a, b) in zip(texts(refused.0), texts(refused.1)) {
      out.append(Said(what: "refused", en: a, es: b))
    }
    // The page's words, but the mark.
    both("generated") { unmarked(PageText.generated("w.pdx", $0)) }
    both("index generated") { unmarked(PageText.indexGenerated("examples", $0)) }
    both("index title") { PageText.indexTitle($0) }
    both("how to read") { PageText.howToRead("w.pdx", $0) }
    both("in parts") { PageText.inParts(3, $0) }
    both("refused") { PageText.refused($0) }
    both("stops") { PageText.stops($0) }
    both("failed") { PageText.failed("w.pdx:3", got: "raiz == formulario", $0) }
    both("and more") { PageText.andMore("signup", 3, $0) }
    both("one change") { PageText.changes(1, $0) }
    both("changes") { PageText.changes(20, $0) }
    // The walkthrough's own chrome (`pdx walk`).
    both("walk prompt") { Walkthrough.prompt("!tab lista", language: $0) }
    for (ran, left) in [(1, false), (3, false), (1, true), (2, true)] {
      both("walk ending") {
        Walkthrough.ending(path: "w.pdx", ran: ran, of: 4, left: left, language: $0)[0]
      }
    }
    return out
  }

  static func help() -> [Said] {
    // `help ids` is the events' samples, checked in `events()` (its log lines are the app's own).
    ([nil] + Help.topics.filter { $0 != "ids" }.map { Optional($0) }).map { topic in
      Said(
        what: "help \(topic ?? "")",
        en: Help.lines(for: topic, language: .en).joined(separator: "\n"),
        es: Help.lines(for: topic, language: .es).joined(separator: "\n"))
    }
  }

  static func paths() -> [Said] {
    StatePath.allCases.map { Said(what: "path \($0)", en: $0.meaning(.en), es: $0.meaning(.es)) }
  }

  /// Lines pdx refuses: each error's words.
  static let badLines = [
    "tabb lista", "tab", "tab otro", "\"sin cerrar", "expect raiz ==", "expect nada == 1",
    "expect note nada", "set otro on", "set onchange-initial quizá", "date mañana",
    "undo muchos", "type", "login", "expect raiz == [1", "open", "open 999", "fav pikachuu",
    "scene otra", "expect raiz == conSesion extra", "plist", "system-settings", "net", "graph",
    "expect output contains", "run", "platform windows", "config accounts quizá",
  ]

  static func errors() -> [Said] {
    var out: [Said] = []
    for line in badLines {
      do {
        _ = try Parser.parse(line)
      } catch {
        out.append(Said(what: "error «\(line)»", en: error.words.en, es: error.words.es))
      }
    }
    for text in ["| sin orden\n", "fav 1\n|sin espacio\n", "\u{FF}\n"] {
      do {
        _ = try ScriptReader.parse(Array(text.utf8), path: "x.pdx")
      } catch {
        out.append(Said(what: "script «\(text)»", en: error.words.en, es: error.words.es))
      }
    }
    return out
  }

  /// What a Spanish session prints for a walk through the app and the shell's own commands,
  /// beside the English one (echo lines left out).
  static func session() -> [Said] {
    let lines = [
      "type email ash", "clear password", "submit", "signup ash@kanto.com pikachu", "open 25",
      "tab favoritos", "fav 25", "fav 25", "permission request", "allow", "notify",
      "scene background", "notify", "set report-dismissals off", "tab lista", "back",
      "set report-dismissals on", "logout", "tap-outside", "open-url pokedex://pokemon/999",
      "open-url https://x", "terminate", "open-url pokedex://lista", "undo", "undo 3", "show raiz",
      "tree", "set", "expect raiz == conSesion", "expect note link-lost", "tab otro", "tabb",
      "launch", "restart", "uninstall", "tap-notification", "date 2026-03-01",
    ]
    func run(_ language: Language) -> [String] {
      var options = SessionOptions()
      options.language = language
      let c = Captured(options)
      c.session.start()
      for line in lines { c.session.execute(line, at: nil, script: false) }
      return c.output + c.diag
    }
    return zip(run(.en), run(.es)).map { Said(what: "session", en: $0, es: $1) }
  }

  // MARK: The checks

  @Test("every event, rule, comparison, picture, page, help page, path and error: no English left")
  func nothingLeft() throws {
    let all =
      Self.events() + (try Self.rules()) + (try Self.compare()) + (try Self.pictures())
      + Self.help() + Self.paths() + Self.errors() + Self.session()
    #expect(all.count > 600)
    var left: [String] = []
    for said in all {
      let found = Leftovers.englishWords(said.es)
      if !found.isEmpty { left.append("\(said.what): \(found) in «\(said.es)»") }
    }
    #expect(
      left.isEmpty, "\(left.count) Spanish texts hold English:\n\(left.joined(separator: "\n"))")
  }

  @Test("every Spanish text differs from its English one, unless it is code")
  func everyTextTranslated() throws {
    let all =
      Self.events() + (try Self.rules()) + (try Self.compare()) + (try Self.pictures())
      + Self.help() + Self.paths() + Self.errors()
    var same: [String] = []
    for said in all where said.en == said.es && !Leftovers.isCode(said.en) {
      same.append("\(said.what): «\(said.en)»")
    }
    #expect(
      same.isEmpty, "\(same.count) texts are the same in both:\n\(same.joined(separator: "\n"))")
  }

  @Test("the check finds English in Spanish, and leaves code, paths, values and quotes alone")
  func theCheckItself() {
    #expect(Leftovers.englishWords("el enlace is lost") == ["is"])
    #expect(Leftovers.englishWords("the link, already handled.") == ["the", "already"])
    #expect(Leftovers.englishWords("raiz es conSesion (set onchange-initial off)").isEmpty)
    #expect(Leftovers.englishWords("`pdx graph x --detail all` dibuja «Is it the one?»").isEmpty)
    #expect(Leftovers.englishWords("\"the text\" y delegado.enlacePendiente").isEmpty)
    #expect(Leftovers.englishWords("\"sin cerrar is the rest") == ["is", "the"])
    #expect(Leftovers.isCode("set onchange-initial off"))
    #expect(Leftovers.isCode("DelegadoDeNotificaciones.didReceive"))
    #expect(!Leftovers.isCode("the link is lost"))
  }

  /// A line without the mark that makes it pdx's.
  static func unmarked(_ line: String) -> String {
    for mark in [
      Counterexample.mark, WrittenKind.spanishCounterexampleMark, Page.mark,
      WrittenKind.spanishPageMark,
    ]
    where line.hasPrefix(mark) {
      return String(line.dropFirst(mark.count))
    }
    return line
  }
}

/// How a Spanish text is read for English left in it: its words outside code.
enum Leftovers {
  /// Words no Spanish sentence has. Words both languages share or that name code (`no`, `a`,
  /// `on`, `off`, `all`, `set`) are not here.
  static let englishOnly: Set<String> = [
    "the", "is", "are", "was", "were", "be", "been", "being", "not", "with", "without",
    "already", "and", "of", "to", "from", "this", "that", "these", "those", "which", "when",
    "where", "what", "who", "why", "how", "there", "here", "has", "have", "had", "does", "did",
    "doesn't", "isn't", "can't", "cannot", "only", "every", "each", "any", "but", "or", "it",
    "its", "an", "by", "at", "after", "before", "into", "than", "more", "you", "your", "can",
    "will", "would", "should", "must", "then", "they", "their", "them", "for", "in", "if",
    "so", "yet", "still", "again", "also", "while", "because", "out", "one", "two", "just",
    "first", "last", "next", "shows", "says", "same", "other", "could",
  ]

  /// The words of `text` that only English has, outside code.
  static func englishWords(_ text: String) -> [String] {
    prose(text).filter { englishOnly.contains($0) }
  }

  /// Whether `text` is code only: no word of prose outside what pdx and the app name (a name
  /// with a capital, such as Pikachu or Bulbasaur, is a name; the app's dialog title is its own).
  static func isCode(_ text: String) -> Bool {
    let appless = text.replacingAll(Presentado.logoutTitle, with: "")
    return prose(appless, keepingNames: false).allSatisfy { codeWords.contains($0) }
  }

  /// Words that are code: commands and their words, knobs and their values, the app's values
  /// and fields, and `ficha`, the lessons' name for a detail screen in either language.
  static let codeWords: Set<String> = {
    var words: Set<String> = [
      "true", "false", "nil", "ui", "log", "construido", "ficha", "sesion", "task", "initial",
    ]
    for path in StatePath.allCases {
      words.formUnion(path.name.split(separator: ".").map { $0.lowercased() })
    }
    words.formUnion(Catalog.all.map(\.slug))
    for values in [
      Plataforma.allCases.map(\.rawValue), ScenePhase.allCases.map(\.rawValue),
      PermissionStatus.allCases.map(\.rawValue), Permission.allCases.map(\.rawValue),
      Tema.allCases.map(\.rawValue), Pestana.allCases.map(\.rawValue),
      ModoFormulario.allCases.map(\.rawValue), FormField.allCases.map(\.rawValue),
      Branch.allCases.map(\.rawValue),
    ] {
      words.formUnion(values.map { $0.lowercased() })
    }
    for spec in CommandTable.all {
      words.insert(spec.name)
      for form in spec.forms {
        for slot in form.slots {
          switch slot {
          case .word(let w): words.insert(w)
          case .arg(_, .choice(let ws)), .optional(_, .choice(let ws)): words.formUnion(ws)
          default: break
          }
        }
      }
    }
    for knob in Knob.allCases { words.formUnion([knob.name] + knob.values) }
    words.formUnion(["push", "pop", "replace", "present", "dismiss", "backend", "launch"])
    return words
  }()

  /// The lowercase words of prose in `text`: what is quoted (`…`, «…», "…") is left out, and so
  /// is every word that is code (holding a digit, a dot, a hyphen, an underscore, a slash or
  /// other punctuation inside; or a capital past its first letter: camelCase, CAPITALS).
  static func prose(_ text: String, keepingNames: Bool = true) -> [String] {
    // A quoted span is left out only when it closes: a lone quote hides nothing.
    let closers: [Character: Character] = ["`": "`", "«": "»", "\"": "\""]
    let characters = Array(text)
    var plain = ""
    var i = 0
    while i < characters.count {
      if let closer = closers[characters[i]],
        let end = characters[(i + 1)...].firstIndex(of: closer)
      {
        i = end + 1
        plain.append(" ")
        continue
      }
      plain.append(characters[i])
      i += 1
    }
    // What opens a word and what closes it; a parenthesis inside (`restaurar()`) is code.
    let opens: Set<Character> = ["(", "[", "{", "¿", "¡", "*", "—", "–"]
    let closes: Set<Character> = [".", ",", ";", ":", "!", "?", ")", "]", "}", "…", "*"]
    return plain.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).compactMap {
      token -> String? in
      let word = String(
        token.drop(while: opens.contains).reversed().drop(while: closes.contains).reversed())
      guard !word.isEmpty,
        word.allSatisfy({ $0.isLetter || $0 == "'" }),
        !word.dropFirst().contains(where: \.isUppercase),
        keepingNames || word.first?.isLowercase == true
      else { return nil }
      return word.lowercased()
    }
  }
}
