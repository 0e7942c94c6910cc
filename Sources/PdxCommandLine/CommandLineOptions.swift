// The command line: its usage text, what it asks for (`CommandLineOptions`), and how it is read, checked
// and refused. main.swift runs what it asks for.

import Glibc
import PokedexCore
import PokedexShell

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
  /// `pdx check`, and `pdx graph --states`.
  var check = StateSpace.Options()
  /// `pdx graph`: mermaid or dot; the screens rather than a script; the scripts to cover.
  var picture = "mermaid"
  /// `pdx graph FILE --detail`, `--part`.
  var detail = Sequence.Detail.changes
  var part = 1
  var states = false
  var cover = false
  var out: String?
  /// `--force`: replace a file pdx did not write (`--junit`, `--out`).
  var force = false
  /// `pdx walk --markdown`.
  var markdown = false
  /// `pdx compare --width N`.
  var width: Int?
  /// Given on the command line (`--platform`, `--format`), not defaulted.
  var given: Set<String> = []
}

/// The subcommand being invoked, once the arguments name one: an invocation error points to
/// its help. Set once, by `parseArguments`, before any other thread runs.
nonisolated(unsafe) var invokedSubcommand: String?

func invocationError(_ message: String) -> Never {
  diagnostic("pdx: " + message)
  diagnostic("Try 'pdx " + (invokedSubcommand.map { $0 + " " } ?? "") + "--help'.")
  finish(2)
}

/// `-j N`: a number of jobs from 1 to 256.
func jobs(_ v: String) -> Int {
  guard let n = Int(v), n >= 1, n <= 256 else {
    invocationError("-j takes a number of jobs from 1 to 256, not \(Quoting.guillemets(v))")
  }
  return n
}

/// The subcommand the arguments name: the first word that is not an option or an option's
/// value.
func findSubcommand(_ args: [String]) -> Subcommand? {
  var i = 0
  while i < args.count {
    let a = args[i]
    if a == "--" { return nil }
    if a.hasPrefix("-"), a != "-" {
      let spelling = a.hasPrefix("--") ? String(a.split(separator: "=", maxSplits: 1)[0]) : a
      let takesValue = (CLI.global + CLI.subcommands.flatMap(\.options)).contains {
        $0.spellings.contains(spelling) && $0.value != nil
      }
      i += takesValue && !a.contains("=") ? 2 : 1
      continue
    }
    guard let sub = CLI.subcommand(a) else {
      invocationError(
        "unknown subcommand \(Quoting.guillemets(a)) (expected "
          + CLI.subcommands.map(\.name).joined(separator: ", ") + ")")
    }
    return sub
  }
  return nil
}

func parseArguments(_ args: [String]) -> CommandLineOptions {
  var inv = CommandLineOptions()
  // The language comes first: every message, an argument's error included, is in it.
  inv.options.language = Language.from { getenv($0).map { String(cString: $0) } }
  if let at = args.firstIndex(where: { $0 == "--lang" || $0.hasPrefix("--lang=") }) {
    let value =
      args[at] == "--lang"
      ? (at + 1 < args.count ? args[at + 1] : "") : String(args[at].dropFirst(7))
    if let chosen = Language(rawValue: value) { inv.options.language = chosen }
  }
  let sub = findSubcommand(args)
  invokedSubcommand = sub?.name
  inv.mode = sub?.name ?? "shell"
  var i = 0
  func value(_ flag: String) -> String {
    i += 1
    guard i < args.count else { invocationError("\(flag) needs a value") }
    return args[i]
  }
  var positional: [String] = []
  var onlyFiles = false
  var subcommandSeen = false
  while i < args.count {
    let a = args[i]
    if onlyFiles || a == "-" || !a.hasPrefix("-") {
      if !subcommandSeen, !onlyFiles, a == sub?.name {
        subcommandSeen = true
      } else {
        positional.append(a)
      }
      i += 1
      continue
    }
    var flag = a
    var inline: String?
    if let eq = a.firstIndex(of: "="), a.hasPrefix("--") {
      flag = String(a[..<eq])
      inline = String(a[a.index(after: eq)...])
    } else if a.hasPrefix("-j"), !a.hasPrefix("--"), a.count > 2 {
      // `-j4`, attached: the same check as `-j 4`.
      flag = "-j"
      inline = String(a.dropFirst(2))
    }
    if flag == "--" {
      onlyFiles = true
      i += 1
      continue
    }
    guard let option = CLI.option(flag, for: sub) else {
      let owners = CLI.owners(of: flag)
      if owners.isEmpty { invocationError("unknown option \(a)") }
      invocationError(
        "\(flag) goes with " + owners.map { "pdx " + $0 }.joined(separator: " and "))
    }
    func take() -> String { inline ?? value(flag) }
    apply(option, option.value == nil ? nil : take(), sub: sub, to: &inv)
    inv.given.insert(option.name)
    i += 1
  }
  inv.files = positional
  if let sub {
    if positional.count < sub.positional.lowerBound || positional.count > sub.positional.upperBound
    {
      switch sub.name {
      case "run": invocationError("run needs at least one FILE (or - for stdin)")
      case "walk": invocationError("walk takes exactly one FILE")
      case "graph": break
      case "compare": invocationError("compare takes exactly one FILE (or - for stdin)")
      case "completions": invocationError("completions takes one SHELL: bash, zsh or fish")
      default:
        invocationError(
          "\(sub.name) takes options only, not \(Quoting.guillemets(positional.first ?? ""))")
      }
    }
  } else if !positional.isEmpty {
    invocationError("unknown subcommand \(Quoting.guillemets(positional[0]))")
  }
  return inv
}

