import Testing

@testable import PokedexCore

// Small helpers shared by the core's tests: reading state paths, building worlds, and checking
// that a rejected action leaves the world exactly as it was.

/// The value of a state path in the store's world.
func value(_ store: Store, _ path: StatePath) -> Value { path.value(in: store.world) }

/// The value of a state path in a world.
func value(_ world: World, _ path: StatePath) -> Value { path.value(in: world) }

/// A list of ids as a state path shows it.
func ints(_ xs: Int...) -> Value { .list(xs.map(Value.int)) }

/// A list of strings as a state path shows it.
func strs(_ xs: String...) -> Value { .list(xs.map(Value.string)) }

/// A step's actions, in causal order.
func actions(_ step: Step) -> [ActionEvent?] { step.actions.map(\.action) }

/// The ids of a step's notes, in order.
func noteIDs(_ step: Step) -> [Note.ID] { step.notes.map(\.id) }

let ashEmail = "ash@kanto.com"
let key = "pikachu"

/// A fresh world on `plataforma` with an account created and a session open (content built).
func conSesion(_ platform: Plataforma = .ios) -> Store {
  var store = Store(platform: platform)
  let step = store.send(.signup(email: ashEmail, password: Secret(key)))
  #expect(step.rejection == nil)
  #expect(value(store, .field(.raiz)) == .symbol("conSesion"))
  return store
}

/// A fresh world on `plataforma` with an account on the backend and no session (form shown).
func conCuentaSinSesion(_ platform: Plataforma = .ios) -> Store {
  var store = conSesion(platform)
  let step = store.send(.logout(confirm: true))
  #expect(step.rejection == nil)
  #expect(value(store, .field(.raiz)) == .symbol("formulario"))
  return store
}

/// Sends an action that must be rejected: a rejection (one of `ids`, when given), no actions
/// recorded, the world untouched.
@discardableResult
func expectRejected(
  _ store: inout Store, _ action: UserAction, because ids: Rejection.ID...,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Step {
  let before = store.world
  let depth = store.undoDepth
  let step = store.send(action)
  #expect(
    step.rejection != nil, "expected \(action) to be rejected", sourceLocation: sourceLocation)
  if !ids.isEmpty {
    #expect(
      step.rejection.map { ids.contains($0.id) } == true,
      "rejection: \(String(describing: step.rejection))", sourceLocation: sourceLocation)
  }
  #expect(step.actions.isEmpty, sourceLocation: sourceLocation)
  #expect(store.world == before, "the world changed", sourceLocation: sourceLocation)
  #expect(store.undoDepth == depth, sourceLocation: sourceLocation)
  return step
}

/// Sends an action that must be accepted; returns its step.
@discardableResult
func accepted(
  _ store: inout Store, _ action: UserAction, sourceLocation: SourceLocation = #_sourceLocation
) -> Step {
  let step = store.send(action)
  #expect(
    step.rejection == nil, "unexpected rejection: \(String(describing: step.rejection))",
    sourceLocation: sourceLocation)
  return step
}

/// SplitMix64: a small deterministic generator for the property tests.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// `store.undo()`, callable where a mutating call cannot be written (inside `#expect`).
func undoOnce(_ store: inout Store) -> Bool { store.undo() }

/// The notification permission answered in the system dialog: the app asks first (on iOS,
/// Settings has no switch for the app before it asks).
func answerNotifications(
  _ store: inout Store, granted: Bool, sourceLocation: SourceLocation = #_sourceLocation
) {
  accepted(
    &store, .permissionRequest(.notifications, provisional: false), sourceLocation: sourceLocation)
  accepted(&store, granted ? .allow : .deny, sourceLocation: sourceLocation)
}
