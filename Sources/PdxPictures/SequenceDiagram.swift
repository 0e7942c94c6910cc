import PdxExplore
import PdxLanguage
import PdxScripts
import PdxSession
@_spi(Internals) import PokedexCore

/// A script's causal chain as a sequence diagram (`pdx graph FILE`, docs/reference.md §8.1):
/// the app's actors as the lessons name them, each command and each follow-up a message in
/// causal order, the paths each one changed and its notes beside it.
///
/// The steps say what happened in order, not who caused what; the sender of a follow-up is
/// the actor that caused it by the app's own wiring: the system wakes the delegate and runs
/// the launch, the guard (RaizConSesion) builds and destroys the views, UIKit reports a
/// user's dismissal; anything else follows from the actor before it.
public struct SequenceDiagram: Sendable, Equatable {
  /// Who takes part, in the order they are drawn, left to right.
  public enum Actor: Int, Sendable, CaseIterable, Comparable {
    case usuario, sistema, delegado, actividad, raiz, auth, content, backend, llavero, uikit

    /// The name as the lessons write it (the app's types keep their names in every language;
    /// the user and the keychain are words, said in `language`); the system is the platform
    /// the script runs on.
    public func name(platforms: [Plataforma], _ language: Language) -> String {
      switch self {
      case .usuario: Words(en: "User", es: "Usuario")(language)
      case .sistema:
        platforms.map { $0 == .ios ? "iOS" : "Android" }.joined(separator: " / ")
      case .delegado: "DelegadoDeNotificaciones"
      case .actividad: "MainActivity"
      case .raiz: "RaizConSesion"
      case .auth: "AuthView"
      case .content: "ContentView"
      case .backend: "Backend"
      case .llavero: Words(en: "Keychain", es: "Llavero")(language)
      case .uikit: "UIKit"
      }
    }

    /// A short identifier for the diagram's source.
    public var id: String {
      switch self {
      case .usuario: "U"
      case .sistema: "S"
      case .delegado: "D"
      case .actividad: "M"
      case .raiz: "R"
      case .auth: "A"
      case .content: "C"
      case .backend: "B"
      case .llavero: "L"
      case .uikit: "K"
      }
    }

    public static func < (a: Actor, b: Actor) -> Bool { a.rawValue < b.rawValue }
  }

  public enum Item: Sendable, Equatable {
    /// `rejected`: the command was refused (drawn as a crossed arrow).
    case message(from: Actor, to: Actor, text: String, rejected: Bool)
    /// The paths an action changed, every one: the detail a diagram is drawn at chooses which
    /// it shows (`drawn`).
    case changes(over: Actor, [Change])
    /// Lines beside an actor (`warning`: what did nothing and why, such as a lost link, or why
    /// a command was refused).
    case note(over: Actor, lines: [String], warning: Bool)
    /// An expectation that failed, and where: the drawing stops there.
    case failed(String)
  }

  /// What each command line did, in order (the first is the launch of the fresh world).
  public internal(set) var steps: [[Item]] = []
  public private(set) var platforms: [Plataforma] = []
  /// The language of the messages' and notes' words.
  public var language: Language

  public init(language: Language = .en) { self.language = language }

  /// Every item, step after step.
  public var items: [Item] { steps.flatMap { $0 } }

  /// Everyone who takes part, in drawing order.
  public var actors: [Actor] { SequenceDiagram.actors(in: items) }

  static func actors(in items: [Item]) -> [Actor] {
    var seen = Set<Actor>()
    for item in items {
      switch item {
      case .message(let from, let to, _, _):
        seen.insert(from)
        seen.insert(to)
      case .changes(let over, _), .note(let over, _, _): seen.insert(over)
      case .failed: seen.insert(.usuario)
      }
    }
    return seen.sorted()
  }

  /// Adds what one command line did. The one place that reads a step's events (their
  /// names and lines): what follows draws only the items made here.
  public mutating func add(_ ran: RanStep) {
    steps.append([])
    func append(_ item: Item) { steps[steps.count - 1].append(item) }
    let platform = ran.after.dispositivo.plataforma
    if !platforms.contains(platform) { platforms.append(platform) }
    let target = SequenceDiagram.target(of: ran.command)
    if let rejection = ran.step.rejection {
      append(.message(from: .usuario, to: target, text: ran.command, rejected: true))
      let rejected = Words(en: "rejected: ", es: "rechazada: ")(language) + language.text(rejection)
      append(.note(over: target, lines: [rejected], warning: true))
      return
    }
    var previous = Actor.usuario
    let actions = ran.step.actions
    // The command itself, unless its first action is the command (then that action is it).
    let firstIsCommand =
      actions.first.map { SequenceDiagram.isCommand($0.action, ran.command, language) } ?? false
    if !firstIsCommand {
      append(.message(from: .usuario, to: target, text: ran.command, rejected: false))
      previous = target
    }
    for (index, action) in actions.enumerated() {
      let actor: Actor
      if index == 0 && firstIsCommand {
        actor = target
        append(.message(from: .usuario, to: target, text: ran.command, rejected: false))
      } else {
        actor = SequenceDiagram.actor(of: action.action)
        let sender = SequenceDiagram.sender(of: action.action, after: previous)
        let verb = SequenceDiagram.verb(action.action.map(language.text) ?? "", of: actor)
        append(.message(from: sender, to: actor, text: verb, rejected: false))
      }
      // The keychain is an actor of its own (lesson 000: it outlives the app, on iOS even an
      // uninstall); the other changes are drawn beside the action's actor.
      var changes: [Change] = []
      for change in action.changes {
        if change.path == .field(.dispositivoLlaveroSesion) {
          append(
            .message(from: actor, to: .llavero, text: "sesion = \(change.new)", rejected: false))
        } else {
          changes.append(change)
        }
      }
      if !changes.isEmpty { append(.changes(over: actor, changes)) }
      for event in action.ui {
        let (from, to): (Actor, Actor) =
          switch event {
          case .banner: (.sistema, .usuario)
          case .fade: (.raiz, .uikit)
          default: (actor, .uikit)
          }
        append(.message(from: from, to: to, text: language.text(event), rejected: false))
      }
      if !action.notes.isEmpty {
        append(.note(over: actor, lines: action.notes.map(language.text), warning: true))
      }
      previous = actor
    }
  }

