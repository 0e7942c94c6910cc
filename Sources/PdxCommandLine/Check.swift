import Glibc
import PokedexCore
import PokedexShell

/// `pdx check`'s own words: its default depth and what `pdx check --help` explains.
enum CheckText {
  static let defaultDepth = 6

  static var details: [String] {
    [
      "From a fresh world (on each platform asked for, after --no-accounts and the --set"
        + " knobs), every command of the alphabet is tried from every state reached, breadth"
        + " first, to the depth; after every transition (an accepted command) the rules are"
        + " checked. The first rule broken is reported with the shortest way to break it, as a"
        + " .pdx script that `pdx run` replays and that fails at its last line, an expect"
        + " stating the rule.",
      "The alphabet (\(Alphabet.standardLines.count) commands): "
        + Alphabet.standardLines.joined(separator: ", ") + ".",
      "The rules: "
        + (Rules.all + [StateSpace.sameStepTwice]).map { "\($0.name) (\($0.statement))" }
        .joined(separator: "; ") + ".",
      "A state is a 64-bit fingerprint of the world: everything in it but the app's log"
        + " (registro). The log only grows, and no rule reads it; two worlds that differ only"
        + " in their logs behave alike for every command, so counting them once loses no"
        + " behaviour. Two different states share a fingerprint with probability about"
        + " n²/2^65 for n states: 3e-10 at 100,000 states, 3e-6 at 10 million.",
      "The result is the same for any -j: levels are expanded in parallel and merged in"
        + " order. One transition in 8 is also run twice, and both runs compared"
        + " (same-step-twice).",
      "--shard K/N: every shard searches the same first levels; from the first level with at"
        + " least 64·N states, shard K keeps the states whose place in that level is K modulo"
        + " N, and searches below them. The shards together cover the whole space; a"
        + " counterexample found in a shard replays alone.",
      "--max-memory SIZE (default: half the machine's memory) stops the search before the"
        + " process holds SIZE: the level being expanded is dropped, the summary says the"
        + " memory bound stopped it and at which depth, and it exits as at any bound. The"
        + " process's peak memory, and what it makes a distinct state, are on stderr beside"
        + " the fingerprint set's own share.",
      "Exit 0 when every rule held to the bound (the summary says whether the space was"
        + " exhausted), 1 when a rule broke, 2 for a wrong invocation.",
    ]
  }
}

