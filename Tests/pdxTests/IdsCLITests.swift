import Testing

/// `--ids` on `pdx run` and `pdx walk`, and the man page's list of ids (docs/reference.md §9.1).
@Suite("Ids in sight")
struct IdsCLITests {
  let pdx = pdxExecutable()

  @Test("run --ids and walk --ids print each event's id beside its sentence, in both languages")
  func runAndWalk() throws {
    let dir = Scratch()
    let path = dir.write("s.pdx", "signup ash@kanto.com pikachu\n!tab otro\ntab favoritos\n")
    let es = try runProgram(pdx, ["run", "--ids", path, "--lang", "es"])
    #expect(es.status == 0, "\(es.stderr)")
    #expect(es.stdout.contains("\n  nota [session-saved]: sesión guardada en el Llavero\n"))
    #expect(es.stdout.contains("\n▸ [tab] tab favoritos\n  contenido.pestana: lista → favoritos\n"))
    let en = try runProgram(pdx, ["walk", "--ids", path, "--lang", "en"])
    #expect(en.status == 0, "\(en.stderr)")
    #expect(
      en.stdout.contains("\n  note [session-saved]: session saved in the keychain (Llavero)\n"))
    let plain = try runProgram(pdx, ["run", path, "--lang", "en"])
    #expect(plain.stdout.contains("\n  note: session saved in the keychain (Llavero)\n"))
    #expect(!plain.stdout.contains("[session-saved]"))
  }

  @Test("the man page lists every id with its sentence, in the page's language")
  func manPage() throws {
    let en = try runProgram(pdx, ["man", "--lang", "en"]).stdout
    #expect(en.contains(".SH EVENT IDS\n"))
    #expect(
      en.contains(".TP\n\\fBnote session\\-saved\\fR\nsession saved in the keychain (Llavero)\n"))
    let es = try runProgram(pdx, ["man", "--lang", "es"]).stdout
    #expect(es.contains(".SH IDS DE LOS EVENTOS\n"))
    #expect(es.contains(".TP\n\\fBnote session\\-saved\\fR\nsesi"))
  }
}
