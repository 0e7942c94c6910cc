import PokedexCore

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
