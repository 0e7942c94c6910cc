/// The course's lessons pdx models (their texts are the course's; docs/reference.md names
/// them): what a knob's pitfall, a rule or a walkthrough comes from. Named once, here.
public enum Lesson: String, CaseIterable, Sendable {
  case laPuertaYLaCuenta = "000"
  case delAvisoALaFicha = "001"
  case permisos = "003"
  case navegacionEnUIKit = "004"

  /// The lesson's title, as the course writes it (the same in every language).
  public var title: String {
    switch self {
    case .laPuertaYLaCuenta: "La puerta y la cuenta en iOS"
    case .delAvisoALaFicha: "Del aviso a la ficha, en iOS"
    case .permisos: "Permisos en iOS"
    case .navegacionEnUIKit: "Navegación en UIKit dirigida por el estado"
    }
  }

  /// `000 «La puerta y la cuenta en iOS»`: its number, then its title in guillemets (a title
  /// inside a sentence reads as one), as the output names it.
  public var numbered: String { rawValue + " «" + title + "»" }
}
