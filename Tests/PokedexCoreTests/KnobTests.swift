import Testing

@_spi(Internals) @testable import PokedexCore

/// Every knob at both values: the faithful one keeps the lesson's fix, the other shows the
/// lesson's pitfall in the transitions (docs/reference.md §5.6).
@Suite("Knobs")
struct KnobTests {
  /// A world with a session, the knob at `faithful`, and the app launched after it was set
  /// (some knobs take effect at the next launch).
  func world(_ knob: Knob, faithful: Bool, _ platform: Plataforma = .ios) -> Store {
    var store = conSesion(platform)
    accepted(&store, .set(knob, faithful: faithful))
    accepted(&store, .restart)
    return store
  }

  @Test("every knob has a bit of its own in the knob set, each set and cleared alone")
  func capacity() {
    #expect(Knob.allCases.count <= Knobs.capacity)
    #expect(Knob.allCases.map(\.rawValue) == Array(0..<Knob.allCases.count))
    for knob in Knob.allCases {
      var knobs = Knobs()
      knobs[knob] = false
      #expect(Knob.allCases.filter { !knobs[$0] } == [knob], "\(knob.name)")
      knobs[knob] = true
      #expect(knobs == Knobs())
    }
  }

  @Test("every knob is declared once: a name, two values, a lesson, a sentence, an example")
  func declarations() {
    let names = Knob.allCases.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(
      names == [
        "onchange-initial", "delegate-install", "report-dismissals", "main-actor",
        "will-present", "reset-link", "on-new-intent", "nil-before-dismiss", "ios",
        "did-move-to-parent", "presentation-did-dismiss", "stack-helper", "guard-at-root",
        "root-transition", "switch-tab", "theme-at-root", "scene-initial", "request-permission",
        "presentado-reference",
      ])
    for knob in Knob.allCases {
      let d = knob.declaration
      #expect(d.faithful != d.pitfall && Knob.named(d.name) == knob)
      #expect(!d.sentence.isEmpty)
      #expect(d.example.hasPrefix("examples/") && d.example.hasSuffix(".pdx"))
      #expect(StatePath(named: knob.path) == .knob(knob), "\(knob.path)")
      #expect(value(Store(platform: d.platform ?? .ios), .knob(knob)) != .null)
    }
  }

  @Test("main-actor: a tap that wakes the app crashes it without @MainActor; not in the foreground")
  func mainActor() {
    for faithful in [true, false] {
      // In the background.
      var store = world(.mainActor, faithful: faithful)
      accepted(&store, .scene(.background))
      let step = accepted(&store, .tapNotification("pokedex://pokemon/4"))
      #expect(value(store, .field(.appEnMarcha)) == .bool(faithful))
      #expect(step.has(Note.ID.crashMainActor) == !faithful)
      if faithful { #expect(value(store, .field(.contenidoCaminoLista)) == ints(4)) }
      // Closed: the tap launches the app, and the delegate crashes it at once.
      var closed = world(.mainActor, faithful: faithful)
      accepted(&closed, .terminate)
      let cold = accepted(&closed, .tapNotification("pokedex://pokemon/4"))
      #expect(value(closed, .field(.appEnMarcha)) == .bool(faithful))
      #expect(cold.has(Note.ID.crashMainActor) == !faithful)
      // In the foreground the delegate runs on the main thread anyway.
      var active = world(.mainActor, faithful: faithful)
      accepted(&active, .tapNotification("pokedex://pokemon/4"))
      #expect(value(active, .field(.appEnMarcha)) == .bool(true))
      #expect(value(active, .field(.contenidoCaminoLista)) == ints(4))
    }
  }

  @Test("will-present: without willPresent, a notification in the foreground shows nothing")
  func willPresent() {
    for faithful in [true, false] {
      var store = world(.willPresent, faithful: faithful)
      answerNotifications(&store, granted: true)
      let step = accepted(&store, .notify(nil))
      #expect(step.has(UIEvent.ID.banner) == faithful)
      #expect(step.has(Note.ID.bannerNotShown) == !faithful)
      // In the background the notification center is the same either way.
      accepted(&store, .scene(.background))
      let away = accepted(&store, .notify(nil))
      #expect(away.ui.isEmpty && away.has(Note.ID.notificationToCenter))
    }
  }

  @Test("will-present is iOS's: Android refuses the knob, and its banner names no willPresent")
  func willPresentIsIOSOnly() {
    var store = Store(platform: .android)
    let refused = store.send(.set(.willPresent, faithful: false))
    #expect(refused.rejection == .knobOtherPlatform(.willPresent, only: .ios, current: .android))
    #expect(store.send(.systemSettings(.notifications, true)).rejection == nil)
    let step = accepted(&store, .notify(nil))
    #expect(step.ui.count == 1 && step.has(UIEvent.ID.banner))
    #expect(step.ui.allSatisfy { if case .banner(_, .android) = $0 { true } else { false } })
  }

  @Test("reset-link: without enlacePendiente = nil, the same tap again changes nothing")
  func resetLink() {
    for faithful in [true, false] {
      var store = world(.resetLink, faithful: faithful)
      let first = accepted(&store, .tapNotification("pokedex://pokemon/7"))
      #expect(value(store, .field(.contenidoCaminoLista)) == ints(7))
      #expect(
        value(store, .field(.delegadoEnlacePendiente))
          == (faithful ? .null : .string("pokedex://pokemon/7")))
      #expect(first.has(Note.ID.linkStays) == !faithful)
      accepted(&store, .back)
      let again = accepted(&store, .tapNotification("pokedex://pokemon/7"))
      #expect(value(store, .field(.contenidoCaminoLista)) == (faithful ? ints(7) : ints()))
      #expect(again.has(Note.ID.linkUnchanged) == !faithful)
    }
  }

