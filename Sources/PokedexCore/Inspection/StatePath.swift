/// A state path (docs/reference.md §3): a name of the lessons' identifiers (`contenido.pestana`)
/// for one thing the state shows. It drives `show`, `expect`, diffs and completion.
///
/// A path is a field of the world's (`StatePath.Field`) or a knob's (`knobs.` and its name in
/// camel case: a new knob has its path with no edit here). A field is declared here with its
/// name, in the order `show` prints the fields; in `StatePath+Rows.swift`, its row (its meaning
/// in English and Spanish, the fields it reads, the values it can take, whether it is text)
/// and how it reads a world: exhaustive switches, so the compiler asks for each.
public enum StatePath: Hashable, Sendable {
  /// A field of the world's.
  case field(Field)
  /// A knob's setting.
  case knob(Knob)

  /// The world's fields a path reads, each with its name (`contenido.pestana`), in display
  /// order: their rows are in `StatePath+Rows.swift`. The knobs' paths print after `registro`
  /// (`knobsFollow`).
  public enum Field: String, CaseIterable, Sendable {
    case dispositivoPlataforma = "dispositivo.plataforma"
    case dispositivoInstalada = "dispositivo.instalada"
    case dispositivoLlaveroSesion = "dispositivo.llavero.sesion"
    case dispositivoRestricciones = "dispositivo.restricciones"
    case appEnMarcha = "app.enMarcha"
    case appEscena = "app.escena"
    case configHayCuentas = "config.hayCuentas"
    case hayCuentas = "hayCuentas"
    case authComprobando = "auth.comprobando"
    case authSesion = "auth.sesion"
    case appEnVuelo = "app.enVuelo"
    case raiz = "raiz"
    case formularioModo = "formulario.modo"
    case formularioCorreo = "formulario.correo"
    case formularioErrorCorreo = "formulario.errorCorreo"
    case formularioErrorContrasena = "formulario.errorContrasena"
    case formularioError = "formulario.error"
    case formularioBotonActivo = "formulario.botonActivo"
    case formularioBoton = "formulario.boton"
    case delegadoEnlacePendiente = "delegado.enlacePendiente"
    case actividadEnlacePendiente = "actividad.enlacePendiente"
    case contenido = "contenido"
    case contenidoPestana = "contenido.pestana"
    case contenidoCaminoLista = "contenido.caminoLista"
    case contenidoCaminoFavoritos = "contenido.caminoFavoritos"
    case contenidoInsignia = "contenido.insignia"
    case contenidoTema = "contenido.tema"
    case ajustesTema = "ajustes.tema"
    case ajustesFavoritosPorNumero = "ajustes.favoritosPorNumero"
    case ajustesConfirmandoSalida = "ajustes.confirmandoSalida"
    case ajustesCuenta = "ajustes.cuenta"
    case favoritos = "favoritos"
    case permisosNotificaciones = "permisos.notificaciones"
    case permisosCamara = "permisos.camara"
    case permisosTextoDelBoton = "permisos.textoDelBoton"
    case permisosBotonActivo = "permisos.botonActivo"
    case recordatorioProgramado = "recordatorio.programado"
    case recordatorioEnlace = "recordatorio.enlace"
    case dialogo = "dialogo"
    case pantallaLista = "pantalla.lista"
    case pantallaFavoritos = "pantalla.favoritos"
    case pantallaPresentado = "pantalla.presentado"
    case registro = "registro"
    case fecha = "fecha"
    case red = "red"
    case redLenta = "red.lenta"
    case backendCuentas = "backend.cuentas"
    case info = "info"
    case dispositivoInfo = "dispositivo.info"
  }

  /// The field the knobs' paths print after.
  static let knobsFollow = Field.registro

  /// The path's name, as `show` prints it and `expect` takes it.
  public var name: String {
    switch self {
    case .field(let field): field.rawValue
    case .knob(let knob): knob.path
    }
  }

  /// What the path means, in English: what the README's and the reference's tables show
  /// (docs/reference.md §3); the shell says it in Spanish too (`meaning(_:)`).
  public var doc: String { Self.rows[place].en }

  /// What the path means, in Spanish.
  package var spanish: String { Self.rows[place].es }

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
    let cut = fields.firstIndex(of: .field(knobsFollow))! + 1
    return fields[..<cut] + Knob.allCases.map(StatePath.knob) + fields[cut...]
  }()

  /// Where the path is in `allCases`: its bit in the diff's sets, its row in `rows`.
  var place: Int { Self.places[self]! }

  private static let places: [StatePath: Int] = {
    var t: [StatePath: Int] = [:]
    for (i, path) in allCases.enumerated() { t[path] = i }
    return t
  }()
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
