import Testing

/// `pdx exercise FILE` as a started program, a scripted student on stdin (docs/reference.md
/// §9.4): exit 0 solved, 1 unsolved, 2 for a header that is wrong.
@Suite("pdx exercise")
struct ExerciseCLITests {
  let pdx = pdxExecutable()
  static let file = WalkMarkdownCLITests.root + "/examples/ejercicios/05-el-aviso-que-no-se-ve.pdx"

  @Test("a scripted student who names the planted knob ends with 0, one who does not with 1")
  func solvedOrNot() throws {
    let solved = try runProgram(
      pdx, ["exercise", Self.file, "--lang", "es"], stdin: "notify\nanswer will-present\n")
    #expect(solved.status == 0, "\(solved.stderr)")
    #expect(
      solved.stdout.contains(
        "\npdx> answer will-present\n✓ correcto: estaba plantada will-present off"))
    let not = try runProgram(
      pdx, ["exercise", Self.file, "--lang", "en"], stdin: "notify\nanswer main-actor\n")
    #expect(not.status == 1)
    #expect(
      not.stdout.hasSuffix(
        "pdx> answer main-actor\n✗ not the cause: main-actor (answer 1); hint gives a clue\nThe"
          + " exercise is not solved yet (1 answer). To try again: pdx exercise \(Self.file)\n"))
  }

  @Test("an unknown knob in the header is one error, exit 2; a walkthrough is not an exercise")
  func badHeader() throws {
    let dir = Scratch()
    let path = dir.write("e.pdx", "# exercise: will-presnt off\n# rule: no-stuck-link\n")
    let r = try runProgram(pdx, ["exercise", path, "--lang", "en"])
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(
      r.stderr
        == "error: \(path):1:1: unknown knob «will-presnt» in «# exercise: KNOB VALUE» (expected"
        + " one of onchange-initial, delegate-install, report-dismissals, main-actor,"
        + " will-present, reset-link, on-new-intent, nil-before-dismiss, did-move-to-parent,"
        + " presentation-did-dismiss, stack-helper, guard-at-root, root-transition, switch-tab,"
        + " theme-at-root, scene-initial, request-permission, presentado-reference) (did you mean"
        + " will-present?)\n")
    let walk = dir.write("w.pdx", "# A walkthrough.\nlaunch\n")
    let w = try runProgram(pdx, ["exercise", walk, "--lang", "es"])
    #expect(w.status == 2)
    #expect(
      w.stderr
        == "error: \(walk) no es un ejercicio: el comentario con que empieza no tiene una línea"
        + " # exercise: PALANCA VALOR\n")
  }
}
