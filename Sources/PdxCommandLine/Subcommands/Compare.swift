import PdxCompare
import PdxExplore
import PdxLanguage
import PdxScripts
import PdxSession
import PdxText
import PokedexCore

/// `pdx compare FILE`: the comparison, laid out for the terminal, and its verdict as the exit
/// code.
struct CompareCommand: Subcommand {
  static let spec = SubcommandSpec(
    name: "compare", synopsis: "compare FILE [--width N]",
    summary: Words(
      en: "the script on iOS and on Android: only the lines where the two worlds differ",
      es: "el guion en iOS y en Android: solo las líneas en que los dos mundos difieren"),
    details: CompareHelp.details,
    options: options.map(\.option), positional: 1...1, positionalName: "FILE",
    globals: [.noAccounts, .color, .lang, .version, .help],
    refusals: [
      .platform: Words(
        en: "compare runs the script on ios and on android",
        es: "compare ejecuta el guion en iOS y en Android"),
      .format: Words(en: "compare prints text only", es: "compare solo escribe texto"),
    ])

  static let options: [Bound<CompareCommand>] = [
    .value(
      CLIOption(
        spellings: ["--width"], value: "N",
        help: Words(
          en: "lay out for N columns (default: the terminal's; not a terminal: stacked)",
          es: "maqueta para N columnas (si no se dice, las del terminal; sin terminal, una"
            + " plataforma debajo de la otra)")), \.width
    ) { v throws(InvocationError) in
      try v.number(
        Words(en: "a number of columns from 1 to 1,000", es: "un número de columnas de 1 a 1000"),
        1...Bounds.columns)
    }
  ]

  var file = ""
  var width: Int?

  mutating func set(arguments: [String]) throws(InvocationError) {
    guard arguments.count == 1 else {
      throw InvocationError(
        Words(
          en: "compare takes exactly one FILE (or - for stdin)",
          es: "compare toma exactamente un FICHERO (o - para la entrada estándar)"))
    }
    file = arguments[0]
  }

  func run(_ globals: GlobalOptions) throws -> Int32 {
    let script: Script
    do {
      if file == "-" {
        var stdin = ScriptStream(fd: 0, path: "<stdin>")
        script = try stdin.collect()
      } else {
        script = try ScriptReader.read(path: file)
      }
    } catch {
      throw RunError(error.described)
    }
    let comparison: Comparison
    do {
      comparison = try Comparer(hayCuentas: globals.session.hayCuentas, language: globals.language)
        .compare(script)
    } catch {
      throw RunError(Words(error.message), trail: error.trail)
    }
    var o = OutputBuffer()
    CompareRenderer.write(
      comparison, width: width ?? TerminalWidth.columns(),
      style: Style(color: globals.session.color), into: &o)
    o.withBytes(standardOutput.bytes)
    return comparison.agree ? 0 : 1
  }
}

/// What `pdx compare --help` explains after its options.
enum CompareHelp {
  static var details: [Words] {
    let sideBySide = CompareRenderer.sideBySideWidth
    return [
      Words(
        en: "The script runs twice, line by line in step: once from a fresh iOS world and once"
          + " from a fresh Android one (with --no-accounts, both without accounts). After each"
          + " line the two worlds are compared path by path (dispositivo.plataforma aside), and"
          + " only the lines that set them apart, or brought them back together, are printed:"
          + " under `file:line: command`, each path with its value on iOS and on Android, a"
          + " command accepted on one side and rejected on the other with the reason, an expect"
          + " that holds on one side only, and `the same again:` for paths that agree again.",
        es: "El guion se ejecuta dos veces, línea a línea a la par: una desde un mundo iOS nuevo"
          + " y otra desde uno Android nuevo (con --no-accounts, los dos sin cuentas). Tras cada"
          + " línea se comparan los dos mundos ruta a ruta (salvo dispositivo.plataforma), y solo"
          + " se escriben las líneas que los separan, o que los vuelven a juntar: bajo"
          + " `fichero:línea: orden`, cada ruta con su valor en iOS y en Android, una orden"
          + " aceptada en un lado y rechazada en el otro con el motivo, un expect que solo se"
          + " cumple en un lado, y las rutas que vuelven a coincidir."),
      Words(
        en: "Side by side, iOS left and Android right, on a terminal of at least \(sideBySide)"
          + " columns (or with --width N); otherwise each value under its platform, one after"
          + " the other. The last line counts the lines that differ. The same script gives the"
          + " same bytes.",
        es: "Uno al lado del otro, iOS a la izquierda y Android a la derecha, en un terminal de"
          + " al menos \(sideBySide) columnas (o con --width N); si no, cada valor bajo su"
          + " plataforma, uno tras otro. La última línea cuenta las líneas que difieren. El"
          + " mismo guion da los mismos bytes."),
      Words(
        en: "Nothing stops the run: a rejection or a failing expect on one side is a difference,"
          + " not a failure. `platform X` starts both sides over, each on its own platform; `run"
          + " FILE` is followed into FILE; transcript blocks are not checked. Passwords are"
          + " masked.",
        es:
          "Nada detiene la ejecución: un rechazo o un expect que falla en un lado es una"
          + " diferencia, no un fallo. `platform X` vuelve a empezar los dos lados, cada uno en"
          + " su plataforma; `run FICHERO` se sigue dentro de FICHERO; los bloques de transcripción no"
          + " se comprueban. Las contraseñas se enmascaran."),
      Words(
        en: "Exit 0 when the two worlds agree at every line, 1 when they differ, 2 when the"
          + " script is wrong (an error names its file:line) or the invocation is.",
        es: "Sale con 0 cuando los dos mundos coinciden en cada línea, 1 cuando difieren, 2"
          + " cuando el guion está mal (un error nombra su fichero:línea) o lo está la invocación."),
    ]
  }
}
