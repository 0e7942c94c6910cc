import PdxLanguage
import Testing

@testable import PdxCommandLine

/// What walk's teaching options, graph's sections and exercise take together, checked before
/// anything runs (docs/reference.md §9).
@Suite("The teacher's options, read in-process")
struct TeachingParsingTests {
  @Test("walk --predict, --progress and --ids, graph --section and --lines: what goes together")
  func together() {
    let cases: [([String], String, String)] = [
      (
        ["walk", "--predict", "--ids", "a.pdx"],
        "--predict goes alone with its FILE (not with --markdown or --ids)",
        "--predict va sola con su FICHERO (no con --markdown ni --ids)"
      ),
      (
        ["walk", "--progress", "--predict"],
        "--progress lists the scores: it goes alone, with an optional DIR",
        "--progress lista las marcas: va sola, con una CARPETA opcional"
      ),
      (
        ["walk", "--clear", "a.pdx"],
        "--clear goes with --progress: walk --progress --clear [FILE|DIR]",
        "--clear va con --progress: walk --progress --clear [FICHERO|CARPETA]"
      ),
      (
        ["walk", "--predict", "a.pdx", "--format", "json"],
        "--predict and --progress talk to a student: they print text, not --format json",
        "--predict y --progress hablan con un alumno: escriben texto, no --format json"
      ),
      (
        ["walk", "--markdown", "--ids", "a.pdx"], "--ids goes with walk FILE, not --markdown",
        "--ids va con walk FICHERO, no con --markdown"
      ),
      (
        ["graph", "a.pdx", "--section", "2", "--lines", "3-4"],
        "--section N and --lines A-B each choose the part to draw: give one",
        "--section N y --lines A-B eligen cada una la parte que se dibuja: da una"
      ),
      (
        ["graph", "--states", "--section", "2"],
        "--section and --lines go with graph FILE (a part of a script's diagram)",
        "--section y --lines van con graph FICHERO (una parte del diagrama de un guion)"
      ),
      (
        ["graph", "a.pdx", "--lines", "0-3"],
        "--lines takes A-B, two line numbers with 1 ≤ A ≤ B, such as 12-20, not «0-3»",
        "--lines toma A-B, dos números de línea con 1 ≤ A ≤ B, como 12-20, no «0-3»"
      ),
      (
        ["exercise", "a.pdx", "b.pdx"], "exercise takes one FILE or folder (--check takes several)",
        "exercise toma un FICHERO o una carpeta (--check toma varios)"
      ),
      (
        ["exercise", "--check", "--seal", "a.pdx"],
        "--check and --seal are two things: one at a time",
        "--check y --seal son dos cosas: una cada vez"
      ),
      (
        ["exercise", "--seal", "a.pdx"],
        "--seal takes one FILE (or folder) and --out FILE (or folder)",
        "--seal toma un FICHERO (o carpeta) y --out FICHERO (o carpeta)"
      ),
      (
        ["exercise", "--check", "--brief", "a.pdx"],
        "--ids and --brief go with the exercise's shell, not --check or --seal",
        "--ids y --brief van con la shell del ejercicio, no con --check ni --seal"
      ),
      (
        ["exercise", "a.pdx", "--platform", "android"],
        "--platform does not apply to pdx exercise", "--platform no tiene sentido con pdx exercise"
      ),
    ]
    for (args, en, es) in cases {
      let error = invocationError(args)
      #expect(error?.words.en == en, "\(args)")
      #expect(error?.words.es == es, "\(args)")
    }
    #expect(invocationError(["walk", "--progress"]) == nil)
    #expect(invocationError(["walk", "--progress", "examples"]) == nil)
    #expect(invocationError(["walk", "--progress", "--clear"]) == nil)
    #expect(invocationError(["walk", "--progress", "--clear", "examples", "--force"]) == nil)
    #expect(invocationError(["walk", "--ids", "a.pdx"]) == nil)
    #expect(invocationError(["run", "--ids", "a.pdx"]) == nil)
    #expect(invocationError(["graph", "a.pdx", "--section", "3"]) == nil)
  }
}
