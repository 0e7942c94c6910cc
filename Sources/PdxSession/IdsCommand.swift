import PdxLanguage

extension Session {
  /// `set ids on|off`: each event's id beside its sentence from the next step on. A way of
  /// printing, like `--format`: what `expect output contains` and transcripts read is the
  /// plain text, with or without it, so a script reads the same either way.
  func ids(_ on: Bool, _ line: Line) -> Outcome {
    options.ids = on
    output(
      {
        [
          on
            ? Words(
              en: "ids on: each event's id in brackets beside its sentence (help ids lists them)",
              es: "ids on: el id de cada evento entre corchetes junto a su frase (help ids los"
                + " lista)")($0)
            : Words(en: "ids off", es: "ids off")($0)
        ]
      }, command: line.shown, location: line.location)
    return .ok
  }
}

extension Session {
  /// `set brief on|off`: from the next step on, a step's changed paths are not printed; its
  /// actions, ui and log lines, notes and warnings are. A way of printing too: `expect`, `output
  /// contains`, transcripts and a failure's last steps read the whole step.
  func brief(_ on: Bool, _ line: Line) -> Outcome {
    options.brief = on
    output(
      {
        [
          on
            ? Words(
              en: "brief on: actions, ui and log lines and notes; the changed paths are hidden"
                + " (show prints the state)",
              es: "brief on: solo la historia de cada paso (acciones, líneas ui y de consola,"
                + " notas); las rutas que cambian quedan ocultas (show escribe el estado)")($0)
            : Words(
              en: "brief off: each step's changed paths are shown again",
              es: "brief off: vuelven a verse las rutas que cambia cada paso")($0)
        ]
      }, command: line.shown, location: line.location)
    return .ok
  }
}
