import Glibc
import PokedexCore
import PokedexShell

/// `pdx graph`'s own words: its default depth and what `pdx graph --help` explains.
enum GraphText {
  static let defaultDepth = 6

  static let details = [
    "pdx graph FILE runs the script as `pdx run` does and prints its causal chain as a Mermaid"
      + " sequenceDiagram (GitHub and GitLab draw it), or Graphviz DOT with --format dot: the"
      + " app's actors as the lessons name them (only those that take part), each command and"
      + " follow-up a message in causal order. A failed expectation is drawn where it failed"
      + " (exit 1).",
    "--detail chooses what else is drawn beside the messages. messages: nothing else."
      + " changes (the default): the notes (a lost link, a tap not handled, why a command was"
      + " refused) and the changes to the paths the script is about, those its expect lines"
      + " check and its narration names. all: every path each action changed.",
    "Mermaid draws at most 50,000 characters in one diagram: a script whose diagram is longer"
      + " is drawn in parts, cut between two commands, each within the limit and ending with a"
      + " note that says which part it is; pdx prints the first (or the --part K-th) and says"
      + " on stderr how many there are.",
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
  if inv.picture == "dot", inv.given.contains("--part") {
    invocationError("--part goes with Mermaid (Graphviz draws a diagram of any length)")
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
  let drawn = sequence.drawn(inv.detail, focus: Sequence.Focus(script.lines))
  if inv.picture == "dot" {
    standardOutput.text(DOT.sequence(drawn))
    finish(exitCode(outcome))
  }
  let parts = Mermaid.sequenceParts(drawn)
  guard inv.part <= parts.count else {
    invocationError(
      "--part \(inv.part): \(Quoting.guillemets(inv.files[0])) is drawn in \(parts.count)"
        + (parts.count == 1 ? " part" : " parts"))
  }
  if parts.count > 1 {
    diagnostic(
      "pdx graph: \(inv.files[0]) is too long for one Mermaid diagram: drawn in \(parts.count)"
        + " parts; this is part \(inv.part) (--part K draws the K-th)")
  }
  standardOutput.text(parts[inv.part - 1])
  finish(exitCode(outcome))
}

/// `pdx graph --states [--cover PATH…]`.
func screens(_ inv: CommandLineOptions) -> Never {
  if inv.given.contains("--detail") || inv.given.contains("--part") {
    invocationError("--detail and --part go with graph FILE (a script's diagram)")
  }
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