/// One option's value, checked, into the invocation.
func apply(_ option: CLIOption, _ v: String?, sub: Subcommand?, to inv: inout CommandLineOptions) {
  let v = v ?? ""
  func choice(_ choices: [String]) {
    guard choices.contains(v) else {
      let list =
        choices.count == 2
        ? choices.joined(separator: " or ")
        : choices.dropLast().joined(separator: ", ") + " or " + choices.last!
      invocationError("\(option.name) takes \(list), not \(Quoting.guillemets(v))")
    }
  }
  func number(_ what: String, minimum: Int, maximum: Int = Int.max) -> Int {
    guard let n = Int(v), n >= minimum, n <= maximum else {
      invocationError("\(option.name) takes \(what), not \(Quoting.guillemets(v))")
    }
    return n
  }
  switch option.name {
  case "--version":
    standardOutput.line(version)
    finish(0)
  case "--help":
    let width = helpWidth()
    for line in sub.map({ CLI.usage($0, width: width) }) ?? CLI.usage(width: width) {
      standardOutput.line(line)
    }
    finish(0)
  case "--platform":
    // check's own --platform also takes both (Subcommands.swift).
    choice(option.choices)
    if sub?.name == "check" {
      inv.check.platforms = v == "both" ? [.ios, .android] : [Plataforma(rawValue: v)!]
    } else {
      inv.options.plataforma = Plataforma(rawValue: v)!
    }
  case "--no-accounts":
    inv.options.hayCuentas = false
    inv.check.hayCuentas = false
  case "--format":
    // graph's own --format takes mermaid or dot (Subcommands.swift).
    choice(option.choices)
    if sub?.name == "graph" {
      inv.picture = v
    } else {
      inv.options.format = OutputFormat(rawValue: v)!
    }
  case "--detail":
    choice(option.choices)
    inv.detail = Sequence.Detail(rawValue: v)!
  case "--part": inv.part = number("a part number ≥ 1", minimum: 1)
  case "--states": inv.states = true
  case "--cover": inv.cover = true
  case "--color":
    choice(["auto", "always", "never"])
    inv.colorMode = v
  case "--lang":
    choice(option.choices)
    inv.options.language = Language(rawValue: v)!
  case "--continue": inv.continueOnFailure = true
  case "--jobs":
    inv.jobs = jobs(v)
    inv.check.jobs = inv.jobs!
  case "--junit": inv.junit = v
  case "--shard":
    let parts = v.split(separator: "/")
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n,
      n <= Bounds.shards
    else {
      invocationError(
        "--shard takes K/N with 1 ≤ K ≤ N ≤ 1,000,000, such as 1/4, not \(Quoting.guillemets(v))")
    }
    inv.shard = (k, n)
    inv.check.shard = (k, n)
  case "--update": inv.update = true
  case "--seed":
    guard let n = UInt64(v) else {
      invocationError("--seed takes a whole number, not \(Quoting.guillemets(v))")
    }
    inv.seed = n
  case "--steps":
    inv.steps = number(
      "a number of steps from 1 to 1,000,000,000", minimum: 1, maximum: Bounds.steps)
  case "--depth":
    inv.check.depth = number("a depth from 1 to 1,000", minimum: 1, maximum: Bounds.depth)
  case "--max-states": inv.check.maxStates = number("a number of states ≥ 1", minimum: 1)
  case "--frontier":
    choice(option.choices)
    inv.check.frontier = FrontierStrategy(rawValue: v)!
  case "--max-memory":
    guard let bytes = ProcessMemory.size(v) else {
      invocationError(
        "--max-memory takes a size with its unit, such as 512M or 2G (K, M, G, T: powers of"
          + " 1024), not \(Quoting.guillemets(v))")
    }
    inv.check.maxMemory = bytes
  case "--out": inv.out = v
  case "--force": inv.force = true
  case "--markdown": inv.markdown = true
  case "--width":
    inv.width = number("a number of columns from 1 to 1,000", minimum: 1, maximum: Bounds.columns)
  case "--set":
    let parts = v.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, let knob = Knob.named(parts[0]) else {
      invocationError(
        "--set takes KNOB=VALUE with a knob of `pdx help set` ("
          + Knob.allCases.map(\.name).joined(separator: ", ") + "), not \(Quoting.guillemets(v))")
    }
    guard knob.values.contains(parts[1]) else {
      invocationError(
        "--set \(knob.name) takes \(knob.values.joined(separator: " or ")), not"
          + " \(Quoting.guillemets(parts[1]))")
    }
    inv.check.knobs.removeAll { $0.knob == knob }
    inv.check.knobs.append((knob, parts[1] == knob.declaration.faithful))
  case "--commands-markdown":
    for line in Help.markdown() { standardOutput.line(line) }
    finish(0)
  case "--events-markdown":
    for line in EventSamples.markdown() { standardOutput.line(line) }
    finish(0)
  default:
    invocationError("unknown option \(option.name)")
  }
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
