import Glibc
import Testing

@testable import PdxCommandLine

/// EditLineSource in a real terminal: the test executable starts itself in a PTY, running only
/// `EditLineSourceHelper.lineEditorLoop`, and types at it.
@Suite struct EditLineSourceTests {
  private func startEditor(home: String, columns: UInt16 = 80) throws -> PTYSession {
    let executable = try #require(testExecutable())
    var environment = [
      "PDX_LINE_EDITOR_HELPER": home + "/history",
      "HOME": home, "TERM": "xterm", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
    ]
    // With --enable-code-coverage, the child's profile goes where SwiftPM looks for it.
    if let profile = getenv("LLVM_PROFILE_FILE") {
      environment["LLVM_PROFILE_FILE"] = String(cString: profile)
    }
    return try PTYSession(
      executable: executable,
      arguments: ["--testing-library", "swift-testing", "--filter", "EditLineSourceHelper"],
      environment: environment, columns: columns
    )
  }

  private func temporaryDirectory() throws -> String {
    var template = Array("/tmp/pdx-editline-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    return String(cString: try #require(made))
  }

  @Test func completionHistoryInterruptAndEndOfFile() throws {
    let home = try temporaryDirectory()
    defer {
      unlink(home + "/history")
      rmdir(home)
    }
    let editor = try startEditor(home: home)
    try editor.expect("le> ")
    // Several candidates with nothing in common beyond "pi": listed, then the line again.
    try editor.waitForRawMode()
    editor.send("say pi\t")
    try editor.expect("pidgey")
    try editor.expect("le> say pi")
    // One candidate: completed, with a space.
    try editor.waitForRawMode()
    editor.send("k\t\r")
    try editor.expect("got:[say pikachu ]")
    // A common prefix longer than the word is inserted.
    try editor.waitForRawMode()
    editor.send("pid\t\r")
    try editor.expect("got:[pidge]")
    // Ctrl-C abandons the line; the next one works.
    try editor.waitForRawMode()
    try editor.press("abandoned", shows: "abandoned")
    try editor.press("\u{3}", shows: "interrupted")
    editor.send("after\r")
    try editor.expect("got:[after]")
    // Up recalls the previous line.
    try editor.waitForRawMode()
    editor.send("\u{1B}[A\r")
    try editor.expect("got:[after]")
    // A password is not echoed.
    try editor.waitForRawMode()
    editor.send("pw\r")
    try editor.expect("Password: ")
    editor.send("hunter2\r")
    let shown = try editor.expect("password:[hunter2]")
    #expect(!shown.contains("hunter2\r\n"))
    // Ctrl-D on an empty line ends the input.
    try editor.waitForRawMode()
    editor.send("\u{4}")
    try editor.expect("eof")
    #expect(try editor.waitForExit() == 0)

    // The history was saved: a second session recalls it.
    let again = try startEditor(home: home)
    try again.expect("le> ")
    try again.waitForRawMode()
    try again.enter("\u{1B}[A\u{1B}[A", shows: "got:[pidge]")
    again.send("\u{4}")
    try again.expect("eof")
    #expect(try again.waitForExit() == 0)
  }

  /// What the editor shows after `keys` typed at its first prompt, one line read, and Ctrl-D at
  /// the next (it ends with 0).
  private func typedLine(_ keys: String) throws -> String {
    let home = try temporaryDirectory()
    defer {
      unlink(home + "/history")
      rmdir(home)
    }
    let editor = try startEditor(home: home)
    try editor.expect("le> ")
    try editor.waitForRawMode()
    editor.send(keys)
    try editor.expect("got:[")
    try editor.waitForRawMode()
    editor.send("\u{4}")
    try editor.expect("eof")
    #expect(try editor.waitForExit() == 0)
    return editor.output
  }

  @Test("a character of several bytes typed at the prompt arrives whole: ñ, ú, é, ü")
  func multibyteCharacters() throws {
    let output = try typedLine("ñandú café pingüino\r")
    #expect(output.contains("got:[ñandú café pingüino]"), "\(output)")
  }

  @Test("TAB inserts the candidates' common prefix even when it is one character longer")
  func commonPrefixOneLonger() throws {
    // pidgey and pidgeotto share "pidge": one character more than "pidg".
    let output = try typedLine("pidg\t\r")
    #expect(output.contains("got:[pidge]"), "\(output)")
  }

  @Test(
    "the candidates are listed in columns down then across, as many as the terminal's width holds")
  func candidatesInColumns() throws {
    // pikachu, pichu, pidgey, pidgeotto: cells of the longest (9) and two spaces.
    for (columns, rows) in [
      (80, ["pikachu    pichu      pidgey     pidgeotto"]),
      (24, ["pikachu    pidgey", "pichu      pidgeotto"]),
    ] {
      let home = try temporaryDirectory()
      defer {
        unlink(home + "/history")
        rmdir(home)
      }
      let editor = try startEditor(home: home, columns: UInt16(columns))
      try editor.expect("le> ")
      try editor.waitForRawMode()
      editor.send("say pi\t")
      try editor.expect("pidgeotto")
      try editor.expect("le> say pi")
      try editor.waitForRawMode()
      editor.send("\u{15}\u{4}")
      try editor.expect("eof")
      #expect(try editor.waitForExit() == 0)
      // Each row ends in "\r\n", whose "\n" the terminal writes as "\r\n".
      #expect(
        editor.output.contains(rows.joined(separator: "\r\r\n") + "\r\r\n"),
        "at \(columns) columns: \(editor.output)")
    }
  }

  @Test("a password whose line ends in CR LF (a Windows line end) arrives without the CR")
  func passwordWithWindowsLineEnd() throws {
    let home = try temporaryDirectory()
    defer {
      unlink(home + "/history")
      rmdir(home)
    }
    let editor = try startEditor(home: home)
    try editor.expect("le> ")
    try editor.waitForRawMode()
    editor.send("pw\r")
    try editor.expect("Password: ")
    try editor.waitForEcho(false)
    // The terminal turns a CR into a line end: Ctrl-V before it lets it through as a CR, so
    // the bytes that arrive are "hunter2\r\n".
    editor.send("hunter2\u{16}\r\r")
    try editor.expect("password:[")
    try editor.expect("le> ")
    try editor.waitForRawMode()
    editor.send("\u{4}")
    try editor.expect("eof")
    #expect(try editor.waitForExit() == 0)
    #expect(editor.output.contains("password:[hunter2]\r\n"), "\(editor.output)")
  }
}
