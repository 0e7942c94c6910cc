import PokedexCore
import Testing

@testable import PdxLanguage
@testable import PdxRunner

/// Every event's sentence, exactly, in English and in Spanish: a golden table, one sample per
/// id (EventSamples), compared byte for byte and rewritten only with PDX_UPDATE_GOLDEN=1. A
/// Spanish sentence that says the wrong thing changes this file, where a test that Spanish
/// merely differs from English would not see it.
@Suite("Each event's sentence, pinned in both languages")
struct EventSentencesGoldenTests {
  @Test("the table of every event id's English and Spanish sentence is the golden one")
  func table() {
    let rows = zip(EventSamples.rows(.en), EventSamples.rows(.es))
    var text = ""
    for (en, es) in rows {
      #expect(en.kind == es.kind && en.id == es.id)
      text += "\(en.kind) \(en.id)\n  en: \(en.text)\n  es: \(es.text)\n"
    }
    Golden.check("event-sentences.txt", text)
  }

  @Test("a pop by the back button and one by the edge swipe say which, in both languages")
  func backButtonOrSwipe() {
    let button = UIEvent.popByUser(.lista, 25, button: true)
    let swipe = UIEvent.popByUser(.lista, 25, button: false)
    #expect(Language.en.text(button) == "pop lista #25 Pikachu (by the user: back button)")
    #expect(Language.en.text(swipe) == "pop lista #25 Pikachu (by the user: edge swipe)")
    #expect(
      Language.es.text(button) == "quita #25 Pikachu de lista (el usuario: botón de retroceso)")
    #expect(
      Language.es.text(swipe) == "quita #25 Pikachu de lista (el usuario: gesto desde el borde)")
  }
}
