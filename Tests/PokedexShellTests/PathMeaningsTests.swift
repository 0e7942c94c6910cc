import PdxLanguage
import PokedexCore
import Testing

@testable import PdxRunner

/// The state paths' meanings in both languages (issue 25): English in the core's table, Spanish
/// in the shell's, one for every path.
@Suite("The paths' meanings")
struct PathMeaningsTests {
  @Test("every state path has its meaning in Spanish, not the English one")
  func everyPathInSpanish() {
    for p in StatePath.allCases {
      #expect(p.meaning(.en) == p.doc)
      #expect(!p.meaning(.es).isEmpty && p.meaning(.es) != p.doc, "\(p): \(p.doc)")
    }
    #expect(
      StatePath.field(.raiz).meaning(.es)
        == "la rama del guardián: sinCuentas, comprobando, conSesion, formulario")
    #expect(
      StatePath.field(.raiz).meaning(.en)
        == "the guard's branch: sinCuentas, comprobando, conSesion, formulario")
    #expect(StatePath.knob(.onchangeInitial).meaning(.es) == "set onchange-initial: on o off")
    #expect(StatePath.knob(.onchangeInitial).meaning(.en) == "set onchange-initial: on or off")
  }
}
