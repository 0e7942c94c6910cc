/// The display order, declared once: `Place` lists a place a path (the knobs' paths share one)
/// in the order `show` prints them, and `allCases` follows it. Two exhaustive switches tie it
/// to `StatePath`: a new path does not build until it names its place (`place`), and a new
/// place does not build until it gives its paths (`paths`); `Place`'s declaration then puts it
/// in the order.
extension StatePath {
  /// Every path, in display order (what `show` prints, and diffs): the device, the process,
  /// the form, the content, the settings, permissions and the reminder, the screen, then the
  /// project (the knobs first).
  public static let allCases: [StatePath] = {
    // The two switches agree: each place's paths name it back (a debug build stops otherwise).
    assert(
      Place.allCases.allSatisfy { place in place.paths.allSatisfy { $0.place == place } },
      "a place in StatePath+Order.swift gives a path that names another place")
    return Place.allCases.flatMap(\.paths)
  }()

  /// Where `show` prints the path.
  private var place: Place {
    switch self {
    case .dispositivoPlataforma: .dispositivoPlataforma
    case .dispositivoInstalada: .dispositivoInstalada
    case .dispositivoLlaveroSesion: .dispositivoLlaveroSesion
    case .dispositivoRestricciones: .dispositivoRestricciones
    case .appEnMarcha: .appEnMarcha
    case .appEscena: .appEscena
    case .configHayCuentas: .configHayCuentas
    case .hayCuentas: .hayCuentas
    case .authComprobando: .authComprobando
    case .authSesion: .authSesion
    case .appEnVuelo: .appEnVuelo
    case .raiz: .raiz
    case .formularioModo: .formularioModo
    case .formularioCorreo: .formularioCorreo
    case .formularioErrorCorreo: .formularioErrorCorreo
    case .formularioErrorContrasena: .formularioErrorContrasena
    case .formularioError: .formularioError
    case .formularioBotonActivo: .formularioBotonActivo
    case .formularioBoton: .formularioBoton
    case .delegadoEnlacePendiente: .delegadoEnlacePendiente
    case .actividadEnlacePendiente: .actividadEnlacePendiente
    case .contenido: .contenido
    case .contenidoPestana: .contenidoPestana
    case .contenidoCaminoLista: .contenidoCaminoLista
    case .contenidoCaminoFavoritos: .contenidoCaminoFavoritos
    case .contenidoInsignia: .contenidoInsignia
    case .contenidoTema: .contenidoTema
    case .ajustesTema: .ajustesTema
    case .ajustesFavoritosPorNumero: .ajustesFavoritosPorNumero
    case .ajustesConfirmandoSalida: .ajustesConfirmandoSalida
    case .ajustesCuenta: .ajustesCuenta
    case .favoritos: .favoritos
    case .permisosNotificaciones: .permisosNotificaciones
    case .permisosCamara: .permisosCamara
    case .permisosTextoDelBoton: .permisosTextoDelBoton
    case .permisosBotonActivo: .permisosBotonActivo
    case .recordatorioProgramado: .recordatorioProgramado
    case .recordatorioEnlace: .recordatorioEnlace
    case .dialogo: .dialogo
    case .pantallaLista: .pantallaLista
    case .pantallaFavoritos: .pantallaFavoritos
    case .pantallaPresentado: .pantallaPresentado
    case .registro: .registro
    case .knob: .knobs
    case .fecha: .fecha
    case .red: .red
    case .redLenta: .redLenta
    case .backendCuentas: .backendCuentas
    case .info: .info
    case .dispositivoInfo: .dispositivoInfo
    }
  }
}

