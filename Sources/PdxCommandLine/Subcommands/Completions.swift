import PdxLanguage
import PokedexCore

/// `pdx completions bash|zsh|fish`: the completion script, its descriptions in the language
/// pdx speaks.
struct CompletionsCommand: Subcommand {
  static let spec = SubcommandSpec(
    name: "completions", synopsis: "completions " + CompletionScripts.choice,
    summary: Words(en: "print the completion script of ", es: "escribe el guion de completado de ")
      + CompletionScripts.named + Words(en: " for pdx", es: " para pdx"),
    details: [
      Words(
        en: "bash: source it, or put it in ~/.local/share/bash-completion/completions/pdx. zsh:"
          + " put it, named _pdx, in a folder of $fpath before compinit. fish: put it in"
          + " ~/.config/fish/completions/pdx.fish. Each completes the subcommands, their"
          + " options, the options' values and .pdx files. zsh and fish describe them in the"
          + " language pdx speaks (--lang).",
        es: "bash: cárgalo con source, o ponlo en"
          + " ~/.local/share/bash-completion/completions/pdx. zsh: ponlo, con el nombre _pdx, en"
          + " una carpeta de $fpath antes de compinit. fish: ponlo en"
          + " ~/.config/fish/completions/pdx.fish. Cada uno completa los subcomandos, sus"
          + " opciones, los valores de las opciones y los ficheros .pdx. zsh y fish los"
          + " describen en el idioma en que habla pdx (--lang).")
    ],
    options: [], positional: 1...1, positionalName: "SHELL",
    positionalChoices: CompletionScripts.shells, globals: [.lang, .help])

  var shell = ""

  mutating func set(arguments: [String]) throws(InvocationError) {
    guard arguments.count == 1 else {
      throw InvocationError(
        Words(en: "completions takes one SHELL: ", es: "completions toma un SHELL: ")
          + CompletionScripts.named)
    }
    guard CompletionScripts.shells.contains(arguments[0]) else {
      let given = Quoting.guillemets(arguments[0])
      throw InvocationError(
        Words(en: "completions takes ", es: "completions toma ") + CompletionScripts.named
          + Words(en: ", not \(given)", es: ", no \(given)"))
    }
    shell = arguments[0]
  }

  func run(_ globals: GlobalOptions) throws -> Int32 {
    standardOutput.text(CompletionScripts(language: globals.language).script(shell) ?? "")
    return 0
  }
}

/// `pdx man`: the man page, in the language pdx speaks.
struct ManCommand: Subcommand {
  static let spec = SubcommandSpec(
    name: "man", synopsis: "man",
    summary: Words(
      en: "print pdx's man page (roff): pdx man | man -l -",
      es: "escribe la página de manual de pdx (roff): pdx man | man -l -"),
    details: [
      Words(
        en: "The page is made from the same tables as this help and the shell's `help`: the"
          + " subcommands, their options, and every command of the shell. It is in the language"
          + " pdx speaks: pdx man --lang es prints the Spanish page.",
        es: "La página se hace con las mismas tablas que esta ayuda y el `help` de la shell: los"
          + " subcomandos, sus opciones y cada orden de la shell. Está en el idioma en que habla"
          + " pdx: pdx man --lang en escribe la página en inglés.")
    ],
    options: [], positional: 0...0, globals: [.lang, .help])

  mutating func set(arguments: [String]) throws(InvocationError) { try Self.none(arguments) }

  func run(_ globals: GlobalOptions) throws -> Int32 {
    standardOutput.text(ManPage(language: globals.language).text)
    return 0
  }
}
