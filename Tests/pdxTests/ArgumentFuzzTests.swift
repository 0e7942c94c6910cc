import Glibc
import Testing

/// A property of the real binary: whatever the argument vector and the environment (COLUMNS,
/// LINES, TERM, LANG, PDX_*, HOME unset…), pdx ends with 0, 1, 2, 130 or 143, never by a signal
/// (docs/reference.md §6.4). Random vectors from a vocabulary of subcommands, options and
/// values at and past their bounds, from a fixed seed; PDX_ARGV_FUZZ_RUNS and
/// PDX_ARGV_FUZZ_SEED change how many and which.
@Suite("Random argument vectors")
struct ArgumentFuzzTests {
  /// SplitMix64: the same seed, the same vectors, on every machine.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func pick<T>(_ xs: [T]) -> T { xs[below(xs.count)] }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  }

  static let numbers = [
    "0", "1", "2", "3", "-1", "256", "257", "1000", "1001", "9223372036854775807",
    "9223372036854775808", "99999999999999999999", "-9223372036854775808", "1/1", "1/2", "2/1",
    "0/0", "1/1000000", "1/1000001", "1/9223372036854775807", "2147483647", "65536", "abc", "",
    "1e3", "0x10", "½", "٣", " 2",
  ]
  static let subcommands = [
    "run", "test", "walk", "explore", "check", "graph", "compare", "completions", "man", "bogus",
  ]
  static let valued = [
    "--platform", "--format", "--color", "-j", "--jobs", "--junit", "--shard", "--seed",
    "--steps", "--depth", "--max-states", "--out", "--width", "--set",
  ]
  static let flags = [
    "--no-accounts", "--continue", "--update", "--states", "--cover", "--markdown", "--force",
    "--version", "--help", "-h", "--", "-", "--bogus", "-j4", "--depth=2", "--width=",
  ]
  static let words = [
    "ios", "android", "both", "text", "json", "mermaid", "dot", "auto", "always", "never",
    "bash", "zsh", "fish", "onchange-initial=off", "reset-link=off", "nope=on", "main-actor=",
  ]

  func vector(_ r: inout Random, scratch: String) -> [String] {
    let files = [
      scratch + "/a.pdx", scratch + "/b.pdx", scratch + "/missing.pdx", scratch, "-",
      scratch + "/report.xml", scratch + "/out", scratch + "/fifo",
    ]
    var args: [String] = []
    if r.chance(40) {
      // Aimed: a subcommand with one of its own numeric options at an extreme value.
      let aimed: [(String, [String], [String])] = [
        ("check", ["--shard", "--depth", "--max-states", "-j"], []),
        ("graph", ["--depth"], ["--states"]),
        ("compare", ["--width"], [scratch + "/a.pdx"]),
        ("test", ["--shard", "-j"], [scratch + "/a.pdx"]),
        ("explore", ["--steps", "--seed"], []),
      ]
      let (sub, options, rest) = r.pick(aimed)
      args = [sub, r.pick(options), r.pick(Self.numbers)] + rest
      return affordable(args)
    }
    if r.chance(85) { args.append(r.pick(Self.subcommands)) }
    for _ in 0..<r.below(6) {
      switch r.below(5) {
      case 0, 1:
        args.append(r.pick(Self.valued))
        if r.chance(90) {
          args.append(r.pick(r.chance(70) ? Self.numbers : r.chance(50) ? Self.words : files))
        }
      case 2: args.append(r.pick(Self.flags))
      case 3: args.append(r.pick(files))
      default: args.append(r.pick(Self.numbers + Self.words))
      }
    }
    if r.chance(10) { args.shuffle(using: &r) }
    return affordable(args)
  }

  /// Valid sizes of work kept small, so that a run ends in seconds; values past the bounds and
  /// wrong ones are kept as they are.
  func affordable(_ input: [String]) -> [String] {
    var args = input
    let caps = ["--depth": 3, "--steps": 300, "--max-states": 400, "--seed": Int.max]
    for i in args.indices.dropLast() {
      if let cap = caps[args[i]], let n = Int(args[i + 1]), n > cap, n <= 1_000_000_000 {
        args[i + 1] = String(cap)
      }
    }
    let options = Set(args)
    if options.contains("explore") && !options.contains("--steps") {
      args += ["--steps", "300"]
    }
    if options.contains("check") && !options.contains("--max-states") {
      args += ["--max-states", "400"]
    }
    if options.contains("graph") && !options.contains("--depth") { args += ["--depth", "2"] }
    return args
  }

