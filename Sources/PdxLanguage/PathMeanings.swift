import PokedexCore

extension StatePath {
  /// What the path means, in `language` (docs/reference.md §3, §4.11): the core says it in
  /// English (`doc`, which the README's and the reference's tables show); the shell says it in
  /// Spanish too, for what shows a path's meaning to a student (help, completion). The path's
  /// name and its values are the same in every language.
  public func meaning(_ language: Language) -> String {
    switch language {
    case .en: doc
    case .es: spanish
    }
  }

  /// The meaning in Spanish.
  var spanish: String {
    switch self {
    case .dispositivoPlataforma: "ios o android"
    case .dispositivoInstalada: "si la app está instalada"
    case .dispositivoLlaveroSesion: "la sesión guardada en el Llavero (su correo)"
    case .dispositivoRestricciones:
      "Tiempo de uso restringe las notificaciones: pedir el permiso falla"
    case .appEnMarcha: "si el proceso de la app está en marcha"
    case .appEscena: "la fase de la escena: active, inactive, background"
    case .configHayCuentas:
      "las cuentas configuradas en el proyecto (se leen en el próximo arranque)"
    case .hayCuentas: "lo que la app en marcha leyó al arrancar"
    case .authComprobando: "la sesión se está restaurando desde el Llavero"
    case .authSesion: "el correo de la sesión; nil sin sesión"
    case .appEnVuelo:
      "lo que espera al backend con net slow (restaurar, signIn, signUp), en orden; nil"
        + " cuando nada espera"
    case .raiz: "la rama del guardián: sinCuentas, comprobando, conSesion, formulario"
    case .formularioModo: "entrar o crearCuenta"
    case .formularioCorreo: "el campo del correo"
    case .formularioErrorCorreo: "el error del campo del correo"
    case .formularioErrorContrasena: "el error del campo de la contraseña"
    case .formularioError: "el error del backend bajo el formulario"
    case .formularioBotonActivo: "si el botón de enviar está activado"
    case .formularioBoton: "el texto del botón de enviar: Entrar o Crear cuenta"
    case .delegadoEnlacePendiente: "el enlace que guarda el delegado de las notificaciones"
    case .actividadEnlacePendiente: "Android: un enlace externo que espera en la actividad"
    case .contenido: "construido mientras ContentView está construida; si no, nil"
    case .contenidoPestana: "la pestaña seleccionada: lista, favoritos, ajustes"
    case .contenidoCaminoLista: "la pila de fichas de la pestaña Pokédex"
    case .contenidoCaminoFavoritos: "la pila de fichas de la pestaña Favoritos"
    case .contenidoInsignia: "la insignia de Favoritos: el número como texto; nil con cero"
    case .contenidoTema:
      "el tema que ContentView aplica en la raíz"
        + " (.preferredColorScheme(ajustes.tema.esquema)): pinta todas las pestañas; nil mientras"
        + " ContentView no está construida"
    case .ajustesTema: "sistema, claro u oscuro"
    case .ajustesFavoritosPorNumero: "los favoritos ordenados por número"
    case .ajustesConfirmandoSalida: "la confirmación de cerrar sesión está abierta"
    case .ajustesCuenta: "lo que enseña «Correo» en la sección «Cuenta»; nil sin ella"
    case .favoritos: "los números de los favoritos, en el orden en que se ven"
    case .permisosNotificaciones:
      "el permiso de notificaciones: notDetermined (sin preguntar), denied (denegado),"
        + " authorized (concedido), provisional (de prueba)"
    case .permisosCamara:
      "el permiso de la cámara: notDetermined (sin preguntar), denied (denegado), authorized"
        + " (concedido), provisional (de prueba)"
    case .permisosTextoDelBoton:
      "lo que dice el botón que pide los avisos, el textoDelBoton de la lección 003: «Activar"
        + " avisos de gol», «Avisos de gol: activados» o «Avisos desactivados: actívalos en"
        + " Ajustes»"
    case .permisosBotonActivo:
      "si ese botón se puede pulsar: false una vez concedido (la lección lo desactiva con"
        + " notificador.permitido)"
    case .recordatorioProgramado: "el recordatorio diario está programado"
    case .recordatorioEnlace: "el enlace que abre el recordatorio programado"
    case .dialogo:
      "el título del diálogo, la hoja inferior o el diálogo del sistema que dice el estado"
    case .pantallaLista: "los controladores de la pestaña Pokédex en pantalla, sin la raíz"
    case .pantallaFavoritos: "los controladores de la pestaña Favoritos en pantalla, sin la raíz"
    case .pantallaPresentado: "el título de lo que presenta la pantalla"
    case .registro: "las líneas del registro de la app"
    case .knob(let knob):
      "set \(knob.name): \(knob.declaration.faithful) o \(knob.declaration.pitfall)"
    case .fecha: "la fecha simulada"
    case .red: "si la red llega al backend"
    case .redLenta:
      "net slow: el backend solo responde en el próximo net on o net off; lo que le pide algo"
        + " espera (app.enVuelo)"
    case .backendCuentas: "los correos de las cuentas, en orden"
    case .info: "las claves del Info del target, en orden"
    case .dispositivoInfo:
      "las claves del Info de la compilación instalada (su Info.plist: show info lo enseña"
        + " como plutil -p), ordenadas; el próximo arranque compila las del target; nil sin"
        + " instalar, y en Android"
    }
  }
}
