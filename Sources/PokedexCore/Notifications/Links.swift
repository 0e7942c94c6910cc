extension Engine {
  /// An external link: launches a closed app (the link arrives once launch has finished), then
  /// follows the platform's rule: lost on iOS without content, waiting on Android.
  mutating func openURL(_ url: String) throws(Rejection) {
    try requireInstalled()
    if world.app == nil {
      arrancar(nombre: "launch (by the link)", con: .enlace(url))
    } else {
      traerAlFrente()
      enqueue(.enlaceExterno(url))
    }
  }

  /// A tap on a delivered notification goes to the delegate, which exists from launch: never
  /// lost. On a closed app it cold-starts it.
  mutating func tapNotification(_ url: String) throws(Rejection) {
    try requireInstalled()
    if world.app == nil {
      arrancar(nombre: "launch (by the notification tap)", con: .toque(url))
    } else {
      traerAlFrente()
      enqueue(.didReceive(url, alArrancar: false))
    }
  }

  /// A notification arrives: not shown without permission; provisional goes quietly to the
  /// notification center; authorized gives a banner in the foreground (`willPresent`).
  mutating func notify(_ url: String) throws(Rejection) {
    try requireInstalled()
    let titulo: String
    if url == world.enlaceDelDia {
      titulo = "Pokémon del día: " + Reconciler.etiqueta(world.fecha.pokemonDelDia)
    } else {
      titulo = "Pokédex: \(Quoting.visible(url))"
    }
    begin("notification arrives")
    switch world.dispositivo.notificaciones {
    case .notDetermined, .denied:
      note("not shown: notification permission is \(world.dispositivo.notificaciones.rawValue)")
    case .provisional:
      note("«\(titulo)» goes quietly to the notification center (provisional: no banner, no sound)")
    case .authorized:
      if let app = world.app, app.escena == .active {
        ui("banner «\(titulo)» with sound (willPresent, app in the foreground)")
      } else {
        note(
          "«\(titulo)» is delivered to the notification center (the app is not in the foreground)")
      }
    }
    end()
  }
}