  @Test("on-new-intent (Android): without it, a link to an open app is lost; a cold start is not")
  func onNewIntent() {
    for faithful in [true, false] {
      var store = world(.onNewIntent, faithful: faithful, .android)
      let step = accepted(&store, .openURL("pokedex://pokemon/25"))
      #expect(value(store, .field(.contenidoCaminoLista)) == (faithful ? ints(25) : ints()))
      #expect(step.has(Note.ID.linkLostNoNewIntent) == !faithful)
      accepted(&store, .terminate)
      accepted(&store, .openURL("pokedex://pokemon/25"))
      #expect(value(store, .field(.contenidoCaminoLista)) == ints(25))
    }
    var ios = Store()
    expectRejected(&ios, .set(.onNewIntent, faithful: false), because: .knobOtherPlatform)
  }

  @Test("nil-before-dismiss: without it, a re-run during the animation dismisses again")
  func nilBeforeDismiss() {
    for faithful in [true, false] {
      var store = world(.nilBeforeDismiss, faithful: faithful)
      let step = accepted(&store, .logout(confirm: true))
      let dismissals = step.ui.filter {
        switch $0 {
        case .dismiss, .dismissKeepingReference, .dismissAgainRefused: true
        default: false
        }
      }
      #expect(dismissals.count == (faithful ? 1 : 2))
      #expect(step.has(UIEvent.ID.dismissAgainRefused) == !faithful)
      #expect(actions(step).contains(.dismissalEnded) == !faithful)
      // Either way the screen ends as the state says, with nothing diverged.
      #expect(value(store, .field(.pantallaPresentado)) == .null)
      #expect(step.warnings.isEmpty)
    }
  }

  @Test("ios: 26 draws no «Cancelar» in the logout dialog, and cancel is refused; 18 draws it")
  func ios() {
    for faithful in [true, false] {
      var store = world(.ios, faithful: faithful)
      let step = accepted(&store, .logout(confirm: false))
      #expect(step.ui == [.present(.logout(.ios, cancelDrawn: !faithful))])
      #expect(Presentado.logout(.ios, cancelDrawn: !faithful).cancelUndrawn == faithful)
      if faithful {
        expectRejected(&store, .cancel, because: .cancelNotDrawn)
        accepted(&store, .tapOutside)
      } else {
        accepted(&store, .cancel)
      }
      #expect(value(store, .field(.dialogo)) == .null)
    }
    // Android's sheet draws both buttons whatever the knob; the knob is iOS's.
    var android = conSesion(.android)
    #expect(
      accepted(&android, .logout(confirm: false)).ui == [
        .present(.logout(.android, cancelDrawn: true))
      ])
    accepted(&android, .cancel)
    expectRejected(&android, .set(.ios, faithful: false), because: .knobOtherPlatform)
  }

  @Test("ios waits for the next launch: the running app keeps the iOS it started on")
  func iosAtNextLaunch() {
    var store = conSesion()
    let set = accepted(&store, .set(.ios, faithful: false))
    #expect(set.has(Note.ID.knobAtNextLaunch))
    #expect(
      accepted(&store, .logout(confirm: false)).ui == [.present(.logout(.ios, cancelDrawn: false))])
  }
}

