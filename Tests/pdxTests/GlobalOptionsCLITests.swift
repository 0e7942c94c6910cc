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

  /// The pairs refused, `OPTION SUBCOMMAND`, and their whole stderr's first line; every other
  /// pair changes what the subcommand prints.
  static let refused: [String: String] = [
    "--format walk --markdown": "walk --markdown writes a Markdown page: --format does not apply",
    "--color walk --markdown":
      "walk --markdown writes a page, with no colour: --color does not apply",
    "--format explore": "explore prints its report as text (its digest covers every step's text):"
      + " --format does not apply",
    "--color explore": "explore prints no colour: --color does not apply",
    "--color check": "check prints no colour: --color does not apply",
    "--format graph": "--format takes mermaid or dot, not «json»",
    "--color graph": "graph writes a diagram's text, with no colour: --color does not apply",
    "--format graph --states": "--format takes mermaid or dot, not «json»",
    "--color graph --states":
      "graph writes a diagram's text, with no colour: --color does not apply",
    "--platform compare":
      "compare runs the script on ios and on android: --platform does not apply",
    "--format compare": "compare prints text only: --format does not apply",
    "--platform completions zsh": "--platform does not apply to pdx completions",
    "--no-accounts completions zsh": "--no-accounts does not apply to pdx completions",
    "--format completions zsh": "--format does not apply to pdx completions",
    "--color completions zsh": "--color does not apply to pdx completions",
    "--platform man": "--platform does not apply to pdx man",
    "--no-accounts man": "--no-accounts does not apply to pdx man",
    "--format man": "--format does not apply to pdx man",
    "--color man": "--color does not apply to pdx man",
  ]

  @Test("each global option changes the subcommand's output, or exit 2 names the option")
  func honouredOrRefused() throws {
    let dir = Scratch()
    let file = dir.write("flujo.pdx", Self.script)
    var environment = currentEnvironment()
    environment["PDX_LANG"] = "en"
    environment["NO_COLOR"] = nil
    var refused: [String: String] = [:]
    for (args, stdin) in Self.invocations(file) {
      let plain = try runProgram(pdx, args, stdin: stdin, environment: environment)
      #expect(plain.status != 2, "\(args): \(plain.stderr)")
      // The pair's name: the option and the subcommand's words, without the file.
      let named = args.filter { $0 != file && Int($0) == nil && $0 != "--steps" && $0 != "--depth" }
      for option in Self.globals {
        let r = try runProgram(pdx, option + args, stdin: stdin, environment: environment)
        if r.status == 2 {
          let pair = ([option[0]] + named).joined(separator: " ")
          let sub = named[0]
          refused[pair] = Self.refused[pair]
          #expect(
            r.stderr
              == "error: \(Self.refused[pair] ?? "(not refused)")\nTry 'pdx \(sub) --help'.\n",
            "\(pair)")
          #expect(r.stdout == "", "\(pair)")
        } else {
          #expect(r.stdout != plain.stdout, "\(option + args) prints what \(args) prints")
        }
      }
    }
    #expect(refused == Self.refused)
  }
}
