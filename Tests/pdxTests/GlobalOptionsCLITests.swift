import Testing

/// Every global option on every subcommand either changes what the subcommand prints or is
/// refused with exit 2 naming the option (docs/reference.md §4.5): an option accepted and then
/// ignored would let a user believe, say, that `explore --format json` wrote JSON.
@Suite("Global options on every subcommand")
struct GlobalOptionsCLITests {
  let pdx = pdxExecutable()

  /// A script whose output depends on each global option: the platform, the accounts, the
  /// format, colour and language of its lines, and an expectation that holds only on iOS
  /// with accounts (so `pdx test`'s verdict depends on them too).
  static let script = """
    ## Entramos y marcamos a Pikachu.
    signup ash@kanto.com pikachu
    fav pikachu
    expect dispositivo.plataforma == ios
    expect hayCuentas == true
    uninstall
    install
    launch

    """

  /// Each subcommand as a user runs it, with what it needs on stdin.
  static func invocations(_ file: String) -> [(args: [String], stdin: String)] {
    [
      (["run", file], ""),
      (["test", file], ""),
      (["walk", file], "\n\n\n\n\n\n"),
      (["walk", "--markdown", file], ""),
      (["explore", "--steps", "40"], ""),
      (["check", "--depth", "1"], ""),
      (["graph", file], ""),
      (["graph", "--states"], ""),
      (["compare", file], ""),
      (["completions", "zsh"], ""),
      (["man"], ""),
    ]
  }

  static let globals: [[String]] = [
    ["--platform", "android"], ["--no-accounts"], ["--format", "json"], ["--color", "always"],
    ["--lang", "es"],
  ]

  @Test("each global option changes the subcommand's output, or exit 2 names the option")
  func honouredOrRefused() throws {
    let dir = Scratch()
    let file = dir.write("flujo.pdx", Self.script)
    var environment = currentEnvironment()
    environment["PDX_LANG"] = "en"
    environment["NO_COLOR"] = nil
    for (args, stdin) in Self.invocations(file) {
      let plain = try runProgram(pdx, args, stdin: stdin, environment: environment)
      #expect(plain.status != 2, "\(args): \(plain.stderr)")
      for option in Self.globals {
        let r = try runProgram(pdx, option + args, stdin: stdin, environment: environment)
        if r.status == 2 {
          #expect(r.stderr.contains(option[0]), "\(option + args): \(r.stderr)")
        } else {
          #expect(r.stdout != plain.stdout, "\(option + args) prints what \(args) prints")
        }
      }
    }
  }
}
