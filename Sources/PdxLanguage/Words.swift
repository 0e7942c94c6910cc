/// A sentence pdx says in its own words — an error about a line, a help text, a report's
/// chrome — in every language it speaks (docs/reference.md §4.11). Both are written where the
/// sentence is made, side by side: the initializer takes both, so one cannot be missing, and
/// the edge picks the session's (`words(language)`). The events of a step, which are values
/// with ids, have their phrasebooks instead (`English`, `Spanish`).
public struct Words: Sendable, Equatable, CustomStringConvertible {
  public let en: String
  public let es: String

  public init(en: String, es: String) {
    self.en = en
    self.es = es
  }

  /// The same text in every language (a command's synopsis, a path).
  public init(_ same: String) { self.init(en: same, es: same) }

  public func callAsFunction(_ language: Language) -> String {
    switch language {
    case .en: en
    case .es: es
    }
  }

  /// English, where no language is at hand (a test's message, a debugger).
  public var description: String { en }

  public static func + (a: Words, b: Words) -> Words { Words(en: a.en + b.en, es: a.es + b.es) }
  public static func + (a: Words, b: String) -> Words { Words(en: a.en + b, es: a.es + b) }
  public static func + (a: String, b: Words) -> Words { Words(en: a + b.en, es: a + b.es) }

  /// ` (did you mean X?)`, or nothing.
  public static func didYouMean(_ hint: String?) -> Words {
    hint.map { Words(en: " (did you mean \($0)?)", es: " (¿querías decir \($0)?)") } ?? Words("")
  }
}
