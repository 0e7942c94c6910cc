import Testing

@testable import PokedexCore

@Suite("Steps as values")
struct StepTests {
  @Test("each action's lines are kept in print order, whatever order they happen in")
  func printOrder() {
    // The backend's answer to signup notes the saved session, then the guard's fade is
    // recorded when the action ends, then the diff finds the changes: printed the other way.
    var store = Store()
    let step = store.send(.signup(email: ashEmail, password: Secret(key)))
    #expect(step.isInPrintOrder)
    let actions = step.actions
    guard let backend = actions.first(where: { $0.action == .backend(.crearCuenta) }) else {
      Issue.record("no backend action in \(step.actions)")
      return
    }
    #expect(backend.notes == [.sessionSaved(.ios)])
    #expect(backend.ui == [.fade(haySesion: true, .ios)])
    #expect(!backend.changes.isEmpty)
    let start = step.events.firstIndex(of: .action(.backend(.crearCuenta)))!
    let own = step.events[(start + 1)...].prefix { !$0.isAction }
    let kinds = own.map { event -> String in
      switch event {
      case .action: "action"
      case .change: "change"
      case .ui: "ui"
      case .log: "log"
      case .note: "note"
      }
    }
    #expect(
      kinds == Array(repeating: "change", count: backend.changes.count) + ["ui", "note"])
  }

  @Test("the grouped view and the flat events say the same")
  func groupedView() {
    var store = conSesion()
    _ = store.send(.open(25))
    let step = store.send(.back)
    #expect(actions(step) == [.back, .cerradoPorElUsuario(.lista)])
    #expect(step.changes.map(\.path) == [.field(.pantallaLista), .field(.contenidoCaminoLista)])
    #expect(step.ui == step.actions.flatMap(\.ui))
    #expect(
      step.events.count == step.actions.map { 1 + $0.changes.count + $0.ui.count }.reduce(0, +))
  }

  @Test("the order check finds a change after a line of its action, and an event before any action")
  func orderCheck() {
    var step = Step(number: 1)
    let change = Change(path: .field(.raiz), old: .null, new: .symbol("formulario"))
    let u = UIEvent.fade(haySesion: true, .ios)
    step.events = [
      .action(.launch), .change(change), .ui(u), .note(.tapDiscarded), .action(.submit),
      .change(change),
    ]
    #expect(step.isInPrintOrder)
    step.events = [.action(.launch), .note(.tapDiscarded), .change(change)]
    #expect(!step.isInPrintOrder)
    step.events = [.ui(u), .action(.launch)]
    #expect(!step.isInPrintOrder)
    // Grouped all the same, without a crash: the stray line goes to a record with no action.
    #expect(step.actions.map(\.action) == [nil, .launch])
    #expect(step.actions[0].ui == [u])
  }

  @Test("each ui and note id has a bit of its own, and one pass finds the ids Step.has finds")
  func eventIDs() {
    let ui = UIEvent.ID.allCases.map(EventIDs.bit)
    #expect(Set(ui).count == ui.count && !ui.contains(0))
    let notes = Note.ID.allCases.map(EventIDs.bit)
    #expect(Set(notes).count == notes.count && !notes.contains(0))
    // Steps with ui lines and notes of many kinds: the guard's fade, pushes and pops, a lost
    // link, a banner, a refused tap, a permission's dialog.
    var steps: [Step] = []
    for platform in [Plataforma.ios, .android] {
      var store = Store(platform: platform)
      for action: UserAction in [
        .tapNotification("pokedex://pokemon/25"), .openURL("pokedex://pokemon/4"),
        .signup(email: ashEmail, password: Secret(key)), .open(25), .back,
        .notify("pokedex://pokemon/7"), .scene(.background), .notify(nil), .scene(.active),
        .permissionRequest(.notifications, provisional: false), .allow, .tab(.favoritos),
        .fav(1), .logout(confirm: false), .confirm, .openURL("pokedex://lista"), .restart,
      ] {
        steps.append(store.send(action))
      }
    }
    var found = 0
    for step in steps {
      let ids = EventIDs(step)
      #expect(ids.inPrintOrder == step.isInPrintOrder)
      for id in UIEvent.ID.allCases {
        #expect(ids.has(id) == step.has(id), "\(id) in step \(step.number)")
        if step.has(id) { found += 1 }
      }
      for id in Note.ID.allCases {
        #expect(ids.has(id) == step.has(id), "\(id) in step \(step.number)")
        if step.has(id) { found += 1 }
      }
    }
    // Enough of them present for a wrong bit to show.
    #expect(found > 20)
  }
}
