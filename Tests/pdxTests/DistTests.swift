import Glibc
import Testing

/// Scripts/dist with the binary built with the tests (`--binary`): the listing of the archive is
/// what README and the script's head say, its checksum file checks, and it is the same bytes
/// twice. The static build itself is Scripts/dist's own, and takes minutes.
@Suite("Scripts/dist")
struct DistTests {
  let pdx = pdxExecutable()

  @Test("the archive holds the binary, the man pages, the completions and README, and a SHA-256")
  func listing() throws {
    let out = Scratch()
    let r = try runProgram(
      "/bin/bash", [repositoryRoot + "/Scripts/dist", "--binary", pdx, "--out", out.path])
    #expect(r.status == 0, "\(r.stderr)")
    var machine = utsname()
    uname(&machine)
    let arch = withUnsafeBytes(of: machine.machine) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    let name = "pdx-0.3.0-linux-\(arch)"
    #expect(r.stdout == "\(out.path)/\(name).tar.gz\n")
    let list = try runProgram("/usr/bin/tar", ["-tzvf", "\(out.path)/\(name).tar.gz"])
    // Mode, owner and name of each entry (sizes and the commit's date vary).
    let entries = outputLines(list.stdout).map { line -> String in
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      return "\(fields[0]) \(fields[1]) \(fields[5])"
    }
    #expect(
      entries == [
        "drwxr-xr-x 0/0 \(name)/",
        "-rw-r--r-- 0/0 \(name)/README.md",
        "drwxr-xr-x 0/0 \(name)/bin/",
        "-rwxr-xr-x 0/0 \(name)/bin/pdx",
        "drwxr-xr-x 0/0 \(name)/share/",
        "drwxr-xr-x 0/0 \(name)/share/bash-completion/",
        "drwxr-xr-x 0/0 \(name)/share/bash-completion/completions/",
        "-rw-r--r-- 0/0 \(name)/share/bash-completion/completions/pdx",
        "drwxr-xr-x 0/0 \(name)/share/fish/",
        "drwxr-xr-x 0/0 \(name)/share/fish/vendor_completions.d/",
        "-rw-r--r-- 0/0 \(name)/share/fish/vendor_completions.d/pdx.fish",
        "drwxr-xr-x 0/0 \(name)/share/man/",
        "drwxr-xr-x 0/0 \(name)/share/man/es/",
        "drwxr-xr-x 0/0 \(name)/share/man/es/man1/",
        "-rw-r--r-- 0/0 \(name)/share/man/es/man1/pdx.1",
        "drwxr-xr-x 0/0 \(name)/share/man/man1/",
        "-rw-r--r-- 0/0 \(name)/share/man/man1/pdx.1",
        "drwxr-xr-x 0/0 \(name)/share/zsh/",
        "drwxr-xr-x 0/0 \(name)/share/zsh/site-functions/",
        "-rw-r--r-- 0/0 \(name)/share/zsh/site-functions/_pdx",
      ])
    let check = try runProgram(
      "/bin/sh", ["-c", "cd '\(out.path)' && sha256sum -c '\(name).tar.gz.sha256'"])
    #expect(check.stdout == "\(name).tar.gz: OK\n")
    let first = try runProgram("/usr/bin/cat", ["\(out.path)/\(name).tar.gz.sha256"])
    _ = try runProgram(
      "/bin/bash", [repositoryRoot + "/Scripts/dist", "--binary", pdx, "--out", out.path])
    let second = try runProgram("/usr/bin/cat", ["\(out.path)/\(name).tar.gz.sha256"])
    #expect(first.stdout == second.stdout)
  }

  @Test("--verify refuses a binary that needs libraries a bare Debian lacks, naming them (exit 1)")
  func verifyRefusesTheSwiftRuntime() throws {
    let out = Scratch()
    let r = try runProgram(
      "/bin/bash",
      [repositoryRoot + "/Scripts/dist", "--binary", pdx, "--out", out.path, "--verify"])
    guard getuid() == 0 else {
      #expect(r.status == 2)
      #expect(
        r.stderr
          == "dist: --verify needs root: it runs the binary under chroot\n"
          + "Try 'Scripts/dist --help'.\n")
      return
    }
    // The tests' pdx links the Swift runtime as shared libraries: those are what it names.
    let ldd = try runProgram("/usr/bin/ldd", [pdx])
    let base = [
      "linux-vdso", "ld-linux-", "libc.so", "libm.so", "libpthread.so", "libdl.so", "libstdc++.so",
      "libgcc_s.so",
    ]
    let names = outputLines(ldd.stdout).compactMap { line -> String? in
      let path = line.split { $0 == " " || $0 == "\t" }[0]
      let name = String(path.split(separator: "/").last!)
      return base.contains { name.hasPrefix($0) } ? nil : name
    }
    #expect(!names.isEmpty)
    #expect(r.status == 1)
    #expect(
      r.stderr
        == "dist: bin/pdx needs libraries a bare Debian or Ubuntu lacks: \(names.joined(separator: " "))\n"
    )
  }

  @Test("a --binary that is not pdx is refused with exit 2")
  func notPdx() throws {
    let dir = Scratch()
    let other = dir.write("other", "#!/bin/sh\necho other 1.0\n")
    _ = chmod(other, 0o755)
    let r = try runProgram("/bin/bash", [repositoryRoot + "/Scripts/dist", "--binary", other])
    #expect(r.status == 2)
    #expect(
      r.stderr == "dist: «\(other)» is not pdx (it says «other 1.0»)\nTry 'Scripts/dist --help'.\n")
  }
}
