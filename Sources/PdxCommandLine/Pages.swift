import Glibc
import PokedexCore
import PokedexShell

/// `pdx walk --markdown FILE` (the page on stdout) and `pdx walk --markdown DIR --out OUTDIR`
/// (a page a script and a README.md index), docs/reference.md §8.4.
func walkMarkdown(_ path: String, _ inv: CommandLineOptions) -> Never {
  var st = stat()
  let isFolder = stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
  guard isFolder else {
    if inv.out != nil {
      invocationError("walk --markdown FILE prints the page; --out goes with a folder")
    }
    let page = pageOf(path, shown: path, inv)
    standardOutput.text(page.markdown)
    finish(exitCode(page.outcome))
  }
  guard let out = inv.out else {
    invocationError(
      "walk --markdown \(path) writes a page a script: say where with --out FOLDER")
  }
  let files: [String]
  do {
    files = try FileIO.scripts(under: [path])
  } catch {
    diagnostic("error: " + error.message)
    finish(2)
  }
  if files.isEmpty {
    diagnostic("error: no .pdx script below \(Quoting.guillemets(path))")
    finish(2)
  }
  let pages = files.map { file in
    let base = String(file.split(separator: "/").last ?? "")
    return (file, (base.hasSuffix(".pdx") ? String(base.dropLast(4)) : base) + ".md")
  }
  var names: Set<String> = []
  for (file, name) in pages {
    guard name != "README.md" else {
      diagnostic(
        "error: \(Quoting.guillemets(file))'s page would be README.md, the folder's index:"
          + " rename the script")
      finish(2)
    }
    guard names.insert(name).inserted else {
      diagnostic("error: two scripts would write \(Quoting.guillemets(name)): rename one")
      finish(2)
    }
  }
  if mkdir(out, 0o777) != 0 && errno != EEXIST {
    diagnostic("pdx: cannot create \(Quoting.guillemets(out)): " + String(cString: strerror(errno)))
    finish(2)
  }
  // Every file written is checked before the first is: all the pages are written, or none.
  for name in pages.map(\.1) + ["README.md"] {
    checkTarget(out + "/" + name, as: .page, force: inv.force)
  }
  var index: [(file: String, title: String)] = []
  var worst: Int32 = 0
  for (file, name) in pages {
    let page = pageOf(file, shown: file, inv)
    write(page.markdown, to: out + "/" + name)
    index.append((name, page.title))
    let code = exitCode(page.outcome)
    if code != 0 { diagnostic("pdx: \(file): the walkthrough stops early (its page says where)") }
    worst = max(worst, code)
  }
  write(Page.index(index, folder: path), to: out + "/README.md")
  finish(worst)
}

private func pageOf(_ path: String, shown: String, _ inv: CommandLineOptions) -> Page.Result {
  let script: Script
  do {
    script = try ScriptReader.read(path: path)
  } catch {
    diagnostic("error: " + error.description)
    finish(2)
  }
  return Page.of(script, shown: shown, options: inv.options)
}

private func write(_ text: String, to path: String) {
  do {
    try FileIO.writeAtomically(text, to: path)
  } catch {
    diagnostic("pdx: " + error.message)
    finish(2)
  }
}
