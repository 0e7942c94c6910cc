import PokedexCore

extension StatePath {
  /// What the path means, in `language` (docs/reference.md §3, §4.11): the core's table says it
  /// in English (`doc`, which the README's and the reference's tables show); the shell says it
  /// in Spanish too, for what shows a path's meaning to a student (help, completion). The
  /// path's name and its values are the same in every language.
  public func meaning(_ language: Language) -> String {
    switch language {
    case .en: doc
    case .es: PathMeanings.spanish(self)
    }
  }
}

/// The paths' meanings in Spanish, keyed by path: a path missing here is said in English, and
/// a test (every path has its Spanish meaning) fails.
enum PathMeanings {
  static func spanish(_ p: StatePath) -> String {
    // A knob's path is made from its declaration, as the core makes its English.
    if let knob = Knob.allCases.first(where: { $0.path == p.path }) {
      let d = knob.declaration
      return "set \(d.name): \(d.faithful) o \(d.pitfall)"
    }
    return table[p.path] ?? p.doc
  }

  static let table: [String: String] = [
    "dispositivo.plataforma": "ios o android",
    "dispositivo.instalada": "si la app está instalada",
    "dispositivo.info":
      "las claves del Info de la compilación instalada (su Info.plist: show info lo enseña como"
      + " plutil -p), ordenadas; el próximo arranque compila las del target; nil sin instalar, y"
      + " en Android",
    "dispositivo.llavero.sesion": "la sesión guardada en el Llavero (su correo)",
    "dispositivo.restricciones":
      "Tiempo de uso restringe las notificaciones: pedir el permiso falla",
    "app.enMarcha": "si el proceso de la app está en marcha",
    "app.escena": "la fase de la escena: active, inactive, background",
    "config.hayCuentas":
      "las cuentas configuradas en el proyecto (se leen en el próximo arranque)",
    "hayCuentas": "lo que la app en marcha leyó al arrancar",
    "auth.comprobando": "la sesión se está restaurando desde el Llavero",
    "app.enVuelo":
      "lo que espera al backend con net slow (restaurar, signIn, signUp), en orden; nil cuando"
      + " nada espera",
    "auth.sesion": "el correo de la sesión; nil sin sesión",
    "raiz": "la rama del guardián: sinCuentas, comprobando, conSesion, formulario",
    "formulario.modo": "entrar o crearCuenta",
    "formulario.correo": "el campo del correo",
    "formulario.errorCorreo": "el error del campo del correo",
    "formulario.errorContrasena": "el error del campo de la contraseña",
    "formulario.error": "el error del backend bajo el formulario",
    "formulario.botonActivo": "si el botón de enviar está activado",
    "formulario.boton": "el texto del botón de enviar: Entrar o Crear cuenta",
    "delegado.enlacePendiente": "el enlace que guarda el delegado de las notificaciones",
    "actividad.enlacePendiente": "Android: un enlace externo que espera en la actividad",
    "contenido": "construido mientras ContentView está construida; si no, nil",
    "contenido.pestana": "la pestaña seleccionada: lista, favoritos, ajustes",
    "contenido.caminoLista": "la pila de fichas de la pestaña Pokédex",
    "contenido.caminoFavoritos": "la pila de fichas de la pestaña Favoritos",
    "contenido.insignia": "la insignia de Favoritos: el número como texto; nil con cero",
    "contenido.tema":
      "el tema que ContentView aplica en la raíz (.preferredColorScheme(ajustes.tema.esquema)):"
      + " pinta todas las pestañas; nil mientras ContentView no está construida",
    "ajustes.tema": "sistema, claro u oscuro",
    "ajustes.favoritosPorNumero": "los favoritos ordenados por número",
    "ajustes.confirmandoSalida": "la confirmación de cerrar sesión está abierta",
    "ajustes.cuenta": "lo que enseña «Correo» en la sección «Cuenta»; nil sin ella",
    "favoritos": "los números de los favoritos, en el orden en que se ven",
    "permisos.notificaciones":
      "el permiso de notificaciones: notDetermined, denied, authorized, provisional",
    "permisos.textoDelBoton":
      "lo que dice el botón que pide los avisos, el textoDelBoton de la lección 003: «Activar"
      + " avisos de gol», «Avisos de gol: activados» o «Avisos desactivados: actívalos en"
      + " Ajustes»",
    "permisos.botonActivo":
      "si ese botón se puede pulsar: false una vez concedido (la lección lo desactiva con notificador.permitido)",
    "permisos.camara": "el permiso de la cámara: notDetermined, denied, authorized, provisional",
    "recordatorio.programado": "el recordatorio diario está programado",
    "recordatorio.enlace": "el enlace que abre el recordatorio programado",
    "dialogo": "el título del diálogo, la hoja inferior o la alerta del sistema que dice el estado",
    "pantalla.lista": "los controladores de la pestaña Pokédex en pantalla, sin la raíz",
    "pantalla.favoritos": "los controladores de la pestaña Favoritos en pantalla, sin la raíz",
    "pantalla.presentado": "el título de lo que presenta la pantalla",
    "registro": "las líneas del registro de la app",
    "fecha": "la fecha simulada",
    "red": "si la red llega al backend",
    "red.lenta":
      "net slow: el backend solo responde en el próximo net on o net off; lo que le pide algo"
      + " espera (app.enVuelo)",
    "backend.cuentas": "los correos de las cuentas, en orden",
    "info": "las claves del Info del target, en orden",
  ]
}
