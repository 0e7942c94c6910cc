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

/// `«sentence»`: a lesson's sentence quoted in one of pdx's, its own «» made “ ” (a quote
/// inside a quote, as Spanish writes it): «En iOS 26 el botón “Cancelar” no se dibuja…».
public func quotedSentence(_ sentence: String) -> String {
  "«" + sentence.replacing("«", with: "“").replacing("»", with: "”") + "»"
}

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

/// A permission's state as a sentence says it: in Spanish the lesson's word with the API value
/// beside it (`denegado (denied)`, lesson 003's «concedido», «denegado», «aún no se le ha
/// preguntado», «autorización de prueba»); in English the API value, which is English.
package func statusName(_ status: PermissionStatus, _ language: Language) -> String {
  switch (status, language) {
  case (_, .en): status.rawValue
  case (.notDetermined, .es): "sin preguntar (notDetermined)"
  case (.denied, .es): "denegado (denied)"
  case (.authorized, .es): "concedido (authorized)"
  case (.provisional, .es): "de prueba (provisional)"
  }
}

/// A kind of event (`note`, `ui`, `log`, `action`, `error`, `warning`, the word `expect` takes)
/// as a Spanish sentence names it, with its article: `una nota`, `ninguna línea de consola`.
/// The kind itself is code and goes beside it where a student types it.
package enum SpanishEventKind {
  /// The noun and whether it is feminine; nil for a word that is no kind.
  package static func noun(_ kind: String) -> (noun: String, feminine: Bool)? {
    switch kind {
    case "note": ("nota", true)
    case "ui": ("línea ui", true)
    case "log": ("línea de consola", true)
    case "action": ("acción", true)
    case "error": ("error", false)
    case "warning": ("advertencia", true)
    default: nil
    }
  }

  /// `una nota`, `un error`.
  package static func a(_ kind: String) -> String {
    guard let (noun, feminine) = noun(kind) else { return kind }
    return (feminine ? "una " : "un ") + noun
  }

  /// `ninguna nota`, `ningún error`.
  package static func none(_ kind: String) -> String {
    guard let (noun, feminine) = noun(kind) else { return "ningún " + kind }
    return (feminine ? "ninguna " : "ningún ") + noun
  }
}
