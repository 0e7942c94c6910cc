// Why a command was refused, in Spanish.

import PokedexCore

extension Spanish {
  package static func text(_ rejection: Rejection) -> String {
    switch rejection {
    case .notInstalled(let forLaunch):
      forLaunch
        ? "la app no está instalada (launch la instala y después la arranca)"
        : "la app no está instalada (instálala primero: install)"
    case .notRunning: "la app no está en marcha (arráncala primero: launch)"
    case .alreadyRunning: "la app ya está en marcha"
    case .alreadyInstalled: "la app ya está instalada"
    case .alertInFront(let title):
      "el diálogo del sistema \(guillemets(title)) está en pantalla: respóndelo con allow o deny"
    case .dialogOpen(let title):
      "el diálogo \(guillemets(title)) está abierto: primero confirm, cancel o tap-outside"
    case .sheetOpen(let title):
      "la hoja inferior \(guillemets(title)) está abierta: primero confirm, cancel o drag-down"
    case .noTabs(let branch):
      "no hay pestañas: el contenido no está construido (raiz es \(branch.rawValue)); el"
        + " guardián solo lo construye en sinCuentas y conSesion"
    case .noForm(let branch):
      "el formulario no está en pantalla: "
        + {
          switch branch {
          case .sinCuentas: "no hay cuentas configuradas (raiz es sinCuentas)"
          case .comprobando: "la sesión aún se está restaurando (raiz es comprobando)"
          case .conSesion: "hay una sesión (raiz es conSesion); cierra la sesión primero"
          case .formulario: "raiz es formulario"
          }
        }()
    case .provisionalNotificationsOnly: "--provisional solo vale para las notificaciones"
    case .dialogNeedsForeground(let phase):
      "un diálogo del sistema necesita la app en primer plano (app.escena es \(phase.rawValue))"
    case .noSystemDialog:
      "no hay ningún diálogo del sistema (permission request lo muestra una vez)"
    case .noSettingsSwitch(let p):
      "Ajustes aún no tiene el interruptor de \(permissionName(p, .es)) para Pokédex: iOS lo añade la"
        + " primera vez que la app pregunta (permission request \(p.rawValue))"
    case .noAccountSection(let branch):
      "sin sesión no hay sección «Cuenta» en Ajustes (raiz es \(branch?.rawValue ?? "nil"))"
    case .cancelNotDrawn:
      "«Cancelar» está en el código, pero iOS 26 no lo dibuja: cierra el diálogo con"
        + " tap-outside (set ios 18 lo dibuja)"
    case .answerTheAlert(let title):
      "el diálogo \(guillemets(title)) está en pantalla: respóndelo con allow o deny"
    case .noConfirmation:
      "no hay ninguna confirmación de cerrar sesión en pantalla (logout la abre)"
    case .ajustesHasNoPokemon:
      "la pestaña Ajustes no tiene Pokémon que abrir (tab lista o tab favoritos)"
    case .notAFavorite(let n):
      "\(Reconciler.label(n)) no es favorito: la pestaña Favoritos solo lista favoritos"
    case .notAPokemon(let n): "\(n) no es un Pokémon de la Pokédex (1…151)"
    case .ajustesHasNoStack: "Ajustes no tiene pila de navegación"
    case .atRoot(let tab):
      "no hay adónde volver: la pila de \(tab.rawValue) en pantalla está en su raíz"
    case .nothingPresented: "no hay nada presentado que cerrar"
    case .alertNeedsAnswer: "el diálogo de un permiso solo se responde con allow o deny"
    case .dialogNeedsTapOutside:
      "el diálogo de confirmación de iOS se cierra con tap-outside, no con drag-down"
    case .sheetNeedsDragDown:
      "la hoja inferior de Android se cierra con drag-down, no con tap-outside"
    case .knobOtherPlatform(let knob, let only, let current):
      "\(knob.name) solo existe en \(platformName(only)) (\(changes(knob))); este mundo es"
        + " de \(platformName(current)): primero platform \(only.rawValue)"
    case .fieldFull(let field, let held, let adding):
      "type \(field.rawValue): un campo guarda como mucho"
        + " \(Numbers.counted(65_536, ("byte", "bytes"), ("byte", "bytes")).es); tiene"
        + " \(Numbers.grouped(held, .es)) y el texto añadiría \(Numbers.grouped(adding, .es))"
        + " (clear \(field.rawValue) lo vacía)"
    case .restrictionsIOSOnly:
      "system-settings restrictions solo existe en iOS (restricciones a las notificaciones, que"
        + " hacen fallar su petición); este mundo es de Android: primero platform ios"
    case .screenGuarded(let tab, let branch):
      "la pantalla \(tabTitle(tab)) enseña"
        + (branch == .comprobando ? " una ruedecita" : " el formulario")
        + " en su lugar (guard-at-root off): no hay sesión (raiz es \(branch.rawValue))"
    case .formUnderDetail(let tab, let n):
      "el formulario está debajo de la ficha de \(Reconciler.label(n)) en la pestaña"
        + " \(tabTitle(tab)), que se ve sin sesión (guard-at-root off); primero back"
    }
  }

}
