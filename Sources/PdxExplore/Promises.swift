import Glibc
import PdxLanguage
@_spi(Internals) import PokedexCore

/// pdx's own promises, checked as the lessons' rules are (`Rules.all`).
extension Rules {
  static let deliveredOnce = Rule(
    name: .deliveredOnce, lesson: .delAvisoALaFicha,
    statement: Words(
      en: "a pending link is handled at most once",
      es: "un enlace pendiente se atiende como mucho una vez"),
    brokenBy: [], changesRead: [.field(.delegadoEnlacePendiente)]
  ) { i in
    var handled = 0
    var received = 0
    // What the current action is: 1 a handler, 2 the delegate's didReceive, 0 another; -1
    // once its change of the pending link is counted.
    var current = 0
    for event in i.step.events {
      switch event {
      case .action(let action):
        current =
          switch action {
          case .observeLink: 1
          case .didReceive: 2
          default: 0
          }
      case .change(let c) where current > 0 && c.path == .field(.delegadoEnlacePendiente):
        if current == 1 { handled += 1 } else { received += 1 }
        current = -1
      default: break
      }
    }
    let waiting = i.before.app?.enlacePendiente != nil ? 1 : 0
    guard handled > waiting + received else { return nil }
    return Breach(
      en: "a pending link was delivered more than once",
      es: "un enlace pendiente se entregó más de una vez",
      expect: "expect delegado.enlacePendiente == nil")
  }

  static let printOrder = Rule(
    name: .printOrder, promise: "§4.1",
    statement: Words(
      en: "a step's events are in print order: each action's changes, ui, log, notes",
      es: "los eventos de un paso van en el orden en que se escriben: de cada acción, sus"
        + " cambios, sus líneas ui y de consola, y sus notas"),
    brokenBy: []
  ) { i in
    guard !i.isInPrintOrder else { return nil }
    return Breach(
      en: "a step's events are not in print order",
      es: "los eventos de un paso no van en el orden en que se escriben",
      expect: #"expect output contains "(the events in print order)""#)
  }

  static let noPasswordInOutput = Rule(
    name: .noPasswordInOutput, promise: "§6.1",
    statement: Words(
      en: "no password appears in any output (but what the command itself shows)",
      es: "ninguna contraseña aparece en la salida, salvo en lo que enseña la propia orden"),
    brokenBy: []
  ) { i in
    // Over the events' values: a password could only reach the output through a text field of
    // an event (a link, a key, a title; the app's log lines are fixed) or a changed value. Read
    // in place, and each text tested by a closure given in place (a closure kept in a constant
    // would box what it writes, and copy the input it reads): this rule reads every step.
    var leaked: String?
    i.step.events.withUnsafeBufferPointer { events in
      for index in events.indices {
        switch events[index] {
        case .action(.plistAdd(let key)), .action(.plistRemove(let key)):
          leaked = password(in: key, i)
        case .action, .log: continue
        case .ui(let event):
          _ = event.anyText {
            leaked = password(in: $0, i)
            return leaked != nil
          }
        case .note(let note):
          _ = note.anyText {
            leaked = password(in: $0, i)
            return leaked != nil
          }
        case .change(let c): leaked = password(in: c.old, i) ?? password(in: c.new, i)
        }
        if leaked != nil { return }
      }
    }
    guard let leaked else { return nil }
    return Breach(
      en: "a password appears in the step's output",
      es: "una contraseña aparece en la salida del paso",
      expect: "!expect output contains \"\(leaked)\"")
  }

  /// A password in play that `text` holds and the command did not show itself.
  static func password(in text: String, _ i: borrowing RuleInput) -> String? {
    // Most texts are shorter than any password: a count, read from the string's header, ends
    // them (the alphabet's passwords are 7 bytes).
    let count = text.utf8.count
    for password in i.passwords
    where !password.isEmpty && count >= password.utf8.count && holds(text, password)
      && !holds(i.shown, password)
    {
      return password
    }
    return nil
  }

  static func password(in value: Value, _ i: borrowing RuleInput) -> String? {
    switch value {
    case .string(let s): return password(in: s, i)
    case .list(let items):
      for item in items { if let found = password(in: item, i) { return found } }
      return nil
    default: return nil
    }
  }
}
