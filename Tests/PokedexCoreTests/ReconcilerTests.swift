import Testing

@testable import PokedexCore

@Suite("The reconciler")
struct ReconcilerTests {
  @Test("equal stacks need no operation")
  func equal() {
    #expect(Reconciler.operations(from: [], to: []).isEmpty)
    #expect(Reconciler.operations(from: [1, 4], to: [1, 4]).isEmpty)
  }

  @Test("the new stack a prefix of the old, one screen less: one pop")
  func onePop() {
    #expect(Reconciler.operations(from: [1, 4, 7], to: [1, 4]) == [.pop(7)])
    #expect(Reconciler.operations(from: [1], to: []) == [.pop(1)])
  }

  @Test("the new stack a prefix of the old, several screens less: one pop-to")
  func onePopTo() {
    #expect(Reconciler.operations(from: [1, 4, 7], to: [1]) == [.popTo(1, depth: 1)])
    #expect(Reconciler.operations(from: [1, 4, 7], to: []) == [.popTo(nil, depth: 0)])
    #expect(Reconciler.apply([.popTo(nil, depth: 0)], to: [1, 4, 7]) == [])
  }

  @Test("the old stack a prefix of the new: one push per new screen")
  func pushes() {
    #expect(Reconciler.operations(from: [1], to: [1, 4, 7]) == [.push(4), .push(7)])
    #expect(Reconciler.operations(from: [], to: [25]) == [.push(25)])
  }

  @Test("otherwise one replace")
  func replace() {
    #expect(Reconciler.operations(from: [1, 4], to: [7]) == [.replace([7])])
    #expect(Reconciler.operations(from: [1, 4], to: [1, 7]) == [.replace([1, 7])])
    #expect(Reconciler.operations(from: [4], to: [1, 4]) == [.replace([1, 4])])
  }

  @Test("a second reconcile yields no operation")
  func idempotent() {
    let pairs: [([Int], [Int])] = [([1, 4, 7], [1]), ([1], [1, 4, 7]), ([1, 4], [7]), ([], [])]
    for (old, new) in pairs {
      let screen = Reconciler.apply(Reconciler.operations(from: old, to: new), to: old)
      #expect(screen == new)
      #expect(Reconciler.operations(from: screen, to: new).isEmpty)
    }
  }

  @Test("a pop-to whose Pokémon also appears among the popped screens lands on the right one")
  func popToWithDuplicates() {
    let cases: [([Int], [Int])] = [
      ([1, 4, 1, 7], [1]), ([1, 4, 1, 7, 9], [1, 4]), ([4, 4, 4], [4]), ([1, 1, 1], []),
    ]
    for (old, new) in cases {
      let ops = Reconciler.operations(from: old, to: new)
      #expect(ops == [.popTo(new.last, depth: new.count)])
      #expect(Reconciler.apply(ops, to: old) == new, "\(old) → \(new): \(ops)")
    }
  }

  @Test("the operations are ui events naming the tab and the Pokémon")
  func events() {
    #expect(Reconciler.event(.push(25), on: .lista) == .push(.lista, 25))
    #expect(Reconciler.event(.pop(7), on: .favoritos) == .pop(.favoritos, 7))
    #expect(Reconciler.event(.popTo(1, depth: 1), on: .lista) == .popTo(.lista, 1))
    #expect(Reconciler.event(.popTo(nil, depth: 0), on: .lista) == .popTo(.lista, nil))
    #expect(Reconciler.event(.replace([1, 4]), on: .lista) == .replace(.lista, [1, 4]))
  }

  /// A random stack of ids from a small range, so that prefixes and duplicates are common.
  static func randomStack(_ rng: inout SplitMix64, maxCount: Int = 7) -> [Int] {
    (0..<Int.random(in: 0...maxCount, using: &rng)).map { _ in Int.random(in: 1...4, using: &rng) }
  }

  /// A pair of stacks: unrelated, or one a prefix of the other, or equal.
  static func randomPair(_ rng: inout SplitMix64) -> ([Int], [Int]) {
    let a = randomStack(&rng)
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: return (a, randomStack(&rng))
    case 1: return (a, Array(a.prefix(Int.random(in: 0...a.count, using: &rng))))
    case 2: return (Array(a.prefix(Int.random(in: 0...a.count, using: &rng))), a)
    default: return (a, a)
    }
  }

  @Test("property: aplicar(operaciones(old, new), old) == new, minimally, over seeded pairs")
  func property() {
    var rng = SplitMix64(seed: 0x5EED_2026)
    var seen = Set<String>()
    for _ in 0..<5000 {
      let (old, new) = Self.randomPair(&rng)
      let ops = Reconciler.operations(from: old, to: new)
      let label = "\(old) → \(new): \(ops)"
      #expect(Reconciler.apply(ops, to: old) == new, "\(label)")
      #expect(Reconciler.operations(from: Reconciler.apply(ops, to: old), to: new).isEmpty)
      if old == new {
        #expect(ops.isEmpty, "\(label)")
        seen.insert("none")
      } else if new.count < old.count, old.starts(with: new) {
        #expect(ops.count == 1, "\(label)")
        if old.count - new.count == 1 {
          #expect(ops == [.pop(old.last!)], "\(label)")
          seen.insert("pop")
        } else {
          #expect(ops == [.popTo(new.last, depth: new.count)], "\(label)")
          seen.insert(old[new.count...].contains(new.last ?? -1) ? "pop-to ambiguous" : "pop-to")
        }
      } else if old.count < new.count, new.starts(with: old) {
        #expect(ops == new[old.count...].map(StackOp.push), "\(label)")
        seen.insert("push")
      } else {
        #expect(ops == [.replace(new)], "\(label)")
        seen.insert("replace")
      }
    }
    #expect(seen == ["none", "pop", "pop-to", "pop-to ambiguous", "push", "replace"])
  }

  @Test("property: the store's screen always equals its state after a step, over seeded sessions")
  func storeProperty() {
    var rng = SplitMix64(seed: 151)
    for _ in 0..<40 {
      var store = conSesion()
      accepted(&store, .fav(1))
      accepted(&store, .fav(4))
      for _ in 0..<40 {
        let action: UserAction
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: action = .open([1, 4].randomElement(using: &rng)!)
        case 1: action = .back
        case 2: action = .tab([.lista, .favoritos].randomElement(using: &rng)!)
        case 3: action = .openURL("pokedex://pokemon/\(Int.random(in: 1...4, using: &rng))")
        case 4: action = .openURL("pokedex://lista")
        case 5: action = .tapNotification("pokedex://pokemon/\(Int.random(in: 1...4, using: &rng))")
        default: action = .swipeBack
        }
        let step = store.send(action)
        #expect(value(store, .field(.pantallaLista)) == value(store, .field(.contenidoCaminoLista)))
        #expect(
          value(store, .field(.pantallaFavoritos))
            == value(store, .field(.contenidoCaminoFavoritos)))
        #expect(step.warnings.isEmpty, "\(action): \(step.warnings)")
      }
    }
  }
}