/// `pdx check`: the search, a live progress line on a terminal, the summary, the
/// counterexample.
func runCheck(_ inv: CommandLineOptions) -> Never {
  var options = inv.check
  if !inv.given.contains("--depth") { options.depth = CheckText.defaultDepth }
  if inv.jobs == nil { options.jobs = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
  if options.maxMemory == nil { options.maxMemory = ProcessMemory.physical() / 2 }
  for (knob, _) in options.knobs {
    if let only = knob.declaration.platform, !options.platforms.contains(only) {
      invocationError(
        "--set \(knob.name) exists on \(only.rawValue) only: check --platform \(only.rawValue) or"
          + " both")
    }
  }
  if let out = inv.out { checkTarget(out, as: .counterexample, force: inv.force) }
  let space = StateSpace(options)
  let live = isatty(2) == 1
  let start = monotonicNanoseconds()
  let result = space.run(
    progress: live
      ? { p in
        let seconds = max(Double(monotonicNanoseconds() - start) / 1e9, 1e-9)
        standardError.text(
          "\r\u{1B}[Kdepth \(p.depth) · \(grouped(p.generated)) generated · \(grouped(p.distinct))"
            + " distinct · \(grouped(p.queued)) queued · "
            + "\(grouped(Int(Double(p.generated) / seconds)))/s")
        standardError.flush()
      } : nil)
  let seconds = Double(monotonicNanoseconds() - start) / 1e9
  if live {
    standardError.text("\r\u{1B}[K")
    standardError.flush()
  }
  if inv.options.format == .json {
    standardOutput.line(json(result, options: options, seconds: seconds))
  } else {
    for line in summary(result, options: options) { standardOutput.line(line) }
    diagnostic(timing(result, seconds: seconds))
  }
  guard let found = result.counterexample else { finish(0) }
  if let out = inv.out {
    do {
      try FileIO.writeAtomically(found.script, to: out)
    } catch {
      // Checked before the search, yet failing now (a full disk): the counterexample a long
      // search found is printed rather than lost.
      diagnostic("error: " + error.message + "; the counterexample is printed instead")
      standardOutput.line("")
      standardOutput.text(found.script)
      finish(2)
    }
    if inv.options.format == .text {
      standardOutput.line("the counterexample is in \(out): pdx run \(out) replays it")
    }
  } else if inv.options.format == .text {
    standardOutput.line("")
    standardOutput.text(found.script)
  }
  finish(1)
}

/// What changes from run to run (the time, the speed, the memory): on stderr, so that the
/// summary on stdout is the same bytes for the same invocation. The memory is the whole
/// process's, at its peak, beside the search's own share (the fingerprint set and the links).
func timing(_ r: StateSpace.Result, seconds: Double) -> String {
  let perSecond = seconds > 0 ? Int(Double(r.transitions) / seconds) : 0
  let peak = ProcessMemory.peak()
  return "pdx check: " + formatted(seconds, 2)
    + " s, \(grouped(perSecond)) transitions/s; peak RSS "
    + formatted(Double(peak) / 1_048_576, 1) + " MiB, "
    + formatted(perState(peak, r), 1) + " bytes a distinct state (the fingerprint set and parent"
    + " links: " + formatted(perState(r.bookkeepingBytes, r), 1) + ")"
}

/// Bytes for each distinct state.
func perState(_ bytes: Int, _ r: StateSpace.Result) -> Double {
  Double(bytes) / Double(max(r.distinct, 1))
}

/// The summary a model checker prints.
func summary(_ r: StateSpace.Result, options: StateSpace.Options) -> [String] {
  let knobs =
    options.knobs.isEmpty
    ? "knobs at the lessons' fixes"
    : options.knobs.map { "\($0.knob.name) \($0.knob.word(faithful: $0.faithful))" }.joined(
      separator: ", ")
  let platforms = options.platforms.map(\.rawValue).joined(separator: " and ")
  var out = [
    "pdx check: depth \(options.depth), \(platforms), accounts \(options.hayCuentas ? "on" : "off"),"
      + " \(knobs)"
  ]
  if let shard = options.shard {
    out.append(
      "  shard \(shard.index) of \(shard.count)"
        + (r.shardLevel.map { ", split at depth \($0)" } ?? ", no level was large enough to split"))
  }
  out += [
    "  distinct states  \(grouped(r.distinct))  (by depth: "
      + r.levels.map(grouped).joined(separator: ", ") + ")",
    "  transitions      \(grouped(r.transitions))  (\(grouped(r.revisits)) to a state seen before)",
    "  depth reached    \(r.depthReached) of \(options.depth): "
      + (r.complete
        ? "the space is exhausted"
        : r.counterexample != nil
          ? "stopped at the first broken rule"
          : r.memoryBound.map {
            "bounded: the memory bound (\(size(options.maxMemory ?? 0))) stopped it at depth \($0)"
          } ?? "bounded (not exhausted)"),
    "  fingerprints     64 bits: a collision among these states has probability "
      + collision(r.distinct),
  ]
  if let found = r.counterexample {
    out.append(
      "rule \(found.rule.name) broke (lesson \(found.rule.lesson)): \(found.breach.message)")
    out.append("the shortest counterexample: \(found.steps.count) commands")
  } else {
    out.append("every rule held (\(Rules.all.count + 1) rules)")
  }
  return out
}

func json(_ r: StateSpace.Result, options: StateSpace.Options, seconds: Double) -> String {
  var o = "{\"distinct\":\(r.distinct),\"transitions\":\(r.transitions),\"revisits\":\(r.revisits)"
  o += ",\"depth\":\(options.depth),\"depthReached\":\(r.depthReached),\"complete\":\(r.complete)"
  o += ",\"levels\":[" + r.levels.map(String.init).joined(separator: ",") + "]"
  o += ",\"seconds\":" + formatted(seconds, 3)
  let peak = ProcessMemory.peak()
  o += ",\"peakRSS\":\(peak),\"bytesPerState\":" + formatted(perState(peak, r), 1)
  o += ",\"fingerprintBytesPerState\":" + formatted(perState(r.bookkeepingBytes, r), 1)
  o += ",\"maxMemory\":" + (options.maxMemory.map(String.init) ?? "null")
  o += ",\"memoryBound\":" + (r.memoryBound.map(String.init) ?? "null")
  if let found = r.counterexample {
    o += ",\"violation\":{\"rule\":" + jsonString(found.rule.name)
    o += ",\"lesson\":" + jsonString(found.rule.lesson)
    o += ",\"message\":" + jsonString(found.breach.message)
    o += ",\"script\":" + jsonString(found.script) + "}"
  } else {
    o += ",\"violation\":null"
  }
  return o + "}"
}

/// A JSON string, escaped as the steps' JSON escapes it.
func jsonString(_ s: String) -> String {
  var out = ""
  JSONRenderer.string(s, &out)
  return out
}

/// 1234567 → "1,234,567".
func grouped(_ n: Int) -> String {
  let digits = String(n.magnitude)
  var out = ""
  for (i, c) in digits.enumerated() {
    if i > 0, (digits.count - i) % 3 == 0 { out += "," }
    out.append(c)
  }
  return (n < 0 ? "-" : "") + out
}

/// A number with `places` decimals.
func formatted(_ x: Double, _ places: Int) -> String {
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  let n = Int((x * scale).rounded())
  let whole = n / Int(scale)
  let fraction = String(n % Int(scale))
  return places == 0
    ? String(whole)
    : "\(whole)." + String(repeating: "0", count: places - fraction.count) + fraction
}

/// n²/2^65, in scientific notation.
func collision(_ n: Int) -> String {
  let p = Double(n) * Double(n) / 36_893_488_147_419_103_232.0
  guard p > 0 else { return "0" }
  var exponent = 0
  var mantissa = p
  while mantissa < 1 {
    mantissa *= 10
    exponent -= 1
  }
  while mantissa >= 10 {
    mantissa /= 10
    exponent += 1
  }
  return formatted(mantissa, 1) + "e" + String(exponent)
}

/// A size in bytes as `--max-memory` takes it: "512 MiB", "2 GiB", "1.5 GiB", "4096 bytes".
func size(_ bytes: Int) -> String {
  for (unit, scale) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes >= scale {
    let x = Double(bytes) / Double(scale)
    return (x == x.rounded() ? String(Int(x)) : formatted(x, 1)) + " " + unit
  }
  return "\(bytes) bytes"
}
