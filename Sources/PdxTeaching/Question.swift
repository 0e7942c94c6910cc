import PdxExplore
import PdxLanguage
import PdxRunner
import PdxScripts
import PokedexCore

/// One question of `pdx walk --predict`: what an `expect` of the script will find, asked before
/// the step runs, with numbered choices. Made from an `expect PATH == VALUE` whose path has a
/// few values, or an `expect note|ui|log ID` (docs/reference.md §9.3).
public struct Question: Sendable, Equatable {
  /// The `expect` line it comes from.
  public var line: Int
  /// The `expect` as the verdict repeats it: `raiz == conSesion`, `note session-saved`.
  public var statement: String
  public var prompt: Words
  /// What the student chooses from, as shown (a value, or an id and its sentence).
  public var choices: [Words]
  /// Index of the choice the `expect` states.
  public var right: Int

  /// The question an `expect` line asks, given the world just before the step; nil for one
  /// that asks nothing a student could choose from (negated, `contains`, output, one value).
  public static func asked(by line: ScriptLine, now current: (StatePath) -> Value) -> Question? {
    guard case .command(_, let parsed?) = line.kind, !parsed.negated,
      case .expect(let e) = parsed.invocation
    else { return nil }
    switch e {
    case .equals(let path, let value):
      let values = choices(for: path, expected: value, now: current(path))
      guard values.count > 1, let right = values.firstIndex(of: value) else { return nil }
      return Question(
        line: line.number, statement: "\(path) == \(value)",
        prompt: Words(en: "What will \(path) be?", es: "¿Qué valor tendrá \(path)?"),
        choices: values.map { Words($0.description) }, right: right)
    case .event(.note(let id)):
      return event(
        line.number, "note", id.rawValue, Note.ID.allCases.map(\.rawValue),
        Words(en: "Which note will the step print?", es: "¿Qué nota escribirá el paso?")
      ) { id in both { $0.text(EventSamples.note(Note.ID(rawValue: id)!)) } }
    case .event(.ui(let id)):
      return event(
        line.number, "ui", id.rawValue, UIEvent.ID.allCases.map(\.rawValue),
        Words(en: "Which ui line will the step print?", es: "¿Qué línea ui escribirá el paso?")
      ) { id in both { $0.text(EventSamples.ui(UIEvent.ID(rawValue: id)!)) } }
    case .event(.log(let id)):
      return event(
        line.number, "log", id.rawValue, LogEvent.ID.allCases.map(\.rawValue),
        Words(
          en: "Which log line will the step print?",
          es: "¿Qué línea de consola escribirá el paso?")
      ) { id in both { $0.text(EventSamples.log(LogEvent.ID(rawValue: id)!)) } }
    default:
      return nil
    }
  }

  /// A sentence in every language pdx speaks.
  static func both(_ text: (Language) -> String) -> Words { Words(en: text(.en), es: text(.es)) }

  /// The candidates of an event question: the id the `expect` names and the three of its kind
  /// whose names share most words with it (the near misses: `link-lost`, `link-stays`,
  /// `link-not-handled`), in alphabetical order, so where the right one stands says nothing.
  static func event(
    _ line: Int, _ kind: String, _ id: String, _ all: [String], _ prompt: Words,
    sentence: (String) -> Words
  ) -> Question {
    let words = Set(id.split(separator: "-"))
    let others = all.filter { $0 != id }.map { other in
      (other, Set(other.split(separator: "-")).intersection(words).count)
    }
    let near = others.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.prefix(3).map(\.0)
    let ids = ([id] + near).sorted()
    return Question(
      line: line, statement: "\(kind) \(id)", prompt: prompt,
      choices: ids.map { Words($0 + ": ") + sentence($0) }, right: ids.firstIndex(of: id)!)
  }

  /// The values a path's question offers: all of them for a path of a few (the guard's
  /// branches, a tab, a permission, true or false), with nil when it may be nil here; for
  /// any other path, what it is now, what the `expect` says, and nil (or `[]` for a list).
  static func choices(for path: StatePath, expected: Value, now: Value) -> [Value] {
    if let domain = domain(of: path, expected: expected) {
      let nilToo = expected == .null || now == .null
      return domain + (nilToo && !domain.contains(.null) ? [.null] : [])
    }
    let empty: Value =
      switch expected {
      case .list, .ints: .list([])
      default: .null
      }
    var out: [Value] = []
    for v in [now, expected, empty] where !out.contains(v) { out.append(v) }
    return out.sorted { $0.description < $1.description }
  }

  /// A path's every value, when it has a few: the app's enums, and true or false.
  static func domain(of path: StatePath, expected: Value) -> [Value]? {
    func symbols<E: CaseIterable & RawRepresentable>(_: E.Type) -> [Value]
    where E.RawValue == String { E.allCases.map { .symbol($0.rawValue) } }
    switch path {
    case .raiz: return symbols(Branch.self)
    case .dispositivoPlataforma: return symbols(Plataforma.self)
    case .appEscena: return symbols(ScenePhase.self)
    case .contenidoPestana: return symbols(Pestana.self)
    case .formularioModo: return symbols(ModoFormulario.self)
    case .ajustesTema: return symbols(Tema.self)
    case .permisosNotificaciones, .permisosCamara: return symbols(PermissionStatus.self)
    // True or false, when the `expect` says one (nil, where the app does not run, asks more).
    case .dispositivoInstalada, .dispositivoRestricciones, .appEnMarcha, .configHayCuentas,
      .hayCuentas, .authComprobando, .formularioBotonActivo, .ajustesFavoritosPorNumero,
      .ajustesConfirmandoSalida, .permisosBotonActivo, .recordatorioProgramado, .red, .redLenta:
      if case .bool = expected { return [.bool(true), .bool(false)] }
      return nil
    // Text, numbers, lists, a knob's word: too many values to offer them all.
    case .dispositivoLlaveroSesion, .authSesion, .appEnVuelo, .formularioCorreo,
      .formularioErrorCorreo, .formularioErrorContrasena, .formularioError, .formularioBoton,
      .delegadoEnlacePendiente, .actividadEnlacePendiente, .contenido, .contenidoCaminoLista,
      .contenidoCaminoFavoritos, .contenidoInsignia, .contenidoTema, .ajustesCuenta, .favoritos,
      .permisosTextoDelBoton, .recordatorioEnlace, .dialogo, .pantallaLista, .pantallaFavoritos,
      .pantallaPresentado, .registro, .knob, .fecha, .backendCuentas, .info, .dispositivoInfo:
      return nil
    }
  }
}
