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

  /// Made by the command table's secret slots and the password prompt: `package`, so nothing
  /// outside pdx's own modules makes one.
  package init(_ text: String) { self.text = text }

  /// The password itself. Named so that every use is easy to find.
  public var revealed: String { text }

  public var description: String { Secret.mask }
  public var debugDescription: String { "Secret(\(Secret.mask))" }
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

  /// What a secret shows of itself.
  public static let mask = "******"
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
