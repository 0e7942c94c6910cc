/// A state path (docs/reference.md §3): a name of the lessons' identifiers (`contenido.pestana`)
/// for one thing the state shows. It drives `show`, `expect`, diffs and completion.
///
/// A path is a field of the world's (`StatePath.Field`) or a knob's (`knobs.` and its name in
/// camel case: a new knob has its path with no edit here). A field is declared here, in the
/// order `show` prints the fields; in `StatePath+Rows.swift`, its row (its name, its meaning in
/// English and Spanish, the fields it reads, the values it can take, whether it is text) and
/// how it reads a world: exhaustive switches, so the compiler asks for each.
public enum StatePath: Hashable, Sendable {
  /// A field of the world's.
  case field(Field)
  /// A knob's setting.
  case knob(Knob)

  /// The world's fields a path reads, in display order: their rows, each with its name, are in
  /// `StatePath+Rows.swift`. The knobs' paths print after `registro` (`knobsFollow`). The raw
  /// value is the field's place among the fields: equal and hashed as a number.
  public enum Field: Int, CaseIterable, Sendable {
    case dispositivoPlataforma
    case dispositivoInstalada
    case dispositivoLlaveroSesion
    case dispositivoRestricciones
    case appEnMarcha
    case appEscena
    case configHayCuentas
    case hayCuentas
    case authComprobando
    case authSesion
    case appEnVuelo
    case raiz
    case formularioModo
    case formularioCorreo
    case formularioErrorCorreo
    case formularioErrorContrasena
    case formularioError
    case formularioBotonActivo
    case formularioBoton
    case delegadoEnlacePendiente
    case actividadEnlacePendiente
    case contenido
    case contenidoPestana
    case contenidoCaminoLista
    case contenidoCaminoFavoritos
    case contenidoInsignia
    case contenidoTema
    case ajustesTema
    case ajustesFavoritosPorNumero
    case ajustesConfirmandoSalida
    case ajustesCuenta
    case favoritos
    case permisosNotificaciones
    case permisosCamara
    case permisosTextoDelBoton
    case permisosBotonActivo
    case recordatorioProgramado
    case recordatorioEnlace
    case dialogo
    case pantallaLista
    case pantallaFavoritos
    case pantallaPresentado
    case registro
    case fecha
    case red
    case redLenta
    case backendCuentas
    case info
    case dispositivoInfo
  }

  /// The field the knobs' paths print after.
  static var knobsFollow: Field { .registro }

  /// The path `name` names; nil for a name that is no path.
  public init?(named name: String) {
    guard let path = Self.byName[name] else { return nil }
    self = path
  }

  private static let byName: [String: StatePath] = {
    var t: [String: StatePath] = [:]
    for path in allCases { t[path.name] = path }
    return t
  }()

  /// The paths `show PATH` prints: the path itself and every path below it.
  package static func matching(_ prefix: String) -> [StatePath] {
    allCases.filter { $0.name == prefix || $0.name.hasPrefix(prefix + ".") }
  }

  /// Every path, in display order (what `show` prints, and diffs): the fields in their
  /// declaration order, the knobs' after `knobsFollow`.
  public static let allCases: [StatePath] = {
    let fields = Field.allCases.map(StatePath.field)
    let cut = knobsFollow.rawValue + 1
    return fields[..<cut] + Knob.allCases.map(StatePath.knob) + fields[cut...]
  }()

  /// Where the path is in `allCases`: its bit in the diff's sets.
  var place: Int {
    switch self {
    case .field(let field):
      field.rawValue <= Self.knobsFollow.rawValue ? field.rawValue : field.rawValue + Self.knobs
    case .knob(let knob): Self.knobsFollow.rawValue + 1 + knob.rawValue
    }
  }

  /// How many knobs there are (`Knob.allCases` makes an array at each call).
  private static let knobs = Knob.allCases.count
}

extension StatePath: CustomStringConvertible {
  /// The name: a path interpolated in a sentence or a script line reads as typed.
  public var description: String { name }
}

/// A changed path in a step: `path: old → new`.
public struct Change: Sendable, Equatable {
  public let path: StatePath
  public let old: Value
  public let new: Value

  package init(path: StatePath, old: Value, new: Value) {
    self.path = path
    self.old = old
    self.new = new
  }
}
