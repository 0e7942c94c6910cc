/// A password, from the moment the command table reads a slot it marks secret (docs/reference.md
/// §6.1). It prints as `******` however it is printed (`description`, `debugDescription`,
/// `dump`); its text is reached only through `revealed`, where the app must check it (the
/// form's field, the backend) and where `save` writes the line that replays it.
///
///     let s = Secret("pikachu")
///     "\(s)"        // "******"
///     s.revealed    // "pikachu"
public struct Secret: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  private let text: String

  /// Made by the command table's secret slots and the password prompt: pdx's own modules make
  /// a secret only there.
  package init(_ text: String) { self.text = text }

  /// A password that a program driving the core already holds (its user typed it into that
  /// program's own field): wrapped at once, so that nothing the core records prints it.
  ///
  ///     store.send(.signup(email: "ash@kanto.com", password: Secret(password: "pikachu")))
  public init(password: String) { self.text = password }

  /// The password itself. Named so that every use is easy to find.
  public var revealed: String { text }

  public var description: String { Secret.mask }
  public var debugDescription: String { "Secret(\(Secret.mask))" }
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

  /// What a secret shows of itself.
  package static let mask = "******"
}

/// What `type` types into a field: an email's text, or a password (a secret).
public enum FieldText: Sendable, Equatable {
  case email(String)
  case password(Secret)

  public var field: FormField {
    switch self {
    case .email: .email
    case .password: .password
    }
  }
}
