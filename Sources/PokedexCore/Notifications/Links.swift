extension Engine {
  /// An external link: launches a closed app (the link arrives once launch has finished), then
  /// follows the platform's rule: lost on iOS without content, waiting on Android.
  mutating func openURL(_ url: String) throws(Rejection) {
    try requireInstalled()
    if world.app == nil {
      start(.launchByLink, by: .link(url))
    } else {
      bringToForeground()
      enqueue(.externalLink(url, running: true))
    }
  }

  /// A tap on a delivered notification goes to the delegate, which exists from launch: never
  /// lost. On a closed app it cold-starts it. `url` is the notification's `enlace`, nil when it
  /// has none.
  mutating func tapNotification(_ url: String?) throws(Rejection) {
    try requireInstalled()
    if let app = world.app {
      // Inactive is the app open in the foreground (behind Control Center or an alert): only
      // the background or a closed app is woken by the tap.
      let woke = app.escena == .background
      bringToForeground()
      enqueue(.didReceive(url, woke: woke))
    } else {
      start(.launchByTap, by: .tap(url))
    }
  }

  /// A notification arrives: not shown without permission; provisional goes quietly to the
  /// notification center; authorized gives a banner in the foreground (`willPresent`), inactive
  /// included: an inactive scene is the app open, in the foreground.
  mutating func notify(_ url: String) throws(Rejection) {
    try requireInstalled()
    let title: String
    if url == world.linkOfTheDay {
      title = "Pokémon del día: " + Reconciler.label(world.fecha.pokemonOfTheDay)
    } else {
      title = "Pokédex: \(Quoting.visible(url))"
    }
    action(.notificationArrives) { e in
      switch e.world.dispositivo.notificaciones {
      case .notDetermined, .denied:
        e.note(.notificationNotShown(e.world.dispositivo.notificaciones))
      case .provisional:
        e.note(.notificationProvisional(title: title))
      case .authorized:
        if let app = e.world.app, app.escena != .background {
          if e.platform == .android || e.world.knobs[.willPresent] {
            e.ui(.banner(title: title, e.platform))
          } else {
            e.note(.bannerNotShown(title: title))
          }
        } else {
          e.note(.notificationToCenter(title: title))
        }
      }
    }
  }

  // MARK: Follow-ups

  /// The notification delegate's `didReceive`: it holds the link in `enlacePendiente`. Its
  /// `guard let` (lesson 001) lets through only an `enlace` that is text and a URL: without one,
  /// or with one `URL(string:)` refuses (the empty text), it returns before publishing.
  mutating func didReceive(_ enlace: String?, woke: Bool) {
    // Without a delegate nobody's didReceive runs: the tap is iOS's alone, and iOS discards it.
    guard world.app?.delegateInstalled == true else {
      action(.tapWithoutDelegate) { $0.note(.tapDiscarded) }
      return
    }
    action(.didReceive(platform)) { e in
      guard let url = enlace, !url.isEmpty else {
        e.note(.tapIgnored(enlace: enlace, e.platform))
        return
      }
      if woke, !e.world.knobs[.mainActor] {
        e.note(.crashMainActor)
        e.world.app = nil
        return
      }
      if e.world.app?.enlacePendiente == url {
        e.note(.linkUnchanged(url: url, e.platform))
      } else {
        e.world.app?.enlacePendiente = url
      }
    }
  }

  mutating func installDelegateLate() {
    action(.delegateInstalledLate) { e in
      e.world.app?.delegateInstalled = true
      e.note(.delegateSetLate)
    }
  }

  /// `.onChange(of: enlacePendiente)` in ContentView: handles the link, then clears it.
  mutating func observeLink(initial: Bool) {
    // No copy of the app is kept here: one alive while `abrir` changes it would be copied.
    guard let url = world.app.flatMap({ $0.hasContent ? $0.enlacePendiente : nil }) else {
      return
    }
    if initial && !world.knobs[.onchangeInitial] {
      action(.observeLink(initial: false, platform)) { $0.note(.linkNotHandled(url: url)) }
      return
    }
    action(.observeLink(initial: world.knobs[.onchangeInitial], platform)) { e in
      e.abrir(url)
      if e.world.knobs[.resetLink] {
        e.world.app?.enlacePendiente = nil
      } else {
        e.note(.linkStays(url: url))
      }
    }
  }

  /// An external link reaching the app (`.onOpenURL` on iOS, the activity's intent on Android).
  mutating func externalLink(_ url: String, running: Bool) {
    guard let app = world.app else { return }
    if platform == .android, running, !world.knobs[.onNewIntent] {
      action(.intentReceived) { $0.note(.linkLostNoNewIntent(url: url)) }
      return
    }
    switch (platform, app.hasContent) {
    case (.ios, true), (.android, true):
      action(platform == .ios ? .onOpenURL : .onNewIntent) { $0.abrir(url) }
    case (.ios, false):
      action(.openURLUnreceived) { $0.note(.linkLost(url: url, branch: app.branch)) }
    case (.android, false):
      action(.intentReceived) { e in
        e.world.app?.enlaceActividad = url
        e.note(.linkWaitsInActivity)
      }
    }
  }

  /// Android: the activity hands its waiting link to the content just built.
  mutating func deliverActivityLink() {
    guard let url = world.app?.enlaceActividad else { return }
    action(.deliverActivityLink) { e in
      e.world.app?.enlaceActividad = nil
      e.abrir(url)
    }
  }

  /// ContentView's `abrir(url)`: tab ← lista, then caminoLista ← [n] or [].
  mutating func abrir(_ url: String) {
    switch Destino.parse(url) {
    case .failure(let reason):
      note(.linkInvalid(url: url, reason: reason))
    case .success(let destino):
      let before = world.app?.contenido
      let switchesTab = world.knobs[.switchTab]
      if switchesTab { world.app?.contenido?.pestana = .lista }
      switch destino {
      case .lista: world.app?.contenido?.caminoLista = []
      case .detalle(let n): world.app?.contenido?.caminoLista = [n]
      }
      if !switchesTab, let pestana = before?.pestana, pestana != .lista {
        note(.linkBehindTab(url: url, pestana))
      } else if before != nil, world.app?.contenido == before {
        note(.linkAlreadyThere(url: url))
      }
    }
  }
}
