import Glibc
import PdxLanguage
import PdxRunner
import Testing

@testable import PdxCommandLine

/// The repository's root, from this file's path.
let repositoryRoot: String = {
  let file = #filePath
  return String(file[..<file.firstRange(of: "/Tests/")!.lowerBound])
}()

/// The lines of a program's output (without the last newline).
func outputLines(_ text: String) -> [String] {
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if lines.last == "" { lines.removeLast() }
  return lines
}

/// The text with every run of spaces and newlines made one space: what wrapping must keep.
func flattened(_ text: String) -> String {
  text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
}

@Suite("pdx --help and pdx SUBCOMMAND --help")
struct HelpCLITests {
  let pdx = pdxExecutable()

  @Test("each subcommand's --help: its usage, each option with its sentence, at 80 columns")
  func eachSubcommand() throws {
    for sub in CLI.subcommands {
      let r = try runProgram(pdx, [sub.name, "--help"])
      #expect(r.status == 0, "\(sub.name)")
      // Not a terminal: laid out for 80 columns, whatever COLUMNS says.
      #expect(outputLines(r.stdout) == Usage.lines(sub, width: 80, language: .en), "\(sub.name)")
      let long = outputLines(r.stdout).filter { $0.count > 80 }
      #expect(long.isEmpty, "\(sub.name): \(long)")
      let text = flattened(r.stdout)
      #expect(text.hasPrefix("usage: pdx "))
      for option in sub.shownOptions + sub.globalOptions {
        #expect(!option.help.en.isEmpty, "\(sub.name) \(option.name)")
        #expect(
          text.contains(" " + option.synopsis + " " + option.help.en),
          "\(sub.name): \(option.name) and its sentence")
      }
      for paragraph in sub.details {
        #expect(text.contains(flattened(paragraph.en)), "\(sub.name): \(paragraph.en.prefix(40))")
      }
    }
  }

  @Test("the options pdx test, run, walk and check take are each explained")
  func namedOptions() throws {
    let cases: [(String, [String])] = [
      ("test", ["--update", "--jobs, -j N", "--shard K/N", "--junit FILE"]),
      ("run", ["--continue"]),
      ("walk", ["--platform ios|android", "--no-accounts"]),
      ("check", ["--platform ios|android|both", "--set KNOB=VALUE", "--max-states N"]),
      ("graph", ["--format mermaid|dot", "--states", "--cover"]),
      ("compare", ["--width N"]),
      ("explore", ["--seed S", "--steps N"]),
    ]
    for (sub, options) in cases {
      let lines = outputLines(try runProgram(pdx, [sub, "--help"]).stdout)
      for option in options {
        // The option starts a line of the options list, and a sentence follows it.
        let at = lines.firstIndex { $0.hasPrefix("  " + option + " ") || $0 == "  " + option }
        #expect(at != nil, "pdx \(sub) --help lacks \(option)")
        if let at {
          let rest = lines[at].dropFirst(2 + option.count).drop { $0 == " " }
          #expect(!rest.isEmpty || lines[at + 1].hasPrefix("    "), "\(sub) \(option)")
        }
      }
    }
    // compare does not take --platform (it runs both): its help does not offer it.
    #expect(!(try runProgram(pdx, ["compare", "--help"]).stdout.contains("--platform")))
  }

  @Test("pdx --help: every subcommand's usage and summary, the options, at 80 columns")
  func topLevel() throws {
    let r = try runProgram(pdx, ["--help"])
    #expect(r.status == 0)
    #expect(outputLines(r.stdout) == Usage.lines(width: 80, language: .en))
    #expect(outputLines(r.stdout).allSatisfy { $0.count <= 80 })
    let text = flattened(r.stdout)
    for sub in CLI.subcommands {
      #expect(text.contains(" " + sub.name + " " + sub.summary.en), "\(sub.name)")
    }
    #expect(text.contains("pdx [OPTIONS] test [PATH…]"))
    #expect(text.contains("pdx [OPTIONS] completions bash|zsh|fish"))
    // 100 columns: the same words, laid out wider.
    let wide = Usage.lines(width: 100, language: .en)
    #expect(wide.contains { $0.count > 80 })
    #expect(flattened(wide.joined(separator: "\n")) == flattened(r.stdout))
  }

  @Test("a wrong invocation points to the subcommand's own help")
  func tryTheSubcommandsHelp() throws {
    let cases: [([String], String)] = [
      (["test", "-j", "0"], "pdx test --help"),
      (["test", "--shard", "3/2"], "pdx test --help"),
      (["run"], "pdx run --help"),
      (["walk", "a.pdx", "b.pdx"], "pdx walk --help"),
      (["explore", "--steps", "0"], "pdx explore --help"),
      (["check", "--depth", "0"], "pdx check --help"),
      (["check", "--continue"], "pdx check --help"),
      (["graph"], "pdx graph --help"),
      (["compare", "--platform", "ios", "x.pdx"], "pdx compare --help"),
      (["completions"], "pdx completions --help"),
      (["completions", "tcsh"], "pdx completions --help"),
      (["man", "extra"], "pdx man --help"),
      (["--bogus"], "pdx --help"),
      (["frobnicate"], "pdx --help"),
      (["--platform", "windows"], "pdx --help"),
      (["completions", "zsh", "--platform", "android"], "pdx completions --help"),
      (["man", "--version"], "pdx man --help"),
      (["chekc"], "pdx --help"),
      (["check", "--dept", "3"], "pdx check --help"),
    ]
    for (args, help) in cases {
      let r = try runProgram(pdx, args)
      #expect(r.status == 2, "\(args)")
      #expect(r.stderr.hasPrefix("error: "), "\(args): \(r.stderr)")
      #expect(outputLines(r.stderr).count == 2, "\(args): \(r.stderr)")
      #expect(r.stderr.hasSuffix("\nTry '\(help)'.\n"), "\(args): \(r.stderr)")
      #expect(r.stdout.isEmpty, "\(args)")
    }
    let tcsh = try runProgram(pdx, ["completions", "tcsh"])
    #expect(tcsh.stderr.hasPrefix("error: completions takes bash, zsh or fish, not «tcsh»\n"))
  }

  @Test("check's --platform takes both, graph's --format mermaid or dot: from their own options")
  func subcommandsOwnVariants() throws {
    let both = try runProgram(pdx, ["check", "--platform", "both", "--depth", "1"])
    #expect(both.status == 0, "\(both.stderr)")
    let notBoth = try runProgram(pdx, ["run", "--platform", "both", "-"])
    #expect(notBoth.status == 2 && notBoth.stderr.contains("--platform takes ios or android"))
    let dot = try runProgram(pdx, ["graph", "--states", "--depth", "1", "--format", "dot"])
    #expect(dot.status == 0 && dot.stdout.contains("digraph screens {"), "\(dot.stderr)")
    let json = try runProgram(pdx, ["graph", "--format", "json", "x.pdx"])
    #expect(json.status == 2 && json.stderr.contains("--format takes mermaid or dot"))
  }

  @Test("pdx speaks the environment's language, and --lang overrides it, on a pipe too")
  func language() throws {
    let es = try runProgram(pdx, ["check", "--help"], environment: ["LANG": "es_ES.UTF-8"])
    #expect(es.status == 0)
    #expect(outputLines(es.stdout) == Usage.lines(CheckCommand.spec, width: 80, language: .es))
    let en = try runProgram(
      pdx, ["check", "--help", "--lang", "en"], environment: ["LANG": "es_ES.UTF-8"])
    #expect(outputLines(en.stdout) == Usage.lines(CheckCommand.spec, width: 80, language: .en))
    let wrong = try runProgram(pdx, ["--lang", "es", "chekc"])
    #expect(wrong.status == 2)
    #expect(
      wrong.stderr == "error: subcomando desconocido «chekc» (¿querías decir check?)\n"
        + "Prueba 'pdx --help'.\n")
    let man = try runProgram(pdx, ["man"], environment: ["LC_ALL": "es_ES.UTF-8"])
    #expect(man.stdout == (try repositoryFile("docs/pdx.es.1")))
  }
}
