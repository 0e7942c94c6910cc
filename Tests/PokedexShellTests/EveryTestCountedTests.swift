import Glibc
import Testing

@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

/// `pdx test DIR` never skips a script in silence, refuses to pass on no script, and a run whose
/// includes fan out stops at a step budget (docs/reference.md §6.3, §6.4).
@Suite("Every test counted")
struct EveryTestCountedTests {
  @Test("a script whose name is not UTF-8 is an error naming it, not skipped")
  func nonUTF8Name() throws {
    let dir = TempDir()
    _ = dir.write("ok.pdx", "expect raiz == formulario\n")
    let fd = open(dir.path + "/bad\u{FF}", O_CREAT | O_WRONLY, 0o644)  // valid UTF-8: no error
    close(fd)
    var raw = Array((dir.path + "/a").utf8) + [0xFF] + Array(".pdx".utf8) + [0]
    let made = raw.withUnsafeMutableBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    #expect(made >= 0)
    close(made)
    do {
      _ = try FileIO.scripts(under: [dir.path])
      Issue.record("the name that is not UTF-8 was skipped")
    } catch {
      #expect(error.message.contains("a\\x{FF}.pdx"), "\(error.message)")
      #expect(error.message.contains("not UTF-8"))
    }
  }

  @Test("a file whose name is not UTF-8 and not a script is not an error")
  func nonUTF8Other() throws {
    let dir = TempDir()
    _ = dir.write("ok.pdx", "expect raiz == formulario\n")
    var raw = Array((dir.path + "/notes").utf8) + [0xFF] + [0]
    let made = raw.withUnsafeMutableBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    close(made)
    #expect(try FileIO.scripts(under: [dir.path]).count == 1)
  }

  @Test("a path too long to open is an error naming it, not skipped")
  func pathTooLong() throws {
    let dir = TempDir()
    var fd = open(dir.path, O_DIRECTORY)
    let name = String(repeating: "d", count: 200)
    for _ in 0..<25 {
      #expect(mkdirat(fd, name, 0o755) == 0)
      let next = openat(fd, name, O_DIRECTORY)
      close(fd)
      fd = next
    }
    let script = openat(fd, "deep.pdx", O_CREAT | O_WRONLY, 0o644)
    close(script)
    close(fd)
    do {
      let found = try FileIO.scripts(under: [dir.path])
      Issue.record("skipped in silence: found \(found.count)")
    } catch {
      #expect(error.message.contains("File name too long"), "\(error.message.suffix(200))")
    }
  }

  @Test("a folder with no script is an error: no .pdx files below it")
  func noScripts() {
    let dir = TempDir()
    _ = dir.write("notes.txt", "x\n")
    do {
      _ = try TestRunner().discover([dir.path])
      Issue.record("an empty suite passed")
    } catch {
      #expect(error.message == "no .pdx files below «\(dir.path)»")
    }
  }

  @Test("includes that fan out stop at the step budget with a clear error")
  func fanOut() throws {
    let dir = TempDir()
    // f0 runs f1 twice, f1 runs f2 twice…: 2^10 runs of the last one.
    for level in 0..<10 {
      _ = dir.write("f\(level).pdx", "run f\(level + 1).pdx\nrun f\(level + 1).pdx\n")
    }
    _ = dir.write("f10.pdx", "say leaf\n")
    let c = Captured(setup: Session.Setup(includeBudget: 100))
    var failures: [Failure] = []
    let outcome = c.session.runScript(
      try ScriptReader.read(path: dir.path + "/f0.pdx"), failures: &failures)
    guard case .scriptError(let message) = outcome else {
      Issue.record("expected a script error, got \(outcome)")
      return
    }
    #expect(message.contains("more than 100 lines run through includes"), "\(message)")
    #expect(c.output.filter { $0.contains("leaf") }.count <= 100)
  }

  @Test("includes within the budget run whole")
  func withinBudget() throws {
    let dir = TempDir()
    for level in 0..<4 {
      _ = dir.write("f\(level).pdx", "run f\(level + 1).pdx\nrun f\(level + 1).pdx\n")
    }
    _ = dir.write("f4.pdx", "say leaf\n")
    // 4 + 8 + 16 lines of f1…f3, 16 of f4: exactly the budget.
    let c = Captured(setup: Session.Setup(includeBudget: 44))
    var failures: [Failure] = []
    let outcome = c.session.runScript(
      try ScriptReader.read(path: dir.path + "/f0.pdx"), failures: &failures)
    #expect(outcome == .ok)
    #expect(c.output.filter { $0.contains("leaf") }.count == 16)
  }
}
