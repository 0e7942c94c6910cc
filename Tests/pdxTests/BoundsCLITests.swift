import Glibc
import Testing

/// Every number pdx reads is bounded with a clear error or a clamp (docs/reference.md §6.3):
/// no value of an option, COLUMNS, LINES or the terminal's size ends pdx by a signal.
@Suite("Bounded numbers")
struct BoundsCLITests {
  let pdx = pdxExecutable()
  let huge = "9223372036854775807"

  @Test("an option's number past its bound is an invocation error, exit 2, never a signal")
  func optionsBounded() throws {
    let dir = Scratch()
    let script = dir.write("a.pdx", "expect raiz == formulario\n")
    let cases: [([String], String)] = [
      (["check", "--shard", "1/\(huge)", "--depth", "2"], "--shard takes K/N"),
      (["check", "--shard", "\(huge)/\(huge)", "--depth", "2"], "--shard takes K/N"),
      (["test", "--shard", "1/1000001", script], "1 ≤ K ≤ N ≤ 1,000,000"),
      (["compare", "--width", huge, script], "--width takes a number of columns from 1 to"),
      (["compare", "--width", "1001", script], "from 1 to 1,000"),
      (["check", "--depth", huge], "--depth takes a depth from 1 to 1,000"),
      (["graph", "--states", "--depth", "1001"], "from 1 to 1,000"),
      (["explore", "--steps", huge], "--steps takes a number of steps from 1 to"),
      (["explore", "--steps", "99999999999999999999"], "--steps takes"),
    ]
    for (args, message) in cases {
      let r = try runProgram(pdx, args, limit: 120)
      #expect(r.status == 2, "\(args): \(r.status) \(r.stderr.suffix(300))")
      #expect(r.stderr.contains(message), "\(args): \(r.stderr.suffix(300))")
    }
    let widest = try runProgram(pdx, ["compare", "--width", "1000", script])
    #expect(widest.status == 0)
  }

  @Test("pdx test on a folder with no script exits 2: no .pdx files below it")
  func noScripts() throws {
    let dir = Scratch()
    let r = try runProgram(pdx, ["test", dir.path])
    #expect(r.status == 2)
    #expect(r.stderr.contains("no .pdx files below «\(dir.path)»"))
  }

  func terminal(
    _ arguments: [String], environment extra: [String: String], rows: UInt16 = 24,
    columns: UInt16 = 0
  ) throws -> PTYSession {
    try PTYSession.pdx(
      arguments, environment: PTYSession.environment(home: Scratch().path, extra),
      columns: columns, rows: rows, prompt: nil
    ).session
  }

  @Test("COLUMNS and LINES past any terminal are clamped: the shell and a walk run")
  func hugeColumns() throws {
    for value in [huge, "2147483647", "5000", "99999999999999999999999", "-3", "abc"] {
      let shell = try terminal([], environment: ["COLUMNS": value, "LINES": value])
      try shell.expect("pdx formulario> ")
      try shell.waitForRawMode()
      try shell.enter("help all", shows: "pdx formulario> ")
      shell.send("\u{4}")
      #expect(try shell.waitForExit() == 0, "COLUMNS=\(value)")

      let walk = try terminal(
        ["walk", "--help"], environment: ["COLUMNS": value, "LINES": value])
      #expect(try walk.waitForExit() == 0, "walk --help, COLUMNS=\(value)")
    }
  }

  @Test("a terminal that says 65535 × 65535: a warning, no line editing, no crash")
  func hugeTerminal() throws {
    let shell = try terminal([], environment: [:], rows: 65535, columns: 65535)
    try shell.expect("wider or taller than 1,000")
    shell.send("show raiz\r\u{4}")
    #expect(try shell.waitForExit() == 0)
    #expect(shell.output.contains("raiz: formulario"))
  }
}

// -j written together with its number.
extension BoundsCLITests {
  @Test("-j attached to its number is checked like -j N")
  func attachedJobs() throws {
    let dir = Scratch()
    let passing = dir.write("p.pdx", "say hola\n")
    for bad in ["-j0", "-j-5", "-j100000", "-jx"] {
      let r = try runProgram(pdx, ["test", bad, passing])
      #expect(r.status == 2, "\(bad)")
      #expect(r.stderr.contains("-j takes a number of jobs from 1 to 256"), "\(bad)")
    }
    #expect(try runProgram(pdx, ["test", "-j3", passing]).status == 0)
  }
}

// What the bounds change in what a user sees: the width things are laid out for, and what the
// programs pdx starts are told.
extension BoundsCLITests {
  /// The lines a terminal showed, without their carriage returns.
  static func shownLines(_ output: String) -> [String] {
    // By scalars: "\r\n" is one Character, which a split on "\n" would not cut.
    let scalars = String.UnicodeScalarView(output.unicodeScalars.filter { $0 != "\r" })
    return String(scalars).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("a terminal that says it has 0 columns gets 80: help fills its lines up to 80, never past")
  func zeroColumnsLaidOutAt80() throws {
    let help = try terminal(["--lang", "en", "--help", "--no-pager"], environment: [:])
    #expect(try help.waitForExit() == 0)
    let widest = Self.shownLines(help.output).map(\.count).max() ?? 0
    let line = Self.shownLines(help.output).first { $0.count == widest } ?? ""
    #expect(widest <= 80 && widest > 70, "the widest line is \(widest) columns: \(line)")
  }

  @Test("wider or taller than 1,000 alone is enough for the warning and no line editing")
  func oneSideTooLarge() throws {
    for (columns, rows) in [(UInt16(65535), UInt16(24)), (80, 65535)] {
      let shell = try terminal([], environment: [:], rows: rows, columns: columns)
      try shell.expect("wider or taller than 1,000")
      shell.send("show raiz\r\u{4}")
      #expect(try shell.waitForExit() == 0, "\(columns) × \(rows)")
      #expect(shell.output.contains("raiz: formulario"), "\(columns) × \(rows)")
    }
  }

  @Test("on a terminal of 65,535 columns, compare lays out for 1,000, as --width 1000 does")
  func layoutClampedTo1000() throws {
    let script = repositoryRoot + "/examples/05-enlaces-ios-y-android.pdx"
    let shell = try terminal(
      ["--lang", "en", "compare", script], environment: [:], rows: 24, columns: 65535)
    let status = try shell.waitForExit()
    let piped = try runProgram(pdx, ["--lang", "en", "compare", "--width", "1000", script])
    #expect(status == piped.status)
    let expected = Self.shownLines(piped.stdout)
    #expect(expected.map(\.count).max() ?? 0 > 500)
    #expect(Self.shownLines(shell.output) == expected)
  }

  @Test("COLUMNS and LINES past the bound reach the programs pdx starts clamped: its pager")
  func pagerToldTheBound() throws {
    let shell = try terminal(
      ["--lang", "en", "--help"],
      environment: [
        "COLUMNS": "5000", "LINES": "2147483647",
        "PAGER": "echo \"pager: COLUMNS=$COLUMNS LINES=$LINES\"; cat >/dev/null",
      ], rows: 24, columns: 80)
    #expect(try shell.waitForExit() == 0)
    #expect(shell.output.contains("pager: COLUMNS=1000 LINES=1000"), "\(shell.output)")
  }
}
