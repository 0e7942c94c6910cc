/// The teaching knobs: each reproduces a bug a lesson explains, and defaults to the lesson's
/// fix. A knob is declared once, here (its case and its `declaration`); `set`, `help set`, the
/// `knobs.*` state paths, the explorer and the README's table read it from here.
public enum Knob: Int, CaseIterable, Sendable {
  /// `onChange(of: enlacePendiente, initial: true)`; off reproduces the lost tap.
  case onchangeInitial
  /// The notification delegate installed before launch finishes; late drops the launching tap.
  case delegateInstall
  /// Screen gestures reported back to the state as actions.
  case reportDismissals

  /// Everything pdx needs to know about a knob.
  public struct Declaration: Sendable {
    /// The word `set` takes: `onchange-initial`.
    public let name: String
    /// The lesson's fix, and the value that reproduces its bug.
    public let faithful: String
    public let pitfall: String
    /// The lesson it comes from, and the sentence of it that the knob shows.
    public let lesson: String
    public let sentence: String
    /// What the pitfall value changes, in a sentence.
    public let changes: String
    /// Said when the knob changes while the app runs and the change waits for the next launch
    /// (the running app already did the thing); nil when it takes effect at once.
    public let atNextLaunch: String?
  }

  public var declaration: Declaration {
    switch self {
    case .onchangeInitial:
      Declaration(
        name: "onchange-initial", faithful: "on", pitfall: "off",
        lesson: "000 La puerta y la cuenta en iOS",
        sentence: "El valor ya está puesto, no cambia, y el .onChange no se entera.",
        changes: "a link waiting in the delegate when ContentView appears is not handled",
        atNextLaunch: nil)
    case .delegateInstall:
      Declaration(
        name: "delegate-install", faithful: "early", pitfall: "late",
        lesson: "001 Del aviso a la ficha, en iOS",
        sentence: "El delegado hay que ponerlo antes de que la app termine de arrancar, o iOS"
          + " descarta el toque que abrió la app.",
        changes: "the tap that cold-starts the app reaches no delegate and is discarded",
        atNextLaunch:
          "takes effect at the next launch: the running app's delegate is already installed")
    case .reportDismissals:
      Declaration(
        name: "report-dismissals", faithful: "on", pitfall: "off",
        lesson: "004 Navegación en UIKit dirigida por el estado",
        sentence: "A partir de ese instante, el modelo y lo que el usuario ve son dos relatos"
          + " distintos.",
        changes: "a back gesture or a dismissal changes the screen but not the state",
        atNextLaunch: nil)
    }
  }

  public var name: String { declaration.name }
  /// The two values, the faithful one first.
  public var values: [String] { [declaration.faithful, declaration.pitfall] }

  /// The knob `set` names `name`.
  public static func named(_ name: String) -> Knob? { allCases.first { $0.name == name } }

  /// The state path that shows it: `knobs.` and its name in camel case
  /// (`knobs.onchangeInitial`).
  public var path: String {
    var out = "knobs."
    var upper = false
    for c in name {
      if c == "-" {
        upper = true
      } else {
        out += upper ? c.uppercased() : String(c)
        upper = false
      }
    }
    return out
  }

  /// The value word of `faithful`.
  public func word(faithful: Bool) -> String {
    faithful ? declaration.faithful : declaration.pitfall
  }
}

/// The knobs' values: each at the lesson's fix (faithful) or at its pitfall.
public struct Knobs: Sendable, Equatable {
  private var pitfalls: UInt32 = 0

  public init() {}

  /// Whether `knob` is at its faithful value (the lesson's fix).
  public subscript(knob: Knob) -> Bool {
    get { pitfalls & (1 << UInt32(knob.rawValue)) == 0 }
    set {
      if newValue {
        pitfalls &= ~(1 << UInt32(knob.rawValue))
      } else {
        pitfalls |= 1 << UInt32(knob.rawValue)
      }
    }
  }
}
