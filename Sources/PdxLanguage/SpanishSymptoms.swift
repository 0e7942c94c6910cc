/// Lo que ve quien usa la app, en español, donde una nota nombraría la causa de una palanca:
/// las palabras de un ejercicio (docs/reference.md §9.4).
extension Spanish {
  package static func text(_ symptom: Symptom) -> String {
    switch symptom {
    case .nothingShown(let title):
      "llega \(guillemets(title)) con la app en primer plano y no se ve nada: ni banner ni sonido"
    case .tapLeadsNowhere:
      "el toque que abrió la app no lleva a ninguna parte: no se abre ninguna ficha"
    case .appCloses: "la app se cierra cuando le llega el toque del aviso"
    case .tapChangesNothing(let url):
      "enlacePendiente ya tiene \(shownURL(url)): este toque no cambia nada"
    case .linkWaits(let url):
      "\(shownURL(url)) espera en el delegado, y la vista que apareció no lo abre"
    case .linkLostOpenApp(let url):
      "enlace perdido: \(shownURL(url)) llegó a la app abierta y no se abre ninguna ficha"
    case .freshExercise(let p):
      "un mundo nuevo en \(platformName(p)): el ejercicio empieza otra vez, con su fallo aún"
        + " plantado"
    case .detailOutOfSight(let url, let tab):
      "\(shownURL(url)) se atiende, y la pestaña \(tabTitle(tab)) sigue en pantalla: no se ve"
        + " ninguna ficha"
    case .reminderNotScheduled:
      "ContentView apareció con la escena activa, y el recordatorio diario no se programó"
    }
  }
}
