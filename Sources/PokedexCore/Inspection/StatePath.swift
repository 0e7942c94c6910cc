/// A state path (docs/reference.md §3): a name of the lessons' identifiers (`contenido.pestana`)
/// for one thing the state shows. It drives `show`, `expect`, diffs and completion. Each thing
/// a path is declared by an exhaustive switch (its name here; its English meaning, its value,
/// its comparison in place and the fields it reads beside it; its Spanish meaning in the
/// shell; its place in the display order, `allCases`, in `StatePath+Order.swift`), so a new
/// case makes the compiler point at each of them.
///
/// The knobs' paths are one case, made from the knob (`knobs.` and its name in camel case): a
/// new knob has its path with no edit here.
public enum StatePath: Hashable, Sendable {
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
  case knob(Knob)
  case fecha
  case red
  case redLenta
  case backendCuentas
  case info
  case dispositivoInfo

  /// The path's name, as `show` prints it and `expect` takes it.
  public var name: String {
    switch self {
    case .dispositivoPlataforma: "dispositivo.plataforma"
    case .dispositivoInstalada: "dispositivo.instalada"
    case .dispositivoLlaveroSesion: "dispositivo.llavero.sesion"
    case .dispositivoRestricciones: "dispositivo.restricciones"
    case .appEnMarcha: "app.enMarcha"
    case .appEscena: "app.escena"
    case .configHayCuentas: "config.hayCuentas"
    case .hayCuentas: "hayCuentas"
    case .authComprobando: "auth.comprobando"
    case .authSesion: "auth.sesion"
    case .appEnVuelo: "app.enVuelo"
    case .raiz: "raiz"
    case .formularioModo: "formulario.modo"
    case .formularioCorreo: "formulario.correo"
    case .formularioErrorCorreo: "formulario.errorCorreo"
    case .formularioErrorContrasena: "formulario.errorContrasena"
    case .formularioError: "formulario.error"
    case .formularioBotonActivo: "formulario.botonActivo"
    case .formularioBoton: "formulario.boton"
    case .delegadoEnlacePendiente: "delegado.enlacePendiente"
    case .actividadEnlacePendiente: "actividad.enlacePendiente"
    case .contenido: "contenido"
    case .contenidoPestana: "contenido.pestana"
    case .contenidoCaminoLista: "contenido.caminoLista"
    case .contenidoCaminoFavoritos: "contenido.caminoFavoritos"
    case .contenidoInsignia: "contenido.insignia"
    case .contenidoTema: "contenido.tema"
    case .ajustesTema: "ajustes.tema"
    case .ajustesFavoritosPorNumero: "ajustes.favoritosPorNumero"
    case .ajustesConfirmandoSalida: "ajustes.confirmandoSalida"
    case .ajustesCuenta: "ajustes.cuenta"
    case .favoritos: "favoritos"
    case .permisosNotificaciones: "permisos.notificaciones"
    case .permisosCamara: "permisos.camara"
    case .permisosTextoDelBoton: "permisos.textoDelBoton"
    case .permisosBotonActivo: "permisos.botonActivo"
    case .recordatorioProgramado: "recordatorio.programado"
    case .recordatorioEnlace: "recordatorio.enlace"
    case .dialogo: "dialogo"
    case .pantallaLista: "pantalla.lista"
    case .pantallaFavoritos: "pantalla.favoritos"
    case .pantallaPresentado: "pantalla.presentado"
    case .registro: "registro"
    case .knob(let knob): knob.path
    case .fecha: "fecha"
    case .red: "red"
    case .redLenta: "red.lenta"
    case .backendCuentas: "backend.cuentas"
    case .info: "info"
    case .dispositivoInfo: "dispositivo.info"
    }
  }

