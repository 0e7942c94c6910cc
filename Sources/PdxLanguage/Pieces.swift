import PdxText
import PokedexCore

// The pieces both phrasebooks (English, Spanish) put in their sentences: how a link, a switch,
// the app's text and a value read inside one.

/// A link as a sentence shows it: visible, and `«»` when it is empty.
func shownURL(_ url: String) -> String { url.isEmpty ? "«»" : Quoting.visible(url) }

/// A tab as the TabView titles it (the app's own words): `Pokédex`, `Favoritos`, `Ajustes`.
func tabTitle(_ tab: Pestana) -> String {
  switch tab {
  case .lista: "Pokédex"
  case .favoritos: "Favoritos"
  case .ajustes: "Ajustes"
  }
}

/// `on` or `off`.
func onOff(_ on: Bool) -> String { on ? "on" : "off" }

/// `«text»`: the app's text inside a sentence (a title, a message), whole. What it may hold of
/// the user's (a link in a notification's title) the core made visible already; the output's
/// writer escapes what is left.
package func guillemets(_ text: String) -> String { "«" + text + "»" }

/// A text as a Swift literal (`"x"`), or `nil`.
func literal(_ text: String?) -> String { text.map { Value.string($0).description } ?? "nil" }

extension OutputBuffer {
  /// Two pieces of a line: a fixed word and a value.
  @inline(__always)
  mutating func append(_ head: StaticString, _ tail: String) {
    append(head)
    append(tail)
  }

  @inline(__always)
  mutating func append(_ head: String, _ tail: String) {
    append(head)
    append(tail)
  }
}

/// A permission as prose names it (`notificaciones`, `cámara`): the command's word
/// (`permission request camera`) is code, the sentence's is the language's.
package func permissionName(_ permission: Permission, _ language: Language) -> String {
  switch (permission, language) {
  case (.notifications, .en): "notifications"
  case (.camera, .en): "camera"
  case (.notifications, .es): "notificaciones"
  case (.camera, .es): "cámara"
  }
}

/// A platform as prose names it, a proper noun (`iOS`, `Android`); `platform ios` is code.
public func platformName(_ platform: Plataforma) -> String {
  switch platform {
  case .ios: "iOS"
  case .android: "Android"
  }
}
