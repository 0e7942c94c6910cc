/// A state path (docs/reference.md §3): a name of the lessons' identifiers (`contenido.pestana`)
/// for one thing the state shows. It drives `show`, `expect`, diffs and completion.
///
/// A path is a field of the world's (`StatePath.Field`) or a knob's (`knobs.` and its name in
/// camel case: a new knob has its path with no edit here). A field is declared here, in the
/// order `show` prints the fields; its row (its name, its meaning in English and Spanish, the
/// fields it reads, the values it can take, whether it is text) in `StatePath+Rows.swift`, and
/// how it reads a world in `StatePath+Reads.swift`: exhaustive switches, so the compiler asks
/// for each.
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

/// A path's row and what is read from it.
extension StatePath {
  /// A path's declaration.
  struct Row: Sendable {
    /// The path's name (`contenido.pestana`).
    let name: String
    /// What it means, in English (README's and the reference's tables) and in Spanish (what
    /// the shell says to a student: help, completion).
    let en: String
    let es: String
    /// The fields the path reads: the diff reads the path only when one of them was written.
    let reads: Reads
    /// What a question about the path can offer (`pdx walk --predict`), from the type of the
    /// field its value reads (a test holds the two together over the worlds random sessions
    /// reach). Made when asked: the key paths it names are not built at start.
    let choices: @Sendable () -> PathChoices
    /// Whether its values can be text (`.string`, or a `.list`): the checker's step records
    /// only those (`CheckerRecording`). Not, unless a row says so: a test reads every path of
    /// random worlds and fails on text in one that says not.
    let text: Bool

    init(
      _ name: String, en: String, es: String, reads: Reads,
      choices: @autoclosure @escaping @Sendable () -> PathChoices = .open, text: Bool = false
    ) {
      self.name = name
      self.en = en
      self.es = es
      self.reads = reads
      self.choices = choices
      self.text = text
    }
  }

  /// Each knob's row, by the knob's raw value: made the first time a knob's meaning or choices
  /// are asked for (a knob's declaration is long to make: not at every start).
  private static let knobRows: [Row] = Knob.allCases.map(knobRow)

  /// The path's row, for what is read seldom: a copy.
  private var row: Row {
    switch self {
    case .field(let field): Self.rows[field.rawValue]
    case .knob(let knob): Self.knobRows[knob.rawValue]
    }
  }

  /// What the path means, in English: what the README's and the reference's tables show
  /// (docs/reference.md §3); the shell says it in Spanish too (`meaning(_:)`).
  public var doc: String { row.en }

  /// What the path means, in Spanish.
  package var spanish: String { row.es }

  /// What a question about this path can offer.
  package var choices: PathChoices { row.choices() }

  /// Whether the path's values are never text: what the checker's step leaves out.
  package var isNeverText: Bool { !row.text }

  /// The fields the path reads (read for every path at the first step: a knob's row is not
  /// made for it).
  var reads: Reads {
    switch self {
    case .field(let field): Self.rows[field.rawValue].reads
    case .knob: Self.knobReads
    }
  }

  /// What a knob's path reads: the knobs.
  private static var knobReads: Reads { .rest(\.knobs) }

  /// A knob's path: its two words, read from the world's knobs.
  private static func knobRow(_ knob: Knob) -> Row {
    let d = knob.declaration
    return Row(
      knob.path, en: "set \(knob.name): \(d.faithful) or \(d.pitfall)",
      es: "set \(knob.name): \(d.faithful) o \(d.pitfall)", reads: knobReads,
      choices: .every([true, false].map { word(knob.word(faithful: $0)) }, nullable: false),
      text: false)
  }
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
