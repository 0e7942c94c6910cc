import PokedexCore
import Testing

@testable import PokedexShell

/// The state paths' meanings in both languages (issue 25): English in the core's table, Spanish
/// in the shell's, one for every path.
@Suite("The paths' meanings")
struct PathMeaningsTests {
  @Test("every state path has its meaning in Spanish, not the English one")
  func everyPathInSpanish() {
    for p in StatePaths.all {
      #expect(p.meaning(.en) == p.doc)
      #expect(!p.meaning(.es).isEmpty && p.meaning(.es) != p.doc, "\(p.path): \(p.doc)")
    }
    #expect(StatePaths.named("raiz")?.meaning(.es).hasPrefix("la rama del guardián: ") == true)
    #expect(
      StatePaths.named("knobs.onchangeInitial")?.meaning(.es) == "set onchange-initial: on o off")
  }

  @Test("the Spanish table names only paths the core has")
  func noStalePath() {
    let paths = Set(StatePaths.all.map(\.path))
    for path in PathMeanings.table.keys { #expect(paths.contains(path), "\(path)") }
  }
}
