import PokedexCore

/// What each knob's pitfall changes, in Spanish: said by `help set`, the man page and the notes
/// that name a knob.
extension Spanish {
  package static func changes(_ knob: Knob) -> String {
    switch knob {
    case .onchangeInitial:
      "un enlace que espera en el delegado cuando aparece ContentView no se atiende"
    case .delegateInstall:
      "el toque que arranca la app en frío no llega a ningún delegado y se descarta"
    case .reportDismissals:
      "un gesto de retroceso o un cierre cambia la pantalla pero no el estado"
    case .mainActor:
      "tocar el aviso con la app en segundo plano o cerrada la cierra: el delegado publica"
        + " enlacePendiente fuera del hilo principal"
    case .willPresent:
      "un aviso que llega con la app en primer plano no se ve ni suena"
    case .resetLink:
      "enlacePendiente sigue puesto después de abrir: el mismo aviso tocado otra vez no cambia"
        + " nada, y el enlace no se vuelve a atender"
    case .onNewIntent:
      "un enlace que llega con la app abierta se pierde: solo onCreate lee los intents"
    case .nilBeforeDismiss:
      "el reconciliador guarda su referencia a presentado hasta que acaba la animación de"
        + " cierre: una reejecución durante ella vuelve a pedir el cierre"
    case .ios: "la confirmación de cerrar sesión dibuja también «Cancelar»"
    case .didMoveToParent:
      "un gesto de retroceso quita la pantalla de la pila, pero no del camino del estado: solo se"
        + " olvida el gancho de la pila, y el cierre del diálogo sí se avisa"
    case .presentationDidDismiss:
      "cerrar a mano el diálogo deja al estado diciendo que sigue abierto: solo se olvida el"
        + " gancho de lo presentado, y un retroceso sí se avisa"
    case .stackHelper:
      "un empujón escrito a mano compara solo las longitudes de las pilas: dos pantallas"
        + " añadidas de golpe apilan una, tres quitadas sacan una, y un enlace profundo que"
        + " reemplaza el camino no cambia nada"
    case .guardAtRoot:
      "cada pantalla se protege sola en vez de la raíz: el TabView se construye sin sesión, sus"
        + " pestañas se alcanzan, un enlace abre una ficha que ninguna pantalla protege, y las"
        + " pilas sobreviven a cerrar sesión"
    case .rootTransition:
      "el guardián cambia el formulario por el contenido con un corte seco, sin fundido"
    case .switchTab:
      "un enlace abierto desde otra pestaña va a la pila de la Pokédex mientras esa pestaña sigue"
        + " seleccionada: no se ve nada"
    case .themeAtRoot:
      "el tema se aplica dentro de SettingsView: solo la pestaña Ajustes se pinta con él"
    case .sceneInitial:
      "el observador de la escena no ve la escena que ya está activa cuando aparece ContentView"
        + " (un arranque en frío, una entrada): el recordatorio espera a la próxima vuelta a"
        + " primer plano"
    case .requestPermission:
      "la app pide el permiso de notificaciones al abrirse, antes de que el usuario sepa para"
        + " qué; el sistema pregunta una sola vez"
    case .presentadoReference:
      "el reconciliador no tiene referencia presentado y le pregunta a UIKit qué hay"
        + " presentado: toma por suyo el diálogo del sistema y pide cerrarlo, y vuelve a pedir el"
        + " cierre de su diálogo mientras se anima"
    }
  }
}
