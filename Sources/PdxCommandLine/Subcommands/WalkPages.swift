import Glibc
import PdxExplore
import PdxLanguage
import PdxPictures
import PdxRunner
import PdxScripts
import PdxTeaching
import PokedexCore

/// `pdx walk --markdown FILE` (the page on stdout) and `pdx walk --markdown DIR --out OUTDIR`
/// (a page a script and a README.md index), docs/reference.md §8.4.
struct WalkPages {
  let command: WalkCommand
  let globals: GlobalOptions

  func run() throws -> Int32 {
    let path = command.file
    let isFolder = FileIO.isDirectory(path)
    guard isFolder else {
      if let out = command.out { return try onePage(path, into: out) }
      let page = try pageOf(path)
      if let stopped = interrupted(written: 0, of: 1) { return stopped }
      standardOutput.text(page.markdown)
      return exitCode(page.outcome)
    }
    guard let out = command.out else {
      throw InvocationError(
        Words(
          en: "walk --markdown \(path) writes a page a script: say where with --out FOLDER",
          es: "walk --markdown \(path) escribe una página por guion: di dónde con --out CARPETA"))
    }
    var files: [String]
    do {
      files = try FileIO.scripts(under: [path])
    } catch {
      throw RunError(error.words)
    }
    // An exercise is no walkthrough: its page would show only the scene it sets.
    files.removeAll(where: isExercise)
    if files.isEmpty {
      throw RunError(
        Words(
          en: "no .pdx script below \(Quoting.guillemets(path))",
          es: "no hay ningún guion .pdx bajo \(Quoting.guillemets(path))"))
    }
    let pages = files.map { file in
      let base = String(file.split(separator: "/").last ?? "")
      return (file, (base.hasSuffix(".pdx") ? String(base.dropLast(4)) : base) + ".md")
    }
    var names: Set<String> = []
    for (file, name) in pages {
      guard name != "README.md" else {
        throw RunError(
          Words(
            en: "\(Quoting.guillemets(file))'s page would be README.md, the folder's index:"
              + " rename the script",
            es: "la página de \(Quoting.guillemets(file)) sería README.md, el índice de la"
              + " carpeta: cambia el nombre del guion"))
      }
      guard names.insert(name).inserted else {
        throw RunError(
          Words(
            en: "two scripts would write \(Quoting.guillemets(name)): rename one",
            es: "dos guiones escribirían \(Quoting.guillemets(name)): cambia el nombre de uno"))
      }
    }
    try makeFolder(out)
    // Every file written is checked before the first is: all the pages are written, or none.
    for name in pages.map(\.1) + ["README.md"] {
      try checkTarget(out + "/" + name, as: .page, force: command.force)
    }
    var index: [(file: String, title: String)] = []
    var worst: Int32 = 0
    // A signal stops the walkthrough being drawn: the pages written stay, whole; the one it
    // stopped, and the index, which would list pages not written, are not written.
    for (n, (file, name)) in pages.enumerated() {
      let page = try pageOf(file)
      if let stopped = interrupted(written: n, of: pages.count) { return stopped }
      try write(page.markdown, to: out + "/" + name)
      index.append((name, page.title))
      let code = exitCode(page.outcome)
      if code != 0 {
        let file = Quoting.visible(file, limit: .max)
        diagnostic(
          Words(
            en: "pdx: \(file): the walkthrough stops early (its page says where)",
            es: "pdx: \(file): el recorrido se para antes de tiempo (su página dice dónde)")(
              globals.language))
      }
      worst = max(worst, code)
    }
    try write(Page.index(index, folder: path, language: globals.language), to: out + "/README.md")
    return worst
  }

  private func isExercise(_ file: String) -> Bool {
    guard let script = try? ScriptReader.read(path: file) else { return false }
    return (try? Exercise.read(script)) != nil
  }

  /// `walk --markdown FILE --out DIR`: the page goes to DIR/NAME.md (DIR made if missing).
  private func onePage(_ file: String, into out: String) throws -> Int32 {
    let base = String(file.split(separator: "/").last ?? "")
    let name = (base.hasSuffix(".pdx") ? String(base.dropLast(4)) : base) + ".md"
    try makeFolder(out)
    try checkTarget(out + "/" + name, as: .page, force: command.force)
    let page = try pageOf(file)
    if let stopped = interrupted(written: 0, of: 1) { return stopped }
    try write(page.markdown, to: out + "/" + name)
    return exitCode(page.outcome)
  }

  /// When a signal stopped the page being drawn: says how many were written, and gives the
  /// exit code (128 + the signal).
  private func interrupted(written: Int, of count: Int) -> Int32? {
    guard let signal = stoppedBy() else { return nil }
    let name = StopSignal.name(signal)
    diagnostic(
      (count == 1
        ? Words(
          en: "pdx: interrupted by \(name): no page written",
          es: "pdx: interrumpido por \(name): no se escribió ninguna página")
        : Words(
          en: "pdx: interrupted by \(name): \(written) of \(count) pages written, and no index",
          es: "pdx: interrumpido por \(name): \(written) de \(count) páginas escritas, y ningún"
            + " índice"))(globals.language))
    return stoppedExitCode()
  }

  private func makeFolder(_ out: String) throws(RunError) {
    if mkdir(out, 0o777) != 0 && errno != EEXIST {
      let why = String(cString: strerror(errno))
      throw RunError(
        Words(
          en: "cannot create \(Quoting.guillemets(out)): \(why)",
          es: "no se puede crear \(Quoting.guillemets(out)): \(why)"))
    }
  }

  private func pageOf(_ path: String) throws -> Page.Result {
    let script = try RunError.script(at: path)
    // A signal stops the walkthrough between two of its lines (installed by WalkCommand).
    let host = TerminalHost()
    host.interrupts = true
    return Page.of(script, shown: path, options: globals.session, host: host)
  }

  private func write(_ text: String, to path: String) throws {
    do {
      try FileIO.writeAtomically(text, to: path)
    } catch {
      throw RunError(error.words)
    }
  }
}
