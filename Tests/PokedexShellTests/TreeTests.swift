import PokedexCore
import Testing

@testable import PdxLanguage
@testable import PdxRender
@testable import PdxRunner

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

  @Test(
    "the theme is applied at ContentView's root: the tree names it, and a change repaints every tab"
  )
  func themeAtTheRoot() {
    var store = Store(hayCuentas: false)
    #expect(
      TreeRenderer.lines(store.world)[2]
        == "   └─ ContentView (tema sistema, .preferredColorScheme)")
    let step = store.send(.settingsTema(.oscuro))
    #expect(step.ui == [.repaint(.oscuro, .ios)])
    #expect(step.changes.map(\.path) == [.field(.contenidoTema), .field(.ajustesTema)])
    #expect(
      Language.en.text(step.ui[0])
        == "repaint: every tab (Pokédex, Favoritos, Ajustes) in tema oscuro (.preferredColorScheme at"
        + " ContentView's root)")
    #expect(
      TreeRenderer.lines(store.world)[2] == "   └─ ContentView (tema oscuro, .preferredColorScheme)"
    )
    // The same theme again repaints nothing.
    #expect(store.send(.settingsTema(.oscuro)).ui.isEmpty)
  }

  @Test("on Android the tree names no SwiftUI view: tabs, stacks and the spinner by what they are")
  func androidWords() {
    let store = Store(platform: .android, hayCuentas: false)
    let lines = TreeRenderer.lines(store.world).joined(separator: "\n")
    for name in [
      "TabView", "NavigationStack", "ProgressView", "preferredColorScheme", "selection:",
    ] {
      #expect(!lines.contains(name), "\(name)")
    }
    #expect(lines.contains("ContentView (tema sistema)"))
    #expect(lines.contains("tabs (selected: lista)"))
    #expect(lines.contains("stack: PokemonListView"))
  }
}
