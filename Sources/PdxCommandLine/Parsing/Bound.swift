/// An option of the command line and what it does to `Target` (a subcommand, or the global
/// options): each is named once, in its owner's table (`Subcommand.options`,
/// `GlobalOptions.table`), with the property its value sets. The row of the table that helps,
/// the man page and the completions show is made from these, so an option cannot be shown and
/// not read, nor read and not shown.
struct Bound<Target>: Sendable {
  let option: CLIOption
  let effect: Effect

  enum Effect: Sendable {
    /// Sets the target from the option's value (checked there: a wrong one throws).
    case set(@Sendable (inout Target, OptionValue) throws(InvocationError) -> Void)
    /// Stops reading the line: pdx does this instead of a subcommand (`--help`).
    case stop(Parsed.Action)
  }

  /// The option given `value`, applied to `target`: what pdx does instead, for an option that
  /// stops the line.
  func apply(to target: inout Target, _ value: OptionValue) throws(InvocationError)
    -> Parsed.Action?
  {
    switch effect {
    case .set(let set):
      try set(&target, value)
      return nil
    case .stop(let action):
      return action
    }
  }

  /// A flag that turns a property on.
  static func flag(_ option: CLIOption, _ field: WritableKeyPath<Target, Bool> & Sendable)
    -> Bound
  {
    Bound(option: option, effect: .set { target, _ in target[keyPath: field] = true })
  }

  /// An option whose value, read by `read`, goes to a property.
  static func value<V>(
    _ option: CLIOption, _ field: WritableKeyPath<Target, V> & Sendable,
    _ read: @escaping @Sendable (OptionValue) throws(InvocationError) -> V
  ) -> Bound {
    Bound(
      option: option,
      effect: .set { target, v throws(InvocationError) in target[keyPath: field] = try read(v) })
  }

  /// An option whose value is the text given.
  static func text(_ option: CLIOption, _ field: WritableKeyPath<Target, String?> & Sendable)
    -> Bound
  {
    value(option, field) { $0.text }
  }

  /// One of an enum's cases, by its raw value, among the option's choices (a test holds every
  /// choice to a case).
  static func choice<E: RawRepresentable & Sendable>(
    _ option: CLIOption, _ field: WritableKeyPath<Target, E> & Sendable
  ) -> Bound where E.RawValue == String {
    value(option, field) { v throws(InvocationError) in
      guard let chosen = E(rawValue: try v.choice()) else { throw v.unread }
      return chosen
    }
  }

  /// The same, for a property that is nil until the option is given.
  static func choice<E: RawRepresentable & Sendable>(
    _ option: CLIOption, _ field: WritableKeyPath<Target, E?> & Sendable
  ) -> Bound where E.RawValue == String {
    value(option, field) { v throws(InvocationError) in
      guard let chosen = E(rawValue: try v.choice()) else { throw v.unread }
      return chosen
    }
  }

  /// An option that sets the target its own way (adds to a list, reads two properties).
  static func custom(
    _ option: CLIOption,
    _ set: @escaping @Sendable (inout Target, OptionValue) throws(InvocationError) -> Void
  ) -> Bound {
    Bound(option: option, effect: .set(set))
  }

  /// An option that replaces the subcommand: pdx does `action` instead.
  static func stop(_ option: CLIOption, _ action: Parsed.Action) -> Bound {
    Bound(option: option, effect: .stop(action))
  }
}

extension Array {
  /// The option of the table spelt `spelling`. By index: the parser is generic over the
  /// subcommand, and a search through the array's own iterator would make the runtime look up
  /// the iterator's types at every start.
  func bound<Target>(_ spelling: String) -> Bound<Target>? where Element == Bound<Target> {
    for i in 0..<count where self[i].option.spellings.contains(spelling) { return self[i] }
    return nil
  }
}
