extension Engine {
  /// An external link: launches a closed app (the link arrives once launch has finished), then
  /// follows the platform's rule: lost on iOS without content, waiting on Android.
  mutating func openURL(_ url: String) throws(Rejection) {
    try requireInstalled()
    if world.app == nil {
      start("launch (by the link)", by: .link(url))
    } else {
      bringToForeground()
      enqueue(.externalLink(url, running: true))
    }
  }

  /// A tap on a delivered notification goes to the delegate, which exists from launch: never
  /// lost. On a closed app it cold-starts it.
  mutating func tapNotification(_ url: String) throws(Rejection) {
    try requireInstalled()
    if let app = world.app {
      let woke = app.escena != .active
      bringToForeground()
      enqueue(.didReceive(url, woke: woke))
    } else {
      start("launch (by the notification tap)", by: .tap(url))
    }
  }

  /// A notification arrives: not shown without permission; provisional goes quietly to the
  /// notification center; authorized gives a banner in the foreground (`willPresent`).
  mutating func notify(_ url: String) throws(Rejection) {
    try requireInstalled()
    let title: String
    if url == world.linkOfTheDay {
      title = "Pokémon del día: " + Reconciler.label(world.fecha.pokemonOfTheDay)
    } else {
      title = "Pokédex: \(Quoting.visible(url))"
    }
    action("notification arrives") { e in
      switch e.world.dispositivo.notificaciones {
      case .notDetermined, .denied:
        e.note(
          "not shown: notification permission is \(e.world.dispositivo.notificaciones.rawValue)")
      case .provisional:
        e.note(
          "«\(title)» goes quietly to the notification center (provisional: no banner, no sound)")
      case .authorized:
        if let app = e.world.app, app.escena == .active {
          if e.world.dispositivo.plataforma == .android {
            e.ui("banner «\(title)» with sound (app in the foreground)")
          } else if e.world.knobs[.willPresent] {
            e.ui("banner «\(title)» with sound (willPresent, app in the foreground)")
          } else {
            e.note(
              "«\(title)» is not shown: the app is in the foreground and the delegate has no"
                + " willPresent, so iOS shows no banner and plays no sound (set will-present off)")
          }
        } else {
          e.note(
            "«\(title)» is delivered to the notification center (the app is not in the foreground)")
        }
      }
    }
  }

  // MARK: Follow-ups

  /// The notification delegate's `didReceive`: it holds the link in `enlacePendiente`.
  mutating func didReceive(_ url: String, woke: Bool) {
    action("DelegadoDeNotificaciones.didReceive") { e in
      guard e.world.app?.delegateInstalled == true else {
        e.note(
          "the tap that opened the app was discarded: the delegate was not installed yet"
            + " (set delegate-install late)")
        return
      }
      if woke, !e.world.knobs[.mainActor] {
        e.note(
          "crash: without @MainActor, DelegadoDeNotificaciones.didReceive ran off the main thread"
            + " (the tap woke the app) and published enlacePendiente from there; iOS terminates"
            + " the app (set main-actor off)")
        e.world.app = nil
        return
      }
      if e.world.app?.enlacePendiente == url {
        e.note(
          "enlacePendiente already holds \(Quoting.visible(url)): the value does not change, so"
            + " onChange does not fire")
      } else {
        e.world.app?.enlacePendiente = url
      }
    }
  }

  mutating func installDelegateLate() {
    action("delegate installed (late)") { e in
      e.world.app?.delegateInstalled = true
      e.note("UNUserNotificationCenter.delegate set after launch finished (delegate-install late)")
    }
  }

  /// `.onChange(of: enlacePendiente)` in ContentView: handles the link, then clears it.
  mutating func observeLink(initial: Bool) {
    // No copy of the app is kept here: one alive while `abrir` changes it would be copied.
    guard let url = world.app.flatMap({ $0.hasContent ? $0.enlacePendiente : nil }) else {
      return
    }
    if initial && !world.knobs[.onchangeInitial] {
      action("ContentView.onChange(of: enlacePendiente)") { e in
        e.note(
          "\(Quoting.visible(url)) is waiting in the delegate, but onChange without initial: true"
            + " does not fire when the view appears: the link is not handled (set"
            + " onchange-initial off)")
      }
      return
    }
    action(
      world.knobs[.onchangeInitial]
        ? "ContentView.onChange(of: enlacePendiente, initial: true)"
        : "ContentView.onChange(of: enlacePendiente)"
    ) { e in
      e.abrir(url)
      if e.world.knobs[.resetLink] {
        e.world.app?.enlacePendiente = nil
      } else {
        e.note(
          "enlacePendiente stays \(Quoting.visible(url)): nothing sets it back to nil after"
            + " abrir (set reset-link off)")
      }
    }
  }

  /// An external link reaching the app (`.onOpenURL` on iOS, the activity's intent on Android).
  mutating func externalLink(_ url: String, running: Bool) {
    guard let app = world.app else { return }
    if plataforma == .android, running, !world.knobs[.onNewIntent] {
      action("MainActivity receives the intent") { e in
        e.note(
          "link lost: \(Quoting.visible(url)) reached the open app as a new intent, and"
            + " MainActivity has no onNewIntent to read it (set on-new-intent off)")
      }
      return
    }
    switch (plataforma, app.hasContent) {
    case (.ios, true), (.android, true):
      action(plataforma == .ios ? "ContentView.onOpenURL" : "MainActivity.onNewIntent") {
        $0.abrir(url)
      }
    case (.ios, false):
      action("open-url") { e in
        e.note(
          "link lost: \(Quoting.visible(url)) reached the app but ContentView is not built (raiz"
            + " is \(app.branch.rawValue)), so no .onOpenURL receives it")
      }
    case (.android, false):
      action("MainActivity receives the intent") { e in
        e.world.app?.enlaceActividad = url
        e.note("the link waits in the activity until content is built")
      }
    }
  }

  /// Android: the activity hands its waiting link to the content just built.
  mutating func deliverActivityLink() {
    guard let url = world.app?.enlaceActividad else { return }
    action("MainActivity delivers its waiting link") { e in
      e.world.app?.enlaceActividad = nil
      e.abrir(url)
    }
  }

  /// ContentView's `abrir(url)`: tab ← lista, then caminoLista ← [n] or [].
  mutating func abrir(_ url: String) {
    switch Destino.parse(url) {
    case .failure(let e):
      note("\(Quoting.visible(url)) parses to nothing (\(e.reason)): ignored")
    case .success(let destino):
      let before = world.app?.contenido
      world.app?.contenido?.pestana = .lista
      switch destino {
      case .lista: world.app?.contenido?.caminoLista = []
      case .detalle(let n): world.app?.contenido?.caminoLista = [n]
      }
      if before != nil, world.app?.contenido == before {
        note("\(Quoting.visible(url)) leads where the app already is: nothing changes")
      }
    }
  }
}
