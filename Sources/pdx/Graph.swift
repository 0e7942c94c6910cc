import Glibc
import PokedexCore
import PokedexShell

/// `pdx graph`'s own words: its default depth and what `pdx graph --help` explains.
enum GraphText {
  static let defaultDepth = 6

  static let details = [
    "pdx graph FILE runs the script as `pdx run` does and prints its causal chain as a Mermaid"
      + " sequenceDiagram (GitHub and GitLab draw it), or Graphviz DOT with --format dot: the"
      + " app's actors as the lessons name them, each command and follow-up a message in"
      + " causal order, the paths it changed and its notes beside it. A failed expectation is"
      + " drawn where it failed (exit 1).",
    "pdx graph --states searches the app from a fresh world (on --platform, after"
      + " --no-accounts and the --set knobs) as `pdx check` does, and draws the screens a"
      + " student sees (the guard's branch, the tab, the top of its stack, a dialog) with the"
      + " commands that move between them. With --cover, the scripts below the PATHs are run"
      + " and what they visit is marked (filled screens, moves ending in ✓ in Mermaid; green in"
      + " DOT); the figure (\"12 of 31 screens, 40 of 97 moves\") is printed on stderr and as a"
      + " comment in the diagram. --max-memory SIZE bounds the search as in `pdx check`: what"
      + " was found above the depth it stopped at is drawn, and stderr says so.",
  ]
}

/// `pdx graph FILE` and `pdx graph --states`.
func runGraph(_ inv: CommandLineOptions) -> Never {
  if inv.states {
    if !inv.cover, !inv.files.isEmpty {
      invocationError(
        "graph --states takes no FILE (did you mean --cover \(Quoting.guillemets(inv.files[0]))?)")
    }
    screens(inv)
  }
  if inv.cover || ["--depth", "--set", "--max-memory"].contains(where: inv.given.contains) {
    invocationError("--cover, --depth, --set and --max-memory go with graph --states")
  }
  guard inv.files.count == 1 else {
    invocationError("graph takes exactly one FILE (or --states)")
  }
  let script: Script
  do {
    script = try ScriptReader.read(path: inv.files[0])
  } catch {
    diagnostic("error: " + error.description)
    finish(2)
  }
  let (sequence, outcome) = Sequence.of(script, options: inv.options, diagnostic: diagnostic)
  if case .scriptError = outcome { finish(2) }
  standardOutput.text(inv.picture == "dot" ? DOT.sequence(sequence) : Mermaid.sequence(sequence))
  finish(exitCode(outcome))
}

/// `pdx graph --states [--cover PATH…]`.
func screens(_ inv: CommandLineOptions) -> Never {
  var options = inv.check
  options.platforms = [inv.options.plataforma]
  options.hayCuentas = inv.options.hayCuentas
  if !inv.given.contains("--depth") { options.depth = GraphText.defaultDepth }
  for (knob, _) in options.knobs {
    if let only = knob.declaration.platform, only != inv.options.plataforma {
      invocationError(
        "--set \(knob.name) exists on \(only.rawValue) only: graph --platform \(only.rawValue)")
    }
  }
  if options.maxMemory == nil { options.maxMemory = ProcessMemory.physical() / 2 }
  let graph = ScreenGraph(options)
  if let depth = graph.memoryBound {
    diagnostic(
      "pdx graph: the memory bound (\(size(options.maxMemory ?? 0))) stopped the search at depth"
        + " \(depth): the screens found above it are drawn")
  }
  var coverage: ScreenGraph.Coverage?
  if inv.cover {
    var runner = TestRunner()
    let files: [String]
    do {
      files = try runner.discover(inv.files.isEmpty ? ["."] : inv.files)
    } catch {
      diagnostic("error: " + error.message)
      finish(2)
    }
    runner.options = inv.options
    var c = ScreenGraph.Coverage()
    for file in files {
      let script: Script
      do {
        script = try ScriptReader.read(path: file)
      } catch {
        diagnostic("error: " + error.description)
        finish(2)
      }
      let session = Session(options: inv.options, sink: .discard, diagnostic: { _ in })
      let box = CoverageBox(c)
      session.observer = { graph.cover($0, into: &box.value) }
      session.start()
      var failures: [Failure] = []
      _ = session.runScript(script, failures: &failures)
      c = box.value
    }
    coverage = c
    diagnostic("pdx graph: " + graph.summary(c) + " (\(files.count) scripts)")
  }
  standardOutput.text(
    inv.picture == "dot"
      ? DOT.states(graph, coverage: coverage) : Mermaid.states(graph, coverage: coverage))
  finish(0)
}

/// The coverage, reachable from the session's observer.
private final class CoverageBox {
  var value: ScreenGraph.Coverage
  init(_ value: ScreenGraph.Coverage) { self.value = value }
}
