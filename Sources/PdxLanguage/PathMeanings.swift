import PokedexCore

extension StatePath {
  /// What the path means, in `language` (docs/reference.md §3, §4.11): its row says it in
  /// English (`doc`, which the README's and the reference's tables show) and in Spanish, for
  /// what shows a path's meaning to a student (help, completion). The path's name and its
  /// values are the same in every language.
  public func meaning(_ language: Language) -> String {
    switch language {
    case .en: doc
    case .es: spanish
    }
  }
}