  /// What the path means, in English: what the README's and the reference's tables show
  /// (docs/reference.md §3); the shell says it in Spanish too (`meaning(_:)`).
  public var doc: String {
    switch self {
    case .dispositivoPlataforma: "ios or android"
    case .dispositivoInstalada: "whether the app is installed"
    case .dispositivoLlaveroSesion: "the session saved in the keychain (its email)"
    case .dispositivoRestricciones: "Screen Time restricts notifications: a request for them fails"
    case .appEnMarcha: "whether the app process is running"
    case .appEscena: "scene phase: active, inactive, background"
    case .configHayCuentas: "accounts configured in the project (read at next launch)"
    case .hayCuentas: "what the running app read at launch"
    case .authComprobando: "the session is being restored from the keychain"
    case .authSesion: "the session's email, nil without one"
    case .appEnVuelo:
      "what waits for the backend under net slow (restaurar, signIn, signUp), in order; nil"
        + " when nothing waits"
    case .raiz: "the guard's branch: sinCuentas, comprobando, conSesion, formulario"
    case .formularioModo: "entrar or crearCuenta"
    case .formularioCorreo: "the email field"
    case .formularioErrorCorreo: "the email field's error"
    case .formularioErrorContrasena: "the password field's error"
    case .formularioError: "the backend's error under the form"
    case .formularioBotonActivo: "whether the submit button is enabled"
    case .formularioBoton: "the submit button's label: Entrar or Crear cuenta"
    case .delegadoEnlacePendiente: "the link the notification delegate holds"
    case .actividadEnlacePendiente: "Android: an external link waiting in the activity"
    case .contenido: "construido while ContentView is built, else nil"
    case .contenidoPestana: "the selected tab: lista, favoritos, ajustes"
    case .contenidoCaminoLista: "the Pokédex tab's stack of details"
    case .contenidoCaminoFavoritos: "the Favoritos tab's stack of details"
    case .contenidoInsignia: "the Favoritos badge: the count as text, nil at zero"
    case .contenidoTema:
      "the theme ContentView applies at its root"
        + " (.preferredColorScheme(ajustes.tema.esquema)): every tab is painted with it; nil while"
        + " ContentView is not built"
    case .ajustesTema: "sistema, claro or oscuro"
    case .ajustesFavoritosPorNumero: "favorites ordered by number"
    case .ajustesConfirmandoSalida: "the logout confirmation is open"
    case .ajustesCuenta: "what «Correo» shows in the «Cuenta» section; nil without it"
    case .favoritos: "favorite ids in display order"
    case .permisosNotificaciones: "notDetermined, denied, authorized, provisional"
    case .permisosCamara: "notDetermined, denied, authorized, provisional"
    case .permisosTextoDelBoton:
      "what the button that asks for notifications says, lesson 003's textoDelBoton: «Activar"
        + " avisos de gol», «Avisos de gol: activados» or «Avisos desactivados: actívalos en"
        + " Ajustes»"
    case .permisosBotonActivo:
      "whether that button can be pressed: false once granted (the lesson disables it with"
        + " notificador.permitido)"
    case .recordatorioProgramado: "the daily reminder is scheduled"
    case .recordatorioEnlace: "the link the scheduled reminder opens"
    case .dialogo: "the title of the dialog, sheet or system alert the state shows"
    case .pantallaLista: "the Pokédex tab's controllers on screen, root excluded"
    case .pantallaFavoritos: "the Favoritos tab's controllers on screen, root excluded"
    case .pantallaPresentado: "the title of what the screen presents"
    case .registro: "the app's log lines"
    case .knob(let knob):
      "set \(knob.name): \(knob.declaration.faithful) or \(knob.declaration.pitfall)"
    case .fecha: "the simulated date"
    case .red: "whether the network reaches the backend"
    case .redLenta:
      "net slow: the backend answers only at the next net on or net off; what asks it waits"
        + " (app.enVuelo)"
    case .backendCuentas: "the accounts' emails, sorted"
    case .info: "the Info keys of the target, sorted"
    case .dispositivoInfo:
      "the Info keys of the build installed (its Info.plist: show info prints it as plutil"
        + " -p), sorted; the next launch builds the target's; nil when not installed, and on"
        + " Android"
    }
  }

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

  /// Where the path is in `allCases`: its bit in the diff's sets.
  static let place: [StatePath: Int] = {
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
