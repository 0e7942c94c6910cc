import PokedexCore
import Testing

@testable import PdxLanguage
@testable import PdxScripts

/// The teacher's `#?` lines (docs/reference.md §9.3), read with the script: what they say, and
/// one error at its line and column, in both languages, for each that is malformed.
@Suite("The teacher's questions in a script")
struct AskTests {
  static func read(_ text: String) throws(ScriptError) -> Script {
    try ScriptReader.parse(Array(text.utf8), path: "t.pdx")
  }

  @Test("#? lines give the next expect its question, English, wrong choices and why")
  func reads() throws {
    let s = try Self.read(
      """
      tap-notification
        #?   ¿Qué nota?
      #? en: Which note?
      #? or: link-lost
      #? or: link-unchanged
      #? why: «El valor ya está puesto.»
      #? en: why: «The value is already set.»
      expect note link-not-handled
      #? or: [7, 7]
      #? or: nil
      expect contenido.caminoLista == [7]
      #? skip
      signup ash@kanto.com pikachu

      """)
    #expect(
      s.lines[1].ask
        == Ask(
          line: 2, question: Words(en: "Which note?", es: "¿Qué nota?"),
          wrong: [.symbol("link-lost"), .symbol("link-unchanged")],
          why: Words(en: "«The value is already set.»", es: "«El valor ya está puesto.»")))
    #expect(s.lines[2].ask == Ask(line: 9, wrong: [.list([.int(7), .int(7)]), .null]))
    #expect(s.lines[3].ask == Ask(line: 12, skip: true))
    #expect(s.lines[0].ask == nil)
    // Without an English line, an English session reads the script's own.
    let one = try Self.read("#? ¿Y ahora?\nexpect raiz == formulario\n")
    #expect(one.lines[0].ask?.question == Words(en: "¿Y ahora?", es: "¿Y ahora?"))
  }

  @Test("a malformed #? line is one error at its line and column, in English and Spanish")
  func errors() {
    let cases: [(String, String, String)] = [
      (
        "#? ¿Qué?\n## Narración\n",
        "t.pdx:1:1: a #? question goes right before the expect it asks about: an expect PATH =="
          + " VALUE or expect note|ui|log|action ID",
        "t.pdx:1:1: una pregunta #? va justo antes del expect que pregunta: un expect RUTA =="
          + " VALOR o expect note|ui|log|action ID"
      ),
      (
        "#? ¿Qué?\nsignup ash@kanto.com pikachu\n",
        "t.pdx:1:1: a #? question goes right before the expect it asks about: an expect PATH =="
          + " VALUE or expect note|ui|log|action ID",
        "t.pdx:1:1: una pregunta #? va justo antes del expect que pregunta: un expect RUTA =="
          + " VALOR o expect note|ui|log|action ID"
      ),
      (
        "#? ¿Qué?\nexpect raiz != formulario\n",
        "t.pdx:1:1: a #? question goes right before the expect it asks about: an expect PATH =="
          + " VALUE or expect note|ui|log|action ID",
        "t.pdx:1:1: una pregunta #? va justo antes del expect que pregunta: un expect RUTA =="
          + " VALOR o expect note|ui|log|action ID"
      ),
      (
        "#? ¿Qué?\n",
        "t.pdx:1:1: a #? question goes right before the expect it asks about: an expect PATH =="
          + " VALUE or expect note|ui|log|action ID",
        "t.pdx:1:1: una pregunta #? va justo antes del expect que pregunta: un expect RUTA =="
          + " VALOR o expect note|ui|log|action ID"
      ),
      (
        "#? en: Which?\nexpect raiz == formulario\n",
        "t.pdx:1:4: #? en: goes right after the #? line it translates (the question, or why:)",
        "t.pdx:1:4: #? en: va justo después de la línea #? que traduce (la pregunta, o why:)"
      ),
      (
        "#? ¿Qué?\n#? or: conSesion\n#? en: Which?\nexpect raiz == formulario\n",
        "t.pdx:3:4: #? en: goes right after the #? line it translates (the question, or why:)",
        "t.pdx:3:4: #? en: va justo después de la línea #? que traduce (la pregunta, o why:)"
      ),
      (
        "#? ¿Qué?\n#? ¿Y esto?\nexpect raiz == formulario\n",
        "t.pdx:2:4: a second question for one line (line 1 asks one); its English goes on a #?"
          + " en: line",
        "t.pdx:2:4: una segunda pregunta para una línea (la línea 1 ya hace una); su inglés va en"
          + " una línea #? en:"
      ),
      (
        "#? or: [1,\nexpect contenido.caminoLista == []\n",
        "t.pdx:1:11: #? or: expected a value: nil, true, false, a number, \"text\", a word or [list]",
        "t.pdx:1:11: #? or: se esperaba un valor: nil, true, false, un número, \"texto\", una"
          + " palabra o [lista]"
      ),
      (
        "#? or: \"formulario\"\nexpect raiz == formulario\n",
        "t.pdx:1:8: #? or: \"formulario\" is the value the expect states: a wrong choice is"
          + " another one",
        "t.pdx:1:8: #? or: \"formulario\" es el valor que dice el expect: una opción errónea es"
          + " otra"
      ),
      (
        "#? or: conSesion\n#? or: conSesion\nexpect raiz == formulario\n",
        "t.pdx:2:8: #? or: conSesion is already a choice",
        "t.pdx:2:8: #? or: conSesion ya es una opción"
      ),
      (
        "#? or: link-lots\nexpect note link-lost\n",
        "t.pdx:1:8: #? or: «link-lots» is not a note id (did you mean link-lost?)",
        "t.pdx:1:8: #? or: «link-lots» no es un id de note (¿quisiste decir link-lost?)"
      ),
      (
        "#? or: fade\nexpect ui fade\n",
        "t.pdx:1:8: #? or: fade is the id the expect names: a wrong choice is another one",
        "t.pdx:1:8: #? or: fade es el id que nombra el expect: una opción errónea es otra"
      ),
      (
        "#? skip\n#? ¿Qué?\nexpect raiz == formulario\n",
        "t.pdx:1:1: #? skip goes alone: a line that is not asked has no question, or:, or why:",
        "t.pdx:1:1: #? skip va sola: una línea que no se pregunta no lleva pregunta, or: ni why:"
      ),
      (
        "#? why:\nexpect raiz == formulario\n",
        "t.pdx:1:4: #? why: needs its text after it",
        "t.pdx:1:4: #? why: necesita su texto detrás"
      ),
    ]
    for (text, en, es) in cases {
      do {
        _ = try Self.read(text)
        Issue.record("read without an error: \(text)")
      } catch {
        #expect(error.description(.en) == en, "\(text)")
        #expect(error.description(.es) == es, "\(text)")
      }
    }
  }

  @Test("for run and test the #? lines are comments: the script passes as without them")
  func comments() throws {
    let s = try Self.read("#? ¿Qué?\n#? or: conSesion\nexpect raiz == formulario\n")
    #expect(s.lines.count == 1)
    #expect(s.header.isEmpty)
  }
}
