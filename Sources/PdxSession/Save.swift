import PdxCommands
import PdxLanguage
import PdxScripts
import PokedexCore

extension Session {
  /// `save FILE`: the session so far as a script that replays to the same state.
  func save(_ file: String, expect: Bool, transcript: Bool, force: Bool, shown: String) -> Outcome {
    let language = options.language
    if files.exists(file) && !force {
      let message = Words(
        en: "\(file) exists: `save --force \(file)` replaces it",
        es: "\(file) ya existe: `save --force \(file)` lo sustituye")
      printError(message, command: shown, location: nil)
      return .rejected(message(language))
    }
    var text =
      Words(
        en: "# Saved by pdx `save`: replays to the same state with `pdx run \(file)`.\n",
        es: "# Guardado por pdx `save`: `pdx run \(file)` lo reproduce hasta el mismo estado.\n"
      )(language)
    // Its transcripts are in the session's language: the script says which (§4.11).
    if language != .en { text += "# lang: \(language.rawValue)\n" }
    // The lines that recreate the start from command-line options a plain `pdx run` does not
    // have: at the top, and after each `reset` or `platform`, which start afresh with them.
    let noAccounts = "config accounts off\nrestart\n"
    if state.startPlatform == .android { text += "platform android\n" }
    if !options.hayCuentas { text += noAccounts }
    // After a start recreated by more lines, the last command is `restart`: an `expect` that read
    // the `reset`'s output or events would read another's on replay, and is left out.
    var restarted = false
    var left = state.expectationsLeftOut
    var written = 0
    for r in state.recording {
      if r.readsOutput, restarted {
        left += 1
        continue
      }
      text += r.line + "\n"
      written += 1
      if !r.isExpectation { restarted = r.startsAfresh && !options.hayCuentas }
      if r.startsAfresh && !options.hayCuentas {
        // Its own output (the launch without accounts) is not the replay's: no transcript.
        text += noAccounts
      } else if transcript, r.isStep || r.line.hasPrefix("!") {
        for l in r.output { text += l.isEmpty ? "|\n" : "| " + l + "\n" }
      }
      if expect, r.isStep {
        for line in Session.expectLines(r) { text += line + "\n" }
      }
    }
    do {
      // A password in the script: the file is its owner's only (docs/reference.md §6.2).
      let secret = state.recording.contains { Secrets.masked($0.line) != $0.line }
      try files.write(text, to: file, secret: secret)
    } catch {
      printError(error.words, command: shown, location: nil)
      return .rejected(error.words(language))
    }
    let lines = Numbers.counted(written, ("line", "lines"), ("línea", "líneas"))
    var said = Words(en: "saved \(lines.en) to \(file)", es: "\(file) guardado: \(lines.es)")
    // What the replay could not pass is not written, and `save` says so.
    if left > 0 {
      said =
        said
        + Words(en: " (left out ", es: " (sin ")
        + Numbers.counted(left, ("expect line", "expect lines"), ("línea expect", "líneas expect"))
        + Words(
          en: " that would not hold on replay)", es: " que no se cumplirían al reproducirlo)")
    }
    output({ [said($0)] }, command: shown, location: nil)
    return .ok
  }
}
