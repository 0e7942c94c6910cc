/// What a question about a path can offer (`pdx walk --predict`): every value of the type the
/// path reads, when that type has a few.
package enum PathChoices: Sendable, Equatable {
  /// Every value the path can take but nil (whether it can be nil is `nullable`).
  case every([Value], nullable: Bool)
  /// Too many values to offer them all: text, numbers, lists.
  case open

  /// Every case of the enum `field` reads (`Tema`: sistema, claro, oscuro): the choices come
  /// from the field's type, so two paths that read one type offer the same values.
  /// `nullable`: the path is nil where the field's screen is not built (`contenido.tema`).
  static func of<E: CaseIterable & RawRepresentable>(
    _ field: KeyPath<World, E>, nullable: Bool = false
  ) -> PathChoices where E.RawValue == String {
    .every(E.allCases.map { .symbol($0.rawValue) }, nullable: nullable)
  }

  /// The same, for a field that is nil where the app does not run (or has no such screen).
  static func of<E: CaseIterable & RawRepresentable>(_ field: KeyPath<World, E?>) -> PathChoices
  where E.RawValue == String {
    .every(E.allCases.map { .symbol($0.rawValue) }, nullable: true)
  }

  static func of(_ field: KeyPath<World, Bool>) -> PathChoices { bool }

  static func of(_ field: KeyPath<World, Bool?>) -> PathChoices {
    .every([.bool(true), .bool(false)], nullable: true)
  }

  /// True or false, for a path that reads a condition rather than a field.
  static let bool = PathChoices.every([.bool(true), .bool(false)], nullable: false)
}