/// The order a launch follows (docs/reference.md §5.2), in both apps and on both platforms: the
/// launch's own views first, then the tap that launched it, then the restore.
@Suite("Launch order")
struct LaunchOrderTests {
  /// Each platform, with `initial: true` or without it: the knob is iOS's, so Android's observer
  /// is always the lesson's fixed one.
  static let observers: [(Plataforma, Bool)] = [(.ios, true), (.ios, false), (.android, true)]

  @Test(
    "without accounts, ContentView exists when the launching tap's link arrives: onChange sees it",
    arguments: LaunchOrderTests.observers)
  func noAccountsTapLaunch(_ platform: Plataforma, _ initial: Bool) {
    var store = Store(platform: platform, hayCuentas: false)
    if platform == .ios { accepted(&store, .set(.onchangeInitial, faithful: initial)) }
    accepted(&store, .terminate)
    let step = accepted(&store, .tapNotification("pokedex://pokemon/9"))
    let order = actions(step)
    let built = order.firstIndex(of: .contentBuilt)
    let received = order.firstIndex(of: .didReceive(platform))
    #expect(built != nil && received != nil && built! < received!)
    // Handled whether or not onChange has initial: true: it sees the value change.
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(9))
    #expect(value(store, .field(.delegadoEnlacePendiente)) == .null)
    #expect(!step.has(Note.ID.linkNotHandled))
  }

  @Test(
    "with accounts, the launching tap's link arrives before ContentView: only initial handles it",
    arguments: LaunchOrderTests.observers)
  func accountsTapLaunch(_ platform: Plataforma, _ initial: Bool) {
    var store = conSesion(platform)
    if platform == .ios { accepted(&store, .set(.onchangeInitial, faithful: initial)) }
    accepted(&store, .terminate)
    let step = accepted(&store, .tapNotification("pokedex://pokemon/9"))
    let order = actions(step)
    let received = order.firstIndex(of: .didReceive(platform))
    let restored = order.firstIndex(of: .restaurar(platform))
    let built = order.firstIndex(of: .contentBuilt)
    #expect(received != nil && restored != nil && built != nil)
    #expect(received! < restored! && restored! < built!)
    #expect(value(store, .field(.contenidoCaminoLista)) == (initial ? ints(9) : ints()))
    #expect(step.has(Note.ID.linkNotHandled) == !initial)
  }

  @Test(
    "a plain launch and a launch by a link build the guard's first views, restore, then the link",
    arguments: [Plataforma.ios, .android], [true, false])
  func plainAndLinkLaunch(_ platform: Plataforma, _ accounts: Bool) {
    var store = accounts ? conSesion(platform) : Store(platform: platform, hayCuentas: false)
    accepted(&store, .terminate)
    let plain = accepted(&store, .launch)
    #expect(actions(plain).first == .launch)
    #expect(value(store, .field(.raiz)) == .symbol(accounts ? "conSesion" : "sinCuentas"))
    accepted(&store, .terminate)
    let link = accepted(&store, .openURL("pokedex://pokemon/12"))
    let order = actions(link)
    let built = order.firstIndex(of: .contentBuilt)!
    let delivered = order.lastIndex {
      $0 == .onOpenURL || $0 == .onNewIntent || $0 == .deliverActivityLink
    }!
    #expect(built < delivered)
    #expect(value(store, .field(.contenidoCaminoLista)) == ints(12))
  }
}
