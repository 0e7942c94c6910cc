import Glibc
import PokedexCore
import PokedexShell

// pdx: the Pokédex app's flows, step by step. Arguments, then one of: the interactive shell,
// a script from stdin, `run`, `test`, `walk`, `explore`, `check`, `graph`, `compare`,
// `completions`, `man`.

/// pdx's whole run: the executable's main.swift calls it and nothing else.
public func pdxMain() -> Never {
  signal(SIGPIPE, SIG_IGN)
  checkStandardDescriptors()
  Bounds.boundTerminalEnvironment()

  var arguments = parseArguments(utf8Arguments())
  let noColor = (getenv("NO_COLOR").map { String(cString: $0) } ?? "").isEmpty == false
  // A dumb terminal shows escape sequences as text: no colour there either, unless asked for.
  let dumbTerminal = getenv("TERM").map { String(cString: $0) } == "dumb"
  arguments.options.color =
    arguments.colorMode == "always"
    || (arguments.colorMode == "auto" && isatty(1) == 1 && !noColor && !dumbTerminal)

  switch arguments.mode {
  case "explore": explore(arguments)
  case "check": runCheck(arguments)
  case "graph": runGraph(arguments)
  case "compare": runCompare(arguments.files[0], arguments)
  case "run": runFiles(arguments.files, arguments)
  case "test": runTests(arguments)
  case "walk":
    if arguments.markdown { walkMarkdown(arguments.files[0], arguments) }
    if arguments.out != nil { invocationError("--out goes with walk --markdown DIR") }
    walk(arguments.files[0], arguments)
  case "completions": printCompletions(arguments.files[0])
  case "man": printManPage()
  default:
    if isatty(0) == 1 {
      Interactive.run(arguments)
    } else {
      runFiles(["-"], arguments)
    }
  }
}

/// A script read as it runs: stdin for `-`.
func openScript(_ path: String) -> ScriptStream? {
  if path == "-" { return ScriptStream(fd: 0, path: "<stdin>") }
  do {
    return try ScriptStream(path: path)
  } catch {
    diagnostic("error: " + error.description)
    return nil
  }
}

func exitCode(_ outcome: Outcome) -> Int32 {
  switch outcome {
  case .ok, .quit, .rejected: 0
  case .failed: 1
  case .scriptError: 2
  case .interrupted: 130
  }
}

/// `pdx run FILE…` (and commands from stdin): each file in a fresh world.
func runFiles(_ files: [String], _ inv: CommandLineOptions) -> Never {
  var worst: Int32 = 0
  for path in files {
    guard var script = openScript(path) else {
      worst = 2
      if !inv.continueOnFailure { finish(2) }
      continue
    }
    var options = inv.options
    options.echo = true
    let session = Session(
      options: options, sink: .bytes(standardOutput.bytes), diagnostic: diagnostic)
    installInterruptHandler()
    session.isInterrupted = takeInterrupt
    script.isInterrupted = takeInterrupt
    session.start()
    var failures: [Failure] = []
    let outcome = session.runScript(
      &script, continueOnFailure: inv.continueOnFailure, failures: &failures)
    if outcome == .interrupted { diagnostic("pdx: interrupted") }
    let code = failures.isEmpty ? exitCode(outcome) : max(exitCode(outcome), 1)
    worst = max(worst, code)
    if code != 0 && !inv.continueOnFailure { finish(code) }
  }
  finish(worst)
}

func runTests(_ inv: CommandLineOptions) -> Never {
  var runner = TestRunner()
  runner.jobs = inv.jobs ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  runner.shard = inv.shard.map { (index: $0.0, count: $0.1) }
  runner.update = inv.update
  runner.options = inv.options
  if let junit = inv.junit { checkTarget(junit, as: .junit, force: inv.force) }
  let scripts: [String]
  do {
    scripts = try runner.discover(inv.files.isEmpty ? ["."] : inv.files)
  } catch {
    diagnostic("error: " + error.message)
    finish(2)
  }
  let results = runner.run(scripts, warn: { diagnostic("pdx: warning: " + $0) })
  var report = OutputBuffer()
  inv.options.format.testReport(results, style: Style(color: inv.options.color), into: &report)
  report.withBytes(standardOutput.bytes)
  if let junit = inv.junit {
    do {
      try FileIO.writeAtomically(JUnit.xml(results), to: junit)
    } catch {
      diagnostic("pdx: " + error.message)
      finish(2)
    }
  }
  finish(TestRunner.exitCode(results))
}

func walk(_ path: String, _ inv: CommandLineOptions) -> Never {
  let script: Script
  do {
    script = try ScriptReader.read(path: path)
  } catch {
    diagnostic("error: " + error.description)
    finish(2)
  }
  let session = Session(
    options: inv.options, sink: .bytes(standardOutput.bytes), diagnostic: diagnostic)
  var walkthrough = Walkthrough(script: script, next: nil)
  walkthrough.width = narrationWidth
  walkthrough.introduce(in: session)
  session.start()
  var keys: WalkKeys?
  if isatty(0) == 1 && isatty(1) == 1 {
    let reader = WalkKeys(width: narrationWidth) {
      Prompt.text(session.store.world, language: session.options.language)
    }
    keys = reader
    // What the student types at the prompt runs as at the shell's: `save` keeps the walk so
    // far, `login EMAIL` asks for the password, Ctrl-C stops a `run FILE` typed there.
    session.recordsSession = true
    session.passwordProvider = { prompt in
      standardOutput.flush()
      return readPassword(prompt: prompt).map { Secret($0) }
    }
    if reader.catchesInterrupts { session.isInterrupted = takeInterrupt }
    walkthrough.next = reader.next
  }
  let outcome = walkthrough.run(in: session)
  keys?.close()
  finish(exitCode(outcome))
}

/// The columns narration wraps to: the terminal's (TIOCGWINSZ, else COLUMNS) when stdout is
/// one, else 80.
func narrationWidth() -> Int {
  guard isatty(1) == 1 else { return 80 }
  if let columns = terminalWidth() { return columns }
  if let text = getenv("COLUMNS"), let columns = Int(String(cString: text)), columns > 0 {
    return Bounds.clampedColumns(columns)
  }
  return 80
}

extension String {
  func trimmingSpaces() -> String {
    String(
      drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" })
        .reversed())
  }
}

/// `pdx explore`: random commands with the invariants checked after every step.
func explore(_ inv: CommandLineOptions) -> Never {
  var explorer = Explorer(seed: inv.seed, steps: inv.steps)
  explorer.options = inv.options
  let start = monotonicNanoseconds()
  let report = explorer.run()
  let seconds = Double(monotonicNanoseconds() - start) / 1e9
  standardOutput.line(
    "explore: seed \(inv.seed), \(report.steps) steps (\(report.rejected) rejected), output digest "
      + String(report.digest, radix: 16))
  diagnostic("explore: \(Int(Double(report.steps) / max(seconds, 1e-9))) steps/s")
  guard let v = report.violation else {
    standardOutput.line("no violation")
    finish(0)
  }
  standardOutput.line("violation at step \(v.step) (seed \(v.seed)): \(v.invariant)")
  standardOutput.line("a script that shows it (\(v.script.count) lines):")
  for line in v.script { standardOutput.line("  " + line) }
  finish(1)
}

func monotonicNanoseconds() -> Int {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return ts.tv_sec * 1_000_000_000 + ts.tv_nsec
}
