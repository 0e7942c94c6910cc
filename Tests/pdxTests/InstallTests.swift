import Glibc
import PdxRunner
import Testing

/// Scripts/install into a scratch prefix. The binary is the one built with the tests
/// (`--binary`): the script's own release build is what Scripts/pdx does, and takes minutes.
@Suite("Scripts/install")
struct InstallTests {
  let pdx = pdxExecutable()
  let script = repositoryRoot + "/Scripts/install"

  static let installed = [
    "bin/pdx",
    "share/bash-completion/completions/pdx",
    "share/fish/vendor_completions.d/pdx.fish",
    "share/man/man1/pdx.1",
    "share/man/es/man1/pdx.1",
    "share/zsh/site-functions/_pdx",
  ]

  /// Every file below `root`, relative to it, sorted.
  static func files(_ root: String) throws -> [String] {
    let r = try runProgram("/usr/bin/find", [root, "-type", "f", "-o", "-type", "l"])
    return outputLines(r.stdout).map { String($0.dropFirst(root.count + 1)) }.sorted()
  }

  func run(_ arguments: [String]) throws -> Finished {
    try runProgram("/bin/bash", [script] + arguments)
  }

  @Test("installs exactly six files (two man pages), and --uninstall removes exactly those")
  func installAndUninstall() throws {
    let prefix = Scratch()
    // Someone else's files in the same folders: an uninstall leaves them.
    _ = mkdir(prefix.path + "/bin", 0o755)
    _ = prefix.write("bin/other", "#!/bin/sh\n")
    runShellCommand("mkdir -p '\(prefix.path)/share/man/man1'")
    _ = prefix.write("share/man/man1/other.1", ".TH OTHER 1\n")
    let others = ["bin/other", "share/man/man1/other.1"]

    let install = try run(["--prefix", prefix.path, "--binary", pdx])
    #expect(install.status == 0, "\(install.stderr)")
    #expect(try Self.files(prefix.path) == (Self.installed + others).sorted())
    #expect(
      outputLines(install.stdout).filter { $0.hasPrefix("installed ") }
        == Self.installed.sorted { a, b in
          // In the order the script lists them.
          ["bin/pdx", "share/man", "share/bash", "share/zsh", "share/fish"].firstIndex {
            a.hasPrefix($0)
          }! < ["bin/pdx", "share/man", "share/bash", "share/zsh", "share/fish"].firstIndex {
            b.hasPrefix($0)
          }!
        }.map { "installed \(prefix.path)/\($0)" })

