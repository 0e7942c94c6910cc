import Glibc
import PokedexCore
import PokedexShell

// pdx: the Pokédex app's flows, step by step. Arguments, then one of: the interactive shell,
// a script from stdin, `run`, `test`, `walk`.

signal(SIGPIPE, SIG_IGN)

let version = "pdx 0.1.0"

let usage = """
  usage: pdx [OPTIONS]                      the shell (commands from stdin when not a terminal)
         pdx [OPTIONS] run FILE… [--continue]
         pdx [OPTIONS] test [PATH…] [-j N] [--junit FILE] [--shard K/N] [--update]
         pdx [OPTIONS] walk FILE
         pdx [OPTIONS] explore [--seed S] [--steps N]
  options:
    --platform ios|android   start on that platform (default ios)
    --no-accounts            start with hayCuentas false
    --format text|json       how steps print (json: one object per step per line)
    --color auto|always|never  colour on a terminal unless NO_COLOR (default auto)
    --version, --help
  exit codes: 0 all passed; 1 the flow went otherwise than the script says;
              2 the script or the invocation is wrong.
  Inside the shell, `help` lists the commands and `help COMMAND` explains one.
  """

struct Invocation {
  var options = SessionOptions()
  var colorMode = "auto"
  var mode = "shell"
  var files: [String] = []
  var continueOnFailure = false
  var jobs: Int?
  var junit: String?
  var shard: (Int, Int)?
  var update = false
  var seed: UInt64 = 1
  var steps = 10_000
}

func invocationError(_ message: String) -> Never {
  diagnostic("pdx: " + message)
  diagnostic("Try 'pdx --help'.")
  finish(2)
}

func parseArguments(_ args: [String]) -> Invocation {
  var inv = Invocation()
  var i = 0
  func value(_ flag: String) -> String {
    i += 1
    guard i < args.count else { invocationError("\(flag) needs a value") }
    return args[i]
  }
  var positional: [String] = []
  var onlyFiles = false
  while i < args.count {
    let a = args[i]
    if onlyFiles || a == "-" || !a.hasPrefix("-") {
      positional.append(a)
      i += 1
      continue
    }
    var flag = a
    var inline: String?
    if let eq = a.firstIndex(of: "="), a.hasPrefix("--") {
      flag = String(a[..<eq])
      inline = String(a[a.index(after: eq)...])
    }
    func take() -> String { inline ?? value(flag) }
    switch flag {
    case "--":
      onlyFiles = true
    case "--version":
      standardOutput.line(version)
      finish(0)
    case "--help", "-h":
      standardOutput.line(usage)
      finish(0)
    case "--platform":
      let v = take()
      guard let p = Plataforma(rawValue: v) else {
        invocationError("--platform takes ios or android, not «\(v)»")
      }
      inv.options.plataforma = p
    case "--no-accounts":
      inv.options.hayCuentas = false
    case "--format":
      let v = take()
      guard let f = OutputFormat(rawValue: v) else {
        invocationError("--format takes text or json, not «\(v)»")
      }
      inv.options.format = f
    case "--color":
      let v = take()
      guard ["auto", "always", "never"].contains(v) else {
        invocationError("--color takes auto, always or never, not «\(v)»")
      }
      inv.colorMode = v
    case "--continue":
      inv.continueOnFailure = true
    case "-j", "--jobs":
      let v = take()
      guard let n = Int(v), n >= 1, n <= 256 else {
        invocationError("-j takes a number of jobs from 1 to 256, not «\(v)»")
      }
      inv.jobs = n
    case "--junit":
      inv.junit = take()
    case "--shard":
      let v = take()
      let parts = v.split(separator: "/")
      guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n
      else {
        invocationError("--shard takes K/N with 1 ≤ K ≤ N, such as 1/4, not «\(v)»")
      }
      inv.shard = (k, n)
    case "--update":
      inv.update = true
    case "--seed":
      let v = take()
      guard let n = UInt64(v) else { invocationError("--seed takes a whole number, not «\(v)»") }
      inv.seed = n
    case "--steps":
      let v = take()
      guard let n = Int(v), n >= 1 else {
        invocationError("--steps takes a number of steps ≥ 1, not «\(v)»")
      }
      inv.steps = n
    case "--commands-markdown":
      for line in Help.markdown() { standardOutput.line(line) }
      finish(0)
    default:
      if let n = Int(flag.dropFirst(2)), flag.hasPrefix("-j") {
        inv.jobs = n
      } else {
        invocationError("unknown option \(a)")
      }
    }
    i += 1
  }
  if let first = positional.first, ["run", "test", "walk", "explore"].contains(first) {
    inv.mode = first
    inv.files = Array(positional.dropFirst())
  } else if let first = positional.first {
    invocationError("unknown subcommand «\(first)» (expected run, test, walk or explore)")
  }
  switch inv.mode {
  case "run" where inv.files.isEmpty:
    invocationError("run needs at least one FILE (or - for stdin)")
  case "walk" where inv.files.count != 1: invocationError("walk takes exactly one FILE")
  case "explore" where !inv.files.isEmpty: invocationError("explore takes no files")
  default: break
  }
  if inv.mode != "test" && (inv.jobs != nil || inv.junit != nil || inv.shard != nil || inv.update) {
    invocationError("-j, --junit, --shard and --update go with pdx test")
  }
  if inv.mode != "run" && inv.continueOnFailure {
    invocationError("--continue goes with pdx run")
  }
  return inv
}

