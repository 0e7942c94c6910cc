import PdxLanguage
import PdxScripts
import PokedexCore

extension Session {
  /// `run FILE` inside the REPL or a script: FILE in the current world. Inside a script a
  /// relative FILE is taken from the including script's folder.
  func include(_ file: String, shown: String, location: Location?) -> Outcome {
    let here = location.map { "\($0): " } ?? ""
    guard state.includedFrom.count < Session.includeLimit else {
      let limit = Session.includeLimit
      let message =
        here
        + Words(
          en: "run: more than \(limit) nested runs (does a script run itself?)",
          es: "run: más de \(limit) inclusiones anidadas (¿un guion se ejecuta a sí mismo?)")
      return scriptError(message, command: shown, location: location)
    }
    // A `run` typed at the prompt starts its own count of included lines.
    if location == nil && state.includedFrom.isEmpty { state.includedLines = 0 }
    // A script includes scripts only: `run ../.env` in a script reads nothing of it.
    if location != nil, !file.hasSuffix(".pdx") {
      let named = Quoting.guillemets(file)
      return scriptError(
        here
          + Words(
            en: "run in a script reads .pdx scripts only, and \(named) is not one: nothing of it"
              + " was read",
            es: "run dentro de un guion solo lee guiones .pdx, y \(named) no lo es: no se leyó"
              + " nada de él"), command: shown, location: location)
    }
    var path = file
    if let location, !file.hasPrefix("/"), let slash = location.path.lastIndex(of: "/") {
      path = location.path[...slash] + file
    }
    var stream: ScriptStream
    do {
      stream = try files.script(at: path)
      stream.isInterrupted = { [unowned self] in self.isInterrupted() }
    } catch {
      return scriptError(here + error.described, command: shown, location: location)
    }
    // A run at the top (typed, or a script's own line) is one thing `undo run` goes back over.
    let run = state.includedFrom.isEmpty ? runBegins(shown) : nil
    state.includedFrom.append(location)
    defer {
      state.includedFrom.removeLast()
      if let run { runEnded(run) }
    }
    var failures: [Failure] = []
    let outcome = runScript(&stream, failures: &failures)
    // The included file's `quit` ends that file: its includer goes on.
    return outcome == .quit ? .ok : outcome
  }
}