    // The installed pdx runs, and the page and completions are what it prints.
    let installed = prefix.path + "/bin/pdx"
    var st = stat()
    #expect(stat(installed, &st) == 0 && st.st_mode & 0o777 == 0o755)
    #expect(try runProgram(installed, ["--version"]).stdout == "pdx 0.3.0\n")
    #expect(
      prefix.read("share/man/man1/pdx.1")
        == (try runProgram(installed, ["man", "--lang", "en"]).stdout))
    #expect(
      prefix.read("share/man/es/man1/pdx.1")
        == (try runProgram(installed, ["man", "--lang", "es"]).stdout))
    #expect(prefix.read("share/man/es/man1/pdx.1")?.contains(".SH NOMBRE") == true)
    for (shell, file) in [
      ("bash", "share/bash-completion/completions/pdx"), ("zsh", "share/zsh/site-functions/_pdx"),
      ("fish", "share/fish/vendor_completions.d/pdx.fish"),
    ] {
      #expect(
        prefix.read(file) == (try runProgram(installed, ["completions", shell]).stdout), "\(file)")
    }

    // Again: the same files, replaced.
    #expect(try run(["--prefix", prefix.path, "--binary", pdx]).status == 0)
    #expect(try Self.files(prefix.path) == (Self.installed + others).sorted())

    let uninstall = try run(["--uninstall", "--prefix", prefix.path])
    #expect(uninstall.status == 0, "\(uninstall.stderr)")
    #expect(try Self.files(prefix.path) == others.sorted())
    #expect(outputLines(uninstall.stdout).count == 6)
    // Nothing left to remove: still fine, and still nothing else touched.
    let again = try run(["--uninstall", "--prefix", prefix.path])
    #expect(again.status == 0 && again.stdout.isEmpty)
    #expect(try Self.files(prefix.path) == others.sorted())
  }

  @Test("--uninstall removes only the files install put there; others and folders stay, said")
  func uninstallOnlyOwn() throws {
    let prefix = Scratch()
    #expect(try run(["--prefix", prefix.path, "--binary", pdx]).status == 0)
    // Someone else's page and binary took pdx's names, and a folder stands where a completion
    // was: each is left, with a warning, and the rest is removed all the same.
    _ = prefix.write("share/man/man1/pdx.1", ".TH PDX 1 \"another pdx\"\n")
    #expect(unlink(prefix.path + "/bin/pdx") == 0)
    runShellCommand("cp /bin/true '\(prefix.path)/bin/pdx'")
    #expect(unlink(prefix.path + "/share/zsh/site-functions/_pdx") == 0)
    #expect(mkdir(prefix.path + "/share/zsh/site-functions/_pdx", 0o755) == 0)
    _ = prefix.write("share/zsh/site-functions/_pdx/inside", "keep\n")
    // A completion that only quotes pdx's first line further down is not pdx's either.
    _ = prefix.write(
      "share/fish/vendor_completions.d/pdx.fish",
      "# my own\n# fish completion for pdx. Printed by `pdx completions fish`\n")
    let r = try run(["--uninstall", "--prefix", prefix.path])
    #expect(r.status == 0, "\(r.stderr)")
    let p = prefix.path
    #expect(
      outputLines(r.stderr) == [
        "install: warning: left \(p)/bin/pdx: it is not pdx's binary",
        "install: warning: left \(p)/share/man/man1/pdx.1: its first line does not say pdx man"
          + " printed it",
        "install: warning: left \(p)/share/zsh/site-functions/_pdx: it is a folder",
        "install: warning: left \(p)/share/fish/vendor_completions.d/pdx.fish: its first line"
          + " does not say pdx completions printed it",
      ])
    #expect(
      outputLines(r.stdout) == [
        "removed \(p)/share/man/es/man1/pdx.1",
        "removed \(p)/share/bash-completion/completions/pdx",
      ])
    #expect(
      try Self.files(prefix.path) == [
        "bin/pdx", "share/fish/vendor_completions.d/pdx.fish", "share/man/man1/pdx.1",
        "share/zsh/site-functions/_pdx/inside",
      ])
  }

  @Test("a wrong argument is one error and exit 2; nothing is installed")
  func wrongArguments() throws {
    let prefix = Scratch()
    for (arguments, says) in [
      (["--prefix"], "--prefix needs a folder"),
      (["--bogus"], "unknown argument «--bogus»"),
      (["--uninstall", "--binary", pdx], "--binary goes with an install, not --uninstall"),
      (["--prefix", prefix.path, "--binary", prefix.path + "/missing"], "no executable pdx at"),
      (["--prefix", "", "--binary", pdx], "--prefix needs a folder, not an empty name"),
      (["--prefix=", "--binary", pdx], "--prefix needs a folder, not an empty name"),
      (["--uninstall", "--prefix", ""], "--prefix needs a folder, not an empty name"),
      (["--prefix", prefix.path, "--binary", "/bin/true"], "/bin/true is not pdx"),
      (["--prefix", prefix.path, "--binary", "/bin/ls"], "/bin/ls is not pdx"),
    ] {
      let r = try run(arguments)
      #expect(r.status == 2, "\(arguments)")
      #expect(r.stderr.hasPrefix("install: " + says), "\(arguments): \(r.stderr)")
      #expect(r.stderr.hasSuffix("Try 'Scripts/install --help'.\n"), "\(arguments)")
    }
    #expect(try Self.files(prefix.path).isEmpty)
    let help = try run(["--help"])
    #expect(help.status == 0 && help.stdout.contains("Scripts/install --uninstall [--prefix DIR]"))
  }

  @Test("the install ends with the line each of bash, zsh and fish needs, and man's MANPATH")
  func completionLines() throws {
    let prefix = Scratch()
    let dir = prefix.path + "/with space"
    let environment = ["PATH": "/usr/bin:/bin", "HOME": prefix.path, "LANG": "C.UTF-8"]
    let install = try runProgram(
      "/bin/bash", [script, "--prefix", dir, "--binary", pdx], environment: environment)
    #expect(install.status == 0, "\(install.stderr)")
    let lines = outputLines(install.stdout)
    let q = "'" + dir
    let expected = [
      "to turn on completion, add one line to your shell's startup file:",
      "  bash (~/.bashrc):                  source \(q)/share/bash-completion/completions/pdx'",
      "  zsh (~/.zshrc, before compinit):   fpath=(\(q)/share/zsh/site-functions' $fpath)",
      "  fish (~/.config/fish/config.fish): set -p fish_complete_path"
        + " \(q)/share/fish/vendor_completions.d'",
      "note: \(dir)/share/man is not on your MANPATH; for man pdx, add export"
        + " MANPATH=\(q)/share/man':$MANPATH",
    ]
    #expect(Array(lines.suffix(5)) == expected)
    // Each line does what it says, in its shell, with pdx on the PATH as the note before asks.
    func line(_ i: Int) -> String { String(expected[i].split(separator: ":", maxSplits: 1)[1]) }
    var shells = environment
    shells["PATH"] = dir + "/bin:/usr/bin:/bin"
    let bash = try runProgram(
      "/bin/bash", ["--norc", "-c", line(1) + "; complete -p pdx"], environment: shells)
    #expect(bash.stdout == "complete -o filenames -F _pdx pdx\n", "\(bash.stderr)")
    if access("/usr/bin/zsh", X_OK) == 0 {
      let zsh = try runProgram(
        "/usr/bin/zsh",
        ["-fc", line(2) + "; autoload -Uz compinit; compinit -u -D; print -r -- $_comps[pdx]"],
        environment: shells)
      #expect(zsh.stdout == "_pdx\n", "\(zsh.stderr)")
    }
    if access("/usr/bin/fish", X_OK) == 0 {
      let fish = try runProgram(
        "/usr/bin/fish", ["--no-config", "-c", line(3) + "; complete -C 'pdx compa'"],
        environment: shells)
      #expect(fish.stdout.hasPrefix("compare\t"), "\(fish.stdout) \(fish.stderr)")
    }
  }

  @Test("in Spanish: install and uninstall speak it, and the completions printed in it are pdx's")
  func spanishInstall() throws {
    let prefix = Scratch()
    let environment = ["PATH": "/usr/bin:/bin", "HOME": prefix.path, "LANG": "es_ES.UTF-8"]
    let install = try runProgram(
      "/bin/bash", [script, "--prefix", prefix.path, "--binary", pdx], environment: environment)
    #expect(install.status == 0, "\(install.stderr)")
    #expect(outputLines(install.stdout).filter { $0.hasPrefix("instalado ") }.count == 6)
    #expect(install.stdout.contains("para activar el completado, añade una línea"))
    let fish = prefix.read("share/fish/vendor_completions.d/pdx.fish") ?? ""
    #expect(fish.hasPrefix("# Completado de fish para pdx. Escrito por `pdx completions fish`"))
    let uninstall = try runProgram(
      "/bin/bash", [script, "--uninstall", "--prefix", prefix.path], environment: environment)
    #expect(uninstall.status == 0 && uninstall.stderr.isEmpty, "\(uninstall.stderr)")
    #expect(outputLines(uninstall.stdout).filter { $0.hasPrefix("borrado ") }.count == 6)
    #expect(try Self.files(prefix.path).isEmpty)
    let wrong = try runProgram("/bin/bash", [script, "--nada"], environment: environment)
    #expect(
      wrong.status == 2
        && wrong.stderr
          == "install: argumento desconocido «--nada»\nPrueba 'Scripts/install --help'.\n"
    )
  }

  /// What man-db needs to show the Spanish page, with the installed paths alone: a Spanish
  /// locale it can set (generated). Here one is generated into a scratch LOCPATH with
  /// localedef, as `locale-gen` would for the whole machine.
  @Test(
    "man pdx under a Spanish LANG finds the Spanish page installed under share/man/es",
    .enabled(
      if: access("/usr/bin/man", X_OK) == 0 && access("/usr/bin/localedef", X_OK) == 0
        && access("/usr/share/i18n/locales/es_ES", R_OK) == 0))
  func spanishManPage() throws {
    let prefix = Scratch()
    let install = try run(["--prefix", prefix.path, "--binary", pdx])
    #expect(install.status == 0, "\(install.stderr)")
    let page = prefix.path + "/share/man/es/man1/pdx.1"
    // Shown with man -l, the installed page is the Spanish one.
    let shown = try runProgram(
      "/usr/bin/man", ["-l", page],
      environment: [
        "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "MANWIDTH": "80", "MANPAGER": "cat",
      ])
    #expect(shown.status == 0, "\(shown.stderr)")
    for heading in ["NOMBRE", "SINOPSIS", "DESCRIPCIÓN", "PALANCAS", "ESTADO DE SALIDA"] {
      #expect(shown.stdout.contains("\n" + heading + "\n"), "\(heading)")
    }
    #expect(shown.stdout.contains("pdx - los flujos de la app Pokédex, paso a paso"))
    // man pdx, through MANPATH, with a Spanish locale man can set.
    let locales = Scratch()
    let made = try runProgram(
      "/usr/bin/localedef", ["-i", "es_ES", "-f", "UTF-8", locales.path + "/es_ES.UTF-8"])
    #expect(made.status == 0, "\(made.stderr)")
    var environment = [
      "PATH": "/usr/bin:/bin", "MANPATH": prefix.path + "/share/man", "LANG": "es_ES.UTF-8",
      "LOCPATH": locales.path,
    ]
    let found = try runProgram("/usr/bin/man", ["-w", "pdx"], environment: environment)
    #expect(found.stdout == page + "\n", "\(found.stderr)")
    // A Spanish LANG the machine has not generated: man-db cannot set it, and falls back to
    // the English page; man -L es still finds the Spanish one.
    environment["LOCPATH"] = Scratch().path
    let fallback = try runProgram("/usr/bin/man", ["-w", "pdx"], environment: environment)
    #expect(fallback.stdout == prefix.path + "/share/man/man1/pdx.1\n")
    let asked = try runProgram("/usr/bin/man", ["-L", "es", "-w", "pdx"], environment: environment)
    #expect(asked.stdout == page + "\n", "\(asked.stderr)")
  }
}