/// A place in the display order, declared in that order (`CaseIterable` keeps it): each is
/// the path of its name, but `knobs`, which stands for every knob's path.
private enum Place: CaseIterable {
  case dispositivoPlataforma, dispositivoInstalada, dispositivoLlaveroSesion
  case dispositivoRestricciones
  case appEnMarcha, appEscena, configHayCuentas, hayCuentas, authComprobando, authSesion
  case appEnVuelo, raiz
  case formularioModo, formularioCorreo, formularioErrorCorreo, formularioErrorContrasena
  case formularioError, formularioBotonActivo, formularioBoton
  case delegadoEnlacePendiente, actividadEnlacePendiente
  case contenido, contenidoPestana, contenidoCaminoLista, contenidoCaminoFavoritos
  case contenidoInsignia, contenidoTema
  case ajustesTema, ajustesFavoritosPorNumero, ajustesConfirmandoSalida, ajustesCuenta
  case favoritos
  case permisosNotificaciones, permisosCamara, permisosTextoDelBoton, permisosBotonActivo
  case recordatorioProgramado, recordatorioEnlace, dialogo
  case pantallaLista, pantallaFavoritos, pantallaPresentado, registro
  case knobs
  case fecha, red, redLenta, backendCuentas, info, dispositivoInfo

  /// The paths printed here: one, or the knobs' in their order.
  var paths: [StatePath] {
    switch self {
    case .dispositivoPlataforma: [.dispositivoPlataforma]
    case .dispositivoInstalada: [.dispositivoInstalada]
    case .dispositivoLlaveroSesion: [.dispositivoLlaveroSesion]
    case .dispositivoRestricciones: [.dispositivoRestricciones]
    case .appEnMarcha: [.appEnMarcha]
    case .appEscena: [.appEscena]
    case .configHayCuentas: [.configHayCuentas]
    case .hayCuentas: [.hayCuentas]
    case .authComprobando: [.authComprobando]
    case .authSesion: [.authSesion]
    case .appEnVuelo: [.appEnVuelo]
    case .raiz: [.raiz]
    case .formularioModo: [.formularioModo]
    case .formularioCorreo: [.formularioCorreo]
    case .formularioErrorCorreo: [.formularioErrorCorreo]
    case .formularioErrorContrasena: [.formularioErrorContrasena]
    case .formularioError: [.formularioError]
    case .formularioBotonActivo: [.formularioBotonActivo]
    case .formularioBoton: [.formularioBoton]
    case .delegadoEnlacePendiente: [.delegadoEnlacePendiente]
    case .actividadEnlacePendiente: [.actividadEnlacePendiente]
    case .contenido: [.contenido]
    case .contenidoPestana: [.contenidoPestana]
    case .contenidoCaminoLista: [.contenidoCaminoLista]
    case .contenidoCaminoFavoritos: [.contenidoCaminoFavoritos]
    case .contenidoInsignia: [.contenidoInsignia]
    case .contenidoTema: [.contenidoTema]
    case .ajustesTema: [.ajustesTema]
    case .ajustesFavoritosPorNumero: [.ajustesFavoritosPorNumero]
    case .ajustesConfirmandoSalida: [.ajustesConfirmandoSalida]
    case .ajustesCuenta: [.ajustesCuenta]
    case .favoritos: [.favoritos]
    case .permisosNotificaciones: [.permisosNotificaciones]
    case .permisosCamara: [.permisosCamara]
    case .permisosTextoDelBoton: [.permisosTextoDelBoton]
    case .permisosBotonActivo: [.permisosBotonActivo]
    case .recordatorioProgramado: [.recordatorioProgramado]
    case .recordatorioEnlace: [.recordatorioEnlace]
    case .dialogo: [.dialogo]
    case .pantallaLista: [.pantallaLista]
    case .pantallaFavoritos: [.pantallaFavoritos]
    case .pantallaPresentado: [.pantallaPresentado]
    case .registro: [.registro]
    case .knobs: Knob.allCases.map(StatePath.knob)
    case .fecha: [.fecha]
    case .red: [.red]
    case .redLenta: [.redLenta]
    case .backendCuentas: [.backendCuentas]
    case .info: [.info]
    case .dispositivoInfo: [.dispositivoInfo]
    }
  }
}
