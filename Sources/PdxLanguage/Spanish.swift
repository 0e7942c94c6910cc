import PdxText
import PokedexCore

/// pdx's sentences in Spanish, the course's language: the lessons' words (enlace, aviso,
/// ficha, pestaña, formulario, Llavero, sesión, permiso, escena, delegado, insignia, hoja
/// inferior, fundido), tú as the lessons use it, and the lessons' own sentences where a note
/// restates one. Commands, state paths and their values, knob names and code stay as they are.
package enum Spanish: Phrasebook {
  package static var logLabel: StaticString { "consola: " }
  package static var noteLabel: StaticString { "nota: " }
  package static var warningLabel: StaticString { "atención: " }

  package static func write(_ action: ActionEvent, to o: inout OutputBuffer) {
    switch action {
    case .launchByTap: o.append("launch (por el toque en el aviso)" as StaticString)
    case .launchByLink: o.append("launch (por el enlace)" as StaticString)
    case .authViewAppears: o.append("AuthView aparece" as StaticString)
    case .authViewDisappears: o.append("AuthView desaparece" as StaticString)
    case .contentBuilt: o.append("ContentView se construye" as StaticString)
    case .contentDestroyed: o.append("ContentView se destruye" as StaticString)
    case .notificationArrives: o.append("llega un aviso" as StaticString)
    case .tapWithoutDelegate:
      o.append("UNUserNotificationCenter: el toque no encuentra delegado" as StaticString)
    case .delegateInstalledLate: o.append("el delegado se instala (tarde)" as StaticString)
    case .intentReceived: o.append("MainActivity recibe el intent" as StaticString)
    case .deliverActivityLink: o.append("MainActivity entrega su enlace en espera" as StaticString)
    case .dismissalEnded: o.append("UIKit: termina la animación de cierre" as StaticString)
    case .observeScene(_, .android):
      o.append("ContentView: la app está en primer plano" as StaticString)
    case .requestAtLaunch(.ios):
      o.append("la app se abre: requestAuthorization (notificaciones)" as StaticString)
    case .requestAtLaunch(.android):
      o.append("la app se abre: pide POST_NOTIFICATIONS (notificaciones)" as StaticString)
    case .didReceive(.android): o.append("el toque en el aviso llega a la app" as StaticString)
    case .observeLink(_, .android): o.append("ContentView lee enlacePendiente" as StaticString)
    // A command's own action is the command as typed, and the app's code is code: the same in
    // every language.
    case .launch, .terminate, .install, .uninstall, .scene, .date, .net, .netSlow, .configAccounts,
      .plistAdd, .plistRemove, .signup, .login, .formMode, .type, .clear, .submit,
      .permissionRequest, .allow, .deny, .systemSettings, .systemSettingsRestrictions, .logout,
      .confirmLogout, .cancel, .tab, .open, .fav, .unfav, .back, .swipeBack, .tapOutside,
      .dragDown, .settingsTema, .settingsFavoritosPorNumero, .set, .reset, .platform, .restaurar,
      .backend, .observeScene(_, .ios), .didReceive(.ios), .observeLink(_, .ios),
      .openURLUnreceived,
      .onOpenURL,
      .onNewIntent, .dismiss, .cerradoPorElUsuario:
      English.write(action, to: &o)
    }
  }

  package static func write(_ ui: UIEvent, to o: inout OutputBuffer) {
    switch ui {
    case .fade(let on, .ios):
      o.append("fundido: RaizConSesion anima haySesion ", on ? "true" : "false")
      o.append(" (.transition(.opacity))" as StaticString)
    case .fade(let on, .android):
      o.append("fundido: el guardián anima haySesion ", on ? "true" : "false")
      o.append(" (AnimatedVisibility)" as StaticString)
    case .cut(let on, .ios):
      o.append(
        "corte seco: RaizConSesion cambia de rama de golpe, haySesion ", on ? "true" : "false")
      o.append(" (sin .transition(.opacity) ni .animation)" as StaticString)
    case .cut(let on, .android):
      o.append("corte seco: el guardián cambia de rama de golpe, haySesion ", on ? "true" : "false")
    case .banner(let title, let p):
      o.append("banner ", guillemets(title))
      o.append(
        p == .ios
          ? " con sonido (willPresent, app en primer plano)"
          : " con sonido (app en primer plano)" as StaticString)
    // UIKit's operations in the lessons' verbs: apilar, quitar, reemplazar el camino.
    case .push(let tab, let n):
      o.append("apila ", Reconciler.label(n))
      o.append(" en " + tab.rawValue)
    case .pop(let tab, let n):
      o.append("quita ", Reconciler.label(n))
      o.append(" de " + tab.rawValue)
    case .popTo(let tab, nil): o.append("vuelve a la raíz de ", tab.rawValue)
    case .popTo(let tab, let n?):
      o.append("vuelve a ", Reconciler.label(n))
      o.append(" en " + tab.rawValue)
    case .replace(let tab, let xs):
      o.append("reemplaza la pila de ", tab.rawValue)
      o.append(" por [" + xs.map(Reconciler.label).joined(separator: ", ") + "]")
    case .popByUser(let tab, let n, let button):
      o.append("quita ", Reconciler.label(n))
      o.append(" de " + tab.rawValue)
      o.append(
        button
          ? " (el usuario: botón de retroceso)"
          : " (el usuario: gesto desde el borde)" as StaticString)
    case .dismissedByUser(let p): o.append("el usuario cierra ", article(p) + presented(p))
    case .present(let p):
      o.append("presenta ", article(p) + presented(p))
      if let message = p.message { o.append(" ", guillemets(message)) }
      o.append(buttons(p))
    case .dismiss(let p): o.append("cierra ", article(p) + presented(p))
    case .dismissKeepingReference(let p):
      o.append("cierra ", article(p) + presented(p))
      o.append(
        " (la referencia sigue puesta mientras anima: nil-before-dismiss off)" as StaticString)
    case .dismissAgainRefused(let p):
      o.append("cierra ", article(p) + presented(p))
      o.append(
        " otra vez, durante su animación, y UIKit se niega: «Attempt to dismiss from view"
          + " controller while a presentation or dismiss is in progress!», es decir, no se puede"
          + " cerrar mientras una presentación o un cierre está en curso")
    case .dismissNotItsOwn(let p):
      o.append("cierra ", article(p) + presented(p))
      o.append(", que el reconciliador no presentó: UIKit se niega, el diálogo es del sistema")
    case .repaint(let tema, let p):
      o.append(
        "repintado: todas las pestañas (Pokédex, Favoritos, Ajustes) con el tema ", tema.rawValue)
      o.append(
        p == .ios
          ? " (.preferredColorScheme en la raíz de ContentView)"
          : " (el tema en la raíz de ContentView)" as StaticString)
    case .repaintAjustesOnly(let tema, let p):
      o.append("repintado: solo la pestaña Ajustes con el tema ", tema.rawValue)
      if p == .ios { o.append(" (.preferredColorScheme dentro de SettingsView)" as StaticString) }
      o.append("; Pokédex y Favoritos siguen con el del sistema" as StaticString)
    }
  }

  package static func text(_ note: Note) -> String {
    switch note {
    case .installedNotLaunched: "instalada, sin arrancar"
    case .runInstalls(let p):
      "no estaba instalada: launch es Run de \(p == .ios ? "Xcode" : "Android Studio"), que"
        + " instala antes la compilación"
    case .alreadySet(let setting): alreadySet(setting)
    case .accountsAlready(let configured):
      "las cuentas ya están \(configured ? "configuradas" : "sin configurar")"
    case .configAtNextLaunch(let read):
      "la app en marcha leyó hayCuentas = \(read) al arrancar: esto se aplica en el próximo"
        + " arranque («la configuración no cambia mientras la app vive»)"
    case .infoAlreadyHasValue(let key): "\(Quoting.visible(key)) ya tiene ese valor"
    case .infoHasNoKey(let key): "el Info no tiene la clave \(Quoting.visible(key))"
    case .infoAtNextLaunch:
      "se aplica en el próximo arranque, que vuelve a compilar el target (la compilación"
        + " instalada tiene el Info de antes)"
    case .infoIOSTarget:
      "el Info es el del target de iOS (su Info.plist): la app de Android no lo lee"
    case .knobAtNextLaunch(.delegateInstall):
      "se aplica en el próximo arranque: el delegado de la app en marcha ya está instalado"
    case .knobAtNextLaunch(.ios):
      "se aplica en el próximo arranque: la app sigue en el iOS con el que arrancó"
    case .knobAtNextLaunch: "se aplica en el próximo arranque"
    case .noAccountsContentDirectly:
      "hayCuentas es false: sin cuentas la app va directa; RaizConSesion construye el contenido"
        + " y nunca carga la sesión"
    case .linkDiesWithProcess(let url):
      "el enlace pendiente \(shownURL(url)) muere con el proceso"
    case .keychainSurvivesUninstall:
      "el Llavero sobrevive a desinstalar en iOS: la sesión guardada sigue ahí"
    case .privateStorageWiped:
      "Android borra el directorio privado de la app entero: la sesión guardada desaparece"
    case .comesToForeground: "la app pasa a primer plano"
    case .foregroundBehindAlert:
      "la app pasa a primer plano detrás del diálogo del permiso: inactive hasta que lo"
        + " respondas"
    case .freshWorld(let p):
      "un mundo nuevo en \(platformName(p)): dispositivo, backend, palancas y fecha empiezan de cero"
    case .notificationNotShown(let status):
      "no se muestra: el permiso de notificaciones está \(statusName(status, .es))"
    case .notificationProvisional(let title):
      "\(guillemets(title)) llega en silencio al centro de notificaciones (provisional: sin"
        + " banner ni sonido)"
    case .bannerNotShown(let title):
      "\(guillemets(title)) no se ve: la app está en primer plano y el delegado no tiene"
        + " willPresent, así que iOS no enseña banner ni suena (set will-present off)"
    case .notificationToCenter(let title):
      "\(guillemets(title)) llega al centro de notificaciones (la app no está en primer plano)"
    case .tapDiscarded:
      "iOS descarta el toque que abrió la app: el delegado aún no estaba instalado (set"
        + " delegate-install late)"
    case .tapIgnored(let enlace, let p):
      (enlace.map { "\(shownURL($0)) no es una URL" }
        ?? "el aviso no trae «enlace»")
        + (p == .ios
          ? ": el guard let de DelegadoDeNotificaciones.didReceive sale, y no se publica nada"
          : ": la app lo ignora, y no se publica nada")
    case .crashMainActor:
      "la app se cierra: sin @MainActor, DelegadoDeNotificaciones.didReceive corrió fuera del"
        + " hilo principal (el toque despertó la app) y publicó enlacePendiente desde ahí (set"
        + " main-actor off)"
    case .linkUnchanged(let url, let p):
      "enlacePendiente ya tiene \(shownURL(url)): el valor no cambia, y "
        + (p == .ios ? "el onChange no se entera" : "nadie se entera")
    case .delegateSetLate:
      "UNUserNotificationCenter.delegate se pone después de que la app termine de arrancar"
        + " (delegate-install late)"
    case .linkNotHandled(let url):
      "\(shownURL(url)) espera en el delegado, pero onChange sin initial: true no salta"
        + " al aparecer la vista: el valor ya está puesto y el enlace no se atiende (set"
        + " onchange-initial off)"
    case .linkStays(let url):
      "enlacePendiente sigue en \(shownURL(url)): nadie lo vuelve a nil después de"
        + " abrir (set reset-link off)"
    case .linkLostNoNewIntent(let url):
      "enlace perdido: \(shownURL(url)) llegó a la app abierta como un intent nuevo, y"
        + " MainActivity no tiene onNewIntent que lo lea (set on-new-intent off)"
    case .linkLost(let url, let branch):
      "enlace perdido: \(shownURL(url)) llegó a la app, pero ContentView no está"
        + " construida (raiz es \(branch.rawValue)), así que ningún .onOpenURL lo recibe"
    case .linkWaitsInActivity:
      "el enlace espera en la actividad hasta que se construya el contenido"
    case .linkInvalid(let url, let reason):
      "\(shownURL(url)) no lleva a ninguna parte (\(text(reason))): se ignora"
    case .linkAlreadyThere(let url):
      "\(shownURL(url)) lleva a donde la app ya está: no cambia nada"
    case .linkBehindTab(let url, let tab):
      "\(shownURL(url)) fue a la pila de la Pokédex, pero abrir se saltó pestana = .lista: la"
        + " pestaña \(tabTitle(tab)) sigue en pantalla y no enseña nada (set switch-tab off)"
    case .waitsForBackend(let request, let p):
      switch request {
      case .restaurar:
        "restaurar() espera al backend para comprobar la sesión guardada (net slow): "
          + (p == .ios ? "RaizConSesion" : "el guardián")
          + " enseña su ruedecita (raiz comprobando) hasta net on o net off"
      case .signIn, .signUp:
        "el \(request == .signIn ? "signIn" : "signUp") del formulario espera al backend (net"
          + " slow) hasta net on o net off"
      }
    case .reminderReplaced:
      "RecordatorioDiario.programar() sustituye el recordatorio pendiente por el mismo"
    case .reminderNotScheduled:
      "la escena ya estaba activa cuando apareció ContentView: onChange(of: scenePhase) sin"
        + " initial: true espera a un cambio, así que RecordatorioDiario.programar() no se llama"
        + " (set scene-initial off)"
    case .requestThrew:
      "requestAuthorization lanzó un error: Tiempo de uso restringe las notificaciones en este"
        + " dispositivo (system-settings restrictions on); el catch de pedirPermiso lo anota"
    case .crashCameraUsage(let added):
      "la app se cierra: pidió la cámara sin NSCameraUsageDescription en su Info; "
        + (added
          ? "la clave se añadió después de arrancar esta compilación: vuelve a ejecutarla para"
            + " usarla"
          : "plist add NSCameraUsageDescription \"…\" la añade, y después launch")
    case .provisionalGranted:
      "autorización de prueba (provisional) concedida en silencio: sin diálogo"
    case .noDialogAskedOnce(let status):
      "sin diálogo: el sistema pregunta una sola vez, y el permiso ya está"
        + " \(statusName(status, .es))"
    case .permissionAlready(let p, let status):
      "el permiso de \(permissionName(p, .es)) ya está \(statusName(status, .es))"
    case .formModeAlready(let mode): "el formulario ya está en modo \(mode.rawValue)"
    case .buttonDisabled(let mode, let email, let password):
      "el botón \(mode == .entrar ? "«Entrar»" : "«Crear cuenta»") está desactivado ("
        + [
          email ? "el correo no está completo" : nil,
          password ? "la contraseña tiene menos de 6 caracteres" : nil,
        ].compactMap { $0 }.joined(separator: ", ") + "): submit no hace nada"
    case .sessionRestored(let email, let p):
      "restaurar() encontró la sesión de \(email) en "
        + (p == .ios ? "el Llavero" : "el directorio privado")
    case .sessionSaved(let p):
      "sesión guardada en \(p == .ios ? "el Llavero" : "el directorio privado")"
    case .tabAlreadySelected(let tab): "\(tab.rawValue) ya es la pestaña seleccionada"
    case .alreadyFavorite(let n): "\(Reconciler.label(n)) ya es favorito"
    case .notFavorite(let n): "\(Reconciler.label(n)) no es favorito"
    case .contentStateGone:
      "el estado de ContentView (pestaña, pilas) se va con ella: la próxima empieza de cero"
    case .confirmationNotShownAgain:
      "el estado ya dice confirmandoSalida = true: el valor no cambia, así que el diálogo no"
        + " vuelve a salir"
    case .favoritesStay:
      "tus favoritos se guardan en este dispositivo y seguirán aquí cuando vuelvas a entrar"
    case .stateNotTold(.didMoveToParent):
      "did-move-to-parent off: el controlador hijo no tiene didMove(toParent:) que envíe"
        + " cerradoPorElUsuario, así que nadie avisa al estado"
    case .stateNotTold(.presentationDidDismiss):
      "presentation-did-dismiss off: ningún presentationControllerDidDismiss envía dismiss, así"
        + " que nadie avisa al estado"
    case .stateNotTold(let knob): "\(knob.name) off: nadie avisa al estado"
    }
  }

  /// The app's own line (lesson 003's `pedirPermiso` logs in Spanish); what iOS wrote in English
  /// is quoted and said in Spanish beside it, where the student reads it.
  package static func text(_ log: LogEvent) -> String {
    switch log {
    case .permission: log.text
    case .requestFailed:
      "no se pudo pedir el permiso de notificaciones: «Notifications are not allowed for this"
        + " application» (el error de iOS, en inglés: las notificaciones no están permitidas"
        + " para esta app)"
    case .crashReport:
      guillemets(log.text)
        + " (el informe de iOS, en inglés: la app se cerró porque intentó acceder a datos"
        + " privados sin una descripción de uso; el Info debe tener la clave"
        + " NSCameraUsageDescription)"
    }
  }

  package static func text(_ warning: Warning) -> String {
    switch warning {
    case .stackDiverged(let tab, let screen, let state):
      "divergen: la pantalla enseña pantalla.\(tab.rawValue) \(Value.ints(screen)), pero el"
        + " estado dice contenido.camino\(tab == .lista ? "Lista" : "Favoritos")"
        + " \(Value.ints(state)): dos relatos distintos"
    case .presentationDiverged(let screen, let state):
      "divergen: "
        + (screen.map { "la pantalla presenta \(literal($0))" } ?? "la pantalla no presenta nada")
        + ", pero el estado dice dialogo \(literal(state)): dos relatos distintos"
    }
  }

  package static func text(_ reason: Destino.Invalid) -> String {
    switch reason {
    case .noScheme: "no tiene esquema (se esperaba pokedex://…)"
    case .notPokedex: "el esquema no es pokedex"
    case .listaTakesNoPath: "pokedex://lista no lleva ruta"
    case .unknownHost: "el host no es lista ni pokemon"
    case .expectedNumberPath: "se esperaba pokedex://pokemon/<1…151>"
    case .notDecimal(let text):
      "\(Quoting.guillemets(text)) no es un número decimal (se esperaba 1…151)"
    case .outOfRange(let text): "\(text) está fuera de 1…151"
    }
  }

  package static func buttons(_ p: Presentado) -> String {
    p.buttons.map { " [" + $0.title + ($0.destructive ? " (destructivo)]" : "]") }.joined()
      + (p.cancelUndrawn ? " («Cancelar» está en el código; iOS 26 no lo dibuja)" : "")
  }

  /// The article before what is shown: `el confirmationDialog`, `la hoja inferior`, `el diálogo
  /// del sistema`.
  static func article(_ p: Presentado) -> String {
    if case .logout(.android, _) = p { return "la " }
    return "el "
  }

  package static func presented(_ p: Presentado) -> String {
    let kind =
      switch p {
      case .logout(.ios, _): "confirmationDialog"
      case .logout(.android, _): "hoja inferior"
      case .alerta: "diálogo del sistema"
      }
    return kind + " " + guillemets(p.title)
  }

  static func alreadySet(_ setting: Setting) -> String {
    switch setting {
    case .scene(let phase): "la escena ya es \(phase.rawValue)"
    case .date(let date): "la fecha ya es \(date)"
    case .network(let on): "la red ya está \(on ? "activada" : "desactivada") (net \(onOff(on)))"
    case .networkSlow: "la red ya va lenta (net slow)"
    case .restrictions(let on):
      "las restricciones ya están \(on ? "activadas" : "desactivadas")"
    case .tema(let tema): "el tema ya es \(tema.rawValue)"
    case .favoritosPorNumero(let on): "favoritosPorNumero ya es \(on)"
    case .knob(let knob, let faithful):
      "\(knob.name) ya está en \(knob.word(faithful: faithful))"
    }
  }
}
