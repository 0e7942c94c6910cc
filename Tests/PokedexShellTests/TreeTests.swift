import PokedexCore
import Testing

@testable import PokedexShell

/// `tree`: what is built, from the window down (docs/reference.md §1.8).
@Suite("The tree")
struct TreeTests {
  @Test("the camera alert in the tree carries the usage description as its message")
  func alertMessage() {
    var store = Store()
    _ = store.send(.plistAdd("NSCameraUsageDescription", "Para escanear el acta del partido"))
    _ = store.send(.restart)
    _ = store.send(.permissionRequest(.camera, provisional: false))
    #expect(
      TreeRenderer.lines(store.world).last
        == "presented: system alert «“Pokédex” quiere acceder a la cámara» «Para escanear el acta"
        + " del partido» [No permitir] [Permitir]")
  }
}
