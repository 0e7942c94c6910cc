/// One operation on a navigation controller's stack.
public enum StackOp: Sendable, Equatable {
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
public enum Reconciler {
  /// The operations that turn the screen stack `old` into the state's stack `new`:
  /// new a prefix of old → one `pop` (one screen) or one `popTo`; old a prefix of new → one
  /// `push` per new screen; otherwise one `replace`.
  ///
  ///     Reconciler.operaciones(de: [1, 4, 7], a: [1])  // [.popTo(1, depth: 1)]
  ///     Reconciler.operaciones(de: [1], a: [1, 4, 7])  // [.push(4), .push(7)]
  public static func operaciones(de old: [Int], a new: [Int]) -> [StackOp] {
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

  /// Applies `ops` to a stack.
  public static func aplicar(_ ops: [StackOp], a pila: [Int]) -> [Int] {
    var pila = pila
    for op in ops {
      switch op {
      case .push(let n): pila.append(n)
      case .pop: pila.removeLast()
      case .popTo(_, let depth):
        if depth < pila.count { pila.removeSubrange(depth...) }
      case .replace(let nueva): pila = nueva
      }
    }
    return pila
  }

  static func describir(_ op: StackOp, en pestana: Pestana) -> String {
    switch (op, pestana) {
    case (.push(let n), .lista): Rotulos.pushLista[n]
    case (.push(let n), .favoritos): Rotulos.pushFavoritos[n]
    case (.pop(let n), .lista): Rotulos.popLista[n]
    case (.pop(let n), .favoritos): Rotulos.popFavoritos[n]
    case (.push(let n), _): Texto.unir("push ", pestana.rawValue, " ", etiqueta(n))
    case (.pop(let n), _): Texto.unir("pop ", pestana.rawValue, " ", etiqueta(n))
    case (.popTo(let n, _), _): "pop-to \(pestana.rawValue) \(n.map(etiqueta) ?? "root")"
    case (.replace(let xs), _):
      "replace \(pestana.rawValue) [\(xs.map(etiqueta).joined(separator: ", "))]"
    }
  }

  /// `#25 Pikachu`.
  public static func etiqueta(_ n: Int) -> String {
    Catalogo.rango.contains(n) ? etiquetas[n - 1] : "#\(n) ?"
  }

  /// Every label, built once: steps print them all the time.
  private static let etiquetas = Catalogo.todos.map { "#\($0.numero) \($0.nombre)" }

  /// Reconciles the whole screen of a running app with its state; returns the `ui` lines.
  static func reconciliar(_ app: inout AppProceso, plataforma: Plataforma) -> [String] {
    var events: [StepEvent] = []
    reconciliar(&app, plataforma: plataforma, ui: &events)
    return events.compactMap { if case .ui(let line) = $0 { line } else { nil } }
  }

  /// The same, appending each `ui` line to a step's events (no list in between).
  static func reconciliar(
    _ app: inout AppProceso, plataforma: Plataforma, ui: inout [StepEvent]
  ) {
    // Read first, change only what differs: a change copies a shared app.
    if let contenido = app.contenido {
      let pantalla = app.pantalla
      if let nueva = reconciliada(pantalla.lista, con: contenido.caminoLista, en: .lista, ui: &ui) {
        app.pantalla.lista = nueva
      }
      if let nueva = reconciliada(
        pantalla.favoritos, con: contenido.caminoFavoritos, en: .favoritos, ui: &ui)
      {
        app.pantalla.favoritos = nueva
      }
    }
    // Presentations: keep a reference to what was presented; clear it before dismissing.
    let deseado = app.dialogo(plataforma)
    switch (deseado, app.pantalla.presentado) {
    case (.some(let d), .none):
      app.pantalla.presentado = d
      ui.append(.ui(presentar(d)))
    case (.none, .some(let actual)):
      app.pantalla.presentado = nil
      ui.append(.ui("dismiss \(actual.tipo) «\(actual.titulo)»"))
    case (.some(let d), .some(let actual)) where d != actual:
      app.pantalla.presentado = nil
      ui.append(.ui("dismiss \(actual.tipo) «\(actual.titulo)»"))
      app.pantalla.presentado = d
      ui.append(.ui(presentar(d)))
    default:
      break
    }
  }

  /// One tab's controllers made to show `camino`: the new stack, nil when it already does.
  private static func reconciliada(
    _ pila: [Int]?, con camino: [Int], en pestana: Pestana, ui: inout [StepEvent]
  ) -> [Int]? {
    let pantalla = pila ?? []
    guard pantalla != camino else { return nil }
    for op in operaciones(de: pantalla, a: camino) { ui.append(.ui(describir(op, en: pestana))) }
    // Applied, the operations give the state's stack (a property test holds
    // `aplicar(operaciones(old, new), old) == new`): the screen takes the state's own array,
    // shared rather than rebuilt.
    return camino
  }

  /// `present confirmationDialog «¿Cerrar la sesión?» «Tendrás que…» [Cerrar sesión
  /// (destructive)] [Cancelar]`.
  static func presentar(_ p: Presentado) -> String {
    "present \(p.tipo) «\(p.titulo)»" + (p.mensaje.map { " «\($0)»" } ?? "")
      + p.botones.map { " [\($0)]" }.joined()
  }

  /// Where the screen and the state tell different stories, one sentence each.
  static func divergencias(_ app: AppProceso, plataforma: Plataforma) -> [String] {
    var out: [String] = []
    if let c = app.contenido {
      let pantalla = app.pantalla
      for pestana in [Pestana.lista, .favoritos] {
        let enPantalla = pantalla.pila(pestana) ?? []
        let camino = pestana == .lista ? c.caminoLista : c.caminoFavoritos
        if enPantalla != camino {
          out.append(
            "diverged: the screen shows pantalla.\(pestana.rawValue) \(Value.ints(enPantalla))"
              + " but the state says contenido.camino\(pestana == .lista ? "Lista" : "Favoritos")"
              + " \(Value.ints(camino))")
        }
      }
    }
    let presentado = app.pantalla.presentado
    let dialogo = app.dialogo(plataforma)
    // Compared without building the titles when both are nil (nearly always).
    guard presentado != nil || dialogo != nil else { return out }
    let deseado = dialogo?.titulo
    let visto = presentado?.titulo
    if deseado != visto {
      out.append(
        "diverged: the screen presents \(Value.optional(visto)) but the state says dialogo"
          + " \(Value.optional(deseado))")
    }
    return out
  }
}
