import PdxLanguage
import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxExplore
@testable import PdxRunner
@testable import PdxSession

/// The rules the lessons' named mistakes break (docs/reference.md §7.2): each one broken by its
/// knob on a given way there, with its words in both languages and an `expect` that fails when
/// the way is replayed; the same way at the lesson's fix breaks nothing.
@Suite("The rules of the lessons' named mistakes")
struct LessonMistakeRulesTests {
  struct Case {
    var knob: Knob
    var lines: [String]
    var rule: String
    var en: String
    var es: String
    var expect: String
  }

  static let cases: [Case] = [
    Case(
      knob: .guardAtRoot, lines: ["restart"], rule: "content-needs-session",
      en: "ContentView is built while accounts are configured and there is no session",
      es: "ContentView está construida con cuentas configuradas y sin sesión",
      expect: "expect contenido == nil"),
    Case(
      knob: .rootTransition, lines: ["signup ash@kanto.com pikachu"], rule: "guard-fades",
      en: "the guard cut from one screen to the other, with no fade",
      es: "el guardián pasó de una pantalla a otra con un corte seco, sin fundido",
      expect: "expect ui fade"),
    Case(
      knob: .switchTab,
      lines: ["signup ash@kanto.com pikachu", "tab favoritos", "tap-notification"],
      rule: "tap-handled-or-waiting",
      en: "the tapped pokedex://pokemon/1 was handled, but its detail is not on screen: the"
        + " selected tab is still favoritos",
      es: "el toque en pokedex://pokemon/1 se atendió, pero su ficha no se ve: la pestaña"
        + " seleccionada sigue siendo favoritos",
      expect: "expect contenido.pestana == lista"),
    Case(
      knob: .switchTab,
      lines: ["signup ash@kanto.com pikachu", "tab ajustes", "open-url pokedex://pokemon/4"],
      rule: "external-link-handled-lost-or-waiting",
      en: "pokedex://pokemon/4 was handled, but its detail is not on screen: the selected tab is"
        + " still ajustes",
      es: "pokedex://pokemon/4 se atendió, pero su ficha no se ve: la pestaña seleccionada sigue"
        + " siendo ajustes",
      expect: "expect contenido.pestana == lista"),
    Case(
      knob: .themeAtRoot, lines: ["signup ash@kanto.com pikachu", "settings tema oscuro"],
      rule: "theme-on-every-tab",
      en: "Ajustes chose tema oscuro, and ContentView's root paints sistema: only the Ajustes"
        + " tab shows it",
      es: "Ajustes eligió el tema oscuro, y la raíz de ContentView pinta sistema: solo la"
        + " pestaña Ajustes lo enseña",
      expect: "expect contenido.tema == oscuro"),
    // Nothing pending before: the reminder should be today's.
    Case(
      knob: .sceneInitial,
      lines: ["permission request", "allow", "signup ash@kanto.com pikachu"],
      rule: "reminder-on-appear",
      en: "ContentView appeared with the scene active and permission, and did not schedule the"
        + " reminder",
      es: "ContentView apareció con la escena activa y con permiso, y no programó el"
        + " recordatorio",
      expect: "expect recordatorio.enlace == \"pokedex://pokemon/1\""),
    // Today's reminder pending from before: programar() would have said it replaced it.
    Case(
      knob: .sceneInitial,
      lines: [
        "signup ash@kanto.com pikachu", "permission request", "allow", "restart",
      ],
      rule: "reminder-on-appear",
      en: "ContentView appeared with the scene active and permission, and did not schedule the"
        + " reminder",
      es: "ContentView apareció con la escena activa y con permiso, y no programó el"
        + " recordatorio",
      expect: "expect note reminder-replaced"),
    Case(
      knob: .requestPermission, lines: ["restart"], rule: "permission-asked-by-the-user",
      en: "the system asked for a permission before the user pressed any button",
      es: "el sistema pidió un permiso antes de que el usuario pulsara ningún botón",
      expect: "expect dialogo == nil"),
    Case(
      knob: .presentadoReference,
      lines: ["signup ash@kanto.com pikachu", "logout", "confirm"],
      rule: "one-dismissal-per-presentation",
      en: "the reconciler asked UIKit to dismiss again during the animation",
      es: "el reconciliador volvió a pedirle el cierre a UIKit durante la animación",
      expect: "!expect ui dismiss-again-refused"),
    Case(
      knob: .presentadoReference,
      lines: ["net slow", "signup ash@kanto.com pikachu", "permission request", "net on"],
      rule: "dismisses-only-its-own",
      en: "the reconciler asked UIKit to dismiss the system's alert, which it did not present",
      es: "el reconciliador le pidió a UIKit que cerrara la alerta del sistema, que no presentó"
        + " él",
      expect: "!expect ui dismiss-not-its-own"),
  ]

  /// The first rule each step of `lines` breaks, from a fresh iOS world with `knob` at `faithful`.
  func breach(_ knob: Knob, faithful: Bool, _ lines: [String]) throws -> (Rule, Breach)? {
    var store = Store()
    #expect(store.send(.set(knob, faithful: faithful)).rejection == nil)
    for line in lines {
      guard case .action(let action)? = try Parser.parse(line)?.invocation else {
        Issue.record("\(line) is not an action")
        return nil
      }
      let before = store.world
      let step = store.send(action)
      #expect(step.rejection == nil, "\(line)")
      let input = RuleInput(
        before: before, after: store.world, action: action, step: step,
        shown: Secrets.masked(line), passwords: ["pikachu"])
      if let found = Rules.firstBreach(input) { return found }
    }
    return nil
  }

  @Test("each named mistake breaks its rule, said in both languages, at the way's last step")
  func broken() throws {
    for c in Self.cases {
      let (rule, breach) = try #require(try breach(c.knob, faithful: false, c.lines), "\(c.rule)")
      #expect(rule.name == c.rule)
      #expect(rule.brokenBy.contains(c.knob), "\(c.rule)")
      #expect(breach.words.en == c.en && breach.words.es == c.es, "\(c.rule)")
      #expect(breach.expect == c.expect, "\(c.rule)")
      #expect(try self.breach(c.knob, faithful: true, c.lines) == nil, "\(c.rule) at the fix")
    }
  }

  @Test("the breach's expect fails where the way is replayed, and holds at the lesson's fix")
  func expectFailsOnReplay() {
    for c in Self.cases {
      for faithful in [false, true] {
        let session = Session(sink: .discard, diagnostic: { _ in })
        session.start()
        let set = "set \(c.knob.name) \(c.knob.word(faithful: faithful))"
        var failed: String?
        for line in [set] + c.lines + [c.expect] {
          if case .failed = session.execute(line, script: true) {
            failed = line
            break
          }
        }
        #expect(failed == (faithful ? nil : c.expect), "\(c.rule), faithful \(faithful)")
      }
    }
  }
}
