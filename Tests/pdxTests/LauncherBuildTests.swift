import Glibc
import Testing

/// Scripts/pdx builds pdx when needed, then runs it. Here `swift` is a stand-in that records how
/// it was run (whether its output was a terminal: swift build then adds -color-diagnostics, a
/// flag whose change rebuilds everything) and prints what a build prints; `pdx` is a stand-in
/// too. The real build takes minutes: what is checked is what the script does around it.
@Suite("Scripts/pdx's build")
struct LauncherBuildTests {
  let script = repositoryRoot + "/Scripts/pdx"

  /// A folder with the stand-ins: `swift` and the `pdx` it says it built.
  static func standIns() -> Scratch {
    let dir = Scratch()
    dir.write(
      "swift",
      """
      #!/bin/bash
      if [ -t 1 ] || [ -t 2 ]; then echo "terminal $*" >>"$FAKE_LOG"; else echo "pipe $*" >>"$FAKE_LOG"; fi
      case " $* " in *" --show-bin-path "*) echo "$FAKE_BIN"; exit 0 ;; esac
      echo "Building for production..."
      [ -n "$FAKE_COMPILES" ] && echo "[1/3] Compiling pdx main.swift"
      [ -n "$FAKE_FAILS" ] && { echo "error: fatalError"; exit 1; }
      echo "Build of product 'pdx' complete! (0.10s)"
      exit 0

      """)
    dir.write("pdx", "#!/bin/sh\necho \"pdx ran $*\"\n")
    _ = chmod(dir.path + "/swift", 0o755)
    _ = chmod(dir.path + "/pdx", 0o755)
    return dir
  }

  static func environment(_ dir: Scratch, _ extra: [String: String] = [:]) -> [String: String] {
    [
      "PATH": dir.path + ":/usr/bin:/bin", "HOME": dir.path, "TERM": "xterm",
      "FAKE_LOG": dir.path + "/log", "FAKE_BIN": dir.path,
    ].merging(extra) { $1 }
  }

  @Test(
    "from a terminal or not, the build runs with the same flags: its output is never a terminal")
  func sameFlagsFromATerminal() throws {
    let dir = Self.standIns()
    let piped = try runProgram(
      "/bin/bash", [script, "--version"], environment: Self.environment(dir))
    #expect(piped.status == 0 && piped.stdout == "pdx ran --version\n", "\(piped.stderr)")
    let terminal = try PTYSession(
      executable: "/bin/bash", arguments: [script, "--version"],
      environment: Self.environment(dir))
    _ = try terminal.expect("pdx ran --version")
    #expect(try terminal.waitForExit() == 0)
    let runs = (dir.read("log") ?? "").split(separator: "\n")
    #expect(runs.count == 4, "two builds and two --show-bin-path: \(runs)")
    #expect(runs.allSatisfy { $0.hasPrefix("pipe ") }, "\(runs)")
  }

  @Test("nothing to build prints nothing; a build that compiles shows its lines; a failed one too")
  func quietUnlessBuilding() throws {
    let dir = Self.standIns()
    let nothing = try runProgram(
      "/bin/bash", [script, "--version"], environment: Self.environment(dir))
    #expect(nothing.stderr == "" && nothing.stdout == "pdx ran --version\n")
    let built = try runProgram(
      "/bin/bash", [script, "--version"],
      environment: Self.environment(dir, ["FAKE_COMPILES": "1"]))
    #expect(
      built.stderr
        == "Building for production...\n[1/3] Compiling pdx main.swift\n"
        + "Build of product 'pdx' complete! (0.10s)\n")
    #expect(built.stdout == "pdx ran --version\n")
    let failed = try runProgram(
      "/bin/bash", [script, "--version"], environment: Self.environment(dir, ["FAKE_FAILS": "1"]))
    #expect(failed.status == 1)
    #expect(failed.stderr == "Building for production...\nerror: fatalError\n")
    #expect(failed.stdout == "", "pdx does not run after a failed build")
  }
}
