/// One operation on a navigation controller's stack.
package enum StackOp: Sendable, Equatable {
  case push(Int)
  /// Pops the top screen (its id).
  case pop(Int)
  /// Pops down to the screen at `depth` (1 is the first detail), which shows `id`; to the
  /// root when `depth` is 0 (`id` nil). UIKit's popToViewController names the controller, not
  /// its Pokémon, so a stack that shows one Pokémon twice is still popped exactly.
  case popTo(Int?, depth: Int)
  case replace([Int])
}

/// The reconciler of the UIKit lesson: compares what the state says with what the screen has
/// and applies the difference with the fewest operations. Idempotent: a second run finds
/// nothing to do.
package enum Reconciler {
  /// The operations that turn the screen stack `old` into the state's stack `new`:
  /// new a prefix of old → one `pop` (one screen) or one `popTo`; old a prefix of new → one
  /// `push` per new screen; otherwise one `replace`.
  ///
  ///     Reconciler.operations(from: [1, 4, 7], to: [1])  // [.popTo(1, depth: 1)]
  ///     Reconciler.operations(from: [1], to: [1, 4, 7])  // [.push(4), .push(7)]
  package static func operations(from old: [Int], to new: [Int]) -> [StackOp] {
    if old == new { return [] }
    if new.count < old.count, old.starts(with: new) {
      return old.count - new.count == 1
        ? [.pop(old[old.count - 1])] : [.popTo(new.last, depth: new.count)]
    }
    if old.count < new.count, new.starts(with: old) {
      return new[old.count...].map(StackOp.push)
    }
    return [.replace(new)]
  }

  /// A hand-written push (`set stack-helper off`): it compares only the two lengths, so it
  /// pushes the new top or pops one screen, and a stack of the same length is left alone. Two
  /// screens added at once, three removed, a path replaced by a deep link: each goes wrong.
  static func manualOperations(from old: [Int], to new: [Int]) -> [StackOp] {
    if new.count > old.count, let top = new.last { return [.push(top)] }
    if new.count < old.count, let top = old.last { return [.pop(top)] }
    return []
  }

  /// Applies `ops` to a stack.
  package static func apply(_ ops: [StackOp], to stack: [Int]) -> [Int] {
    var stack = stack
    for op in ops {
      switch op {
      case .push(let n): stack.append(n)
      case .pop: stack.removeLast()
      case .popTo(_, let depth):
        if depth < stack.count { stack.removeSubrange(depth...) }
      case .replace(let updated): stack = updated
      }
    }
    return stack
  }

  /// The `ui` event of an operation on `pestana`'s stack.
  static func event(_ op: StackOp, on pestana: Pestana) -> UIEvent {
    switch op {
    case .push(let n): .push(pestana, n)
    case .pop(let n): .pop(pestana, n)
    case .popTo(let n, _): .popTo(pestana, n)
    case .replace(let xs): .replace(pestana, xs)
    }
  }

  /// `#25 Pikachu`.
  package static func label(_ n: Int) -> String {
    Catalog.range.contains(n) ? labels[n - 1] : "#\(n) ?"
  }

  /// Every label, built once: steps print them all the time.
  private static let labels = Catalog.all.map { "#\($0.number) \($0.name)" }

  /// The reconciler's observers (lesson 004: «un NavigationStackController que recibe el scope
  /// de la pila» per tab, and «un bloque de observación dedicado» for what is presented): each
  /// reads its own state only, so a change of one runs that one alone.
  struct Observers: OptionSet, Sendable {
    let rawValue: UInt8
    static let lista = Observers(rawValue: 1)
    static let favoritos = Observers(rawValue: 2)
    static let dialogo = Observers(rawValue: 4)
    static let all: Observers = [.lista, .favoritos, .dialogo]

    /// The observers whose own state differs from `old` to `new`: a stack's `camino`, or the
    /// confirmation's `confirmandoSalida` (nil once ContentView is gone, which is a change).
    static func changed(from old: AppProceso?, to new: AppProceso) -> Observers {
      var out: Observers = []
      if old?.caminoLista != new.caminoLista { out.insert(.lista) }
      if old?.caminoFavoritos != new.caminoFavoritos { out.insert(.favoritos) }
      if old?.confirmandoSalida != new.confirmandoSalida { out.insert(.dialogo) }
      return out
    }
  }

  /// Runs every observer over a running app; returns the `ui` events.
  static func reconcile(
    _ app: inout AppProceso, platform: Plataforma, nilBeforeDismiss: Bool = true,
    stackHelper: Bool = true, presentadoReference: Bool = true
  ) -> [UIEvent] {
    var events: [StepEvent] = []
    reconcile(
      &app, platform: platform, nilBeforeDismiss: nilBeforeDismiss, stackHelper: stackHelper,
      presentadoReference: presentadoReference, ui: &events)
    return events.compactMap { if case .ui(let event) = $0 { event } else { nil } }
  }

  /// Runs `observers`, appending each `ui` line to a step's events (no list in between).
  ///
  /// `nilBeforeDismiss` false (`set nil-before-dismiss off`) keeps the reference to what is
  /// dismissed until UIKit's animation ends (`app.pantalla.dismissing`): a run meanwhile enters
  /// the dismissal branch again, and UIKit refuses the second dismissal.
  ///
  /// The system's permission alert is not the reconciler's: iOS presents it and takes it away
  /// (`permission request`, `allow`, `deny`). Seen on the screen, it is «hay presentado algo
  /// que tú no pusiste» (lesson 004), which the reconciler never dismisses.
  ///
  /// `presentadoReference` false (`set presentado-reference off`) is the reconciler without its
  /// reference: it asks UIKit what is presented instead, so it cannot tell the alert from its
  /// own dialog («sin ella no puedes distinguir no hay nada presentado de hay presentado algo
  /// que tú no pusiste»), and UIKit keeps presenting a dialog until its dismissal animation
  /// ends, so a run meanwhile enters the dismissal branch again.
  static func reconcile(
    _ app: inout AppProceso, platform: Plataforma, nilBeforeDismiss: Bool = true,
    stackHelper: Bool = true, presentadoReference: Bool = true, only observers: Observers = .all,
    ui: inout [StepEvent]
  ) {
    // Read first, change only what differs: a change copies a shared app.
    if let contenido = app.contenido {
      let pantalla = app.pantalla
      if observers.contains(.lista),
        let updated = reconciled(
          pantalla.lista, to: contenido.caminoLista, on: .lista, helper: stackHelper, ui: &ui)
      {
        app.pantalla.lista = updated
      }
      if observers.contains(.favoritos),
        let updated = reconciled(
          pantalla.favoritos, to: contenido.caminoFavoritos, on: .favoritos, helper: stackHelper,
          ui: &ui)
      {
        app.pantalla.favoritos = updated
      }
    }
    guard observers.contains(.dialogo) else { return }
    // Presentations: keep a reference to what was presented; clear it before dismissing.
    let wanted = app.confirmation(platform)
    if case .alerta(let alert)? = app.pantalla.presentado {
      // Without the reference, what UIKit presents passes for the reconciler's own: with no
      // dialog in the state, it asks UIKit to dismiss the system's alert, which UIKit refuses.
      if !presentadoReference, wanted == nil {
        ui.append(.ui(.dismissNotItsOwn(.alerta(alert))))
      }
      return
    }
    switch (wanted, app.pantalla.presentado) {
    case (.some(let d), .none):
      app.pantalla.presentado = d
      ui.append(.ui(.present(d)))
    case (.none, .some(let actual)) where nilBeforeDismiss && presentadoReference:
      app.pantalla.presentado = nil
      ui.append(.ui(.dismiss(actual)))
    case (.none, .some(let actual)) where !app.pantalla.dismissing:
      app.pantalla.dismissing = true
      ui.append(.ui(presentadoReference ? .dismissKeepingReference(actual) : .dismiss(actual)))
    case (.none, .some(let actual)):
      ui.append(.ui(.dismissAgainRefused(actual)))
    case (.some(let d), .some(let actual)) where d != actual:
      app.pantalla.presentado = nil
      ui.append(.ui(.dismiss(actual)))
      app.pantalla.presentado = d
      ui.append(.ui(.present(d)))
    default:
      break
    }
  }

  /// One tab's controllers made to show `camino`: the new stack, nil when it already does.
  private static func reconciled(
    _ stack: [Int]?, to camino: [Int], on pestana: Pestana, helper: Bool = true,
    ui: inout [StepEvent]
  ) -> [Int]? {
    let pantalla = stack ?? []
    guard pantalla != camino else { return nil }
    if !helper {
      let ops = manualOperations(from: pantalla, to: camino)
      for op in ops { ui.append(.ui(event(op, on: pestana))) }
      // A nil stack (content just built) becomes the empty one it shows.
      return ops.isEmpty && stack != nil ? nil : apply(ops, to: pantalla)
    }
    for op in operations(from: pantalla, to: camino) { ui.append(.ui(event(op, on: pestana))) }
    // Applied, the operations give the state's stack (a property test holds
    // `apply(operations(old, new), old) == new`): the screen takes the state's own array,
    // shared rather than rebuilt.
    return camino
  }

  /// Where the screen and the state tell different stories.
  static func divergences(_ app: AppProceso, platform: Plataforma) -> [Warning] {
    var out: [Warning] = []
    if let c = app.contenido {
      let pantalla = app.pantalla
      for pestana in [Pestana.lista, .favoritos] {
        let enPantalla = pantalla.stack(pestana) ?? []
        let camino = pestana == .lista ? c.caminoLista : c.caminoFavoritos
        if enPantalla != camino {
          out.append(.stackDiverged(pestana, screen: enPantalla, state: camino))
        }
      }
    }
    let presentado = app.pantalla.presentado
    let dialogo = app.dialogo(platform)
    // Compared without building the titles when both are nil (nearly always).
    guard presentado != nil || dialogo != nil else { return out }
    let wanted = dialogo?.title
    let shown = presentado?.title
    if wanted != shown { out.append(.presentationDiverged(screen: shown, state: wanted)) }
    return out
  }
}
