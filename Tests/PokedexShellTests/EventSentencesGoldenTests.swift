import PokedexCore
import Testing

@testable import PokedexShell

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
}
