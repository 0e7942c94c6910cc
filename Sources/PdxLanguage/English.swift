import PdxText
import PokedexCore

/// pdx's sentences in English: what a step's events say (docs/reference.md §4.10 lists them
/// by id). User text inside a sentence (a link, a key) goes through `Quoting.visible`.
package enum English: Phrasebook {
  package static var logLabel: StaticString { "log: " }
  package static var noteLabel: StaticString { "note: " }
  package static var warningLabel: StaticString { "warning: " }

  package static func write(_ action: ActionEvent, to o: inout OutputBuffer) {
    switch action {
    case .launch: o.append("launch" as StaticString)
    case .launchByTap: o.append("launch (by the notification tap)" as StaticString)
    case .launchByLink: o.append("launch (by the link)" as StaticString)
    case .terminate: o.append("terminate" as StaticString)
    case .install: o.append("install" as StaticString)
    case .uninstall: o.append("uninstall" as StaticString)
    case .scene(let phase): o.append("scene ", phase.rawValue)
    case .date(let date): o.append("date ", date.description)
    case .net(let on): o.append("net ", onOff(on))
    case .netSlow: o.append("net slow" as StaticString)
    case .configAccounts(let on): o.append("config accounts ", onOff(on))
    case .plistAdd(let key): o.append("plist add ", Quoting.visible(key))
    case .plistRemove(let key): o.append("plist remove ", Quoting.visible(key))
    case .signup: o.append("signup" as StaticString)
    case .login: o.append("login" as StaticString)
    case .formMode(let mode): o.append("form mode ", mode.rawValue)
    case .type(let field): o.append("type ", field.rawValue)
    case .clear(let field): o.append("clear ", field.rawValue)
    case .submit: o.append("submit" as StaticString)
    case .permissionRequest(let p): o.append("permission request ", p.rawValue)
    case .allow: o.append("allow" as StaticString)
    case .deny: o.append("deny" as StaticString)
    case .systemSettings(let p, let on):
      o.append("system-settings ", p.rawValue)
      o.append(" ", onOff(on))
    case .systemSettingsRestrictions(let on): o.append("system-settings restrictions ", onOff(on))
    case .logout: o.append("logout" as StaticString)
    case .confirmLogout: o.append("confirm «Cerrar sesión»" as StaticString)
    case .cancel: o.append("cancel" as StaticString)
    case .tab(let tab): o.append("tab ", tab.rawValue)
    case .open(let n): o.append("open ", Reconciler.label(n))
    case .fav(let n): o.append("fav ", Reconciler.label(n))
    case .unfav(let n): o.append("unfav ", Reconciler.label(n))
    case .back: o.append("back" as StaticString)
    case .swipeBack: o.append("swipe-back" as StaticString)
    case .tapOutside: o.append("tap-outside" as StaticString)
    case .dragDown: o.append("drag-down" as StaticString)
    case .settingsTema(let tema): o.append("settings tema ", tema.rawValue)
    case .settingsFavoritosPorNumero(let on): o.append("settings favoritosPorNumero ", onOff(on))
    case .set(let knob, let faithful):
      o.append("set " + knob.name + " ", knob.word(faithful: faithful))
    case .reset: o.append("reset" as StaticString)
    case .platform(let p): o.append("platform ", p.rawValue)
    case .restaurar(.ios): o.append("RaizConSesion.task: restaurar()" as StaticString)
    // Android's guard is RaizConSesion's twin (lesson 000); restaurar() is the shared code's.
    case .restaurar(.android): o.append("SessionRepository.restaurar()" as StaticString)
    case .backend(let mode):
      o.append(mode == .entrar ? "backend: signIn" : "backend: signUp" as StaticString)
    case .authViewAppears: o.append("AuthView appears" as StaticString)
    case .authViewDisappears: o.append("AuthView disappears" as StaticString)
    case .contentBuilt: o.append("ContentView built" as StaticString)
    case .contentDestroyed: o.append("ContentView destroyed" as StaticString)
    case .observeScene(let initial, .ios):
      o.append(
        initial
          ? "ContentView.onChange(of: scenePhase, initial: true)"
          : "ContentView.onChange(of: scenePhase)" as StaticString)
    case .observeScene(_, .android):
      o.append("ContentView: the app is in the foreground" as StaticString)
    case .requestAtLaunch(.ios):
      o.append("the app opens: requestAuthorization (notifications)" as StaticString)
    case .requestAtLaunch(.android):
      o.append("the app opens: asks for POST_NOTIFICATIONS (notifications)" as StaticString)
    case .notificationArrives: o.append("notification arrives" as StaticString)
    case .didReceive(.ios): o.append("DelegadoDeNotificaciones.didReceive" as StaticString)
    case .didReceive(.android): o.append("the notification's tap reaches the app" as StaticString)
    case .tapWithoutDelegate:
      o.append("UNUserNotificationCenter: the tap finds no delegate" as StaticString)
    case .delegateInstalledLate: o.append("delegate installed (late)" as StaticString)
    case .observeLink(let initial, .ios):
      o.append(
        initial
          ? "ContentView.onChange(of: enlacePendiente, initial: true)"
          : "ContentView.onChange(of: enlacePendiente)" as StaticString)
    case .observeLink(_, .android): o.append("ContentView reads enlacePendiente" as StaticString)
    case .intentReceived: o.append("MainActivity receives the intent" as StaticString)
    case .openURLUnreceived: o.append("open-url" as StaticString)
    case .onOpenURL: o.append("ContentView.onOpenURL" as StaticString)
    case .onNewIntent: o.append("MainActivity.onNewIntent" as StaticString)
    case .deliverActivityLink: o.append("MainActivity delivers its waiting link" as StaticString)
    case .dismiss: o.append("dismiss" as StaticString)
    case .dismissalEnded: o.append("UIKit: the dismissal animation ends" as StaticString)
    case .cerradoPorElUsuario(let tab):
      o.append("cerradoPorElUsuario(", tab.rawValue)
      o.append(byte: UInt8(ascii: ")"))
    }
  }

  package static func write(_ ui: UIEvent, to o: inout OutputBuffer) {
    switch ui {
    case .fade(let on, .ios):
      o.append("fade: RaizConSesion animates haySesion ", on ? "true" : "false")
      o.append(" (.transition(.opacity))" as StaticString)
    case .fade(let on, .android):
      o.append("fade: the guard animates haySesion ", on ? "true" : "false")
      o.append(" (AnimatedVisibility)" as StaticString)
    case .cut(let on, .ios):
      o.append("cut: RaizConSesion swaps its branch at once, haySesion ", on ? "true" : "false")
      o.append(" (no .transition(.opacity), no .animation)" as StaticString)
    case .cut(let on, .android):
      o.append("cut: the guard swaps its branch at once, haySesion ", on ? "true" : "false")
    case .banner(let title, let p):
      o.append("banner ", guillemets(title))
      o.append(
        p == .ios
          ? " with sound (willPresent, app in the foreground)"
          : " with sound (app in the foreground)" as StaticString)
    case .push(let tab, let n): stack("push ", tab, Reconciler.label(n), &o)
    case .pop(let tab, let n): stack("pop ", tab, Reconciler.label(n), &o)
    case .popTo(let tab, let n): stack("pop-to ", tab, n.map(Reconciler.label) ?? "root", &o)
    case .replace(let tab, let xs):
      stack("replace ", tab, "[" + xs.map(Reconciler.label).joined(separator: ", ") + "]", &o)
    case .popByUser(let tab, let n, let button):
      stack("pop ", tab, Reconciler.label(n), &o)
      o.append(
        button ? " (by the user: back button)" : " (by the user: edge swipe)" as StaticString)
    case .dismissedByUser(let p): o.append("dismissed by the user: ", presented(p))
    case .present(let p):
      o.append("present ", presented(p))
      if let message = p.message { o.append(" ", guillemets(message)) }
      o.append(buttons(p))
    case .dismiss(let p): o.append("dismiss ", presented(p))
    case .dismissKeepingReference(let p):
      o.append("dismiss ", presented(p))
      o.append(
        " (the reference stays set while it animates: nil-before-dismiss off)" as StaticString)
    case .dismissAgainRefused(let p):
      o.append("dismiss ", presented(p))
      o.append(
        " again, during its animation: UIKit refuses («Attempt to dismiss from view controller"
          + " while a presentation or dismiss is in progress!»)")
    case .dismissNotItsOwn(let p):
      o.append("dismiss ", presented(p))
      o.append(
        ", which the reconciler did not present: UIKit refuses, the alert is the system's"
          as StaticString)
    case .repaint(let tema, let p):
      o.append("repaint: every tab (Pokédex, Favoritos, Ajustes) in tema ", tema.rawValue)
      o.append(
        p == .ios
          ? " (.preferredColorScheme at ContentView's root)"
          : " (the theme at ContentView's root)" as StaticString)
    case .repaintAjustesOnly(let tema, let p):
      o.append("repaint: only the Ajustes tab in tema ", tema.rawValue)
      if p == .ios { o.append(" (.preferredColorScheme inside SettingsView)" as StaticString) }
      o.append("; Pokédex and Favoritos keep the system's" as StaticString)
    }
  }

  package static func text(_ note: Note) -> String {
    switch note {
    case .installedNotLaunched: "installed, not launched"
    case .runInstalls(let p):
      "not installed: launch is \(p == .ios ? "Xcode" : "Android Studio")'s Run, which installs"
        + " the build first"
    case .alreadySet(let setting): alreadySet(setting)
    case .accountsAlready(let configured):
      "accounts are already \(configured ? "configured" : "not configured")"
    case .configAtNextLaunch(let read):
      "the running app read hayCuentas = \(read) at launch: this takes effect at the next launch"
    case .infoAlreadyHasValue(let key): "\(Quoting.visible(key)) already has that value"
    case .infoHasNoKey(let key): "the Info has no key \(Quoting.visible(key))"
    case .infoAtNextLaunch:
      "takes effect at the next launch, which builds the target again (the installed build has"
        + " the old Info)"
    case .infoIOSTarget:
      "the Info is the iOS target's (its Info.plist): the Android app does not read it"
    case .knobAtNextLaunch(.delegateInstall):
      "takes effect at the next launch: the running app's delegate is already installed"
    case .knobAtNextLaunch(.ios):
      "takes effect at the next launch: the app runs on the iOS it started on"
    case .knobAtNextLaunch: "takes effect at the next launch"
    case .noAccountsContentDirectly:
      "hayCuentas is false: RaizConSesion builds content directly and never loads the session"
    case .linkDiesWithProcess(let url):
      "the pending link \(shownURL(url)) dies with the process"
    case .keychainSurvivesUninstall:
      "the keychain survives an uninstall on iOS: the saved session stays"
    case .privateStorageWiped: "Android wipes the app's private storage: the saved session is gone"
    case .comesToForeground: "the app comes to the foreground"
    case .foregroundBehindAlert:
      "the app comes to the foreground behind the permission alert: inactive until it is answered"
    case .freshWorld(let p):
      "a fresh world on \(platformName(p)): device, backend, knobs and date start over"
    case .notificationNotShown(let status):
      "not shown: notification permission is \(status.rawValue)"
    case .notificationProvisional(let title):
      "\(guillemets(title)) goes quietly to the notification center (provisional: no banner, no"
        + " sound)"
    case .bannerNotShown(let title):
      "\(guillemets(title)) is not shown: the app is in the foreground and the delegate has no"
        + " willPresent, so iOS shows no banner and plays no sound (set will-present off)"
    case .notificationToCenter(let title):
      "\(guillemets(title)) is delivered to the notification center (the app is not in the"
        + " foreground)"
    case .tapDiscarded:
      "the tap that opened the app was discarded: the delegate was not installed yet (set"
        + " delegate-install late)"
    case .tapIgnored(let enlace, let p):
      (enlace.map { "\(shownURL($0)) is not a URL" }
        ?? "the notification has no «enlace»")
        + (p == .ios
          ? ": DelegadoDeNotificaciones.didReceive's guard let returns, and nothing is published"
          : ": the app ignores it, and nothing is published")
    case .crashMainActor:
      "crash: without @MainActor, DelegadoDeNotificaciones.didReceive ran off the main thread"
        + " (the tap woke the app) and published enlacePendiente from there; iOS terminates the"
        + " app (set main-actor off)"
    case .linkUnchanged(let url, let p):
      "enlacePendiente already holds \(shownURL(url)): the value does not change, so"
        + (p == .ios ? " onChange does not fire" : " nothing reacts to it")
    case .delegateSetLate:
      "UNUserNotificationCenter.delegate set after launch finished (delegate-install late)"
    case .linkNotHandled(let url):
      "\(shownURL(url)) is waiting in the delegate, but onChange without initial: true"
        + " does not fire when the view appears: the link is not handled (set onchange-initial"
        + " off)"
    case .linkStays(let url):
      "enlacePendiente stays \(shownURL(url)): nothing sets it back to nil after abrir"
        + " (set reset-link off)"
    case .linkLostNoNewIntent(let url):
      "link lost: \(shownURL(url)) reached the open app as a new intent, and MainActivity"
        + " has no onNewIntent to read it (set on-new-intent off)"
    case .linkLost(let url, let branch):
      "link lost: \(shownURL(url)) reached the app but ContentView is not built (raiz is"
        + " \(branch.rawValue)), so no .onOpenURL receives it"
    case .linkWaitsInActivity: "the link waits in the activity until content is built"
    case .linkInvalid(let url, let reason):
      "\(shownURL(url)) parses to nothing (\(text(reason))): ignored"
    case .linkAlreadyThere(let url):
      "\(shownURL(url)) leads where the app already is: nothing changes"
    case .linkBehindTab(let url, let tab):
      "\(shownURL(url)) went onto the Pokédex's stack, but abrir left out pestana = .lista: the"
        + " \(tabTitle(tab)) tab stays on screen and shows nothing of it (set switch-tab off)"
    case .waitsForBackend(let request, let p):
      switch request {
      case .restaurar:
        "restaurar() waits for the backend to check the saved session (net slow): "
          + (p == .ios ? "RaizConSesion" : "the guard")
          + " shows its spinner (raiz comprobando) until net on or net off"
      case .signIn, .signUp:
        "the form's \(request == .signIn ? "signIn" : "signUp") waits for the backend (net slow)"
          + " until net on or net off"
      }
    case .reminderReplaced:
      "RecordatorioDiario.programar() replaces the pending reminder with the same one"
    case .reminderNotScheduled:
      "the scene was already active when ContentView appeared: onChange(of: scenePhase) without"
        + " initial: true waits for a change, so RecordatorioDiario.programar() is not called"
        + " (set scene-initial off)"
    case .requestThrew:
      "requestAuthorization threw: Screen Time restricts notifications on this device"
        + " (system-settings restrictions on); pedirPermiso's catch logs it"
    case .crashCameraUsage(let added):
      "crash: the app requested the camera without NSCameraUsageDescription in its Info; iOS"
        + " terminates it ("
        + (added
          ? "the key was added after this build launched: launch again to use it"
          : "plist add NSCameraUsageDescription \"…\", then launch") + ")"
    case .provisionalGranted: "provisional authorization granted silently: no dialog"
    case .noDialogAskedOnce(let status):
      "no dialog: the system asks only once; the stored answer is \(status.rawValue)"
    case .permissionAlready(let p, let status): "\(p.rawValue) is already \(status.rawValue)"
    case .formModeAlready(let mode): "the form is already in \(mode.rawValue) mode"
    case .buttonDisabled(let mode, let email, let password):
      "the \(mode == .entrar ? "«Entrar»" : "«Crear cuenta»") button is disabled ("
        + [
          email ? "the email is not complete" : nil,
          password ? "the password has fewer than 6 characters" : nil,
        ].compactMap { $0 }.joined(separator: ", ") + "): submit does nothing"
    case .sessionRestored(let email, let p):
      "session for \(email) found in the \(p == .ios ? "keychain" : "private storage")"
    case .sessionSaved(let p):
      "session saved in the \(p == .ios ? "keychain (Llavero)" : "private storage")"
    case .tabAlreadySelected(let tab): "\(tab.rawValue) is already the selected tab"
    case .alreadyFavorite(let n): "\(Reconciler.label(n)) is already a favorite"
    case .notFavorite(let n): "\(Reconciler.label(n)) is not a favorite"
    case .contentStateGone:
      "ContentView's state (tab, stacks) is gone with it: a new one starts fresh"
    case .confirmationNotShownAgain:
      "the state already says confirmandoSalida = true: the value does not change, so the dialog"
        + " is not shown again"
    case .favoritesStay: "favorites stay on this device: they will be here after the next login"
    case .stateNotTold(.didMoveToParent):
      "did-move-to-parent off: the child controller has no didMove(toParent:) to send"
        + " cerradoPorElUsuario, so the state is not told"
    case .stateNotTold(.presentationDidDismiss):
      "presentation-did-dismiss off: no presentationControllerDidDismiss sends dismiss, so the"
        + " state is not told"
    case .stateNotTold(let knob): "\(knob.name) off: the state is not told"
    }
  }

  /// The app's own line: its text is English where the system wrote it.
  package static func text(_ log: LogEvent) -> String { log.text }

  package static func text(_ warning: Warning) -> String {
    switch warning {
    case .stackDiverged(let tab, let screen, let state):
      "diverged: the screen shows pantalla.\(tab.rawValue) \(Value.ints(screen)) but the state"
        + " says contenido.camino\(tab == .lista ? "Lista" : "Favoritos") \(Value.ints(state))"
    case .presentationDiverged(let screen, let state):
      "diverged: the screen presents \(literal(screen)) but the state says dialogo"
        + " \(literal(state))"
    }
  }

  package static func text(_ reason: Destino.Invalid) -> String {
    switch reason {
    case .noScheme: "it has no scheme (expected pokedex://…)"
    case .notPokedex: "the scheme is not pokedex"
    case .listaTakesNoPath: "pokedex://lista takes no path"
    case .unknownHost: "the host is not lista or pokemon"
    case .expectedNumberPath: "expected pokedex://pokemon/<1…151>"
    case .notDecimal(let text):
      "\(Quoting.guillemets(text)) is not a decimal number (expected 1…151)"
    case .outOfRange(let text): "\(text) is outside 1…151"
    }
  }

  // MARK: Pieces

  static func alreadySet(_ setting: Setting) -> String {
    switch setting {
    case .scene(let phase): "the scene is already \(phase.rawValue)"
    case .date(let date): "the date is already \(date)"
    case .network(let on): "the network is already \(onOff(on))"
    case .networkSlow: "the network is already slow"
    case .restrictions(let on): "restrictions is already \(onOff(on))"
    case .tema(let tema): "the theme is already \(tema.rawValue)"
    case .favoritosPorNumero(let on): "favoritosPorNumero is already \(onOff(on))"
    case .knob(let knob, let faithful): "\(knob.name) is already \(knob.word(faithful: faithful))"
    }
  }

  static func stack(
    _ verb: StaticString, _ tab: Pestana, _ what: String, _ o: inout OutputBuffer
  ) {
    o.append(verb)
    o.append(tab.rawValue)
    o.append(byte: UInt8(ascii: " "))
    o.append(what)
  }
}
