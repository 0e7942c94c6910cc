import Glibc
import PdxCommands
import PdxLanguage
import PdxRunner
import PdxScripts
import PokedexCore
import Testing

@testable import PdxCommandLine

/// The text of a file of the repository.
func repositoryFile(_ path: String) throws -> String {
  String(decoding: try FileIO.read(repositoryRoot + "/" + path), as: UTF8.self)
}

@Suite("pdx man and docs/pdx.1")
struct ManPageTests {
  let pdx = pdxExecutable()

  @Test("docs/pdx.1 is what pdx man prints (Scripts/readme-commands rewrites it)")
  func committedPageIsCurrent() throws {
    let r = try runProgram(pdx, ["man"])
    #expect(r.status == 0 && r.stderr.isEmpty)
    #expect(r.stdout == ManPage(language: .en).text)
    #expect(
      try repositoryFile("docs/pdx.1") == r.stdout,
      "docs/pdx.1 is stale: run Scripts/readme-commands")
  }

  @Test("the page is made from the tables: every subcommand, option, command and knob")
  func fromTheTables() {
    let page = ManPage(language: .en).text
    for sub in CLI.subcommands {
      #expect(page.contains(".SS " + ManPage.quoted("pdx " + sub.name)), "\(sub.name)")
      for o in sub.shownOptions {
        #expect(page.contains("\\fB" + ManPage.roff(o.synopsis) + "\\fR"), "\(sub.name) \(o.name)")
      }
    }
    for o in CLI.global { #expect(page.contains(ManPage.roff(o.synopsis)), "\(o.name)") }
    for spec in CommandTable.all {
      for s in spec.synopses { #expect(page.contains("\\fB" + ManPage.roff(s) + "\\fR"), "\(s)") }
    }
    for knob in Knob.allCases { #expect(page.contains("\\fBset " + ManPage.roff(knob.name))) }
    // Plain ASCII: no input encoding needed, and nothing that roff reads as a request.
    #expect(page.utf8.allSatisfy { $0 < 0x80 })
    #expect(
      ManPage.roff("«Pokédex» -- 'x'") == "\\[u00AB]Pok\\[u00E9]dex\\[u00BB] \\-\\- \\(aqx\\(aq")
    #expect(ManPage.roff(".pdx") == "\\&.pdx")
  }

  static let groff = "/usr/bin/groff"

  @Test(
    "groff renders the page with every warning on and gives none",
    .enabled(if: access(groff, X_OK) == 0, "groff-base is installed by Scripts/test"))
  func groffRendersWithoutWarnings() throws {
    let lint = try runProgram(
      Self.groff, ["-man", "-ww", "-z", "-Tutf8", repositoryRoot + "/docs/pdx.1"])
    #expect(lint.status == 0)
    #expect(lint.stderr.isEmpty, "\(lint.stderr)")
    // Rendered at 80 columns, as man shows it: the sections, a subcommand, a command.
    let shown = try runProgram(
      Self.groff, ["-man", "-Tutf8", "-rLL=78n", "-P-cbou", repositoryRoot + "/docs/pdx.1"])
    #expect(shown.status == 0 && shown.stderr.isEmpty, "\(shown.stderr)")
    for heading in ["NAME", "SYNOPSIS", "OPTIONS", "SUBCOMMANDS", "SHELL COMMANDS", "EXIT STATUS"] {
      #expect(shown.stdout.contains("\n" + heading + "\n"), "\(heading)")
    }
    #expect(shown.stdout.contains("pdx - the Pokédex app's flows, step by step"))
    #expect(shown.stdout.contains("tap-notification [URL]"))
    #expect(shown.stdout.contains("--shard K/N"))
    #expect(outputLines(shown.stdout).allSatisfy { $0.count <= 80 })
  }

  @Test(
    "under LANG=C both pages render on groff's ascii and utf8 devices with no warning and no «…» lost",
    .enabled(if: access(groff, X_OK) == 0, "groff-base is installed by Scripts/test"),
    arguments: ["docs/pdx.1", "docs/pdx.es.1"])
  func anyLocale(_ page: String) throws {
    let environment = ["LANG": "C", "LC_ALL": "C", "PATH": "/usr/bin:/bin"]
    for (device, ellipsis) in [("ascii", "FILE..."), ("utf8", "FILE…")] {
      let shown = try runProgram(
        Self.groff, ["-man", "-ww", "-T" + device, "-P-cbou", repositoryRoot + "/" + page],
        environment: environment)
      #expect(shown.status == 0)
      #expect(shown.stderr.isEmpty, "\(page) on \(device): \(shown.stderr)")
      let file = page.hasSuffix(".es.1") ? "FICHERO" : "FILE"
      #expect(
        shown.stdout.contains("run " + ellipsis.replacing("FILE", with: file)),
        "\(page) on \(device): the synopsis's ellipsis")
      if page.hasSuffix(".es.1") {
        // Spanish is not hyphenated by English rules: no line ends in a broken word.
        let broken = outputLines(shown.stdout).filter {
          $0.last == "-" && $0.dropLast().last?.isLetter == true
        }
        #expect(broken.isEmpty, "hyphenated: \(broken)")
        #expect(
          shown.stdout.contains("muestra la ayuda") || shown.stdout.contains("Muestra la ayuda"))
      }
    }
  }
}