  func environment(_ r: inout Random, scratch: String) -> [String: String] {
    // PAGER=cat: `help all` on a terminal is written out, as the keys sent ahead expect, not
    // held in less.
    var env = ["PATH": "/usr/bin:/bin", "PAGER": "cat"]
    if r.chance(70) { env["HOME"] = scratch }
    if r.chance(50) { env["COLUMNS"] = r.pick(Self.numbers) }
    if r.chance(50) { env["LINES"] = r.pick(Self.numbers) }
    if r.chance(60) { env["TERM"] = r.pick(["dumb", "xterm", "", "vt100", "no-such-term\u{1}"]) }
    if r.chance(60) {
      env["LANG"] = r.pick(["C", "C.UTF-8", "es_ES.UTF-8", "en_US.ISO-8859-1", "x\u{7F}"])
    }
    if r.chance(30) { env["LC_ALL"] = r.pick(["C", "es_ES.UTF-8", "POSIX", "zz"]) }
    if r.chance(40) {
      env["PDX_HISTORY"] = r.pick([scratch + "/h", "", scratch, scratch + "/fifo"])
    }
    if r.chance(20) { env["PDX_LANG"] = r.pick(["es", "en", "xx", ""]) }
    if r.chance(30) { env["NO_COLOR"] = r.pick(["", "1"]) }
    return env
  }

  @Test("random arguments and environments end with 0, 1, 2, 130 or 143, never by a signal")
  func randomVectors() throws {
    let scratch = Scratch()
    scratch.write("a.pdx", "# A. Walk.\nsignup ash@kanto.com pikachu\nexpect raiz == conSesion\n")
    scratch.write("b.pdx", "tabb\n")
    _ = mkfifo(scratch.path + "/fifo", 0o644)
    let runs = getenv("PDX_ARGV_FUZZ_RUNS").flatMap { Int(String(cString: $0)) } ?? 120
    let seed = getenv("PDX_ARGV_FUZZ_SEED").flatMap { UInt64(String(cString: $0)) } ?? 2026
    var r = Random(state: seed)
    let accepted: Set<Int32> = [0, 1, 2, 130, 143]
    for run in 0..<runs {
      let args = vector(&r, scratch: scratch.path)
      let env = environment(&r, scratch: scratch.path)
      let stdin = r.pick(["", "show raiz\n", "tabb\n", "expect raiz == nil\n"])
      let onTerminal = r.chance(20)
      let finished: Finished
      if onTerminal {
        // On a terminal (0 × 0, so COLUMNS and LINES count): the shell, a walk, help.
        let s = try PTYSession(
          executable: "/usr/bin/env", arguments: ["-C", scratch.path, pdxExecutable()] + args,
          environment: env, columns: 0, rows: 0)
        // Keys typed before the program reads them meet the terminal's own line editing, which
        // takes a Ctrl-D: every way to read ends at `q` (a walk) or `quit` (the rest).
        s.send(stdin.replacing("\n", with: "\r") + "help all\rq\rquit\r\u{4}")
        do {
          finished = Finished(status: try s.waitForExit(), stdout: s.output, stderr: "")
        } catch {
          Issue.record(
            "run \(run) of seed \(seed) on a terminal: pdx \(args) with \(env): \(error)")
          continue
        }
      } else {
        finished = try runProgram(
          "/usr/bin/env", ["-C", scratch.path, pdxExecutable()] + args, stdin: stdin,
          environment: env, limit: 120)
      }
      let shown = env.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      let why =
        "run \(run) of seed \(seed)\(onTerminal ? " on a terminal" : ""): pdx \(args) with"
        + " \(shown) ended \(finished.status): \(finished.stderr.suffix(400))"
        + finished.stdout.suffix(onTerminal ? 400 : 0)
      #expect(accepted.contains(finished.status), Comment(rawValue: why))
    }
  }
}

extension ArgumentFuzzTests.Random: RandomNumberGenerator {}
