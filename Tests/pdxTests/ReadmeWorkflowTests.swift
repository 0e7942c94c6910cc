import Glibc
import Testing

/// README's workflow (.github/workflows/pdx.yml) as a job runs it: each `pdx` command of its
/// jobs, for every value of its job's shard matrix, against the real binary, in a copy of the
/// repository's scripts. GitHub itself and the download are not run: the fetch job's commands
/// get the binary this test already has.
@Suite("README's CI workflow, run")
struct ReadmeWorkflowTests {
  /// A `- run: pdx …` line of the workflow, and the shards of its job's matrix.
  struct Command {
    var job: String
    var line: String
    var shards: [Int]
  }

  /// The workflow block of README.md, and its `pdx` commands with their jobs' matrices.
  static func commands() throws -> (env: [String: String], commands: [Command]) {
    let readme = try String(decoding: readFile(repositoryRoot + "/README.md"), as: UTF8.self)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: "# .github/workflows/pdx.yml"))
    let end = try #require(lines[start...].firstIndex(of: "```"))
    var env: [String: String] = [:]
    var commands: [Command] = []
    var job = ""
    var shards: [Int] = []
    var inEnv = false
    for line in lines[start..<end] {
      if line == "env:" {
        inEnv = true
        continue
      }
      if inEnv, line.hasPrefix("  "), !line.hasPrefix("    "),
        let colon = line.firstIndex(of: ":")
      {
        env[String(line.dropFirst(2)[..<colon])] = String(line[line.index(colon, offsetBy: 2)...])
        continue
      }
      inEnv = false
      if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
        job = String(line.dropFirst(2).dropLast())
        shards = []
      }
      if let m = line.firstMatch(of: #/matrix: \{ shard: \[([0-9, ]+)\] \}/#) {
        shards = m.output.1.split(separator: ",").compactMap {
          Int($0.trimmingPrefix(" "))
        }
      }
      if let m = line.firstMatch(of: #/^ +- run: (pdx .*)$/#) {
        commands.append(Command(job: job, line: String(m.output.1), shards: shards))
      }
    }
    return (env, commands)
  }

  @Test("the workflow's jobs test and check, each over a matrix of shards, and upload reports")
  func shape() throws {
    let (env, commands) = try Self.commands()
    #expect(env["PDX_CHECK_TIME"] == "20m")
    #expect(commands.map(\.job) == ["test", "check"])
    for command in commands {
      #expect(command.shards.count > 1, "\(command.job) has a shard matrix")
      #expect(command.line.contains("--shard ${{ matrix.shard }}/\(command.shards.count)"))
      #expect(command.line.contains("--junit reports/"))
      #expect(command.line.contains("--format github"))
    }
  }

  @Test("each pdx command of the workflow, every shard, runs and passes against the real binary")
  func run() throws {
    let (_, commands) = try Self.commands()
    let dir = Scratch()
    // The repository's scripts, as actions/checkout gives them.
    #expect(runShellCommand("cp -R '\(repositoryRoot)/examples' '\(dir.path)/examples'") == 0)
    let bin = pdxExecutable()
    let folder = String(bin[..<bin.lastIndex(of: "/")!])
    for command in commands {
      var examplesSeen = 0
      for shard in command.shards {
        let summary = dir.write("summary-\(command.job)-\(shard).md", "")
        let line = command.line.replacing("${{ matrix.shard }}", with: "\(shard)")
        var env = currentEnvironment()
        env["PATH"] = folder + ":/usr/bin:/bin"
        env["GITHUB_STEP_SUMMARY"] = summary
        // The maintainer's substitution the README names: the check's budget, cut short (4
        // shards of a debug pdx, one core each: 20 s each cost 80 s here).
        env["PDX_CHECK_TIME"] = "4s"
        env["LANG"] = "C.UTF-8"
        let r = try runProgram(
          "/bin/sh", ["-c", "cd '\(dir.path)' && " + line], environment: env, limit: 600)
        #expect(r.status == 0, "\(line)\n\(r.stdout)\n\(r.stderr)")
        #expect(!r.stdout.contains("::error"), "\(line)\n\(r.stdout)")
        let written = dir.read("summary-\(command.job)-\(shard).md") ?? ""
        #expect(written.hasPrefix("### pdx \(command.job)"), "\(line): \(written)")
        #expect(
          dir.read("reports/\(command.job)-\(shard).xml")?.contains("<testsuites") == true,
          "\(line)")
        if command.job == "test" {
          examplesSeen += written.ranges(of: " run, ").isEmpty ? 0 : 1
          #expect(r.stdout.contains(" passed, 0 failed"), "\(r.stdout)")
        } else {
          // A finished search, or one the budget cut short: never a verdict it did not reach.
          let verdict = r.stdout.split(separator: "\n").first {
            $0.hasPrefix("every rule held") || $0.hasPrefix("no rule broke within")
          }
          #expect(verdict != nil, "\(r.stdout)")
        }
      }
      if command.job == "test" { #expect(examplesSeen == command.shards.count) }
    }
  }
}

private func readFile(_ path: String) throws -> [UInt8] {
  guard let f = fopen(path, "r") else { throw SpawnError(message: "cannot read \(path)") }
  defer { fclose(f) }
  var out: [UInt8] = []
  while true {
    let c = fgetc(f)
    if c == EOF { break }
    out.append(UInt8(c))
  }
  return out
}