var arguments = parseArguments(Array(CommandLine.arguments.dropFirst()))
let noColor = (getenv("NO_COLOR").map { String(cString: $0) } ?? "").isEmpty == false
arguments.options.color =
  arguments.colorMode == "always"
  || (arguments.colorMode == "auto" && isatty(1) == 1 && !noColor)

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
func runFiles(_ files: [String], _ inv: Invocation) -> Never {
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

func runTests(_ inv: Invocation) -> Never {
  var runner = TestRunner()
  runner.jobs = inv.jobs ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  runner.shard = inv.shard.map { (index: $0.0, count: $0.1) }
  runner.update = inv.update
  runner.options = inv.options
  let scripts: [String]
  do {
    scripts = try runner.discover(inv.files.isEmpty ? ["."] : inv.files)
  } catch {
    invocationError(error.message)
  }
  let results = runner.run(scripts)
  for line in TestRunner.summary(results) { standardOutput.line(line) }
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

func walk(_ path: String, _ inv: Invocation) -> Never {
  let script: Script
  do {
    script = try ScriptReader.read(path: path)
  } catch {
    diagnostic("error: " + error.description)
    finish(2)
  }
  let session = Session(
    options: inv.options, sink: .bytes(standardOutput.bytes), diagnostic: diagnostic)
  session.start()
  var next: ((String) -> WalkKey)?
  if isatty(0) == 1 && isatty(1) == 1 {
    let keys = PlainLineSource(fd: 0)
    next = { command in
      standardOutput.line("")
      standardOutput.text(command + "   [Enter] run · q quit ")
      standardOutput.flush()
      switch keys.readLine(prompt: "") {
      case .line(let answer):
        return answer.trimmingSpaces() == "q" ? .quit : .run
      case .interrupted, .endOfFile:
        standardOutput.line("")
        return .quit
      }
    }
  }
  let outcome = Walkthrough(script: script, next: next).run(in: session)
  finish(exitCode(outcome))
}

extension String {
  func trimmingSpaces() -> String {
    String(
      drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" })
        .reversed())
  }
}

/// `pdx explore`: random commands with the invariants checked after every step.
func explore(_ inv: Invocation) -> Never {
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

switch arguments.mode {
case "explore": explore(arguments)
case "run": runFiles(arguments.files, arguments)
case "test": runTests(arguments)
case "walk": walk(arguments.files[0], arguments)
default:
  if isatty(0) == 1 {
    Interactive.run(arguments)
  } else {
    runFiles(["-"], arguments)
  }
}
