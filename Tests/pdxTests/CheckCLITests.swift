import Glibc
import Testing

/// `pdx check` as a user runs it (docs/reference.md §7): exit codes, the counterexample on
/// stdout or in --out, JSON, and the same bytes from one run to the next.
@Suite("pdx check")
struct CheckCLITests {
  let pdx = pdxExecutable()

  @Test("every rule holding exits 0; the summary is the same bytes twice; the timing is on stderr")
  func clean() throws {
    let a = try runProgram(pdx, ["check", "--depth", "2"])
    let b = try runProgram(pdx, ["check", "--depth", "2", "-j", "1"])
    #expect(a.status == 0)
    #expect(a.stdout == b.stdout)
    #expect(a.stdout.contains("distinct states  312  (by depth: 2, 37, 273)"))
    #expect(a.stdout.contains("every rule held"))
    #expect(a.stderr.hasPrefix("pdx check: ") && a.stderr.contains("transitions/s"))
  }

  @Test("a broken rule exits 1 and prints the script; pdx run replays it and fails at the end")
  func counterexample() throws {
    let dir = Scratch()
    let r = try runProgram(pdx, ["check", "--set", "onchange-initial=off"])
    #expect(r.status == 1)
    #expect(
      r.stdout.contains("rule no-stuck-link broke (lesson 000 «La puerta y la cuenta en iOS»)"))
    let all = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(all.firstIndex { $0.hasPrefix("# Found by pdx check") })
    let script = all[start...].joined(separator: "\n")
    let path = dir.write("found.pdx", script)
    let replay = try runProgram(pdx, ["run", path])
    #expect(replay.status == 1)
    let lines = script.split(separator: "\n")
    #expect(lines.last?.hasPrefix("expect ") == true)
    #expect(
      replay.stdout.contains("\(path):\(lines.count):")
        || replay.stderr.contains("\(path):\(lines.count):"))
  }

  @Test("--out writes the script there, and --format json says the same in one object")
  func outAndJSON() throws {
    let dir = Scratch()
    let out = dir.path + "/found.pdx"
    let r = try runProgram(pdx, ["check", "--set", "report-dismissals=off", "--out", out])
    #expect(r.status == 1)
    #expect(r.stdout.contains("the counterexample is in \(out)"))
    let script = try #require(dir.read("found.pdx"))
    #expect(script.contains("## Rule screen-follows-state"))
    #expect(script.contains("set report-dismissals off"))
    let j = try runProgram(pdx, ["check", "--format", "json", "--set", "report-dismissals=off"])
    #expect(j.status == 1)
    #expect(j.stdout.hasPrefix("{\"distinct\":") && j.stdout.hasSuffix("}\n"))
    #expect(j.stdout.contains("\"rule\":\"screen-follows-state\""))
    let clean = try runProgram(pdx, ["check", "--format", "json", "--depth", "1"])
    #expect(clean.status == 0 && clean.stdout.contains("\"violation\":null"))
  }

  @Test("the memory on stderr is the process's peak, beside the fingerprint set's smaller share")
  func memoryIsTheProcesss() throws {
    let r = try runProgram(pdx, ["check", "--depth", "3", "-j", "1"])
    #expect(r.status == 0)
    // "…; peak RSS 9.5 MiB, 1234.5 bytes a distinct state (the fingerprint set and parent
    // links: 56.7)"
    // A number's thousands are grouped ("48,953.8"): a comma inside a number is not a
    // separator.
    let words = r.stderr.split(whereSeparator: { " ();:\n".contains($0) }).map {
      $0.hasSuffix(",") ? $0.dropLast() : $0
    }
    func after(_ word: String, _ offset: Int = 1) -> Double? {
      words.firstIndex(of: Substring(word)).flatMap {
        Double(words[$0 + offset].filter { $0 != "," })
      }
    }
    let peak = try #require(after("RSS"))
    let perState = try #require(after("bytes", -1))
    let share = try #require(after("links"))
    let distinct = 2 + 37 + 273 + 1_299
    #expect(r.stdout.contains("(by depth: 2, 37, 273, 1,299)"))
    #expect(abs(peak * 1_048_576 / Double(distinct) - perState) < perState / 100 + 60)
    #expect(peak >= 2 && perState > share && share > 8)
    let j = try runProgram(pdx, ["check", "--depth", "3", "--format", "json"])
    for field in ["\"peakRSS\":", "\"bytesPerState\":", "\"fingerprintBytesPerState\":"] {
      #expect(j.stdout.contains(field), "\(field)")
    }
  }

  @Test("--max-memory stops the search cleanly; stopped before a transition, it reaches no verdict")
  func maxMemory() throws {
    let r = try runProgram(pdx, ["check", "--max-memory", "1M"])
    // Not a step was taken: «every rule held» would be a verdict not reached. Exit 2.
    #expect(r.status == 2)
    #expect(
      outputLines(r.stdout) == [
        "pdx check: depth 6, iOS and Android, accounts on, knobs at the lessons' fixes",
        "  distinct states  2  (by depth: 2)",
        "  transitions      0  (0 to a state seen before)",
        "  depth reached    0 of 6: bounded: the memory bound (1 MiB) stopped it at depth 1",
        "  fingerprints     64 bits: a collision among these states has probability 1.1e-19",
        "no verdict: the memory bound (1 MiB) stopped the search before its first transition, so"
          + " no rule was checked after a command; raise --max-memory (pdx alone uses more)",
      ])
    let es = try runProgram(pdx, ["check", "--max-memory", "1M", "--lang", "es"])
    #expect(es.status == 2)
    #expect(
      outputLines(es.stdout).last
        == "sin veredicto: la cota de memoria (1 MiB) paró la búsqueda antes de su primera"
        + " transición, así que no se comprobó ninguna regla tras una orden; sube --max-memory"
        + " (pdx solo ya usa más)")
    let j = try runProgram(pdx, ["check", "--max-memory", "1M", "--format", "json"])
    #expect(j.status == 2 && j.stdout.contains("\"memoryBound\":1,"))
    #expect(j.stdout.contains("\"complete\":false"))
    let g = try runProgram(pdx, ["graph", "--states", "--max-memory", "1M"])
    #expect(g.status == 0)
    #expect(g.stderr.contains("the memory bound (1 MiB) stopped the search at depth 1"))
    #expect(g.stdout.hasPrefix("stateDiagram"))
    // A bound it never reaches changes nothing.
    let wide = try runProgram(pdx, ["check", "--depth", "2", "--max-memory", "4G"])
    #expect(wide.stdout.contains("the space is exhausted") || wide.stdout.contains("bounded (not"))
  }

  @Test("a wrong invocation exits 2 and says what would be right")
  func wrongInvocation() throws {
    for (args, says) in [
      (["check", "--depth", "0"], "a depth from 1 to 1,000"),
      (["check", "--depth", "x"], "a depth from 1 to 1,000"),
      (["check", "--set", "nope=on"], "--set takes KNOB=VALUE"),
      (["check", "--set", "onchange-initial=maybe"], "takes on or off"),
      (["check", "--shard", "3/2"], "1 ≤ K ≤ N"),
      (["check", "--max-memory", "512"], "a size with its unit, such as 512M or 2G"),
      (["check", "--max-memory", "lots"], "not «lots»"),
      (["graph", "--states", "--max-memory", "-1G"], "a size with its unit"),
      (["graph", "x.pdx", "--max-memory", "1G"], "go with graph --states"),
      (["check", "--platform", "windows"], "ios, android or both"),
      (["check", "--platform", "android", "--set", "will-present=off"], "exists on iOS only"),
      (["check", "--format", "xml"], "text, json or github"),
      (["check", "extra"], "check takes options only, not «extra»"),
    ] {
      let r = try runProgram(pdx, args)
      #expect(r.status == 2, "\(args)")
      #expect(r.stderr.hasPrefix("error: ") && r.stderr.contains(says), "\(args): \(r.stderr)")
      #expect(r.stdout.isEmpty, "\(args)")
    }
  }

  @Test("pdx check --help lists the alphabet, the rules, what the fingerprint leaves out")
  func help() throws {
    let r = try runProgram(pdx, ["check", "--help"])
    #expect(r.status == 0)
    // Wrapped at word boundaries: the words are compared across line ends.
    for text in [
      "open-url pokedex://pokemon/0", "no-password-in-output", "registro", "--shard K/N",
    ] {
      #expect(flattened(r.stdout).contains(text), "\(text)")
    }
  }
}
