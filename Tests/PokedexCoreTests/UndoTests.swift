import Testing

@testable import PokedexCore

@Suite("Undo")
struct UndoTests {
  @Test("undo goes back one step per call")
  func undoOneStep() {
    var store = Store()
    let fresh = store.world
    accepted(&store, .net(false))
    let afterNet = store.world
    accepted(&store, .signup(email: ashEmail, password: Secret(key)))
    #expect(store.undoDepth == 2)
    #expect(undoOnce(&store))
    #expect(store.world == afterNet)
    #expect(undoOnce(&store))
    #expect(store.world == fresh)
    #expect(!undoOnce(&store))
    #expect(store.world == fresh)
  }

  @Test("undo goes back up to the last 100 steps")
  func undoLimit() {
    var store = Store()
    var worlds: [World] = [store.world]
    for i in 0..<130 {
      accepted(&store, .net(i % 2 == 1))
      worlds.append(store.world)
    }
    #expect(Store.undoLimit == 100)
    #expect(store.undoDepth == 100)
    for back in 1...100 {
      #expect(undoOnce(&store))
      #expect(store.world == worlds[130 - back])
    }
    #expect(!undoOnce(&store))
    #expect(store.world == worlds[30])
  }

  @Test("a rejected action is not an undo step")
  func rejectionNotUndoable() {
    var store = Store()
    accepted(&store, .net(false))
    expectRejected(&store, .launch)
    #expect(store.undoDepth == 1)
    #expect(undoOnce(&store))
    #expect(store.world == Store().world)
  }

  @Test("reset can be undone")
  func resetUndoable() {
    var store = conSesion()
    let before = store.world
    _ = store.reset(platform: .android)
    #expect(undoOnce(&store))
    #expect(store.world == before)
  }
}
