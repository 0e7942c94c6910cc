// The command line: its usage text, what it asks for (`CommandLineOptions`), and how it is read, checked
// and refused. main.swift runs what it asks for.

import Glibc
import PokedexCore
import PokedexShell

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

struct CommandLineOptions {
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

/// `-j N`: a number of jobs from 1 to 256.
func jobs(_ v: String) -> Int {
  guard let n = Int(v), n >= 1, n <= 256 else {
    invocationError("-j takes a number of jobs from 1 to 256, not \(Quoting.guillemets(v))")
  }
  return n
}

func parseArguments(_ args: [String]) -> CommandLineOptions {
  var inv = CommandLineOptions()
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
        invocationError("--platform takes ios or android, not \(Quoting.guillemets(v))")
      }
      inv.options.plataforma = p
    case "--no-accounts":
      inv.options.hayCuentas = false
    case "--format":
      let v = take()
      guard let f = OutputFormat(rawValue: v) else {
        invocationError("--format takes text or json, not \(Quoting.guillemets(v))")
      }
      inv.options.format = f
    case "--color":
      let v = take()
      guard ["auto", "always", "never"].contains(v) else {
        invocationError("--color takes auto, always or never, not \(Quoting.guillemets(v))")
      }
      inv.colorMode = v
    case "--continue":
      inv.continueOnFailure = true
    case "-j", "--jobs":
      inv.jobs = jobs(take())
    case "--junit":
      inv.junit = take()
    case "--shard":
      let v = take()
      let parts = v.split(separator: "/")
      guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n
      else {
        invocationError(
          "--shard takes K/N with 1 ≤ K ≤ N, such as 1/4, not \(Quoting.guillemets(v))")
      }
      inv.shard = (k, n)
    case "--update":
      inv.update = true
    case "--seed":
      let v = take()
      guard let n = UInt64(v) else {
        invocationError("--seed takes a whole number, not \(Quoting.guillemets(v))")
      }
      inv.seed = n
    case "--steps":
      let v = take()
      guard let n = Int(v), n >= 1 else {
        invocationError("--steps takes a number of steps ≥ 1, not \(Quoting.guillemets(v))")
      }
      inv.steps = n
    case "--commands-markdown":
      for line in Help.markdown() { standardOutput.line(line) }
      finish(0)
    default:
      if flag.hasPrefix("-j"), !flag.hasPrefix("--") {
        // `-j4`, attached: the same check as `-j 4`.
        inv.jobs = jobs(String(flag.dropFirst(2)))
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
    invocationError(
      "unknown subcommand \(Quoting.guillemets(first)) (expected run, test, walk or explore)")
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

/// The arguments as given. `CommandLine.arguments` replaces bytes that are not UTF-8, so a file
/// whose name is not UTF-8 would then be reported as missing though it exists: such an argument
/// is refused by name instead (pdx's paths are Swift strings, which are UTF-8).
func utf8Arguments() -> [String] {
  (1..<Int(CommandLine.argc)).map { i in
    let raw = CommandLine.unsafeArgv[i].map { UnsafeRawPointer($0) }
    let bytes = raw.map {
      UnsafeBufferPointer(start: $0.assumingMemoryBound(to: UInt8.self), count: strlen($0))
    }
    guard let bytes, let text = String(validating: bytes, as: UTF8.self) else {
      let shown = bytes.map(escapingInvalidUTF8) ?? ""
      diagnostic(
        "error: the argument \(Quoting.guillemets(shown)) is not valid UTF-8: pdx reads file"
          + " names in UTF-8 only (rename the file)")
      finish(2)
    }
    return text
  }
}

/// The bytes as text, each byte that is not part of valid UTF-8 written `\x{FF}`.
func escapingInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
  var out = ""
  var i = 0
  while i < bytes.count {
    var end = i + 1
    while end <= bytes.count, end - i <= 4 {
      if let s = String(validating: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self) {
        out += s
        break
      }
      end += 1
    }
    if end > bytes.count || end - i > 4 {
      out += "\\x{" + String(bytes[i], radix: 16, uppercase: true) + "}"
      end = i + 1
    }
    i = end
  }
  return out
}
