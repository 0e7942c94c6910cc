extension Engine {
  /// `back` (the bar's button) and `swipe-back` (the edge gesture): the screen pops first; the
  /// report `cerradoPorElUsuario` brings the state along, unless reports are off.
  mutating func gestoAtras(boton: Bool) throws(Rejection) {
    let pestana = try requireContent()
    guard pestana != .ajustes else { throw Rejection("Ajustes has no navigation stack") }
    let pila = world.app?.pantalla.pila(pestana) ?? []
    guard let arriba = pila.last else {
      throw Rejection(
        "nothing to go back to: the \(pestana.rawValue) stack on screen is at its root")
    }
    begin(boton ? "back" : "swipe-back")
    if pestana == .lista {
      world.app?.pantalla.lista?.removeLast()
    } else {
      world.app?.pantalla.favoritos?.removeLast()
    }
    switch (pestana == .lista, boton) {
    case (true, true): ui(Rotulos.atrasLista[arriba])
    case (true, false): ui(Rotulos.bordeLista[arriba])
    case (false, true): ui(Rotulos.atrasFavoritos[arriba])
    case (false, false): ui(Rotulos.bordeFavoritos[arriba])
    }
    if world.knobs.reportDismissals {
      enqueue(.cerradoPorElUsuario(pestana))
    } else {
      note("report-dismissals off: the state is not told")
    }
    end()
  }

  /// `tap-outside` (iOS confirmation dialog) and `drag-down` (Android sheet): the screen
  /// dismisses first; the report `dismiss` clears the state, unless reports are off.
  mutating func gestoDeCierre(tapOutside: Bool) throws(Rejection) {
    let app = try requireRunning()
    guard let p = app.pantalla.presentado else {
      throw Rejection("nothing is presented to dismiss")
    }
    switch p {
    case .alerta:
      throw Rejection("a system alert is answered only with allow or deny")
    case .dialogoSalida(.ios) where !tapOutside:
      throw Rejection("the iOS confirmation dialog is dismissed with tap-outside, not drag-down")
    case .dialogoSalida(.android) where tapOutside:
      throw Rejection("the Android bottom sheet is dismissed with drag-down, not tap-outside")
    case .dialogoSalida:
      break
    }
    begin(tapOutside ? "tap-outside" : "drag-down")
    world.app?.pantalla.presentado = nil
    ui("dismissed by the user: \(p.tipo) «\(p.titulo)»")
    if world.knobs.reportDismissals {
      enqueue(.dismiss)
    } else {
      note("report-dismissals off: the state is not told")
    }
    end()
  }
}