  /// Adds a failed expectation where it failed.
  public mutating func failed(_ message: String) {
    if steps.isEmpty { steps.append([]) }
    steps[steps.count - 1].append(.failed(message))
  }

  // MARK: Who is who

  /// The actor a command line speaks to: the form's commands to AuthView, the content's to
  /// ContentView, the rest (the device, links, notifications, permissions) to the system.
  static func target(of command: String) -> Actor {
    let word = command.split(separator: " ").first.map(String.init) ?? ""
    switch word.hasPrefix("!") ? String(word.dropFirst()) : word {
    case "signup", "login", "type", "clear", "submit", "form": return .auth
    case "tab", "open", "back", "swipe-back", "fav", "unfav", "logout", "confirm", "cancel",
      "tap-outside", "drag-down", "settings":
      return .content
    default: return .sistema
    }
  }

  /// Whether an action is the command's own (`signup` for `signup ash@… ******`): its text's
  /// first word is the command's.
  static func isCommand(_ action: ActionEvent?, _ command: String, _ language: Language) -> Bool {
    guard let action else { return false }
    let text = language.text(action)
    let first = text.split(separator: " ").first ?? ""
    let word = command.split(separator: " ").first ?? ""
    return !first.isEmpty && (first == word || "!" + first == word)
  }

  /// The actor an action belongs to.
  static func actor(of action: ActionEvent?) -> Actor {
    switch action {
    case .didReceive?, .delegateInstalledLate?: .delegado
    case .intentReceived?, .onNewIntent?, .deliverActivityLink?: .actividad
    case .restaurar?: .raiz
    case .authViewAppears?, .authViewDisappears?: .auth
    case .contentBuilt?, .contentDestroyed?, .observeScene?, .observeLink?, .onOpenURL?,
      .cerradoPorElUsuario?, .confirmLogout?:
      .content
    case .backend?: .backend
    case .dismissalEnded?, .dismiss?: .uikit
    default: .sistema
    }
  }

  /// Who caused a follow-up: see the type's comment.
  static func sender(of action: ActionEvent?, after previous: Actor) -> Actor {
    switch action {
    case .didReceive?, .tapWithoutDelegate?, .delegateInstalledLate?, .restaurar?,
      .intentReceived?, .onNewIntent?, .deliverActivityLink?, .notificationArrives?:
      .sistema
    case .authViewAppears?, .authViewDisappears?, .contentBuilt?, .contentDestroyed?: .raiz
    case .cerradoPorElUsuario?: .uikit
    case .confirmLogout?: .usuario
    default: previous
    }
  }

  /// The message's text: the action's words without the name of its actor, when they start
  /// with it (`DelegadoDeNotificaciones.didReceive` → `didReceive`, `backend: signUp` →
  /// `signUp`, `AuthView appears` → `appears`).
  static func verb(_ text: String, of actor: Actor) -> String {
    let prefix =
      switch actor {
      case .delegado: "DelegadoDeNotificaciones"
      case .actividad: "MainActivity"
      case .raiz: "RaizConSesion"
      case .auth: "AuthView"
      case .content: "ContentView"
      case .backend: "backend"
      case .uikit: "UIKit"
      case .usuario, .sistema, .llavero: ""
      }
    guard !prefix.isEmpty, text.hasPrefix(prefix) else { return text }
    var rest = text.dropFirst(prefix.count)
    if rest.first == "." || rest.first == ":" { rest = rest.dropFirst() }
    let trimmed = rest.drop { $0 == " " }
    return trimmed.isEmpty ? text : String(trimmed)
  }
}

extension SequenceDiagram {
  /// Runs a script as `pdx run` does, in a fresh world, and draws it. The outcome is the
  /// run's: a failed expectation is drawn where it failed, and the drawing stops there.
  public static func of(
    _ script: Script, options: SessionOptions, diagnostic: @escaping (String) -> Void
  ) -> (SequenceDiagram, Outcome) {
    var sequence = SequenceDiagram(language: options.language)
    let recorder = Recorder(language: options.language)
    let session = Session(
      options: options, sink: .discard, diagnostic: diagnostic,
      observer: { recorder.sequence.add($0) })
    session.start()
    var failures: [Failure] = []
    let outcome = session.runScript(script, failures: &failures)
    sequence = recorder.sequence
    if let failure = failures.first {
      sequence.failed((failure.location.map { "\($0): " } ?? "") + failure.command)
    }
    return (sequence, outcome)
  }

  private final class Recorder {
    var sequence: SequenceDiagram
    init(language: Language) { sequence = SequenceDiagram(language: language) }
  }
}
