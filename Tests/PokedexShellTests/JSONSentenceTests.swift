import Foundation
import PokedexCore
import Testing

@testable import PdxLanguage
@testable import PdxRender
@testable import PdxRunner

/// A JSON step says each ui line and note twice, in `ui`/`notes` and in its object in `events`
/// (docs/reference.md §4.3): the sentence is made once and copied, and an action's sentence is
/// written without a String in between. Both must read as the phrasebook's sentence, escaped
/// where JSON must be.
@Suite("JSON's shared sentences")
struct JSONSentenceTests {
  /// Every ui line and note of the samples, and a banner whose title holds a quote and an ESC
  /// (its sentence goes through JSON's escapes).
  static var step: Step {
    var step = Step(number: 1)
    step.events.append(.action(EventSamples.action(.launch)))
    step.events.append(.action(.plistAdd(key: "a\"b\u{1B}")))
    for id in UIEvent.ID.allCases { step.events.append(.ui(EventSamples.ui(id))) }
    step.events.append(.ui(.banner(title: "say \"hi\"\u{1B}\u{85}", .ios)))
    for id in Note.ID.allCases { step.events.append(.note(EventSamples.note(id))) }
    return step
  }

  @Test("each ui line's and note's text in events is its sentence, as in the ui and notes arrays")
  func sharedSentencesAgree() throws {
    let step = Self.step
    for language in Language.allCases {
      let json = JSONRenderer.render(step, command: "c", source: nil, language: language)
      let object = try #require(
        JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(json)")
      let ui = step.ui.map(language.text)
      let notes = step.notes.map(language.text)
      #expect(object["ui"] as? [String] == ui)
      #expect(object["notes"] as? [String] == notes)
      let events = try #require(object["events"] as? [[String: Any]])
      #expect(events.compactMap { $0["text"] as? String } == ui + notes)
      let actions = try #require(object["actions"] as? [[String: Any]])
      #expect(
        actions.compactMap { $0["action"] as? String }
          == step.actions.compactMap { $0.action.map(language.text) })
      // The title's ESC and C1 control are shown as text, never written raw.
      #expect(!json.utf8.contains(0x1B))
      #expect(!json.contains("\u{85}"))
    }
  }
}
