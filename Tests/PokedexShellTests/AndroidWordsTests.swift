import PdxRender
@_spi(Internals) import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxLanguage
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxTeaching

/// Android is not iOS (issue 27, docs/reference.md §5.6): on Android the knobs that stand for
/// iOS code are refused, and nothing pdx prints names an iOS API.
@Suite("Android's words")
struct AndroidWordsTests {
  /// What names an iOS API (Apple's frameworks, the iOS target's Info, the keychain): none of
  /// these may appear in an action, note, ui line, log line, rejection or warning on Android.
  static let iosNames = [
    "iOS", "UIKit", "SwiftUI", "UNUserNotificationCenter", "willPresent", "didReceive",
    "onChange", ".task", "onOpenURL", ".transition", "@MainActor", "MainActor",
    "requestAuthorization", "scenePhase", "confirmationDialog", "presentationControllerDidDismiss",
    "didMove", "NSCameraUsageDescription", "Info.plist", "plutil", "preferredColorScheme",
    "Llavero", "keychain", "Screen Time", "Tiempo de uso", "Xcode",
  ]

  /// The lines a check of Android explores, and more: every knob at every value, the
  /// restrictions, the Info's commands, the camera, the settings, a broken link.
  static let lines =
    Alphabet.standardLines
    + Knob.allCases.flatMap { knob in knob.values.map { "set \(knob.name) \($0)" } }
    + [
      "system-settings restrictions on", "system-settings camera on", "permission request camera",
      #"plist add NSCameraUsageDescription "Para escanear el acta del partido""#,
      "plist remove NSCameraUsageDescription", "settings tema oscuro",
      "settings favoritosPorNumero on", "config accounts off", "date 2026-02-01",
      "open-url pokedex://pokemon/999",
    ]

  /// Every text an Android world prints within `depth` commands of a fresh one (with and
  /// without accounts), in `language`.
  static func texts(depth: Int, _ language: Language) -> Set<String> {
    let actions: [UserAction] = lines.compactMap { line in
      guard case .action(let action)? = (try? Parser.parse(line))?.invocation else { return nil }
      return action
    }
    #expect(actions.count == lines.count)
    var texts = Set<String>()
    func collect(_ step: Step) {
      for event in step.events {
        switch event {
        // A change is a path and values; the plist's own line and its notes about a key quote
        // the key the user typed; `info-ios-target` is there to say the Info is iOS's.
        case .change, .action(.plistAdd), .action(.plistRemove), .note(.infoHasNoKey),
          .note(.infoAlreadyHasValue), .note(.infoIOSTarget):
          continue
        default: texts.insert(language.text(event))
        }
      }
      if let rejection = step.rejection { texts.insert(language.text(rejection)) }
      for warning in step.warnings { texts.insert(language.text(warning)) }
    }
    var frontier: [World] = []
    var seen = Set<World>()
    for accounts in [true, false] {
      let store = Store(platform: .android, hayCuentas: accounts)
      collect(store.launchStep)
      frontier.append(store.world)
      seen.insert(store.world)
    }
    for _ in 0..<depth {
      var next: [World] = []
      for world in frontier {
        for action in actions {
          let t = Transition(from: world, action)
          collect(t.step)
          if seen.insert(t.world).inserted { next.append(t.world) }
        }
      }
      frontier = next
    }
    return texts
  }

  @Test(
    "nothing printed on Android names an iOS API, in English or in Spanish",
    arguments: Language.allCases)
  func noIOSNames(_ language: Language) {
    let texts = Self.texts(depth: 3, language)
    #expect(texts.count > 100)
    // A knob of iOS refused on Android says where it exists, by the platform's name.
    let sendsToIOS = ["platform ios first", "primero platform ios"]
    for text in texts.sorted() where !sendsToIOS.contains(where: text.hasSuffix) {
      for name in Self.iosNames where text.contains(name) {
        Issue.record("on Android, «\(text)» names \(name)")
      }
    }
  }

  @Test(
    "the knobs that stand for iOS code are refused on Android, as will-present is; the guard at the root and the permission asked at launch are both platforms'"
  )
  func iosKnobsRefused() {
    for knob in [
      Knob.onchangeInitial, .delegateInstall, .reportDismissals, .mainActor, .willPresent,
      .resetLink, .nilBeforeDismiss, .ios, .didMoveToParent, .presentationDidDismiss, .stackHelper,
      .rootTransition, .switchTab, .themeAtRoot, .sceneInitial, .presentadoReference,
    ] {
      var store = Store(platform: .android)
      let step = store.send(.set(knob, faithful: false))
      #expect(step.rejection == .knobOtherPlatform(knob, only: .ios, current: .android))
      #expect(store.world.knobs[knob])
    }
    // Lesson 000: «RaizConSesion.swift es el gemelo del guardián de Android»; lesson 003: «En
    // Android esto es el botón que pedía POST_NOTIFICATIONS».
    for knob in [Knob.onNewIntent, .guardAtRoot, .requestPermission] {
      var store = Store(platform: .android)
      #expect(store.send(.set(knob, faithful: false)).rejection == nil, "\(knob)")
      #expect(!store.world.knobs[knob], "\(knob)")
    }
  }

  @Test("on Android the permission asked at launch is POST_NOTIFICATIONS, in both languages")
  func permissionAtLaunchOnAndroid() {
    var store = Store(platform: .android)
    _ = store.send(.set(.requestPermission, faithful: false))
    _ = store.send(.terminate)
    let step = store.send(.launch)
    let asked = step.events.compactMap { event -> ActionEvent? in
      if case .action(let a) = event, case .requestAtLaunch = a { a } else { nil }
    }
    #expect(asked == [.requestAtLaunch(.android)])
    #expect(
      asked.map { Language.en.text(.action($0)) }
        == ["the app opens: asks for POST_NOTIFICATIONS (notifications)"])
    #expect(
      asked.map { Language.es.text(.action($0)) }
        == ["la app se abre: pide POST_NOTIFICATIONS (notificaciones)"])
    #expect(store.world.app?.alerta != nil)
  }
}
